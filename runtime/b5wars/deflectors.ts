// Deflectors: regeneration (ST-SH-3) and arc extension (ST-SH-9), both in the Ship Power segment;
// the deflectors as a ship feature (their part of the ship state, reset at each Ship Power
// segment) and the deflector's behaviour.
import { arcContains, extendArc as widen, formatArc, type Arc } from '../core/arcs';
import { own, setOwn } from '../core/own';
import { defineAction, refuse, type ActionSpec, type RuleContext } from '../core/registry';
import type { B5KindBehaviour, B5ShipFeature } from './behaviour-types';
import {
  b5,
  chargePower,
  isWorking,
  outageOf,
  powerLeftOrNull,
  projectionOrder,
  refreshCoverage,
  requireSystem,
  num,
  systemsOfKind,
  type B5ShipState,
  type DeflectorState,
} from './state';
import { generatorDownReason, generatorLost, restoreCovered } from './generators';
import type { CompiledShip } from '../core/types';

function deflectorOf(ctx: RuleContext, handle: string, id: string, rule: string): DeflectorState {
  requireSystem(ctx, handle, id, 'deflector', 'deflector', rule);
  const ship = b5(ctx, handle);
  if (ship.systems[id]!.destroyed) throw refuse(`deflector ${id} is destroyed`, rule);
  const off = outageOf(ship, id);
  if (off) throw refuse(`deflector ${id} is ${off}: it neither extends nor regenerates until it works again`, 'ST-SH-7');
  return ship.deflectors[id]!;
}

/** The deflectors of a new ship state, each at its value, power and arc as built (ST-SH-3, ST-SH-9). */
function initDeflectors(ship: CompiledShip): Record<string, DeflectorState> {
  const deflectors: Record<string, DeflectorState> = {};
  for (const sys of systemsOfKind(ship, 'deflector')) {
    const arc: Arc = sys.arc ? [sys.arc[0], sys.arc[1]] : [0, 360];
    const value = num(sys.value);
    const power = num(sys.power);
    setOwn(deflectors, sys.id, {
      arc,
      value,
      power,
      active: value >= 0,
      base: { arc: [arc[0], arc[1]], value, power },
      steps: 0,
      direction: null,
      covers: [],
      regenerated: false,
    });
  }
  return deflectors;
}

/**
 * A projection no deflector's base arc covers, on a ship that keeps it with `allow ST-SH-9`
 * (FieryVoid's "polarized hull plating": projections with no projector), is plating: it absorbs
 * until spent and never regenerates, instead of collapsing on turn 1 (rules.md ST-SH-9).
 */
function markUncovered(ship: CompiledShip, state: B5ShipState): void {
  if (!(ship.allows ?? []).some((a) => a.rule === 'ST-SH-9')) return;
  const arcs = Object.values(state.deflectors).map((d) => d.base.arc);
  for (const p of Object.values(state.projections)) if (!arcs.some((a) => arcContains(a, p.arc))) p.uncovered = true;
}

/**
 * ST-SH-9 Interpretation: at each Ship Power segment every deflector is back to its base arc, power
 * and value. ST-SH-10: a projection that collapsed and that a working deflector covers again at that
 * point comes back up at 0, exactly as it would after an extension or a repair; otherwise a
 * deflector deactivated by last turn's extension would leave its projection collapsed for good.
 */
export function resetDeflectors(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  for (const [id, d] of Object.entries(ship.deflectors)) {
    d.arc = [d.base.arc[0], d.base.arc[1]];
    d.value = d.base.value;
    d.power = d.base.power;
    d.active = d.base.value >= 0 && isWorking(ship, id);
    d.steps = 0;
    d.direction = null;
    d.regenerated = false;
  }
  refreshCoverage(ship);
  restoreCovered(ctx, handle);
}

