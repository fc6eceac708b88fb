// The symbol index of one file: every name written in it (declarations and uses), resolved the way
// the compiler resolves it, with an identity `key` shared by a declaration and all its uses across
// files. Definition, references, rename, document highlight, hover and semantic tokens read it.
//
// Keys (NUL-separated, never shown):
//   ship      ship\0FILE\0NAME                  declared by `ship NAME`
//   systemType systemType\0FILE\0NAME           declared by `system NAME`
//   arc       arc\0FILE\0NAME                   declared by `arc NAME = ...`
//   id        id\0FILE\0SHIP\0ID                a system id, keyed by the ship that first declares it
//                                               (a variant's `deflector DF { ... }` and `remove DF`
//                                               are uses of the base ship's DF)
//   section   section\0FILE\0SHIP\0NAME         likewise for section names
//   kind      kind\0RULESET\0NAME               a built-in kind (not renamable)
//   builtinArc builtinArc\0NAME                 `all` and the sfb arc names (not renamable)
//   rule      rule\0ID                          a rules.md ID in `allow`
//   file      file\0PATH                        an import's target
import * as path from 'node:path';
import type { Block, Member, Property, ShipDecl, Span, SystemDecl, Value } from '../grammar/ast';
import { groupKind, paramOf, ruleConstants, shipProperty, systemKind } from '../compiler/catalog/index';
import type { ParamSpec, Ruleset, SystemKind } from '../compiler/catalog/types';
import type { FileUnit, Program } from '../compiler/program';

export type OccKind =
  | 'ship'
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

/** What a property belongs to, for hover and completion. */
export type Owner =
  | { type: 'ship'; ruleset?: Ruleset }
  | { type: 'section'; ruleset?: Ruleset }
  | { type: 'shields'; ruleset?: Ruleset }
  | { type: 'rules' }
  | { type: 'system'; kind: SystemKind; typeName: string; ruleset?: Ruleset }
  | { type: 'systemDecl'; kind?: SystemKind; name: string; ruleset?: Ruleset };

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
  owner?: Owner;
  /** The built-in kind a kind name or a system type resolves to. */
  builtin?: SystemKind;
  /** A `system` declaration this occurrence names or is inside. */
  systemDecl?: SystemDecl;
  /** Doc comment of the declaration. */
  doc?: string;
}

export interface FileIndex {
  file: string;
  occurrences: Occurrence[];
  /** The occurrence at an offset (the cursor may sit just after the name). */
  at(offset: number): Occurrence | undefined;
  /** Every ship declared in the file, with its resolved ruleset. */
  ships: { decl: ShipDecl; ruleset?: Ruleset }[];
}

const GROUPS = new Set(['section', 'shields', 'hits', 'rules']);

export const shipKey = (file: string, name: string) => `ship\0${file}\0${name}`;
export const systemTypeKey = (file: string, name: string) => `systemType\0${file}\0${name}`;
export const arcKey = (file: string, name: string) => `arc\0${file}\0${name}`;

type Located<T> = { unit: FileUnit; decl: T };

/** Resolves names the way the compiler does; memoised per program. */
export class Resolver {
  private readonly idCache = new WeakMap<ShipDecl, { ids: Map<string, Span>; sections: Map<string, Span> }>();
  private readonly unitOfShip = new WeakMap<ShipDecl, FileUnit>();

  constructor(readonly program: Program) {
    for (const u of program.files.values()) for (const s of u.ships.values()) this.unitOfShip.set(s, u);
  }

  base(unit: FileUnit, decl: ShipDecl): Located<ShipDecl> | undefined {
    if (!decl.base) return undefined;
    const found = this.program.lookup(unit, 'ships', decl.base.name);
    return found && found.decl !== decl ? found : undefined;
  }

