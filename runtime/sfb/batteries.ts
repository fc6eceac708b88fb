// High Guard quantum batteries (seed 004; docs/rules.md, Star Fleet Battles Z-BTY-1): each holds at most its capacity
// (4), gains `gainPerTurn` (1) at the start of every turn, never above its capacity, and starts the
// scenario full. A destroyed battery loses its charge; a repaired one comes back empty.
import type { CompiledShip } from '../../compiler/types';
import { own, setOwn } from '../core/own';
import { EPS, numParam, q, refuse, systemsOf } from './common';

const hasOwn = Object.prototype.hasOwnProperty;

export interface BatteryUnit {
  capacity: number;
  stored: number;
  destroyed: boolean;
}

/** `state.ships.<handle>.batteries` (docs/scenarios.md: capacity, stored). */
export interface BatteriesState {
  /** Total over the batteries not destroyed. */
  capacity: number;
  stored: number;
  units: Record<string, BatteryUnit>;
  gains: Record<string, number>;
}

export function initBatteries(ship: CompiledShip): BatteriesState | undefined {
  const qb = systemsOf(ship, 'quantumBattery');
  if (qb.length === 0) return undefined;
  const units: Record<string, BatteryUnit> = {};
  const gains: Record<string, number> = {};
  for (const b of qb) {
    const capacity = numParam(b, 'capacity');
    setOwn(units, b.id, { capacity, stored: capacity, destroyed: false });
    setOwn(gains, b.id, numParam(b, 'gainPerTurn'));
  }
  return totals({ capacity: 0, stored: 0, units, gains });
}

function totals(st: BatteriesState): BatteriesState {
  // The sums over the batteries not destroyed, in the record's order (loops: this runs on every draw).
  let capacity = 0;
  let stored = 0;
  const units = st.units;
  for (const id in units) {
    if (!hasOwn.call(units, id)) continue;
    const u = units[id]!;
    if (u.destroyed) continue;
    capacity += u.capacity;
    stored += u.stored;
  }
  st.capacity = q(capacity);
  st.stored = q(stored);
  return st;
}

/** Z-BTY-1: every working battery gains its 1 point, never above its capacity. */
export function batteriesTurnStart(st: BatteriesState): number {
  let gained = 0;
  const units = st.units;
  for (const id in units) {
    if (!hasOwn.call(units, id)) continue;
    const u = units[id]!;
    if (u.destroyed) continue;
    const g = Math.max(0, Math.min(own(st.gains, id) ?? 1, q(u.capacity - u.stored)));
    u.stored = q(u.stored + g);
    gained += g;
  }
  totals(st);
  return q(gained);
}

/** Checks that the batteries (or the one named) can give `amount`. */
export function checkBatteries(st: BatteriesState, amount: number, battery?: string): void {
  if (battery !== undefined) {
    const u = own(st.units, battery);
    if (!u) throw refuse(`no quantum battery "${battery}"`, 'Z-BTY-1');
    if (u.destroyed) throw refuse(`quantum battery ${battery} is destroyed`, 'Z-BTY-1');
    if (amount > u.stored + EPS) throw refuse(`quantum battery ${battery} holds ${u.stored}; cannot give ${q(amount)}`, 'Z-BTY-1');
  } else if (amount > st.stored + EPS) {
    throw refuse(`the quantum batteries hold ${st.stored}; cannot give ${q(amount)}`, 'Z-BTY-1');
  }
}

/** Takes energy out: from the battery named, or from the batteries in order of declaration. */
export function drawBatteries(st: BatteriesState, amount: number, battery?: string): number {
  checkBatteries(st, amount, battery);
  let left = amount;
  const units = st.units;
  for (const id in units) {
    if (!hasOwn.call(units, id)) continue;
    const u = units[id]!;
    if (left <= EPS) break;
    if (u.destroyed || (battery !== undefined && id !== battery)) continue;
    const take = Math.min(u.stored, left);
    u.stored = q(u.stored - take);
    left = q(left - take);
  }
  totals(st);
  return q(amount);
}

export function batteryDestroyed(st: BatteriesState, id: string): number {
  const u = own(st.units, id);
  if (!u || u.destroyed) return 0;
  const lost = u.stored;
  u.destroyed = true;
  u.stored = 0;
  totals(st);
  return lost;
}

export function batteryRepaired(st: BatteriesState, id: string): void {
  const u = own(st.units, id);
  if (!u) return;
  u.destroyed = false;
  totals(st);
}
