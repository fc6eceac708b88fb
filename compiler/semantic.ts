// The semantic model: what every name written in a program means, as the compiler resolved it.
// The lowerer resolves names once (compiler/lower.ts: ship `extends` chains, system-type chains of
// any depth, arc names, kinds); this model records those answers per file as occurrences, each
// tied to its declaration by an identity `key`, each property tied to its catalog parameter (the
// one lookup of compiler/catalog/properties.ts). The language server's definition, references,
// rename, hover, completion, inlay hints and semantic tokens read it and resolve nothing
// themselves, so the editor and `drydock check` cannot disagree about what a name means.
//
// Keys (NUL-separated, never shown):
//   ship        ship\0FILE\0NAME               declared by `ship NAME`
//   systemType  systemType\0FILE\0NAME         declared by `system NAME`
//   arc         arc\0FILE\0NAME                declared by `arc NAME = ...`
//   id          id\0FILE\0SHIP\0ID             a system id, keyed by the ship that first declares it
//                                              (a variant's `deflector DF { ... }` and `remove DF`
//                                              are uses of the base ship's DF)
//   section     section\0FILE\0SHIP\0NAME      likewise for section names
//   kind        kind\0RULESET\0NAME            a built-in kind (not renamable)
//   builtinArc  builtinArc\0NAME               `all` and the sfb arc names (not renamable)
//   property    property\0OWNER\0NAME          a catalog parameter where it is written
//   rule        rule\0ID                       a rule ID in `allow`
//   file        file\0PATH                     an import's target
//   flight      flight\0FILE\0NAME             declared by `flight NAME`, used by a hangar's `craft: NAME`
//   fleet       fleet\0FILE\0NAME              declared by `fleet NAME`; a fleet's entries are uses of ships and flights
import * as path from 'node:path';
import type { Block, FleetDecl, FlightDecl, Member, Property, ShipDecl, Span, SystemDecl, Value } from '../grammar/ast';
import { propertySpec, subBlocksOf, type PropertyOwner } from './catalog/properties';
import type { ParamSpec, Ruleset, SystemKind } from './catalog/types';
import type { KindTarget, Lowerer } from './lower';
import type { ShipModel, SystemTypeModel } from './model';
import type { FileUnit, Program } from './program';

export type { PropertyOwner } from './catalog/properties';

export type OccKind =
  | 'ship'
  | 'flight'
  | 'fleet'
  | 'systemType'
  | 'kind'
  | 'group'
  | 'arc'
  | 'builtinArc'
  | 'id'
  | 'section'
  | 'property'
  | 'projection'
  | 'constant'
  | 'enumValue'
  | 'rule'
  | 'import'
  | 'rulesetName'
  | 'hitKeyword'
  | 'unresolved';

/** One name written in a file and what it means. */
export interface Occurrence {
  kind: OccKind;
  name: string;
  span: Span;
  /** Identity shared by a declaration and its uses (see the file comment). */
  key?: string;
  /** This occurrence declares the symbol. */
  decl?: boolean;
  /** Can be renamed (user-declared names only). */
  renamable?: boolean;
  /** Where the symbol is declared (file and span of its name). */
  def?: { file: string; span: Span };
  ruleset?: Ruleset;
  /** The ship the occurrence is written in. */
  ship?: ShipDecl;
  /** The block this name belongs to (kind and ids of a system or section). */
  block?: Block;
  /** The property of a property key or value. */
  property?: Property;
  spec?: ParamSpec;
  owner?: PropertyOwner;
  /** The built-in kind a kind name or a system type resolves to. */
  builtin?: SystemKind;
  /** A `system` declaration this occurrence names or is inside. */
  systemDecl?: SystemDecl;
  /** A `flight` declaration this occurrence names or is inside. */
  flightDecl?: FlightDecl;
  /** A `fleet` declaration this occurrence names or is inside. */
  fleetDecl?: FleetDecl;
  /** Doc comment of the declaration. */
  doc?: string;
}

/** The occurrences of one file, sorted by position. */
export interface FileSymbols {
  file: string;
  occurrences: Occurrence[];
  /** The occurrence at an offset (the cursor may sit just after the name). */
  at(offset: number): Occurrence | undefined;
  /** Every ship declared in the file, with its resolved ruleset. */
  ships: { decl: ShipDecl; ruleset?: Ruleset }[];
}

type Found<T> = { unit: FileUnit; decl: T };

const GROUPS = new Set(['section', 'shields', 'hits', 'rules']);

