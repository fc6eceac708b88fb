// JSON ship document -> .ship source. The source is written the way a person would write it:
// properties that equal the catalog default are left out, systems that differ only by id share a
// block (`ionCannon A, B { ... }`), sfb arcs use the built-in arc names, a variant (`extends`) is
// written as its differences from its base, and user system types get their `system` declaration.
// It is built as a syntax tree (./tree.ts) and printed by the formatter's printer, so the text is
// in the house style. Compiling it gives the same compiled document as the JSON (tests/compiler/json).
import type { Allow, Block, Decl, FlightDecl, Member, Property, ShipDecl, SystemDecl, Value } from '../../grammar/ast';
import { decimalSpelling } from '../../grammar/print/values';
import { booleanWords, keywordWords } from '../../grammar/tokens';
import { arcNameOf } from '../catalog/arcs';
import { ruleConstants, shipProperties, systemKind } from '../catalog/index';
import { flightProperties } from '../catalog/flights';
import type { ParamSpec, ParamType, Ruleset, SystemKind } from '../catalog/types';
import { arcByName } from '../projections';
import { isFull } from '../arcs';
import * as T from './tree';

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
const LITERALS = new Set(booleanWords);
/** Words that start a declaration at the beginning of a line. */
const KEYWORDS = new Set(keywordWords);
const SHIP_FIELDS = new Set(['name', 'ruleset', 'displayName', 'extends', 'doc', 'projections', 'sections', 'systems', 'rules', 'allows', 'derived', 'source', 'shields']);
const SYSTEM_FIELDS = new Set(['id', 'type', 'base', 'section', 'ionBased', 'doc']);

export class ConvertError extends Error {}

// ---- values -------------------------------------------------------------------------------------

/**
 * A number as an exact .ship literal (`0.5`, `1/3`, never rounded), or a ConvertError when no
 * literal gives it back exactly. The sheet's rounded numbers are render/describe.ts `numberText`.
 */
export function sourceNumber(n: number): Value {
  if (!Number.isFinite(n)) throw new ConvertError(`${n} cannot be written in a .ship file`);
  const s = String(n);
  if (!/e/i.test(s) && s.length <= 6) return T.integerOrDecimal(n);
  if (!Number.isInteger(n)) {
    for (const d of [2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 32, 64]) {
      const num = Math.round(n * d);
      if (num / d === n) return T.fraction(num, d);
    }
  }
  return decimal(n);
}

/** A number written with digits only (an arc's end, a term of a sum). */
function decimal(n: unknown): Value {
  return T.integerOrDecimal(digitsOnly(n));
}

function digitsOnly(n: unknown): number {
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new ConvertError(`${JSON.stringify(n)} cannot be written in a .ship file`);
  if (decimalSpelling(n) === undefined) throw new ConvertError(`${n} cannot be written exactly in a .ship file`);
  return n;
}

/** A .ship string: `\\` and `"` are escaped by the printer; a string cannot hold a line break. */
export function stringValue(s: string): Value {
  if (/[\r\n]/.test(s)) throw new ConvertError(`The text ${JSON.stringify(s)} holds a line break, which a .ship string cannot`);
  return T.str(s);
}

/** A name where the language allows one, a string otherwise. */
function nameOrString(s: string): Value {
  return IDENT.test(s) && !LITERALS.has(s) ? T.ident(s) : stringValue(s);
}

function arcValue(v: unknown, ruleset: Ruleset): Value {
  if (!Array.isArray(v) || v.length !== 2) throw new ConvertError(`${JSON.stringify(v)} is not an arc [from, to]`);
  const [a, b] = v as number[];
  if (a === 0 && b === 360) return ruleset === 'sfb' ? T.integerOrDecimal(360) : T.ident('all');
  const named = arcNameOf(ruleset, [a, b]);
  if (named) return T.ident(named);
  return bearings([a, b]);
}

/** `a..b`; only its start may be negative. */
function bearings([a, b]: readonly unknown[]): Value {
  digitsOnly(a);
  digitsOnly(b);
  if ((b as number) < 0) throw new ConvertError(`The arc ${JSON.stringify([a, b])} ends at a negative bearing, which a .ship file cannot write`);
  return T.arc(a as number, b as number);
}

