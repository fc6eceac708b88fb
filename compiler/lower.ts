// Lowering: AST declarations -> ShipModel / SystemTypeModel. Resolves arc names, user system
// types, `extends` (merge by kind and id, `remove`), multi-id blocks and singletons, and checks
// every property against the catalog (unknown kinds and properties, wrong types, ranges).
import type { ArcDecl, Block, FlightDecl, Member, Property, RulesDecl, ShipDecl, Span, SystemDecl, Value } from '../grammar/ast';
import type { Diagnostic, DiagnosticData } from '../grammar/diagnostic';
import { predefinedArc, rulesetArcs } from './catalog/arcs';
import { groupKind, shipProperty, systemKind } from './catalog/index';
import { placeholderValue, propertiesOf, propertySpec, type PropertyOwner } from './catalog/properties';
import { repeatedProperties } from './duplicate-properties';
import { isRuleset } from './catalog/rulesets';
import type { ParamSpec, Ruleset, SystemKind } from './catalog/types';
import { knownRuleIds } from './rule-ids';
import type { AllowModel, FlightModel, HitKindSection, Located, Loc, SectionModel, ShipModel, SystemModel, SystemTypeModel } from './model';
import type { FileUnit, Program } from './program';
import { ionBasedOf, newShipModel, singletonClash } from './ship-builder';
import { didYouMean } from './suggest';
import { describeCycle } from './cycle-message';
import { InheritedBlocks } from './inherited-size';
import { SystemTypeResolver, unknownKindMessage } from './system-types';
import type { Arc } from './types';
import { convertValue, describeType, readingType } from './values';
import { projectionArc, projectionRating, readShields } from './shields-group';
import { flightProperties } from './catalog/flights';
import { paramNamed } from './catalog/param-index';

const flightPropertiesOf = () => flightProperties;

/** What an arc name written in a file means. */
export type ArcTarget = { kind: 'predefined'; name: string; arc: Arc } | { kind: 'declared'; unit: FileUnit; decl: ArcDecl };

/** What a kind name written in a file means: a user system type (and its built-in root) or a built-in kind. */
export interface KindTarget {
  builtin?: SystemKind;
  /** The `system` declaration the name refers to, when it names one (even one that failed to resolve). */
  user?: { unit: FileUnit; decl: SystemDecl };
  userType?: SystemTypeModel;
}

export class Lowerer {
  private readonly ships = new Map<ShipDecl, ShipModel | null>();
  private readonly unitOfType = new Map<SystemDecl, FileUnit>();
  private readonly inProgress = new Set<object>();
  /** Each ship's `extends` target as resolved (undefined: no `extends`, or nothing by that name). */
  private readonly shipBases = new Map<ShipDecl, { unit: FileUnit; decl: ShipDecl } | undefined>();
  /** The ruleset each ship follows, recorded even when the ship fails to resolve. */
  private readonly shipRulesets = new Map<ShipDecl, Ruleset | undefined>();
  /** Lowered `flight` declarations (null: failed to resolve). */
  private readonly flights = new Map<FlightDecl, FlightModel | null>();
  private readonly flightBases = new Map<FlightDecl, { unit: FileUnit; decl: FlightDecl } | undefined>();
  /** Each `rules` block as read (compiler/lower.ts `rulesBlock`). */
  private readonly rulesRead = new Map<RulesDecl, { name: string; value: Located<number | boolean> }[]>();

  /** Blocks of each ship and flight after inheritance (compiler/inherited-size.ts). */
  readonly inherited: InheritedBlocks;
  /** Files over their inherited-size limit: none of their ships or flights is lowered. */
  private readonly refusedUnits = new Set<FileUnit>();

  constructor(readonly program: Program) {
    this.inherited = new InheritedBlocks(program);
  }

  /** Lower none of this file's ships and flights (it is over its inherited-size limit, already reported). */
  refuse(unit: FileUnit): void {
    this.refusedUnits.add(unit);
  }

  private loc(unit: FileUnit, span: Span): Loc {
    return { file: unit.path, span };
  }

  private reportRepeats(unit: FileUnit, body: readonly Member[]): void {
    for (const { repeat } of repeatedProperties(body)) {
      this.report(unit, 'duplicate-property', `\`${repeat.key}\` is given twice in this block; only one value can count, so keep one and delete the other.`, repeat.keySpan);
    }
  }

  private report(unit: FileUnit, code: string, message: string, span: Span, data?: DiagnosticData, severity: Diagnostic['severity'] = 'error', rule?: string): void {
    unit.diagnostics.push({ code, severity, message, span, file: unit.path, ...(rule ? { rule } : {}), ...(data ? { data } : {}) });
    if (severity === 'error' && this.current && code !== 'allow-without-reason' && !this.keepComplete) this.current.incomplete = true;
  }

  /**
   * Set while reporting an error that drops nothing the whole-ship checks add up: a missing
   * ship-level property (`sizeClass`, `size`) leaves every system in place, so the ship still gets
   * every other finding at once (a ship missing `sizeClass` still gets its H93.12
   * mismatch). Rules that need the missing value check for it themselves.
   */
  private keepComplete = false;

  /** The ship being lowered: an error while reading it makes its whole-ship checks stand down. */
  private current: ShipModel | null = null;

  // ---- arcs -----------------------------------------------------------------------------------

  /** What an arc name means in `unit` (for a ship of `ruleset`): `all`, a declared arc, an sfb arc name. */
  resolveArc(unit: FileUnit, ruleset: Ruleset | undefined, name: string): ArcTarget | undefined {
    if (name === 'all') return { kind: 'predefined', name, arc: [0, 360] };
    const found = this.program.lookup(unit, 'arcs', name);
    if (found) return { kind: 'declared', unit: found.unit, decl: found.decl };
    const named = predefinedArc(ruleset === 'sfb' || unit.ruleset === 'sfb' ? 'sfb' : ruleset, name);
    return named ? { kind: 'predefined', name, arc: named.arc } : undefined;
  }

  arcLookup(unit: FileUnit, ruleset: Ruleset | undefined) {
    return (name: string): Arc | undefined => {
      const t = this.resolveArc(unit, ruleset, name);
      if (!t) return undefined;
      if (t.kind === 'predefined') return t.arc;
      const v = t.decl.value;
      if (v.kind === 'arc') return [v.from, v.to];
      if (v.kind === 'ident' && v.name === 'all') return [0, 360];
      if (v.kind === 'number' && v.value === 360) return [0, 360];
      return undefined;
    };
  }

  arcNames(unit: FileUnit, ruleset: Ruleset | undefined): string[] {
    return ['all', ...this.program.visibleNames(unit, 'arcs'), ...rulesetArcs(ruleset).map((a) => a.name)];
  }

  /** Check the file's own `arc NAME = ...` declarations. */
  checkArcDecls(unit: FileUnit): void {
    for (const decl of unit.arcs.values()) this.checkArcDecl(unit, decl);
  }

  checkArcDecl(unit: FileUnit, decl: ArcDecl): void {
    const c = convertValue(decl.value, { kind: 'arc' }, `The arc \`${decl.name.name}\``, this.arcLookup(unit, unit.ruleset));
    if (!c.ok) this.report(unit, c.problem.code, c.problem.message, c.problem.span);
  }

  // ---- parameters ------------------------------------------------------------------------------

  /** The arc lookup of the last (unit, ruleset) asked for: most properties of a file share one. */
  private arcsOf?: { unit: FileUnit; ruleset: Ruleset | undefined; lookup: (name: string) => Arc | undefined };

