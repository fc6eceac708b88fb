// JSON ship document -> .ship source. The source is written the way a person would write it:
// properties that equal the catalog default are left out, systems that differ only by id share a
// block (`ionCannon A, B { ... }`), sfb arcs use the built-in arc names, a variant (`extends`) is
// written as its differences from its base, and user system types get their `system` declaration.
// Compiling the result gives the same compiled document as the JSON (tests/compiler/json).
import { arcNameOf } from '../catalog/arcs';
import { ruleConstants, shipProperties, systemKind } from '../catalog/index';
import { flightProperties } from '../catalog/flights';
import type { ParamSpec, ParamType, Ruleset, SystemKind } from '../catalog/types';
import { arcByName } from '../projections';
import { formatArc } from '../arcs';

type Obj = Record<string, unknown>;

export interface JsonTypeEntry {
  name: string;
  ruleset: Ruleset;
  extends: string;
  ionBased?: boolean;
  doc?: string;
  [param: string]: unknown;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Words that read as values, not names: written as strings where a name is meant. */
const LITERALS = new Set(['true', 'false']);
/** Words that start a declaration at the beginning of a line. */
const KEYWORDS = new Set(['ship', 'system', 'flight', 'ruleset', 'rules', 'import', 'arc', 'allow', 'remove', 'extends']);
const SHIP_FIELDS = new Set(['name', 'ruleset', 'displayName', 'extends', 'doc', 'projections', 'sections', 'systems', 'rules', 'allows', 'derived', 'source', 'shields']);
const SYSTEM_FIELDS = new Set(['id', 'type', 'base', 'section', 'ionBased', 'doc']);

export class ConvertError extends Error {}

// ---- values -------------------------------------------------------------------------------------

/**
 * A number as an exact .ship literal (`0.5`, `1/3`, never rounded), or a ConvertError when no
 * literal gives it back exactly. The sheet's rounded numbers are render/describe.ts `numberText`.
 */
export function sourceNumber(n: number): string {
  if (!Number.isFinite(n)) throw new ConvertError(`${n} cannot be written in a .ship file`);
  const s = String(n);
  if (!/e/i.test(s) && s.length <= 6) return s;
  if (!Number.isInteger(n)) {
    for (const d of [2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 32, 64]) {
      const num = Math.round(n * d);
      if (num / d === n) return `${num}/${d}`;
    }
  }
  if (/e/i.test(s)) {
    const fixed = n.toFixed(20).replace(/\.?0+$/, '');
    if (Number(fixed) === n) return fixed;
    throw new ConvertError(`${n} cannot be written exactly in a .ship file`);
  }
  return s;
}

/** A .ship string: `\\` and `"` are escaped; a string cannot hold a line break. */
export function stringText(s: string): string {
  if (/[\r\n]/.test(s)) throw new ConvertError(`The text ${JSON.stringify(s)} holds a line break, which a .ship string cannot`);
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function arcText(v: unknown, ruleset: Ruleset): string {
  if (!Array.isArray(v) || v.length !== 2) throw new ConvertError(`${JSON.stringify(v)} is not an arc [from, to]`);
  const [a, b] = v as number[];
  if (a === 0 && b === 360) return ruleset === 'sfb' ? '360' : 'all';
  const named = arcNameOf(ruleset, [a, b]);
  if (named) return named;
  return `${sourceNumber(a)}..${sourceNumber(b)}`;
}

export function valueText(v: unknown, t: ParamType | undefined, ruleset: Ruleset): string {
  if (t?.kind === 'arc') return arcText(v, ruleset);
  if (t?.kind === 'sum' && Array.isArray(v)) return v.map((x) => sourceNumber(x as number)).join('+');
  if (t?.kind === 'enum' && typeof v === 'string') return IDENT.test(v) && !LITERALS.has(v) ? v : stringText(v);
  if (t?.kind === 'fireControl' && Array.isArray(v)) return `[${v.map((x) => (x === null ? '-' : sourceNumber(x as number))).join(', ')}]`;
  if (t?.kind === 'blocks') throw new ConvertError(`${JSON.stringify(v)} is written as \`${t.block}\` blocks, not as a value`);
  if (typeof v === 'number') return sourceNumber(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return stringText(v);
  if (Array.isArray(v)) {
    const of = t?.kind === 'list' ? t.of : undefined;
    return `[${v.map((x) => valueText(x, of, ruleset)).join(', ')}]`;
  }
  throw new ConvertError(`${JSON.stringify(v)} cannot be written in a .ship file`);
}

/**
 * A system member: `key: value`, or for a parameter written as blocks (a weapon's `modes`), the
 * blocks themselves: `mode raking { damage: "2d10+4"  rake: 10 }  mode piercing { ... }`.
 */
export function memberText(key: string, v: unknown, t: ParamType | undefined, ruleset: Ruleset): string {
  if (t?.kind !== 'blocks') return `${key}: ${valueText(v, t, ruleset)}`;
  if (!Array.isArray(v)) throw new ConvertError(`\`${key}\` must be a list of ${t.block}s, not ${JSON.stringify(v)}`);
  return v
    .map((e) => {
      if (!e || typeof e !== 'object' || Array.isArray(e)) throw new ConvertError(`A ${t.block} of \`${key}\` must be an object, not ${JSON.stringify(e)}`);
      const o = e as Obj;
      // A block named freely (`name`) states its kind; one named after its kind needs none.
      const named = t.nameField !== undefined && o[t.nameField] !== undefined && t.kindKey !== undefined;
      const kindSpec = t.params.find((p) => p.name === t.kindKey);
      const kindFigure = named && kindSpec ? [`${t.kindKey}: ${valueText(o[t.nameKey], kindSpec.type, ruleset)}`] : [];
      const figures = [...kindFigure, ...t.params.filter((p) => p.name !== t.kindKey && o[p.name] !== undefined).map((p) => `${p.name}: ${valueText(o[p.name], p.type, ruleset)}`)];
      return `${t.block} ${ident(named ? o[t.nameField!] : o[t.nameKey], `The ${t.block} name`)} {${figures.length ? ` ${figures.join('  ')} ` : ''}}`;
    })
    .join('  ');
}

function equal(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a as Obj);
    const kb = Object.keys(b as Obj);
    return ka.length === kb.length && ka.every((k) => equal((a as Obj)[k], (b as Obj)[k]));
  }
  return a === b;
}

function ident(name: unknown, what: string): string {
  if (typeof name !== 'string' || !IDENT.test(name)) throw new ConvertError(`${what} ${JSON.stringify(name)} is not an identifier, so it cannot be written in a .ship file`);
  return name;
}

function docLines(doc: unknown, indent: string): string[] {
  if (typeof doc !== 'string' || doc === '') return [];
  return doc.split(/\r?\n/).map((l) => `${indent}///${l ? ' ' + l : ''}`);
}

// ---- types --------------------------------------------------------------------------------------

interface TypeInfo {
  builtin: SystemKind;
  /** Effective parameter values of the type (catalog defaults, then the chain). */
  params: Obj;
  ionBased: boolean;
}

class Types {
  private readonly entries = new Map<string, JsonTypeEntry>();
  private readonly resolved = new Map<string, TypeInfo>();
  /** Types the document uses without declaring them (compiled documents): name -> builtin. */
  readonly synthesized = new Map<string, { ruleset: Ruleset; builtin: SystemKind; ionBased: boolean }>();

