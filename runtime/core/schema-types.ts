// TypeScript types read off JSON Schemas, so that an action handler's payload type is the schema
// the core validates the action against, written once: `defineAction({ schema, run(ctx, a) })`
// gives `a` the type of a valid action, with no casts in the handler. Only the schema keywords the
// action schemas use are understood (type, const, enum, properties, required, items,
// additionalProperties as a schema); anything
// else reads as `unknown`, which is always safe.

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type Required<S> = S extends { readonly required: readonly (infer R)[] } ? R : never;

type ObjectOf<P, R> = Simplify<
  { -readonly [K in keyof P as K extends R ? K : never]: FromSchema<P[K]> } & {
    -readonly [K in keyof P as K extends R ? never : K]?: FromSchema<P[K]>;
  }
>;

type Scalar<T> = T extends 'string'
  ? string
  : T extends 'number' | 'integer'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : unknown;

/** The type of the values a JSON Schema accepts. */
export type FromSchema<S> = S extends { readonly const: infer C }
  ? C
  : S extends { readonly enum: readonly (infer E)[] }
    ? E
    : S extends { readonly type: 'array'; readonly items: infer I }
      ? FromSchema<I>[]
      : S extends { readonly properties: infer P }
        ? ObjectOf<P, Required<S>>
        : S extends { readonly type: 'object'; readonly additionalProperties: infer A extends object }
          ? Record<string, FromSchema<A>>
        : S extends { readonly type: infer T }
          ? T extends readonly (infer U)[]
            ? Scalar<U>
            : Scalar<T>
          : unknown;
