// The rules interpreter core: a game built from compiled ships, changed only by actions.
// How rulesets plug in, how actions are dispatched, validated and refused: registry.ts.
import { validatorFor } from '../../compiler/validators';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { own, setOwn } from './own';
import { coreStateProblems, shapeProblems } from './shape';
import { Dice, seedState } from './rng';
import { builtInRulesets } from '../rulesets';
import { ruleConstants } from '../../compiler/catalog/index';
import {
  ajv,
  allRegistered,
  registerRuleset,
  registered,
  RuleRefusal,
  type RegisteredAction,
  type RegisteredRuleset,
  type RuleContext,
} from './registry';
import {
  SEGMENTS,
  type Action,
  type ActionOk,
  type ActionResult,
  type CompiledShip,
  type GameState,
  type RuleConstants,
  type Segment,
  type ShipSetup,
  type ShipState,
} from './types';

// The built-in rulesets are registered with the game itself, so that a program importing only this
// module can play them (runtime/rulesets.ts is the one list). A ruleset registered before, e.g. a
// test's replacement, is kept.
for (const mod of builtInRulesets) if (!registered(mod.ruleset)) registerRuleset(mod);

export interface GameOptions {
  /** The ships of the game by handle (`ent`, `kor`): compiled ships (compiler/types.ts). */
  ships: Record<string, CompiledShip>;
  /** Seed of the random generator (default 1). */
  seed?: number;
  /** Scenario-level ruleset constants; they override the ships' compiled constants. */
  rules?: RuleConstants;
  /** Per-ship setup (weapons status, starting speed). */
  setup?: Record<string, ShipSetup>;
}

/** Each segment's place in SEGMENTS, looked up on every b5wars action. */
const SEGMENT_INDEX: Readonly<Record<Segment, number>> = Object.fromEntries(SEGMENTS.map((s, i) => [s, i])) as Record<Segment, number>;
const segmentIndex = (s: Segment | null): number => {
  const i = s === null ? -1 : SEGMENT_INDEX[s];
  return typeof i === 'number' ? i : -1; // as SEGMENTS.indexOf, for a segment no state should hold
};

export const turnSchema = {
  type: 'object',
  properties: { type: { const: 'turn' }, comment: { type: 'string' } },
  required: ['type'],
  additionalProperties: false,
};
let turnValidate: ValidateFunction | undefined;
const turnValidator = (): ValidateFunction => (turnValidate ??= validatorFor('action:turn', 'runtime', turnSchema, (s) => ajv().compile(s)));

