// The Vudar ionic capacitor (seed 003, rule H93; docs/rules.md, Star Fleet Battles).
//
// The capacitor is a queue of energy packets. Each packet remembers how much went in, what kind of
// power it was, and when (turn, impulse and the absolute impulse 32*(t-1)+i of docs/rules.md, Conventions).
// Impulse power is usable at once; any other power becomes usable `conversionDelay` (32)
// impulses later (H93.14). Everything that leaves the capacitor - drawn, lost to damage, expired -
// leaves from the front of the queue: oldest first (the Interpretation under H93.31).
import type { CompiledShip } from '../../compiler/types';
import {
  absImpulse,
  addImpulses,
  ceilE,
  compareTime,
  EPS,
  isIonBased,
  numParam,
  positiveAmount,
  q,
  refuse,
  sum,
  type Time,
} from './common';

export type PowerKind = 'impulse' | 'warp' | 'other';
export const POWER_KINDS: readonly PowerKind[] = ['impulse', 'warp', 'other'];

export interface IonicPacket {
  amount: number;
  power: PowerKind;
  /** When it went in. */
  turn: number;
  impulse: number;
  absImpulse: number;
  /** When it may be drawn (H93.14): the same moment for impulse power, 32 impulses later otherwise. */
  usableFrom: Time;
}

/** Whether a packet may be drawn at `now` (H93.14). */
export function isUsable(p: IonicPacket, now: Time): boolean {
  return compareTime(now, p.usableFrom) >= 0;
}

/** What the compiled ship fixes about its capacitor (static for the whole game). */
export interface IonicConfig {
  /** Ion-based weapons and the impulse power each needs to fire once at standard load (H93.12). */
  weapons: { id: string; cost: number }[];
  /** Advanced Rules fractional accounting: capacity exact instead of rounded up (H93.12). */
  fractional: boolean;
  /**
   * The difference between the compiled capacity and the H93.12 formula: 0 unless the ship
   * carries an `allow H93.12` exception for a printed SSD value (SSD-5); kept on top of the formula.
   */
  offset: number;
  /** Impulses before non-impulse power is usable (H93.14; ruleset constant `ionicConversionDelay`). */
  conversionDelay: number;
  /** Turns energy may be held (H93.32; ruleset constant `ionicEnergyLifetime`). */
  lifetime: number;
}

/** The capacitor's part of `state.ships.<handle>` (docs/scenarios.md: capacity, stored, usable). */
export interface IonicState {
  capacity: number;
  /** Everything inside, converted or not (it all takes up capacity, H93.14). */
  stored: number;
  /** What an ion-based weapon could draw now. */
  usable: number;
  /** H93.31: every ion-based weapon is destroyed. */
  destroyed: boolean;
  /** Ion-based weapons currently destroyed (their capacity is gone, H93.31). */
  lostWeapons: string[];
  packets: IonicPacket[];
  /** Running totals: allocated = stored + drawn + expired + lost, always. */
  ledger: { allocated: number; drawn: number; expired: number; lost: number };
}

/** H93.12 for a list of weapon costs. */
export function ionicCapacityOf(costs: readonly number[], fractional: boolean): number {
  const total = sum(costs);
  return q(fractional ? total : ceilE(total));
}

// A compiled ship and the rules in force never change during a game (Game.rules gives the same
// object for a ship every time): the configuration is worked out once per pair.
const ionicConfigs = new WeakMap<CompiledShip, WeakMap<object, IonicConfig | undefined>>();

export function ionicConfig(ship: CompiledShip, rules: Record<string, unknown>): IonicConfig | undefined {
  let byRules = ionicConfigs.get(ship);
  if (!byRules) ionicConfigs.set(ship, (byRules = new WeakMap()));
  if (byRules.has(rules)) return byRules.get(rules);
  const cfg = makeIonicConfig(ship, rules);
  byRules.set(rules, cfg);
  return cfg;
}