  /**
   * Convert a property against a spec; reports and returns undefined on failure. `owner` names
   * what the property belongs to in the message; it is a function so that the words are put
   * together only for a failure (building them for every property of a fleet was much
   * of lowering's garbage).
   */
  private convert(unit: FileUnit, ruleset: Ruleset | undefined, prop: Property, spec: ParamSpec, owner: string | (() => string)): Located | undefined {
    let arcs = this.arcsOf;
    if (!arcs || arcs.unit !== unit || arcs.ruleset !== ruleset) arcs = this.arcsOf = { unit, ruleset, lookup: this.arcLookup(unit, ruleset) };
    const type = readingType(spec);
    let c = convertValue(prop.value, type, '', arcs.lookup);
    if (!c.ok) {
      // Conversion is pure: again, with the words the message needs.
      const of = typeof owner === 'function' ? owner() : owner;
      c = convertValue(prop.value, type, `\`${prop.key}\`${of ? ` of ${of}` : ''}`, arcs.lookup);
    }
    if (!c.ok) {
      const p = c.problem;
      const data: DiagnosticData | undefined = p.suggestion
        ? { suggestion: p.suggestion, fixes: [{ title: `Change to \`${p.suggestion}\``, edits: [{ span: p.span, newText: p.suggestion }] }] }
        : undefined;
      if (p.code === 'unknown-arc') {
        const dym = didYouMean((prop.value as { name?: string }).name ?? '', this.arcNames(unit, ruleset));
        const fixData = dym.suggestion
          ? { suggestion: dym.suggestion, fixes: [{ title: `Change to \`${dym.suggestion}\``, edits: [{ span: p.span, newText: dym.suggestion }] }] }
          : undefined;
        this.report(unit, p.code, p.message + dym.text, p.span, fixData);
      } else this.report(unit, p.code, p.message, p.span, data, 'error', p.rule);
      return undefined;
    }
    return { value: c.value, loc: this.loc(unit, prop.value.span), keyLoc: this.loc(unit, prop.keySpan) };
  }

  private unknownProperty(unit: FileUnit, prop: Property, candidates: string[], where: string): void {
    const dym = didYouMean(prop.key, candidates);
    this.report(
      unit,
      'unknown-property',
      `${where} has no property \`${prop.key}\`.${dym.text}${dym.suggestion ? '' : candidates.length ? ` Known properties: ${candidates.slice(0, 12).join(', ')}${candidates.length > 12 ? ', ...' : ''}.` : ''}`,
      prop.keySpan,
      dym.suggestion ? { suggestion: dym.suggestion, fixes: [{ title: `Change to \`${dym.suggestion}\``, edits: [{ span: prop.keySpan, newText: dym.suggestion }] }] } : undefined,
    );
  }

