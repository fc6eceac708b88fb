// `arm`, `hold` and `fire`: each finds the behaviour module of the weapon it names (behaviours.ts)
// and runs its hook; a kind without the hook refuses the action.
import type { CompiledSystem } from '../../../compiler/types';
import { defineAction, type ActionSpec } from '../../core/registry';
import { kindOf, refuse } from '../common';
import { kindCtx } from '../kind-context';
import type { KindCtx } from '../kinds/types';
import type { WeaponState } from '../weapons';
import { onShip } from './run';
import { from, num, str } from './schemas';

function notATorpedo(sys: CompiledSystem, action: string) {
  return refuse(`${sys.id} (${sys.type}) is not a torpedo: ${action} applies to quantum torpedoes and plasma torpedoes`, 'Z-QT-1');
}

export const arm: ActionSpec = defineAction({
  atomic: 'checked',
  schema: {
    properties: { weapon: str, energy: num, mode: { enum: ['standard', 'overload', 'doubleOverload'] }, from },
    required: ['weapon', 'energy'],
  },
  run: (ctx, a) =>
    onShip(ctx, a, (s) => {
      const { k, behaviour } = kindCtx(s, a.weapon, 'weapon');
      const ws = k.ws;
      if (!behaviour?.arm || !ws) throw notATorpedo(k.sys, 'arm');
      return behaviour.arm(k as KindCtx & { ws: WeaponState }, a);
    }),
});

export const hold: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { weapon: str, from }, required: ['weapon'] },
  run: (ctx, a) =>
    onShip(ctx, a, (s) => {
      const { k, behaviour } = kindCtx(s, a.weapon, 'weapon');
      const ws = k.ws;
      if (kindOf(k.sys)?.torpedo !== true || !behaviour?.hold || !ws) throw notATorpedo(k.sys, 'hold');
      return behaviour.hold(k as KindCtx & { ws: WeaponState }, a);
    }),
});

export const fire: ActionSpec = defineAction({
  atomic: 'checked',
  schema: {
    properties: {
      weapon: str,
      mode: { enum: ['full', 'half'] },
      damage: num,
      band: { type: 'integer', minimum: 0 },
      count: { type: 'integer', minimum: 1 },
      load: { enum: ['standard', 'overload'] },
      power: {
        type: 'object',
        properties: { capacitor: { type: 'number', minimum: 0 }, impulse: { type: 'number', minimum: 0 }, other: { type: 'number', minimum: 0 } },
        additionalProperties: false,
      },
      range: { type: 'integer', minimum: 0 },
      shift: { type: 'integer', minimum: 0, maximum: 20 },
      target: str,
    },
    required: ['weapon'],
  },
  run: (ctx, a) =>
    onShip(ctx, a, (s) => {
      const { k, behaviour } = kindCtx(s, a.weapon, 'weapon');
      if (a.count !== undefined && a.count !== 1) throw refuse(`${k.sys.id} fires one shot at a time ("count" must be 1)`);
      const ws = k.ws;
      if (behaviour?.fire && ws) return behaviour.fire(k as KindCtx & { ws: WeaponState }, a);
      throw refuse(`${k.sys.id} (${k.sys.type}) has no firing rules in drydock's sfb runtime (Phaser-Z, quantum torpedoes, plasmas)`);
    }),
});
