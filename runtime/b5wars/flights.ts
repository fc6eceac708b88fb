// Fighter and shuttle flights in play (docs/runtime.md "Flights"; language.md flights): a flight is
// a unit of its own in a b5wars game. Its state keeps each craft's damage; `flightFire` fires one
// weapon of every standing craft at a ship, the whole attack into one shield projection (ST-SH-6:
// "the whole attack of one unit or one fighter flight uses that one projection"; fighter fire is
// never First One fire, ST-SH-11), damage rolled from the weapon's dice (the action's `rolls`
// first, then the game's generator: a replay rolls the same); `craftDamage` scores a hit on one
// craft: its armor on the side hit stops that much, the rest comes off its structure, and a craft
// whose structure is gone is destroyed.
import { parseDice } from '../../compiler/dice';
import type { CompiledSystem } from '../../compiler/types';
import { own, setOwn } from '../core/own';
import { defineAction, refuse, type ActionSpec, type RuleContext } from '../core/registry';
import type { CompiledShip, ShipSetup, ShipState } from '../core/types';
import { firingMode, modeName, rollDice } from './fire-modes';
import { absorb, absorbHit, projectionFor, type HitAbsorption } from './shields';
import { shieldsLowered } from './cloak';
import type { B5ShipState } from './state';

export type Facing = 'fore' | 'aft' | 'port' | 'starboard';
const FACINGS: readonly Facing[] = ['fore', 'aft', 'port', 'starboard'];

export interface CraftState {
  /** Structure boxes lost. */
  damage: number;
  destroyed: boolean;
}

/** A flight's state (`state.ships.<handle>` with `unit: "flight"`). */
export interface FlightState extends ShipState {
  ruleset: 'b5wars';
  unit: 'flight';
  /** Each craft, in order (craft 1 first). */
  craft: CraftState[];
  /** Structure boxes of each craft. */
  structure: number;
  /** Armor of each craft by the side a hit comes from. */
  armor: Record<Facing, number>;
  /** Turn each weapon last fired (null: not yet); every craft fires it together. */
  weapons: Record<string, { firedTurn: number | null }>;
}

/** A compiled flight as a unit of the game: the compiler's CompiledFlight, its weapons as `systems`. */
export function isFlight(x: object | undefined): boolean {
  return (x as { unit?: unknown } | undefined)?.unit === 'flight';
}

/** The state of a new flight of `setup.craft` craft (default: its `maxCraft`). */
export function initFlight(flight: CompiledShip, setup: ShipSetup): FlightState {
  const max = typeof flight.maxCraft === 'number' ? flight.maxCraft : 1;
  const n = typeof setup.craft === 'number' ? setup.craft : max;
  const min = typeof flight.minCraft === 'number' ? flight.minCraft : 1;
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`flight "${flight.name}" fields ${min} to ${max} craft, not ${n}`);
  const armor = Array.isArray(flight.armor) ? (flight.armor as number[]) : [0, 0, 0, 0];
  const weapons: FlightState['weapons'] = {};
  for (const w of flight.systems) setOwn(weapons, w.id, { firedTurn: null });
  return {
    ruleset: 'b5wars',
    unit: 'flight',
    name: flight.name,
    craft: Array.from({ length: n }, () => ({ damage: 0, destroyed: false })),
    structure: typeof flight.structure === 'number' ? flight.structure : 1,
    armor: { fore: armor[0] ?? 0, aft: armor[1] ?? 0, port: armor[2] ?? 0, starboard: armor[3] ?? 0 },
    weapons,
    systems: {},
  };
}

/** The side of a craft a hit from `bearing` (degrees from its bow, clockwise) strikes; 45, 135, 225 and 315 go to fore or aft. */
export function facingOf(bearing: number): Facing {
  if (bearing >= 315 || bearing <= 45) return 'fore';
  if (bearing >= 135 && bearing <= 225) return 'aft';
  return bearing < 180 ? 'starboard' : 'port';
}

function flightOf(ctx: RuleContext, handle: string): FlightState {
  const s = own(ctx.state.ships, handle);
  if (!isFlight(s)) throw refuse(`${handle} is a ship, not a fighter flight`);
  return s as FlightState;
}

const standing = (f: FlightState) => f.craft.filter((c) => !c.destroyed).length;

/** The actions a flight takes; every other action naming a flight is refused (index.ts). */
export const FLIGHT_ACTIONS = new Set(['flightFire', 'craftDamage']);

