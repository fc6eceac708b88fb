// Cloaking (seed 000, cloaking section; rules.md ST-CLK-1 to ST-CLK-4, ST-SH-12): the cloak as a
// ship feature, its part of the ship state, its turn start and its actions.
import { own, setOwn } from '../core/own';
import { defineAction, refuse, type ActionSpec, type RuleContext } from '../core/registry';
import type { CompiledShip } from '../core/types';
import type { B5ShipFeature } from './behaviour-types';
import { b5, num, systemsOfKind, type B5ShipState } from './state';

export interface CloakState {
  /** The ship carries a cloaking device. */
  device: boolean;
  cloaked: boolean;
  detected: boolean;
  /** ST-CLK-3: the signature a detecting ship rolls against. */
  signature: number;
  cloakedTurn: number | null;
  decloakedTurn: number | null;
  detectedTurn: number | null;
  /**
   * ST-CLK-4: the turns in which the cloaked ship may be fired at, and by whom (`to`: ship
   * handles; null: every ship). A detection opens the rest of its own turn to the detecting side;
   * collateral detection opens the next turn to everyone.
   */
  openings: { turn: number; to: string[] | null }[];
  /**
   * ST-CLK-3: detection attempts made against the ship this turn, by detecting ship (present only
   * once an attempt was made, so a game without one keeps the state it had).
   */
  attempts?: { turn: number; by: Record<string, number> };
}

declare module './state' {
  interface B5ShipState {
    cloak: CloakState;
  }
}

/** ST-CLK-3: the sides of the detection die (ruleset constant `cloakDetectionDie`, default 20). */
function detectionDie(ctx: RuleContext, handle: string): number {
  const v = ctx.rules(handle).cloakDetectionDie;
  return typeof v === 'number' && Number.isInteger(v) && v >= 2 ? v : 20;
}

/** ST-CLK-3: attempts one ship may make to detect one cloaked ship in a turn (`cloakDetectionAttempts`, default 1). */
function attemptsAllowed(ctx: RuleContext, handle: string): number {
  const v = ctx.rules(handle).cloakDetectionAttempts;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
}

/** The cloak part of a new ship state: whether the ship has a cloaking device, and its signature. */
function initCloak(ship: CompiledShip): CloakState {
  const cloaks = systemsOfKind(ship, 'cloakingDevice');
  return {
    device: cloaks.length > 0,
    cloaked: false,
    detected: false,
    signature: cloaks.length ? num(cloaks[0]!.signature) : 0,
    cloakedTurn: null,
    decloakedTurn: null,
    detectedTurn: null,
    openings: [],
  };
}

/** ST-CLK-4: may `shooter` fire at the cloaked ship in `turn`? */
export function openToFire(ship: B5ShipState, shooter: string, turn: number): boolean {
  return ship.cloak.openings.some((o) => o.turn === turn && (o.to === null || o.to.includes(shooter)));
}

/** Records an opening, merging the ships into an opening of the same turn. */
function open(ship: B5ShipState, turn: number, to: string[] | null): void {
  const same = ship.cloak.openings.find((o) => o.turn === turn);
  if (!same) ship.cloak.openings.push({ turn, to: to === null ? null : [...to] });
  else if (same.to !== null) same.to = to === null ? null : [...new Set([...same.to, ...to])];
}

/** ST-SH-12 / ST-CLK-2: shields lowered while cloaked and in the turn the ship decloaks. */
export function shieldsLowered(ship: B5ShipState, turn: number): boolean {
  return ship.cloak.cloaked || ship.cloak.decloakedTurn === turn;
}

/** Openings of past turns no longer matter. */
function cloakTurnStart(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  ship.cloak.openings = ship.cloak.openings.filter((o) => o.turn >= ctx.state.turn);
}

const cloak: ActionSpec = defineAction({
  segment: 'end',
  schema: { properties: {} },
  run(ctx, action) {
    // ST-CLK-1: at the end of a turn, with an intact cloaking device; cloaked at once.
    const handle = action.ship;
    const ship = b5(ctx, handle);
    const devices = systemsOfKind(ctx.ships[handle]!, 'cloakingDevice');
    if (devices.length === 0) throw refuse(`${handle} has no cloaking device`, 'ST-CLK-1');
    if (devices.every((d) => ship.systems[d.id]!.destroyed)) throw refuse(`${handle}'s cloaking device is destroyed`, 'ST-CLK-1');
    if (ship.cloak.cloaked) throw refuse(`${handle} is already cloaked`, 'ST-CLK-1');
    if (ship.cloak.decloakedTurn === ctx.state.turn) throw refuse(`${handle} decloaked this turn; it may cloak again at the end of a later turn`, 'ST-CLK-1');
    ship.cloak.cloaked = true;
    ship.cloak.detected = false;
    ship.cloak.detectedTurn = null;
    ship.cloak.openings = [];
    ship.cloak.cloakedTurn = ctx.state.turn;
    return { cloaked: true };
  },
});

const decloak: ActionSpec = defineAction({
  segment: 'end',
  schema: { properties: {} },
  run(ctx, action) {
    // ST-CLK-1, 2: at the end of a later turn; weapons and shields work again from the next turn.
    const handle = action.ship;
    const ship = b5(ctx, handle);
    if (!ship.cloak.cloaked) throw refuse(`${handle} is not cloaked`, 'ST-CLK-1');
    if (ship.cloak.cloakedTurn === ctx.state.turn) {
      throw refuse(`${handle} cloaked at the end of this turn; it may decloak at the end of a later turn`, 'ST-CLK-1');
    }
    ship.cloak.cloaked = false;
    ship.cloak.detected = false;
    ship.cloak.openings = [];
    ship.cloak.decloakedTurn = ctx.state.turn;
    return { cloaked: false, shieldsAndWeaponsFrom: ctx.state.turn + 1 };
  },
});

