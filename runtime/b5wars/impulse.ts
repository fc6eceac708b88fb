// Impulse drives (seed 000, first section; rules.md ST-IMP-1, ST-IMP-3, ST-IMP-5): the drive as a
// ship feature (speed, initiative, thrust and the turn's power in the ship state, renewed each
// turn) and the impulse thruster's behaviour. Over-thrust critical checks (ST-IMP-6) are in
// over-thrust.ts.
import { defineAction, refuse, type ActionSpec, type RuleContext } from '../core/registry';
import type { B5KindBehaviour, B5ShipFeature } from './behaviour-types';
import type { CompiledShip } from '../core/types';
import { b5, chargePower, isWorking, num, powerLeftOrNull, shipPower, systemsOfKind, type B5ShipState } from './state';

export interface ThrustState {
  /** The ship's thrust as built (its `thrust`, else the total of its impulse thrusters). */
  rated: number;
  /** ST-IMP-1: the total of the working impulse thrusters (rated when none is left, ST-IMP-3). */
  free: number;
  /** Thrust spent this turn (costs after the ST-IMP-3 doubling). */
  used: number;
  /** Thrust spent beyond the free thrust this turn (ST-IMP-1). */
  overThrust: number;
  /** ST-IMP-5: power paid this turn for thrust beyond the free thrust. */
  powerSpent: number;
  /** ST-IMP-6: over-thrust critical checks owed and not yet reported this turn. */
  checksOwed: number;
}

declare module './state' {
  interface B5ShipState {
    /** 1, or 2 once every impulse thruster has been destroyed (ST-IMP-3). */
    thrustMultiplier: number;
    /** 0, or -10 once every impulse thruster has been destroyed (ST-IMP-3). */
    initiativeModifier: number;
    /** The ship's initiative plus the modifier. */
    initiative: number;
    speed: number;
    /** ST-IMP-1, 5, 6: thrust this turn. */
    thrust: ThrustState;
    /** ST-IMP-2: a ship with impulse drives is a gravitic-drive ship (the compiled derived flag). */
    gravitic: boolean;
    /** ST-IMP-3: set for the rest of the scenario when the last impulse thruster is destroyed. */
    impulseDrivesLost: boolean;
  }
}

/**
 * The thrust part of a new ship state: rated thrust is the ship's `thrust`, else the compiled
 * impulse thrust, else its thrusters' total; free thrust is what the thrusters give (ST-IMP-1),
 * the rated thrust on a ship without any.
 */
function initThrust(ship: CompiledShip): ThrustState {
  const thrusters = systemsOfKind(ship, 'impulseThruster');
  // Every nacelle stands at the start: all of their thrust feeds the drive (ST-IMP-1).
  const nacelles = systemsOfKind(ship, 'nacelle').reduce((s, n) => s + num(n.thrust), 0);
  const total = thrusters.reduce((s, t) => s + num(t.thrust), 0) + (thrusters.length > 0 ? nacelles : 0);
  const rated = num(ship.thrust, num(ship.derived?.impulseThrust, total));
  return { rated, free: thrusters.length > 0 ? total : rated, used: 0, overThrust: 0, powerSpent: 0, checksOwed: 0 };
}

/** ST-IMP-2: a ship with impulse drives is gravitic (the compiled value when there is one). */
function isGravitic(ship: CompiledShip): boolean {
  return ship.derived?.gravitic ?? systemsOfKind(ship, 'impulseThruster').length > 0;
}

/**
 * ST-IMP-1: free thrust is the total the working impulse thrusters provide, plus the
 * thrust of the standing nacelles that feed the drive. A ship built without
 * any keeps its rated thrust; a ship that has lost all of them maneuvers on its rated thrust at
 * doubled cost (ST-IMP-3 Interpretation), since with no thruster left there is nothing whose
 * total could be the limit.
 */
export function freeThrust(ctx: RuleContext, handle: string, ship: B5ShipState = b5(ctx, handle)): number {
  const thrusters = systemsOfKind(ctx.ships[handle]!, 'impulseThruster');
  // An unpowered thruster (ST-PWR-1) gives no thrust; only destroyed ones count as lost (ST-IMP-3).
  const working = thrusters.filter((t) => isWorking(ship, t.id));
  if (working.length === 0) return thrusters.some((t) => !ship.systems[t.id]!.destroyed) ? 0 : ship.thrust.rated;
  return working.reduce((s, t) => s + num(t.thrust), 0) + nacelleThrust(ctx.ships[handle]!, ship);
}