  constructor(list: JsonTypeEntry[]) {
    for (const t of list) this.entries.set(`${t.ruleset}\0${t.name}`, t);
  }

  declared(): JsonTypeEntry[] {
    return [...this.entries.values()];
  }

  info(ruleset: Ruleset, name: string, seen = new Set<string>()): TypeInfo | undefined {
    const k = `${ruleset}\0${name}`;
    const done = this.resolved.get(k);
    if (done) return done;
    const builtin = systemKind(ruleset, name);
    if (builtin) {
      const params: Obj = {};
      for (const p of builtin.params) if (p.default !== undefined) params[p.name] = p.default;
      return { builtin, params, ionBased: !!builtin.ionBased };
    }
    const t = this.entries.get(k);
    if (t && !seen.has(k)) {
      seen.add(k);
      const base = this.info(ruleset, t.extends, seen);
      if (!base) return undefined;
      const params: Obj = { ...base.params };
      for (const [key, v] of Object.entries(t)) if (!['name', 'ruleset', 'extends', 'ionBased', 'doc'].includes(key)) params[key] = v;
      const info = { builtin: base.builtin, params, ionBased: typeof t.ionBased === 'boolean' ? t.ionBased : base.ionBased };
      this.resolved.set(k, info);
      return info;
    }
    const syn = this.synthesized.get(k);
    if (syn) return { builtin: syn.builtin, params: this.info(ruleset, syn.builtin.name)!.params, ionBased: syn.ionBased };
    return undefined;
  }

