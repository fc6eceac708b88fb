// The damageSystem and repairSystem actions of b5wars ships; the bookkeeping and the rule side
// effects of losing or regaining a system are in bookkeeping.ts and the behaviour modules
// (behaviours.ts).
import { defineAction, refuse, type ActionSpec } from '../core/registry';
import { systemKind } from '../../compiler/catalog/index';
import { damageBoxes, repairBoxes, requireAnySystem } from './bookkeeping';
import { behaviourOf } from './behaviours';
import { b5 } from './state';
import { baseOf } from '../core/systems';

const damageSystem: ActionSpec = defineAction({
  segment: 'any',
  schema: {
    properties: { system: { type: 'string' }, boxes: { type: 'integer', minimum: 1 }, calledShot: { type: 'boolean' } },
    required: ['system', 'boxes'],
  },
  run(ctx, action) {
    const handle = action.ship;
    const id = action.system;
    const sys = requireAnySystem(ctx, handle, id);
    const st = b5(ctx, handle).systems[id]!;
    const noCalledShot = behaviourOf(sys)?.noCalledShot;
    if (action.calledShot === true && noCalledShot) {
      throw refuse(`${systemKind('b5wars', baseOf(sys))?.title ?? baseOf(sys)} ${id} cannot be the target of a called shot`, noCalledShot);
    }
    if (st.destroyed) throw refuse(`${id} is already destroyed`);
    damageBoxes(ctx, handle, sys, action.boxes);
    return { system: id, damage: st.damage, destroyed: st.destroyed };
  },
});

const repairSystem: ActionSpec = defineAction({
  segment: 'any',
  schema: { properties: { system: { type: 'string' }, boxes: { type: 'integer', minimum: 1 } }, required: ['system'] },
  run(ctx, action) {
    const handle = action.ship;
    const id = action.system;
    const sys = requireAnySystem(ctx, handle, id);
    const st = b5(ctx, handle).systems[id]!;
    if (st.damage === 0 && !st.destroyed) throw refuse(`${id} has no damage to repair`);
    // ST-IMP-3: a repaired impulse thruster does not undo the doubling or the -10 initiative.
    repairBoxes(ctx, handle, sys, action.boxes);
    return { system: id, damage: st.damage, destroyed: st.destroyed };
  },
});

export const systemActions: Record<string, ActionSpec> = { damageSystem, repairSystem };
