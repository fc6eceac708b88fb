// System damage and repair for b5wars ships, with the rule side effects of losing or regaining a
// system: shield generator (ST-SH-7, ST-SH-10), impulse thrusters (ST-IMP-3), nacelles (ST-WARP-3),
// deflectors (ST-SH-7 collapse at the next adjust segment, ST-SH-10 return).
import { refuse, type ActionSpec, type RuleContext } from '../core/registry';
import { checkImpulseLoss } from './impulse';
import { dropAllProjections, raiseProjections } from './shields';
import { b5, compiledSystem, generatorLost, kindOf, refreshCoverage, restoreCovered } from './state';
import { updateWarp } from './warp';

function requireAny(ctx: RuleContext, handle: string, id: string) {
  const sys = compiledSystem(ctx, handle, id);
  if (!sys) {
    const ids = ctx.ships[handle]!.systems.map((s) => s.id);
    throw refuse(`${handle} has no system "${id}" (its systems: ${ids.join(', ')})`);
  }
  return sys;
}

const damageSystem: ActionSpec = {
  segment: 'any',
  schema: {
    properties: { system: { type: 'string' }, boxes: { type: 'integer', minimum: 1 }, calledShot: { type: 'boolean' } },
    required: ['system', 'boxes'],
  },
  run(ctx, action) {
    const handle = action.ship!;
    const ship = b5(ctx, handle);
    const id = action.system as string;
    const sys = requireAny(ctx, handle, id);
    const st = ship.systems[id]!;
    if (action.calledShot === true && kindOf(sys) === 'impulseThruster') {
      throw refuse(`impulse thruster ${id} cannot be the target of a called shot`, 'ST-IMP-4');
    }
    if (st.destroyed) throw refuse(`${id} is already destroyed`);
    const boxes = Number(sys.boxes ?? 1);
    st.damage = Math.min(boxes, st.damage + (action.boxes as number));
    if (st.damage >= boxes) {
      st.destroyed = true;
      const kind = kindOf(sys);
      if (kind === 'shieldGenerator' && generatorLost(ctx, handle)) dropAllProjections(ctx, handle);
      if (kind === 'impulseThruster') checkImpulseLoss(ctx, handle);
      if (kind === 'nacelle') {
        updateWarp(ctx, handle);
        ctx.event({ ship: handle, nacelle: id, destroyed: true, effectiveDelay: ship.warp.effectiveDelay, rule: 'ST-WARP-3' });
      }
      if (kind === 'deflector') {
        ship.deflectors[id]!.active = false;
        refreshCoverage(ship);
      }
    }
    return { system: id, damage: st.damage, destroyed: st.destroyed };
  },
};

const repairSystem: ActionSpec = {
  segment: 'any',
  schema: { properties: { system: { type: 'string' }, boxes: { type: 'integer', minimum: 1 } }, required: ['system'] },
  run(ctx, action) {
    const handle = action.ship!;
    const ship = b5(ctx, handle);
    const id = action.system as string;
    const sys = requireAny(ctx, handle, id);
    const st = ship.systems[id]!;
    if (st.damage === 0 && !st.destroyed) throw refuse(`${id} has no damage to repair`);
    const wasDestroyed = st.destroyed;
    const boxes = Number(sys.boxes ?? 1);
    st.damage = action.boxes === undefined ? 0 : Math.max(0, st.damage - (action.boxes as number));
    st.destroyed = st.damage >= boxes;
    if (wasDestroyed && !st.destroyed) {
      const kind = kindOf(sys);
      if (kind === 'shieldGenerator') raiseProjections(ctx, handle);
      if (kind === 'nacelle') updateWarp(ctx, handle);
      if (kind === 'deflector') {
        const d = ship.deflectors[id]!;
        d.active = d.value >= 0;
        refreshCoverage(ship);
        restoreCovered(ctx, handle);
      }
      // ST-IMP-3: a repaired impulse thruster does not undo the doubling or the -10 initiative.
    }
    if (kindOf(sys) === 'nacelle') updateWarp(ctx, handle);
    return { system: id, damage: st.damage, destroyed: st.destroyed };
  },
};

export const systemActions: Record<string, ActionSpec> = { damageSystem, repairSystem };
