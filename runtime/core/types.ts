// Core types of the rules interpreter: the game state (plain JSON), actions and results.
// See runtime/core/registry.ts for the API a ruleset module implements.
import type { CompiledShip, Ruleset } from '../../compiler/types';

export type { CompiledShip, Ruleset };

/** b5wars turn segments, in order (docs/scenarios.md). */
export const SEGMENTS = ['power', 'adjust', 'move', 'fire', 'end'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** A ruleset constant value (`arcExtensionPowerFactor: 2`, `fractionalAccounting: true`). */
export type RuleValue = number | boolean;
export type RuleConstants = Record<string, RuleValue>;

/** Damage track of one system (both rulesets). Rulesets may add fields. */
export interface SystemState {
  /** Boxes of damage taken. */
  damage: number;
  /** `damage >= boxes` (or destroyed by a rule). */
  destroyed: boolean;
  [field: string]: unknown;
}

/**
 * One ship in the game. The core only relies on `ruleset`, `name` and `systems`; each ruleset
 * module adds its own fields (docs/scenarios.md State) and narrows this type for its own code.
 */
export interface ShipState {
  ruleset: Ruleset;
  /** The ship's identifier in its source file (`Excelsior`). */
  name: string;
  systems: Record<string, SystemState>;
  [field: string]: unknown;
}

/** The whole game: plain JSON, so it can be saved (JSON.stringify) and resumed (resumeGame). */
export interface GameState {
  format: 'drydock-state/1';
  /** The seed the game was created with. */
  seed: number;
  /** The seeded generator's current state (runtime/core/rng.ts). */
  rng: number;
  /** 0 before the first turn, then 1, 2, ... */
  turn: number;
  /** b5wars: the segment the turn has reached; null at the start of a turn (before `power`). */
  segment: Segment | null;
  /** sfb: the impulse the turn has reached (0 = Energy Allocation, 1-32); -1 before any turn. */
  impulse: number;
  /** Scenario-level ruleset constants; they override the constants compiled into the ships. */
  rules: RuleConstants;
  ships: Record<string, ShipState>;
}

/** An action: a plain object with a `type` (docs/scenarios.md lists them). */
export interface Action {
  type: string;
  /** The handle of the ship the action is about (most actions). */
  ship?: string;
  /** Die results to use before the seeded generator (tests, players rolling real dice). */
  rolls?: number[];
  /** sfb: the impulse the action happens in (0-32); never goes back within a turn. */
  impulse?: number;
  [field: string]: unknown;
}

export interface ActionOk {
  ok: true;
  [field: string]: unknown;
}
export interface ActionRefused {
  ok: false;
  /** Why, in plain words. */
  error: string;
  /** The rules.md ID that forbids the action, when one does. */
  rule?: string;
}
export type ActionResult = ActionOk | ActionRefused;

/** Per-ship setup given when the game is created (scenario `ships.<handle>`). */
export interface ShipSetup {
  /** sfb weapons status 0-3 (Z-CC-4). */
  weaponsStatus?: number;
  /** b5wars: the ship's speed at the start (default 0). */
  speed?: number;
  [field: string]: unknown;
}
