// Warp drive (seed 000, warp section; rules.md ST-WARP-1 to ST-WARP-5, ST-WARP-6): warp as a ship
// feature (its part of the ship state, its turn hooks, its actions; a ship gone to warp has left
// the battle until it comes back) and the nacelle's behaviour. ST-WARP-5 (no critical hits on the warp engine) has no
// runtime effect: the runtime rolls no criticals.
import { defineAction, refuse, type ActionSpec, type RuleContext } from '../core/registry';
import type { B5KindBehaviour, B5ShipFeature } from './behaviour-types';
import type { CompiledShip } from '../core/types';
import { b5, num, requireSystem, systemsOfKind, type B5ShipState } from './state';
import { updateFreeThrust } from './impulse';
import { resetDeflectors } from './deflectors';

export type WarpStatus = 'none' | 'waiting' | 'ready' | 'engaging' | 'departed';

export interface WarpState {
  /** The ship's warpDelay as built. */
  baseDelay: number;
  /** baseDelay + 2 per destroyed nacelle + 1 per shut-down nacelle (ST-WARP-3, 4). */
  effectiveDelay: number;
  /** Whole turns completed since the scenario began, the ship came back from warp or the last failed attempt (ST-WARP-1). */
  turnsWaited: number;
  /** none (no warp drive), waiting, ready, engaging (succeeded this turn), departed. */
  status: WarpStatus;
  /** Nacelles the ship was built with. */
  nacelles: number;
  /** Nacelles shut down (ST-WARP-4). */
  shutdown: string[];
  shutdownTurn: number | null;
  attemptTurn: number | null;
}

declare module './state' {
  interface B5ShipState {
    warp: WarpState;
  }
}

function nacelleIds(ctx: RuleContext, handle: string): string[] {
  return systemsOfKind(ctx.ships[handle]!, 'nacelle').map((s) => s.id);
}

/** The warp part of a new ship state: a ship with nacelles and warp not switched off may go to warp after its delay. */
function initWarp(ship: CompiledShip): WarpState {
  const nacelles = systemsOfKind(ship, 'nacelle');
  const warpCapable = nacelles.length > 0 && ship.warp !== false;
  const baseDelay = num(ship.warpDelay, num(ship.derived?.warp?.delay));
  return {
    baseDelay,
    effectiveDelay: baseDelay,
    turnsWaited: 0,
    status: warpCapable ? (baseDelay <= 0 ? 'ready' : 'waiting') : 'none',
    nacelles: nacelles.length,
    shutdown: [],
    shutdownTurn: null,
    attemptTurn: null,
  };
}

/** ST-WARP-3, 4: base delay + 2 per destroyed nacelle + 1 per shut-down (and not destroyed) nacelle. */
function updateWarp(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  const w = ship.warp;
  if (w.status === 'none') return;
  let destroyed = 0;
  let shut = 0;
  for (const id of nacelleIds(ctx, handle)) {
    if (ship.systems[id]!.destroyed) destroyed++;
    else if (w.shutdown.includes(id)) shut++;
  }
  w.effectiveDelay = w.baseDelay + 2 * destroyed + shut;
  if (w.status === 'waiting' || w.status === 'ready') w.status = w.turnsWaited >= w.effectiveDelay ? 'ready' : 'waiting';
}

/** Working nacelles: neither destroyed nor shut down. */
function workingNacelles(ctx: RuleContext, handle: string, ship: B5ShipState): string[] {
  return nacelleIds(ctx, handle).filter((id) => !ship.systems[id]!.destroyed && !ship.warp.shutdown.includes(id));
}

/** ST-WARP-1 Interpretation: the count is of whole turns completed; a turn starting means one more completed. */
function warpTurnStart(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  if (ship.warp.status === 'none' || ship.warp.status === 'departed') return;
  if (ctx.state.turn >= 2) ship.warp.turnsWaited += 1;
  updateWarp(ctx, handle);
}

/** ST-WARP-1: a ship whose attempt succeeded leaves the battle at the end of that turn. */
function warpTurnEnd(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  if (ship.warp.status === 'engaging') {
    ship.warp.status = 'departed';
    ctx.event({ ship: handle, warp: 'departed', rule: 'ST-WARP-1' });
  }
}

function requireWarp(ctx: RuleContext, handle: string): B5ShipState {
  const ship = b5(ctx, handle);
  if (ship.warp.status === 'none') throw refuse(`${handle} has no warp drive (no warp nacelles)`, 'ST-WARP-1');
  return ship;
}

