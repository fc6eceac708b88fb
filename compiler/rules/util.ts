// Helpers shared by the construction rules: reading values out of the model, counting systems,
// writing arithmetic the way a wargamer reads it ("3 ion cannons x 1 + 1 ion pulse generator x 4
// = 7"), and locating lines for messages that point back at an earlier declaration.
import type { FixSpec } from '../../grammar/diagnostic';
import type { LineIndex } from '../../grammar/positions';
import type { Located, Loc, ShipModel, SystemModel } from '../model';
import { paramLoc, paramValue } from '../model';
import { arcWidth as width, formatArc as fmtArc, isFull as full } from '../arcs';
import type { Arc } from '../types';

// ---- variants ---------------------------------------------------------------------------------

/** Whether a variant inherits every one of these values (they lie outside its own declaration). */
export function allInherited(ship: ShipModel, ...locs: Loc[]): boolean {
  const own = ship.loc;
  return ship.base !== null && locs.every((l) => l.file !== own.file || l.span.start < own.span.start || l.span.end > own.span.end);
}

// ---- numbers ----------------------------------------------------------------------------------

/** Removes floating-point noise (0.1 + 0.2) before comparing or rounding. */
export function clean(n: number): number {
  return Math.round(n * 1e9) / 1e9;
}

/** A number as a wargamer writes it: 7, 2.5, 0.5. */
export function fmt(n: number): string {
  const c = clean(n);
  if (Number.isInteger(c)) return String(c);
  return String(Math.round(c * 10000) / 10000);
}

export function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-9;
}

export function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  return undefined;
}

/** An arming sequence (`1+1+3`) in its runtime form (number[]), or a single number. */
export function asSum(v: unknown): number[] | undefined {
  if (Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x))) return v as number[];
  const n = asNumber(v);
  return n === undefined ? undefined : [n];
}

export function sum(xs: readonly number[]): number {
  return clean(xs.reduce((a, b) => a + b, 0));
}

/** An arc in its runtime form: `[from, to]` (also accepts `{from, to}` and `all`). */
export function asArc(v: unknown): Arc | undefined {
  if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number') return [v[0], v[1]];
  if (v && typeof v === 'object' && 'from' in v && 'to' in v) {
    const o = v as { from: unknown; to: unknown };
    if (typeof o.from === 'number' && typeof o.to === 'number') return [o.from, o.to];
  }
  if (v === 'all') return [0, 360];
  return undefined;
}

// ---- words ------------------------------------------------------------------------------------

export function plural(word: string, n: number): string {
  if (n === 1) return word;
  if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh|o)$/.test(word)) return word + 'es';
  return word + 's';
}