export const shipKey = (file: string, name: string) => `ship\0${file}\0${name}`;
export const systemTypeKey = (file: string, name: string) => `systemType\0${file}\0${name}`;
export const arcKey = (file: string, name: string) => `arc\0${file}\0${name}`;
export const flightKey = (file: string, name: string) => `flight\0${file}\0${name}`;
export const fleetKey = (file: string, name: string) => `fleet\0${file}\0${name}`;

/**
 * Occurrences of ships kept from an earlier compile (the language server's incremental analysis):
 * offered only for ships whose lowering was reused, so they resolve exactly as before.
 */
export interface OccurrenceReuse {
  occurrences?(decl: ShipDecl): Occurrence[] | undefined;
  keepOccurrences?(decl: ShipDecl, occurrences: Occurrence[]): void;
}

/** Name resolution of a lowered program, read by the language server. */
export class SemanticModel {
  private readonly files = new Map<string, FileSymbols>();
  private readonly declaredNames = new WeakMap<ShipDecl, { ids: Map<string, Span>; sections: Map<string, Span> }>();
  private readonly unitOfShip = new WeakMap<ShipDecl, FileUnit>();

  constructor(
    readonly program: Program,
    private readonly lowerer: Lowerer,
    private readonly reuse?: OccurrenceReuse,
  ) {
    for (const u of program.files.values()) for (const d of u.ast.decls) if (d.kind === 'ship') this.unitOfShip.set(d, u);
  }

  /** Builds of file symbols begun by prepareFile and not finished. */
  private readonly building = new Map<string, Generator<void, FileSymbols>>();

  /** The symbols of one file of the program (built on first use, then kept). */
  file(unit: FileUnit): FileSymbols {
    // A build prepareFile began goes on from where it stopped.
    return this.files.get(unit.path) ?? this.advance(unit, this.building.get(unit.path) ?? fileSymbolSteps(this, unit, this.reuse))!;
  }

  /**
   * Builds the symbols of a file a few declarations at a time, until they are done (true) or
   * `enough()` says to stop for now (false; the next call, or `file`, goes on from there). The
   * language server builds them this way after each check, so that an edit that comes in
   * meanwhile waits for a few declarations, not for a whole big file.
   */
  prepareFile(unit: FileUnit, enough: () => boolean): boolean {
    if (this.files.has(unit.path)) return true;
    return this.advance(unit, this.building.get(unit.path) ?? fileSymbolSteps(this, unit, this.reuse), enough) !== undefined;
  }

  /** Runs a build until it is done (its symbols, kept) or `enough()` (undefined; kept to go on). */
  private advance(unit: FileUnit, steps: Generator<void, FileSymbols>, enough?: () => boolean): FileSymbols | undefined {
    try {
      for (;;) {
        const r = steps.next();
        if (r.done) {
          this.building.delete(unit.path);
          this.files.set(unit.path, r.value);
          return r.value;
        }
        if (enough?.()) {
          this.building.set(unit.path, steps);
          return undefined;
        }
      }
    } catch (e) {
      // A build that failed is not gone on with.
      this.building.delete(unit.path);
      throw e;
    }
  }

  // ---- resolution (the lowerer's answers) -------------------------------------------------------

  /** The lowered ship of a declaration; null when it failed to resolve. */
  shipModel(decl: ShipDecl): ShipModel | null {
    return this.lowerer.shipModel(decl) ?? null;
  }

  /** The ruleset a ship follows (its base's when it inherits one). */
  rulesetOf(decl: ShipDecl): Ruleset | undefined {
    return this.lowerer.shipRuleset(decl) ?? this.unitOfShip.get(decl)?.ruleset;
  }

  /** The ship a ship `extends`, as the compiler resolved it. */
  baseShip(decl: ShipDecl): Found<ShipDecl> | undefined {
    const b = this.lowerer.shipBase(decl);
    return b && b.decl !== decl ? b : undefined;
  }

  /** The ship and its resolved ancestors: [self, base, base's base, ...], stopping at a cycle. */
  ancestors(decl: ShipDecl): Found<ShipDecl>[] {
    const unit = this.unitOfShip.get(decl);
    if (!unit) return [];
    const out: Found<ShipDecl>[] = [{ unit, decl }];
    const seen = new Set<ShipDecl>([decl]);
    for (let cur = this.baseShip(decl); cur && !seen.has(cur.decl); cur = this.baseShip(cur.decl)) {
      seen.add(cur.decl);
      out.push(cur);
    }
    return out;
  }

  /** The resolved system type of a `system` declaration (null when its chain does not resolve). */
  systemType(unit: FileUnit, decl: SystemDecl): SystemTypeModel | null {
    return this.lowerer.systemType(unit, decl);
  }

  /** What a kind name means in `unit` for a ship of `ruleset`. */
  resolveKind(unit: FileUnit, ruleset: Ruleset | undefined, name: string): KindTarget | undefined {
    return this.lowerer.kindTarget(unit, ruleset, name);
  }