/**
 * The thrust the standing nacelles add to the impulse drive (a FieryVoid extension: its warp
 * drives feed the impulse drive; rules.md ST-IMP-1). A destroyed nacelle adds nothing.
 */
export function nacelleThrust(compiled: CompiledShip, ship: Pick<B5ShipState, 'systems'>): number {
  return systemsOfKind(compiled, 'nacelle').reduce((s, n) => s + (ship.systems[n.id]!.destroyed ? 0 : num(n.thrust)), 0);
}

/** Recomputes the free thrust after a thruster is lost or repaired; reports a change (ST-IMP-1). */
export function updateFreeThrust(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  const free = freeThrust(ctx, handle, ship);
  if (free === ship.thrust.free) return;
  ship.thrust.free = free;
  ctx.event({ ship: handle, freeThrust: free, rule: 'ST-IMP-1' });
}

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

/** ST-IMP-5: the power price of one point of thrust beyond the free thrust (ruleset constant). */
export function extraThrustPowerCost(ctx: RuleContext, handle: string): number {
  const v = ctx.rules(handle).extraThrustPowerCost;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 3;
}

const thrust: ActionSpec = defineAction({
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
    const handle = action.ship;
    const ship = b5(ctx, handle);
    const compiled = ctx.ships[handle]!;
    const maneuver = action.maneuver;
    const speed = action.speed ?? ship.speed;
    const accel = Number(compiled.accel ?? 0);
    const turnCost = Number(compiled.turnCost ?? 0);
    if (maneuver === 'decel' && speed <= 0) throw refuse(`${handle} is at speed 0 and cannot decelerate`);
    // Interpretation: thrust is spent in whole points, so a fractional cost (turn cost 1/2 at
    // speed 3) is rounded up, unless the ruleset constant roundThrustCosts is false.
    const exact = maneuver === 'turn' ? turnCost * speed : accel;
    const baseCost = ctx.rules(handle).roundThrustCosts === false ? exact : Math.ceil(exact - 1e-9);
    const cost = baseCost * ship.thrustMultiplier;
    const before = ship.thrust.used;
    const after = before + cost;
    const over = Math.max(0, after - ship.thrust.free) - Math.max(0, before - ship.thrust.free);
    // ST-IMP-5: extra thrust is bought at once from the ship's power for the turn; a maneuver the
    // ship cannot pay for is refused before anything changes.
    const power = over * extraThrustPowerCost(ctx, handle);
    if (over > 0) chargePower(ship, handle, power, `${over} point${over === 1 ? '' : 's'} of extra thrust at ${extraThrustPowerCost(ctx, handle)} a point`, 'ST-IMP-5');
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
      // ST-IMP-1, ST-IMP-5: thrust beyond the free thrust is extra thrust, bought at once at the
      // power price, and it over-thrusts the thrusters: each such maneuver owes a critical check.
      ship.thrust.powerSpent += power;
      ship.thrust.checksOwed += 1;
      result.overThrust = over;
      result.criticalCheck = true;
      result.powerSpent = power;
      result.powerLeft = powerLeftOrNull(ship);
    }
    return result;
  },
});

/**
 * Impulse thrusters: free thrust is what the working ones give (ST-IMP-1), ST-IMP-3 once none is
 * left (a repair gives the thrust back, not the ST-IMP-3 doubling); never a called shot (ST-IMP-4).
 */
export const impulseThrusterBehaviour: B5KindBehaviour = {
  noCalledShot: 'ST-IMP-4',
  destroyed(ctx, handle) {
    checkImpulseLoss(ctx, handle);
    updateFreeThrust(ctx, handle);
  },
  repaired: updateFreeThrust,
};

export const impulseFeature: B5ShipFeature = {
  name: 'impulse',
  init({ ship, st, setup }) {
    st.thrustMultiplier = 1;
    st.initiativeModifier = 0;
    st.initiative = num(ship.initiative);
    st.speed = num(setup.speed);
    st.thrust = initThrust(ship);
    // The turn's power sits among the drive's fields in the saved state and is renewed with them;
    // deflectors buy with it too (ST-SH-3, ST-SH-9).
    st.power = { available: shipPower(ship), spent: 0 };
    st.gravitic = isGravitic(ship);
    st.impulseDrivesLost = false;
  },
  turnStart(ctx, handle) {
    const ship = b5(ctx, handle);
    ship.thrust.used = 0;
    ship.thrust.overThrust = 0;
    ship.thrust.powerSpent = 0;
    ship.thrust.checksOwed = 0;
    ship.power.spent = 0;
  },
  actions: { thrust },
};