  /** [self, base, base's base, ...], cycle-safe. */
  chain(unit: FileUnit, decl: ShipDecl): Located<ShipDecl>[] {
    const out: Located<ShipDecl>[] = [{ unit, decl }];
    const seen = new Set<ShipDecl>([decl]);
    let cur: Located<ShipDecl> | undefined = { unit, decl };
    while ((cur = cur && this.base(cur.unit, cur.decl)) && !seen.has(cur.decl)) {
      seen.add(cur.decl);
      out.push(cur);
    }
    return out;
  }

  rulesetOf(unit: FileUnit, decl: ShipDecl): Ruleset | undefined {
    for (const { unit: u, decl: d } of this.chain(unit, decl)) {
      const p = d.body.find((m): m is Property => m.kind === 'property' && m.key === 'ruleset');
      const v = p?.value;
      const name = v?.kind === 'ident' ? v.name : v?.kind === 'string' ? v.value : undefined;
      if (name === 'b5wars' || name === 'sfb') return name;
      if (u.ruleset) return u.ruleset;
    }
    return undefined;
  }

  /** A kind name seen from `unit`: a user system type (with its root built-in) or a built-in. */
  resolveKind(unit: FileUnit, ruleset: Ruleset | undefined, name: string): { builtin?: SystemKind; user?: Located<SystemDecl> } | undefined {
    const user = this.program.lookup(unit, 'systems', name);
    if (user) return { user, builtin: this.systemBuiltin(user.unit, user.decl) };
    const rs = ruleset ?? unit.ruleset;
    const builtin = rs ? systemKind(rs, name) : undefined;
    return builtin ? { builtin } : undefined;
  }

  systemBuiltin(unit: FileUnit, decl: SystemDecl, depth = 0): SystemKind | undefined {
    if (!decl.base || depth > 32) return undefined;
    const user = this.program.lookup(unit, 'systems', decl.base.name);
    if (user && user.decl !== decl) return this.systemBuiltin(user.unit, user.decl, depth + 1);
    return unit.ruleset ? systemKind(unit.ruleset, decl.base.name) : undefined;
  }

  /** Ids and section names the ship's own body declares. */
  declared(decl: ShipDecl): { ids: Map<string, Span>; sections: Map<string, Span> } {
    let d = this.idCache.get(decl);
    if (d) return d;
    d = { ids: new Map(), sections: new Map() };
    const walk = (body: Member[], inSection: boolean) => {
      for (const m of body) {
        if (m.kind !== 'block') continue;
        if (m.type.name === 'section' && !inSection) {
          for (const id of m.ids) if (!d!.sections.has(id.name)) d!.sections.set(id.name, id.span);
          walk(m.body ?? [], true);
        } else if (!GROUPS.has(m.type.name)) {
          for (const id of m.ids) if (!d!.ids.has(id.name)) d!.ids.set(id.name, id.span);
        }
      }
    };
    walk(decl.body, false);
    this.idCache.set(decl, d);
    return d;
  }

  /**
   * The first declaration of an id (or section) along the `extends` chain, starting at the root
   * base: that is the system a variant's same-id block merges into.
   */
  declOf(unit: FileUnit, decl: ShipDecl, name: string, what: 'ids' | 'sections', includeSelf = true): { unit: FileUnit; ship: ShipDecl; span: Span } | undefined {
    const chain = this.chain(unit, decl);
    if (!includeSelf) chain.shift();
    for (let i = chain.length - 1; i >= 0; i--) {
      const span = this.declared(chain[i].decl)[what].get(name);
      if (span) return { unit: chain[i].unit, ship: chain[i].decl, span };
    }
    return undefined;
  }

  /** Ids visible in a ship: its own and its bases' (for completion). */
  visibleIds(unit: FileUnit, decl: ShipDecl, what: 'ids' | 'sections' = 'ids'): string[] {
    const names = new Set<string>();
    for (const { decl: d } of this.chain(unit, decl)) for (const n of this.declared(d)[what].keys()) names.add(n);
    return [...names];
  }
}

