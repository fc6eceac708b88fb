// The compiled document (docs/compiled-document.md): what `drydock build` emits, what the runtime, the
// renderer and the language server consume. The JSON Schema (`drydock schema`) is generated from
// the catalog and checked against these types in tests/compiler/schema.test.ts.
import type { Ruleset } from './catalog/types';

export type { Ruleset };

/** `[from, to]` in degrees, clockwise; the full circle is `[0, 360]`. */
export type Arc = [number, number];

export interface SourceRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

export interface CompiledDocument {
  format: 'drydock/1';
  ships: CompiledShip[];
  /** Fighter and shuttle flights of the files (`flight NAME { ... }`); absent when there are none. */
  flights?: CompiledFlight[];
}

export interface Projection {
  name: string;
  arc: Arc;
  rating: number;
  /** ST-SH-13: of each hit the projection's armor stops up to this much (at most half the hit), without using capacity. */
  armor?: number;
  /** ST-SH-13: the most one hit loses to the projection, armor included (the capacity takes at most `perHit - armor`). */
  perHit?: number;
}

export interface HitChartEntry {
  from: number;
  to: number;
  /** A system id of the section, a kind present there, `structure` or `primary` (SSD-2), or a system id of another section. */
  target: string;
  /**
   * Set when `target` is a system of another section: the section the hit goes to (null: a
   * ship-level system). With `ofKind`, the section whose systems of kind `target` take the hit.
   */
  section?: string | null;
  /** `aft.nacelle`: `target` is a kind, and any standing system of that kind in `section` takes the hit (a die picks among several). */
  ofKind?: true;
  /**
   * An entry with alternatives (`7: [D1, D2]`): each system id or kind, with `section` when it lies
   * in another section. A hit goes to one of those still standing (`target` repeats the first).
   */
  alternatives?: HitAlternative[];
}

export interface HitAlternative {
  target: string;
  section?: string | null;
  /** As on an entry: `target` is a kind of `section`. */
  ofKind?: true;
}

export interface Section {
  name: string;
  structure?: number;
  armor?: number;
  /** The bearings an outer section faces, when the ship states them. */
  arc?: Arc;
  hits?: HitChartEntry[];
}

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

export interface Derived {
  /** ST-IMP-2: a ship with impulse drives is a gravitic ship. */
  gravitic?: boolean;
  /** ST-IMP-1: total thrust of the impulse thrusters. */
  impulseThrust?: number;
  /** b5wars power budget: what deflectors and systems need against the ship's power. */
  powerBudget?: { required: number; available: number };
  /** ST-WARP-3: warp capability and base delay. */
  warp?: { capable: boolean; delay: number; nacelles: number };
  /** H93.12 */
  ionicCapacitor?: { capacity: number };
  /** Z-CC-1 */
  centralCapacitor?: { max: number };
  /** Z-PWR-1 and the other power systems (sfb). */
  power?: PowerTotals;
  /** Z-BTY-1 */
  batteries?: { count: number; capacity: number };
  /** Z-EW-1 */
  ew?: { limit: number; passiveEccm: number };
  /** Z-S7-2: power the shields need each turn, the seventh shield's activation included. */
  shieldCost?: { shields: number; seventhShield: number; total: number };
  /** Z-MISC: the Z-ship modifiers in force. */
  zship?: Record<string, unknown>;
}

export interface AllowEntry {
  rule: string;
  reason: string;
}

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
