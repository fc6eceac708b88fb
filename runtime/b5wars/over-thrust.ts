// Over-thrust critical checks (seed 000, impulse drives; rules.md ST-IMP-6).
import { defineAction, refuse, type ActionSpec } from '../core/registry';
import { destroySystem } from './bookkeeping';
import { b5, systemsOfKind } from './state';
import { baseOf } from '../core/systems';

const thrusterCheck: ActionSpec = defineAction({
  segment: 'any',
  schema: {
    properties: {
      thruster: { type: 'string' },
      outcome: { enum: ['passed', 'failed', 'destroyed'] },
    },
    required: ['thruster', 'outcome'],
  },
  run(ctx, action) {
    // ST-IMP-6: the owner reports the result of a critical check that over-thrust made owed. The
    // thruster critical table is the standard game's, which the seed does not reproduce, so the
    // runtime takes the outcome as given: `destroyed` destroys the thruster (counting toward
    // ST-IMP-3); `failed` is another effect the players track; `passed` clears the check.
    const handle = action.ship;
    const ship = b5(ctx, handle);
    const id = action.thruster;
    const sys = ctx.ships[handle]!.systems.find((s) => s.id === id);
    if (!sys || baseOf(sys) !== 'impulseThruster') {
      const ids = systemsOfKind(ctx.ships[handle]!, 'impulseThruster').map((s) => s.id);
      throw refuse(`${handle} has no impulse thruster "${id}" (${ids.length ? `its impulse thrusters: ${ids.join(', ')}` : 'it has none'})`, 'ST-IMP-6');
    }
    if (ship.systems[id]!.destroyed) throw refuse(`impulse thruster ${id} is destroyed and cannot carry over-thrust`, 'ST-IMP-6');
    if (ship.thrust.checksOwed <= 0) {
      throw refuse(`${handle} owes no over-thrust critical check this turn (it has spent ${ship.thrust.used} of ${ship.thrust.free} free thrust)`, 'ST-IMP-6');
    }
    const outcome = action.outcome;
    ship.thrust.checksOwed -= 1;
    if (outcome === 'destroyed') destroySystem(ctx, handle, sys);
    return {
      thruster: id,
      outcome,
      destroyed: ship.systems[id]!.destroyed,
      checksOwed: ship.thrust.checksOwed,
      freeThrust: ship.thrust.free,
      thrustMultiplier: ship.thrustMultiplier,
    };
  },
});

export const overThrustActions: Record<string, ActionSpec> = { thrusterCheck };
