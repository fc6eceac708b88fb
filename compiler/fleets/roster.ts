// A fleet's roster: one line per entry with its count, points and what it adds up to, then the
// total and what is left of the budget. `drydock summary` prints it; the record sheet's roster
// page (render/roster.ts) lays the same lines out.
import type { CompiledFleet } from '../types';
import { points } from './arithmetic';

export interface RosterLine {
  /** `3 x Excelsior`, `12 x Starfury craft`. */
  what: string;
  /** Points of one ship or craft, and of the entry; absent when it states none. */
  each?: number;
  subtotal?: number;
  /** `limited 33%, rare`: what the checks read beyond points. */
  notes: string[];
  /** The ship's or flight's identifier (the sheet links its page). */
  name: string;
  kind: 'ship' | 'flight';
}

export function rosterLines(fleet: CompiledFleet): RosterLine[] {
  const out: RosterLine[] = [];
  for (const s of fleet.ships) {
    const notes = [...(s.limited !== undefined ? [`limited ${s.limited}%`] : []), ...(s.rarity !== undefined ? [s.rarity] : [])];
    out.push({ what: `${s.count} x ${s.ship}`, ...(s.points !== undefined ? { each: s.points, subtotal: s.count * s.points } : {}), notes, name: s.ship, kind: 'ship' });
  }
  for (const f of fleet.flights ?? [])
    out.push({ what: `${f.craft} x ${f.flight} craft`, ...(f.points !== undefined ? { each: f.points, subtotal: f.craft * f.points } : {}), notes: [], name: f.flight, kind: 'flight' });
  return out;
}

/** `total 3,370 of 3,500: 130 left`, `total 3,730 of 3,500: 230 over`, `total unknown (...)`. */
export function rosterTotal(fleet: CompiledFleet): string {
  if (fleet.total === undefined) return 'total unknown: an entry states no points';
  if (fleet.budget === undefined) return `total ${points(fleet.total)} (no budget)`;
  const left = fleet.left ?? fleet.budget - fleet.total;
  return `total ${points(fleet.total)} of ${points(fleet.budget)}: ${left >= 0 ? `${points(left)} left` : `${points(-left)} over`}`;
}

/** The roster as text lines (`drydock summary`). */
export function rosterText(fleet: CompiledFleet): string[] {
  return [
    ...rosterLines(fleet).map((l) => `  ${l.what}${l.each !== undefined ? `  ${points(l.each)} each = ${points(l.subtotal!)}` : '  (no points)'}${l.notes.length ? `  (${l.notes.join(', ')})` : ''}`),
    `  ${rosterTotal(fleet)}`,
  ];
}
