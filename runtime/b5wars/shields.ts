// Shield projections (seed 000, "Deflector Shields" section; rules.md ST-SH-2, 5, 6, 7, 8, 10, 11, 12;
// ST-SH-13, projection armor and the per-hit cap, from FieryVoid's Trek shield projections): the
// projections as a ship feature (their part of the ship state and their segment hooks) and the
// shield generator's behaviour.
import { formatArc, inArc, norm } from '../core/arcs';
import { own, setOwn } from '../core/own';
import { defineAction, refuse, type ActionSpec, type RuleContext } from '../core/registry';
import type { Action, CompiledShip } from '../core/types';
import type { B5KindBehaviour, B5ShipFeature } from './behaviour-types';
import { shieldsLowered } from './cloak';
import { generatorLost, generatorWorking } from './generators';
import { b5, isCovered, projectionGeometry, projectionOrder, type B5ShipState, type ProjectionState } from './state';

/** The projections of a new ship state, each at its rating (ST-SH-1, ST-SH-13). */
function initProjections(ship: CompiledShip): Record<string, ProjectionState> {
  const projections: Record<string, ProjectionState> = {};
  for (const p of ship.projections ?? []) {
    setOwn(projections, p.name, {
      arc: [p.arc[0], p.arc[1]],
      rating: p.rating,
      remaining: p.rating,
      status: 'up',
      transferable: 0,
      ...(typeof p.armor === 'number' ? { armor: p.armor } : {}),
      ...(typeof p.perHit === 'number' ? { perHit: p.perHit } : {}),
    });
  }
  return projections;
}

/** The ship's size class: as compiled, else what its projections imply (4 large, 2 medium, else light). */
function sizeOf(ship: CompiledShip, projections: number): B5ShipState['size'] {
  return ship.size ?? (projections === 4 ? 'large' : projections === 2 ? 'medium' : 'light');
}

/** ST-SH-4: what a projection may give is open only in the Adjust Ship Systems segment. */
function closeTransfers(ship: B5ShipState): void {
  for (const p of Object.values(ship.projections)) p.transferable = 0;
}

/** Capacity a projection can use against an attack now: 0 unless it is up and not lowered. */
export function absorbing(ship: B5ShipState, name: string, turn: number): number {
  const p = ship.projections[name]!;
  return p.status === 'up' && !shieldsLowered(ship, turn) ? p.remaining : 0;
}

/**
 * The projection an attack from `bearing` goes into (ST-SH-6). On a spline the defender's `pick`
 * decides; without one the adjoining projection with the most capacity left (ties: first
 * clockwise from the bow). Returns null for a ship without projections.
 */
export function projectionFor(ship: B5ShipState, bearing: number, pick: string | undefined, turn: number): string | null {
  const geometry = projectionGeometry(ship);
  const order = geometry.names;
  if (order.length === 0) {
    if (pick !== undefined) throw refuse(`the ship has no shield projections, so there is no "${pick}" to pick`, 'ST-SH-6');
    return null;
  }
  let best: string | null = null;
  let bestCap = -1;
  let touching = 0;
  // absorbing(), with the lowering read once: this runs on every attack.
  const lowered = shieldsLowered(ship, turn);
  const projections = ship.projections;
  const { start, width } = geometry;
  for (let i = 0; i < order.length; i++) {
    const w = width[i]!;
    if (!(w >= 360 || norm(bearing - start[i]!) <= w)) continue; // inArc(bearing, arc)
    const name = order[i]!;
    const p = projections[name]!;
    touching++;
    if (pick === name) return name;
    const cap = p.status === 'up' && !lowered ? p.remaining : 0;
    if (cap > bestCap) {
      best = name;
      bestCap = cap;
    }
  }
  if (pick !== undefined) {
    const touched = order.filter((n) => inArc(bearing, ship.projections[n]!.arc));
    const picked = own(ship.projections, pick);
    const why = picked
      ? `bearing ${bearing} is in ${touched.join(' and ')} (${touched.map((n) => formatArc(ship.projections[n]!.arc)).join(', ')}), not in ${pick} (${formatArc(picked.arc)})`
      : `the ship has no projection "${pick}" (it has ${order.join(', ')})`;
    throw refuse(`projection ${pick} cannot take this attack: ${why}`, 'ST-SH-6');
  }
  if (touching === 0) throw refuse(`no projection covers bearing ${bearing}`, 'ST-SH-1');
  return best;
}

export interface Absorption {
  /** Projection capacity used. */
  shieldPoints: number;
  /** Weapon damage stopped. */
  absorbed: number;
  /** Weapon damage that goes on to the ship. */
  toShip: number;
}

/**
 * ST-SH-2 absorption of `amount` into a projection with `capacity` left; ST-SH-11 First One fire
 * uses 2 capacity per damage point, and the damage used is ceil(capacity used / 2).
 */
