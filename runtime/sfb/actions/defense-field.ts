// `defenseField`: one activation of the Z-ship defense field (Z-DF-1).
import { defineAction, type ActionSpec } from '../../core/registry';
import { refuse } from '../common';
import { activateDefenseField } from '../defense-field';
import { onShip } from './run';
import { num } from './schemas';
import { baseOf } from '../../core/systems';

export const defenseField: ActionSpec = defineAction({
  atomic: 'checked',
  schema: {
    properties: {
      energy: num,
      targets: {
        type: 'array',
        items: {
          type: 'object',
          properties: { id: { type: 'string' }, kind: { type: 'string' }, range: { type: 'number', minimum: 0 } },
          required: ['id', 'kind', 'range'],
        },
      },
      from: { type: 'string' },
    },
    required: ['energy', 'targets'],
  },
  run: (ctx, a) =>
    onShip(ctx, a, ({ st, ship, now }) => {
      const sys = ship.systems.find((s) => baseOf(s) === 'defenseField');
      if (!sys || !st.defenseField) throw refuse(`${ship.name} has no defense field`, 'Z-DF-1');
      return { ...activateDefenseField(st.defenseField, sys, st.centralCapacitor, now, { energy: a.energy, targets: a.targets, from: a.from }) };
    }),
});