const extendArc: ActionSpec = defineAction({
  segment: 'power',
  schema: {
    properties: {
      deflector: { type: 'string' },
      steps: { type: 'integer', minimum: 1, maximum: 2 },
      direction: { enum: ['cw', 'ccw'] },
    },
    required: ['deflector', 'steps', 'direction'],
  },
  run(ctx, action) {
    // ST-SH-9: each 90° step multiplies the power requirement by arcExtensionPowerFactor and lowers the value by 1.
    const handle = action.ship;
    const id = action.deflector;
    const d = deflectorOf(ctx, handle, id, 'ST-SH-9');
    if (d.steps > 0) throw refuse(`deflector ${id} was already extended this turn (${d.steps} step${d.steps > 1 ? 's' : ''} ${d.direction}); declare all steps at once`, 'ST-SH-9');
    if (d.regenerated) throw refuse(`deflector ${id} has already regenerated this turn; extend its arc before regenerating, since the regeneration limits use the lowered value`, 'ST-SH-9');
    const steps = action.steps;
    const direction = action.direction;
    const factor = Number(ctx.rules(handle).arcExtensionPowerFactor ?? 2);
    const power = d.base.power * factor ** steps;
    // ST-SH-9 Interpretation: the added requirement is a Ship Power decision like bought
    // regeneration, so it is paid from the turn's power (refused, changing nothing, when short);
    // the base requirement is the compiler's power budget (B5-POWER) and is not charged again.
    const added = power - d.base.power;
    const ship = b5(ctx, handle);
    if (added > 0) chargePower(ship, handle, added, `extending deflector ${id} by ${steps * 90}° (power ${d.base.power} x ${factor}${steps > 1 ? `^${steps}` : ''} = ${power}, ${added} more)`, 'ST-SH-9');
    d.arc = widen(d.base.arc, steps, direction);
    d.power = power;
    d.value = d.base.value - steps;
    d.active = d.value >= 0;
    d.steps = steps;
    d.direction = direction;
    refreshCoverage(ship);
    if (!d.active) ctx.event({ ship: handle, deflector: id, active: false, rule: 'ST-SH-9' });
    restoreCovered(ctx, handle);
    return { deflector: id, arc: d.arc, power: d.power, value: d.value, active: d.active, covers: d.covers, powerSpent: added, powerLeft: powerLeftOrNull(ship) };
  },
});

/**
 * ST-SH-3 Interpretation: points the owner does not place go to the covered projection with the
 * most absorbed damage first (ties: first clockwise from the bow), filling it before the next.
 */
export function defaultDistribution(ship: B5ShipState, covered: string[], points: number, taken: Record<string, number> = {}): Record<string, number> {
  const out: Record<string, number> = {};
  const order = projectionOrder(ship).filter((n) => covered.includes(n) && ship.projections[n]!.status === 'up');
  const absorbedOf = (n: string) => ship.projections[n]!.rating - ship.projections[n]!.remaining - (own(taken, n) ?? 0);
  // Stable sort: most absorbed first, clockwise order among equals.
  const ranked = [...order].sort((x, y) => absorbedOf(y) - absorbedOf(x));
  let left = points;
  for (const n of ranked) {
    if (left <= 0) break;
    const give = Math.min(left, absorbedOf(n));
    if (give > 0) {
      setOwn(out, n, give);
      left -= give;
    }
  }
  return out;
}

