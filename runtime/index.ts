// drydock/runtime: the rules interpreter as a library.
//   const game = createGame({ ships: { ent: compiledShip }, seed: 1 });
//   game.apply({ type: 'turn' });
//   game.apply({ type: 'damage', ship: 'ent', bearing: 10, amount: 30 });
// Both rulesets are registered by core/game.ts from the one list in rulesets.ts.
export { createGame, resumeGame, Game, type GameOptions } from './core/game';
export { registerRuleset, getRuleset, refuse, RuleRefusal } from './core/registry';
export { defineAction } from './core/registry';
export type { ActionSpec, ActionOf, Clock, RuleContext, RulesetModule, ActionSchema } from './core/registry';
export { builtInRulesets } from './rulesets';
export { damageBoxes, repairBoxes, type DamageOutcome, type RepairOutcome } from './core/systems';
export type {
  Action,
  ActionResult,
  ActionOk,
  ActionRefused,
  GameState,
  ShipState,
  SystemState,
  Segment,
  ShipSetup,
  RuleConstants,
} from './core/types';
export { SEGMENTS } from './core/types';
export type { B5ShipState, ProjectionState, DeflectorState } from './b5wars/index';
export { runScenario, ScenarioError, type Scenario, type ScenarioOutput } from './scenario';
