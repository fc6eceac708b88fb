// The one property lookup: which catalog parameter a `key: value` written somewhere means. The
// lowerer (validation), the semantic model (hover, semantic tokens) and completion all ask here,
// so a property is known, typed and documented the same way everywhere.
import { groupKind, paramOf, ruleConstants, shipProperties } from './index';
import type { ParamSpec, ParamType, Ruleset, SystemKind } from './types';
import { projectionParams, projectionRating } from '../shields-group';
import { flightProperties } from './flights';

/** Where a property is written. */
export type PropertyOwner =
  | { type: 'ship'; ruleset?: Ruleset }
  /** A `flight NAME { ... }` declaration (catalog/flights.ts). */
  | { type: 'flight'; ruleset?: Ruleset }
  | { type: 'section'; ruleset?: Ruleset }
  | { type: 'shields'; ruleset?: Ruleset }
  | { type: 'rules' }
  /** A system block; `typeName` is the kind as written (a built-in kind or a system type). */
  | { type: 'system'; kind: SystemKind; typeName: string; ruleset?: Ruleset }
  /** A `system NAME extends ... { }` declaration; `kind` is its resolved built-in kind. */
  | { type: 'systemDecl'; kind?: SystemKind; name: string; ruleset?: Ruleset }
  /** A projection block of `shields { port { rating: 15  arc: 180..0 } }`; `name` is the projection's. */
  | { type: 'projection'; name: string; ruleset?: Ruleset }
  /** A sub-block of a system (`mode raking { ... }` in a weapon); `block` is its opening word, `name` its name. */
  | { type: 'mode'; kind?: SystemKind; block: string; name: string; ruleset?: Ruleset };

/** A ship's `ruleset:` property, which overrides the file's `ruleset` line. */
export const rulesetSpec: ParamSpec = {
  name: 'ruleset',
  type: { kind: 'enum', values: ['b5wars', 'sfb'] },
  doc: "The ruleset this ship follows, overriding the file's `ruleset` line.",
};

/** `ionBased` on a system type (H93): the one property a type adds to its kind's. */
export const ionBasedSpec: ParamSpec = {
  name: 'ionBased',
  type: { kind: 'bool' },
  doc: 'The system type draws on the ionic capacitor like the Vudar ion weapons (H93): its `impulseCost` adds to the capacity (H93.12).',
  rules: ['H93.11', 'H93.12'],
};

/** A ruleset constant of a `rules { ... }` block, as a parameter. */
export function constantSpec(name: string): ParamSpec | undefined {
  const c = ruleConstants.find((r) => r.name === name);
  return c ? { name: c.name, type: constantType(c), default: c.default, doc: c.doc, rules: c.rules } : undefined;
}

function constantType(c: { type: 'number' | 'bool'; min?: number; max?: number }): ParamType {
  if (c.type === 'bool') return { kind: 'bool' };
  return c.max === undefined ? { kind: 'number', min: c.min ?? 0 } : { kind: 'number', min: c.min ?? 0, max: c.max };
}

/**
 * The parameter `key` means where it is written, or undefined when it means nothing there. Also
 * answers the keys that are not in `propertiesOf` lists: a ship's `ruleset` and a system type's
 * `ionBased`.
 */
export function propertySpec(owner: PropertyOwner, key: string): ParamSpec | undefined {
  switch (owner.type) {
    case 'ship':
      if (key === 'ruleset') return rulesetSpec;
      return owner.ruleset ? shipProperties[owner.ruleset].find((p) => p.name === key) : undefined;
    case 'flight':
      return flightProperties.find((p) => p.name === key);
    case 'section':
    case 'shields': {
      const g = owner.ruleset ? groupKind(owner.ruleset, owner.type) : undefined;
      return g ? paramOf(g, key) : undefined;
    }
    case 'rules':
      return constantSpec(key);
    case 'system':
      return paramOf(owner.kind, key);
    case 'systemDecl':
      if (key === 'ionBased') return ionBasedSpec;
      return owner.kind ? paramOf(owner.kind, key) : undefined;
    case 'projection':
      return key === 'rating' ? projectionRating(owner.name) : projectionParams.find((p) => p.name === key);
    case 'mode':
      return subBlocksOf(owner.kind, owner.block)?.params.find((p) => p.name === key);
  }
}

/** Every property that may be written there (what completion offers, what "Known properties" lists). */
export function propertiesOf(owner: PropertyOwner): ParamSpec[] {
  switch (owner.type) {
    case 'ship':
      return owner.ruleset ? [...shipProperties[owner.ruleset]] : [];
    case 'flight':
      return [...flightProperties];
    case 'section':
    case 'shields': {
      const g = owner.ruleset ? groupKind(owner.ruleset, owner.type) : undefined;
      return g ? [...g.params] : [];
    }
    case 'rules':
      return ruleConstants.map((c) => constantSpec(c.name)!);
    case 'system':
      return owner.kind.params.filter(written);
    case 'systemDecl':
      // `ionBased` is offered only where ion weapons exist (sfb); it is accepted anywhere.
      return [...(owner.kind?.params ?? []).filter(written), ...(owner.ruleset === 'sfb' ? [ionBasedSpec] : [])];
    case 'projection':
      return [...projectionParams];
    case 'mode':
      return [...(subBlocksOf(owner.kind, owner.block)?.params ?? [])];
  }
}

/** Parameters written as `key: value` (not those written as blocks, such as a weapon's modes). */
function written(p: ParamSpec): boolean {
  return p.type.kind !== 'blocks';
}

/** The block-written parameter of a kind that `word` opens (`mode` -> a weapon's `modes`). */
export function subBlocksOf(kind: SystemKind | undefined, word: string): Extract<ParamType, { kind: 'blocks' }> | undefined {
  for (const p of kind?.params ?? []) if (p.type.kind === 'blocks' && p.type.block === word) return p.type;
  return undefined;
}

/** The words that open sub-blocks in a system of this kind (`mode` for a weapon). */
export function subBlockWords(kind: SystemKind | undefined): string[] {
  return (kind?.params ?? []).flatMap((p) => (p.type.kind === 'blocks' ? [p.type.block] : []));
}

/** A value to put in a new property: the first enum value, the minimum, an empty list, ... */
export function placeholderValue(spec: ParamSpec): string {
  const t = spec.type;
  switch (t.kind) {
    case 'arc':
      return '0..360';
    case 'bool':
      return 'false';
    case 'string':
      return '""';
    case 'enum':
      return t.values[0];
    case 'list':
      return '[]';
    case 'dice':
      return '"2d10"';
    case 'fireControl':
      return '[0, 0, -]';
    case 'pulse':
      return '[1, 5, 6]';
    case 'blocks':
      return `${t.block} ${t.names[1] ?? t.names[0]} { }`;
    case 'int':
    case 'number':
      return String(Math.max(0, t.min ?? 0));
    default:
      return '0';
  }
}