  /** Names of a table visible from `unit` (its own declarations and its direct imports'). */
  visibleNames(unit: FileUnit, table: 'ships' | 'systems' | 'arcs' | 'flights' | 'fleets'): string[] {
    return this.program.visibleNames(unit, table);
  }

  /** A declaration visible from `unit` by name. */
  lookup<K extends 'ships' | 'systems' | 'arcs' | 'flights' | 'fleets'>(unit: FileUnit, table: K, name: string) {
    return this.program.lookup(unit, table, name);
  }

  /** Ids and section names the ship's own body declares. */
  private declared(decl: ShipDecl): { ids: Map<string, Span>; sections: Map<string, Span> } {
    let d = this.declaredNames.get(decl);
    if (d) return d;
    const out = { ids: new Map<string, Span>(), sections: new Map<string, Span>() };
    const walk = (body: Member[], inSection: boolean) => {
      for (const m of body) {
        if (m.kind !== 'block') continue;
        if (m.type.name === 'section' && !inSection) {
          for (const id of m.ids) if (!out.sections.has(id.name)) out.sections.set(id.name, id.span);
          walk(m.body ?? [], true);
        } else if (!GROUPS.has(m.type.name)) {
          for (const id of m.ids) if (!out.ids.has(id.name)) out.ids.set(id.name, id.span);
        }
      }
    };
    walk(decl.body, false);
    this.declaredNames.set(decl, (d = out));
    return d;
  }

  /**
   * The first declaration of an id (or section) along the ship's ancestors, starting at the root:
   * the system a variant's same-id block merges into.
   */
  declOf(decl: ShipDecl, name: string, what: 'ids' | 'sections', includeSelf = true): { unit: FileUnit; ship: ShipDecl; span: Span } | undefined {
    const chain = this.ancestors(decl);
    if (!includeSelf) chain.shift();
    for (let i = chain.length - 1; i >= 0; i--) {
      const span = this.declared(chain[i].decl)[what].get(name);
      if (span) return { unit: chain[i].unit, ship: chain[i].decl, span };
    }
    return undefined;
  }

  /** Ids (or section names) visible in a ship: its own and its ancestors'. */
  visibleIds(decl: ShipDecl, what: 'ids' | 'sections' = 'ids'): string[] {
    const names = new Set<string>();
    for (const { decl: d } of this.ancestors(decl)) for (const n of this.declared(d)[what].keys()) names.add(n);
    return [...names];
  }

  /**
   * The systems in section `name` of a ship as the compiler resolved it: a variant's inherited
   * ones included, its own additions and `remove`s applied (what `name.kind` in a hit chart can
   * name, SSD-2). `kind` is the kind a system was declared with, `builtin` the catalog kind under
   * a system type. A ship that did not lower (an unknown base, no ruleset) has no resolved
   * systems: then the blocks the ship and its ancestors write in that section, base first.
   */
  sectionSystems(decl: ShipDecl, name: string): { id: string; kind: string; builtin?: string; singleton: boolean }[] {
    const model = this.shipModel(decl);
    if (model)
      return model.systems
        .filter((s) => s.section === name)
        .map((s) => ({ id: s.id, kind: s.type, builtin: s.builtin.name !== s.type ? s.builtin.name : undefined, singleton: s.singleton }));
    const out: { id: string; kind: string; singleton: boolean }[] = [];
    for (const { decl: d } of this.ancestors(decl).reverse())
      for (const m of d.body)
        if (m.kind === 'block' && m.type.name === 'section' && m.ids.some((i) => i.name === name))
          for (const s of m.body ?? [])
            if (s.kind === 'block' && !GROUPS.has(s.type.name))
              for (const id of s.ids.length ? s.ids.map((i) => i.name) : [s.type.name]) if (!out.some((o) => o.id === id)) out.push({ id, kind: s.type.name, singleton: !s.ids.length });
    return out;
  }

  /** Resolve an arc name (see Lowerer.resolveArc). */
  resolveArc(unit: FileUnit, ruleset: Ruleset | undefined, name: string) {
    return this.lowerer.resolveArc(unit, ruleset, name);
  }
}

/** Declarations read between two points where a build in steps may stop. */
const STEP_DECLS = 16;

/**
 * The occurrences of one file, read off the model's resolutions: a build that may stop after
 * every STEP_DECLS declarations (SemanticModel.prepareFile).
 */