const collateral: ActionSpec = defineAction({
  segment: 'fire',
  schema: { properties: { kind: { enum: ['flash', 'shredder'] } }, required: ['kind'] },
  run(ctx, action) {
    // ST-CLK-3: collateral damage from flash weapons or Vree antimatter shredders reveals a cloaked
    // ship at once, but after fire was declared: it cannot be targeted in this fire.
    const handle = action.ship;
    const ship = b5(ctx, handle);
    if (!ship.cloak.cloaked) return { detected: false, cloaked: false };
    ship.cloak.detected = true;
    ship.cloak.detectedTurn = ctx.state.turn;
    // ST-CLK-4: every ship knows where it is, so the next turn is open to fire from all of them.
    open(ship, ctx.state.turn + 1, null);
    return { detected: true, cloaked: true, targetableFromTurn: ctx.state.turn + 1 };
  },
});

const detect: ActionSpec = defineAction({
  segment: 'fire',
  schema: {
    properties: {
      by: { type: 'string' },
      ew: { type: 'integer', minimum: 0, maximum: 100 },
      side: { type: 'array', items: { type: 'string' }, maxItems: 64 },
      found: { type: 'boolean' },
    },
  },
  run(ctx, action) {
    // ST-CLK-3: the mine-detection procedure: EW placed on cloak detection against the cloaked
    // ship's signature. Interpretation: one die of `cloakDetectionDie` sides (d20), from the action's
    // `rolls` or the game's generator; found when the roll is at most EW + signature. With `found`
    // instead of `ew`, the players resolved it themselves and the runtime records the outcome.
    const handle = action.ship;
    const ship = b5(ctx, handle);
    if (!ship.cloak.cloaked) throw refuse(`${handle} is not cloaked`, 'ST-CLK-3');
    const by = action.by;
    const ew = action.ew;
    const side = action.side ?? [];
    if (ew !== undefined && action.found !== undefined) throw refuse('detect: give "ew" (the runtime rolls) or "found" (the players rolled), not both', 'ST-CLK-3');
    if (ew !== undefined && by === undefined) throw refuse('detect: "ew" needs "by", the ship that puts EW on cloak detection', 'ST-CLK-3');
    if (by === undefined && side.length > 0) throw refuse('detect: "side" needs "by", the detecting ship', 'ST-CLK-3');
    for (const h of [...(by === undefined ? [] : [by]), ...side]) {
      if (!own(ctx.state.ships, h)) throw refuse(`detect: no ship "${h}" in this game (ships: ${Object.keys(ctx.state.ships).join(', ')})`, 'ST-CLK-3');
      if (h === handle) throw refuse(`detect: ${handle} cannot detect itself`, 'ST-CLK-3');
    }
    if (by !== undefined && (b5(ctx, by).cloak?.cloaked ?? false)) throw refuse(`detect: ${by} is cloaked itself and puts no EW on detection`, 'ST-CLK-3');
    const turn = ctx.state.turn;
    // ST-CLK-3 Interpretation: a detecting ship gets `cloakDetectionAttempts` tries (1 by default)
    // at one cloaked ship a turn, whether the runtime rolls or the players report the outcome.
    const made = by === undefined ? 0 : ship.cloak.attempts?.turn === turn ? (own(ship.cloak.attempts.by, by) ?? 0) : 0;
    const allowed = attemptsAllowed(ctx, handle);
    if (by !== undefined && made >= allowed) {
      throw refuse(`${by} has made ${made} detection attempt${made === 1 ? '' : 's'} at ${handle} this turn, all it may (cloakDetectionAttempts ${allowed}); try again next turn`, 'ST-CLK-3');
    }
    const result: Record<string, unknown> = {};
    let found: boolean;
    if (ew !== undefined) {
      const die = detectionDie(ctx, handle);
      const roll = ctx.dice.roll(die);
      const target = ew + ship.cloak.signature;
      found = roll <= target;
      Object.assign(result, { roll, die, ew, signature: ship.cloak.signature, target });
    } else {
      found = action.found !== false;
    }
    if (by !== undefined) {
      if (ship.cloak.attempts?.turn !== turn) ship.cloak.attempts = { turn, by: {} };
      setOwn(ship.cloak.attempts.by, by, made + 1);
      if (allowed > 1) result.attempt = made + 1;
    }
    if (found) {
      ship.cloak.detected = true;
      ship.cloak.detectedTurn = turn;
      // ST-CLK-4: open to fire from the detecting side for the rest of this turn.
      if (by !== undefined) open(ship, turn, [by, ...side]);
    }
    // A recorded outcome reports what is known of the ship (as before); a roll reports this attempt.
    const out: Record<string, unknown> = { detected: ew !== undefined ? found : ship.cloak.detected, signature: ship.cloak.signature, ...result };
    if (found && by !== undefined) out.openTo = ship.cloak.openings.find((o) => o.turn === turn)!.to;
    return out;
  },
});

export const cloakFeature: B5ShipFeature = {
  name: 'cloak',
  init({ ship, st }) {
    st.cloak = initCloak(ship);
  },
  turnStart: cloakTurnStart,
  actions: { cloak, decloak, collateral, detect },
};