  private onlyProperties(unit: FileUnit, body: Member[] | null, where: string): Property[] {
    const out: Property[] = [];
    for (const m of body ?? []) {
      if (m.kind === 'property') out.push(m);
      else
        this.report(
          unit,
          'unexpected-member',
          `${where} takes only \`name: value\` properties here; ${m.kind === 'block' ? `the block \`${m.type.name}\`` : `\`${m.kind}\``} does not belong inside it.`,
          m.kind === 'block' ? m.type.span : m.span,
        );
    }
    return out;
  }

  /**
   * The members of a system body: its properties, and the blocks a parameter of its kind is
   * written as (a weapon's `mode NAME { ... }`); any other member is reported.
   */
  private systemMembers(unit: FileUnit, body: Member[] | null, kind: SystemKind, whereOf: string | (() => string)): { props: Property[]; blocks: Block[] } {
    const props: Property[] = [];
    const blocks: Block[] = [];
    for (const m of body ?? []) {
      if (m.kind === 'property') {
        props.push(m);
        continue;
      }
      const blockWords = blockWordsOf(kind);
      if (m.kind === 'block' && blockWords.includes(m.type.name)) blocks.push(m);
      else {
        const where = typeof whereOf === 'function' ? whereOf() : whereOf;
        const dym = m.kind === 'block' && blockWords.length ? didYouMean(m.type.name, blockWords) : undefined;
        this.report(
          unit,
          'unexpected-member',
          `${where} takes only \`name: value\` properties${blockWords.length ? ` and ${blockWords.map((w) => `\`${w} NAME { ... }\``).join(', ')} blocks` : ''} here; ${m.kind === 'block' ? `the block \`${m.type.name}\`` : `\`${m.kind}\``} does not belong inside it.${dym?.text ?? ''}`,
          m.kind === 'block' ? m.type.span : m.span,
          m.kind === 'block' ? fixFor(m.type.span, dym?.suggestion) : undefined,
        );
      }
    }
    return { props, blocks };
  }

  /**
   * Read a system's sub-blocks into the parameter they are written for: each `mode NAME { ... }`
   * becomes one entry `{ mode: NAME, ...figures }` of `modes`, in source order (a block of several
   * names, `mode piercing, flash { ... }`, one entry per name). Names are kept as written; whether
   * they are known and distinct is B5-WEAPON's business, so an `allow` can accept them.
   */
  private readBlockParams(unit: FileUnit, ruleset: Ruleset, kind: SystemKind, blocks: Block[], params: Map<string, Located>, invalid: Set<string> | undefined, owner: string | (() => string)): void {
    if (!blocks.length) return;
    for (const spec of kind.params) {
      const t = spec.type;
      if (t.kind !== 'blocks') continue;
      const mine = blocks.filter((b) => b.type.name === t.block);
      if (!mine.length) continue;
      const entries: Record<string, unknown>[] = [];
      const parts: { loc: Loc; keyLoc: Loc; keys?: Record<string, Loc> }[] = [];
      let failed = false;
      for (const b of mine) {
        if (b.ids.length === 0) {
          this.report(unit, 'missing-id', `A \`${t.block}\` block needs its name: \`${t.block} ${t.names[1] ?? t.names[0]} { ... }\`, the name one of ${t.names.map((n) => `\`${n}\``).join(', ')}.`, b.type.span);
          failed = true;
          continue;
        }
        const figures: Record<string, unknown> = {};
        const keys: Record<string, Loc> = Object.create(null);
        const seen = new Set<string>();
        for (const m of b.body ?? []) {
          if (m.kind !== 'property') {
            this.report(unit, 'unexpected-member', `A \`${t.block}\` block takes only \`name: value\` properties; ${m.kind === 'block' ? `the block \`${m.type.name}\`` : `\`${m.kind}\``} does not belong inside it.`, m.kind === 'block' ? m.type.span : m.span);
            failed = true;
            continue;
          }
          const pspec = paramNamed(t.params, m.key);
          if (!pspec) {
            this.unknownProperty(unit, m, t.params.map((p) => p.name), `A \`${t.block}\` block`);
            failed = true;
            continue;
          }
          if (seen.has(m.key)) {
            this.report(unit, 'duplicate-property', `\`${m.key}\` is given twice in this \`${t.block}\` block; keep one.`, m.keySpan);
            continue;
          }
          seen.add(m.key);
          keys[m.key] = this.loc(unit, m.keySpan);
          const v = this.convert(unit, ruleset, m, pspec, () => `the ${b.ids.map((i) => i.name).join(', ')} ${t.block} of ${typeof owner === 'function' ? owner() : owner}`);
          if (v) figures[m.key] = v.value;
          else failed = true;
        }
        for (const id of b.ids) {
          // A block named freely states its kind (`mode quick { kind: raking }`): the entry's name
          // key holds the kind and `nameField` the block's own name (language.md, firing modes).
          const kind = t.kindKey !== undefined ? figures[t.kindKey] : undefined;
          if (kind !== undefined && t.nameField) {
            const { [t.kindKey!]: _k, ...rest } = figures;
            entries.push({ [t.nameKey]: kind, ...(id.name !== kind ? { [t.nameField]: id.name } : {}), ...rest });
          } else entries.push({ [t.nameKey]: id.name, ...figures });
          parts.push({ loc: this.loc(unit, b.span), keyLoc: this.loc(unit, id.span), keys });
        }
      }
      if (failed) invalid?.add(spec.name);
      const first = mine[0];
      const last = mine[mine.length - 1];
      params.set(spec.name, { value: entries, loc: this.loc(unit, { start: first.span.start, end: last.span.end }), keyLoc: this.loc(unit, first.type.span), parts });
    }
  }

  // ---- system types ------------------------------------------------------------------------------

  /** Resolve a kind name seen from `unit`: a built-in kind or a user system type. */
  resolveKind(unit: FileUnit, ruleset: Ruleset, name: string): { builtin: SystemKind; userType?: SystemTypeModel } | undefined {
    const t = this.kindTarget(unit, ruleset, name);
    return t?.builtin ? { builtin: t.builtin, userType: t.userType } : undefined;
  }

  /** Does `name` name a declared system type that failed to resolve (and was reported at its declaration)? */
  private declaredButBroken(unit: FileUnit, ruleset: Ruleset, name: string): boolean {
    const t = this.kindTarget(unit, ruleset, name);
    return !!t?.user && !t.builtin;
  }

  /**
   * What a kind name means in `unit`: a system type visible there (with its built-in root, when
   * its `extends` chain resolves, however deep), else a built-in kind of the ruleset.
   */
  kindTarget(unit: FileUnit, ruleset: Ruleset | undefined, name: string): KindTarget | undefined {
    const user = this.program.lookup(unit, 'systems', name);
    if (user) {
      const t = this.systemType(user.unit, user.decl);
      return t ? { user, userType: t, builtin: t.builtin } : { user };
    }
    const rs = ruleset ?? unit.ruleset;
    const builtin = rs ? systemKind(rs, name) : undefined;
    return builtin ? { builtin } : undefined;
  }

  /** The ship a ship `extends`, as resolved (undefined without `extends` or when nothing has the name). */
  shipBase(decl: ShipDecl): { unit: FileUnit; decl: ShipDecl } | undefined {
    return this.shipBases.get(decl);
  }

  /** The ruleset a ship follows: its model's, or for a ship that failed to resolve, the one it asked for. */
  shipRuleset(decl: ShipDecl): Ruleset | undefined {
    return this.ships.get(decl)?.ruleset ?? this.shipRulesets.get(decl);
  }

  /**
   * Takes a ship's lowering from an earlier compile of unchanged text (the language server's
   * incremental analysis, compiler/index.ts CompileReuse): its model, its resolved base and ruleset.
   */
  adopt(decl: ShipDecl, model: ShipModel | null, base: { unit: FileUnit; decl: ShipDecl } | undefined, ruleset: Ruleset | undefined): void {
    this.ships.set(decl, model);
    if (decl.base) this.shipBases.set(decl, base);
    this.shipRulesets.set(decl, ruleset);
  }

  /** Forget what was kept per declaration of `unit` (compiler/index.ts releaseSyntax). */
  release(unit: FileUnit): void {
    for (const rd of unit.rules) this.rulesRead.delete(rd);
    for (const decl of unit.ships.values()) {
      this.ships.delete(decl);
      this.shipBases.delete(decl);
      this.shipRulesets.delete(decl);
      this.inherited.forget(decl);
    }
    for (const decl of unit.flights.values()) this.inherited.forget(decl);
    if (this.arcsOf?.unit === unit) this.arcsOf = undefined;
  }

  /** Ships whose lowering is kept (a debug figure: see streamCheckProbe). */
  heldShips(): number {
    return this.ships.size;
  }

  /** Forget one ship's lowering (the streaming check, once nothing later can read it). */
  releaseShip(decl: ShipDecl): void {
    this.ships.delete(decl);
    this.shipBases.delete(decl);
    this.shipRulesets.delete(decl);
  }

  /** The lowered ship of a declaration (null when it failed, undefined when never lowered). */
  shipModel(decl: ShipDecl): ShipModel | null | undefined {
    return this.ships.get(decl);
  }

  /** The resolved user system type of a declaration of `unit` (null when its chain does not resolve). */
  systemType(unit: FileUnit, decl: SystemDecl): SystemTypeModel | null {
    this.unitOfType.set(decl, unit);
    return this.typeResolver.resolve(decl);
  }

  private unitOf(decl: SystemDecl): FileUnit {
    let unit = this.unitOfType.get(decl);
    if (!unit) {
      for (const u of this.program.files.values()) for (const d of u.systems.values()) if (!this.unitOfType.has(d)) this.unitOfType.set(d, u);
      unit = this.unitOfType.get(decl)!;
    }
    return unit;
  }

  /** `.ship` system declarations for the shared resolver (compiler/system-types.ts). */
  private readonly typeResolver = new SystemTypeResolver<SystemDecl>({
    info: (decl) => {
      const unit = this.unitOf(decl);
      return {
        name: decl.name.name,
        nameLoc: this.loc(unit, decl.name.span),
        base: decl.base ? { name: decl.base.name, loc: this.loc(unit, decl.base.span) } : undefined,
        ruleset: unit.ruleset,
        loc: this.loc(unit, decl.span),
        doc: decl.doc,
      };
    },
    lookup: (decl, name) => this.program.lookup(this.unitOf(decl), 'systems', name)?.decl,
    visibleNames: (decl) => this.program.visibleNames(this.unitOf(decl), 'systems'),
    readParams: (decl, builtin, inherited) => this.systemTypeParams(this.unitOf(decl), decl, builtin, inherited),
    report: (decl, code, message, loc, data) => this.report(this.unitOf(decl), code, message, loc.span, data),
    nameText: (name) => name,
  });

  private systemTypeParams(unit: FileUnit, decl: SystemDecl, builtin: SystemKind, inherited: SystemTypeModel | undefined): { params: Map<string, Located>; ionBased: boolean; invalid: Set<string> } {
    const ruleset = unit.ruleset!;
    const params = new Map<string, Located>(inherited?.params ?? []);
    const invalid = new Set<string>(inherited?.invalid ?? []);
    let ionBased = inherited?.ionBased ?? !!builtin.ionBased;
    const owner: PropertyOwner = { type: 'systemDecl', kind: builtin, name: decl.name.name, ruleset };
    this.reportRepeats(unit, decl.body);
    const { props, blocks } = this.systemMembers(unit, decl.body, builtin, `The system type \`${decl.name.name}\``);
    this.readBlockParams(unit, ruleset, builtin, blocks, params, invalid, `\`${decl.name.name}\``);
    for (const prop of props) {
      const spec = propertySpec(owner, prop.key);
      if (!spec) {
        this.unknownProperty(unit, prop, propertiesOf(owner).map((p) => p.name), withArticle(builtin.title, true));
        continue;
      }
      if (prop.key === 'ionBased') {
        // Not a parameter of the kind: it changes what the type draws on.
        const c = this.convert(unit, ruleset, prop, spec, '');
        if (c) ionBased = c.value as boolean;
        continue;
      }
      const v = this.convert(unit, ruleset, prop, spec, () => `\`${decl.name.name}\``);
      if (v) {
        params.set(prop.key, v);
        invalid.delete(prop.key);
        this.flightReference(unit, prop, spec, params);
      } else invalid.add(prop.key);
    }
    return { params, ionBased, invalid };
  }

  // ---- flights ---------------------------------------------------------------------------------

  /**
   * A parameter that may name a flight (`craft: NXShuttlepod` on a hangar; catalog `orName`): a
   * bare name must be a `flight` visible here (`unknown-flight` otherwise); the compiled system
   * then carries `flight: NAME` beside `craft`. Text in quotes stays text, as before.
   */
  private flightReference(unit: FileUnit, prop: Property, spec: ParamSpec, params: Map<string, Located>): void {
    if (spec.type.kind !== 'string' || spec.type.orName !== 'flight' || prop.value.kind !== 'ident') return;
    const name = prop.value.name;
    if (this.program.lookup(unit, 'flights', name)) {
      params.set('flight', { value: name, loc: this.loc(unit, prop.value.span), keyLoc: this.loc(unit, prop.keySpan) });
      return;
    }
    params.delete(prop.key);
    const dym = didYouMean(name, this.program.visibleNames(unit, 'flights'));
    this.report(
      unit,
      'unknown-flight',
      `There is no flight \`${name}\` for \`${prop.key}\`.${dym.text}${dym.suggestion ? '' : ` Declare it with \`flight ${name} { ... }\` (or import the file that does), or write the craft as text in quotes: \`${prop.key}: "${name}"\`.`}`,
      prop.value.span,
      fixFor(prop.value.span, dym.suggestion),
      'error',
      'B5-HANGAR',
    );
  }

  /** The flight a flight `extends`, as resolved. */
  flightBase(decl: FlightDecl): { unit: FileUnit; decl: FlightDecl } | undefined {
    return this.flightBases.get(decl);
  }

  /** The lowered flight of a declaration (null when it failed, undefined when never lowered). */
  flightModel(decl: FlightDecl): FlightModel | null | undefined {
    return this.flights.get(decl);
  }

  /** Lower a `flight` declaration (and the flights it extends, root first: no recursion per step). */
  flight(unit: FileUnit, decl: FlightDecl): FlightModel | null {
    if (this.flights.has(decl)) return this.flights.get(decl)!;
    const chain: { unit: FileUnit; decl: FlightDecl }[] = [];
    const seen = new Set<FlightDecl>();
    let cur: { unit: FileUnit; decl: FlightDecl } | undefined = { unit, decl };
    for (; cur && !this.flights.has(cur.decl) && !seen.has(cur.decl); ) {
      seen.add(cur.decl);
      chain.push(cur);
      cur = cur.decl.base ? this.program.lookup(cur.unit, 'flights', cur.decl.base.name) : undefined;
    }
    if (cur && seen.has(cur.decl)) {
      const members = chain.slice(chain.findIndex((c) => c.decl === cur!.decl));
      const loop = describeCycle(members.map((m) => `\`${m.decl.name.name}\``));
      for (const m of members) {
        this.report(m.unit, 'extends-cycle', `The flight \`${m.decl.name.name}\` extends itself through a cycle of variants: ${loop}. Make one of them extend something outside the cycle.`, m.decl.base?.span ?? m.decl.name.span);
        this.flights.set(m.decl, null);
      }
    }
    for (let i = chain.length - 1; i >= 0; i--)
      if (!this.flights.has(chain[i].decl)) this.flights.set(chain[i].decl, this.refusedUnits.has(chain[i].unit) ? null : this.lowerFlight(chain[i].unit, chain[i].decl));
    return this.flights.get(decl) ?? null;
  }

  private lowerFlight(unit: FileUnit, decl: FlightDecl): FlightModel | null {
    let model: FlightModel;
    if (decl.base) {
      const found = this.program.lookup(unit, 'flights', decl.base.name);
      this.flightBases.set(decl, found);
      if (!found) {
        const dym = didYouMean(decl.base.name, this.program.visibleNames(unit, 'flights').filter((n) => n !== decl.name.name));
        this.report(unit, 'unknown-flight', `There is no flight \`${decl.base.name}\` to extend.${dym.text}${dym.suggestion ? '' : ' Declare it in this file or import the file that declares it.'}`, decl.base.span, fixFor(decl.base.span, dym.suggestion));
        return null;
      }
      const base = this.flights.get(found.decl);
      if (!base) return null;
      model = { ...inherit(base, decl, this.loc(unit, decl.span), this.loc(unit, decl.name.span)), unit: 'flight' };
    } else {
      if (unit.ruleset !== 'b5wars') {
        this.report(unit, 'flight-ruleset', unit.ruleset ? `Flights are Babylon 5 Wars units; this file follows ${unit.ruleset}. Put the flight in a \`ruleset b5wars\` file.` : 'A flight needs `ruleset b5wars` at the top of its file.', decl.name.span);
        return null;
      }
      model = { ...newShipModel({ name: decl.name.name, nameLoc: this.loc(unit, decl.name.span), loc: this.loc(unit, decl.span), ruleset: 'b5wars', base: null, doc: decl.doc }), unit: 'flight' };
    }
    const outer = this.current;
    this.current = model;
    try {
      this.reportRepeats(unit, decl.body);
      const owner: PropertyOwner = { type: 'flight', ruleset: 'b5wars' };
      /** Properties written (a refused value is reported once, not again as missing). */
      const written = new Set<string>();
      for (const m of decl.body) {
        switch (m.kind) {
          case 'property': {
            const spec = propertySpec(owner, m.key);
            if (!spec) {
              this.unknownProperty(unit, m, propertiesOf(owner).map((p) => p.name), 'A flight');
              break;
            }
            written.add(m.key);
            const v = this.convert(unit, 'b5wars', m, spec, () => `the flight \`${decl.name.name}\``);
            if (v) model.props.set(m.key, v);
            break;
          }
          case 'allow':
            this.allow(unit, model, m.rule.name, m.rule.span, m.reason?.value ?? null, m.span);
            break;
          case 'remove':
            this.removeInherited(unit, model, m, 'flight', 'weapon');
            break;
          case 'block': {
            // Each craft carries the flight's weapons: only weapon kinds (and types of them) belong here.
            const kind = groupKind('b5wars', m.type.name) ? undefined : this.resolveKind(unit, 'b5wars', m.type.name);
            if (!kind && !groupKind('b5wars', m.type.name) && this.declaredButBroken(unit, 'b5wars', m.type.name)) break;
            if (kind && kind.builtin.category === 'weapon') {
              this.block(unit, model, m, null, 'b5wars');
              break;
            }
            if (!kind && !groupKind('b5wars', m.type.name)) {
              const unknown = unknownKindMessage('b5wars', m.type.name, this.program.visibleNames(unit, 'systems'));
              this.report(unit, 'unknown-kind', unknown.message, m.type.span, fixFor(m.type.span, unknown.suggestion));
              break;
            }
            this.report(
              unit,
              'flight-member',
              `A flight states its craft's figures and the weapons each craft carries; ${kind ? withArticle(kind.builtin.title) : `a \`${m.type.name}\` block`} does not belong in it. Give the flight \`weapon\` blocks (or types extending a weapon), and put hangars and other systems in the ship that carries it.`,
              m.type.span,
              undefined,
              'error',
              'B5-FLIGHT',
            );
            break;
          }
        }
      }
      this.checkRequiredSystems(unit, model);
      for (const spec of flightPropertiesOf()) {
        if (!spec.required || model.props.has(spec.name) || written.has(spec.name)) continue;
        this.keepComplete = true;
        this.report(unit, 'missing-property', `The flight \`${model.name}\` needs \`${spec.name}\` (${describeType(spec.type)}): ${spec.doc}`, model.nameLoc.span, { property: spec.name }, 'error', spec.rules?.[0]);
        this.keepComplete = false;
      }
    } finally {
      this.current = outer;
    }
    return model;
  }

  // ---- ships -----------------------------------------------------------------------------------

  ship(unit: FileUnit, decl: ShipDecl): ShipModel | null {
    if (this.ships.has(decl)) return this.ships.get(decl)!;
    // Lower a long `extends` chain from its root down, so that each step finds its base already
    // lowered: recursion depth stays constant however deep the chain (a cycle stops the walk and
    // is reported by the inProgress check).
    const chain: { unit: FileUnit; decl: ShipDecl }[] = [];
    const seen = new Set<ShipDecl>();
    let cur: { unit: FileUnit; decl: ShipDecl } | undefined = { unit, decl };
    for (; cur && !this.ships.has(cur.decl) && !seen.has(cur.decl); ) {
      seen.add(cur.decl);
      chain.push(cur);
      cur = cur.decl.base ? this.program.lookup(cur.unit, 'ships', cur.decl.base.name) : undefined;
    }
    if (cur && seen.has(cur.decl)) this.breakCycle(chain, cur.decl, this.ships, 'ship', 'a cycle of variants');
    for (let i = chain.length - 1; i > 0; i--) this.shipStep(chain[i].unit, chain[i].decl);
    return this.shipStep(unit, decl);
  }

  /**
   * The walk up an `extends` chain came back to `start`: every declaration from `start` on is in
   * the cycle. Each one is reported (a cycle of any length, each member once) and resolves to
   * nothing, so no lowering step recurses around the cycle, however long (2,000 and more).
   */
  private breakCycle<D extends ShipDecl | SystemDecl>(chain: { unit: FileUnit; decl: D }[], start: D, done: Map<D, unknown>, what: string, through: string): void {
    const members = chain.slice(chain.findIndex((c) => c.decl === start));
    const loop = describeCycle(members.map((m) => `\`${m.decl.name.name}\``));
    for (const m of members) {
      this.report(m.unit, 'extends-cycle', `The ${what} \`${m.decl.name.name}\` extends itself through ${through}: ${loop}. Make one of them extend something outside the cycle.`, m.decl.base?.span ?? m.decl.name.span);
      done.set(m.decl, null);
    }
  }

  private shipStep(unit: FileUnit, decl: ShipDecl): ShipModel | null {
    if (this.ships.has(decl)) return this.ships.get(decl)!;
    if (this.refusedUnits.has(unit)) {
      this.ships.set(decl, null);
      return null;
    }
    if (this.inProgress.has(decl)) {
      this.report(unit, 'extends-cycle', `The ship \`${decl.name.name}\` extends itself through a cycle of variants.`, decl.base?.span ?? decl.name.span);
      return null;
    }
    this.inProgress.add(decl);
    const result = this.lowerShip(unit, decl);
    this.inProgress.delete(decl);
    this.ships.set(decl, result);
    return result;
  }

  private lowerShip(unit: FileUnit, decl: ShipDecl): ShipModel | null {
    let ruleset = shipRulesetOf(unit, decl);
    const rulesetProp = decl.body.find((m): m is Property => m.kind === 'property' && m.key === 'ruleset');
    if (rulesetProp && !isRuleset(rulesetName(rulesetProp.value))) this.report(unit, 'unknown-ruleset', 'A ship\'s `ruleset` is `b5wars` or `sfb`.', rulesetProp.value.span);
    let model: ShipModel;
    this.shipRulesets.set(decl, ruleset);
    if (decl.base) {
      const found = this.program.lookup(unit, 'ships', decl.base.name);
      this.shipBases.set(decl, found);
      if (!found) {
        const dym = didYouMean(decl.base.name, this.program.visibleNames(unit, 'ships').filter((n) => n !== decl.name.name));
        this.report(unit, 'unknown-ship', `There is no ship \`${decl.base.name}\` to extend.${dym.text}${dym.suggestion ? '' : ' Declare it in this file or import the file that declares it.'}`, decl.base.span, fixFor(decl.base.span, dym.suggestion));
        return null;
      }
      const base = this.ship(found.unit, found.decl);
      if (!ruleset) this.shipRulesets.set(decl, base?.ruleset ?? this.shipRulesets.get(found.decl));
      if (!base) return null;
      if (ruleset && ruleset !== base.ruleset) {
        this.report(unit, 'ruleset-mismatch', `\`${decl.name.name}\` is a ${ruleset} ship but its base \`${base.name}\` is a ${base.ruleset} ship.`, decl.base.span);
        return null;
      }
      model = inherit(base, decl, this.loc(unit, decl.span), this.loc(unit, decl.name.span));
      ruleset = base.ruleset;
    } else {
      if (!ruleset) {
        this.report(unit, 'missing-ruleset', `The ship \`${decl.name.name}\` has no ruleset: add \`ruleset b5wars\` or \`ruleset sfb\` at the top of the file.`, decl.name.span, {
          fixes: (['b5wars', 'sfb'] as const).map((r) => ({ title: `Add \`ruleset ${r}\``, edits: [{ span: { start: 0, end: 0 }, newText: `ruleset ${r}\n` }] })),
        });
        return null;
      }
      model = newShipModel({ name: decl.name.name, nameLoc: this.loc(unit, decl.name.span), loc: this.loc(unit, decl.span), ruleset, base: null, doc: decl.doc });
      for (const rd of unit.rules) this.applyRules(unit, model, rd);
    }
    const outer = this.current;
    this.current = model;
    try {
      this.reportRepeats(unit, decl.body);
      this.applyMembers(unit, model, decl.body, null);
      this.checkRequired(unit, model);
    } finally {
      this.current = outer;
    }
    return model;
  }

  /** Required parameters (no default in the catalog) must be given on the instance or its type. */
  private checkRequired(unit: FileUnit, model: ShipModel): void {
    this.checkRequiredSystems(unit, model);
    for (const spec of propertiesOf({ type: 'ship', ruleset: model.ruleset })) {
      if (!spec.required || model.props.has(spec.name)) continue;
      this.keepComplete = true;
      this.report(unit, 'missing-property', `The ship \`${model.name}\` needs \`${spec.name}\` (${describeType(spec.type)}): ${spec.doc}`, model.nameLoc.span, {
        property: spec.name,
      });
      this.keepComplete = false;
    }
  }

  /** Required system parameters (no default in the catalog) must be given on the instance or its type. */
  private checkRequiredSystems(unit: FileUnit, model: ShipModel): void {
    for (const sys of model.systems) {
      if (sys.declaredIn !== model.name) continue;
      for (const spec of sys.builtin.params) {
        if (!spec.required || sys.params.has(spec.name) || sys.userType?.params.has(spec.name) || sys.invalid?.has(spec.name)) continue;
        const body = sys.loc.span;
        this.report(
          unit,
          'missing-property',
          `The ${sys.builtin.title} \`${sys.id}\` needs \`${spec.name}\` (${describeType(spec.type)}): ${spec.doc}`,
          sys.idLoc.span,
          { property: spec.name, fixes: [{ title: `Add \`${spec.name}\``, edits: [{ span: { start: body.end - 1, end: body.end - 1 }, newText: ` ${spec.name}: ${placeholderValue(spec)} ` }] }] },
          'error',
          spec.rules?.find((r) => r !== 'SSD-3'),
        );
      }
    }
  }

  /**
   * Read the file's `rules` blocks now, if no ship has yet (each is read, and reported, once).
   * The ships that read them are those that extend nothing and follow a ruleset: in a file with
   * none, nothing reads the blocks and nothing is reported.
   */
  checkRulesBlocks(unit: FileUnit): void {
    if (!unit.rules.length || ![...unit.ships.values()].some((decl) => !decl.base && shipRulesetOf(unit, decl))) return;
    for (const rd of unit.rules) this.rulesBlock(unit, rd);
  }

  /**
   * The constants a `rules` block sets. Read once, however many ships of the file take them, so
   * that its errors are reported once, at the block. Its values are numbers and booleans, which
   * read alike whatever ruleset a ship follows.
   */
  private rulesBlock(unit: FileUnit, rd: RulesDecl): { name: string; value: Located<number | boolean> }[] {
    let read = this.rulesRead.get(rd);
    if (read) return read;
    // Read outside any ship: an error in the block is the block's, not a ship's (`incomplete`).
    const outer = this.current;
    this.current = null;
    try {
      read = this.readRules(unit, rd.body, unit.ruleset);
    } finally {
      this.current = outer;
    }
    this.rulesRead.set(rd, read);
    return read;
  }

  /** The constants a `rules` body sets, its errors reported. */
  private readRules(unit: FileUnit, body: Member[], ruleset: Ruleset | undefined): { name: string; value: Located<number | boolean> }[] {
    const read: { name: string; value: Located<number | boolean> }[] = [];
    const owner: PropertyOwner = { type: 'rules' };
    for (const prop of this.onlyProperties(unit, body, 'A `rules` block')) {
      const spec = propertySpec(owner, prop.key);
      if (!spec) {
        this.unknownProperty(unit, prop, propertiesOf(owner).map((r) => r.name), 'The rules');
        continue;
      }
      const v = this.convert(unit, ruleset, prop, spec, '');
      if (v) read.push({ name: spec.name, value: v as Located<number | boolean> });
    }
    return read;
  }

  /** A file's `rules` block (read once for all its ships), or a ship's own `rules { }` body. */
  private applyRules(unit: FileUnit, model: ShipModel, rules: RulesDecl | Member[]): void {
    for (const { name, value } of Array.isArray(rules) ? this.readRules(unit, rules, model.ruleset) : this.rulesBlock(unit, rules)) model.rules.set(name, value);
  }

  /**
   * `remove` in a variant or a derived flight: drops inherited systems by id. `dropOther` may take
   * a name that is no system (a ship's section); any other unknown name is `unknown-id`.
   */
  private removeInherited(
    unit: FileUnit,
    model: ShipModel,
    m: Extract<Member, { kind: 'remove' }>,
    noun: 'ship' | 'flight',
    member: 'system' | 'weapon',
    dropOther?: (name: string) => boolean,
  ): void {
    if (!model.base) {
      this.report(unit, 'remove-without-extends', `\`remove\` drops a ${member} inherited from a base ${noun}; this ${noun} does not \`extends\` another.`, m.span);
      return;
    }
    for (const id of m.ids) {
      const idx = model.systems.findIndex((s) => s.id === id.name);
      if (idx >= 0) model.systems.splice(idx, 1);
      else if (!dropOther?.(id.name)) {
        const dym = didYouMean(id.name, model.systems.map((s) => s.id));
        this.report(unit, 'unknown-id', `The base ${noun} has no ${member} \`${id.name}\` to remove.${dym.text}`, id.span, fixFor(id.span, dym.suggestion));
      }
    }
  }

  /** Apply the members of a ship body (section = null) or of a section body. */
  private applyMembers(unit: FileUnit, model: ShipModel, body: Member[], section: SectionModel | null): void {
    const ruleset = model.ruleset;
    for (const m of body) {
      switch (m.kind) {
        case 'property':
          if (section) this.sectionProperty(unit, model, section, m);
          else this.shipProperty(unit, model, m);
          break;
        case 'allow':
          this.allow(unit, model, m.rule.name, m.rule.span, m.reason?.value ?? null, m.span);
          break;
        case 'remove':
          // At the ship's level a name may also be an inherited section.
          this.removeInherited(unit, model, m, 'ship', 'system', (name) => !section && model.sections.delete(name));
          break;
        case 'block':
          this.block(unit, model, m, section, ruleset);
          break;
      }
    }
  }

  private allow(unit: FileUnit, model: ShipModel, rule: string, ruleSpan: Span, reason: string | null, span: Span): void {
    if (!knownRuleIds.has(rule)) {
      const dym = didYouMean(rule, knownRuleIds);
      this.report(unit, 'unknown-rule', `\`${rule}\` is not a rule ID of rules.md.${dym.text}`, ruleSpan, fixFor(ruleSpan, dym.suggestion), 'warning', 'SSD-5');
    }
    if (reason === null || reason.trim() === '')
      this.report(unit, 'allow-without-reason', `An \`allow ${rule}\` needs a reason in quotes saying why the canon design breaks the rule, e.g. \`allow ${rule} "printed SSD shows 8"\`.`, span, {
        fixes: [{ title: 'Add a reason', edits: [{ span: { start: ruleSpan.end, end: ruleSpan.end }, newText: ' "reason"' }] }],
      }, 'error', 'SSD-5');
    const a: AllowModel = { rule, reason, loc: this.loc(unit, span), ruleLoc: this.loc(unit, ruleSpan) };
    model.allows.push(a);
  }

  private shipProperty(unit: FileUnit, model: ShipModel, prop: Property): void {
    if (prop.key === 'ruleset') return; // handled before lowering
    const owner: PropertyOwner = { type: 'ship', ruleset: model.ruleset };
    const spec = propertySpec(owner, prop.key);
    if (!spec) {
      const other = model.ruleset === 'b5wars' ? 'sfb' : 'b5wars';
      const hint = shipProperty(other, prop.key) ? ` (\`${prop.key}\` is a ${other} property; this ship follows ${model.ruleset}.)` : '';
      if (hint) this.report(unit, 'unknown-property', `${model.ruleset === 'sfb' ? 'An' : 'A'} ${model.ruleset} ship has no property \`${prop.key}\`.${hint}`, prop.keySpan);
      else this.unknownProperty(unit, prop, propertiesOf(owner).map((p) => p.name), `${model.ruleset === 'sfb' ? 'An' : 'A'} ${model.ruleset} ship`);
      return;
    }
    const v = this.convert(unit, model.ruleset, prop, spec, '');
    if (v) model.props.set(prop.key, v);
  }

  private sectionProperty(unit: FileUnit, model: ShipModel, section: SectionModel, prop: Property): void {
    const owner: PropertyOwner = { type: 'section', ruleset: model.ruleset };
    const spec = propertySpec(owner, prop.key);
    if (!spec) {
      this.unknownProperty(unit, prop, propertiesOf(owner).map((p) => p.name), `The section \`${section.name}\``);
      return;
    }
    const v = this.convert(unit, model.ruleset, prop, spec, () => `section \`${section.name}\``);
    if (v) section.props.set(prop.key, v);
  }

  private block(unit: FileUnit, model: ShipModel, b: Block, section: SectionModel | null, ruleset: Ruleset): void {
    const kindName = b.type.name;
    if (kindName === 'rules' && !section) {
      this.applyRules(unit, model, b.body ?? []);
      return;
    }
    const group = groupKind(ruleset, kindName);
    if (group) {
      if ((group.placement === 'section') !== (section !== null)) {
        this.report(unit, 'misplaced-block', group.placement === 'section' ? `\`${kindName}\` belongs inside a \`section\`.` : `\`${kindName}\` belongs directly in the ship, not inside a section.`, b.type.span);
        return;
      }
      if (kindName === 'section') this.section(unit, model, b);
      else if (kindName === 'shields') this.shieldsGroup(unit, model, b);
      else if (kindName === 'hits') this.hitsGroup(unit, model, b, section!);
      return;
    }
    if (this.declaredButBroken(unit, ruleset, kindName)) return;
    const kind = this.resolveKind(unit, ruleset, kindName);
    if (!kind) {
      const other: Ruleset = ruleset === 'b5wars' ? 'sfb' : 'b5wars';
      if (groupKind(other, kindName)) {
        this.report(unit, 'wrong-ruleset-kind', `\`${kindName}\` blocks belong to ${other} ships; ${ruleset === 'sfb' ? 'sfb ships list their systems directly and give `shields: [...]` as a list' : 'this ship follows b5wars'}.`, b.type.span);
        return;
      }
      if (systemKind(other, kindName)) {
        this.report(unit, 'wrong-ruleset-kind', `\`${kindName}\` is a ${other} system; this ship follows ${ruleset}.`, b.type.span);
        return;
      }
      const groups = ruleset === 'b5wars' ? (section ? ['hits'] : ['section', 'shields', 'rules']) : ['rules'];
      const unknown = unknownKindMessage(ruleset, kindName, this.program.visibleNames(unit, 'systems'), { extraCandidates: groups });
      const isProp = !b.body && b.ids.length === 0 && (shipProperty(ruleset, kindName) || (section && propertySpec({ type: 'section', ruleset }, kindName)));
      this.report(unit, 'unknown-kind', isProp ? `\`${kindName}\` is a property: write \`${kindName}: value\`.` : unknown.message, b.type.span, fixFor(b.type.span, unknown.suggestion));
      return;
    }
    if (kind.builtin.placement === 'section' && !section)
      this.report(unit, 'misplaced-block', `${withArticle(kind.builtin.title, true)} belongs inside a section.`, b.type.span);
    const ids = b.ids.length ? b.ids : [{ name: kindName, span: b.type.span }];
    const { props, blocks } = this.systemMembers(unit, b.body, kind.builtin, () => withArticle(kind.builtin.title, true));
    // Words for messages, put together only when one is reported.
    const owner = () => (b.ids.length ? `\`${b.ids.map((i) => i.name).join(', ')}\`` : `the ${kind.builtin.title}`);
    const params = new Map<string, Located>();
    const invalid = new Set<string>();
    this.readBlockParams(unit, ruleset, kind.builtin, blocks, params, invalid, owner);
    const propOwner: PropertyOwner = { type: 'system', kind: kind.builtin, typeName: kindName, ruleset };
    for (const prop of props) {
      const spec = propertySpec(propOwner, prop.key);
      if (!spec) {
        this.unknownProperty(unit, prop, propertiesOf(propOwner).map((p) => p.name), withArticle(kind.builtin.title, true));
        continue;
      }
      const v = this.convert(unit, ruleset, prop, spec, owner);
      if (v) {
        params.set(prop.key, v);
        this.flightReference(unit, prop, spec, params);
      } else invalid.add(prop.key);
    }
    // What the type wrote badly is unknown here too, unless the instance states it.
    if (kind.userType?.invalid) for (const name of kind.userType.invalid) if (!params.has(name)) invalid.add(name);
    for (const id of ids) {
      // Only a variant can merge into an inherited system; skipping the scan otherwise keeps a
      // ship with thousands of systems linear.
      const existing = model.base ? model.systems.find((s) => s.id === id.name && s.declaredIn !== model.name && s.type === kindName) : undefined;
      if (existing) {
        // A variant's block with the same kind and id merges into the inherited system.
        const merged: SystemModel = { ...existing, params: new Map([...existing.params, ...params]), declaredIn: model.name, loc: this.loc(unit, b.span), idLoc: this.loc(unit, id.span), typeLoc: this.loc(unit, b.type.span) };
        if (section) merged.section = section.name;
        model.systems[model.systems.indexOf(existing)] = merged;
        continue;
      }
      const clash = singletonClash(model, kind.builtin);
      if (clash) {
        this.report(unit, 'duplicate-singleton', clash, id.span);
        continue;
      }
      model.systems.push({
        id: id.name,
        idLoc: this.loc(unit, id.span),
        type: kindName,
        typeLoc: this.loc(unit, b.type.span),
        builtin: kind.builtin,
        userType: kind.userType,
        section: section ? section.name : null,
        // Nothing changes a system's parameters once lowered (a variant's merge builds a new
        // map), so the systems of a block of several ids share its map.
        params,
        loc: this.loc(unit, b.span),
        ionBased: ionBasedOf(kind.builtin, kind.userType),
        singleton: b.ids.length === 0,
        declaredIn: model.name,
        doc: b.doc,
        ...(invalid.size ? { invalid } : {}),
      });
    }
  }

  private section(unit: FileUnit, model: ShipModel, b: Block): void {
    if (b.ids.length === 0) {
      this.report(unit, 'missing-id', 'A section needs a name: `section forward { ... }`.', b.type.span);
      return;
    }
    for (const id of b.ids) {
      let s = model.sections.get(id.name);
      if (!s) {
        s = { name: id.name, loc: this.loc(unit, b.span), nameLoc: this.loc(unit, id.span), props: new Map() };
        model.sections.set(id.name, s);
      } else if (!model.base || [...model.sections.values()].some((x) => x === s && x.loc.file === unit.path && x.loc.span.start === b.span.start)) {
        // keep merging: a repeated section in the same ship adds to it
      }
      this.applyMembers(unit, model, b.body ?? [], s);
    }
  }

  private shieldsGroup(unit: FileUnit, model: ShipModel, b: Block): void {
    const entries = model.shields?.entries ?? new Map<string, Located<number>>();
    const arcs = model.shields?.arcs ?? new Map<string, Located<Arc>>();
    const stated = model.shields?.stated ?? new Map<string, Map<string, Located<number>>>();
    readShields(b, {
      rating: (prop, name, keySpan) => {
        const v = this.convert(unit, model.ruleset, prop, projectionRating(name), 'the shields');
        if (v) entries.set(name, { ...(v as Located<number>), keyLoc: this.loc(unit, keySpan) });
      },
      arc: (prop, name, keySpan) => {
        const v = this.convert(unit, model.ruleset, prop, projectionArc, () => `the ${name} projection`);
        if (v) arcs.set(name, { ...(v as Located<Arc>), keyLoc: this.loc(unit, keySpan) });
      },
      figure: (prop, name, spec, keySpan) => {
        const v = this.convert(unit, model.ruleset, prop, spec, () => `the ${name} projection`);
        if (!v) return;
        if (!stated.has(spec.name)) stated.set(spec.name, new Map());
        stated.get(spec.name)!.set(name, { ...(v as Located<number>), keyLoc: this.loc(unit, keySpan) });
      },
      problem: (code, message, span, suggestion, rule) => this.report(unit, code, message, span, fixFor(span, suggestion), 'error', rule),
    });
    model.shields = {
      loc: this.loc(unit, b.span),
      entries,
      ...(arcs.size ? { arcs } : {}),
      ...(stated.size ? { stated } : {}),
    };
  }

  /**
   * The alternatives of a hit-chart entry, `7: [D1, D2]` (SSD-2): two or more system ids or kinds,
   * each named once; `structure` and `primary` are not alternatives. Returns the alternatives that
   * could be read (what is wrong is reported); SSD-2 checks what each one names.
   */
  private hitAlternatives(unit: FileUnit, v: Extract<Value, { kind: 'list' }>): { target: string; loc: Loc; inSection?: HitKindSection }[] {
    const out: { target: string; loc: Loc; inSection?: HitKindSection }[] = [];
    let bad = false;
    for (const item of v.items) {
      const name = item.kind === 'ident' ? item.name : undefined;
      if (name !== undefined && name.includes('.')) {
        // `aft.nacelle` among alternatives: a kind of a section, checked by SSD-2.
        const k = this.kindInSection(unit, name, item.span);
        if (!k) bad = true;
        else if (k.target === 'structure') {
          this.report(unit, 'hit-alternative-keyword', `\`${name}\` cannot be one of several alternatives: a section's structure takes a hit by itself, not as one pick of a die (SSD-2). Give \`${name}\` its own rolls.`, item.span);
          bad = true;
        } else if (out.some((a) => a.target === k.target && a.inSection?.name === k.inSection.name)) {
          this.report(unit, 'duplicate-hit-alternative', `\`${name}\` is already an alternative of this entry; name each once (to weight one, give it rolls of its own).`, item.span);
          bad = true;
        } else out.push({ target: k.target, loc: this.loc(unit, item.span), inSection: k.inSection });
        continue;
      }
      if (name === undefined) {
        this.report(unit, 'wrong-type', `Each alternative of a hit chart entry is a system id or a kind, as in \`[D1, D2]\`, not ${item.kind === 'number' ? 'a number' : item.kind === 'string' ? 'a string' : 'this value'}.`, item.span);
        bad = true;
      } else if (name === 'structure' || name === 'primary') {
        this.report(unit, 'hit-alternative-keyword', `\`${name}\` cannot be one of several alternatives: a hit whose alternatives are all destroyed goes to the section's structure by itself (SSD-2). Give \`${name}\` its own rolls.`, item.span);
        bad = true;
      } else if (out.some((a) => a.target === name && !a.inSection)) {
        this.report(unit, 'duplicate-hit-alternative', `\`${name}\` is already an alternative of this entry; name each system once (to weight one, give it rolls of its own).`, item.span);
        bad = true;
      } else out.push({ target: name, loc: this.loc(unit, item.span) });
    }
    if (!bad && out.length < 2)
      this.report(unit, 'hit-alternatives-too-few', `An entry with alternatives names two or more systems, as in \`[D1, D2]\`; for one, write it without brackets${out.length ? ` (\`${out[0].target}\`)` : ''}.`, v.span);
    return out;
  }

  /**
   * A hit-chart target `aft.nacelle`: the kind `nacelle` of section `aft` (SSD-2 checks that the
   * section, the kind and a system of it there exist). Anything but two names joined by one dot is
   * reported here, at the target.
   */
  private kindInSection(unit: FileUnit, name: string, span: Span): { target: string; inSection: HitKindSection } | undefined {
    const parts = name.split('.');
    if (parts.length !== 2) {
      this.report(
        unit,
        'bad-hit-target',
        `\`${name}\` has ${parts.length - 1} dots; a hit chart target names a kind of a section with one, \`section.kind\` (\`aft.nacelle\`: any nacelle of the aft section), or a system id, a kind, \`structure\` or \`primary\` alone.`,
        span,
      );
      return undefined;
    }
    const [sec, kind] = parts;
    const kindStart = span.start + sec.length + 1;
    return {
      target: kind,
      inSection: { name: sec, loc: this.loc(unit, { start: span.start, end: span.start + sec.length }), kindLoc: this.loc(unit, { start: kindStart, end: kindStart + kind.length }) },
    };
  }

  private hitsGroup(unit: FileUnit, model: ShipModel, b: Block, section: SectionModel): void {
    const entries = [];
    for (const prop of this.onlyProperties(unit, b.body, 'A hit chart')) {
      if (!prop.range) {
        this.report(unit, 'bad-hit-key', `Hit chart keys are d20 rolls such as \`1..8\` or \`20\`; \`${prop.key}\` is not one.`, prop.keySpan);
        continue;
      }
      const v = prop.value;
      const entry = { from: prop.range.from, to: prop.range.to, loc: this.loc(unit, prop.span), keyLoc: this.loc(unit, prop.keySpan), targetLoc: this.loc(unit, v.span) };
      if (v.kind === 'list') {
        // What was read is kept even when part of the list is refused, so the entry's rolls are
        // not reported again as a gap.
        const alternatives = this.hitAlternatives(unit, v);
        const first = alternatives[0]?.inSection ? { inSection: alternatives[0].inSection } : {};
        if (alternatives.length > 1) entries.push({ ...entry, target: alternatives[0].target, ...first, alternatives });
        else if (alternatives.length === 1) entries.push({ ...entry, target: alternatives[0].target, targetLoc: alternatives[0].loc, ...first });
        continue;
      }
      if (v.kind === 'ident' && v.name.includes('.')) {
        const k = this.kindInSection(unit, v.name, v.span);
        if (k) entries.push({ ...entry, target: k.target, inSection: k.inSection });
        continue;
      }
      const target = v.kind === 'ident' ? v.name : v.kind === 'string' ? v.value : undefined;
      if (target === undefined) {
        this.report(unit, 'wrong-type', `A hit chart entry names a system id, a kind, \`structure\` or \`primary\`, or alternatives \`[D1, D2]\`, not ${v.kind === 'number' ? 'a number' : 'this value'}.`, v.span);
        continue;
      }
      // Written out, not `{ ...entry, target }`: a spread then a new key made a hidden class
      // per entry (garbage in the old generation: a fleet's check grew with its ships).
      entries.push({ from: entry.from, to: entry.to, loc: entry.loc, keyLoc: entry.keyLoc, targetLoc: entry.targetLoc, target });
    }
    // A chart is one unit: a variant's chart replaces the inherited one.
    section.hits = { loc: this.loc(unit, b.span), entries };
  }
}

