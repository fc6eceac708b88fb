// The damageSystem and repairSystem actions of b5wars ships; the bookkeeping and the rule side
// effects of losing or regaining a system are in bookkeeping.ts and kind-hooks.ts.
import { refuse, type ActionSpec } from '../core/registry';
import { damageBoxes, repairBoxes, requireAnySystem } from './bookkeeping';
import { b5, kindOf } from './state';

const damageSystem: ActionSpec = {
  segment: 'any',
  schema: {
    properties: { system: { type: 'string' }, boxes: { type: 'integer', minimum: 1 }, calledShot: { type: 'boolean' } },
    required: ['system', 'boxes'],
  },
  run(ctx, action) {
    const handle = action.ship!;
    const id = action.system as string;
    const sys = requireAnySystem(ctx, handle, id);
    const st = b5(ctx, handle).systems[id]!;
    if (action.calledShot === true && kindOf(sys) === 'impulseThruster') {
      throw refuse(`impulse thruster ${id} cannot be the target of a called shot`, 'ST-IMP-4');
    }
    if (st.destroyed) throw refuse(`${id} is already destroyed`);
    damageBoxes(ctx, handle, sys, action.boxes as number);
    return { system: id, damage: st.damage, destroyed: st.destroyed };
  },
};

const repairSystem: ActionSpec = {
  segment: 'any',
  schema: { properties: { system: { type: 'string' }, boxes: { type: 'integer', minimum: 1 } }, required: ['system'] },
  run(ctx, action) {
    const handle = action.ship!;
    const id = action.system as string;
    const sys = requireAnySystem(ctx, handle, id);
    const st = b5(ctx, handle).systems[id]!;
    if (st.damage === 0 && !st.destroyed) throw refuse(`${id} has no damage to repair`);
    // ST-IMP-3: a repaired impulse thruster does not undo the doubling or the -10 initiative.
    repairBoxes(ctx, handle, sys, action.boxes as number | undefined);
    return { system: id, damage: st.damage, destroyed: st.destroyed };
  },
};

export const systemActions: Record<string, ActionSpec> = { damageSystem, repairSystem };