function makeIonicConfig(ship: CompiledShip, rules: Record<string, unknown>): IonicConfig | undefined {
  const weapons = ship.systems.filter(isIonBased).map((s) => ({ id: s.id, cost: numParam(s, 'impulseCost') }));
  if (weapons.length === 0) return undefined;
  const fractional = rules.fractionalAccounting === true;
  const compiledFractional = ship.rules?.fractionalAccounting === true;
  const compiled = ship.derived?.ionicCapacitor?.capacity;
  const formula = ionicCapacityOf(
    weapons.map((w) => w.cost),
    compiledFractional,
  );
  const offset = typeof compiled === 'number' ? q(compiled - formula) : 0;
  const delay = rules.ionicConversionDelay;
  const lifetime = rules.ionicEnergyLifetime;
  return {
    weapons,
    fractional,
    offset,
    conversionDelay: typeof delay === 'number' ? delay : 32,
    lifetime: typeof lifetime === 'number' ? lifetime : 25,
  };
}

/** Current capacity: the formula over the ion-based weapons not destroyed (H93.12, H93.31). */
export function ionicCapacity(cfg: IonicConfig, lostWeapons: readonly string[]): number {
  const intact = cfg.weapons.filter((w) => !lostWeapons.includes(w.id));
  if (intact.length === 0) return 0;
  return Math.max(0, q(ionicCapacityOf(intact.map((w) => w.cost), cfg.fractional) + cfg.offset));
}

export function initIonic(cfg: IonicConfig): IonicState {
  return {
    capacity: ionicCapacity(cfg, []),
    stored: 0,
    usable: 0,
    destroyed: false,
    lostWeapons: [],
    packets: [],
    ledger: { allocated: 0, drawn: 0, expired: 0, lost: 0 },
  };
}

/** The derived fields (`stored`, `usable`) for the moment `now`, computed without writing them. */
export function ionicLevels(st: IonicState, now: Time): { stored: number; usable: number } {
  let stored = 0;
  let usable = 0;
  for (const p of st.packets) {
    stored += p.amount;
    if (isUsable(p, now)) usable += p.amount;
  }
  return { stored: q(stored), usable: q(usable) };
}

/** Recomputes the derived fields (`stored`, `usable`) for the moment `now`. */
export function refreshIonic(st: IonicState, now: Time): IonicState {
  // Two sums in the packets' order, as sum() over the mapped lists adds them, without the lists.
  let stored = 0;
  let usable = 0;
  const packets = st.packets;
  for (let i = 0; i < packets.length; i++) {
    const p = packets[i]!;
    stored += p.amount;
    if (isUsable(p, now)) usable += p.amount;
  }
  st.stored = q(stored);
  st.usable = q(usable);
  return st;
}

/** Takes `amount` from the front of the queue (oldest first), from the packets `eligible` accepts. */
function takeOldest(st: IonicState, amount: number, eligible: (p: IonicPacket) => boolean): number {
  let left = amount;
  for (const p of st.packets) {
    if (left <= EPS) break;
    if (!eligible(p)) continue;
    const take = Math.min(p.amount, left);
    p.amount = q(p.amount - take);
    left = q(left - take);
  }
  st.packets = st.packets.filter((p) => p.amount > EPS);
  return q(amount - Math.max(0, left));
}

function checkPower(power: unknown): PowerKind {
  if (typeof power !== 'string' || !POWER_KINDS.includes(power as PowerKind)) {
    throw refuse(`"power" must be one of impulse, warp, other (got ${JSON.stringify(power)})`, 'H93.13');
  }
  return power as PowerKind;
}

export interface IonWeaponInfo {
  id: string;
  ionBased: boolean;
  destroyed: boolean;
}

export interface AllocateRequest {
  amount: number;
  power: PowerKind;
  /** Reserve power during an impulse (H93.13); otherwise allocated at Energy Allocation. */
  reserve?: boolean;
  /**
   * H93.223: an ion-based weapon fires in this impulse while the reserve goes in; the capacitor
   * gives the weapon `draw` (default `amount`) and takes the reserve as if simultaneously.
   */
  weapon?: IonWeaponInfo;
  draw?: number;
}

export interface AllocateResult {
  stored: number;
  capacity: number;
  usable: number;
  /** H93.14: when this energy may be drawn. */
  usableFrom: Time;
  /** H93.223 only. */
  drawn?: number;
}

