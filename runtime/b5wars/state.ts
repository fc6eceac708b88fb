// b5wars ship state (docs/scenarios.md State) and the helpers every rule family shares. A ship
// feature (behaviours.ts) declares its own fields of B5ShipState in its module; the parts typed
// here are those the shared helpers below read (the projections, the deflectors, the turn's power).
import { arcCenter, arcContains, arcWidth, type Arc } from '../core/arcs';
import { refuse, type RuleContext } from '../core/registry';
import { baseOf } from '../core/systems';
import type { CompiledShip, CompiledSystem } from '../../compiler/types';
import type { ShipState, SystemState } from '../core/types';

export type ProjectionStatus = 'up' | 'collapsed' | 'down';

export interface ProjectionState {
  arc: Arc;
  rating: number;
  /** Capacity left: rating minus the damage it holds (0 when collapsed or down). */
  remaining: number;
  /** up; collapsed: no working deflector covers it (ST-SH-7, ST-SH-10); down: the shield generator is gone (ST-SH-7). */
  status: ProjectionStatus;
  /** ST-SH-4: what it may still give this Adjust Ship Systems segment (0 outside it). */
  transferable: number;
  /** ST-SH-13, present only when the ship states them: projection armor and the most one hit loses to the projection. */
  armor?: number;
  perHit?: number;
  /**
   * Present (true) only on a projection built with no deflector covering it, kept by
   * `allow ST-SH-9` (hull plating): it absorbs until spent, never collapses for want of cover
   * (ST-SH-7) and never regenerates (ST-SH-3) or takes or gives transfers (ST-SH-4).
   */
  uncovered?: true;
}

export interface DeflectorState {
  arc: Arc;
  value: number;
  power: number;
  /** false when destroyed, unpowered or failed, or when arc extension took its value below 0 (ST-SH-9). */
  active: boolean;
  /** The deflector as built: what it returns to at the next Ship Power segment (ST-SH-9). */
  base: { arc: Arc; value: number; power: number };
  /** Arc-extension steps bought this turn, and their direction. */
  steps: number;
  direction: 'cw' | 'ccw' | null;
  /** Projections its current arc covers (ST-SH-9). */
  covers: string[];
  /** Whether it regenerated in this turn's power segment (ST-SH-3: once per turn). */
  regenerated: boolean;
}

/**
 * The power a ship buys with in a turn (ST-SH-3, ST-IMP-5): its power for the turn and what the
 * bought regeneration and extra thrust have taken from it. The standing draw of its systems is the
 * compiler's power budget (B5-POWER) and is not charged again here.
 */
export interface PowerState {
  /** The ship's `power` (else its reactors' output); null when it states neither: not limited. */
  available: number | null;
  /** Spent this turn on bought regeneration and extra thrust. */
  spent: number;
}

export interface B5ShipState extends ShipState {
  ruleset: 'b5wars';
  size: 'light' | 'medium' | 'large';
  projections: Record<string, ProjectionState>;
  deflectors: Record<string, DeflectorState>;
  /** ST-SH-3, ST-IMP-5: power bought with this turn. */
  power: PowerState;
  /** Turn each weapon last fired (null: not yet). */
  weapons: Record<string, { firedTurn: number | null }>;
  systems: Record<string, SystemState>;
}

/** The ship's power each turn: its `power`, else the output of its reactors; null without either. */
export function shipPower(ship: CompiledShip): number | null {
  if (typeof ship.power === 'number' && Number.isFinite(ship.power)) return ship.power;
  const available = ship.derived?.powerBudget?.available;
  return typeof available === 'number' && Number.isFinite(available) ? available : null;
}

/** A finite number from compiled data, else `d`. */
export const num = (x: unknown, d = 0): number => (typeof x === 'number' && Number.isFinite(x) ? x : d);

export function b5(ctx: RuleContext, handle: string): B5ShipState {
  // The acting ship without a lookup in the record of ships (RuleContext.shipState).
  return ctx.shipState(handle) as B5ShipState;
}

export function systemsOfKind(ship: CompiledShip, kind: string): CompiledSystem[] {
  return ship.systems.filter((s) => baseOf(s) === kind);
}

export function compiledSystem(ctx: RuleContext, handle: string, id: string): CompiledSystem | undefined {
  return ctx.ships[handle]!.systems.find((s) => s.id === id);
}

