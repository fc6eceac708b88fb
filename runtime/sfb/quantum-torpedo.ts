// Quantum torpedoes (seed 004; docs/rules.md, Star Fleet Battles Z-QT-1..4) and the arming of plasma torpedoes
// (Plasma-ZF and plasma-F arm like a plasma-F, Z-PLZ-3).
//
// A tube is a small state machine over turns:
//
//   empty --arm--> arming --arm (consecutive turns)--> loaded (completedTurn = T)
//   loaded: may fire in turn T; in each later turn it must be held (hold, paid that turn) to stay
//   loaded and fire; a turn without hold discharges it. A double overload cannot be held: unfired
//   by the end of the turn it completes (its third arming turn), it is lost.
//   arming: a turn without arming energy discharges it.
//   fired double overload: one turn of cool down (cooldownTurn = T+1), no arming energy then.
//
// Limits per arming turn k (A = the type's `arming`, standard 1+1; M = `overloadMaxPerTurn`, 2):
//   standard        exactly A[k]; A.length turns; damage `standardDamage` (8)            Z-QT-1
//   overload        A[k] <= e <= M; A.length turns; total > sum(A);
//                   damage floor(total x `overloadDamagePerEnergy` (5))                  Z-QT-2
//   doubleOverload  A[k] <= e <= M, then a last turn 0 < e <= M; A.length + 1 turns;
//                   total > M x A.length; damage floor(total x `doubleOverloadDamagePerEnergy` (4))  Z-QT-3
// Fractional energy is allowed above the standard amounts. Penetrating factor =
// floor(damage / `penetratingDivisor` (5)) (Z-QT-4).
import type { CompiledSystem } from '../../compiler/types';
import { catalogDefault, EPS, floorE, numParam, q, refuse, seqParam, sum, type Time } from './common';
import { ARM_MODES, emptyWeapon, type ArmMode, type WeaponState } from './weapons';

/** Where arming or holding energy comes from, when the action says (Z-CC-1); undefined = allocated power, untracked. */
export interface EnergySource {
  name: string;
  check(amount: number, what: string, rule: string): void;
  draw(amount: number, what: string, rule: string): void;
}

/**
 * How a tube kind plays, as its behaviour module says (kinds/quantum-torpedo.ts, kinds/plasma.ts),
 * so these rules never ask which kind a system is.
 */
export interface TubeRules {
  /**
   * Plasma torpedoes (Z-PLZ-3): arm only at standard, are never held, are lost unless launched in
   * the turn their arming completes, and strike with their `warhead`.
   */
  plasma: boolean;
  /** Z-QT-4, Z-PLZ-4: the damage has a penetrating factor. */
  penetrates: boolean;
}

/** The quantum torpedo's tube (Z-QT-1..4). */
export const QUANTUM_TUBE: TubeRules = { plasma: false, penetrates: true };

const ruleOf = (t: TubeRules, mode: ArmMode) =>
  t.plasma ? 'Z-PLZ-3' : mode === 'standard' ? 'Z-QT-1' : mode === 'overload' ? 'Z-QT-2' : 'Z-QT-3';

/** Arming turns a mode takes. */
export function armingTurns(system: CompiledSystem, mode: ArmMode): number {
  const a = seqParam(system, 'arming');
  return mode === 'doubleOverload' ? a.length + 1 : a.length;
}

/** The [min, max] energy of arming turn k in a mode. */
export function armingBounds(system: CompiledSystem, mode: ArmMode, k: number): [number, number] {
  const a = seqParam(system, 'arming');
  if (mode === 'standard') return [a[k]!, a[k]!];
  const m = numParam(system, 'overloadMaxPerTurn');
  return [k < a.length ? a[k]! : 0, m];
}