export function absorb(amount: number, capacity: number, firstOne: boolean): Absorption {
  if (!firstOne) {
    const used = Math.min(amount, capacity);
    return { shieldPoints: used, absorbed: used, toShip: amount - used };
  }
  if (2 * amount <= capacity) return { shieldPoints: 2 * amount, absorbed: amount, toShip: 0 };
  const absorbed = Math.min(amount, Math.ceil(capacity / 2));
  return { shieldPoints: capacity, absorbed, toShip: amount - absorbed };
}

export interface HitAbsorption extends Absorption {
  /** ST-SH-13: weapon damage the projection's armor stopped (part of `absorbed`, no capacity used). */
  armor: number;
}

/**
 * One hit into a projection with `capacity` left (ST-SH-2, ST-SH-11) and its ST-SH-13 limits.
 * Only while the projection has capacity: its armor stops min(armor, floor(hit / 2)) without
 * using capacity; of the rest the capacity takes at most `perHit - armor` (all it can, without a
 * cap); what is left goes on to the ship. With First One fire the cap bounds the capacity used.
 * Worked (rating 12, armor 2, perHit 6): a hit of 1 → armor 0, capacity 1, ship 0 (11 left);
 * 5 → armor 2, capacity 3, ship 0 (8 left); 20 → armor 2, capacity 4, ship 14 (4 left).
 */
export function absorbHit(amount: number, capacity: number, firstOne: boolean, limits: { armor?: number; perHit?: number }): HitAbsorption {
  if (capacity <= 0) return { ...absorb(amount, 0, firstOne), armor: 0 };
  const armorValue = limits.armor ?? 0;
  const stopped = Math.min(armorValue, Math.floor(amount / 2));
  const cap = limits.perHit === undefined ? capacity : Math.max(0, Math.min(capacity, limits.perHit - armorValue));
  const r = absorb(amount - stopped, cap, firstOne);
  return { shieldPoints: r.shieldPoints, absorbed: stopped + r.absorbed, toShip: r.toShip, armor: stopped };
}

function isFirstOneFire(ctx: RuleContext, action: Action): boolean {
  if (action.fighter === true) return false; // ST-SH-11: not from its fighters
  if (action.firstOne === true) return true;
  if (typeof action.attacker === 'string') {
    const attacker = own(ctx.ships, action.attacker);
    if (!attacker) throw refuse(`no ship "${action.attacker}" in this game to be the attacker`);
    return attacker.firstOne === true;
  }
  return false;
}

const damage: ActionSpec = defineAction({
  segment: 'fire',
  atomic: 'checked',
  returnsOk: true,
  // Every number of the result is the amount or drain (at most 1e9, Game.apply), 10 x the drain,
  // or a projection's capacity less what it took: finite.
  finiteResult: true,
  schema: {
    properties: {
      bearing: { type: 'number', minimum: 0, exclusiveMaximum: 360 },
      amount: { type: 'number', minimum: 0 },
      firstOne: { type: 'boolean' },
      fighter: { type: 'boolean' },
      attacker: { type: 'string' },
      projection: { type: 'string' },
      drain: { anyOf: [{ type: 'number', minimum: 0 }, { type: 'boolean' }] },
    },
    required: ['bearing'],
  },
  run(ctx, action) {
    const handle = action.ship;
    const ship = b5(ctx, handle);
    const turn = ctx.state.turn;
    const bearing = action.bearing;
    const drainField = action.drain;
    const isDrain = drainField !== undefined && drainField !== false;
    if (action.amount === undefined && !(typeof drainField === 'number')) {
      throw refuse('damage: missing field "amount" (or a numeric "drain" for an energy-drain hit)');
    }
    const firstOne = isFirstOneFire(ctx, action);
    const name = projectionFor(ship, bearing, action.projection, turn);
    const lowered = shieldsLowered(ship, turn);

    if (isDrain) {
      // ST-SH-8: 10 x the drain amount against the projection in arc, as damage; overkill bleeds through.
      // `amount` is present here: the check above refuses a drain of `true` without it.
      const drain = typeof drainField === 'number' ? drainField : (action.amount ?? 0);
      const p = name === null ? undefined : ship.projections[name]!;
      if (!p || p.status !== 'up' || lowered) {
        const result: Record<string, unknown> = { ok: true, projection: name, shieldPoints: 0, absorbed: 0, toShip: 0, drained: drain, bleedThrough: false };
        if (lowered) result.shieldsLowered = true;
        return result;
      }
      const score = 10 * drain;
      const used = Math.min(score, p.remaining);
      p.remaining -= used;
      return {
        ok: true,
        projection: name,
        shieldPoints: used,
        absorbed: used,
        toShip: 0,
        drainScore: score,
        overflow: score - used,
        bleedThrough: score > used,
        remaining: p.remaining,
      };
    }

    const amount = action.amount ?? 0; // present: checked above
    if (name === null) return { ok: true, projection: null, shieldPoints: 0, absorbed: 0, toShip: amount };
    const p = ship.projections[name]!;
    const capacity = p.status === 'up' && !lowered ? p.remaining : 0;
    const limited = p.armor !== undefined || p.perHit !== undefined;
    const r = limited ? absorbHit(amount, capacity, firstOne, p) : absorb(amount, capacity, firstOne);
    p.remaining -= r.shieldPoints;
    const result: Record<string, unknown> = {
      ok: true,
      projection: name,
      shieldPoints: r.shieldPoints,
      absorbed: r.absorbed,
      toShip: r.toShip,
      remaining: p.remaining,
    };
    // ST-SH-13: only on a projection that states armor or a cap, so other results stay as they were.
    if (limited) result.armorStopped = (r as HitAbsorption).armor;
    if (firstOne) result.firstOne = true;
    if (lowered) result.shieldsLowered = true;
    else if (p.status !== 'up') result.status = p.status;
    return result;
  },
});

