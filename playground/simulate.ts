// The simulation panel's engine, run in the worker next to the language server (in its panels
// chunk, playground/panels.ts): the ship as the server last compiled it, played by the same
// runtime as `drydock sim` (runtime/index.ts). The page sends the whole list of actions each time;
// replaying from the seed gives the same results.
import { createGame, type Action, type ActionResult, type GameState } from '../runtime/index';
import type { Workspace } from '../lsp/workspace';
import type { CompiledShip } from '../compiler/types';
import { readGameState, sheetStateOf, type SheetState } from '../render/game-state';
import { renderShipSvg, type PageSize } from '../render/index';

export interface SimulateParams {
  uri: string;
  ship: string;
  seed?: number;
  actions: unknown[];
}

export interface SimulateResult {
  ok: boolean;
  /** Why nothing ran (no such ship, errors in the file). */
  problem?: string;
  results: ActionResult[];
  state?: GameState;
}

export function simulate(ws: Workspace, p: SimulateParams): SimulateResult {
  const a = ws.analyze(p.uri);
  if (!a) return { ok: false, problem: 'The document is not open.', results: [] };
  if (a.result.diagnostics.some((d) => d.severity === 'error')) return { ok: false, problem: 'The file has errors: fix them to simulate.', results: [] };
  const info = a.result.ships.find((s) => s.compiled.name === p.ship);
  if (!info) return { ok: false, problem: `No ship ${p.ship} in this file.`, results: [] };
  const game = createGame({ ships: { [p.ship]: info.compiled }, seed: p.seed ?? 1 });
  const results: ActionResult[] = [];
  for (const action of Array.isArray(p.actions) ? p.actions : []) results.push(game.apply(action as Action));
  return { ok: true, results, state: game.save() };
}

/**
 * The simulated ship and its sheet state after the actions (render/game-state.ts), read the way
 * `drydock render --state` reads a saved game: the panel's state sheet is that command's sheet.
 */
export function simulatedSheet(ws: Workspace, p: SimulateParams): { ok: true; ship: CompiledShip; state: SheetState } | { ok: false; problem: string } {
  const run = simulate(ws, p);
  if (!run.ok || !run.state) return { ok: false, problem: run.problem ?? 'Nothing was simulated.' };
  const ship = ws.analyze(p.uri)!.result.ships.find((s) => s.compiled.name === p.ship)!.compiled;
  try {
    const game = readGameState(JSON.parse(JSON.stringify(run.state)));
    const entry = game.ships.find(([h]) => h === p.ship)!;
    return { ok: true, ship, state: sheetStateOf(ship, game, p.ship, entry[1]) };
  } catch (e) {
    return { ok: false, problem: `Cannot draw the state: ${(e as Error).message}` };
  }
}

export interface StateSheetResult {
  ok: boolean;
  problem?: string;
  svg?: string;
  turn?: number;
}

/** `drydock/stateSheet`: the SVG sheet of the simulated ship as the actions leave it. */
export function stateSheet(ws: Workspace, p: SimulateParams & { page?: PageSize }): StateSheetResult {
  const s = simulatedSheet(ws, p);
  if (!s.ok) return { ok: false, problem: s.problem };
  return { ok: true, svg: renderShipSvg(s.ship, { page: p.page === 'letter' ? 'letter' : 'a4', state: s.state }), turn: s.state.turn };
}