  /** Declarations in dependency order (a type after the type it extends). */
  ordered(): { ruleset: Ruleset; name: string; extends: string; ionBased?: boolean; doc?: string; params: Obj }[] {
    const out: { ruleset: Ruleset; name: string; extends: string; ionBased?: boolean; doc?: string; params: Obj }[] = [];
    const placed = new Set<string>();
    const place = (t: JsonTypeEntry, depth = 0) => {
      const k = `${t.ruleset}\0${t.name}`;
      if (placed.has(k) || depth > 100) return;
      const parent = this.entries.get(`${t.ruleset}\0${t.extends}`);
      if (parent) place(parent, depth + 1);
      placed.add(k);
      const params: Obj = {};
      for (const [key, v] of Object.entries(t)) if (!['name', 'ruleset', 'extends', 'ionBased', 'doc'].includes(key)) params[key] = v;
      const base = this.info(t.ruleset, t.extends);
      const ionBased = typeof t.ionBased === 'boolean' && (!base || base.ionBased !== t.ionBased) ? t.ionBased : undefined;
      out.push({ ruleset: t.ruleset, name: t.name, extends: t.extends, ...(ionBased !== undefined ? { ionBased } : {}), ...(t.doc ? { doc: t.doc } : {}), params });
    };
    for (const t of this.entries.values()) place(t);
    for (const [k, syn] of this.synthesized) {
      const name = k.split('\0')[1];
      out.push({ ruleset: syn.ruleset, name, extends: syn.builtin.name, ...(syn.ionBased !== !!syn.builtin.ionBased ? { ionBased: syn.ionBased } : {}), params: {} });
    }
    return out;
  }
}

// ---- systems ------------------------------------------------------------------------------------

function systemParams(sys: Obj, ruleset: Ruleset, types: Types): { kind: string; written: [string, string][]; info: TypeInfo } {
  const type = ident(sys.type, 'The system type');
  if (KEYWORDS.has(type)) throw new ConvertError(`A system of kind \`${type}\` cannot be written in a .ship file: a line that starts with \`${type}\` is read as a declaration`);
  const base = String(sys.base);
  let info = types.info(ruleset, type);
  if (!info) {
    const builtin = systemKind(ruleset, base);
    if (!builtin) throw new ConvertError(`\`${base}\` is not a ${ruleset} system kind`);
    types.synthesized.set(`${ruleset}\0${type}`, { ruleset, builtin, ionBased: typeof sys.ionBased === 'boolean' ? sys.ionBased : !!builtin.ionBased });
    info = types.info(ruleset, type)!;
  }
  const written: [string, string][] = [];
  for (const spec of paramOrder(info.builtin)) {
    if (!(spec.name in sys)) continue;
    const v = sys[spec.name];
    // A value equal to the default goes unsaid, unless the catalog wants it written.
    if (!spec.required && spec.name in info.params && equal(info.params[spec.name], v)) continue;
    // A hangar's `craft` that names a flight (the compiled `flight` beside it) is written bare.
    const ref = spec.type.kind === 'string' && spec.type.orName !== undefined && typeof sys.flight === 'string' && sys.flight === v && /^[A-Za-z_][A-Za-z0-9_]*$/.test(v);
    written.push([spec.name, ref ? `${spec.name}: ${v}` : memberText(spec.name, v, spec.type, ruleset)]);
  }
  return { kind: type, written, info };
}

const TRAILING = ['armor', 'boxes', 'label', 'notes'];

/** The kind's own parameters first (`arc`, `value`, ...), then armor, boxes, label, notes. */
function paramOrder(kind: SystemKind): ParamSpec[] {
  const own = kind.params.filter((p) => !TRAILING.includes(p.name));
  const tail = TRAILING.map((n) => kind.params.find((p) => p.name === n)).filter((p): p is ParamSpec => !!p);
  return [...own, ...tail];
}

function blockText(kind: string, ids: string[], written: [string, string][], singleton: boolean): string {
  const head = singleton ? kind : `${kind} ${ids.join(', ')}`;
  if (written.length === 0) return head;
  return `${head} { ${written.map(([, text]) => text).join('  ')} }`;
}

interface SystemLine {
  section: string | null;
  doc?: string;
  text: string;
}

/** System blocks in order, merging neighbours that differ only by id. */
function systemLines(systems: Obj[], ruleset: Ruleset, types: Types, only?: (sys: Obj) => [string, string][] | undefined): SystemLine[] {
  const out: (SystemLine & { kind: string; ids: string[]; key: string; merged?: [string, string][] })[] = [];
  for (const sys of systems) {
    const id = ident(sys.id, 'The system id');
    const { kind, written: all } = systemParams(sys, ruleset, types);
    const written = only ? only(sys) : all;
    if (!written) continue;
    const section = ruleset === 'b5wars' && typeof sys.section === 'string' ? sys.section : null;
    const singleton = id === kind;
    const doc = typeof sys.doc === 'string' && sys.doc !== '' ? sys.doc : undefined;
    const key = JSON.stringify([kind, section, written]);
    const last = out[out.length - 1];
    if (last && !singleton && !doc && !last.doc && last.key === key && last.ids[0] !== last.kind && !KEYWORDS.has(id) && !KEYWORDS.has(last.ids[0])) {
      // The text is written once the run is complete: rewriting it per id was quadratic.
      last.ids.push(id);
      last.merged = written;
      continue;
    }
    out.push({ section, doc, text: blockText(kind, [id], written, singleton), kind, ids: [id], key });
  }
  for (const line of out) if (line.merged) line.text = blockText(line.kind, line.ids, line.merged, false);
  return out;
}

// ---- ships --------------------------------------------------------------------------------------

function propSpec(ruleset: Ruleset, name: string): ParamSpec | undefined {
  return shipProperties[ruleset].find((p) => p.name === name);
}

function shipPropLines(ship: Obj, ruleset: Ruleset, filter: (key: string, v: unknown) => boolean): string[] {
  const lines: string[] = [];
  if (typeof ship.displayName === 'string' && filter('displayName', ship.displayName)) lines.push(`name: ${stringText(ship.displayName)}`);
  for (const spec of shipProperties[ruleset]) {
    if (spec.name === 'name' || !(spec.name in ship)) continue;
    const v = ship[spec.name];
    if (!filter(spec.name, v)) continue;
    lines.push(`${spec.name}: ${valueText(v, spec.type, ruleset)}`);
  }
  return lines;
}

/** `rules { ... }` for the constants that differ from `against` (missing ones are the defaults). */
function rulesLine(rules: Obj, against: Obj): string | undefined {
  const parts: string[] = [];
  for (const c of ruleConstants) {
    const v = c.name in rules ? rules[c.name] : c.default;
    const was = c.name in against ? against[c.name] : c.default;
    if (equal(v, was)) continue;
    parts.push(`${c.name}: ${typeof v === 'number' ? sourceNumber(v) : String(v)}`);
  }
  return parts.length ? `rules { ${parts.join('  ')} }` : undefined;
}

function hitsLine(hits: unknown): string | undefined {
  if (!Array.isArray(hits)) return undefined;
  const entries = (hits as Obj[]).map((h) => {
    const range = h.from === h.to ? `${h.from}` : `${h.from}..${h.to}`;
    const name = (t: string) => (IDENT.test(t) && !LITERALS.has(t) ? t : stringText(t));
    // A kind of a section (`ofKind`) is `section.kind`; alternatives (`7: [D1, D2]`) are names.
    const one = (x: Obj) => (x.ofKind === true && typeof x.section === 'string' ? `${ident(x.section, 'The section name')}.${ident(x.target, 'The hit target')}` : name(String(x.target)));
    if (Array.isArray(h.alternatives)) return `${range}: [${(h.alternatives as Obj[]).map(one).join(', ')}]`;
    return `${range}: ${one(h)}`;
  });
  return `hits { ${entries.join('  ')} }`;
}

/**
 * `fore: 40`, or a block `port { rating: 15  arc: 180..0  armor: 2  perHit: 5 }` when the arc is
 * not the one its name gives or the projection has armor or a per-hit cap (ST-SH-13).
 */
function projectionText(p: Obj, count: number): string {
  const name = ident(p.name, 'The projection');
  const arc = Array.isArray(p.arc) && p.arc.length === 2 ? (p.arc as [number, number]) : undefined;
  const byName = arcByName(String(p.name), count);
  const ownArc = arc !== undefined && !(byName && equal(normArc(arc), normArc(byName)));
  const limits = (['armor', 'perHit'] as const).filter((k) => typeof p[k] === 'number').map((k) => `  ${k}: ${sourceNumber(p[k] as number)}`);
  if (!ownArc && !limits.length) return `${name}: ${sourceNumber(p.rating as number)}`;
  return `${name} { rating: ${sourceNumber(p.rating as number)}${ownArc ? `  arc: ${formatArc(arc)}` : ''}${limits.join('')} }`;
}

function normArc(a: [number, number]): [number, number] {
  return Math.abs(a[1] - a[0]) >= 360 ? [0, 360] : [a[0] % 360, a[1] % 360];
}

function ratings(ship: Obj): Map<string, number> {
  const out = new Map<string, number>();
  if (Array.isArray(ship.projections)) for (const p of ship.projections as Obj[]) out.set(String(p.name), p.rating as number);
  return out;
}

function sectionsOf(ship: Obj): Obj[] {
  return Array.isArray(ship.sections) ? (ship.sections as Obj[]) : [];
}

function systemsOf(ship: Obj): Obj[] {
  return Array.isArray(ship.systems) ? (ship.systems as Obj[]) : [];
}

/** Lay out sections and system blocks so that lowering recreates both orders exactly. */
function layout(
  sections: SectionText[],
  systems: SystemLine[],
  indent: string,
): string[] {
  const out: string[] = [];
  const pending = [...sections];
  const opened = new Set<string>();
  const emitSection = (name: string, lines: string[]) => {
    out.push(`${indent}section ${name} {`);
    for (const l of lines) out.push(`${indent}  ${l}`);
    out.push(`${indent}}`);
  };
  const whole = (s: SectionText, body: string[] = []) => [...s.head, ...body, ...s.tail];
  let i = 0;
  while (i < systems.length) {
    const sec = systems[i].section;
    const run: SystemLine[] = [];
    while (i < systems.length && systems[i].section === sec) run.push(systems[i++]);
    const body = run.flatMap((s) => [...docLines(s.doc, ''), s.text]);
    if (sec === null) {
      for (const s of run) {
        for (const l of docLines(s.doc, indent)) out.push(l); // not push(...): a huge doc overflows the stack
        out.push(`${indent}${s.text}`);
      }
      continue;
    }
    if (opened.has(sec)) {
      emitSection(sec, body);
      continue;
    }
    // Open every earlier section first, so that sections keep their order.
    while (pending.length && pending[0].name !== sec) {
      const s = pending.shift()!;
      opened.add(s.name);
      emitSection(s.name, whole(s));
    }
    const own = pending.length && pending[0].name === sec ? pending.shift()! : { name: sec, head: [], tail: [] };
    opened.add(sec);
    emitSection(sec, whole(own, body));
  }
  for (const s of pending) emitSection(s.name, whole(s));
  return out;
}

interface SectionText {
  name: string;
  /** structure, armor: before the systems. */
  head: string[];
  /** the hit chart: after the systems. */
  tail: string[];
}

function sectionText(sec: Obj, only?: Set<string>): SectionText {
  const props = ['structure', 'armor', 'arc'].filter((k) => k in sec && (!only || only.has(k)));
  const head = props.length ? [props.map((k) => `${k}: ${k === 'arc' && Array.isArray(sec.arc) ? formatArc(sec.arc as [number, number]) : valueText(sec[k], undefined, 'b5wars')}`).join('  ')] : [];
  const tail: string[] = [];
  if ('hits' in sec && (!only || only.has('hits'))) {
    const h = hitsLine(sec.hits);
    if (h) tail.push(h);
  }
  return { name: ident(sec.name, 'The section name'), head, tail };
}

function allowLines(allows: unknown): string[] {
  if (!Array.isArray(allows)) return [];
  return (allows as Obj[]).map((a) => `allow ${String(a.rule)} ${stringText(String(a.reason ?? ''))}`);
}

function fullShip(ship: Obj, types: Types, note?: string): string[] {
  const ruleset = ship.ruleset as Ruleset;
  const name = ident(ship.name, 'The ship name');
  const lines: string[] = [...(note ? [`// ${note}`] : []), ...docLines(ship.doc, ''), `ship ${name} {`];
  const body: string[] = [];
  body.push(...shipPropLines(ship, ruleset, () => true));
  if (ruleset === 'b5wars' && Array.isArray(ship.projections) && ship.projections.length) {
    body.push(`shields { ${(ship.projections as Obj[]).map((p) => projectionText(p, (ship.projections as Obj[]).length)).join('  ')} }`);
  }
  const out = [...lines, ...body.map((l) => `  ${l}`)];
  const secs = sectionsOf(ship).map((s) => sectionText(s));
  const sys = systemLines(systemsOf(ship), ruleset, types);
  const laid = layout(secs, sys, '  ');
  if (laid.length) {
    out.push('');
    for (const l of laid) out.push(l); // not push(...): thousands of lines overflow the stack
  }
  const allows = allowLines(ship.allows);
  if (allows.length) {
    out.push('');
    for (const l of allows) out.push(`  ${l}`);
  }
  out.push('}');
  return out;
}

/** The variant as differences from its base, or undefined when .ship cannot express them. */
function variantShip(ship: Obj, base: Obj, types: Types): string[] | undefined {
  const ruleset = ship.ruleset as Ruleset;
  if (base.ruleset !== ruleset) return undefined;
  // Properties: changed ones are written; one the base has and the variant lacks cannot be unset.
  const propKeys = (s: Obj) => Object.keys(s).filter((k) => !SHIP_FIELDS.has(k) && propSpec(ruleset, k)).concat(typeof s.displayName === 'string' ? ['displayName'] : []);
  for (const k of propKeys(base)) if (!(k in ship)) return undefined;
  if (ruleset === 'sfb' && 'shields' in base && !('shields' in ship)) return undefined;
  const body: string[] = shipPropLines(ship, ruleset, (k, v) => !equal(base[k], v));
  if (ruleset === 'sfb' && 'shields' in ship && !equal(ship.shields, base.shields)) {
    body.push(`shields: ${valueText(ship.shields, propSpec('sfb', 'shields')!.type, 'sfb')}`);
  }
  // A variant keeps its base's ruleset constants; .ship has no way to change them per ship.
  if (rulesLine((ship.rules as Obj) ?? {}, (base.rules as Obj) ?? {})) return undefined;
  // Shield ratings merge by name.
  const mine = ratings(ship);
  const theirs = ratings(base);
  for (const k of theirs.keys()) if (!mine.has(k)) return undefined;
  const arcOf = (s: Obj, k: string) => (Array.isArray(s.projections) ? (s.projections as Obj[]).find((p) => p.name === k)?.arc : undefined);
  const projOf = (s: Obj, k: string) => (Array.isArray(s.projections) ? (s.projections as Obj[]).find((p) => p.name === k) : undefined);
  const limitsOf = (s: Obj, k: string) => [projOf(s, k)?.armor, projOf(s, k)?.perHit];
  // A limit the base has and the variant lacks cannot be unset in .ship.
  for (const k of mine.keys()) if (limitsOf(base, k).some((v, i) => v !== undefined && limitsOf(ship, k)[i] === undefined)) return undefined;
  const changed = [...mine].filter(([k, v]) => theirs.get(k) !== v || !equal(arcOf(ship, k), arcOf(base, k)) || !equal(limitsOf(ship, k), limitsOf(base, k)));
  if (changed.length)
    body.push(`shields { ${changed.map(([k]) => projectionText((ship.projections as Obj[]).find((p) => p.name === k)!, mine.size)).join('  ')} }`);

  // Sections: inherited ones keep their place; new ones come after; removed ones are `remove`d.
  const baseSecs = sectionsOf(base);
  const mySecs = sectionsOf(ship);
  const myNames = mySecs.map((s) => String(s.name));
  const removedSecs = baseSecs.map((s) => String(s.name)).filter((n) => !myNames.includes(n));
  const keptOrder = baseSecs.map((s) => String(s.name)).filter((n) => myNames.includes(n));
  const added = myNames.filter((n) => !baseSecs.some((s) => s.name === n));
  if (!equal([...keptOrder, ...added], myNames)) return undefined;
  const secs: SectionText[] = [];
  for (const s of mySecs) {
    const b = baseSecs.find((x) => x.name === s.name);
    if (!b) {
      secs.push(sectionText(s));
      continue;
    }
    for (const k of ['structure', 'armor', 'arc', 'hits']) if (k in b && !(k in s)) return undefined;
    const diff = new Set(['structure', 'armor', 'arc', 'hits'].filter((k) => k in s && !equal(s[k], b[k])));
    secs.push(sectionText(s, diff));
  }

  // Systems: removed by `remove`, changed ones merge in place, new ones are appended.
  const baseSys = systemsOf(base);
  const mySys = systemsOf(ship);
  const byId = (list: Obj[]) => new Map(list.map((s) => [String(s.id), s]));
  const baseById = byId(baseSys);
  const myById = byId(mySys);
  const replaced = new Set<string>();
  for (const s of mySys) {
    const b = baseById.get(String(s.id));
    if (b && (b.type !== s.type || b.base !== s.base)) replaced.add(String(s.id));
    if (b && b.type === s.type) {
      for (const k of Object.keys(b)) if (!SYSTEM_FIELDS.has(k) && !(k in s)) return undefined;
      if ((b.section ?? null) !== null && (s.section ?? null) === null) return undefined;
    }
  }
  const removed = baseSys.map((s) => String(s.id)).filter((id) => !myById.has(id) || replaced.has(id));
  const expected = [
    ...baseSys.map((s) => String(s.id)).filter((id) => !removed.includes(id)),
    ...mySys.map((s) => String(s.id)).filter((id) => !baseById.has(id) || replaced.has(id)),
  ];
  if (!equal(expected, mySys.map((s) => String(s.id)))) return undefined;
  const changes = systemLines(mySys, ruleset, types, (s) => {
    const id = String(s.id);
    const b = baseById.get(id);
    if (!b || replaced.has(id)) return systemParams(s, ruleset, types).written;
    const diff: [string, string][] = [];
    const info = types.info(ruleset, String(s.type))!;
    for (const spec of paramOrder(info.builtin)) {
      if (spec.name in s && !equal(s[spec.name], b[spec.name])) diff.push([spec.name, memberText(spec.name, s[spec.name], spec.type, ruleset)]);
    }
    if (!diff.length && (s.section ?? null) === (b.section ?? null) && s.doc === b.doc) return undefined;
    return diff;
  });
  // Allows: the variant inherits its base's, then adds its own.
  const baseAllows = Array.isArray(base.allows) ? (base.allows as Obj[]) : [];
  const myAllows = Array.isArray(ship.allows) ? (ship.allows as Obj[]) : [];
  if (!equal(myAllows.slice(0, baseAllows.length), baseAllows)) return undefined;

  const name = ident(ship.name, 'The ship name');
  const out = [...docLines(ship.doc, ''), `ship ${name} extends ${ident(base.name, 'The ship name')} {`, ...body.map((l) => `  ${l}`)];
  const removeLines = [...removed, ...removedSecs];
  if (removeLines.length) out.push(`  remove ${removeLines.join(', ')}`);
  const touched = new Set(changes.map((c) => c.section).filter((s): s is string => s !== null));
  const laid = layout(
    secs.filter((s) => s.head.length || s.tail.length || touched.has(s.name) || added.includes(s.name)),
    changes,
    '  ',
  );
  if (laid.length) {
    if (body.length || removeLines.length) out.push('');
    for (const l of laid) out.push(l); // not push(...): thousands of systems overflow the stack
  }
  const allows = allowLines(myAllows.slice(baseAllows.length));
  if (allows.length) {
    out.push('');
    for (const l of allows) out.push(`  ${l}`);
  }
  out.push('}');
  return out;
}

export interface ToShipOptions {
  /** A comment line put at the top (e.g. where the document came from). */
  header?: string;
}

export interface ShipSource {
  text: string;
  /** What the .ship file could not say exactly (also written as comments in the text). */
  notes: string[];
}

/**
 * Write a JSON ship document (one ship, or `{ format, types, ships }`) as `.ship` source. Throws
 * ConvertError when a value cannot be written in the language (an id that is no identifier).
 */
export function writeShipSource(doc: unknown, options: ToShipOptions = {}): ShipSource {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new ConvertError('A JSON ship document is an object: one ship, or { "ships": [...] }.');
  const d = doc as Obj;
  const ships = Array.isArray(d.ships) ? (d.ships as Obj[]) : [d];
  const types = new Types(Array.isArray(d.types) ? (d.types as JsonTypeEntry[]) : []);
  const notes: string[] = [];
  const rulesetCount = new Map<Ruleset, number>();
  for (const s of ships) rulesetCount.set(s.ruleset as Ruleset, (rulesetCount.get(s.ruleset as Ruleset) ?? 0) + 1);
  for (const t of types.declared()) rulesetCount.set(t.ruleset, (rulesetCount.get(t.ruleset) ?? 0) + 1);
  const fileRuleset = [...rulesetCount].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'b5wars';
  // Ruleset constants: a .ship file has one `rules` block for all its ships.
  const fileRules = ((ships[0]?.rules as Obj | undefined) ?? {}) as Obj;

  const shipBlocks: string[][] = [];
  const byName = new Map(ships.map((s) => [String(s.name), s]));
  for (const s of ships) {
    let lines: string[] | undefined;
    const baseName = typeof s.extends === 'string' ? s.extends : undefined;
    const base = baseName ? byName.get(baseName) : undefined;
    if (base && base !== s) lines = variantShip(s, base, types);
    if (!lines) {
      const note = baseName ? `A variant of ${baseName}, written out in full.` : undefined;
      lines = fullShip(s, types, note);
      const differs = rulesLine((s.rules as Obj) ?? {}, fileRules);
      if (differs) {
        const msg = `The JSON gives ${String(s.name)} other ruleset constants (${differs}) than the file's rules block; a .ship file has one rules block for all its ships.`;
        notes.push(msg);
        lines.unshift(`// Note: ${msg}`);
      }
    }
    if ((s.ruleset as Ruleset) !== fileRuleset) lines.splice(lines.findIndex((l) => l.startsWith('ship ')) + 1, 0, `  ruleset: ${String(s.ruleset)}`);
    shipBlocks.push(lines);
  }
  // Types last: writing the ships is what discovers the undeclared ones.
  const typeBlocks: string[][] = [];
  for (const t of types.ordered()) {
    const info = types.info(t.ruleset, t.extends);
    const lines = [...docLines(t.doc, ''), `system ${ident(t.name, 'The system type')} extends ${ident(t.extends, 'The system type')} {`];
    if (t.ionBased !== undefined) lines.push(`  ionBased: ${t.ionBased}`);
    for (const [k, v] of Object.entries(t.params)) {
      const spec = info?.builtin.params.find((p) => p.name === k);
      // A hangar type's `craft` that names a flight is written bare; the `flight` beside it is that name.
      if (k === 'flight' && typeof v === 'string' && t.params.craft === v) continue;
      const ref = spec?.type.kind === 'string' && spec.type.orName !== undefined && typeof t.params.flight === 'string' && t.params.flight === v && /^[A-Za-z_][A-Za-z0-9_]*$/.test(v);
      lines.push(`  ${ref ? `${k}: ${v}` : memberText(k, v, spec?.type, t.ruleset)}`);
    }
    if (lines[lines.length - 1].endsWith('{')) lines[lines.length - 1] += '}';
    else lines.push('}');
    typeBlocks.push(lines);
  }
  const parts: string[] = [];
  if (options.header) parts.push(`// ${options.header}`);
  parts.push(`ruleset ${fileRuleset}`);
  const r = rulesLine(fileRules, {});
  if (r) parts.push(r);
  // Flights (`flight NAME { ... }`): figures that differ from the catalog default, then the weapons.
  const flightBlocks: string[][] = [];
  for (const f of Array.isArray(d.flights) ? (d.flights as Obj[]) : []) {
    const lines = [...docLines(f.doc, ''), `flight ${ident(f.name, 'The flight')} {`];
    if (typeof f.displayName === 'string') lines.push(`  name: ${stringText(f.displayName)}`);
    for (const spec of flightProperties) {
      if (spec.name === 'name' || !(spec.name in f)) continue;
      if (!spec.required && spec.default !== undefined && equal(spec.default, f[spec.name])) continue;
      lines.push(`  ${memberText(spec.name, f[spec.name], spec.type, 'b5wars')}`);
    }
    for (const line of systemLines(Array.isArray(f.weapons) ? (f.weapons as Obj[]) : [], 'b5wars', types)) lines.push(`  ${line.text}`);
    for (const a of allowLines(f.allows)) lines.push(`  ${a.trim()}`);
    lines.push('}');
    flightBlocks.push(lines);
  }
  const blocks = [...typeBlocks, ...flightBlocks, ...shipBlocks].map((b) => b.join('\n'));
  return { text: `${parts.join('\n')}\n\n${blocks.join('\n\n')}\n`, notes };
}
