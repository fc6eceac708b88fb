// The ship model: a resolved ship (imports, arc names, `extends`, user system types all applied)
// with every value converted to its runtime form and tied to where it was written. Construction
// rules (compiler/rules/) read this model, so they work the same for `.ship` sources and JSON
// ship documents; emission (compiler/emit.ts) turns it into the compiled document.
import type { Span } from '../grammar/ast';
import type { Diagnostic, DiagnosticData, Severity } from '../grammar/diagnostic';
import type { ParamSpec, Ruleset, SystemKind } from './catalog/types';
import type { Arc, Derived } from './types';
import { paramNamed } from './catalog/param-index';

/** Where something was written: a span of a file; for JSON documents also its JSON Pointer. */
export interface Loc {
  file: string;
  span: Span;
  pointer?: string;
}

/** A converted value and where it came from. `keyLoc` is the property name's location. */
export interface Located<T = unknown> {
  value: T;
  loc: Loc;
  keyLoc?: Loc;
  /**
   * For a value written as several blocks (a weapon's `mode NAME { ... }` blocks): where each
   * entry of the list was written (`loc` its block, `keyLoc` its name, `keys` each figure's key),
   * in list order.
   */
  parts?: { loc: Loc; keyLoc: Loc; keys?: Record<string, Loc> }[];
}

export interface HitEntryModel {
  from: number;
  to: number;
  /** The system id, kind, `structure` or `primary` the entry names; with alternatives, the first. */
  target: string;
  loc: Loc;
  keyLoc: Loc;
  targetLoc: Loc;
  /** `aft.nacelle`: the target is a kind of that section (any standing system of it, SSD-2). */
  inSection?: HitKindSection;
  /** An entry with alternatives (`7: [D1, D2]`): each alternative in order, where it is written. */
  alternatives?: { target: string; loc: Loc; inSection?: HitKindSection }[];
}

/** The section of a `section.kind` hit target, where its two parts are written. */
export interface HitKindSection {
  name: string;
  loc: Loc;
  kindLoc: Loc;
}

export interface SectionModel {
  name: string;
  loc: Loc;
  nameLoc: Loc;
  props: Map<string, Located>;
  hits?: { loc: Loc; entries: HitEntryModel[] };
}

/** A resolved user system type (`system Heavy extends quantumTorpedo { ... }`). */
export interface SystemTypeModel {
  name: string;
  /** The built-in kind at the root of the extends chain. */
  builtin: SystemKind;
  /** Parameter overrides, innermost (most derived) winning. */
  params: Map<string, Located>;
  ionBased: boolean;
  loc: Loc;
  nameLoc: Loc;
  doc?: string;
  /**
   * Parameters the type (or a type it extends) wrote with a value that failed to convert, already
   * reported there: its systems treat them as unknown, not as missing (no second finding per ship).
   */
  invalid?: Set<string>;
}

export interface SystemModel {
  id: string;
  idLoc: Loc;
  /** The declared kind: a built-in kind name or a user system type name. */
  type: string;
  typeLoc: Loc;
  builtin: SystemKind;
  userType?: SystemTypeModel;
  section: string | null;
  /** Parameters written on the instance (not the type's defaults). */
  params: Map<string, Located>;
  /** Whole block. */
  loc: Loc;
  ionBased: boolean;
  /** Declared without an id: its id is its kind (language.md). */
  singleton: boolean;
  /** The ship that declared it (differs from the model's ship when inherited). */
  declaredIn: string;
  doc?: string;
  /** Parameters written with a value that failed to convert (already reported). */
  invalid?: Set<string>;
}

export interface AllowModel {
  rule: string;
  reason: string | null;
  loc: Loc;
  ruleLoc: Loc;
  /** Set by the rule runner when some diagnostic was downgraded by this allow. */
  used?: boolean;
  /** Declared in a base ship and inherited through `extends` (never reported as unused here). */
  inherited?: boolean;
}

