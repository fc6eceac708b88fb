// The .ship abstract syntax tree. Every node and value carries a Span of character offsets into
// the source text (end exclusive); line/column positions are computed on demand from a
// LineIndex (grammar/positions.ts), which keeps parsing cheap for large fleets.

export interface Span {
  start: number;
  end: number;
}

export interface Name {
  name: string;
  span: Span;
}

// ---- values -------------------------------------------------------------------------------

export interface NumberValue {
  kind: 'number';
  value: number;
  /** True when the source wrote an explicit sign (`+2`, `-10`). */
  signed: boolean;
  span: Span;
}

export interface FractionValue {
  kind: 'fraction';
  numerator: number;
  denominator: number;
  /** numerator / denominator (NaN when the denominator is 0; the compiler reports it). */
  value: number;
  span: Span;
}

/** `a..b`: a clockwise sweep of bearings, both ends included (docs/rules.md, Conventions). */
export interface ArcValue {
  kind: 'arc';
  from: number;
  to: number;
  span: Span;
}

/** `1+1`, `2+2+2`: an arming sequence. */
export interface SumValue {
  kind: 'sum';
  terms: number[];
  value: number;
  span: Span;
}

export interface StringValue {
  kind: 'string';
  value: string;
  span: Span;
}

/** A bare identifier: an enum value (`large`), an arc name (`FA`, `all`), a system id. */
export interface IdentValue {
  kind: 'ident';
  name: string;
  span: Span;
}

export interface BoolValue {
  kind: 'bool';
  value: boolean;
  span: Span;
}

export interface ListValue {
  kind: 'list';
  items: Value[];
  span: Span;
}

/** Placeholder produced by error recovery where a value was expected but none could be read. */
export interface ErrorValue {
  kind: 'error';
  span: Span;
}

export type Value =
  | NumberValue
  | FractionValue
  | ArcValue
  | SumValue
  | StringValue
  | IdentValue
  | BoolValue
  | ListValue
  | ErrorValue;

// ---- members (inside braces) ----------------------------------------------------------------

/**
 * `key: value`. The key is usually a name; inside a hit chart it is a d20 range (`1..8`) or a
 * single roll (`20`), given in `range`.
 */
export interface Property {
  kind: 'property';
  key: string;
  keySpan: Span;
  range?: { from: number; to: number };
  value: Value;
  span: Span;
  doc?: string;
}

/**
 * `kind [id, id, ...] [{ members }]`: a section, a system instance per id, or a group such as
 * `shields { ... }`, `hits { ... }`. `body` is null when no braces were written.
 */
export interface Block {
  kind: 'block';
  type: Name;
  ids: Name[];
  body: Member[] | null;
  /** Span of `{ ... }` including the braces, when present. */
  bodySpan?: Span;
  span: Span;
  doc?: string;
}

/** `allow RULE-ID "reason"` (rule SSD-5). */
export interface Allow {
  kind: 'allow';
  rule: Name;
  reason: StringValue | null;
  span: Span;
}

/** `remove ID[, ID...]` inside a variant. */
export interface Remove {
  kind: 'remove';
  ids: Name[];
  span: Span;
}

export type Member = Property | Block | Allow | Remove;

// ---- top-level declarations -----------------------------------------------------------------

export interface RulesetDecl {
  kind: 'ruleset';
  name: Name;
  span: Span;
}

export interface ImportDecl {
  kind: 'import';
  path: StringValue;
  span: Span;
}

export interface ArcDecl {
  kind: 'arcDecl';
  name: Name;
  value: Value;
  span: Span;
  doc?: string;
}

export interface RulesDecl {
  kind: 'rules';
  body: Member[];
  span: Span;
}

export interface SystemDecl {
  kind: 'system';
  name: Name;
  base: Name | null;
  body: Member[];
  span: Span;
  doc?: string;
}

export interface ShipDecl {
  kind: 'ship';
  name: Name;
  base: Name | null;
  body: Member[];
  span: Span;
  doc?: string;
}

/** `flight NAME [extends BASE] { ... }`: a fighter or shuttle flight, a unit of its own (language.md). */
export interface FlightDecl {
  kind: 'flight';
  name: Name;
  base: Name | null;
  body: Member[];
  span: Span;
  doc?: string;
}

/**
 * `fleet NAME { budget: N  ships { NAME: COUNT ... }  flights { NAME: CRAFT ... } }`: ships and
 * flights fielded together under a point budget (language.md, fleets). `base` is what an
 * `extends` wrote (a fleet extends nothing; the compiler reports it).
 */
export interface FleetDecl {
  kind: 'fleet';
  name: Name;
  base: Name | null;
  body: Member[];
  span: Span;
  doc?: string;
}

export type Decl = RulesetDecl | ImportDecl | ArcDecl | RulesDecl | SystemDecl | ShipDecl | FlightDecl | FleetDecl;

export interface Comment {
  /** `line` is `//`, `block` is `/* *\/`, `doc` is `///`. */
  kind: 'line' | 'block' | 'doc';
  /** The full comment text as written, delimiters included. */
  text: string;
  span: Span;
}

export interface ShipFile {
  decls: Decl[];
  comments: Comment[];
  span: Span;
}