/** A section's or a projection's arc as the compiler lowered it: `all` or `a..b`. */
function loweredArc(arc: [number, number]): Value {
  return isFull(arc) ? T.ident('all') : bearings(arc);
}

export function valueOf(v: unknown, t: ParamType | undefined, ruleset: Ruleset): Value {
  if (t?.kind === 'arc') return arcValue(v, ruleset);
  if (t?.kind === 'sum' && Array.isArray(v)) return T.sum(v.map(digitsOnly));
  if (t?.kind === 'enum' && typeof v === 'string') return nameOrString(v);
  if (t?.kind === 'fireControl' && Array.isArray(v)) return T.list(v.map((x) => (x === null ? T.ident('-') : sourceNumber(x as number))));
  if (t?.kind === 'blocks') throw new ConvertError(`${JSON.stringify(v)} is written as \`${t.block}\` blocks, not as a value`);
  if (typeof v === 'number') return sourceNumber(v);
  if (typeof v === 'boolean') return T.bool(v);
  if (typeof v === 'string') return stringValue(v);
  if (Array.isArray(v)) {
    const of = t?.kind === 'list' ? t.of : undefined;
    return T.list(v.map((x) => valueOf(x, of, ruleset)));
  }
  throw new ConvertError(`${JSON.stringify(v)} cannot be written in a .ship file`);
}

/**
 * A system member: `key: value`, or for a parameter written as blocks (a weapon's `modes`), the
 * blocks themselves: `mode raking { damage: "2d10+4"  rake: 10 }  mode piercing { ... }`.
 */