/** Build the index of one file of a program. */
export function buildIndex(program: Program, unit: FileUnit, resolver = new Resolver(program)): FileIndex {
  const occ: Occurrence[] = [];
  const add = (o: Occurrence) => {
    if (o.span.end >= o.span.start && o.name !== '') occ.push(o);
  };
  const file = unit.path;

  const arcValue = (v: Value, ship: ShipDecl | undefined, ruleset: Ruleset | undefined, property?: Property, spec?: ParamSpec, owner?: Owner) => {
    if (v.kind !== 'ident') return;
    const base = { span: v.span, ship, ruleset, property, spec, owner };
    if (v.name === 'all') return add({ ...base, kind: 'builtinArc', name: 'all', key: 'builtinArc\0all' });
    const user = program.lookup(unit, 'arcs', v.name);
    if (user)
      return add({ ...base, kind: 'arc', name: v.name, key: arcKey(user.unit.path, v.name), renamable: true, def: { file: user.unit.path, span: user.decl.name.span }, doc: user.decl.doc });
    if ((ruleset ?? unit.ruleset) === 'sfb' && ['FA', 'RA', 'FX', 'RX', 'LS', 'RS'].includes(v.name))
      return add({ ...base, kind: 'builtinArc', name: v.name, key: `builtinArc\0${v.name}` });
    add({ ...base, kind: 'unresolved', name: v.name });
  };

  const value = (v: Value, ship: ShipDecl | undefined, ruleset: Ruleset | undefined, property: Property, spec: ParamSpec | undefined, owner: Owner) => {
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
    // An identifier where the catalog expects something else: maybe an arc name all the same.
    if (!t) return arcValue(v, ship, ruleset, property, spec, owner);
    add({ kind: 'unresolved', name: v.name, span: v.span, ship, ruleset, property, spec, owner });
  };

  const propKey = (p: Property, kind: OccKind, spec: ParamSpec | undefined, owner: Owner, ship?: ShipDecl, ruleset?: Ruleset, systemDecl?: SystemDecl) => {
    if (!p.range) add({ kind, name: p.key, span: p.keySpan, property: p, spec, owner, ship, ruleset, systemDecl, key: `property\0${ownerName(owner)}\0${p.key}` });
    value(p.value, ship, ruleset, p, spec, owner);
  };

  const kindName = (b: Block, ship: ShipDecl | undefined, ruleset: Ruleset | undefined) => {
    const r = resolver.resolveKind(unit, ruleset, b.type.name);
    if (r?.user)
      return { occ: add({ kind: 'systemType', name: b.type.name, span: b.type.span, ship, ruleset, block: b, key: systemTypeKey(r.user.unit.path, b.type.name), renamable: true, def: { file: r.user.unit.path, span: r.user.decl.name.span }, builtin: r.builtin, systemDecl: r.user.decl, doc: r.user.decl.doc }), builtin: r.builtin };
    if (r?.builtin) return { occ: add({ kind: 'kind', name: b.type.name, span: b.type.span, ship, ruleset, block: b, key: `kind\0${r.builtin.ruleset}\0${b.type.name}`, builtin: r.builtin }), builtin: r.builtin };
    add({ kind: 'unresolved', name: b.type.name, span: b.type.span, ship, ruleset, block: b });
    return { builtin: undefined };
  };

  const idOcc = (name: string, span: Span, shipDecl: ShipDecl, ruleset: Ruleset | undefined, block: Block | undefined, what: 'ids' | 'sections', includeSelf = true) => {
    const d = resolver.declOf(unit, shipDecl, name, what, includeSelf);
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

  const hitTarget = (v: Value, shipDecl: ShipDecl, ruleset: Ruleset | undefined, prop: Property) => {
    if (v.kind !== 'ident') return;
    if (resolver.declOf(unit, shipDecl, v.name, 'ids')) return idOcc(v.name, v.span, shipDecl, ruleset, undefined, 'ids');
    const r = resolver.resolveKind(unit, ruleset, v.name);
    if (r?.user)
      return add({ kind: 'systemType', name: v.name, span: v.span, ship: shipDecl, ruleset, property: prop, key: systemTypeKey(r.user.unit.path, v.name), renamable: true, def: { file: r.user.unit.path, span: r.user.decl.name.span }, builtin: r.builtin, systemDecl: r.user.decl });
    if (r?.builtin) return add({ kind: 'kind', name: v.name, span: v.span, ship: shipDecl, ruleset, property: prop, key: `kind\0${r.builtin.ruleset}\0${v.name}`, builtin: r.builtin });
    if (resolver.declOf(unit, shipDecl, v.name, 'sections')) return idOcc(v.name, v.span, shipDecl, ruleset, undefined, 'sections');
    add({ kind: v.name === 'structure' || v.name === 'primary' ? 'hitKeyword' : 'unresolved', name: v.name, span: v.span, ship: shipDecl, ruleset, property: prop });
  };

  const members = (body: Member[], shipDecl: ShipDecl, ruleset: Ruleset | undefined, inSection: boolean) => {
    for (const m of body) {
      switch (m.kind) {
        case 'property': {
          if (inSection) {
            const spec = ruleset ? paramOf(groupKind(ruleset, 'section') ?? { params: [] }, m.key) : undefined;
            propKey(m, 'property', spec, { type: 'section', ruleset }, shipDecl, ruleset);
          } else {
            const spec = ruleset ? shipProperty(ruleset, m.key) : undefined;
            propKey(m, 'property', m.key === 'ruleset' ? rulesetSpec : spec, { type: 'ship', ruleset }, shipDecl, ruleset);
          }
          break;
        }
        case 'allow':
          add({ kind: 'rule', name: m.rule.name, span: m.rule.span, ship: shipDecl, ruleset, key: `rule\0${m.rule.name}` });
          break;
        case 'remove':
          for (const id of m.ids) {
            if (resolver.declOf(unit, shipDecl, id.name, 'ids', false)) idOcc(id.name, id.span, shipDecl, ruleset, undefined, 'ids', false);
            else if (resolver.declOf(unit, shipDecl, id.name, 'sections', false)) idOcc(id.name, id.span, shipDecl, ruleset, undefined, 'sections', false);
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
              if (p.kind !== 'property') continue;
              if (t === 'shields') propKey(p, 'projection', ruleset ? paramOf(groupKind(ruleset, 'shields') ?? { params: [] }, p.key) : undefined, { type: 'shields', ruleset }, shipDecl, ruleset);
              else if (t === 'rules') propKey(p, 'constant', constantSpec(p.key), { type: 'rules' }, shipDecl, ruleset);
              else hitTarget(p.value, shipDecl, ruleset, p);
            }
          } else {
            const { builtin } = kindName(m, shipDecl, ruleset);
            for (const id of m.ids) idOcc(id.name, id.span, shipDecl, ruleset, m, 'ids');
            const owner: Owner | undefined = builtin ? { type: 'system', kind: builtin, typeName: t, ruleset } : undefined;
            for (const p of m.body ?? []) {
              if (p.kind !== 'property') continue;
              propKey(p, 'property', builtin ? paramOf(builtin, p.key) : undefined, owner ?? { type: 'systemDecl', name: t, ruleset }, shipDecl, ruleset);
            }
          }
          break;
        }
      }
    }
  };

  const ships: FileIndex['ships'] = [];
  for (const decl of unit.ast.decls) {
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
        for (const p of decl.body) if (p.kind === 'property') propKey(p, 'constant', constantSpec(p.key), { type: 'rules' });
        break;
      case 'system': {
        add({ kind: 'systemType', name: decl.name.name, span: decl.name.span, key: systemTypeKey(file, decl.name.name), decl: true, renamable: true, def: { file, span: decl.name.span }, systemDecl: decl, doc: decl.doc, builtin: resolver.systemBuiltin(unit, decl), ruleset: unit.ruleset });
        let builtin: SystemKind | undefined;
        if (decl.base) {
          const r = resolver.resolveKind(unit, unit.ruleset, decl.base.name);
          builtin = r?.builtin;
          if (r?.user)
            add({ kind: 'systemType', name: decl.base.name, span: decl.base.span, key: systemTypeKey(r.user.unit.path, decl.base.name), renamable: true, def: { file: r.user.unit.path, span: r.user.decl.name.span }, builtin: r.builtin, systemDecl: r.user.decl, doc: r.user.decl.doc, ruleset: unit.ruleset });
          else if (r?.builtin) add({ kind: 'kind', name: decl.base.name, span: decl.base.span, key: `kind\0${r.builtin.ruleset}\0${decl.base.name}`, builtin: r.builtin, ruleset: unit.ruleset });
          else add({ kind: 'unresolved', name: decl.base.name, span: decl.base.span, ruleset: unit.ruleset });
        }
        const owner: Owner = { type: 'systemDecl', kind: builtin, name: decl.name.name, ruleset: unit.ruleset };
        for (const p of decl.body)
          if (p.kind === 'property') propKey(p, 'property', p.key === 'ionBased' ? ionBasedSpec : builtin ? paramOf(builtin, p.key) : undefined, owner, undefined, unit.ruleset, decl);
        break;
      }
      case 'ship': {
        const ruleset = resolver.rulesetOf(unit, decl);
        ships.push({ decl, ruleset });
        const isDecl = unit.ships.get(decl.name.name) === decl;
        add({ kind: 'ship', name: decl.name.name, span: decl.name.span, key: shipKey(file, decl.name.name), decl: true, renamable: isDecl, def: { file, span: decl.name.span }, ship: decl, ruleset, doc: decl.doc });
        if (decl.base) {
          const b = resolver.base(unit, decl);
          if (b) add({ kind: 'ship', name: decl.base.name, span: decl.base.span, key: shipKey(b.unit.path, decl.base.name), renamable: true, def: { file: b.unit.path, span: b.decl.name.span }, ship: decl, ruleset, doc: b.decl.doc });
          else add({ kind: 'unresolved', name: decl.base.name, span: decl.base.span, ship: decl, ruleset });
        }
        members(decl.body, decl, ruleset, false);
        break;
      }
    }
  }

  occ.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  return {
    file,
    occurrences: occ,
    ships,
    at(offset: number) {
      // Binary search for the last occurrence starting at or before the offset.
      let lo = 0;
      let hi = occ.length - 1;
      let best = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (occ[mid].span.start <= offset) {
          best = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      for (let i = best; i >= 0 && i >= best - 3; i--) {
        const o = occ[i];
        if (o.span.start <= offset && offset <= o.span.end) return o;
      }
      return undefined;
    },
  };
}

function ownerName(o: Owner): string {
  switch (o.type) {
    case 'system':
      return `system:${o.kind.ruleset}:${o.kind.name}`;
    case 'systemDecl':
      return `system:${o.kind?.ruleset ?? ''}:${o.kind?.name ?? o.name}`;
    case 'rules':
      return 'rules';
    default:
      return `${o.type}:${o.ruleset ?? ''}`;
  }
}

const rulesetSpec: ParamSpec = {
  name: 'ruleset',
  type: { kind: 'enum', values: ['b5wars', 'sfb'] },
  doc: 'The ruleset this ship follows, overriding the file\'s `ruleset` line.',
};

export const ionBasedSpec: ParamSpec = {
  name: 'ionBased',
  type: { kind: 'bool' },
  doc: 'The system type draws on the ionic capacitor like the Vudar ion weapons (H93): its `impulseCost` adds to the capacity (H93.12).',
  rules: ['H93.11', 'H93.12'],
};

export function constantSpec(name: string): ParamSpec | undefined {
  const c = ruleConstants.find((r) => r.name === name);
  return c ? { name: c.name, type: c.type === 'bool' ? { kind: 'bool' } : { kind: 'number', min: 0 }, default: c.default, doc: c.doc, rules: c.rules } : undefined;
}
