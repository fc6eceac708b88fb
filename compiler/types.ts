// The compiled document (docs/compiled-document.md): what `drydock build` emits, what the runtime, the
// renderer and the language server consume. The JSON Schema (`drydock schema`) is generated from
// the catalog and checked against these types in tests/compiler/schema.test.ts.
import type { Ruleset } from './catalog/types';
import type {
  allowPart,
  derivedPart,
  documentPart,
  flightPart,
  fleetPart,
  shipPart,
  systemPart,
  hitAlternativePart,
  hitEntryPart,
  projectionPart,
  sectionPart,
  sourcePart,
} from './document/parts';
import type { Arc, CatalogFigures, Compiled } from './document/shape';
import type { flightFigures } from './catalog/flights';

/** The types of the definitions the document's parts name. */
type Refs = { system: CompiledSystem; derived: Derived; ship: CompiledShip; flight: CompiledFlight };

export type { Ruleset, Arc };

export type SourceRange = Compiled<typeof sourcePart>['range'];

export type CompiledDocument = Compiled<typeof documentPart, Refs>;

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
export type CompiledSystem = Compiled<typeof systemPart> & { [param: string]: unknown };

export interface PowerTotals {
  warp: number;
  impulse: number;
  other: number;
  total: number;
}

/** The values the rules derive (docs/rules.md), each under the rule that derives it. */
export type Derived = Compiled<typeof derivedPart>;

export type AllowEntry = Compiled<typeof allowPart>;

/** A compiled ship; the catalog's ship properties of its ruleset (faction, points, power, ...) are flattened in. */
export type CompiledShip = Compiled<typeof shipPart, Refs> & { [property: string]: unknown };

/**
 * A fighter or shuttle flight (`flight NAME { ... }`, language.md): the figures of each craft and
 * of the flight (the catalog's flight properties), and the weapons every craft carries.
 */
export type CompiledFlight = Compiled<typeof flightPart, Refs> & CatalogFigures<typeof flightFigures> & { [property: string]: unknown };

/** A fleet (`fleet NAME { ... }`, language.md): its ships and flights with counts, its total and budget. */
export type CompiledFleet = Compiled<typeof fleetPart>;
