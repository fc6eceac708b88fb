// The compiled document (docs/compiled-document.md): what `drydock build` emits, what the runtime, the
// renderer and the language server consume. The JSON Schema (`drydock schema`) is generated from
// the catalog and checked against these types in tests/compiler/schema.test.ts.
import type { Ruleset } from './catalog/types';
import type { allowPart, derivedPart, hitAlternativePart, hitEntryPart, projectionPart, sectionPart, sourcePart } from './document/parts';
import type { Arc, Compiled } from './document/shape';

export type { Ruleset, Arc };

export type SourceRange = Compiled<typeof sourcePart>['range'];

export interface CompiledDocument {
  format: 'drydock/1';
  ships: CompiledShip[];
  /** Fighter and shuttle flights of the files (`flight NAME { ... }`); absent when there are none. */
  flights?: CompiledFlight[];
}

/** A shield projection (b5wars); armor and perHit only when stated (ST-SH-13). */
export type Projection = Compiled<typeof projectionPart>;

/** A hit-chart entry (SSD-2): a target of the section, of another section (`section`), a kind of a section (`ofKind`), or alternatives. */
export type HitChartEntry = Compiled<typeof hitEntryPart>;

export type HitAlternative = Compiled<typeof hitAlternativePart>;

export type Section = Compiled<typeof sectionPart>;

/**
 * One system instance. Parameters of its kind (catalog) are flattened in with defaults applied:
 * arcs as `[from, to]`, fractions as decimals, arming sums as number arrays.
 */
export interface CompiledSystem {
  id: string;
  /** The kind as declared: a built-in kind or a user `system` type. */
  type: string;
  /** The built-in behaviour the type resolves to (equal to `type` for built-ins). */
  base: string;
  /** b5wars: the section holding the system; null when declared at ship level. */
  section?: string | null;
  arc?: Arc;
  boxes?: number;
  /** H93: draws on the ionic capacitor (built-in ion weapons, or a type declared ion-based). */
  ionBased?: boolean;
  [param: string]: unknown;
}

export interface PowerTotals {
  warp: number;
  impulse: number;
  other: number;
  total: number;
}

/** The values the rules derive (docs/rules.md), each under the rule that derives it. */
export type Derived = Compiled<typeof derivedPart>;

export type AllowEntry = Compiled<typeof allowPart>;

export interface CompiledShip {
  /** The ship's identifier in the source. */
  name: string;
  ruleset: Ruleset;
  /** The `name:` property (the class name printed on the SSD). */
  displayName?: string;
  /** The ship it was declared `extends` from, if any. */
  extends?: string;
  /** b5wars only. */
  size?: 'light' | 'medium' | 'large';
  /** b5wars: shield projections with arcs derived from the size (ST-SH-1). */
  projections?: Projection[];
  /** sfb: shield boxes #1-6. */
  shields?: number[];
  /** b5wars sections. */
  sections?: Section[];
  systems: CompiledSystem[];
  /** Ruleset constants in force for this ship (defaults + file `rules` + ship overrides). */
  rules: Record<string, number | boolean>;
  allows?: AllowEntry[];
  derived: Derived;
  source?: { file: string; range: SourceRange };
  /** Remaining ship properties of the catalog (faction, points, power, thrust, sizeClass, ...). */
  [property: string]: unknown;
}

/**
 * A fighter or shuttle flight (`flight NAME { ... }`, language.md): the figures of each craft and
 * of the flight, and the weapons every craft carries (compiled like a ship's systems).
 */
export interface CompiledFlight {
  name: string;
  ruleset: 'b5wars';
  unit: 'flight';
  displayName?: string;
  extends?: string;
  /** Per craft: fore, aft, port, starboard. */
  armor: [number, number, number, number];
  /** Structure boxes of each craft. */
  structure: number;
  minCraft: number;
  maxCraft: number;
  freeThrust: number;
  offensiveBonus: number;
  jinkingLimit: number;
  turnCost?: number;
  turnDelay: number;
  initiative: number;
  forwardDefense: number;
  sideDefense: number;
  /** Points per craft. */
  points?: number;
  /** The weapons each craft carries. */
  weapons: CompiledSystem[];
  allows?: AllowEntry[];
  source?: { file: string; range: SourceRange };
  [property: string]: unknown;
}
