// Unit tests of the Vudar ionic capacitor (docs/rules.md, Star Fleet Battles, H93.*), engine-independent.
import { describe, expect, it } from 'vitest';
import { RuleRefusal } from '../../../runtime/sfb/common';
import {
  allocateIonic,
  drawIonic,
  expireIonic,
  initIonic,
  ionicCapacity,
  ionicCapacityOf,
  ionicConfig,
  ionWeaponDestroyed,
  ionWeaponRepaired,
  refreshIonic,
  type IonicConfig,
  type IonicState,
} from '../../../runtime/sfb/ionic-capacitor';
import { fractionalIonShip, vudarDW } from './fixtures';

const T = (turn: number, impulse = 0) => ({ turn, impulse });
const ion = (id: string) => ({ id, ionBased: true, destroyed: false });

function dw(): { cfg: IonicConfig; st: IonicState } {
  const ship = vudarDW();
  const cfg = ionicConfig(ship, ship.rules)!;
  return { cfg, st: initIonic(cfg) };
}

/** Runs fn, expecting a refusal naming `rule`; returns the message. */
function refused(fn: () => unknown, rule: string): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleRefusal);
    expect((e as RuleRefusal).rule).toBe(rule);
    return (e as Error).message;
  }
  throw new Error(`expected a ${rule} refusal`);
}

describe('H93.12 capacity', () => {
  it('H93.12 Vudar DW: three ion cannons (1 each) and an IPG (4) hold 7', () => {
    const { cfg, st } = dw();
    expect(cfg.weapons.map((w) => [w.id, w.cost])).toEqual([['A', 1], ['B', 1], ['C', 1], ['IPG', 4]]);
    expect(st.capacity).toBe(7);
  });
  it('H93.12 two weapons of 1.5 → 3 either way; 1.5 + 1 → 3 rounded up, 2.5 exact (fractional accounting)', () => {
    expect(ionicCapacityOf([1.5, 1.5], false)).toBe(3);
    expect(ionicCapacityOf([1.5, 1.5], true)).toBe(3);
    expect(ionicCapacityOf([1.5, 1], false)).toBe(3);
    expect(ionicCapacityOf([1.5, 1], true)).toBe(2.5);
  });
  it('H93.12 fractional accounting is a scenario rule: it overrides the ship file', () => {
    const ship = fractionalIonShip([1.5, 1]);
    expect(initIonic(ionicConfig(ship, ship.rules)!).capacity).toBe(3);
    expect(initIonic(ionicConfig(ship, { ...ship.rules, fractionalAccounting: true })!).capacity).toBe(2.5);
  });
  it('a stated capacity kept by an allow exception (SSD-5) is kept as an offset', () => {
    const ship = vudarDW();
    ship.derived.ionicCapacitor = { capacity: 8 };
    const cfg = ionicConfig(ship, ship.rules)!;
    expect(cfg.offset).toBe(1);
    expect(initIonic(cfg).capacity).toBe(8);
  });
});

describe('H93.13 allocation', () => {
  it('H93.13 energy goes in at Energy Allocation or from reserve during an impulse', () => {
    const { cfg, st } = dw();
    expect(allocateIonic(st, cfg, T(1, 0), { amount: 2, power: 'impulse' }).stored).toBe(2);
    expect(allocateIonic(st, cfg, T(1, 9), { amount: 1, power: 'other', reserve: true }).stored).toBe(3);
  });
  it('H93.13 allocated (not reserve) power only at Energy Allocation; reserve only during impulses', () => {
    const { cfg, st } = dw();
    refused(() => allocateIonic(st, cfg, T(1, 5), { amount: 1, power: 'warp' }), 'H93.13');
    refused(() => allocateIonic(st, cfg, T(1, 0), { amount: 1, power: 'warp', reserve: true }), 'H93.13');
    refused(() => allocateIonic(st, cfg, T(1, 0), { amount: 0, power: 'warp' }), 'H93.13');
    refused(() => allocateIonic(st, cfg, T(1, 0), { amount: 1, power: 'phaser' as 'warp' }), 'H93.13');
    expect(st.stored).toBe(0);
  });
});