/** Z-QT-1..3: damage of a torpedo armed with `energy` per turn in `mode`. Plasmas: their warhead. */
export function torpedoDamage(system: CompiledSystem, mode: ArmMode, energy: readonly number[], t: TubeRules = QUANTUM_TUBE): number {
  if (t.plasma) return numParam(system, 'warhead');
  const total = sum(energy);
  switch (mode) {
    case 'standard':
      return numParam(system, 'standardDamage');
    case 'overload':
      return floorE(total * numParam(system, 'overloadDamagePerEnergy'));
    case 'doubleOverload':
      return floorE(total * numParam(system, 'doubleOverloadDamagePerEnergy'));
  }
}

/** Z-QT-4 / Z-PLZ-4: 1 point of penetrating factor per `penetratingDivisor` (5) points of damage. */
export function penetratingFactor(system: CompiledSystem, damage: number, t: TubeRules = QUANTUM_TUBE): number {
  if (!t.penetrates) return 0;
  let div = system.penetratingDivisor;
  if (typeof div !== 'number') div = catalogDefault('quantumTorpedo', 'penetratingDivisor');
  return typeof div === 'number' && div > 0 ? floorE(damage / div) : 0;
}

/** Loaded: arming complete and not yet fired. */
export const isLoaded = (ws: WeaponState) => ws.completedTurn !== null;

function refreshTube(ws: WeaponState, system: CompiledSystem, turn: number, t: TubeRules): void {
  ws.energy = q(sum(ws.arming));
  ws.turnsArmed = ws.arming.length;
  ws.held = ws.heldTurn === turn;
  ws.cooldown = ws.cooldownTurn !== null && ws.cooldownTurn >= turn ? 1 : 0;
  ws.ready = isLoaded(ws) && (ws.completedTurn === turn || ws.heldTurn === turn);
  ws.damage = isLoaded(ws) && ws.mode ? torpedoDamage(system, ws.mode as ArmMode, ws.arming, t) : 0;
}

function discharge(ws: WeaponState): void {
  const keep = { firedTurn: ws.firedTurn, cooldownTurn: ws.cooldownTurn };
  Object.assign(ws, emptyWeapon(ws.kind), keep);
}

export interface TubeTurnEvent {
  weapon: string;
  lost: number;
  rule: string;
  reason: string;
}

/**
 * Start of turn `turn`: discharges a tube whose arming was interrupted, a loaded torpedo that was
 * not held in the previous turn, and a double overload that was not fired in the turn it completed;
 * ends the cool down.
 */
export function tubeTurnStart(ws: WeaponState, system: CompiledSystem, turn: number, t: TubeRules = QUANTUM_TUBE): TubeTurnEvent | undefined {
  let event: TubeTurnEvent | undefined;
  const energy = q(sum(ws.arming));
  if (ws.arming.length > 0 && !isLoaded(ws) && (ws.lastArmTurn ?? -Infinity) < turn - 1) {
    event = { weapon: system.id, lost: energy, rule: t.plasma ? 'Z-PLZ-3' : 'Z-QT-1', reason: 'arming interrupted' };
  } else if (isLoaded(ws)) {
    const last = Math.max(ws.completedTurn ?? -Infinity, ws.heldTurn ?? -Infinity);
    if (ws.mode === 'doubleOverload' && (ws.completedTurn ?? 0) < turn) {
      event = { weapon: system.id, lost: energy, rule: 'Z-QT-3', reason: 'double overload not fired by the end of its third turn' };
    } else if (t.plasma && (ws.completedTurn ?? 0) < turn) {
      event = { weapon: system.id, lost: energy, rule: 'Z-PLZ-3', reason: 'plasma not launched in the turn it was armed' };
    } else if (last < turn - 1) {
      event = { weapon: system.id, lost: energy, rule: ws.mode === 'overload' ? 'Z-QT-2' : 'Z-QT-1', reason: 'not held' };
    }
  }
  if (event) discharge(ws);
  if (ws.cooldownTurn !== null && ws.cooldownTurn < turn) ws.cooldownTurn = null;
  refreshTube(ws, system, turn, t);
  return event;
}