/** The system `id` of the kind, or a refusal naming the ones that exist. */
export function requireSystem(ctx: RuleContext, handle: string, id: string, kind: string, title: string, rule?: string): CompiledSystem {
  const sys = compiledSystem(ctx, handle, id);
  if (sys && baseOf(sys) === kind) return sys;
  const ids = systemsOfKind(ctx.ships[handle]!, kind).map((s) => s.id);
  const has = ids.length ? `its ${title}s: ${ids.join(', ')}` : `it has no ${title}`;
  throw refuse(`${handle} has no ${title} "${id}" (${has})`, rule);
}

/**
 * Why a system that is not destroyed does not work (ST-SH-7): switched off in the Ship Power
 * segment, or failed (e.g. a critical). The key is present only while it applies.
 */
export type Outage = 'unpowered' | 'failed';

/** The outage of a system, if any. */
export function outageOf(ship: B5ShipState, id: string): Outage | undefined {
  const off = ship.systems[id]!.off;
  return off === 'unpowered' || off === 'failed' ? off : undefined;
}

/** A system works: not destroyed, not unpowered, not failed. */
export function isWorking(ship: B5ShipState, id: string): boolean {
  return !ship.systems[id]!.destroyed && outageOf(ship, id) === undefined;
}

/** Projection names clockwise from the bow (the tie-break order of ST-SH-3 and ST-SH-6). */
export function projectionOrder(ship: B5ShipState): string[] {
  // Projection arcs never change, so the order is cached per projections object (a restored
  // snapshot is a new object and simply gets its own entry).
  let order = orderCache.get(ship.projections);
  if (!order) {
    order = Object.keys(ship.projections).sort((x, y) => arcCenter(ship.projections[x]!.arc) - arcCenter(ship.projections[y]!.arc));
    orderCache.set(ship.projections, order);
  }
  return order;
}
const orderCache = new WeakMap<object, string[]>();

/** The projections clockwise from the bow with where each arc starts and how wide it is. */
export interface ProjectionGeometry {
  names: readonly string[];
  start: readonly number[];
  width: readonly number[];
}

/**
 * projectionOrder with each arc's start and width (arcWidth), so that choosing the projection an
 * attack goes into (on every attack) measures no arc again: `inArc(b, arc)` is
 * `width >= 360 || norm(b - start) <= width`. Cached per projections object, as the order is.
 */
export function projectionGeometry(ship: B5ShipState): ProjectionGeometry {
  let g = geometryCache.get(ship.projections);
  if (!g) {
    const names = projectionOrder(ship);
    g = { names, start: names.map((n) => ship.projections[n]!.arc[0]), width: names.map((n) => arcWidth(ship.projections[n]!.arc)) };
    geometryCache.set(ship.projections, g);
  }
  return g;
}
const geometryCache = new WeakMap<object, ProjectionGeometry>();

/** Recomputes which projections each deflector covers (ST-SH-9). */
export function refreshCoverage(ship: B5ShipState): void {
  for (const [id, d] of Object.entries(ship.deflectors)) {
    const working = d.active && isWorking(ship, id);
    // An uncovered (plating) projection is never covered, not even by an extended arc.
    d.covers = working
      ? projectionOrder(ship).filter((p) => !ship.projections[p]!.uncovered && arcContains(d.arc, ship.projections[p]!.arc))
      : [];
  }
}

export function isCovered(ship: B5ShipState, projection: string): boolean {
  for (const d of Object.values(ship.deflectors)) if (d.covers.includes(projection)) return true;
  return false;
}

/** Power the ship has left to buy with this turn (Infinity when its power is not limited). */
export function powerLeft(ship: B5ShipState): number {
  return ship.power.available === null ? Infinity : ship.power.available - ship.power.spent;
}

/**
 * Charges `amount` power bought under `rule` to the ship, or refuses (changing nothing) when the
 * ship has less than that left this turn.
 */
export function chargePower(ship: B5ShipState, handle: string, amount: number, what: string, rule: string): void {
  const left = powerLeft(ship);
  if (amount > left) {
    throw refuse(`${handle} has ${left} power left this turn (${ship.power.available} less ${ship.power.spent} already spent); ${what} costs ${amount}`, rule);
  }
  ship.power.spent += amount;
}

/** `powerLeft` for a result: null when the ship's power is not limited (JSON has no Infinity). */
export function powerLeftOrNull(ship: B5ShipState): number | null {
  return ship.power.available === null ? null : ship.power.available - ship.power.spent;
}