function checkWeapon(w: IonWeaponInfo): void {
  if (!w.ionBased) {
    throw refuse(`${w.id} is not an ion-based weapon; ionic capacitor energy arms and fires only ion-based weapons`, 'H93.11');
  }
  if (w.destroyed) throw refuse(`${w.id} is destroyed`, 'H93.31');
}

/** H93.13, H93.14, H93.221, H93.223: puts energy into the capacitor. */
export function allocateIonic(st: IonicState, cfg: IonicConfig, now: Time, req: AllocateRequest): AllocateResult {
  const amount = positiveAmount(req.amount, 'amount', 'H93.13');
  const power = checkPower(req.power);
  if (st.destroyed) throw refuse('the ionic capacitor is destroyed: every ion-based weapon is destroyed', 'H93.31');
  if (req.reserve) {
    if (now.impulse < 1) {
      throw refuse('reserve power goes into the ionic capacitor during an impulse (1-32); at Energy Allocation allocate it without "reserve"', 'H93.13');
    }
  } else if (now.impulse !== 0) {
    throw refuse(
      `allocated power goes into the ionic capacitor at Energy Allocation (impulse 0), not at impulse ${now.impulse}; use "reserve": true during an impulse`,
      'H93.13',
    );
  }
  // Every check reads the levels at `now` without writing them: a refusal changes nothing.
  const { stored, usable } = ionicLevels(st, now);
  let drawn = 0;
  if (req.weapon) {
    if (!req.reserve) throw refuse('the simultaneous draw and refill applies to reserve power only', 'H93.223');
    checkWeapon(req.weapon);
    drawn = req.draw === undefined ? amount : positiveAmount(req.draw, 'draw', 'H93.223');
    if (drawn > usable + EPS) {
      throw refuse(`${req.weapon.id} cannot draw ${drawn}: only ${usable} of the ${stored} stored is usable now`, 'H93.14');
    }
  }
  const free = q(st.capacity - stored + drawn);
  if (amount > free + EPS) {
    throw refuse(
      free <= EPS
        ? `the ionic capacitor is full (${stored} of ${st.capacity}); it takes nothing more`
        : `only ${free} more fits in the ionic capacitor (${stored} of ${st.capacity} stored); ${amount} is too much`,
      'H93.221',
    );
  }
  if (drawn > 0) {
    takeOldest(st, drawn, (p) => isUsable(p, now));
    st.ledger.drawn = q(st.ledger.drawn + drawn);
  }
  const usableFrom = power === 'impulse' ? { ...now } : addImpulses(now, cfg.conversionDelay);
  st.packets.push({ amount: q(amount), power, turn: now.turn, impulse: now.impulse, absImpulse: absImpulse(now), usableFrom });
  st.ledger.allocated = q(st.ledger.allocated + amount);
  refreshIonic(st, now);
  const out: AllocateResult = { stored: st.stored, capacity: st.capacity, usable: st.usable, usableFrom };
  if (req.weapon) out.drawn = drawn;
  return out;
}

/** Purposes that are movement or tied to it (H93.34). */
const MOVEMENT = /move|maneuver|manoeuvre|erratic|sublight|speed|accel|decel|tactical|^het$|^turn$|highenergyturn/i;

/** H93.33: the energy-balance-due-to-damage procedure may take energy as from a phaser capacitor. */
export const ENERGY_BALANCE_PURPOSE = 'energyBalance';

export interface DrawRequest {
  amount: number;
  weapon?: IonWeaponInfo;
  purpose?: string;
}

export interface DrawResult {
  drawn: number;
  stored: number;
  usable: number;
}