const flightFire: ActionSpec = defineAction({
  segment: 'fire',
  // Every check comes before the first change (the target's projection, the flight's weapon).
  atomic: 'checked',
  schema: {
    properties: {
      weapon: { type: 'string', minLength: 1 },
      target: { type: 'string', minLength: 1 },
      bearing: { type: 'number', minimum: 0, exclusiveMaximum: 360 },
      hits: { type: 'integer', minimum: 0 },
      mode: { type: 'string', minLength: 1 },
      projection: { type: 'string' },
    },
    required: ['weapon', 'target', 'bearing', 'hits'],
  },
  run(ctx, action) {
    const handle = action.ship;
    const flight = flightOf(ctx, handle);
    const turn = ctx.state.turn;
    const weapons = ctx.ships[handle]!.systems;
    const sys: CompiledSystem | undefined = weapons.find((w) => w.id === action.weapon);
    if (!sys) throw refuse(`flight ${handle} has no weapon "${action.weapon}" (${weapons.length ? `its weapons: ${weapons.map((w) => w.id).join(', ')}` : 'it has no weapons'})`);
    const up = standing(flight);
    if (up === 0) throw refuse(`every craft of flight ${handle} is destroyed`);
    const record = flight.weapons[sys.id]!;
    if (record.firedTurn === turn) throw refuse(`flight ${handle} has already fired weapon ${sys.id} this turn`);
    const mode = firingMode(sys, action.mode);
    const loading = typeof mode.loading === 'number' ? mode.loading : 1;
    if (record.firedTurn !== null && turn - record.firedTurn < loading)
      throw refuse(`weapon ${sys.id} fired in turn ${record.firedTurn} and its ${modeName(mode)} mode takes ${loading} turns to load: it can fire again from turn ${record.firedTurn + loading}`, 'B5-WEAPON');
    const rate = typeof mode.rateOfFire === 'number' ? mode.rateOfFire : 1;
    const shots = up * rate;
    if (action.hits > shots) throw refuse(`flight ${handle} fires ${shots} shots with ${sys.id} (${up} craft x ${rate}); ${action.hits} cannot hit`);
    const target = own(ctx.state.ships, action.target) as B5ShipState | undefined;
    if (!target) throw refuse(`no ship "${action.target}" in this game to fire at (ships: ${Object.keys(ctx.state.ships).join(', ')})`);
    if (action.target === handle) throw refuse(`flight ${handle} cannot fire at itself`);
    if (target.ruleset !== 'b5wars' || isFlight(target)) throw refuse(`flightFire fires at a b5wars ship; score hits on a flight's craft with craftDamage`);
    const dice = parseDice(String(mode.damage ?? ''));
    if (!dice.ok) throw refuse(`weapon ${sys.id} states no damage dice to roll (${dice.message})`, 'B5-WEAPON');
    // ST-SH-6: one projection for the whole attack of the flight, chosen once.
    const name = projectionFor(target, action.bearing, action.projection, turn);
    const lowered = shieldsLowered(target, turn);
    record.firedTurn = turn;
    const out: Record<string, unknown>[] = [];
    let toShip = 0;
    for (let i = 0; i < action.hits; i++) {
      const r = rollDice(ctx, dice.dice);
      const amount = Math.max(0, r.total);
      const hit: Record<string, unknown> = { roll: r.dice, damage: amount };
      if (name === null) {
        hit.toShip = amount;
      } else {
        const p = target.projections[name]!;
        const capacity = p.status === 'up' && !lowered ? p.remaining : 0;
        const limited = p.armor !== undefined || p.perHit !== undefined;
        // ST-SH-11: fighter fire is never First One fire.
        const a = limited ? absorbHit(amount, capacity, false, p) : absorb(amount, capacity, false);
        p.remaining -= a.shieldPoints;
        Object.assign(hit, { shieldPoints: a.shieldPoints, absorbed: a.absorbed, toShip: a.toShip });
        if (limited) hit.armorStopped = (a as HitAbsorption).armor;
      }
      toShip += hit.toShip as number;
      out.push(hit);
    }
    const result: Record<string, unknown> = { weapon: sys.id, craft: up, shots, target: action.target, projection: name, hits: out, toShip };
    if (action.mode !== undefined) result.mode = modeName(mode);
    if (name !== null) result.remaining = target.projections[name]!.remaining;
    if (lowered) result.shieldsLowered = true;
    return result;
  },
});

const craftDamage: ActionSpec = defineAction({
  segment: 'fire',
  schema: {
    properties: {
      craft: { type: 'integer', minimum: 1 },
      bearing: { type: 'number', minimum: 0, exclusiveMaximum: 360 },
      amount: { type: 'integer', minimum: 0 },
    },
    required: ['craft', 'bearing', 'amount'],
  },
  run(ctx, action) {
    const handle = action.ship;
    const flight = flightOf(ctx, handle);
    const c = flight.craft[action.craft - 1];
    if (!c) throw refuse(`flight ${handle} has ${flight.craft.length} craft; there is no craft ${action.craft}`);
    if (c.destroyed) throw refuse(`craft ${action.craft} of flight ${handle} is already destroyed`);
    const facing = facingOf(action.bearing);
    const armor = flight.armor[facing];
    const through = Math.max(0, action.amount - armor);
    const taken = Math.min(through, flight.structure - c.damage);
    c.damage += taken;
    const result: Record<string, unknown> = { craft: action.craft, facing, armor: Math.min(armor, action.amount), structure: taken, remaining: flight.structure - c.damage };
    if (c.damage >= flight.structure) {
      c.destroyed = true;
      result.destroyed = true;
      ctx.event({ ship: handle, craft: action.craft, destroyed: true });
      if (standing(flight) === 0) ctx.event({ ship: handle, flightDestroyed: true });
    }
    result.standing = standing(flight);
    return result;
  },
});

export const flightActions: Record<string, ActionSpec> = { flightFire, craftDamage };
export { FACINGS };