const warp: ActionSpec = defineAction({
  segment: 'power',
  schema: { properties: {} },
  run(ctx, action) {
    const handle = action.ship;
    const ship = requireWarp(ctx, handle);
    const w = ship.warp;
    const turn = ctx.state.turn;
    if (w.status === 'engaging') throw refuse(`${handle} already went to warp this turn`, 'ST-WARP-1');
    if (w.attemptTurn === turn) throw refuse(`${handle} already attempted warp this turn; an attempt is declared once, at the start of a turn`, 'ST-WARP-1');
    const working = workingNacelles(ctx, handle, ship);
    if (w.nacelles > 1 && working.length <= 1) {
      throw refuse(`${handle} was built with ${w.nacelles} nacelles and has ${working.length} working; it cannot go to warp with only one (or none) left`, 'ST-WARP-3');
    }
    if (working.length === 0) throw refuse(`${handle} has no working nacelle`, 'ST-WARP-3');
    if (w.turnsWaited < w.effectiveDelay) {
      const next = turn + (w.effectiveDelay - w.turnsWaited);
      throw refuse(
        `${handle} must wait ${w.effectiveDelay} whole turn${w.effectiveDelay === 1 ? '' : 's'} (warp delay) before an attempt and has waited ${w.turnsWaited}; the earliest attempt is at the start of turn ${next}`,
        'ST-WARP-1',
      );
    }
    // ST-WARP-2: each working nacelle fails with a percentage equal to its destroyed boxes.
    const checks = working.map((id) => {
      const failChance = Math.min(100, ship.systems[id]!.damage);
      const roll = ctx.dice.d100();
      return { nacelle: id, roll, failChance, failed: roll <= failChance };
    });
    const success = checks.every((c) => !c.failed);
    w.attemptTurn = turn;
    if (success) {
      w.status = 'engaging';
    } else {
      w.turnsWaited = 0;
      w.status = 'waiting';
      updateWarp(ctx, handle);
    }
    const result: Record<string, unknown> = { success, checks, effectiveDelay: w.effectiveDelay, turnsWaited: w.turnsWaited };
    if (success) result.leavesAtEndOfTurn = turn;
    return result;
  },
});

/**
 * ST-WARP-6: a ship that went to warp may come back at the start of a later turn, as Shadow ships
 * phase back into combat; the warp delay counts again from its arrival. Its weapons kept arming
 * (the seed: "they continue to arm normally"), so loading counts every turn since the last shot,
 * the warp turn and the turns away included.
 */
const warpIn: ActionSpec = defineAction({
  segment: 'power',
  schema: { properties: {} },
  run(ctx, action) {
    const handle = action.ship;
    const ship = requireWarp(ctx, handle);
    const w = ship.warp;
    if (w.status === 'engaging') throw refuse(`${handle} goes to warp this turn and leaves at its end; it can come back from the start of turn ${ctx.state.turn + 1}`, 'ST-WARP-6');
    if (w.status !== 'departed') throw refuse(`${handle} is in the battle; only a ship that has gone to warp can come back`, 'ST-WARP-6');
    w.status = 'waiting';
    w.turnsWaited = 0;
    updateWarp(ctx, handle);
    // The Ship Power segment it rejoins passed it by while it was away.
    resetDeflectors(ctx, handle);
    return { arrived: ctx.state.turn, effectiveDelay: w.effectiveDelay, earliestWarp: ctx.state.turn + w.effectiveDelay };
  },
});

const shutdownNacelle: ActionSpec = defineAction({
  segment: 'power',
  schema: { properties: { nacelle: { type: 'string' } }, required: ['nacelle'] },
  run(ctx, action) {
    const handle = action.ship;
    const ship = requireWarp(ctx, handle);
    const id = action.nacelle;
    requireSystem(ctx, handle, id, 'nacelle', 'nacelle', 'ST-WARP-4');
    const w = ship.warp;
    if (ship.systems[id]!.destroyed) throw refuse(`nacelle ${id} is destroyed`, 'ST-WARP-4');
    if (w.shutdown.includes(id)) throw refuse(`nacelle ${id} is already shut down`, 'ST-WARP-4');
    if (w.shutdownTurn === ctx.state.turn) throw refuse(`${handle} already shut down a nacelle this turn (one per turn)`, 'ST-WARP-4');
    const available = workingNacelles(ctx, handle, ship).length;
    if (available <= 2) {
      throw refuse(`${handle} has ${available} nacelles available; a nacelle may be shut down only while more than two remain`, 'ST-WARP-4');
    }
    w.shutdown.push(id);
    w.shutdownTurn = ctx.state.turn;
    updateWarp(ctx, handle);
    return { nacelle: id, effectiveDelay: w.effectiveDelay };
  },
});

/** Nacelles: each destroyed one adds 2 to the warp delay (ST-WARP-3); a repaired one no longer does. */
export const nacelleBehaviour: B5KindBehaviour = {
  powerOff: { how: 'a nacelle is shut down with shutdownNacelle, one per turn while more than two remain', rule: 'ST-WARP-4' },
  destroyed(ctx, handle, id) {
    updateWarp(ctx, handle);
    ctx.event({ ship: handle, nacelle: id, destroyed: true, effectiveDelay: b5(ctx, handle).warp.effectiveDelay, rule: 'ST-WARP-3' });
    // A nacelle that feeds the impulse drive takes its thrust with it (ST-IMP-1).
    updateFreeThrust(ctx, handle);
  },
  repaired(ctx, handle) {
    updateWarp(ctx, handle);
    updateFreeThrust(ctx, handle);
  },
};

export const warpFeature: B5ShipFeature = {
  name: 'warp',
  init({ ship, st }) {
    st.warp = initWarp(ship);
  },
  turnStart: warpTurnStart,
  turnEnd: warpTurnEnd,
  // ST-WARP-1: a ship that went to warp has left the battle.
  gone: (st, handle, action) =>
    st.warp.status === 'departed' && action !== 'warpIn'
      ? { message: `${handle} went to warp and has left the battle; \`warpIn\` brings it back at the start of a turn`, rule: 'ST-WARP-1' }
      : undefined,
  actions: { warp, warpIn, shutdownNacelle },
};