export function membersOf(key: string, v: unknown, t: ParamType | undefined, ruleset: Ruleset): Member[] {
  if (t?.kind !== 'blocks') return [T.prop(key, valueOf(v, t, ruleset))];
  if (!Array.isArray(v)) throw new ConvertError(`\`${key}\` must be a list of ${t.block}s, not ${JSON.stringify(v)}`);
  return v.map((e) => {
    if (!e || typeof e !== 'object' || Array.isArray(e)) throw new ConvertError(`A ${t.block} of \`${key}\` must be an object, not ${JSON.stringify(e)}`);
    const o = e as Obj;
    // A block named freely (`name`) states its kind; one named after its kind needs none.
    const named = t.nameField !== undefined && o[t.nameField] !== undefined && t.kindKey !== undefined;
    const kindSpec = t.params.find((p) => p.name === t.kindKey);
    const kindFigure = named && kindSpec ? [T.prop(t.kindKey!, valueOf(o[t.nameKey], kindSpec.type, ruleset))] : [];
    const figures = [...kindFigure, ...inDocumentOrder(o, t.params).filter((p) => p.name !== t.kindKey && o[p.name] !== undefined).map((p) => T.prop(p.name, valueOf(o[p.name], p.type, ruleset)))];
    return T.block(t.block, [identName(named ? o[t.nameField!] : o[t.nameKey], `The ${t.block} name`)], figures);
  });
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

function identName(name: unknown, what: string): string {
  if (typeof name !== 'string' || !IDENT.test(name)) throw new ConvertError(`${what} ${JSON.stringify(name)} is not an identifier, so it cannot be written in a .ship file`);
  return name;
}

/** The lines of a doc comment (`///`), none when there is no doc. */
function docLines(doc: unknown): string[] {
  if (typeof doc !== 'string' || doc === '') return [];
  return doc.split(/\r?\n/);
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

function systemParams(sys: Obj, ruleset: Ruleset, types: Types): { kind: string; written: Member[]; info: TypeInfo } {
  const type = identName(sys.type, 'The system type');
  if (KEYWORDS.has(type)) throw new ConvertError(`A system of kind \`${type}\` cannot be written in a .ship file: a line that starts with \`${type}\` is read as a declaration`);
  const base = String(sys.base);
  let info = types.info(ruleset, type);
  if (!info) {
    const builtin = systemKind(ruleset, base);
    if (!builtin) throw new ConvertError(`\`${base}\` is not a ${ruleset} system kind`);
    types.synthesized.set(`${ruleset}\0${type}`, { ruleset, builtin, ionBased: typeof sys.ionBased === 'boolean' ? sys.ionBased : !!builtin.ionBased });
    info = types.info(ruleset, type)!;
  }
  const written: Member[] = [];
  for (const spec of systemParamOrder(sys, info.builtin)) {
    const v = sys[spec.name];
    // A value equal to the default goes unsaid, unless the catalog wants it written.
    if (!spec.required && spec.name in info.params && equal(info.params[spec.name], v)) continue;
    // A hangar's `craft` that names a flight (the compiled `flight` beside it) is written bare.
    const ref = spec.type.kind === 'string' && spec.type.orName !== undefined && typeof sys.flight === 'string' && sys.flight === v && IDENT.test(v);
    for (const m of ref ? [T.prop(spec.name, T.ident(v as string))] : membersOf(spec.name, v, spec.type, ruleset)) written.push(m);
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

/**
 * The parameters a system of the document holds, in its kind's order, except that those without
 * a catalog default keep the document's order among themselves. The compiler emits a parameter
 * with a default at the default's place and the others in the order they were written, so this
 * order gives the same document back.
 */
function systemParamOrder(sys: Obj, kind: SystemKind): ParamSpec[] {
  const present = paramOrder(kind).filter((p) => p.name in sys);
  const free = inDocumentOrder(sys, kind.params).filter((p) => p.default === undefined);
  let next = 0;
  return present.map((p) => (p.default === undefined ? free[next++] : p));
}

/**
 * The parameters an object of the document holds, in the order it holds them: the compiler emits
 * them in the order they were written, so writing them back in that order gives the same document.
 */
function inDocumentOrder(o: Obj, specs: readonly ParamSpec[]): ParamSpec[] {
  const byName = new Map(specs.map((p) => [p.name, p]));
  const out: ParamSpec[] = [];
  for (const key of Object.keys(o)) {
    const spec = byName.get(key);
    if (spec) out.push(spec);
  }
  return out;
}

function systemBlock(kind: string, ids: string[], written: Member[], singleton: boolean): Block {
  return T.block(kind, singleton ? [] : ids, written.length ? written : null);
}

interface SystemLine {
  section: string | null;
  doc?: string;
  node: Block;
}

/** System blocks in order, merging neighbours that differ only by id. */
function systemLines(systems: Obj[], ruleset: Ruleset, types: Types, only?: (sys: Obj) => Member[] | undefined): SystemLine[] {
  const out: (SystemLine & { kind: string; ids: string[]; key: string; merged?: Member[] })[] = [];
  for (const sys of systems) {
    const id = identName(sys.id, 'The system id');
    const { kind, written: all } = systemParams(sys, ruleset, types);
    const written = only ? only(sys) : all;
    if (!written) continue;
    const section = ruleset === 'b5wars' && typeof sys.section === 'string' ? sys.section : null;
    const singleton = id === kind;
    const doc = typeof sys.doc === 'string' && sys.doc !== '' ? sys.doc : undefined;
    // The members as text: nodes made without source have empty spans, so equal members say the same.
    const key = JSON.stringify([kind, section, written]);
    const last = out[out.length - 1];
    if (last && !singleton && !doc && !last.doc && last.key === key && last.ids[0] !== last.kind && !KEYWORDS.has(id) && !KEYWORDS.has(last.ids[0])) {
      // The block is made once the run is complete: remaking it per id was quadratic.
      last.ids.push(id);
      last.merged = written;
      continue;
    }
    out.push({ section, doc, node: systemBlock(kind, [id], written, singleton), kind, ids: [id], key });
  }
  for (const line of out) if (line.merged) line.node = systemBlock(line.kind, line.ids, line.merged, false);
  return out;
}

// ---- ships --------------------------------------------------------------------------------------

function propSpec(ruleset: Ruleset, name: string): ParamSpec | undefined {
  return shipProperties[ruleset].find((p) => p.name === name);
}

/**
 * The ship's properties in the order of the document (the compiler emits them in the order they
 * were written, so the order survives the round trip); `displayName` is written `name`.
 */
function shipProps(ship: Obj, ruleset: Ruleset, filter: (key: string, v: unknown) => boolean): Member[] {
  const specs = new Map(shipProperties[ruleset].filter((p) => p.name !== 'name').map((p) => [p.name, p]));
  const out: Member[] = [];
  for (const [key, v] of Object.entries(ship)) {
    if (key === 'displayName') {
      if (typeof v === 'string' && filter(key, v)) out.push(T.prop('name', stringValue(v)));
      continue;
    }
    const spec = specs.get(key);
    if (!spec || !filter(key, v)) continue;
    out.push(T.prop(key, valueOf(v, spec.type, ruleset)));
  }
  return out;
}

/** The `rules { ... }` constants that differ from `against` (missing ones are the defaults). */
function rulesMembers(rules: Obj, against: Obj): Property[] {
  const out: Property[] = [];
  for (const c of ruleConstants) {
    const v = c.name in rules ? rules[c.name] : c.default;
    const was = c.name in against ? against[c.name] : c.default;
    if (equal(v, was)) continue;
    out.push(T.prop(c.name, typeof v === 'number' ? sourceNumber(v) : typeof v === 'boolean' ? T.bool(v) : nameOrString(String(v))));
  }
  return out;
}

/** A ruleset constant as the note about it shows it: `fractionalAccounting: true`. */
function constantText(p: Property): string {
  const v = p.value;
  const text =
    v.kind === 'fraction' ? `${v.numerator}/${v.denominator}`
    : v.kind === 'number' ? `${v.value < 0 ? '-' : ''}${decimalSpelling(v.value)}`
    : v.kind === 'bool' ? String(v.value)
    : v.kind === 'ident' ? v.name
    : v.kind === 'string' ? v.value
    : '';
  return `${p.key}: ${text}`;
}

function hitsBlock(hits: unknown): Block | undefined {
  if (!Array.isArray(hits)) return undefined;
  const entries = (hits as Obj[]).map((h) => {
    const range = h.from === h.to ? `${h.from}` : `${h.from}..${h.to}`;
    // A kind of a section (`ofKind`) is `section.kind`; alternatives (`7: [D1, D2]`) are names.
    const one = (x: Obj) => (x.ofKind === true && typeof x.section === 'string' ? T.ident(`${identName(x.section, 'The section name')}.${identName(x.target, 'The hit target')}`) : nameOrString(String(x.target)));
    const value = Array.isArray(h.alternatives) ? T.list((h.alternatives as Obj[]).map(one)) : one(h);
    return T.prop(range, value, { from: h.from as number, to: h.to as number });
  });
  return T.block('hits', [], entries);
}

/**
 * `fore: 40`, or a block `port { rating: 15  arc: 180..0  armor: 2  perHit: 5 }` when the arc is
 * not the one its name gives or the projection has armor or a per-hit cap (ST-SH-13).
 */
function projection(p: Obj, count: number): Member {
  const name = identName(p.name, 'The projection');
  const arc = Array.isArray(p.arc) && p.arc.length === 2 ? (p.arc as [number, number]) : undefined;
  const byName = arcByName(String(p.name), count);
  const ownArc = arc !== undefined && !(byName && equal(normArc(arc), normArc(byName)));
  const limits = (['armor', 'perHit'] as const).filter((k) => typeof p[k] === 'number').map((k) => T.prop(k, sourceNumber(p[k] as number)));
  const rating = sourceNumber(p.rating as number);
  if (!ownArc && !limits.length) return T.prop(name, rating);
  return T.block(name, [], [T.prop('rating', rating), ...(ownArc ? [T.prop('arc', loweredArc(arc))] : []), ...limits]);
}

function shieldsBlock(projections: Obj[], count: number): Block {
  return T.block('shields', [], projections.map((p) => projection(p, count)));
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
function layout(sections: SectionParts[], systems: SystemLine[], tree: T.TreeBuilder): Member[] {
  const out: Member[] = [];
  const pending = [...sections];
  const opened = new Set<string>();
  const emitSection = (name: string, members: Member[]) => out.push(T.block('section', [name], members));
  const whole = (s: SectionParts, body: Member[] = []) => [...s.head, ...body, ...s.tail];
  const withDoc = (s: SystemLine) => {
    tree.lead(s.node, 'doc', docLines(s.doc));
    return s.node;
  };
  let i = 0;
  while (i < systems.length) {
    const sec = systems[i].section;
    const run: SystemLine[] = [];
    while (i < systems.length && systems[i].section === sec) run.push(systems[i++]);
    const body = run.map(withDoc);
    if (sec === null) {
      for (const b of body) out.push(b); // not push(...): thousands of systems overflow the stack
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

interface SectionParts {
  name: string;
  /** structure, armor: before the systems. */
  head: Member[];
  /** the hit chart: after the systems. */
  tail: Member[];
}

function sectionParts(sec: Obj, only?: Set<string>): SectionParts {
  const props = ['structure', 'armor', 'arc'].filter((k) => k in sec && (!only || only.has(k)));
  const head = props.map((k) => T.prop(k, k === 'arc' && Array.isArray(sec.arc) ? loweredArc(sec.arc as [number, number]) : valueOf(sec[k], undefined, 'b5wars')));
  const tail: Member[] = [];
  if ('hits' in sec && (!only || only.has('hits'))) {
    const h = hitsBlock(sec.hits);
    if (h) tail.push(h);
  }
  return { name: identName(sec.name, 'The section name'), head, tail };
}

function allowsOf(allows: unknown): Allow[] {
  if (!Array.isArray(allows)) return [];
  return (allows as Obj[]).map((a) => T.allow(String(a.rule), String(a.reason ?? '')));
}

/** A ship body: its own members, then (after a blank line) its systems, then its allows. */
function shipBody(tree: T.TreeBuilder, own: Member[], laid: Member[], allows: Allow[], blankBeforeSystems: boolean): Member[] {
  if (blankBeforeSystems) tree.blank(laid[0]);
  tree.blank(allows[0]);
  const body = [...own];
  for (const m of laid) body.push(m); // not push(...): thousands of systems overflow the stack
  for (const a of allows) body.push(a);
  return body;
}

function shipDecl(name: string, base: string | null, body: Member[]): ShipDecl {
  return { kind: 'ship', name: T.name(name), base: base === null ? null : T.name(base), body, span: { start: 0, end: 0 } };
}

function fullShip(ship: Obj, types: Types, tree: T.TreeBuilder): ShipDecl {
  const ruleset = ship.ruleset as Ruleset;
  const name = identName(ship.name, 'The ship name');
  const own = shipProps(ship, ruleset, () => true);
  if (ruleset === 'b5wars' && Array.isArray(ship.projections) && ship.projections.length) {
    own.push(shieldsBlock(ship.projections as Obj[], (ship.projections as Obj[]).length));
  }
  const secs = sectionsOf(ship).map((s) => sectionParts(s));
  const laid = layout(secs, systemLines(systemsOf(ship), ruleset, types), tree);
  return shipDecl(name, null, shipBody(tree, own, laid, allowsOf(ship.allows), true));
}

/** The variant as differences from its base, or undefined when .ship cannot express them. */
function variantShip(ship: Obj, base: Obj, types: Types, tree: T.TreeBuilder): ShipDecl | undefined {
  const ruleset = ship.ruleset as Ruleset;
  if (base.ruleset !== ruleset) return undefined;
  // Properties: changed ones are written; one the base has and the variant lacks cannot be unset.
  const propKeys = (s: Obj) => Object.keys(s).filter((k) => !SHIP_FIELDS.has(k) && propSpec(ruleset, k)).concat(typeof s.displayName === 'string' ? ['displayName'] : []);
  for (const k of propKeys(base)) if (!(k in ship)) return undefined;
  if (ruleset === 'sfb' && 'shields' in base && !('shields' in ship)) return undefined;
  const body: Member[] = shipProps(ship, ruleset, (k, v) => !equal(base[k], v));
  if (ruleset === 'sfb' && 'shields' in ship && !equal(ship.shields, base.shields)) {
    body.push(T.prop('shields', valueOf(ship.shields, propSpec('sfb', 'shields')!.type, 'sfb')));
  }
  // A variant keeps its base's ruleset constants; .ship has no way to change them per ship.
  if (rulesMembers((ship.rules as Obj) ?? {}, (base.rules as Obj) ?? {}).length) return undefined;
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
  if (changed.length) body.push(shieldsBlock(changed.map(([k]) => (ship.projections as Obj[]).find((p) => p.name === k)!), mine.size));

  // Sections: inherited ones keep their place; new ones come after; removed ones are `remove`d.
  const baseSecs = sectionsOf(base);
  const mySecs = sectionsOf(ship);
  const myNames = mySecs.map((s) => String(s.name));
  const removedSecs = baseSecs.map((s) => String(s.name)).filter((n) => !myNames.includes(n));
  const keptOrder = baseSecs.map((s) => String(s.name)).filter((n) => myNames.includes(n));
  const added = myNames.filter((n) => !baseSecs.some((s) => s.name === n));
  if (!equal([...keptOrder, ...added], myNames)) return undefined;
  const secs: SectionParts[] = [];
  for (const s of mySecs) {
    const b = baseSecs.find((x) => x.name === s.name);
    if (!b) {
      secs.push(sectionParts(s));
      continue;
    }
    for (const k of ['structure', 'armor', 'arc', 'hits']) if (k in b && !(k in s)) return undefined;
    const diff = new Set(['structure', 'armor', 'arc', 'hits'].filter((k) => k in s && !equal(s[k], b[k])));
    secs.push(sectionParts(s, diff));
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
    const diff: Member[] = [];
    const info = types.info(ruleset, String(s.type))!;
    for (const spec of systemParamOrder(s, info.builtin)) {
      if (!equal(s[spec.name], b[spec.name])) for (const m of membersOf(spec.name, s[spec.name], spec.type, ruleset)) diff.push(m);
    }
    if (!diff.length && (s.section ?? null) === (b.section ?? null) && s.doc === b.doc) return undefined;
    return diff;
  });
  // Allows: the variant inherits its base's, then adds its own.
  const baseAllows = Array.isArray(base.allows) ? (base.allows as Obj[]) : [];
  const myAllows = Array.isArray(ship.allows) ? (ship.allows as Obj[]) : [];
  if (!equal(myAllows.slice(0, baseAllows.length), baseAllows)) return undefined;

  const name = identName(ship.name, 'The ship name');
  const baseName = identName(base.name, 'The ship name');
  const removeIds = [...removed, ...removedSecs];
  if (removeIds.length) body.push(T.remove(removeIds));
  const touched = new Set(changes.map((c) => c.section).filter((s): s is string => s !== null));
  const laid = layout(
    secs.filter((s) => s.head.length || s.tail.length || touched.has(s.name) || added.includes(s.name)),
    changes,
    tree,
  );
  return shipDecl(name, baseName, shipBody(tree, body, laid, allowsOf(myAllows.slice(baseAllows.length)), body.length > 0));
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
  const tree = new T.TreeBuilder();
  const notes: string[] = [];
  const rulesetCount = new Map<Ruleset, number>();
  for (const s of ships) rulesetCount.set(s.ruleset as Ruleset, (rulesetCount.get(s.ruleset as Ruleset) ?? 0) + 1);
  for (const t of types.declared()) rulesetCount.set(t.ruleset, (rulesetCount.get(t.ruleset) ?? 0) + 1);
  const fileRuleset = [...rulesetCount].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'b5wars';
  // Ruleset constants: a .ship file has one `rules` block for all its ships.
  const fileRules = ((ships[0]?.rules as Obj | undefined) ?? {}) as Obj;

  const shipDecls: ShipDecl[] = [];
  const byName = new Map(ships.map((s) => [String(s.name), s]));
  for (const s of ships) {
    let decl: ShipDecl | undefined;
    const baseName = typeof s.extends === 'string' ? s.extends : undefined;
    const base = baseName ? byName.get(baseName) : undefined;
    if (base && base !== s) decl = variantShip(s, base, types, tree);
    if (!decl) {
      decl = fullShip(s, types, tree);
      const differs = rulesMembers((s.rules as Obj) ?? {}, fileRules);
      if (differs.length) {
        const msg = `The JSON gives ${String(s.name)} other ruleset constants (rules { ${differs.map(constantText).join('  ')} }) than the file's rules block; a .ship file has one rules block for all its ships.`;
        notes.push(msg);
        tree.lead(decl, 'line', [`Note: ${msg}`]);
      }
      if (baseName) tree.lead(decl, 'line', [`A variant of ${baseName}, written out in full.`]);
    }
    tree.lead(decl, 'doc', docLines(s.doc));
    if ((s.ruleset as Ruleset) !== fileRuleset) decl.body.unshift(T.prop('ruleset', T.ident(String(s.ruleset))));
    shipDecls.push(decl);
  }
  // Types after the ships: writing the ships is what discovers the undeclared ones.
  const typeDecls: SystemDecl[] = [];
  for (const t of types.ordered()) {
    const info = types.info(t.ruleset, t.extends);
    const body: Member[] = [];
    if (t.ionBased !== undefined) body.push(T.prop('ionBased', T.bool(t.ionBased)));
    for (const [k, v] of Object.entries(t.params)) {
      const spec = info?.builtin.params.find((p) => p.name === k);
      // A hangar type's `craft` that names a flight is written bare; the `flight` beside it is that name.
      if (k === 'flight' && typeof v === 'string' && t.params.craft === v) continue;
      const ref = spec?.type.kind === 'string' && spec.type.orName !== undefined && typeof t.params.flight === 'string' && t.params.flight === v && IDENT.test(v);
      for (const m of ref ? [T.prop(k, T.ident(v as string))] : membersOf(k, v, spec?.type, t.ruleset)) body.push(m);
    }
    const decl: SystemDecl = { kind: 'system', name: T.name(identName(t.name, 'The system type')), base: T.name(identName(t.extends, 'The system type')), body, span: { start: 0, end: 0 } };
    tree.lead(decl, 'doc', docLines(t.doc));
    typeDecls.push(decl);
  }
  // Flights (`flight NAME { ... }`): figures that differ from the catalog default, then the weapons.
  const flightDecls: FlightDecl[] = [];
  for (const f of Array.isArray(d.flights) ? (d.flights as Obj[]) : []) {
    const body: Member[] = [];
    if (typeof f.displayName === 'string') body.push(T.prop('name', stringValue(f.displayName)));
    for (const spec of flightProperties) {
      if (spec.name === 'name' || !(spec.name in f)) continue;
      if (!spec.required && spec.default !== undefined && equal(spec.default, f[spec.name])) continue;
      for (const m of membersOf(spec.name, f[spec.name], spec.type, 'b5wars')) body.push(m);
    }
    for (const line of systemLines(Array.isArray(f.weapons) ? (f.weapons as Obj[]) : [], 'b5wars', types)) body.push(line.node);
    for (const a of allowsOf(f.allows)) body.push(a);
    const decl: FlightDecl = { kind: 'flight', name: T.name(identName(f.name, 'The flight')), base: null, body, span: { start: 0, end: 0 } };
    tree.lead(decl, 'doc', docLines(f.doc));
    flightDecls.push(decl);
  }
  const ruleset: Decl = { kind: 'ruleset', name: T.name(fileRuleset), span: { start: 0, end: 0 } };
  if (options.header) tree.lead(ruleset, 'line', [options.header]);
  tree.decls.push(ruleset);
  const rules = rulesMembers(fileRules, {});
  if (rules.length) tree.decls.push({ kind: 'rules', body: rules, span: { start: 0, end: 0 } });
  for (const decl of [...typeDecls, ...flightDecls, ...shipDecls]) {
    tree.blank(decl);
    tree.decls.push(decl);
  }
  return { text: tree.text(), notes };
}
