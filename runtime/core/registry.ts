/**
 * Ruleset registry: how a ruleset (b5wars, sfb) plugs into the rules interpreter core.
 *
 * ## API (stable; keep it small)
 *
 * ```ts
 * registerRuleset(mod: RulesetModule): void      // runtime/rulesets.ts lists the built-in ones
 * getRuleset(ruleset): RulesetModule | undefined
 * refuse(message: string, rule?: string): RuleRefusal   // `throw refuse(...)` inside a handler
 *
 * interface RulesetModule {
 *   ruleset: 'b5wars' | 'sfb';
 *   clock: 'segments' | 'impulses';                   // how its turns are divided (see Time checks)
 *   initShip(ship: CompiledShip, setup: ShipSetup, rules: RuleConstants): ShipState;
 *   onTurnStart?(ctx, handle): void;                  // every ship of the ruleset, at {type:"turn"}
 *   onTurnEnd?(ctx, handle): void;                    // every ship, at {type:"turn"}, before the next turn starts
 *   onSegmentEnter?(ctx, handle, segment): void;      // b5wars: each segment entered, in order
 *   beforeAction?(ctx, action, spec): void;           // may throw refuse(...) (e.g. ship has left)
 *   actions: Record<string, ActionSpec>;
 * }
 * interface ActionSpec {
 *   segment?: Segment | 'any';     // b5wars: the segment the action belongs to; omit for sfb
 *   schema: { properties?: {...}; required?: string[]; ... };  // JSON Schema of the action's own fields
 *   shipless?: boolean;           // true: the action has no `ship` field (sfb reducePlasma)
 *   atomic?: 'checked' | 'ship' | 'state';   // see "Refusals" below
 *   returnsOk?: true;             // run returns the whole result, `ok: true` its first key
 *   finiteResult?: true;          // every number run returns is finite: the core does not check
 *   run(ctx: RuleContext, action: Action): Record<string, unknown>;   // the result fields
 * }
 * interface RuleContext {
 *   state: GameState;                               // mutate it in place
 *   ships: Readonly<Record<string, CompiledShip>>;  // the compiled ships by handle
 *   dice: Dice;                                     // dice.d100(), d20(), d6(), roll(n): action.rolls first
 *   impulse: number;                                // sfb: this action's impulse (action.impulse ?? state.impulse)
 *   rules(handle): Readonly<RuleConstants>;         // scenario rules over the ship's compiled rules
 *   shipState(handle): ShipState | undefined;       // a ship's live state (the acting ship's: no lookup)
 *   compiled(handle): CompiledShip | undefined;     // a compiled ship, from an index made at the start
 *   event(e: Record<string, unknown>): void;        // adds to the result's `events` list
 * }
 * ```
 *
 * ## Dispatch
 * An action with `ship` goes to the module of that ship's ruleset (so `fire`, `damageSystem`,
 * `repairSystem` exist in both rulesets). An action without `ship` goes to the first registered
 * module that has the type and declares it `shipless`. `turn` is the core's own action.
 *
 * ## Validation
 * Before `run`, the core validates the action with ajv against the spec's schema, to which it adds
 * `type`, `ship` (required unless `shipless`), `rolls` (integers), `comment` (string) and, for sfb,
 * `impulse` (0-32). Unknown fields are refused (`additionalProperties: false` unless the spec's
 * schema says otherwise). Validators are compiled once, at registration.
 *
 * ## Time
 * - `{type:"turn"}`: b5wars ships first pass the rest of the current turn's segments (their
 *   onSegmentEnter runs for each), then every module's onTurnEnd runs for each of its ships;
 *   then `turn` += 1, `segment` = null, `impulse` = 0 and onTurnStart runs for every ship.
 * - An action before the first turn starts turn 1 first (as if `{type:"turn"}` had come first).
 * - clock 'segments' (b5wars): an action whose spec names a later segment moves the turn to it, running
 *   onSegmentEnter for every segment entered, in order; an earlier segment is refused;
 *   `'any'` never moves the segment.
 * - clock 'impulses' (sfb): an action's `impulse` must not be lower than `state.impulse`; after the action succeeds
 *   `state.impulse` = the action's impulse.
 *
 * ## Refusals
 * A handler refuses by throwing `refuse(message, ruleId)`. The core returns
 * `{ok:false, error, rule}` and guarantees that a refused action changed nothing:
 * - the core itself always restores `turn`, `segment`, `impulse` and `rng`;
 * - when the action moved the turn (implicit turn 1, segment change) the whole state is restored
 *   from a snapshot taken before;
 * - otherwise, by `atomic`: `'ship'` (default for actions with `ship`) snapshots the target ship
 *   (structuredClone) and restores it; `'state'` (default for shipless actions) snapshots the whole
 *   state; `'checked'` takes no snapshot: the handler promises to do every check before its first
 *   mutation (used for hot actions such as b5wars `damage`).
 * Any other exception a handler throws is a bug: it propagates out of `Game.apply`.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { AJV_OPTIONS, validatorFor } from '../../compiler/validators';
import type { Dice } from './rng';
import type { FromSchema } from './schema-types';
import type {
  Action,
  CompiledShip,
  GameState,
  RuleConstants,
  Ruleset,
  Segment,
  ShipSetup,
  ShipState,
} from './types';

export { RuleRefusal, refuse } from './refusal';

export interface RuleContext {
  /** The live game state; handlers mutate it in place. */
  readonly state: GameState;
  /** The compiled ships, by handle. */
  readonly ships: Readonly<Record<string, CompiledShip>>;
  /** Dice for this action: the action's `rolls` first, then the seeded generator. */
  readonly dice: Dice;
  /** sfb: the impulse of this action (its `impulse` field, else `state.impulse`). */
  readonly impulse: number;
  /** Ruleset constants in force for a ship: the scenario's `rules` over the ship's compiled ones. */
  rules(handle: string): Readonly<RuleConstants>;
  /** The state of the ship `handle` (the acting ship without a lookup), undefined for none. */
  shipState(handle: string): ShipState | undefined;
  /** The compiled ship `handle`, undefined for none. */
  compiled(handle: string): CompiledShip | undefined;
  /** Records something that happened (a projection collapsed, a ship left); shown as `events`. */
  event(e: Record<string, unknown>): void;
}