export interface ShipModel {
  name: string;
  nameLoc: Loc;
  loc: Loc;
  ruleset: Ruleset;
  base: string | null;
  doc?: string;
  /** Ship-level properties (catalog shipProperties), converted. */
  props: Map<string, Located>;
  /** b5wars `shields { fore: 40 ... }`: projection ratings by name. */
  shields?: {
    loc: Loc;
    entries: Map<string, Located<number>>;
    arcs?: Map<string, Located<Arc>>;
    /** The figures a projection states beyond rating and arc (armor, the per-hit cap): by figure, then projection. */
    stated?: Map<string, Map<string, Located<number>>>;
  };
  sections: Map<string, SectionModel>;
  systems: SystemModel[];
  allows: AllowModel[];
  /** Ruleset constants in force: defaults, then the file's `rules`, then scenario overrides. */
  rules: Map<string, Located<number | boolean> | { value: number | boolean; loc?: undefined }>;
  /**
   * Reading the ship dropped something (a block of unknown kind, a refused value): totals over
   * the ship would only repeat that first error as a wrong sum or a missing system, so rules that
   * look at the whole ship (`wholeShip`) stand down. Checks of single values still report.
   */
  incomplete?: boolean;
  /** What a JSON ship document claims in its `derived` object and projection arcs (SSD-4 checks them). */
  claims?: Claim[];
  /** A fighter or shuttle flight (`flight NAME { ... }`), not a ship: `props` are its flight figures, `systems` its per-craft weapons. */
  unit?: 'flight';
}

/** A lowered `flight` declaration: a ship model of unit `flight` (compiler/flights.ts). */
export type FlightModel = ShipModel & { unit: 'flight' };

/** One claimed value: `derived.ionicCapacitor.capacity = 8`, or a projection's arc. */
export interface Claim {
  /** Path below `derived` (`['ionicCapacitor', 'capacity']`), or `['projections', name, 'arc']`. */
  path: string[];
  value: unknown;
  loc: Loc;
}

/** How a rule got a derived value: "3 ion cannons x 1 + 1 ion pulse generator x 4 = 7" (H93.12). */
export interface Explanation {
  text: string;
  rule: string;
}

/** Effective parameter value of a system: instance, then user type chain, then catalog default. */
export function paramValue(sys: SystemModel, name: string): unknown {
  const own = sys.params.get(name);
  if (own) return own.value;
  const typed = sys.userType?.params.get(name);
  if (typed) return typed.value;
  const spec: ParamSpec | undefined = paramNamed(sys.builtin.params, name);
  return spec?.default;
}

/** Where a parameter was written (instance first, then the type), if anywhere. */
export function paramLoc(sys: SystemModel, name: string): Located | undefined {
  return sys.params.get(name) ?? sys.userType?.params.get(name);
}

export function ruleValue(ship: ShipModel, name: string): number | boolean | undefined {
  return ship.rules.get(name)?.value;
}

/** What a construction rule reports; the runner adds the rule ID and applies `allow`. */
export interface RuleReport {
  code: string;
  message: string;
  loc: Loc;
  severity?: Severity;
  data?: DiagnosticData;
  /**
   * The finding rests only on what a variant inherits, so its base finds it too, in its own
   * words: the variant leaves it to the base (compiler/rules/run.ts).
   */
  inherited?: boolean;
}

export interface RuleContext {
  ship: ShipModel;
  derived: Derived;
  report(r: RuleReport): void;
  /** Record how the running rule got a derived value, by its path (`ionicCapacitor.capacity`). */
  explain(path: string, text: string): void;
  /** How some rule that ran before got a derived value. */
  explanation(path: string): Explanation | undefined;
  /** "on line 12", "on line 12 of base.ship", "at /systems/3" (JSON), or "earlier". */
  where(loc: Loc, from?: Loc): string;
}

/** A construction rule, one per file under compiler/rules/, registered in compiler/rules/index.ts. */
export interface ConstructionRule {
  /** rules.md ID, or a project ID such as `B5-POWER` for checks the spec asks for without an ID. */
  id: string;
  rulesets: readonly Ruleset[];
  /**
   * The rule totals over the whole ship: it stands down on a ship whose reading dropped
   * something (`ShipModel.incomplete`), whose totals would only repeat that error.
   */
  wholeShip?: boolean;
  /**
   * The finding depends on the flagged value alone: in a variant it stays on the inherited line
   * instead of moving to the variant's name (compiler/rules/run.ts).
   */
  local?: boolean;
  check(ctx: RuleContext): void;
}

export type { Diagnostic };
