// The arithmetic a fleet diagnostic shows: `3 Excelsiors x 850 + 2 Mirandas x 410 = 3,370`.
import type { FleetModel } from './model';

/** A whole number as a wargamer reads it: 3,370. */
export function points(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** `3 Excelsiors`, `1 Miranda`. */
export function counted(n: number, name: string): string {
  return `${n} ${n === 1 ? name : `${name}s`}`;
}

/** One term per entry: `3 Excelsiors x 850`; flights count their craft (`12 Starfury craft x 30`). */
export function terms(fleet: FleetModel, pick: (kind: 'ship' | 'flight', name: string) => boolean = () => true): { text: string[]; total: number } {
  const text: string[] = [];
  let total = 0;
  for (const s of fleet.ships) {
    if (!pick('ship', s.name) || s.points === undefined) continue;
    text.push(`${counted(s.count, s.name)} x ${points(s.points)}`);
    total += s.count * s.points;
  }
  for (const f of fleet.flights) {
    if (!pick('flight', f.name) || f.points === undefined) continue;
    text.push(`${f.craft} ${f.name} craft x ${points(f.points)}`);
    total += f.craft * f.points;
  }
  return { text, total };
}

/** The fleet's total points, or undefined when an entry states none (or failed to resolve). */
export function fleetTotal(fleet: FleetModel): number | undefined {
  if (fleet.incomplete) return undefined;
  if (fleet.ships.some((s) => s.points === undefined) || fleet.flights.some((f) => f.points === undefined)) return undefined;
  return terms(fleet).total;
}

/** `a + b = 3,370` (a lone term is written without the sum). */
export function sumText(parts: readonly string[], total: number): string {
  if (parts.length === 0) return '0';
  return parts.length === 1 && !parts[0].includes(' x ') ? parts[0] : `${parts.join(' + ')} = ${points(total)}`;
}