/** The JSON Schema of an action's own fields (an object schema). */
export interface ActionSchema {
  properties?: Record<string, object>;
  required?: string[];
  additionalProperties?: boolean;
  [keyword: string]: unknown;
}

export interface ActionSpec {
  /** b5wars: the segment the action belongs to (`'any'`: usable in every segment). */
  segment?: Segment | 'any';
  schema: ActionSchema;
  /** The action has no `ship` field. */
  shipless?: boolean;
  /** How the core makes a refusal change nothing (see the module comment). */
  atomic?: 'checked' | 'ship' | 'state';
  /**
   * `run` returns the whole result, a new object whose first key is `ok: true`, and the core
   * returns it as it is (adding `events`). Copying the fields behind `ok` costs a hot action more
   * than the rest of its result does.
   */
  returnsOk?: true;
  /**
   * The handler promises that every number of its result is finite: each is bounded by the
   * action's own numbers (at most MAX_ACTION_NUMBER, Game.apply) and the state's. The core then
   * skips its check of the result, which on a hot action costs as much as the action's arithmetic.
   */
  finiteResult?: true;
  /** Runs the action; returns the result fields (without `ok`). Throw `refuse(...)` to refuse. */
  run(ctx: RuleContext, action: Action): Record<string, unknown>;
}

/**
 * The action a handler receives for a schema: its own fields as the schema types them, plus the
 * fields the core adds (fullActionSchema): `type`, `ship` (unless shipless), `rolls`, `comment`,
 * `impulse`.
 */
export type ActionOf<S, Shipless extends boolean = false> = FromSchema<S> & {
  type: string;
  rolls?: number[];
  comment?: string;
  impulse?: number;
} & (Shipless extends true ? unknown : { ship: string });

/**
 * An ActionSpec whose handler gets the action typed by its schema. The core validates every
 * action against the schema before `run` (Game.apply), so the one cast here is what the
 * validation proves.
 */
export function defineAction<const S extends ActionSchema, const Shipless extends boolean = false>(spec: {
  segment?: Segment | 'any';
  schema: S;
  shipless?: Shipless;
  atomic?: 'checked' | 'ship' | 'state';
  returnsOk?: true;
  finiteResult?: true;
  run(ctx: RuleContext, action: ActionOf<S, Shipless>): Record<string, unknown>;
}): ActionSpec {
  return spec as unknown as ActionSpec;
}

/**
 * How a ruleset divides its turns. `segments`: the named segments of SEGMENTS, which actions move
 * forward through (b5wars). `impulses`: actions carry an `impulse` 0-32 that never goes back within
 * a turn (sfb, docs/rules.md, Conventions).
 */
export type Clock = 'segments' | 'impulses';