function describeAjvError(type: string, e: ErrorObject): string {
  const field = e.instancePath ? `"${e.instancePath.slice(1).replace(/\//g, '.')}"` : '';
  switch (e.keyword) {
    case 'required':
      return `${type}: missing field "${(e.params as { missingProperty: string }).missingProperty}"`;
    case 'additionalProperties':
      return `${type}: unknown field "${(e.params as { additionalProperty: string }).additionalProperty}"`;
    case 'enum':
      return `${type}: field ${field} must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return `${type}: ${field ? `field ${field} ` : ''}${e.message ?? 'is invalid'}`;
  }
}

/**
 * No quantity in a game comes near a billion; a bigger number in an action (1e308) only makes
 * sums overflow to Infinity, which JSON prints as null. Such actions are refused up front.
 */
const MAX_ACTION_NUMBER = 1e9;

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The key path to the first number within the object `x` (at most 8 objects deep) whose size is
 * not at most `limit`, NaN included; undefined when there is none. It runs on every action and
 * every result, so it allocates nothing unless it finds one: `for...in` walks V8's cached key list
 * where `Object.keys` would build a new array per object (own keys only, in the same order).
 */
function numberBeyond(x: object, limit: number, depth = 0): string[] | undefined {
  for (const key in x) {
    if (!hasOwn.call(x, key)) continue;
    const v = (x as Record<string, unknown>)[key];
    if (typeof v === 'number') {
      if (!(Math.abs(v) <= limit)) return [key];
    } else if (typeof v === 'object' && v !== null && depth < 8) {
      const found = numberBeyond(v, limit, depth + 1);
      if (found) {
        found.unshift(key);
        return found;
      }
    }
  }
  return undefined;
}

/**
 * Whether numberBeyond could find something in `x`: a number beyond `limit` among its own
 * values, or an object value. Most actions and results are flat, and this loop, unlike the
 * recursive one, is small enough for V8 to inline into Game.apply.
 */
function mayHoldBeyond(x: object, limit: number): boolean {
  for (const key in x) {
    if (!hasOwn.call(x, key)) continue;
    const v = (x as Record<string, unknown>)[key];
    if (typeof v === 'number' ? !(Math.abs(v) <= limit) : typeof v === 'object' && v !== null) return true;
  }
  return false;
}

/** The path of the first number in an action that is not finite or is beyond MAX_ACTION_NUMBER. */
function hugeNumber(action: object): string | undefined {
  if (!mayHoldBeyond(action, MAX_ACTION_NUMBER)) return undefined;
  return numberBeyond(action, MAX_ACTION_NUMBER)?.join('.');
}

/** The path of the first non-finite number in a result (JSON would print it as null). */
function nonFinite(fields: unknown, where: string): string | undefined {
  if (typeof fields !== 'object' || fields === null || !mayHoldBeyond(fields, Number.MAX_VALUE)) return undefined;
  return numberBeyond(fields, Number.MAX_VALUE)?.reduce((path, k) => `${path}.${k}`, where);
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export class Game {
  /** The live state (plain JSON). Use `save()` for a copy to keep. */
  readonly state: GameState;
  /** The compiled ships, by handle. */
  readonly ships: Readonly<Record<string, CompiledShip>>;
  private readonly rulesCache = new Map<string, RuleConstants>();
  /** @internal The compiled ships by handle, fixed when the game starts (see Context.compiled). */
  readonly compiledByHandle: ReadonlyMap<string, CompiledShip>;
  private handleList: string[] | undefined;

  /** @internal use createGame / resumeGame */
  constructor(ships: Record<string, CompiledShip>, state: GameState) {
    this.ships = ships;
    this.state = state;
    this.compiledByHandle = new Map(Object.entries(ships));
  }

  /** A deep copy of the state, to save and later pass to resumeGame. */
  save(): GameState {
    return structuredClone(this.state);
  }

  /** Ruleset constants in force for a ship: scenario rules over the ship's compiled rules. */
  rules(handle: string): Readonly<RuleConstants> {
    let r = this.rulesCache.get(handle);
    if (!r) {
      r = { ...(own(this.ships, handle)?.rules ?? {}), ...this.state.rules };
      this.rulesCache.set(handle, r);
    }
    return r;
  }

  private ctx: Context | undefined;

  /**
   * The context of the action now running. Actions never nest (handlers do not call apply), so
   * one Context per game serves them all: it is set up for each action, and its events are taken
   * when the action ends.
   */
  private context(action: Action | undefined, acting?: ShipState): Context {
    const ctx = (this.ctx ??= new Context(this));
    ctx.begin(action, acting);
    return ctx;
  }

  /** Applies one action; a refused action changes nothing. */
  apply(input: unknown): ActionResult {
    if (!isObject(input) || typeof input.type !== 'string') {
      return { ok: false, error: 'an action must be an object with a string "type"' };
    }
    const action = input as Action;
    if (action.type === 'turn') return this.applyTurn(action);

    // Dispatch.
    let reg: RegisteredRuleset | undefined;
    let entry: RegisteredAction | undefined;
    let ship: ShipState | undefined;
    if (action.ship !== undefined) {
      if (typeof action.ship !== 'string') return { ok: false, error: `${input.type}: field "ship" must be a string` };
      ship = own(this.state.ships, action.ship);
      if (!ship) {
        const known = Object.keys(this.state.ships).map((h) => `"${h}"`).join(', ');
        return { ok: false, error: `no ship "${action.ship}" in this game (ships: ${known || 'none'})` };
      }
      reg = registered(ship.ruleset);
      if (!reg) return { ok: false, error: `no rules are registered for the ${ship.ruleset} ruleset` };
      entry = reg.action(action.type);
      if (!entry) {
        const known = Object.keys(reg.mod.actions).sort().join(', ');
        return { ok: false, error: `unknown action type "${action.type}" for a ${ship.ruleset} ship (known: turn, ${known})` };
      }
    } else {
      const all = allRegistered();
      const holders = all.filter((r) => own(r.mod.actions, action.type));
      reg = holders.find((r) => own(r.mod.actions, action.type)!.shipless) ?? holders[0];
      if (!reg) {
        const known = [...new Set(all.flatMap((r) => Object.keys(r.mod.actions)))].sort().join(', ');
        return { ok: false, error: `unknown action type "${action.type}" (known: turn, ${known})` };
      }
      entry = reg.action(action.type)!;
    }
    const spec = entry.spec;

    // Validation.
    const validate = entry.validate;
    const type = action.type;
    if (!validate(action)) return { ok: false, error: describeAjvError(type, validate.errors![0]!) };
    const huge = hugeNumber(action);
    if (huge) return { ok: false, error: `${type}: field "${huge}" must be a number from -${MAX_ACTION_NUMBER} to ${MAX_ACTION_NUMBER}` };

    // Time checks.
    const state = this.state;
    const target = spec.segment && spec.segment !== 'any' ? spec.segment : undefined;
    const startsTurn = state.turn === 0;
    let movesSegment = false;
    if (target) {
      const cur = startsTurn ? -1 : segmentIndex(state.segment);
      const want = SEGMENT_INDEX[target];
      if (want < cur) {
        return {
          ok: false,
          error: `${action.type} belongs to the ${target} segment, which turn ${state.turn} has already passed (it is in the ${state.segment} segment); start the next turn with {"type":"turn"} first`,
        };
      }
      movesSegment = want > cur;
    }
    const impulses = reg.mod.clock === 'impulses';
    if (impulses && typeof action.impulse === 'number' && !startsTurn && action.impulse < state.impulse) {
      return {
        ok: false,
        error: `${action.type} at impulse ${action.impulse} would go back in time: turn ${state.turn} is at impulse ${state.impulse}, and impulses never go back within a turn`,
      };
    }

    // Snapshot for an atomic refusal.
    const savedTurn = state.turn;
    const savedSegment = state.segment;
    const savedImpulse = state.impulse;
    const savedRng = state.rng;
    const atomic = startsTurn || movesSegment ? 'state' : (spec.atomic ?? (spec.shipless ? 'state' : 'ship'));
    const snapshot =
      atomic === 'state'
        ? structuredClone(state.ships)
        : atomic === 'ship'
          ? structuredClone(own(state.ships, action.ship)!)
          : undefined;

    const ctx = this.context(action, ship);
    try {
      if (startsTurn) this.startTurn(ctx);
      if (target && movesSegment) this.enterSegments(ctx, target);
      if (action.ship !== undefined) reg.mod.beforeAction?.(ctx, action, spec);
      const fields = spec.run(ctx, action);
      const bad = spec.finiteResult ? undefined : nonFinite(fields, 'result');
      if (bad) throw new RuleRefusal(`${type}: the numbers of this action overflow (${bad} is not a finite number); nothing was changed`);
      if (impulses && typeof action.impulse === 'number') state.impulse = action.impulse;
      const result: ActionOk = spec.returnsOk ? (fields as ActionOk) : { ok: true, ...fields };
      const events = ctx.takeEvents();
      if (events) result.events = events;
      return result;
    } catch (err) {
      ctx.takeEvents();
      state.turn = savedTurn;
      state.segment = savedSegment;
      state.impulse = savedImpulse;
      state.rng = savedRng;
      if (atomic === 'state') (state as { ships: Record<string, ShipState> }).ships = snapshot as Record<string, ShipState>;
      else if (atomic === 'ship') setOwn(state.ships, action.ship!, snapshot as ShipState);
      if (err instanceof RuleRefusal) {
        const refused: ActionResult = { ok: false, error: err.message };
        if (err.rule) refused.rule = err.rule;
        return refused;
      }
      throw err;
    }
  }

  private applyTurn(action: Action): ActionResult {
    const validate = turnValidator();
    if (!validate(action)) return { ok: false, error: describeAjvError('turn', validate.errors![0]!) };
    const state = this.state;
    // A snapshot only when some ship's ruleset may refuse in its turn hooks (RulesetModule.turnAtomic).
    const checked = this.handles().every((h) => registered(state.ships[h]!.ruleset)?.mod.turnAtomic === 'checked');
    const time = { turn: state.turn, segment: state.segment, impulse: state.impulse, rng: state.rng };
    const saved = checked ? undefined : structuredClone({ ...time, ships: state.ships });
    const ctx = this.context(undefined);
    try {
      if (state.turn > 0) {
        this.enterSegments(ctx, 'end');
        this.forEachShip((mod, handle) => mod.onTurnEnd?.(ctx, handle));
      }
      this.startTurn(ctx);
    } catch (err) {
      ctx.takeEvents();
      if (err instanceof RuleRefusal && saved) {
        Object.assign(state, saved);
        return { ok: false, error: err.message, ...(err.rule ? { rule: err.rule } : {}) };
      }
      // A refusal from a ruleset that promised none is a bug, like any other exception.
      Object.assign(state, time);
      throw err;
    }
    const result: ActionResult = { ok: true, turn: state.turn };
    const events = ctx.takeEvents();
    if (events) result.events = events;
    return result;
  }

  /**
   * The handles in the state's order, taken once: ships never join or leave a game, and a restored
   * snapshot keeps the order. Walking `state.ships` itself each turn costs more than its size once
   * a game has more than a dozen ships (V8 then keeps the record as a hash table).
   */
  private handles(): readonly string[] {
    return (this.handleList ??= Object.keys(this.state.ships));
  }

  private forEachShip(fn: (mod: RegisteredRuleset['mod'], handle: string) => void): void {
    const ships = this.state.ships;
    for (const handle of this.handles()) {
      const reg = registered(ships[handle]!.ruleset);
      if (reg) fn(reg.mod, handle);
    }
  }

  private startTurn(ctx: RuleContext): void {
    const state = this.state;
    state.turn += 1;
    state.segment = null;
    state.impulse = 0;
    this.forEachShip((mod, handle) => mod.onTurnStart?.(ctx, handle));
  }

  /** Moves the turn forward to `target`, entering every segment on the way. */
  private enterSegments(ctx: RuleContext, target: Segment): void {
    const state = this.state;
    const want = SEGMENTS.indexOf(target);
    for (let i = segmentIndex(state.segment) + 1; i <= want; i++) {
      const seg = SEGMENTS[i]!;
      state.segment = seg;
      this.forEachShip((mod, handle) => mod.onSegmentEnter?.(ctx, handle, seg));
    }
  }
}

/**
 * The RuleContext of the action running (Game.context): set up by `begin`, its events handed over
 * by `takeEvents`; dice are made only when a handler rolls, the events list at the first event.
 */
class Context implements RuleContext {
  private diceCache: Dice | undefined;
  private action: Action | undefined;
  private acting: ShipState | undefined;
  private events: Record<string, unknown>[] | undefined;
  readonly state: GameState;
  readonly ships: Readonly<Record<string, CompiledShip>>;
  impulse = 0;
  constructor(private readonly game: Game) {
    this.state = game.state;
    this.ships = game.ships;
  }
  begin(action: Action | undefined, acting: ShipState | undefined): void {
    this.action = action;
    this.acting = acting;
    this.diceCache = undefined;
    this.events = undefined;
    this.impulse = typeof action?.impulse === 'number' ? action.impulse : this.state.impulse;
  }
  /** The events of the action that ran, if any; the context keeps none. */
  takeEvents(): Record<string, unknown>[] | undefined {
    const events = this.events;
    this.events = undefined;
    this.acting = undefined;
    this.action = undefined;
    this.diceCache = undefined;
    return events;
  }
  get dice(): Dice {
    return (this.diceCache ??= new Dice(this.state, this.action?.rolls ?? []));
  }
  rules(handle: string): Readonly<RuleConstants> {
    return this.game.rules(handle);
  }
  shipState(handle: string): ShipState | undefined {
    return this.acting !== undefined && handle === this.action!.ship ? this.acting : own(this.state.ships, handle);
  }
  compiled(handle: string): CompiledShip | undefined {
    return this.game.compiledByHandle.get(handle);
  }
  event(e: Record<string, unknown>): void {
    (this.events ??= []).push(e);
  }
}

function checkRulesets(ships: Record<string, CompiledShip>): void {
  for (const [handle, ship] of Object.entries(ships)) {
    if (!isObject(ship) || typeof ship.ruleset !== 'string') throw new Error(`ship "${handle}" is not a compiled ship`);
    if (!registered(ship.ruleset)) throw new Error(`ship "${handle}": no rules are registered for the ${ship.ruleset} ruleset`);
  }
}

/** Starts a game: turn 0 (the first action, or {type:"turn"}, starts turn 1). */
/**
 * Ruleset constants are finite numbers or booleans, and the catalog's constants are within their
 * ranges: a scenario's `1e308` (or a library caller's Infinity) would otherwise grow into
 * non-finite values in the state, which JSON cannot hold.
 */
function checkRuleConstants(where: string, rules: RuleConstants): void {
  for (const [name, value] of Object.entries(rules)) {
    if (typeof value === 'boolean') continue;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${where}: ${name} must be a finite number or a boolean, not ${String(value)}`);
    const c = ruleConstants.find((k) => k.name === name);
    if (c?.type === 'number' && (value < (c.min ?? 0) || (c.max !== undefined && value > c.max)))
      throw new Error(`${where}: ${name} must be between ${c.min ?? 0} and ${c.max}, not ${value}`);
  }
}