/** H93.11, H93.14, H93.34: takes energy out, oldest usable energy first. */
export function drawIonic(st: IonicState, now: Time, req: DrawRequest): DrawResult {
  if (!req.weapon) {
    const purpose = req.purpose;
    if (typeof purpose !== 'string' || purpose === '') {
      throw refuse('draw needs the ion-based "weapon" the energy is for', 'H93.11');
    }
    if (purpose !== ENERGY_BALANCE_PURPOSE) {
      if (MOVEMENT.test(purpose)) {
        throw refuse(`ionic capacitor energy can never pay for movement or anything tied to it ("${purpose}")`, 'H93.34');
      }
      throw refuse(`ionic capacitor energy may only arm or fire ion-based weapons, not "${purpose}"`, 'H93.11');
    }
  } else {
    checkWeapon(req.weapon);
  }
  const amount = positiveAmount(req.amount, 'amount', 'H93.11');
  if (st.destroyed) throw refuse('the ionic capacitor is destroyed', 'H93.31');
  const { stored, usable } = ionicLevels(st, now);
  if (req.weapon) {
    if (amount > usable + EPS) {
      if (amount <= stored + EPS) {
        const waiting = st.packets.filter((p) => !isUsable(p, now));
        const next = waiting[0]!.usableFrom;
        throw refuse(
          `only ${usable} of the ${stored} stored is usable now; non-impulse energy converts 32 impulses after it went in (next at turn ${next.turn}, impulse ${next.impulse})`,
          'H93.14',
        );
      }
      throw refuse(`the ionic capacitor holds ${stored} (${usable} usable); cannot draw ${amount}`, 'H93.11');
    }
    takeOldest(st, amount, (p) => isUsable(p, now));
  } else {
    // Energy balance (H93.33): the capacitor counts as a phaser capacitor; converted or not.
    if (amount > stored + EPS) throw refuse(`the ionic capacitor holds ${stored}; cannot give ${amount}`, 'H93.33');
    takeOldest(st, amount, () => true);
  }
  st.ledger.drawn = q(st.ledger.drawn + amount);
  refreshIonic(st, now);
  return { drawn: q(amount), stored: st.stored, usable: st.usable };
}

/** H93.32: at the start of turn `turn`, energy put in during turn t <= turn - lifetime is lost. */
export function expireIonic(st: IonicState, cfg: IonicConfig, turn: number): number {
  const gone = st.packets.filter((p) => p.turn + cfg.lifetime <= turn);
  const amount = q(sum(gone.map((p) => p.amount)));
  if (gone.length > 0) {
    st.packets = st.packets.filter((p) => p.turn + cfg.lifetime > turn);
    st.ledger.expired = q(st.ledger.expired + amount);
  }
  refreshIonic(st, { turn, impulse: 0 });
  return amount;
}

export interface IonicDamageEffect {
  capacity: number;
  stored: number;
  capacityLost: number;
  energyLost: number;
  destroyed: boolean;
}

/**
 * H93.31: an ion-based weapon is destroyed. The capacitor loses that weapon's share of capacity;
 * the empty part goes first, and only the energy that no longer fits is lost (oldest first).
 * With every ion-based weapon destroyed the capacitor is destroyed and loses everything.
 */
export function ionWeaponDestroyed(st: IonicState, cfg: IonicConfig, id: string, now: Time): IonicDamageEffect {
  const before = st.capacity;
  if (cfg.weapons.some((w) => w.id === id) && !st.lostWeapons.includes(id)) st.lostWeapons.push(id);
  st.capacity = ionicCapacity(cfg, st.lostWeapons);
  st.destroyed = cfg.weapons.every((w) => st.lostWeapons.includes(w.id));
  refreshIonic(st, now);
  const excess = st.destroyed ? st.stored : Math.max(0, q(st.stored - st.capacity));
  if (excess > EPS) {
    takeOldest(st, excess, () => true);
    st.ledger.lost = q(st.ledger.lost + excess);
  }
  refreshIonic(st, now);
  return { capacity: st.capacity, stored: st.stored, capacityLost: q(before - st.capacity), energyLost: q(excess), destroyed: st.destroyed };
}

/** H93.31: a repaired ion-based weapon brings its share of capacity back, empty. */
export function ionWeaponRepaired(
  st: IonicState,
  cfg: IonicConfig,
  id: string,
  now: Time,
): { capacity: number; stored: number; capacityRestored: number; destroyed: boolean } {
  const before = st.capacity;
  st.lostWeapons = st.lostWeapons.filter((w) => w !== id);
  st.capacity = ionicCapacity(cfg, st.lostWeapons);
  st.destroyed = cfg.weapons.every((w) => st.lostWeapons.includes(w.id));
  refreshIonic(st, now);
  return { capacity: st.capacity, stored: st.stored, capacityRestored: q(st.capacity - before), destroyed: st.destroyed };
}
