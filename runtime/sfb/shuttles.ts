// Z-ship shuttles (seed 004; docs/rules.md, Star Fleet Battles Z-SHTL-1).
//
// Z-admin shuttle: armed with a Phaser-Z that fires only at half strength (once per turn, half the
// table result rounded down). Its energy is the shuttle's own, not the central capacitor's.
// Z-suicide shuttle: 1-4 warp energy per turn for three consecutive turns; warhead 2 x the
// energy, at most 24. Their durability (8) and speed (8) are the compiled `durability` and
// `speed` parameters; the arming numbers below have no catalog parameter, so they are named here.
import type { CompiledSystem } from '../../compiler/types';
import { floorE, q, refuse, sum, type Time } from './common';
import { emptyWeapon, type WeaponState } from './weapons';

export const SUICIDE_SHUTTLE = { minPerTurn: 1, maxPerTurn: 4, turns: 3, warheadPerEnergy: 2, maxWarhead: 24 } as const;

export function fireAdminShuttle(ws: WeaponState, system: CompiledSystem, now: Time, req: { mode?: unknown; damage?: unknown }) {
  if (req.mode !== undefined && req.mode !== 'half') {
    throw refuse(`${system.id} is a Z-admin shuttle: its Phaser-Z fires only at half strength`, 'Z-SHTL-1');
  }
  if (ws.firedTurn === now.turn) throw refuse(`${system.id}'s Phaser-Z already fired this turn`, 'Z-PHZ-2');
  if (typeof req.damage !== 'number' || !Number.isFinite(req.damage) || req.damage < 0) {
    throw refuse(`give the radiation phaser table result as "damage"`, 'Z-SHTL-1');
  }
  ws.firedTurn = now.turn;
  ws.mode = 'half';
  ws.ready = false;
  return { mode: 'half' as const, damage: floorE(req.damage / 2), tableDamage: req.damage };
}

/** Z-SHTL-1: one turn of suicide-shuttle arming. */
export function armSuicideShuttle(ws: WeaponState, system: CompiledSystem, now: Time, energy: unknown) {
  const S = SUICIDE_SHUTTLE;
  if (typeof energy !== 'number' || energy < S.minPerTurn || energy > S.maxPerTurn) {
    throw refuse(`a Z-suicide shuttle takes ${S.minPerTurn}-${S.maxPerTurn} warp energy per turn (got ${JSON.stringify(energy)})`, 'Z-SHTL-1');
  }
  if (ws.lastArmTurn === now.turn) throw refuse(`${system.id} already received its arming energy this turn`, 'Z-SHTL-1');
  if (ws.completedTurn !== null) throw refuse(`${system.id} is fully armed`, 'Z-SHTL-1');
  if (ws.arming.length > 0 && ws.lastArmTurn !== now.turn - 1) {
    // Arming interrupted: start again.
    ws.arming = [];
  }
  ws.arming.push(q(energy));
  ws.lastArmTurn = now.turn;
  ws.mode = 'standard';
  if (ws.arming.length === S.turns) ws.completedTurn = now.turn;
  refreshShuttle(ws);
  return { armedEnergy: ws.energy, turnsArmed: ws.turnsArmed, ready: ws.ready, warhead: ws.damage };
}

export function suicideWarhead(energy: readonly number[]): number {
  return Math.min(SUICIDE_SHUTTLE.maxWarhead, floorE(SUICIDE_SHUTTLE.warheadPerEnergy * sum(energy)));
}

function refreshShuttle(ws: WeaponState): void {
  ws.energy = q(sum(ws.arming));
  ws.turnsArmed = ws.arming.length;
  ws.ready = ws.completedTurn !== null;
  ws.damage = suicideWarhead(ws.arming);
}

/** Launching the armed suicide shuttle: its warhead. */
export function launchSuicideShuttle(ws: WeaponState, system: CompiledSystem, now: Time) {
  if (ws.completedTurn === null) {
    throw refuse(`${system.id} is not armed: ${ws.arming.length} of ${SUICIDE_SHUTTLE.turns} arming turns done`, 'Z-SHTL-1');
  }
  const warhead = suicideWarhead(ws.arming);
  const energy = q(sum(ws.arming));
  Object.assign(ws, emptyWeapon(ws.kind), { firedTurn: now.turn });
  refreshShuttle(ws);
  return { damage: warhead, warhead, energy, speed: system.speed };
}

/** Start of turn: an admin shuttle's phaser may fire again; a suicide shuttle whose arming stopped loses it. */
export function shuttleTurnStart(ws: WeaponState, turn: number): { lost: number } | undefined {
  if (ws.kind === 'zAdminShuttle') {
    ws.mode = null;
    ws.ready = true;
    return undefined;
  }
  if (ws.arming.length > 0 && ws.completedTurn === null && (ws.lastArmTurn ?? -Infinity) < turn - 1) {
    const lost = q(sum(ws.arming));
    ws.arming = [];
    ws.mode = null;
    refreshShuttle(ws);
    return { lost };
  }
  return undefined;
}