export function createGame(options: GameOptions): Game {
  const { ships, seed = 1, rules = {}, setup = {} } = options;
  checkRulesets(ships);
  checkRuleConstants('rules', rules);
  for (const [handle, ship] of Object.entries(ships)) checkRuleConstants(`ship "${handle}" rules`, ship.rules ?? {});
  for (const handle of Object.keys(setup)) {
    if (!own(ships, handle)) throw new Error(`setup names ship "${handle}", which is not in the game`);
  }
  const state: GameState = {
    format: 'drydock-state/1',
    seed,
    rng: seedState(seed),
    turn: 0,
    segment: null,
    impulse: -1,
    rules: { ...rules },
    ships: {},
  };
  const game = new Game(ships, state);
  for (const [handle, ship] of Object.entries(ships)) {
    const mod = registered(ship.ruleset)!.mod;
    setOwn(state.ships, handle, mod.initShip(ship, own(setup, handle) ?? {}, game.rules(handle)));
  }
  return game;
}

/** Continues a saved game: `state` as returned by `game.save()` (or read back from JSON). */
export function resumeGame(ships: Record<string, CompiledShip>, state: GameState): Game {
  checkRulesets(ships);
  if (!isObject(state) || state.format !== 'drydock-state/1' || !isObject(state.ships)) {
    throw new Error('not a drydock game state (format "drydock-state/1")');
  }
  const have = Object.keys(state.ships).sort().join(',');
  const given = Object.keys(ships).sort().join(',');
  if (have !== given) throw new Error(`the saved game has ships [${have}] but [${given}] were given`);
  const problems = coreStateProblems(state);
  for (const [handle, s] of Object.entries(state.ships)) {
    const compiled = own(ships, handle)!;
    if (!isObject(s)) throw new Error(`ship "${handle}" of the saved game is not an object`);
    if (s.name !== compiled.name || s.ruleset !== compiled.ruleset) {
      throw new Error(`ship "${handle}" of the saved game is a ${s.ruleset} ${s.name}, not a ${compiled.ruleset} ${compiled.name}`);
    }
    // The saved ship must have the shape a fresh ship of this kind has (see shape.ts).
    const rules = { ...(compiled.rules ?? {}), ...(isObject(state.rules) ? state.rules : {}) } as RuleConstants;
    const fresh = registered(compiled.ruleset)!.mod.initShip(compiled, {}, rules);
    shapeProblems(fresh, s, `ships.${handle}`, problems);
  }
  if (problems.length) {
    throw new Error(`the saved game does not fit these ships: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}`);
  }
  return new Game(ships, structuredClone(state));
}