export interface RulesetModule {
  ruleset: Ruleset;
  clock: Clock;
  /** Builds a ship's starting state from its compiled form. */
  initShip(ship: CompiledShip, setup: ShipSetup, rules: Readonly<RuleConstants>): ShipState;
  onTurnStart?(ctx: RuleContext, handle: string): void;
  onTurnEnd?(ctx: RuleContext, handle: string): void;
  /**
   * How `{type:"turn"}` stays atomic for this ruleset's ships: `'state'` (default) snapshots the
   * whole state first; `'checked'` promises that onTurnEnd, onTurnStart and onSegmentEnter never
   * refuse, so no snapshot is needed when every ship of the game is of such a ruleset.
   */
  turnAtomic?: 'checked' | 'state';
  onSegmentEnter?(ctx: RuleContext, handle: string, segment: Segment): void;
  /** Runs before every action of this module that names a ship; may refuse. */
  beforeAction?(ctx: RuleContext, action: Action, spec: ActionSpec): void;
  actions: Record<string, ActionSpec>;
}

/** A registered module with its validators (compiled, or taken precompiled, on first use). */
export interface RegisteredRuleset {
  mod: RulesetModule;
  validators: { get(type: string): ValidateFunction | undefined; has(type: string): boolean };
  /**
   * The spec of an action type with its validator, undefined for a type the module lacks. One
   * lookup per action instead of three (Game.apply runs it on every action).
   */
  action(type: string): RegisteredAction | undefined;
}

export interface RegisteredAction {
  spec: ActionSpec;
  validate: ValidateFunction;
}

const registry = new Map<Ruleset, RegisteredRuleset>();
let ajvInstance: Ajv | undefined;

/** @internal The ajv instance of the runtime (one, so every schema is compiled once). */
export function ajv(): Ajv {
  ajvInstance ??= new Ajv({ ...AJV_OPTIONS.runtime });
  return ajvInstance;
}

/** The full schema the core validates an action against. */
export function fullActionSchema(mod: RulesetModule, type: string, spec: ActionSpec): object {
  const properties: Record<string, object> = {
    type: { const: type },
    ...(spec.shipless ? {} : { ship: { type: 'string', minLength: 1 } }),
    rolls: { type: 'array', items: { type: 'integer' } },
    comment: { type: 'string' },
    ...(mod.clock === 'impulses' ? { impulse: { type: 'integer', minimum: 0, maximum: 32 } } : {}),
    ...(spec.schema.properties ?? {}),
  };
  const required = ['type', ...(spec.shipless ? [] : ['ship']), ...(spec.schema.required ?? [])];
  return {
    ...spec.schema,
    type: 'object',
    properties,
    required: [...new Set(required)],
    additionalProperties: spec.schema.additionalProperties ?? false,
  };
}

/** The validator name of an action type (shared with scripts/gen-validators.ts). */
export const actionValidatorName = (ruleset: Ruleset, type: string): string => `action:${ruleset}:${type}`;

/**
 * Registers (or replaces) a ruleset module. Its action validators are made on first use, from
 * precompiled code when the build provided it (compiler/validators.ts), so that importing the
 * runtime compiles nothing.
 */
export function registerRuleset(mod: RulesetModule): void {
  for (const type of Object.keys(mod.actions))
    if (type === 'turn') throw new Error(`ruleset ${mod.ruleset}: "turn" is the core's action`);
  const made = new Map<string, ValidateFunction>();
  const validators = {
    has: (type: string) => Object.prototype.hasOwnProperty.call(mod.actions, type),
    get(type: string): ValidateFunction | undefined {
      if (!validators.has(type)) return undefined;
      let v = made.get(type);
      if (!v) {
        v = validatorFor(actionValidatorName(mod.ruleset, type), 'runtime', fullActionSchema(mod, type, mod.actions[type]), (s) => ajv().compile(s));
        made.set(type, v);
      }
      return v;
    },
  };
  const entries = new Map<string, RegisteredAction>();
  const action = (type: string): RegisteredAction | undefined => {
    let e = entries.get(type);
    if (e === undefined) {
      const validate = validators.get(type);
      if (!validate) return undefined;
      e = { spec: mod.actions[type]!, validate };
      entries.set(type, e);
    }
    return e;
  };
  registry.set(mod.ruleset, { mod, validators, action });
}

export function getRuleset(ruleset: Ruleset): RulesetModule | undefined {
  return registry.get(ruleset)?.mod;
}

/** @internal */
export function registered(ruleset: Ruleset): RegisteredRuleset | undefined {
  return registry.get(ruleset);
}

/** @internal Every registered module, in registration order. */
export function allRegistered(): RegisteredRuleset[] {
  return [...registry.values()];
}