describe('H93.14 conversion', () => {
  it('H93.14 warp power allocated at EA of turn 6 is usable from EA of turn 7 (and takes up capacity while it waits)', () => {
    const { cfg, st } = dw();
    const r = allocateIonic(st, cfg, T(6, 0), { amount: 3, power: 'warp' });
    expect(r.usableFrom).toEqual({ turn: 7, impulse: 0 });
    expect(r).toMatchObject({ stored: 3, usable: 0, capacity: 7 });
    refused(() => drawIonic(st, T(6, 32), { weapon: ion('A'), amount: 1 }), 'H93.14');
    expect(refreshIonic(st, T(6, 32)).usable).toBe(0);
    expect(refreshIonic(st, T(7, 0)).usable).toBe(3);
    expect(drawIonic(st, T(7, 0), { weapon: ion('A'), amount: 1 })).toEqual({ drawn: 1, stored: 2, usable: 2 });
  });
  it('H93.14 reserve warp power put in at impulse 20 of turn 3 is usable from impulse 20 of turn 4', () => {
    const { cfg, st } = dw();
    const r = allocateIonic(st, cfg, T(3, 20), { amount: 2, power: 'warp', reserve: true });
    expect(r.usableFrom).toEqual({ turn: 4, impulse: 20 });
    refused(() => drawIonic(st, T(3, 32), { weapon: ion('B'), amount: 1 }), 'H93.14');
    refused(() => drawIonic(st, T(4, 19), { weapon: ion('B'), amount: 1 }), 'H93.14');
    expect(drawIonic(st, T(4, 20), { weapon: ion('B'), amount: 2 }).drawn).toBe(2);
  });
  it('H93.14 reserve impulse power is usable at once', () => {
    const { cfg, st } = dw();
    const r = allocateIonic(st, cfg, T(3, 20), { amount: 2, power: 'impulse', reserve: true });
    expect(r.usableFrom).toEqual({ turn: 3, impulse: 20 });
    expect(drawIonic(st, T(3, 20), { weapon: ion('IPG'), amount: 2 }).drawn).toBe(2);
  });
});

describe('H93.221 and H93.223 capacity limit', () => {
  it('H93.221 nothing goes in beyond capacity; a full capacitor takes nothing', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 5, power: 'impulse' });
    expect(refused(() => allocateIonic(st, cfg, T(1, 3), { amount: 3, power: 'impulse', reserve: true }), 'H93.221')).toMatch(/only 2 more/);
    allocateIonic(st, cfg, T(1, 3), { amount: 2, power: 'impulse', reserve: true });
    expect(st.stored).toBe(7);
    // Still full at the next Energy Allocation: nothing can be allocated.
    expect(refused(() => allocateIonic(st, cfg, T(2, 0), { amount: 1, power: 'warp' }), 'H93.221')).toMatch(/full/);
  });
  it('H93.223 full capacitor, reserve applied while an ion weapon fires: drawn and refilled at once', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 7, power: 'impulse' });
    refused(() => allocateIonic(st, cfg, T(2, 12), { amount: 1, power: 'warp', reserve: true }), 'H93.221');
    const r = allocateIonic(st, cfg, T(2, 12), { amount: 1, power: 'warp', reserve: true, weapon: ion('A') });
    expect(r).toMatchObject({ drawn: 1, stored: 7, capacity: 7, usable: 6 });
    // The reserve warp converts 32 impulses later (H93.14, the seed's example #2).
    expect(r.usableFrom).toEqual({ turn: 3, impulse: 12 });
    // Drawing first, then refilling in the same impulse, comes to the same.
    const b = dw();
    allocateIonic(b.st, b.cfg, T(1, 0), { amount: 7, power: 'impulse' });
    drawIonic(b.st, T(2, 12), { weapon: ion('A'), amount: 1 });
    allocateIonic(b.st, b.cfg, T(2, 12), { amount: 1, power: 'warp', reserve: true });
    expect(b.st.packets).toEqual(st.packets);
  });
  it('H93.223 only with reserve power and an ion-based weapon', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 7, power: 'impulse' });
    refused(() => allocateIonic(st, cfg, T(2, 0), { amount: 1, power: 'warp', weapon: ion('A') }), 'H93.223');
    refused(() => allocateIonic(st, cfg, T(2, 4), { amount: 1, power: 'warp', reserve: true, weapon: { id: 'PH1', ionBased: false, destroyed: false } }), 'H93.11');
  });
});

