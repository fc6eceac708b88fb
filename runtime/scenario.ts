// Scenarios (docs/scenarios.md): ships loaded from .ship files, a list of actions, one result per
// action, and the final state. `drydock sim` prints what runScenario returns.
import * as path from 'node:path';
import { ruleConstants } from '../compiler/catalog/index';
import { othersWarning } from '../compiler/ship-scope';
import type { CompiledDocument, CompiledShip } from '../compiler/types';
import { createGame } from './core/game';
import { setOwn } from './core/own';
import { ajv } from './core/registry';
import { validatorFor } from '../compiler/validators';
import type { ActionResult, GameState, RuleConstants, ShipSetup } from './core/types';
import { loadScenarioShipFile, resolveScenarioFile, scenarioRoot } from './scenario-files';
import { fleetUnits } from './scenario-fleets';

export interface ScenarioShip {
  /**
   * The .ship file or JSON ship document (hand-written, or compiled by `drydock build`), relative
   * to the scenario file and inside its project, as `import` paths are (runtime/scenario-files.ts).
   */
  file: string;
  /** The ship's identifier in that file (may be left out when the file holds one ship). */
  ship?: string;
  /** sfb weapons status 0-3 (Z-CC-4). */
  weaponsStatus?: number;
  /** b5wars starting speed. */
  speed?: number;
  /** A fighter or shuttle flight of that file instead of a ship (`flight NAME { ... }`). */
  flight?: string;
  /** How many craft the flight fields (its minCraft to maxCraft; default maxCraft). */
  craft?: number;
  /** A fleet of that file instead (`fleet NAME { ... }`): its ships, as many as it fields (runtime/scenario-fleets.ts). */
  fleet?: string;
}

export interface Scenario {
  seed?: number;
  rules?: RuleConstants;
  ships: Record<string, ScenarioShip>;
  actions: unknown[];
  description?: string;
}

export interface ScenarioOutput {
  results: ActionResult[];
  state: GameState;
}

/** A scenario that cannot run: bad JSON shape, a ship file with errors, an unknown ship. */
export class ScenarioError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [message],
  ) {
    super(message);
    this.name = 'ScenarioError';
  }
}

/** What loads a ship file (loadScenarioShipFile by default; tests may pass their own). */
export type ShipCompiler = (
  file: string,
  rules: RuleConstants,
) => {
  document: CompiledDocument;
  diagnostics: { severity: string; message: string; code?: string; file?: string }[];
  /** Every file the compile read (the ship file and what it imports). */
  files?: string[];
  /** The errors that concern one ship (compiler/ship-scope.ts); without it, any error refuses the file. */
  scope?: (ship: string) => { errors: { severity: string; message: string; code?: string; file?: string }[]; othersWithErrors: string[] };
};

export const scenarioSchema = {
  type: 'object',
  properties: {
    seed: { type: 'integer' },
    rules: {
      type: 'object',
      // Known ruleset constants are checked against their type and range (the catalog's); others pass.
      properties: Object.fromEntries(
        ruleConstants.map((c) => [c.name, c.type === 'bool' ? { type: 'boolean' } : { type: 'number', minimum: c.min ?? 0, ...(c.max !== undefined ? { maximum: c.max } : {}) }]),
      ),
      additionalProperties: { type: ['number', 'boolean'] },
    },
    ships: {
      type: 'object',
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        properties: {
          file: { type: 'string', minLength: 1 },
          ship: { type: 'string', minLength: 1 },
          weaponsStatus: { type: 'integer', minimum: 0, maximum: 3 },
          speed: { type: 'integer', minimum: 0 },
          flight: { type: 'string', minLength: 1 },
          craft: { type: 'integer', minimum: 1 },
          fleet: { type: 'string', minLength: 1 },
          comment: { type: 'string' },
        },
        required: ['file'],
        additionalProperties: false,
      },
    },
    actions: { type: 'array', items: { type: 'object', properties: { type: { type: 'string' } }, required: ['type'] } },
    description: { type: 'string' },
    comment: { type: 'string' },
    name: { type: 'string' },
  },
  required: ['ships', 'actions'],
  additionalProperties: false,
};