export interface ArmRequest {
  energy: unknown;
  mode?: unknown;
}

export interface ArmResult {
  armedEnergy: number;
  turnsArmed: number;
  ready: boolean;
  mode: ArmMode;
  damage?: number;
  from?: string;
}

/** Z-QT-1..3 (and Z-PLZ-3 for plasmas): one turn of arming energy. */
export function armTube(
  ws: WeaponState,
  system: CompiledSystem,
  now: Time,
  req: ArmRequest,
  source?: EnergySource,
  t: TubeRules = QUANTUM_TUBE,
): ArmResult {
  const mode = (req.mode ?? 'standard') as ArmMode;
  if (!ARM_MODES.includes(mode)) throw refuse(`"mode" must be standard, overload or doubleOverload (got ${JSON.stringify(req.mode)})`, 'Z-QT-1');
  if (t.plasma && mode !== 'standard') throw refuse(`${system.id} is a plasma torpedo: it arms only at standard (1+1+3 as a plasma-F)`, 'Z-PLZ-3');
  const rule = ruleOf(t, mode);
  const e = req.energy;
  if (typeof e !== 'number' || !Number.isFinite(e) || e <= 0) throw refuse(`"energy" must be a positive number (got ${JSON.stringify(e)})`, rule);
  const T = now.turn;
  if (ws.cooldownTurn === T) {
    throw refuse(`${system.id} is cooling down after its double overload shot; it takes no arming energy this turn`, 'Z-QT-3');
  }
  if (ws.firedTurn === T) throw refuse(`${system.id} fired this turn; it can start arming next turn`, rule);
  if (ws.lastArmTurn === T) throw refuse(`${system.id} already received its arming energy this turn`, rule);
  let k: number;
  if (isLoaded(ws)) {
    const extend = mode === 'doubleOverload' && ws.mode === 'overload' && ws.completedTurn === T - 1;
    if (!extend) throw refuse(`${system.id} is already armed (${ws.mode}); hold it or fire it`, rule);
    k = ws.arming.length;
  } else if (ws.arming.length > 0 && ws.lastArmTurn === T - 1) {
    k = ws.arming.length;
  } else {
    k = 0;
  }
  const turns = armingTurns(system, mode);
  if (k >= turns) throw refuse(`${system.id} has had ${k} turns of arming; ${mode} takes ${turns}`, rule);
  // Earlier turns must fit the mode now chosen (the mode may be raised on a later turn).
  ws.arming.forEach((prev, i) => {
    const [lo, hi] = armingBounds(system, mode, i);
    if (prev < lo - EPS || prev > hi + EPS) {
      throw refuse(`${system.id} received ${prev} in arming turn ${i + 1}, which ${mode} arming does not allow (${lo === hi ? lo : `${lo}-${hi}`})`, rule);
    }
  });
  const [lo, hi] = armingBounds(system, mode, k);
  if (mode === 'standard' && Math.abs(e - lo) > EPS) {
    throw refuse(`${mode} arming turn ${k + 1} of ${system.id} takes exactly ${lo} (got ${e})`, rule);
  }
  if (e < lo - EPS || e > hi + EPS) {
    throw refuse(`${mode} arming turn ${k + 1} of ${system.id} takes ${lo === 0 ? 'more than 0' : `at least ${lo}`} and at most ${hi} (got ${e})`, rule);
  }
  const total = q(sum(ws.arming) + e);
  if (k === turns - 1 && mode !== 'standard') {
    const a = seqParam(system, 'arming');
    const floor = mode === 'overload' ? q(sum(a)) : q(numParam(system, 'overloadMaxPerTurn') * a.length);
    if (total <= floor + EPS) {
      throw refuse(
        `${mode} needs more than the ${mode === 'overload' ? 'standard total' : 'overload maximum'} of ${floor} over its turns (got ${total})`,
        rule,
      );
    }
  }
  const what = `arming ${system.id}`;
  source?.check(e, what, rule);
  source?.draw(e, what, rule);
  ws.arming.push(q(e));
  ws.mode = mode;
  ws.lastArmTurn = T;
  if (k === turns - 1) ws.completedTurn = T;
  refreshTube(ws, system, T, t);
  const out: ArmResult = { armedEnergy: ws.energy, turnsArmed: ws.turnsArmed, ready: ws.ready, mode };
  if (ws.ready) out.damage = ws.damage;
  if (source) out.from = source.name;
  return out;
}

