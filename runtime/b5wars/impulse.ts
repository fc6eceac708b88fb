// Impulse drives (seed 000, first section; rules.md ST-IMP-1, ST-IMP-3).
import { refuse, type ActionSpec, type RuleContext } from '../core/registry';
import { b5, systemsOfKind } from './state';

/**
 * ST-IMP-3: once every impulse thruster is destroyed, thrust costs double and initiative drops by
 * 10 for the rest of the scenario (a later repair changes nothing).
 */
export function checkImpulseLoss(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  if (ship.impulseDrivesLost) return;
  const thrusters = systemsOfKind(ctx.ships[handle]!, 'impulseThruster');
  if (thrusters.length === 0 || thrusters.some((t) => !ship.systems[t.id]!.destroyed)) return;
  ship.impulseDrivesLost = true;
  ship.thrustMultiplier = 2;
  ship.initiativeModifier = -10;
  ship.initiative -= 10;
  ctx.event({ ship: handle, impulseDrivesLost: true, thrustMultiplier: 2, initiativeModifier: -10, rule: 'ST-IMP-3' });
}

const thrust: ActionSpec = {
  segment: 'move',
  atomic: 'checked',
  schema: {
    properties: {
      maneuver: { enum: ['accel', 'decel', 'turn'] },
      speed: { type: 'integer', minimum: 0 },
    },
    required: ['maneuver'],
  },
  run(ctx, action) {
    // ST-IMP-1: any maneuver may be paid from the impulse thrust, no thruster tied to a direction.
    const handle = action.ship!;
    const ship = b5(ctx, handle);
    const compiled = ctx.ships[handle]!;
    const maneuver = action.maneuver as 'accel' | 'decel' | 'turn';
    const speed = (action.speed as number | undefined) ?? ship.speed;
    const accel = Number(compiled.accel ?? 0);
    const turnCost = Number(compiled.turnCost ?? 0);
    if (maneuver === 'decel' && speed <= 0) throw refuse(`${handle} is at speed 0 and cannot decelerate`);
    const baseCost = maneuver === 'turn' ? turnCost * speed : accel;
    const cost = baseCost * ship.thrustMultiplier;
    const before = ship.thrust.used;
    const after = before + cost;
    const over = Math.max(0, after - ship.thrust.free) - Math.max(0, before - ship.thrust.free);
    ship.thrust.used = after;
    ship.thrust.overThrust += over;
    ship.speed = maneuver === 'accel' ? speed + 1 : maneuver === 'decel' ? speed - 1 : speed;
    const result: Record<string, unknown> = {
      maneuver,
      cost,
      thrustMultiplier: ship.thrustMultiplier,
      speed: ship.speed,
      thrustUsed: after,
      freeThrust: ship.thrust.free,
    };
    if (over > 0) {
      // ST-IMP-1: over-thrust is allowed, and every over-thrust owes a critical check.
      result.overThrust = over;
      result.criticalCheck = true;
    }
    return result;
  },
};

export const impulseActions: Record<string, ActionSpec> = { thrust };