/** "a, b and c". */
export function listWords(words: readonly string[], conj = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conj} ${words[words.length - 1]}`;
}

/** How a system's kind is named in a message: the catalog title, or the user type's name. */
export function kindTitle(sys: SystemModel): string {
  return sys.userType ? sys.type : sys.builtin.title;
}

/** "ion cannon A", "HeavyIon X", or just "central capacitor" for a singleton. */
export function systemName(sys: SystemModel): string {
  if (sys.singleton) return `the ${kindTitle(sys)}`;
  return `${kindTitle(sys)} ${sys.id}`;
}

// ---- model access -----------------------------------------------------------------------------

export function prop<T = unknown>(ship: ShipModel, name: string): Located<T> | undefined {
  return ship.props.get(name) as Located<T> | undefined;
}

export function propValue<T = unknown>(ship: ShipModel, name: string): T | undefined {
  return ship.props.get(name)?.value as T | undefined;
}

/** Systems whose built-in behaviour is `kind` (user types that extend it included). */
export function systemsOf(ship: ShipModel, kind: string): SystemModel[] {
  return ship.systems.filter((s) => s.builtin.name === kind);
}

export function numParam(sys: SystemModel, name: string): number | undefined {
  return asNumber(paramValue(sys, name));
}

export { paramLoc, paramValue };

/**
 * Groups contributions for arithmetic: systems of the same declared type with the same amount are
 * written once, as "3 ion cannons x 1". `detail` adds a note such as "(1+1)".
 */
export interface Term {
  sys: SystemModel;
  amount: number;
  detail?: string;
}

export function arithmetic(terms: readonly Term[]): string {
  const groups: { title: string; user: boolean; amount: number; detail?: string; count: number }[] = [];
  for (const t of terms) {
    const title = kindTitle(t.sys);
    const g = groups.find((x) => x.title === title && sameNumber(x.amount, t.amount) && x.detail === t.detail);
    if (g) g.count++;
    else groups.push({ title, user: !!t.sys.userType, amount: t.amount, detail: t.detail, count: 1 });
  }
  return groups
    .map((g) => {
      // User type names are identifiers: never pluralised.
      const name = g.user ? g.title : plural(g.title, g.count);
      return `${g.count} ${name} x ${fmt(g.amount)}${g.detail ? ` (${g.detail})` : ''}`;
    })
    .join(' + ');
}

// ---- fixes ------------------------------------------------------------------------------------

export function replaceFix(title: string, loc: Loc, newText: string): FixSpec {
  return { title, edits: [{ span: { start: loc.span.start, end: loc.span.end }, newText }] };
}

// ---- source lines -----------------------------------------------------------------------------

/**
 * The line index of a file whose text the compiler holds (its loaded files, or the editor's
 * unsaved buffers), so that messages can name lines. Nothing is read from disk here: a file the
 * caller does not supply has no lines, and messages then say "earlier".
 */
export type SourceLines = (file: string) => LineIndex | undefined;

/** 1-based line of a location, when the file's text is available. */
export function lineIn(lines: SourceLines, loc: Loc): number | undefined {
  const li = lines(loc.file);
  return li ? li.position(loc.span.start).line + 1 : undefined;
}

/** "on line 12" / "on line 12 of base.ship" / "at /systems/3" (JSON) / "earlier". */
export function whereIn(lines: SourceLines, loc: Loc, from?: Loc): string {
  if (loc.pointer !== undefined && (!from || from.file === loc.file)) {
    const line = lineIn(lines, loc);
    return line ? `on line ${line} (${loc.pointer || '/'})` : `at ${loc.pointer || '/'}`;
  }
  const line = lineIn(lines, loc);
  const other = from && from.file !== loc.file ? ` of ${loc.file.split(/[\\/]/).pop()}` : '';
  return line ? `on line ${line}${other}` : `earlier${other}`;
}

// ---- arcs -------------------------------------------------------------------------------------

export { arcContainsArc, arcWidth, formatArc, isFull } from '../arcs';

/** The arc as a list of linear intervals on [0, 360). */
function intervals(a: Arc): [number, number][] {
  if (full(a)) return [[0, 360]];
  const from = ((a[0] % 360) + 360) % 360;
  const w = width(a);
  if (from + w <= 360) return [[from, from + w]];
  return [
    [from, 360],
    [0, from + w - 360],
  ];
}

/** Degrees two arcs share. */
export function arcOverlap(a: Arc, b: Arc): number {
  let total = 0;
  for (const [a0, a1] of intervals(a))
    for (const [b0, b1] of intervals(b)) total += Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
  return clean(total);
}

/** The smallest arc containing both, when they overlap or touch; undefined otherwise. */
export function arcUnion(a: Arc, b: Arc): Arc | undefined {
  if (full(a) || full(b)) return [0, 360];
  const off = (x: number, from: number) => (((x - from) % 360) + 360) % 360;
  const wa = width(a);
  const wb = width(b);
  const candidates: Arc[] = [];
  if (off(b[0], a[0]) <= wa) {
    const w = Math.max(wa, off(b[0], a[0]) + wb);
    candidates.push(w >= 360 ? [0, 360] : [a[0], (a[0] + w) % 360]);
  }
  if (off(a[0], b[0]) <= wb) {
    const w = Math.max(wb, off(a[0], b[0]) + wa);
    candidates.push(w >= 360 ? [0, 360] : [b[0], (b[0] + w) % 360]);
  }
  if (candidates.length === 0) return undefined;
  candidates.sort((x, y) => width(x) - width(y));
  return candidates[0];
}

/** The parts of `inner` that `outer` leaves out, as arcs (for "misses 15° (45..60)"). */
export function arcMissing(outer: Arc, inner: Arc): Arc[] {
  if (full(outer)) return [];
  const out: Arc[] = [];
  // Cut the linear intervals of `inner` by those of `outer`.
  for (const [i0, i1] of intervals(inner)) {
    let pieces: [number, number][] = [[i0, i1]];
    for (const [o0, o1] of intervals(outer)) {
      const next: [number, number][] = [];
      for (const [p0, p1] of pieces) {
        if (o1 <= p0 || o0 >= p1) {
          next.push([p0, p1]);
          continue;
        }
        if (o0 > p0) next.push([p0, o0]);
        if (o1 < p1) next.push([o1, p1]);
      }
      pieces = next;
    }
    for (const [p0, p1] of pieces) {
      if (p1 - p0 <= 1e-9) continue;
      out.push(p0 === 0 && p1 === 360 ? [0, 360] : [p0, p1 === 360 ? 0 : p1]);
    }
  }
  // Join a piece ending at 360/0 with one starting at 0.
  if (out.length >= 2) {
    const endsAt0 = out.findIndex((p) => p[1] === 0);
    const startsAt0 = out.findIndex((p) => p[0] === 0);
    if (endsAt0 >= 0 && startsAt0 >= 0 && endsAt0 !== startsAt0) {
      const joined: Arc = [out[endsAt0][0], out[startsAt0][1]];
      return [joined, ...out.filter((_, i) => i !== endsAt0 && i !== startsAt0)];
    }
  }
  return out;
}

/** An arc written the way the location's format writes it: `45..135`/`all`, or `[45, 135]` in JSON. */
export function arcText(arc: Arc, loc: Loc): string {
  if (loc.pointer !== undefined) return `[${arc[0]}, ${arc[1]}]`;
  return fmtArc(arc);
}

export function showArc(arc: Arc): string {
  return fmtArc(arc);
}