/** Z-QT-1, Z-QT-2, Z-QT-3: holding a loaded torpedo for the current turn. */
export function holdTube(
  ws: WeaponState,
  system: CompiledSystem,
  now: Time,
  source?: EnergySource,
  t: TubeRules = QUANTUM_TUBE,
): { cost: number; ready: boolean; from?: string } {
  const T = now.turn;
  if (t.plasma) throw refuse(`${system.id} is a plasma torpedo; holding plasmas is not part of these rules`, 'Z-PLZ-3');
  if (!isLoaded(ws)) {
    throw refuse(`${system.id} is not armed${ws.arming.length > 0 ? ' (arming not complete)' : ''}; there is nothing to hold`, 'Z-QT-1');
  }
  if (ws.mode === 'doubleOverload') throw refuse(`${system.id} holds a double overload, which cannot be held`, 'Z-QT-3');
  const rule = ws.mode === 'overload' ? 'Z-QT-2' : 'Z-QT-1';
  if (ws.completedTurn === T) throw refuse(`${system.id} completed its arming this turn and may fire without being held`, rule);
  if (ws.heldTurn === T) throw refuse(`${system.id} is already held this turn`, rule);
  const cost = numParam(system, ws.mode === 'overload' ? 'overloadHoldCost' : 'holdCost');
  const what = `holding ${system.id}`;
  source?.check(cost, what, rule);
  source?.draw(cost, what, rule);
  ws.heldTurn = T;
  refreshTube(ws, system, T, t);
  return source ? { cost, ready: ws.ready, from: source.name } : { cost, ready: ws.ready };
}

export interface TubeFireResult {
  damage: number;
  penetrating: number;
  mode: ArmMode;
  energy: number;
}

/** Z-QT-1, Z-QT-3, Z-QT-4: firing. An unready tube is refused. */
export function fireTube(ws: WeaponState, system: CompiledSystem, now: Time, t: TubeRules = QUANTUM_TUBE): TubeFireResult {
  const T = now.turn;
  const rule = t.plasma ? 'Z-PLZ-3' : 'Z-QT-1';
  if (!isLoaded(ws)) {
    if (ws.cooldownTurn !== null && ws.cooldownTurn >= T) throw refuse(`${system.id} is cooling down after a double overload shot`, 'Z-QT-3');
    throw refuse(
      ws.arming.length > 0
        ? `${system.id} is not ready: ${ws.arming.length} of ${armingTurns(system, ws.mode as ArmMode)} arming turns done`
        : `${system.id} is not armed`,
      rule,
    );
  }
  if (!(ws.completedTurn === T || ws.heldTurn === T)) {
    throw refuse(`${system.id} was armed in an earlier turn and is not held this turn; hold it first`, rule);
  }
  const mode = ws.mode as ArmMode;
  const damage = torpedoDamage(system, mode, ws.arming, t);
  const energy = q(sum(ws.arming));
  discharge(ws);
  ws.firedTurn = T;
  if (mode === 'doubleOverload') ws.cooldownTurn = T + 1;
  refreshTube(ws, system, T, t);
  return { damage, penetrating: penetratingFactor(system, damage, t), mode, energy };
}

/** The weapon is destroyed: whatever it held is gone. */
export function tubeDestroyed(ws: WeaponState, system: CompiledSystem, turn: number, t: TubeRules = QUANTUM_TUBE): number {
  const lost = q(sum(ws.arming));
  discharge(ws);
  refreshTube(ws, system, turn, t);
  return lost;
}