describe('H93.11 and H93.34 what the energy may pay for', () => {
  it('H93.11 only ion-based weapons may draw; oldest usable energy first', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 2, power: 'warp' });
    allocateIonic(st, cfg, T(1, 5), { amount: 1, power: 'impulse', reserve: true });
    allocateIonic(st, cfg, T(2, 0), { amount: 3, power: 'impulse' });
    refused(() => drawIonic(st, T(2, 1), { weapon: { id: 'PH1', ionBased: false, destroyed: false }, amount: 1 }), 'H93.11');
    refused(() => drawIonic(st, T(2, 1), { purpose: 'shields', amount: 1 }), 'H93.11');
    refused(() => drawIonic(st, T(2, 1), { amount: 1 }), 'H93.11');
    drawIonic(st, T(2, 1), { weapon: ion('IPG'), amount: 4 });
    // The turn-1 warp (2) and turn-1 reserve impulse (1) went first, then 1 of the turn-2 packet.
    expect(st.packets.map((p) => [p.turn, p.impulse, p.amount])).toEqual([[2, 0, 2]]);
  });
  it('H93.34 never movement, sublight or erratic maneuvers', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 3, power: 'impulse' });
    for (const purpose of ['movement', 'erratic maneuvers', 'sublight', 'HET']) {
      refused(() => drawIonic(st, T(1, 2), { purpose, amount: 1 }), 'H93.34');
    }
    expect(st.stored).toBe(3);
  });
  it('H93.33 energy balance due to damage may take energy out, as from a phaser capacitor', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 3, power: 'warp' });
    expect(drawIonic(st, T(1, 4), { purpose: 'energyBalance', amount: 2 })).toEqual({ drawn: 2, stored: 1, usable: 0 });
  });
  it('H93.23 a full capacitor fires the A ion cannon seven times, once per turn', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 7, power: 'impulse' });
    for (let t = 1; t <= 7; t++) drawIonic(st, T(t, 10), { weapon: ion('A'), amount: 1 });
    expect(st.stored).toBe(0);
    refused(() => drawIonic(st, T(8, 10), { weapon: ion('A'), amount: 1 }), 'H93.11');
  });
});

