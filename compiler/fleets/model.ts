// A fleet as the checks read it (`fleet NAME { ... }`, docs/language.md): each ship and flight it
// names with its count and the figures the checks need, read off the compiled ship or flight.
// The `.ship` lowering (./lower.ts) and the JSON reader (../json/fleets.ts) both build it, so the
// checks (./rules/) run the same on both.
import type { Located, Loc } from '../model';

/** A ship the fleet fields: `Excelsior: 3`. */
export interface FleetShip {
  name: string;
  count: number;
  /** The entry (`Excelsior: 3`) and its name. */
  loc: Loc;
  keyLoc: Loc;
  /** The ship's `points`, `limited` (a percentage) and `rarity`, when it states them. */
  points?: number;
  limited?: number;
  rarity?: string;
  /** Craft one ship's hangars have room for: each hangar's `capacity`, else its `fighters`; with no hangar, the ship's `complement`. */
  hangarRoom: number;
}

/** A flight the fleet brings: `Starfury: 12` is twelve craft. */
export interface FleetFlight {
  name: string;
  craft: number;
  loc: Loc;
  keyLoc: Loc;
  /** Points of one craft. */
  points?: number;
}

export interface FleetModel {
  name: string;
  nameLoc: Loc;
  loc: Loc;
  displayName?: string;
  notes?: string;
  budget?: Located<number>;
  ships: FleetShip[];
  flights: FleetFlight[];
  /** Where `flights { ... }` was written (the hangar check points at it). */
  flightsLoc?: Loc;
  allows: { rule: string; reason: string; loc: Loc }[];
  /** An entry failed to resolve (already reported): totals would only repeat that error. */
  incomplete: boolean;
  doc?: string;
}

/** What a fleet check reports; the runner adds the rule ID and applies `allow`. */
export interface FleetFinding {
  code: string;
  severity?: 'error' | 'warning' | 'info';
  message: string;
  loc: Loc;
  data?: Record<string, unknown>;
}

/** One check of a fleet, with its rule ID (compiler/rule-texts.json). */
export interface FleetRule {
  id: string;
  check(fleet: FleetModel): FleetFinding[];
}
