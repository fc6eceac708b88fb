// Runs sfb scenarios (the format of docs/scenarios.md) through the engine core with the hand-written
// fixtures standing in for the compiled example ships.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGame, type Game } from '../../../runtime/core/game';
import type { ActionResult, GameState, RuleConstants, ShipSetup } from '../../../runtime/core/types';
import type { CompiledShip } from '../../../compiler/types';
import '../../../runtime/sfb/index';
import { highGuardCZ, vudarDW } from './fixtures';

export const FIXTURES: Record<string, () => CompiledShip> = {
  'vudar-dw.ship#VudarDW': vudarDW,
  'highguard-cz.ship#HighGuardCZ': highGuardCZ,
};

export interface ScenarioJson {
  seed?: number;
  rules?: RuleConstants;
  ships: Record<string, { file: string; ship: string; weaponsStatus?: number }>;
  actions: Record<string, unknown>[];
}

export function loadScenario(name: string): ScenarioJson {
  const path = fileURLToPath(new URL(`../../../examples/scenarios/${name}`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as ScenarioJson;
}

export function gameFor(s: ScenarioJson): Game {
  const ships: Record<string, CompiledShip> = {};
  const setup: Record<string, ShipSetup> = {};
  for (const [handle, ref] of Object.entries(s.ships)) {
    const key = `${ref.file.split('/').pop()}#${ref.ship}`;
    const make = FIXTURES[key];
    if (!make) throw new Error(`no fixture for ${key}`);
    ships[handle] = make();
    if (ref.weaponsStatus !== undefined) setup[handle] = { weaponsStatus: ref.weaponsStatus };
  }
  return createGame({ ships, setup, ...(s.seed !== undefined ? { seed: s.seed } : {}), ...(s.rules ? { rules: s.rules } : {}) });
}

export function runScenarioJson(s: ScenarioJson): { results: ActionResult[]; state: GameState } {
  const game = gameFor(s);
  const results = s.actions.map((a) => game.apply(a));
  return { results, state: game.save() };
}

/** A game of the given ships with `apply` that returns results typed loosely for tests. */
export function game(ships: Record<string, CompiledShip>, opts: { setup?: Record<string, ShipSetup>; rules?: RuleConstants; seed?: number } = {}) {
  const g = createGame({ ships, ...opts });
  return {
    g,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    do: (a: Record<string, unknown>): any => g.apply(a),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    ship: (h: string): any => g.state.ships[h],
  };
}
