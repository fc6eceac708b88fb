// JSON ship document -> .ship source. The source is written the way a person would write it:
// properties that equal the catalog default are left out, systems that differ only by id share a
// block (`ionCannon A, B { ... }`), sfb arcs use the built-in arc names, a variant (`extends`) is
// written as its differences from its base, and user system types get their `system` declaration.
// It is built as a syntax tree (./tree.ts) and printed by the formatter's printer, so the text is
// in the house style. Compiling it gives the same compiled document as the JSON (tests/compiler/json).
import type { Allow, Block, Decl, FleetDecl, FlightDecl, Member, Property, ShipDecl, SystemDecl } from '../../grammar/ast';
import { decimalSpelling } from '../../grammar/print/values';
import { ruleConstants, shipProperties } from '../catalog/index';
import { flightProperties } from '../catalog/flights';
import type { ParamSpec, Ruleset } from '../catalog/types';
import { arcByName } from '../projections';
import { systemLines, systemParamOrder, systemParams, type SystemLine } from './systems';
import * as T from './tree';
import { Types, type JsonTypeEntry } from './types';
import { inputKeys } from '../document/schema';
import { ownKeys, sectionSpecs, shipPart, statedProjectionSpecs, systemPart } from '../document/parts';
import { ConvertError, docLines, equal, IDENT, identName, loweredArc, membersOf, nameOrString, sourceNumber, stringValue, valueOf, type Obj } from './values';

export { ConvertError } from './values';
export type { JsonTypeEntry } from './types';

// What the document describes (compiler/document/parts.ts) rather than the catalog; `size` is
// written as the ship property it is.
const SHIP_FIELDS = new Set(ownKeys(shipPart).filter((k) => k !== 'size'));
const SYSTEM_FIELDS = new Set(inputKeys(systemPart));
/** A projection's figures beyond rating and arc, and a section's figures. */
const STATED = statedProjectionSpecs.map((s) => s.name);
const SECTION_FIGURES = sectionSpecs.map((s) => s.name);

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
 * `fore: 40`, or a block `port { rating: 15  arc: 180..0  armor: 2 }` when the arc is not the one
 * its name gives or the projection states other figures (the description's stated ones).
 */
function projection(p: Obj, count: number): Member {
  const name = identName(p.name, 'The projection');
  const arc = Array.isArray(p.arc) && p.arc.length === 2 ? (p.arc as [number, number]) : undefined;
  const byName = arcByName(String(p.name), count);
  const ownArc = arc !== undefined && !(byName && equal(normArc(arc), normArc(byName)));
  const limits = STATED.filter((k) => typeof p[k] === 'number').map((k) => T.prop(k, sourceNumber(p[k] as number)));
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
  const props = SECTION_FIGURES.filter((k) => k in sec && (!only || only.has(k)));
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
  const limitsOf = (s: Obj, k: string) => STATED.map((f) => projOf(s, k)?.[f]);
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
    for (const k of [...SECTION_FIGURES, 'hits']) if (k in b && !(k in s)) return undefined;
    const diff = new Set([...SECTION_FIGURES, 'hits'].filter((k) => k in s && !equal(s[k], b[k])));
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
  // Fleets (`fleet NAME { ... }`): what they field; the figures read off the ships are not written.
  const fleetDecls: FleetDecl[] = [];
  const count = (n: unknown) => T.integerOrDecimal(typeof n === 'number' ? n : 0);
  for (const f of Array.isArray(d.fleets) ? (d.fleets as Obj[]) : []) {
    const body: Member[] = [];
    if (typeof f.displayName === 'string') body.push(T.prop('name', stringValue(f.displayName)));
    if (typeof f.notes === 'string') body.push(T.prop('notes', stringValue(f.notes)));
    if (typeof f.budget === 'number') body.push(T.prop('budget', T.integerOrDecimal(f.budget)));
    const ships = Array.isArray(f.ships) ? (f.ships as Obj[]) : [];
    body.push(T.block('ships', [], ships.map((e) => T.prop(identName(e.ship, 'A fleet ship'), count(e.count)))));
    const flights = Array.isArray(f.flights) ? (f.flights as Obj[]) : [];
    if (flights.length) body.push(T.block('flights', [], flights.map((e) => T.prop(identName(e.flight, 'A fleet flight'), count(e.craft)))));
    for (const a of allowsOf(f.allows)) body.push(a);
    const decl: FleetDecl = { kind: 'fleet', name: T.name(identName(f.name, 'The fleet')), base: null, body, span: { start: 0, end: 0 } };
    tree.lead(decl, 'doc', docLines(f.doc));
    fleetDecls.push(decl);
  }
  const ruleset: Decl = { kind: 'ruleset', name: T.name(fileRuleset), span: { start: 0, end: 0 } };
  if (options.header) tree.lead(ruleset, 'line', [options.header]);
  tree.decls.push(ruleset);
  const rules = rulesMembers(fileRules, {});
  if (rules.length) tree.decls.push({ kind: 'rules', body: rules, span: { start: 0, end: 0 } });
  for (const decl of [...typeDecls, ...flightDecls, ...shipDecls, ...fleetDecls]) {
    tree.blank(decl);
    tree.decls.push(decl);
  }
  return { text: tree.text(), notes };
}
