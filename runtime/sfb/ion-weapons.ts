// Firing an ion-based weapon (seed 003: H93.11, H93.21, H93.22, H93.222; docs/rules.md, Star Fleet Battles).
//
// A shot needs its load: an impulse part (`impulseCost`, which must be impulse power), a part that
// may be any power (`otherCost`), and for an overloaded shot the overload part (`overloadCost`).
// The energy comes from what was drawn from the ionic capacitor for the weapon this turn and not
// yet fired, from the capacitor at the moment of firing, and straight from allocated or reserve
// power (`impulse`, `other`): the capacitor is not required (H93.22, H93.222). Capacitor energy is
// impulse power and may pay any part of the load (H93.21). The load must be met exactly. A weapon
// fires at most `rateOfFire` times a turn; once it has, energy for it is refused (H93.222).
import type { CompiledSystem } from '../../compiler/types';
import { EPS, numParam, q, refuse, type Time } from './common';
import { drawIonic, type IonicState } from './ionic-capacitor';
import type { WeaponState } from './weapons';

export type IonLoad = 'standard' | 'overload';

export interface IonPower {
  /** Drawn from the ionic capacitor as the weapon fires. */
  capacitor?: number;
  /** Allocated or reserve impulse power applied to the weapon directly. */
  impulse?: number;
  /** Any other allocated or reserve power applied directly. */
  other?: number;
}

export function rateOfFire(system: CompiledSystem): number {
  return Math.max(1, numParam(system, 'rateOfFire') || 1);
}

/** Shots fired this turn (the record keeps the count of the turn it last fired in). */
export function shotsThisTurn(ws: WeaponState, turn: number): number {
  return ws.firedTurn === turn ? (ws.shots ?? 0) : 0;
}

/** H93.222: energy for a weapon that has used its rate of fire this turn is refused. */
export function checkMayTakeEnergy(ws: WeaponState | undefined, system: CompiledSystem, turn: number): void {
  if (!ws) return;
  const rof = rateOfFire(system);
  const shots = shotsThisTurn(ws, turn);
  if (shots >= rof) {
    throw refuse(`${system.id} already fired ${shots === 1 ? 'once' : `${shots} times`} this turn, its rate of fire; it takes no more energy until next turn`, 'H93.222');
  }
}

/**
 * H93.11, H93.21: energy drawn from the ionic capacitor for a weapon is spent only by firing it,
 * and a shot takes exactly its load, so the weapon can hold at most its largest load this turn:
 * the standard load (impulse + other), or the overload load when its type states one. A draw
 * past that would take energy that no shot can use and then refuse every shot; it is refused
 * instead, with the arithmetic and what may still be drawn.
 */
export function checkDrawFits(ws: WeaponState | undefined, system: CompiledSystem, turn: number, amount: number): void {
  const standard = q(numParam(system, 'impulseCost') + numParam(system, 'otherCost'));
  const overload = numParam(system, 'overloadCost');
  const most = overload > 0 ? q(standard + overload) : standard;
  const spent = ws && ws.firedTurn === turn ? (ws.spent ?? 0) : 0;
  const held = ws ? Math.max(0, q(ws.energy - spent)) : 0;
  if (q(held + amount) <= most + EPS) return;
  const loads = overload > 0 ? `its overload load is ${most} (standard ${standard} + overload ${overload})` : `its standard load is ${standard} and its type states no overload`;
  const room = q(Math.max(0, most - held));
  throw refuse(
    `${system.id} can use at most ${most} this turn (${loads}); it holds ${held} drawn for it, so ${held} + ${amount} = ${q(held + amount)} is too much: draw at most ${room}`,
    'H93.11',
  );
}

export interface IonFireResult {
  load: IonLoad;
  energy: number;
  impulsePart: number;
  otherPart: number;
  overloadPart: number;
  paid: { drawn: number; capacitor: number; impulse: number; other: number };
  shots: number;
  rateOfFire: number;
  stored?: number;
  usable?: number;
}

function amount(v: number | undefined, field: string): number {
  if (v === undefined) return 0;
  if (!Number.isFinite(v) || v < 0) throw refuse(`"power.${field}" must be a number of 0 or more`, 'H93.11');
  return v;
}

/** H93.11, H93.21, H93.22, H93.222: one shot of an ion-based weapon at `now`. */
export function fireIonWeapon(
  ws: WeaponState,
  system: CompiledSystem,
  ic: IonicState | undefined,
  now: Time,
  req: { load?: IonLoad; power?: IonPower },
): IonFireResult {
  const load = req.load ?? 'standard';
  checkMayTakeEnergy(ws, system, now.turn);
  const impulsePart = numParam(system, 'impulseCost');
  const otherPart = numParam(system, 'otherCost');
  const overloadPart = load === 'overload' ? numParam(system, 'overloadCost') : 0;
  if (load === 'overload' && overloadPart <= 0) {
    throw refuse(`${system.id} has no overload load (its type gives no \`overloadCost\`)`, 'H93.21');
  }
  const p = req.power ?? {};
  const capacitor = amount(p.capacitor, 'capacitor');
  const impulse = amount(p.impulse, 'impulse');
  const other = amount(p.other, 'other');
  const spent = ws.firedTurn === now.turn ? (ws.spent ?? 0) : 0;
  const drawn = Math.max(0, q(ws.energy - spent));
  const cost = q(impulsePart + otherPart + overloadPart);
  const impulseIn = q(drawn + capacitor + impulse);
  const total = q(impulseIn + other);
  const parts = `impulse ${impulsePart} + other ${otherPart}${load === 'overload' ? ` + overload ${overloadPart}` : ''}`;
  const given = `drawn for it ${drawn}, capacitor ${capacitor}, impulse ${impulse}, other ${other}`;
  if (impulseIn < impulsePart - EPS) {
    throw refuse(`${system.id} needs ${impulsePart} impulse power for a ${load} shot (${parts}); it has ${impulseIn} (${given})`, 'H93.11');
  }
  if (Math.abs(total - cost) > EPS) {
    throw refuse(`a ${load} shot of ${system.id} takes ${cost} energy (${parts}); it was given ${total} (${given})`, 'H93.11');
  }
  if (capacitor > 0) {
    if (!ic) throw refuse(`${system.id}'s ship has no ionic capacitor to draw from`, 'H93.22');
    drawIonic(ic, now, { amount: capacitor, weapon: { id: system.id, ionBased: true, destroyed: false } });
  }
  const shots = shotsThisTurn(ws, now.turn) + 1;
  ws.energy = q(ws.energy + capacitor + impulse + other);
  ws.spent = q(spent + cost);
  ws.shots = shots;
  ws.firedTurn = now.turn;
  ws.mode = load;
  ws.ready = shots < rateOfFire(system);
  const out: IonFireResult = {
    load,
    energy: cost,
    impulsePart,
    otherPart,
    overloadPart,
    paid: { drawn, capacitor, impulse, other },
    shots,
    rateOfFire: rateOfFire(system),
  };
  if (ic) {
    out.stored = ic.stored;
    out.usable = ic.usable;
  }
  return out;
}

/** A new turn: the weapon may take energy and fire again. */
export function ionTurnStart(ws: WeaponState): void {
  ws.mode = null;
  ws.energy = 0;
  ws.ready = true;
  if (ws.shots !== undefined) ws.shots = 0;
  if (ws.spent !== undefined) ws.spent = 0;
}