/** The words of the blocks a kind's parameters are written as (`mode`), worked out once per kind. */
const blockWordsCache = new WeakMap<SystemKind, string[]>();
function blockWordsOf(kind: SystemKind): string[] {
  let words = blockWordsCache.get(kind);
  if (!words) blockWordsCache.set(kind, (words = kind.params.flatMap((p) => (p.type.kind === 'blocks' ? [p.type.block] : []))));
  return words;
}

function rulesetName(v: Value): string {
  return v.kind === 'ident' ? v.name : v.kind === 'string' ? v.value : '';
}

/** The ruleset a ship asks for: its own `ruleset` property when that names one, else its file's. */
function shipRulesetOf(unit: FileUnit, decl: ShipDecl): Ruleset | undefined {
  const prop = decl.body.find((m): m is Property => m.kind === 'property' && m.key === 'ruleset');
  const name = prop ? rulesetName(prop.value) : '';
  return isRuleset(name) ? name : unit.ruleset;
}

/** A variant starts as a copy of its base; everything inherited is marked as such. */
function inherit(base: ShipModel, decl: ShipDecl | FlightDecl, loc: Loc, nameLoc: Loc): ShipModel {
  return {
    name: decl.name.name,
    nameLoc,
    loc,
    ruleset: base.ruleset,
    base: base.name,
    doc: decl.doc,
    props: new Map(base.props),
    // Stated projection arcs are inherited with the ratings (a variant never falls back to the size layout).
    shields: base.shields
      ? {
          loc: base.shields.loc,
          entries: new Map(base.shields.entries),
          ...(base.shields.arcs ? { arcs: new Map(base.shields.arcs) } : {}),
          ...(base.shields.stated ? { stated: new Map([...base.shields.stated].map(([k, v]) => [k, new Map(v)])) } : {}),
        }
      : undefined,
    sections: new Map([...base.sections].map(([k, s]) => [k, { ...s, props: new Map(s.props), hits: s.hits }])),
    systems: base.systems.map((s) => ({ ...s })),
    allows: base.allows.map((a) => Object.assign({}, a, { inherited: true, used: false })),
    rules: new Map(base.rules),
  };
}

function fixFor(span: Span, suggestion: string | undefined): DiagnosticData | undefined {
  return suggestion ? { suggestion, fixes: [{ title: `Change to \`${suggestion}\``, edits: [{ span, newText: suggestion }] }] } : undefined;
}

/** "an ion cannon", "a deflector"; capitalised for the start of a sentence. */
export function withArticle(title: string, capital = false): string {
  const a = /^[aeiouAEIOU]/.test(title) ? 'an' : 'a';
  return `${capital ? a[0].toUpperCase() + a.slice(1) : a} ${title}`;
}
