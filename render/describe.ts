// Words for the sheet: system titles from the catalog, parameter phrases (`value 8`, `arming
// 1+1`), numbers as the source would write them (1/2 rather than 0.5).
import { powerKinds, systemKind, type ParamSpec, type SystemKind } from '../compiler/catalog/index';
import { rulesetTitles } from '../compiler/catalog/rulesets';
import type { CompiledShip, CompiledSystem } from '../compiler/types';
import { arcText, isArc } from './arcs';

/** Ruleset titles for the sheet header (the catalog's). */
export const RULESET_TITLES: Readonly<Record<string, string>> = rulesetTitles;

export function kindOf(ship: CompiledShip, sys: CompiledSystem): SystemKind | undefined {
  const ruleset = ship.ruleset === 'sfb' || ship.ruleset === 'b5wars' ? ship.ruleset : undefined;
  if (!ruleset) return undefined;
  return systemKind(ruleset, String(sys.base)) ?? systemKind(ruleset, String(sys.type));
}

/** A block declared without an id (`defenseField`): its id is its kind (language.md). */
export function isSingleton(sys: CompiledSystem): boolean {
  return sys.id === sys.type;
}

/** What the SSD prints for the system: its `label`, else its id; a singleton its kind's name. */
export function systemLabel(ship: CompiledShip, sys: CompiledSystem): string {
  if (typeof sys.label === 'string' && sys.label.trim()) return sys.label;
  if (isSingleton(sys)) return capitalize(kindOf(ship, sys)?.title ?? humanize(String(sys.id)));
  return String(sys.id);
}

/** The kind in words: `deflector`; a user type as `LongIonCannon (ion cannon)`; none for a singleton without a label. */
export function systemTitle(ship: CompiledShip, sys: CompiledSystem): string {
  const kind = kindOf(ship, sys);
  const title = kind?.title ?? humanize(String(sys.base ?? sys.type));
  if (isSingleton(sys) && !(typeof sys.label === 'string' && sys.label.trim())) return '';
  if (sys.type !== sys.base && sys.type) return `${sys.type} (${title})`;
  // A generic weapon or system prints its class as printed ("Phaser") rather than "weapon".
  return printedClass(sys) ?? title;
}

/** A system's `class` as printed (`Phaser`), which stands in for its kind on the sheet. */
function printedClass(sys: CompiledSystem): string | undefined {
  return sys.type === sys.base && typeof sys.class === 'string' && sys.class.trim() ? sys.class : undefined;
}

export function boxesOf(sys: CompiledSystem): number {
  const n = sys.boxes;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** `impulseCost` -> `impulse cost`. */
export function humanize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

export function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/**
 * A number for the sheet, rounded for reading: fractions below 1 (`1/2`, `1/3`), decimals above
 * (`1.5`, at most 3 places). Not exact: `drydock convert` writes exact literals with
 * compiler/convert/to-ship.ts `sourceNumber`.
 */
export function numberText(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (Number.isInteger(x)) return String(x);
  const sign = x < 0 ? '-' : '';
  const a = Math.abs(x);
  if (a < 1) {
    for (let d = 2; d <= 12; d++) {
      const n = Math.round(a * d);
      if (n > 0 && Math.abs(n / d - a) < 1e-9) return `${sign}${n}/${d}`;
    }
  }
  return String(Math.round(x * 1000) / 1000);
}

export function valueText(v: unknown, spec?: ParamSpec): string {
  // A compiled null is a `-` as written (a fire-control class the weapon cannot fire at).
  if (v === null) return '-';
  if (typeof v === 'number') return numberText(v);
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string') return v;
  if (isArc(v) && spec?.type.kind === 'arc') return arcText(v);
  if (Array.isArray(v)) {
    if (v.some(Array.isArray)) return `${v.length}-row table`;
    const sep = spec?.type.kind === 'sum' ? '+' : ', ';
    return v.map((x) => valueText(x)).join(sep);
  }
  if (v && typeof v === 'object') return sortedEntries(v as Record<string, unknown>).map(([k, x]) => `${humanize(k)} ${valueText(x)}`).join(', ');
  return String(v);
}

/** Entries sorted by key, so that output never depends on the order properties were set in. */
export function sortedEntries<T>(o: Record<string, T>): [string, T][] {
  return Object.keys(o)
    .sort()
    .map((k) => [k, o[k]]);
}

/** Keys of a compiled system that are not parameters. */
const NOT_PARAMS = new Set(['id', 'type', 'base', 'section', 'boxes', 'ionBased', 'label', 'notes', 'arc']);

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The phrases printed under a system's label: its arc, then its key parameters and every
 * parameter that differs from the catalog default, in catalog order; parameters the catalog does
 * not know (from a hand-written document) last, in the order they come.
 */
export function detailPhrases(ship: CompiledShip, sys: CompiledSystem, skip: readonly string[] = []): string[] {
  const kind = kindOf(ship, sys);
  // The class is the row's title (systemTitle).
  if (printedClass(sys) !== undefined) skip = [...skip, 'class'];
  // Parameters printed even at their default value: the catalog's `keyParams` of the base kind.
  const keys = kind && kind.name === String(sys.base) ? (kind.keyParams ?? []) : [];
  const key = new Set(keys);
  const seen = new Set<string>();
  const perBox = powerKinds[String(sys.base)];
  const lead: string[] = [];
  const first: (string | undefined)[] = new Array<string | undefined>(keys.length).fill(undefined);
  const rest: string[] = [];
  let armor: string | undefined;
  for (const spec of kind?.params ?? []) {
    seen.add(spec.name);
    if (NOT_PARAMS.has(spec.name) || skip.includes(spec.name)) continue;
    const v = sys[spec.name];
    if (v === undefined || v === null) continue;
    if (spec.name === 'powerPerBox' && perBox && typeof v === 'number') {
      lead.push(`${numberText(v)} ${perBox}/box = ${numberText(v * boxesOf(sys))}`);
      continue;
    }
    if (!key.has(spec.name) && spec.default !== undefined && sameValue(v, spec.default)) continue;
    if (!key.has(spec.name) && typeof v === 'number' && v === 0 && spec.default === undefined) continue;
    const phrase = `${humanize(spec.name)} ${valueText(v, spec)}`;
    if (spec.name === 'armor') armor = phrase;
    else if (key.has(spec.name)) first[keys.indexOf(spec.name)] = phrase;
    else rest.push(phrase);
  }
  // Keys the catalog does not know, sorted: the sheet must not depend on property order.
  for (const k of Object.keys(sys).sort()) {
    const v = sys[k];
    if (seen.has(k) || NOT_PARAMS.has(k) || skip.includes(k) || v === undefined || v === null) continue;
    rest.push(`${humanize(k)} ${valueText(v)}`);
  }
  const arc = isArc(sys.arc) && !skip.includes('arc') ? [`arc ${arcText(sys.arc, ship.ruleset)}`] : [];
  return [...arc, ...lead, ...first.filter((p): p is string => p !== undefined), ...rest, ...(armor ? [armor] : [])];
}

export function notesOf(sys: CompiledSystem): string | undefined {
  return typeof sys.notes === 'string' && sys.notes.trim() ? sys.notes : undefined;
}