const regenerate: ActionSpec = defineAction({
  segment: 'power',
  schema: {
    properties: {
      deflector: { type: 'string' },
      buy: { type: 'integer', minimum: 0 },
      to: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
    },
    required: ['deflector'],
  },
  run(ctx, action) {
    const handle = action.ship;
    const id = action.deflector;
    const d = deflectorOf(ctx, handle, id, 'ST-SH-3');
    const ship = b5(ctx, handle);
    if (!d.active) throw refuse(`deflector ${id} is deactivated: arc extension took its value to ${d.value}, below 0`, 'ST-SH-9');
    if (d.regenerated) throw refuse(`deflector ${id} has already regenerated this turn`, 'ST-SH-3');
    const buy = action.buy ?? 0;
    if (buy > 2 * d.value) {
      throw refuse(`deflector ${id} may buy at most twice its current value (2 x ${d.value} = ${2 * d.value}); ${buy} asked`, 'ST-SH-3');
    }
    const total = d.value + buy;
    const to = action.to ?? {};
    const lost = generatorLost(ctx, handle);
    let asked = 0;
    for (const [name, points] of Object.entries(to)) {
      const p = own(ship.projections, name);
      if (!p) throw refuse(`${handle} has no projection "${name}" (it has ${projectionOrder(ship).join(', ')})`, 'ST-SH-3');
      if (p.uncovered) throw refuse(`projection ${name} was built with no deflector covering it (allow ST-SH-9): it absorbs until spent and never regenerates`, 'ST-SH-9');
      if (!d.covers.includes(name)) {
        throw refuse(`deflector ${id} (arc ${formatArc(d.arc)}) does not cover ${name} (${formatArc(p.arc)}); a deflector covers a projection only when its arc contains the whole projection`, 'ST-SH-9');
      }
      if (p.status !== 'up') {
        throw lost
          ? refuse(`projection ${name} is down: ${generatorDownReason(ctx, handle)}`, 'ST-SH-7')
          : refuse(`projection ${name} has collapsed and cannot be regenerated until a working deflector covers it again`, 'ST-SH-10');
      }
      const absorbedNow = p.rating - p.remaining;
      if (points > absorbedNow) {
        throw refuse(`projection ${name} holds only ${absorbedNow} damage (${p.remaining}/${p.rating} left); regeneration only removes absorbed damage, so ${points} points cannot go there`, 'ST-SH-3');
      }
      asked += points;
    }
    if (asked > total) {
      throw refuse(`deflector ${id} has ${total} points (value ${d.value}${buy ? ` + ${buy} bought` : ''}); "to" places ${asked}`, 'ST-SH-3');
    }
    // Where the points go, worked out before anything changes.
    const applied: Record<string, number> = {};
    for (const [name, points] of Object.entries(to)) if (points > 0) setOwn(applied, name, points);
    const rest = defaultDistribution(ship, d.covers, total - asked, applied);
    for (const [name, points] of Object.entries(rest)) setOwn(applied, name, (own(applied, name) ?? 0) + points);
    const ordered: Record<string, number> = {};
    let used = 0;
    for (const name of projectionOrder(ship)) {
      const pts = own(applied, name);
      if (!pts) continue;
      setOwn(ordered, name, pts);
      used += pts;
    }
    // ST-SH-3 Interpretation: bought points are paid at once, 1 power a point, from the ship's
    // power for the turn, but only those that are applied: the free points go first, and a bought
    // point with no damage left to remove is neither applied nor charged.
    const boughtApplied = Math.max(0, Math.min(buy, used - d.value));
    if (boughtApplied > 0) chargePower(ship, handle, boughtApplied, `buying ${boughtApplied} point${boughtApplied === 1 ? '' : 's'} of regeneration at 1 a point`, 'ST-SH-3');
    for (const [name, pts] of Object.entries(ordered)) ship.projections[name]!.remaining += pts;
    d.regenerated = true;
    return { deflector: id, applied: ordered, free: d.value, bought: boughtApplied, ...(boughtApplied < buy ? { notBought: buy - boughtApplied } : {}), powerSpent: boughtApplied, powerLeft: powerLeftOrNull(ship), unused: total - used };
  },
});

/**
 * Deflectors: one that stops working covers nothing, so what only it covered collapses at the next
 * adjust segment (ST-SH-7); working again, it brings back the collapsed projections it covers
 * (ST-SH-10). It may be switched off or fail.
 */
export const deflectorBehaviour: B5KindBehaviour = {
  outages: true,
  destroyed(ctx, handle, id) {
    const ship = b5(ctx, handle);
    ship.deflectors[id]!.active = false;
    refreshCoverage(ship);
  },
  repaired(ctx, handle, id) {
    const ship = b5(ctx, handle);
    const d = ship.deflectors[id]!;
    d.active = d.value >= 0 && isWorking(ship, id);
    refreshCoverage(ship);
    restoreCovered(ctx, handle);
  },
};

export const deflectorsFeature: B5ShipFeature = {
  name: 'deflectors',
  init({ ship, st }) {
    st.deflectors = initDeflectors(ship);
  },
  ready({ ship, st }) {
    markUncovered(ship, st);
    refreshCoverage(st);
  },
  segmentEnter(ctx, handle, segment) {
    if (segment === 'power') resetDeflectors(ctx, handle);
  },
  actions: { extendArc, regenerate },
};
