// The language the document's skeleton is described in (compiler/document/parts.ts). A part is
// an object of the document (a projection, a section, a hit entry, an allow, `derived`, the ship
// itself); each of its fields says once what values it takes, when the compiled document carries
// it, and whether a JSON ship document may or must write it. The compiled and input JSON Schemas,
// the TypeScript types of the compiled document, the JSON reader and the emitter are all derived
// from these records, so a new field is written here and nowhere else.
import type { ParamSpec, ParamType } from '../catalog/types';

/** What a field holds. */
export type Shape =
  /** A catalog value type (int, arc, dice, ...), read and checked as parameters are. */
  | { readonly kind: 'value'; readonly type: ParamType }
  /** An identifier: a ship, section, projection or system name. */
  | { readonly kind: 'name' }
  /** Free text; `nullable` adds `null` (a ship-level system's section). */
  | { readonly kind: 'text'; readonly nullable?: boolean; readonly nonEmpty?: boolean }
  | { readonly kind: 'const'; readonly value: string | boolean }
  | { readonly kind: 'object'; readonly part: Part }
  | { readonly kind: 'list'; readonly of: Shape; readonly minItems?: number }
  /** A definition the schema shares (`#/$defs/...`): an arc, a system, `derived`. */
  | { readonly kind: 'ref'; readonly def: RefName }
  /** An object whose keys the description does not fix (the Z-ship modifiers). */
  | { readonly kind: 'open' }
  /** Where the catalog's properties of the ship's ruleset go (compiler/catalog/ship-properties.ts). */
  | { readonly kind: 'catalog' }
  /** The built-in kind a system works like: one of the catalog's kinds of the ship's ruleset. */
  | { readonly kind: 'kind' }
  /** The ruleset constants in force (the catalog's `ruleConstants`). */
  | { readonly kind: 'constants' };

/** When the compiled document carries a field: in every entry, only when written or derived, or never (input only). */
export type Presence = 'always' | 'stated' | 'never';

/** How a JSON ship document treats a field: it must write it, may, or the field is not read. */
export type InputUse = 'required' | 'optional' | 'ignored' | 'none';

export interface Field {
  readonly name: string;
  /** Only ships of this ruleset have the field (projections and sections are b5wars'). */
  readonly ruleset?: 'b5wars' | 'sfb';
  readonly shape: Shape;
  readonly doc?: string;
  /** Rule IDs the field takes part in; named in its schema description. */
  readonly rules?: readonly string[];
  /** Default `stated`. */
  readonly compiled?: Presence;
  /** Default `optional`. */
  readonly input?: InputUse;
}

export interface Part {
  readonly name: string;
  readonly fields: readonly Field[];
  /** No other keys are allowed, in the compiled document and in JSON input. */
  readonly closed?: { readonly compiled?: boolean; readonly input?: boolean };
}

/** A catalog parameter as a field of a part (projection and section figures). */
export function paramField<const P extends ParamSpec, const C extends Presence = 'stated'>(spec: P, compiled?: C): ParamField<P, C> {
  return {
    name: spec.name,
    shape: { kind: 'value', type: spec.type },
    doc: spec.doc,
    rules: spec.rules,
    compiled: compiled ?? 'stated',
    input: spec.required ? 'required' : 'optional',
    spec,
  } as ParamField<P, C>;
}

export type ParamField<P extends ParamSpec, C extends Presence = 'stated'> = {
  readonly name: P['name'];
  readonly shape: { readonly kind: 'value'; readonly type: P['type'] };
  readonly doc: string;
  readonly rules?: readonly string[];
  readonly compiled: C;
  readonly input: InputUse;
  /** The parameter it was made from: the .ship reader converts with it. */
  readonly spec: P;
};

// ---- the TypeScript types of the compiled document, read off the same records ------------------

/** `[from, to]` in degrees, clockwise; the full circle is `[0, 360]`. */
export type Arc = [number, number];

/** The shared definitions a `ref` names (their types are given where the ship's type is put together, compiler/types.ts). */
export type RefName = 'system' | 'derived' | 'ship' | 'flight' | 'type';

export type ValueType<T> = T extends { kind: 'int' | 'number' }
  ? number
  : T extends { kind: 'arc' }
    ? Arc
    : T extends { kind: 'bool' }
      ? boolean
      : T extends { kind: 'enum'; values: readonly (infer V)[] }
        ? V
        : T extends { kind: 'string' | 'dice' }
          ? string
          : T extends { kind: 'sum' }
            ? number[]
            : T extends { kind: 'fireControl' }
              ? (number | null)[]
              : T extends { kind: 'pulse' }
                ? [number | string, number, number]
                : T extends { kind: 'list'; of: infer O }
                  ? ValueType<O>[]
                  : unknown;

export type ShapeType<S, R = object> = S extends { kind: 'value'; type: infer T }
  ? ValueType<T>
  : S extends { kind: 'name' }
    ? string
    : S extends { kind: 'text'; nullable: true }
      ? string | null
      : S extends { kind: 'text' }
        ? string
        : S extends { kind: 'const'; value: infer V }
          ? V
          : S extends { kind: 'object'; part: infer P }
            ? Compiled<P, R>
            : S extends { kind: 'list'; of: infer O }
              ? ShapeType<O, R>[]
              : S extends { kind: 'ref'; def: infer D extends keyof R }
                ? R[D]
                : S extends { kind: 'open' }
                  ? Record<string, unknown>
                  : S extends { kind: 'kind' }
                    ? string
                    : S extends { kind: 'constants' }
                      ? Record<string, number | boolean>
                      : never;

type FieldsOf<P> = P extends { fields: readonly (infer F)[] } ? F : never;
type Always<F> = F extends { compiled: 'always'; shape: { kind: infer K } } ? (K extends 'catalog' ? never : F) : never;
type Stated<F> = F extends { compiled: 'always' | 'never' } ? never : F extends { shape: { kind: 'catalog' } } ? never : F;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The compiled type of a part: its `always` fields required, the others optional. `R` gives the
 * types of the definitions `ref` fields name.
 */
export type Compiled<P, R = object> = Simplify<
  { -readonly [F in Always<FieldsOf<P>> as F extends { name: infer N extends string } ? N : never]: ShapeType<F extends { shape: infer S } ? S : never, R> } & {
    -readonly [F in Stated<FieldsOf<P>> as F extends { name: infer N extends string } ? N : never]?: ShapeType<F extends { shape: infer S } ? S : never, R>;
  }
>;

/** The names of a part's fields that the compiled document carries only when stated. */
export type StatedNames<P> = Stated<FieldsOf<P>> extends { name: infer N extends string } ? N : never;

/**
 * The catalog figures a compiled entry carries (a flight's): those required or with a default are
 * always there, the rest when written. `name` is the entry's identifier, not a figure.
 */
export type CatalogFigures<Specs extends readonly ParamSpec[]> = Simplify<
  { -readonly [S in Specs[number] as S extends { required: true } | { default: unknown } ? (S['name'] extends 'name' ? never : S['name']) : never]: ValueType<S['type']> } & {
    -readonly [S in Specs[number] as S extends { required: true } | { default: unknown } ? never : S['name'] extends 'name' ? never : S['name']]?: ValueType<S['type']>;
  }
>;