function* fileSymbolSteps(sem: SemanticModel, unit: FileUnit, reuse?: OccurrenceReuse): Generator<void, FileSymbols> {
  /** The occurrences of the declaration being read (each declaration's are sorted and kept apart). */
  let occ: Occurrence[] = [];
  const perDecl: Occurrence[][] = [];
  // Keys are written as template strings, which V8 keeps as trees of string pieces: tens of bytes
  // per piece for every occurrence of a big file. The first use of a key (flattened when the map
  // hashes it) is shared by all the occurrences of the same symbol in this file.
  const keys = new Map<string, string>();
  const add = (o: Occurrence) => {
    if (o.span.end >= o.span.start && o.name !== '') {
      if (o.key !== undefined) {
        const k = keys.get(o.key);
        if (k === undefined) keys.set(o.key, o.key);
        else o.key = k;
      }
      occ.push(o);
    }
  };
  const file = unit.path;

  const arcValue = (v: Value, ship: ShipDecl | undefined, ruleset: Ruleset | undefined, property?: Property, spec?: ParamSpec, owner?: PropertyOwner) => {
    if (v.kind !== 'ident') return;
    const base = { span: v.span, ship, ruleset, property, spec, owner };
    const t = sem.resolveArc(unit, ruleset, v.name);
    if (t?.kind === 'declared')
      return add({ ...base, kind: 'arc', name: v.name, key: arcKey(t.unit.path, v.name), renamable: true, def: { file: t.unit.path, span: t.decl.name.span }, doc: t.decl.doc });
    if (t?.kind === 'predefined') return add({ ...base, kind: 'builtinArc', name: v.name, key: `builtinArc\0${v.name}` });
    add({ ...base, kind: 'unresolved', name: v.name });
  };

  const value = (v: Value, ship: ShipDecl | undefined, ruleset: Ruleset | undefined, property: Property, spec: ParamSpec | undefined, owner: PropertyOwner) => {
    const t = spec?.type;
    if (v.kind === 'list') {
      const of = t?.kind === 'list' ? { ...spec!, type: t.of } : undefined;
      for (const item of v.items) value(item, ship, ruleset, property, of, owner);
      return;
    }
    if (v.kind !== 'ident') return;
    if (t?.kind === 'arc') return arcValue(v, ship, ruleset, property, spec, owner);
    if (t?.kind === 'enum') return add({ kind: 'enumValue', name: v.name, span: v.span, ship, ruleset, property, spec, owner });
    if (property.key === 'ruleset') return add({ kind: 'rulesetName', name: v.name, span: v.span, ship, ruleset, property });
    if (t?.kind === 'string' && t.orName === 'flight') {
      // `craft: NXShuttlepod`: a use of the flight declaration (definition, references, rename).
      const f = sem.lookup(unit, 'flights', v.name);
      if (f) return add({ kind: 'flight', name: v.name, span: v.span, ship, ruleset, property, spec, owner, key: flightKey(f.unit.path, v.name), renamable: true, def: { file: f.unit.path, span: f.decl.name.span }, flightDecl: f.decl, doc: f.decl.doc });
      return add({ kind: 'unresolved', name: v.name, span: v.span, ship, ruleset, property, spec, owner });
    }
    // An identifier where the catalog expects something else: maybe an arc name all the same.
    if (!t) return arcValue(v, ship, ruleset, property, spec, owner);
    add({ kind: 'unresolved', name: v.name, span: v.span, ship, ruleset, property, spec, owner });
  };

  const propKey = (p: Property, kind: OccKind, owner: PropertyOwner, ship?: ShipDecl, ruleset?: Ruleset, systemDecl?: SystemDecl, known = true) => {
    const spec = known ? propertySpec(owner, p.key) : undefined;
    if (!p.range) add({ kind, name: p.key, span: p.keySpan, property: p, spec, owner, ship, ruleset, systemDecl, key: `property\0${ownerName(owner)}\0${p.key}` });
    value(p.value, ship, ruleset, p, spec, owner);
  };

  /** A kind name (a block's type, an `extends` target, a hit-chart target). */
  const kindUse = (t: KindTarget | undefined, name: string, span: Span, extra: Partial<Occurrence>): boolean => {
    if (t?.user) {
      add({ ...extra, kind: 'systemType', name, span, key: systemTypeKey(t.user.unit.path, name), renamable: true, def: { file: t.user.unit.path, span: t.user.decl.name.span }, builtin: t.builtin, systemDecl: t.user.decl, doc: t.user.decl.doc });
      return true;
    }
    if (t?.builtin) {
      add({ ...extra, kind: 'kind', name, span, key: `kind\0${t.builtin.ruleset}\0${name}`, builtin: t.builtin });
      return true;
    }
    return false;
  };

  const idOcc = (name: string, span: Span, shipDecl: ShipDecl, ruleset: Ruleset | undefined, block: Block | undefined, what: 'ids' | 'sections', includeSelf = true) => {
    const d = sem.declOf(shipDecl, name, what, includeSelf);
    const kind: OccKind = what === 'ids' ? 'id' : 'section';
    if (!d) return add({ kind: 'unresolved', name, span, ship: shipDecl, ruleset, block });
    add({
      kind,
      name,
      span,
      ship: shipDecl,
      ruleset,
      block,
      key: `${kind}\0${d.unit.path}\0${d.ship.name.name}\0${name}`,
      renamable: true,
      decl: d.unit === unit && d.span.start === span.start && d.span.end === span.end,
      def: { file: d.unit.path, span: d.span },
    });
  };

  const hitTarget = (v: Value, shipDecl: ShipDecl, ruleset: Ruleset | undefined, prop: Property): void => {
    // Alternatives (`7: [D1, D2]`): each one is a reference of its own.
    if (v.kind === 'list') return v.items.forEach((item) => hitTarget(item, shipDecl, ruleset, prop));
    if (v.kind !== 'ident') return;
    const dot = v.name.indexOf('.');
    if (dot > 0 && v.name.indexOf('.', dot + 1) < 0) {
      // `aft.nacelle`: the section (definition, references, rename) and the kind (hover), each its own name.
      const sec = v.name.slice(0, dot);
      const kind = v.name.slice(dot + 1);
      const kindSpan = { start: v.span.start + dot + 1, end: v.span.end };
      idOcc(sec, { start: v.span.start, end: v.span.start + dot }, shipDecl, ruleset, undefined, 'sections');
      if (!kindUse(sem.resolveKind(unit, ruleset, kind), kind, kindSpan, { ship: shipDecl, ruleset, property: prop }))
        add({ kind: 'unresolved', name: kind, span: kindSpan, ship: shipDecl, ruleset, property: prop });
      return;
    }
    if (sem.declOf(shipDecl, v.name, 'ids')) return idOcc(v.name, v.span, shipDecl, ruleset, undefined, 'ids');
    if (kindUse(sem.resolveKind(unit, ruleset, v.name), v.name, v.span, { ship: shipDecl, ruleset, property: prop })) return;
    if (sem.declOf(shipDecl, v.name, 'sections')) return idOcc(v.name, v.span, shipDecl, ruleset, undefined, 'sections');
    add({ kind: v.name === 'structure' || v.name === 'primary' ? 'hitKeyword' : 'unresolved', name: v.name, span: v.span, ship: shipDecl, ruleset, property: prop });
  };

  /**
   * The sub-blocks of a system body (a weapon's `mode piercing { damage: "3d10+2d6" }`): the
   * opening word is the block-written parameter (`modes`), each name a value of it, and the
   * properties inside belong to that mode.
   */
  const subBlocks = (body: Member[] | null, builtin: SystemKind | undefined, owner: PropertyOwner, shipDecl: ShipDecl | undefined, ruleset: Ruleset | undefined, block?: Block, systemDecl?: SystemDecl) => {
    for (const b of body ?? []) {
      if (b.kind !== 'block') continue;
      const sub = subBlocksOf(builtin, b.type.name);
      if (!sub) continue;
      const spec = builtin?.params.find((p) => p.type === sub);
      add({ kind: 'property', name: b.type.name, span: b.type.span, spec, owner, ship: shipDecl, ruleset, block, systemDecl, key: `property\0${ownerName(owner)}\0${spec?.name ?? b.type.name}` });
      for (const id of b.ids) {
        const known = sub.names.includes(id.name);
        add({ kind: known ? 'enumValue' : 'unresolved', name: id.name, span: id.span, ship: shipDecl, ruleset, block, systemDecl, spec: { name: sub.block, type: { kind: 'enum', values: sub.names }, doc: spec?.doc ?? '' }, owner });
      }
      const modeOwner: PropertyOwner = { type: 'mode', kind: builtin, block: sub.block, name: b.ids[0]?.name ?? '', ruleset };
      for (const p of b.body ?? []) if (p.kind === 'property') propKey(p, 'property', modeOwner, shipDecl, ruleset, systemDecl);
    }
  };

  const members = (body: Member[], shipDecl: ShipDecl, ruleset: Ruleset | undefined, inSection: boolean) => {
    for (const m of body) {
      switch (m.kind) {
        case 'property':
          propKey(m, 'property', { type: inSection ? 'section' : 'ship', ruleset }, shipDecl, ruleset);
          break;
        case 'allow':
          add({ kind: 'rule', name: m.rule.name, span: m.rule.span, ship: shipDecl, ruleset, key: `rule\0${m.rule.name}` });
          break;
        case 'remove':
          for (const id of m.ids) {
            if (sem.declOf(shipDecl, id.name, 'ids', false)) idOcc(id.name, id.span, shipDecl, ruleset, undefined, 'ids', false);
            else if (sem.declOf(shipDecl, id.name, 'sections', false)) idOcc(id.name, id.span, shipDecl, ruleset, undefined, 'sections', false);
            else add({ kind: 'unresolved', name: id.name, span: id.span, ship: shipDecl, ruleset });
          }
          break;
        case 'block': {
          const t = m.type.name;
          if (t === 'section' && !inSection) {
            add({ kind: 'group', name: t, span: m.type.span, ship: shipDecl, ruleset, block: m });
            for (const id of m.ids) idOcc(id.name, id.span, shipDecl, ruleset, m, 'sections');
            members(m.body ?? [], shipDecl, ruleset, true);
          } else if (t === 'shields' || t === 'rules' || t === 'hits') {
            add({ kind: 'group', name: t, span: m.type.span, ship: shipDecl, ruleset, block: m });
            for (const p of m.body ?? []) {
              if (p.kind === 'block' && t === 'shields') {
                // A projection that states its arc: `port { rating: 15  arc: 180..0 }`.
                const spec = propertySpec({ type: 'shields', ruleset }, p.type.name);
                add({ kind: 'projection', name: p.type.name, span: p.type.span, spec, owner: { type: 'shields', ruleset }, ship: shipDecl, ruleset, key: `property\0shields:${ruleset ?? ''}\0${p.type.name}` });
                for (const inner of p.body ?? []) if (inner.kind === 'property') propKey(inner, 'property', { type: 'projection', name: p.type.name, ruleset }, shipDecl, ruleset);
                continue;
              }
              if (p.kind !== 'property') continue;
              if (t === 'shields') propKey(p, 'projection', { type: 'shields', ruleset }, shipDecl, ruleset);
              else if (t === 'rules') propKey(p, 'constant', { type: 'rules' }, shipDecl, ruleset);
              else hitTarget(p.value, shipDecl, ruleset, p);
            }
          } else {
            const target = sem.resolveKind(unit, ruleset, t);
            if (!kindUse(target, t, m.type.span, { ship: shipDecl, ruleset, block: m })) add({ kind: 'unresolved', name: t, span: m.type.span, ship: shipDecl, ruleset, block: m });
            for (const id of m.ids) idOcc(id.name, id.span, shipDecl, ruleset, m, 'ids');
            const builtin = target?.builtin;
            const owner: PropertyOwner = builtin ? { type: 'system', kind: builtin, typeName: t, ruleset } : { type: 'systemDecl', name: t, ruleset };
            // A block of an unknown kind has no parameters to look up.
            for (const p of m.body ?? []) if (p.kind === 'property') propKey(p, 'property', owner, shipDecl, ruleset, undefined, !!builtin);
            subBlocks(m.body, builtin, owner, shipDecl, ruleset, m);
          }
          break;
        }
      }
    }
  };

  const ships: FileSymbols['ships'] = [];
  const byPosition = (a: Occurrence, b: Occurrence) => a.span.start - b.span.start || a.span.end - b.span.end;
  let read = 0;
  for (const decl of unit.ast.decls) {
    if (++read % STEP_DECLS === 0) yield;
    const kept = decl.kind === 'ship' ? reuse?.occurrences?.(decl) : undefined;
    if (kept && decl.kind === 'ship') {
      ships.push({ decl, ruleset: sem.rulesetOf(decl) });
      perDecl.push(kept);
      continue;
    }
    occ = [];
    perDecl.push(occ);
    switch (decl.kind) {
      case 'ruleset':
        add({ kind: 'rulesetName', name: decl.name.name, span: decl.name.span });
        break;
      case 'import': {
        const link = unit.imports.find((l) => l.span.start === decl.path.span.start);
        const target = link?.target?.path ?? path.resolve(path.dirname(unit.path), decl.path.value);
        add({ kind: 'import', name: decl.path.value, span: decl.path.span, key: `file\0${target}`, def: { file: target, span: { start: 0, end: 0 } } });
        break;
      }
      case 'arcDecl': {
        const isDecl = unit.arcs.get(decl.name.name) === decl;
        add({ kind: 'arc', name: decl.name.name, span: decl.name.span, key: arcKey(file, decl.name.name), decl: true, renamable: isDecl, def: { file, span: decl.name.span }, doc: decl.doc });
        arcValue(decl.value, undefined, unit.ruleset);
        break;
      }
      case 'rules':
        for (const p of decl.body) if (p.kind === 'property') propKey(p, 'constant', { type: 'rules' });
        break;
      case 'system': {
        const own = unit.systems.get(decl.name.name) === decl ? sem.systemType(unit, decl) : null;
        add({ kind: 'systemType', name: decl.name.name, span: decl.name.span, key: systemTypeKey(file, decl.name.name), decl: true, renamable: true, def: { file, span: decl.name.span }, systemDecl: decl, doc: decl.doc, builtin: own?.builtin, ruleset: unit.ruleset });
        let builtin: SystemKind | undefined;
        if (decl.base) {
          const t = sem.resolveKind(unit, unit.ruleset, decl.base.name);
          builtin = t?.builtin;
          if (!kindUse(t, decl.base.name, decl.base.span, { ruleset: unit.ruleset })) add({ kind: 'unresolved', name: decl.base.name, span: decl.base.span, ruleset: unit.ruleset });
        }
        const owner: PropertyOwner = { type: 'systemDecl', kind: builtin, name: decl.name.name, ruleset: unit.ruleset };
        for (const p of decl.body) if (p.kind === 'property') propKey(p, 'property', owner, undefined, unit.ruleset, decl);
        subBlocks(decl.body, builtin, owner, undefined, unit.ruleset, undefined, decl);
        break;
      }
      case 'flight': {
        const isDecl = unit.flights.get(decl.name.name) === decl;
        const ruleset: Ruleset = 'b5wars';
        add({ kind: 'flight', name: decl.name.name, span: decl.name.span, key: flightKey(file, decl.name.name), decl: true, renamable: isDecl, def: { file, span: decl.name.span }, flightDecl: decl, ruleset, doc: decl.doc });
        if (decl.base) {
          const b = sem.lookup(unit, 'flights', decl.base.name);
          if (b) add({ kind: 'flight', name: decl.base.name, span: decl.base.span, key: flightKey(b.unit.path, decl.base.name), renamable: true, def: { file: b.unit.path, span: b.decl.name.span }, flightDecl: b.decl, ruleset, doc: b.decl.doc });
          else add({ kind: 'unresolved', name: decl.base.name, span: decl.base.span, ruleset });
        }
        for (const m of decl.body) {
          if (m.kind === 'property') propKey(m, 'property', { type: 'flight', ruleset });
          else if (m.kind === 'allow') add({ kind: 'rule', name: m.rule.name, span: m.rule.span, ruleset, key: `rule\0${m.rule.name}` });
          else if (m.kind === 'block') {
            // The weapons each craft carries: kinds, ids and properties as in a ship.
            const target = sem.resolveKind(unit, ruleset, m.type.name);
            if (!kindUse(target, m.type.name, m.type.span, { ruleset, block: m, flightDecl: decl })) add({ kind: 'unresolved', name: m.type.name, span: m.type.span, ruleset, block: m });
            for (const id of m.ids) add({ kind: 'id', name: id.name, span: id.span, ruleset, block: m, flightDecl: decl, key: `id\0${file}\0flight:${decl.name.name}\0${id.name}`, renamable: true, decl: true, def: { file, span: id.span } });
            const builtin = target?.builtin;
            const owner: PropertyOwner = builtin ? { type: 'system', kind: builtin, typeName: m.type.name, ruleset } : { type: 'systemDecl', name: m.type.name, ruleset };
            for (const p of m.body ?? []) if (p.kind === 'property') propKey(p, 'property', owner, undefined, ruleset, undefined, !!builtin);
            subBlocks(m.body, builtin, owner, undefined, ruleset, m);
          }
        }
        break;
      }
      case 'fleet': {
        const isDecl = unit.fleets.get(decl.name.name) === decl;
        add({ kind: 'fleet', name: decl.name.name, span: decl.name.span, key: fleetKey(file, decl.name.name), decl: true, renamable: isDecl, def: { file, span: decl.name.span }, fleetDecl: decl, ruleset: unit.ruleset, doc: decl.doc });
        for (const m of decl.body) {
          if (m.kind === 'allow') add({ kind: 'rule', name: m.rule.name, span: m.rule.span, key: `rule\0${m.rule.name}` });
          if (m.kind !== 'block' || (m.type.name !== 'ships' && m.type.name !== 'flights')) continue;
          // `ships { Excelsior: 3 }`: each key is a use of a ship (definition, references, rename, hover).
          const table = m.type.name;
          for (const e of m.body ?? []) {
            if (e.kind !== 'property' || e.range) continue;
            const f = sem.lookup(unit, table, e.key);
            if (!f) add({ kind: 'unresolved', name: e.key, span: e.keySpan, fleetDecl: decl });
            else if (table === 'ships')
              add({ kind: 'ship', name: e.key, span: e.keySpan, key: shipKey(f.unit.path, e.key), renamable: true, def: { file: f.unit.path, span: f.decl.name.span }, fleetDecl: decl, doc: f.decl.doc });
            else
              add({ kind: 'flight', name: e.key, span: e.keySpan, key: flightKey(f.unit.path, e.key), renamable: true, def: { file: f.unit.path, span: f.decl.name.span }, flightDecl: f.decl as FlightDecl, fleetDecl: decl, doc: f.decl.doc });
          }
        }
        break;
      }
      case 'ship': {
        const ruleset = sem.rulesetOf(decl);
        ships.push({ decl, ruleset });
        const isDecl = unit.ships.get(decl.name.name) === decl;
        add({ kind: 'ship', name: decl.name.name, span: decl.name.span, key: shipKey(file, decl.name.name), decl: true, renamable: isDecl, def: { file, span: decl.name.span }, ship: decl, ruleset, doc: decl.doc });
        if (decl.base) {
          const b = sem.baseShip(decl);
          if (b) add({ kind: 'ship', name: decl.base.name, span: decl.base.span, key: shipKey(b.unit.path, decl.base.name), renamable: true, def: { file: b.unit.path, span: b.decl.name.span }, ship: decl, ruleset, doc: b.decl.doc });
          else add({ kind: 'unresolved', name: decl.base.name, span: decl.base.span, ship: decl, ruleset });
        }
        members(decl.body, decl, ruleset, false);
        break;
      }
    }
    occ.sort(byPosition);
    if (decl.kind === 'ship') reuse?.keepOccurrences?.(decl, occ);
  }

  // Declarations do not overlap and each run is sorted, so the runs in declaration order are
  // sorted as a whole when each ends before the next begins (checked at the joins, to be sure).
  // The runs are searched where they are; the whole list is joined only when it is read, since
  // the language server rebuilds the symbols after each edit and most edits read one position.
  const runs = perDecl.filter((r) => r.length > 0);
  let ordered = true;
  for (let i = 1; i < runs.length && ordered; i++) if (byPosition(runs[i - 1][runs[i - 1].length - 1], runs[i][0]) > 0) ordered = false;
  let joined: Occurrence[] | undefined;
  const all = (): Occurrence[] => {
    if (!joined) {
      joined = runs.length === 1 ? runs[0] : joinRuns(runs);
      if (!ordered) joined = [...joined].sort(byPosition);
    }
    return joined;
  };
  /** The index of the last item whose start is at or before the offset (-1: none). */
  const lastAtOrBefore = <T>(list: T[], offset: number, start: (x: T) => number): number => {
    let lo = 0;
    let hi = list.length - 1;
    let best = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (start(list[mid]) <= offset) {
        best = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return best;
  };
  /** The last occurrence of `list` starting at or before the offset, and the few before it, that holds it. */
  const within = (list: Occurrence[], offset: number): Occurrence | undefined => {
    const best = lastAtOrBefore(list, offset, (o) => o.span.start);
    for (let i = best; i >= 0 && i >= best - 3; i--) {
      const o = list[i];
      if (o.span.start <= offset && offset <= o.span.end) return o;
    }
    return undefined;
  };
  return {
    file,
    get occurrences() {
      return all();
    },
    ships,
    at(offset: number) {
      if (!ordered) return within(all(), offset);
      // The run whose first occurrence starts last at or before the offset, then the one before
      // it (an occurrence may end where the next run begins).
      const best = lastAtOrBefore(runs, offset, (r) => r[0].span.start);
      for (let r = best; r >= 0 && r >= best - 1; r--) {
        const o = within(runs[r], offset);
        if (o) return o;
      }
      return undefined;
    },
  };
}

/**
 * The runs one after another. Array.prototype.flat copies element by element and took ~10x as
 * long as concat on a 20,000-line file, whose symbols the language server rebuilds after each edit;
 * concat takes a bounded number of arguments at a time.
 */
function joinRuns<T>(runs: T[][]): T[] {
  let out: T[] = [];
  for (let i = 0; i < runs.length; i += 4096) out = out.concat(...runs.slice(i, i + 4096));
  return out;
}

function ownerName(o: PropertyOwner): string {
  switch (o.type) {
    case 'system':
      return `system:${o.kind.ruleset}:${o.kind.name}`;
    case 'systemDecl':
      return `system:${o.kind?.ruleset ?? ''}:${o.kind?.name ?? o.name}`;
    case 'rules':
      return 'rules';
    case 'mode':
      return `${o.block}:${o.kind?.ruleset ?? ''}:${o.kind?.name ?? ''}`;
    case 'projection':
      return `projection:${o.ruleset ?? ''}`;
    default:
      return `${o.type}:${o.ruleset ?? ''}`;
  }
}
