// The Z-ship seventh shield (seed 004; docs/rules.md, Star Fleet Battles Z-S7-1, Z-QT-4 / Z-PLZ-4).
//
// Penetrating damage (the penetrating factor of quantum torpedoes and Plasma-ZFs) passes shields
// #1-6 of Z-ships and X-ships; only the seventh shield stops it, one box per point. At the start of
// each turn the shield regains half (rounded down) of the boxes it lost in the previous turn, never
// above its box count.
import { floorE, positiveAmount, q } from './common';

/** `state.ships.<handle>.seventhShield` (docs/scenarios.md: boxes, intact). */
export interface SeventhShieldState {
  id: string;
  boxes: number;
  intact: number;
  /** Boxes lost in each turn (key: turn number), for the regain of Z-S7-1. */
  lostByTurn: Record<string, number>;
}

export function initSeventhShield(id: string, boxes: number): SeventhShieldState {
  return { id, boxes, intact: boxes, lostByTurn: {} };
}

/** Destroys up to `boxes` boxes in turn `turn`; returns how many were destroyed. */
export function loseBoxes(st: SeventhShieldState, boxes: number, turn: number): number {
  const lost = Math.min(st.intact, boxes);
  if (lost > 0) {
    st.intact = q(st.intact - lost);
    st.lostByTurn[String(turn)] = q((st.lostByTurn[String(turn)] ?? 0) + lost);
  }
  return q(lost);
}

export interface PenetrateResult {
  stopped: number;
  internal: number;
  intact: number;
}

/**
 * Z-QT-4, Z-S7-1: `amount` points of penetrating damage. With a seventh shield, each intact box
 * stops one point and is destroyed; the rest is internal damage. Without one everything is internal.
 */
export function penetrate(st: SeventhShieldState | undefined, amount: unknown, turn: number): PenetrateResult {
  const a = amount === 0 ? 0 : positiveAmount(amount, 'amount', 'Z-QT-4');
  if (!st) return { stopped: 0, internal: q(a), intact: 0 };
  const stopped = loseBoxes(st, Math.min(a, st.intact), turn);
  return { stopped, internal: q(a - stopped), intact: st.intact };
}

/** Z-S7-1: the start of turn `turn` regains half the boxes lost in turn - 1. Returns the regain. */
export function seventhShieldTurnStart(st: SeventhShieldState, turn: number): number {
  const lastTurn = st.lostByTurn[String(turn - 1)] ?? 0;
  const regain = Math.min(floorE(lastTurn / 2), q(st.boxes - st.intact));
  st.intact = q(st.intact + Math.max(0, regain));
  // Only the previous turn matters from now on.
  for (const k of Object.keys(st.lostByTurn)) if (Number(k) < turn - 1) delete st.lostByTurn[k];
  return Math.max(0, regain);
}

/** A repaired seventh shield is whole again. */
export function repairSeventhShield(st: SeventhShieldState): void {
  st.intact = st.boxes;
}