describe('H93.31 destruction and repair', () => {
  it('H93.31 a destroyed weapon takes its capacity; empty capacity goes first', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 2, power: 'impulse' });
    const e = ionWeaponDestroyed(st, cfg, 'IPG', T(1, 3));
    expect(e).toEqual({ capacity: 3, stored: 2, capacityLost: 4, energyLost: 0, destroyed: false });
  });
  it('H93.31 then stored energy is lost, oldest first', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 4, power: 'warp' });
    allocateIonic(st, cfg, T(2, 0), { amount: 3, power: 'impulse' });
    const e = ionWeaponDestroyed(st, cfg, 'IPG', T(2, 3));
    expect(e).toMatchObject({ capacity: 3, stored: 3, capacityLost: 4, energyLost: 4 });
    expect(st.packets.map((p) => [p.turn, p.power, p.amount])).toEqual([[2, 'impulse', 3]]);
    expect(st.ledger).toEqual({ allocated: 7, drawn: 0, expired: 0, lost: 4 });
  });
  it('H93.31 repair restores the capacity, empty', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 7, power: 'impulse' });
    ionWeaponDestroyed(st, cfg, 'A', T(1, 1));
    expect(st).toMatchObject({ capacity: 6, stored: 6 });
    expect(ionWeaponRepaired(st, cfg, 'A', T(1, 2))).toMatchObject({ capacity: 7, stored: 6 });
  });
  it('H93.31 with every ion-based weapon destroyed the capacitor is destroyed (and comes back with a repair)', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 2, power: 'impulse' });
    for (const id of ['A', 'B', 'C']) ionWeaponDestroyed(st, cfg, id, T(1, 1));
    expect(st).toMatchObject({ capacity: 4, stored: 2, destroyed: false });
    expect(ionWeaponDestroyed(st, cfg, 'IPG', T(1, 1))).toEqual({ capacity: 0, stored: 0, capacityLost: 4, energyLost: 2, destroyed: true });
    refused(() => allocateIonic(st, cfg, T(2, 0), { amount: 1, power: 'impulse' }), 'H93.31');
    ionWeaponRepaired(st, cfg, 'B', T(2, 0));
    expect(st).toMatchObject({ capacity: 1, stored: 0, destroyed: false });
  });
  it('H93.31 with fractional costs the capacity follows the rounding of what is left', () => {
    const ship = fractionalIonShip([1.5, 1]);
    const cfg = ionicConfig(ship, ship.rules)!;
    expect(ionicCapacity(cfg, [])).toBe(3);
    expect(ionicCapacity(cfg, ['W1'])).toBe(1);
    expect(ionicCapacity(cfg, ['W2'])).toBe(2);
    const exact = ionicConfig(ship, { ...ship.rules, fractionalAccounting: true })!;
    expect(ionicCapacity(exact, ['W2'])).toBe(1.5);
  });
});

describe('H93.32 time limit', () => {
  it('H93.32 energy put in during turn t is lost at the start of turn t+25', () => {
    const { cfg, st } = dw();
    allocateIonic(st, cfg, T(1, 0), { amount: 2, power: 'impulse' });
    allocateIonic(st, cfg, T(2, 7), { amount: 1, power: 'impulse', reserve: true });
    expect(expireIonic(st, cfg, 25)).toBe(0);
    expect(st.stored).toBe(3);
    expect(expireIonic(st, cfg, 26)).toBe(2);
    expect(st.stored).toBe(1);
    expect(expireIonic(st, cfg, 27)).toBe(1);
    expect(st.ledger).toEqual({ allocated: 3, drawn: 0, expired: 3, lost: 0 });
  });
  it('H93.32 the lifetime is the ruleset constant ionicEnergyLifetime', () => {
    const ship = vudarDW();
    const cfg = ionicConfig(ship, { ...ship.rules, ionicEnergyLifetime: 3 })!;
    const st = initIonic(cfg);
    allocateIonic(st, cfg, T(1, 0), { amount: 2, power: 'impulse' });
    expect(expireIonic(st, cfg, 4)).toBe(2);
  });
});

describe('fractional energy', () => {
  it('fractions add up exactly (no float noise in the state)', () => {
    const ship = fractionalIonShip([1.5, 1], true);
    const cfg = ionicConfig(ship, ship.rules)!;
    const st = initIonic(cfg);
    allocateIonic(st, cfg, T(1, 0), { amount: 0.1, power: 'impulse' });
    allocateIonic(st, cfg, T(1, 1), { amount: 0.2, power: 'impulse', reserve: true });
    expect(st.stored).toBe(0.3);
    allocateIonic(st, cfg, T(1, 2), { amount: 2.2, power: 'impulse', reserve: true });
    expect(st.stored).toBe(2.5);
    refused(() => allocateIonic(st, cfg, T(1, 3), { amount: 0.01, power: 'impulse', reserve: true }), 'H93.221');
  });
});