let validateScenario: ReturnType<ReturnType<typeof ajv>['compile']> | undefined;

/**
 * Runs a scenario. `baseDir` is the folder of the scenario file (ship files are relative to it and
 * must stay inside `options.root`, by default the scenario's project folder).
 * Throws ScenarioError when the scenario or a ship file is invalid; refused actions are results.
 */
export function runScenario(scenario: unknown, baseDir: string, options: { compile?: ShipCompiler; root?: string; warn?: (message: string) => void; read?: (file: string) => void } = {}): ScenarioOutput {
  validateScenario ??= validatorFor('scenario', 'runtime', scenarioSchema, (s) => ajv().compile(s));
  if (!validateScenario(scenario)) {
    const problems = (validateScenario.errors ?? []).map((e) => `scenario${e.instancePath ? ` ${e.instancePath}` : ''}: ${e.message}${e.keyword === 'additionalProperties' ? ` ("${(e.params as { additionalProperty: string }).additionalProperty}")` : ''}`);
    throw new ScenarioError(problems[0] ?? 'invalid scenario', problems);
  }
  const sc = scenario as Scenario;
  const rules = sc.rules ?? {};
  const root = path.resolve(options.root ?? scenarioRoot(path.resolve(baseDir)));
  const compile = options.compile ?? ((file: string, r: RuleConstants) => loadScenarioShipFile(file, r, root));
  // Every entry's path is checked before any file is read, and all refusals are reported at once.
  const refused: string[] = [];
  for (const [handle, entry] of Object.entries(sc.ships)) {
    // A unit is a ship or a flight; `craft` sizes a flight (runtime.md "Flights").
    if (entry.flight !== undefined && entry.ship !== undefined) refused.push(`ships.${handle}: give "ship" or "flight", not both`);
    if (entry.craft !== undefined && entry.flight === undefined) refused.push(`ships.${handle}: "craft" is the size of a flight; add "flight"`);
    if (entry.fleet !== undefined && (entry.ship !== undefined || entry.flight !== undefined)) refused.push(`ships.${handle}: give "fleet", "ship" or "flight", one of them`);
    const where = resolveScenarioFile(entry.file, path.resolve(baseDir), root);
    if ('refused' in where) refused.push(`ships.${handle}.file: ${where.refused}`);
  }
  if (refused.length) throw new ScenarioError(refused.length === 1 ? refused[0] : `${refused.length} ship files are refused:\n${refused.join('\n')}`, refused);
  const documents = new Map<string, ReturnType<ShipCompiler>>();
  const ships: Record<string, CompiledShip> = {};
  const setup: Record<string, ShipSetup> = {};
  const warned = new Set<string>();
  for (const [handle, entry] of Object.entries(sc.ships)) {
    const file = (resolveScenarioFile(entry.file, path.resolve(baseDir), root) as { file: string }).file;
    let compiled = documents.get(file);
    if (!compiled) {
      compiled = compile(file, rules);
      documents.set(file, compiled);
      options.read?.(file);
      for (const f of compiled.files ?? []) options.read?.(f);
    }
    const doc = compiled.document;
    if (entry.flight !== undefined) {
      // A flight (docs/runtime.md "Flights"): any error in its file refuses it.
      const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
      if (errors.length) {
        const problems = errors.map((d) => `${d.file ?? file}: error${d.code ? ` ${d.code}` : ''}: ${d.message}`);
        throw new ScenarioError(`ship file ${entry.file} has errors:\n${problems.join('\n')}`, problems);
      }
      const flights = doc.flights ?? [];
      const f = flights.find((x) => x.name === entry.flight);
      if (!f) throw new ScenarioError(`ships.${handle}: ${entry.file} has no flight "${entry.flight}" (it has ${flights.map((x) => x.name).join(', ') || 'none'})`);
      const max = f.maxCraft;
      const min = f.minCraft;
      if (entry.craft !== undefined && (entry.craft < min || entry.craft > max))
        throw new ScenarioError(`ships.${handle}: flight ${f.name} fields ${min} to ${max} craft, not ${entry.craft}`);
      // The flight plays as a unit of its ruleset: its weapons are its systems.
      const { weapons, ...figures } = f;
      setOwn(ships, handle, { ...figures, systems: weapons, rules: {}, derived: {} } as CompiledShip);
      setOwn(setup, handle, entry.craft !== undefined ? { craft: entry.craft } : {});
      continue;
    }
    if (entry.fleet !== undefined) {
      // A fleet (docs/scenarios.md): any error in its file refuses it, as for a flight.
      const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
      if (errors.length) {
        const problems = errors.map((d) => `${d.file ?? file}: error${d.code ? ` ${d.code}` : ''}: ${d.message}`);
        throw new ScenarioError(`ship file ${entry.file} has errors:\n${problems.join('\n')}`, problems);
      }
      const got = fleetUnits(handle, entry.file, entry.fleet, doc);
      if (typeof got === 'string') throw new ScenarioError(got);
      for (const w of got.warnings) options.warn?.(w);
      for (const u of got.units) {
        if (Object.prototype.hasOwnProperty.call(ships, u.handle) || Object.prototype.hasOwnProperty.call(sc.ships, u.handle))
          throw new ScenarioError(`ships.${handle}: the fleet's ship ${u.handle} has the handle of another entry; rename that entry`);
        setOwn(ships, u.handle, u.ship);
        const s: ShipSetup = {};
        if (entry.weaponsStatus !== undefined) s.weaponsStatus = entry.weaponsStatus;
        if (entry.speed !== undefined) s.speed = entry.speed;
        setOwn(setup, u.handle, s);
      }
      continue;
    }
    const names = doc.ships.map((s) => s.name);
    const wanted = entry.ship ?? (names.length === 1 ? names[0] : undefined);
    // Only the ship used, and what it rests on, must be clean: an error in a sibling
    // ship of the same file is a warning.
    const scope = compiled.scope && wanted !== undefined && names.includes(wanted) ? compiled.scope(wanted) : undefined;
    const errors = scope ? scope.errors : compiled.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length) {
      const problems = errors.map((d) => `${d.file ?? file}: error${d.code ? ` ${d.code}` : ''}: ${d.message}`);
      throw new ScenarioError(`ship file ${entry.file} has errors:\n${problems.join('\n')}`, problems);
    }
    if (scope && scope.othersWithErrors.length && !warned.has(`${file}\0${wanted}`)) {
      warned.add(`${file}\0${wanted}`);
      options.warn?.(`${entry.file}: ${othersWarning(wanted!, scope.othersWithErrors)}`);
    }
    if (wanted === undefined) {
      throw new ScenarioError(`ships.${handle}: ${entry.file} holds ${names.length} ships (${names.join(', ')}); say which with "ship"`);
    }
    const ship = doc.ships.find((s) => s.name === wanted);
    if (!ship) throw new ScenarioError(`ships.${handle}: ${entry.file} has no ship "${wanted}" (it has ${names.join(', ') || 'none'})`);
    setOwn(ships, handle, ship);
    const s: ShipSetup = {};
    if (entry.weaponsStatus !== undefined) s.weaponsStatus = entry.weaponsStatus;
    if (entry.speed !== undefined) s.speed = entry.speed;
    setOwn(setup, handle, s);
  }
  let game;
  try {
    game = createGame({ ships, seed: sc.seed ?? 1, rules, setup });
  } catch (err) {
    throw new ScenarioError(err instanceof Error ? err.message : String(err));
  }
  const results = sc.actions.map((a) => game.apply(a));
  return { results, state: game.save() };
}