const ram: ActionSpec = defineAction({
  segment: 'fire',
  atomic: 'checked',
  schema: {
    properties: {
      bearing: { type: 'number', minimum: 0, exclusiveMaximum: 360 },
      factor: { type: 'number', minimum: 0 },
      projection: { type: 'string' },
    },
    required: ['bearing', 'factor'],
  },
  run(ctx, action) {
    // ST-SH-5: the capacity left in the projection in arc of the collision is added to the ramming factor.
    const ship = b5(ctx, action.ship);
    const turn = ctx.state.turn;
    const name = projectionFor(ship, action.bearing, action.projection, turn);
    const added = name === null ? 0 : absorbing(ship, name, turn);
    const base = action.factor;
    return { projection: name, baseFactor: base, added, factor: base + added };
  },
});

/**
 * ST-SH-7 (second part), on entering the Adjust Ship Systems segment: a projection no working
 * deflector covers collapses (capacity 0). Then ST-SH-4: each projection may give half (round down)
 * of what it has left now.
 */
function enterAdjust(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  for (const name of projectionOrder(ship)) {
    const p = ship.projections[name]!;
    // A projection built uncovered under `allow ST-SH-9` (plating) never had cover to lose.
    if (p.status === 'up' && !p.uncovered && !isCovered(ship, name)) {
      p.status = 'collapsed';
      p.remaining = 0;
      ctx.event({ ship: handle, projection: name, status: 'collapsed', rule: 'ST-SH-7' });
    }
    p.transferable = p.status === 'up' && !p.uncovered ? Math.floor(p.remaining / 2) : 0;
  }
}

/** ST-SH-7 (first part): with the shield generator gone every projection falls at once. */
export function dropAllProjections(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  for (const name of projectionOrder(ship)) {
    const p = ship.projections[name]!;
    p.status = 'down';
    p.remaining = 0;
    p.transferable = 0;
  }
  ctx.event({ ship: handle, projections: 'all', status: 'down', rule: 'ST-SH-7' });
}

/** The generator works again: fallen projections return at 0 if covered, else collapsed (ST-SH-10). */
export function raiseProjections(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  if (generatorLost(ctx, handle)) return;
  for (const name of projectionOrder(ship)) {
    const p = ship.projections[name]!;
    if (p.status !== 'down') continue;
    p.status = p.uncovered || isCovered(ship, name) ? 'up' : 'collapsed';
    p.remaining = 0;
    ctx.event({ ship: handle, projection: name, status: p.status, remaining: 0, rule: 'ST-SH-10' });
  }
}

/**
 * The shield generator (ST-SH-7): with none working every projection falls at once; once one
 * works again they come back at 0 (ST-SH-10). It may be switched off or fail.
 */
export const shieldGeneratorBehaviour: B5KindBehaviour = {
  outages: true,
  destroyed(ctx, handle) {
    if (!generatorWorking(ctx, handle)) dropAllProjections(ctx, handle);
  },
  repaired: raiseProjections,
};

export const shieldsFeature: B5ShipFeature = {
  name: 'shields',
  init({ ship, st }) {
    const projections = initProjections(ship);
    st.size = sizeOf(ship, Object.keys(projections).length);
    st.projections = projections;
  },
  turnStart(ctx, handle) {
    closeTransfers(b5(ctx, handle));
  },
  segmentEnter(ctx, handle, segment) {
    if (segment === 'adjust') enterAdjust(ctx, handle);
    else if (segment === 'move') closeTransfers(b5(ctx, handle));
  },
  actions: { damage, ram },
};
