// The seed mechanics that the sfb runtime plays: firing ion-based weapons (H93.11,
// H93.21, H93.22, H93.222), the seventh shield in the shield cost (Z-S7-2), CPU loss on DAC hits
// (Z-CPU-1, Z-CPU-2), Z-probes (Z-PRB-1), the Z-ship movement figures (Z-MISC) and Plasma-ZF
// damage by hexes moved (Z-PLZ-1). Each test checks the numbers; every refusal leaves the state
// byte-identical.
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../../compiler/index';
import { ruleConstants } from '../../../compiler/catalog/index';
import { PLASMA_F_RANGE_TABLE } from '../../../compiler/catalog/plasma-table';
import { plasmaTable } from '../../../runtime/sfb/plasma';
import type { CompiledShip } from '../../../compiler/types';
import { game } from './harness';
import { highGuardCZ, vudarDW } from './fixtures';

const examples = fileURLToPath(new URL('../../../examples/', import.meta.url));
const scout = (): CompiledShip => compileFile(path.join(examples, 'highguard-scout.ship')).document.ships[0]!;

/** Applies an action that must be refused with `rule`, and checks that nothing changed. */
function refused(g: ReturnType<typeof game>, a: Record<string, unknown>, rule: string) {
  const before = JSON.stringify(g.g.state);
  const r = g.do(a);
  expect(r, JSON.stringify(a)).toMatchObject({ ok: false, rule });
  expect(JSON.stringify(g.g.state)).toBe(before);
  return r;
}

describe('ion-based weapons fire (H93.11, H93.21, H93.22, H93.222)', () => {
  it('H93.11 H93.21: an ion cannon takes 1 impulse + 1 other; capacitor energy may pay both parts', () => {
    const g = game({ dw: vudarDW() });
    g.do({ type: 'turn' });
    g.do({ type: 'allocate', ship: 'dw', amount: 3, power: 'impulse' });
    expect(g.do({ type: 'draw', ship: 'dw', weapon: 'A', amount: 1, impulse: 2 })).toMatchObject({ ok: true, stored: 2 });
    expect(g.do({ type: 'fire', ship: 'dw', weapon: 'A', power: { other: 1 }, impulse: 2 })).toMatchObject({
      ok: true,
      energy: 2,
      impulsePart: 1,
      otherPart: 1,
      paid: { drawn: 1, capacitor: 0, impulse: 0, other: 1 },
      shots: 1,
    });
    expect(g.do({ type: 'fire', ship: 'dw', weapon: 'C', power: { capacitor: 2 }, impulse: 3 })).toMatchObject({ ok: true, stored: 0, paid: { capacitor: 2 } });
    expect(g.ship('dw').weapons.C).toMatchObject({ energy: 2, spent: 2, shots: 1, ready: false });
    // The IPG's 4 points are all impulse power; "other" power cannot stand in for them.
    refused(g, { type: 'fire', ship: 'dw', weapon: 'IPG', power: { impulse: 3, other: 1 }, impulse: 4 }, 'H93.11');
    refused(g, { type: 'fire', ship: 'dw', weapon: 'B', power: { impulse: 2, other: 1 }, impulse: 4 }, 'H93.11');
    refused(g, { type: 'fire', ship: 'dw', weapon: 'B', load: 'overload', power: { impulse: 1, other: 1 }, impulse: 4 }, 'H93.21');
  });

  it('H93.22: fired from reserve or allocated impulse power directly, the capacitor untouched', () => {
    const g = game({ dw: vudarDW() });
    g.do({ type: 'turn' });
    expect(g.do({ type: 'fire', ship: 'dw', weapon: 'IPG', power: { impulse: 4 }, impulse: 5 })).toMatchObject({ ok: true, energy: 4, paid: { impulse: 4 } });
    expect(g.ship('dw').ionicCapacitor).toMatchObject({ stored: 0, usable: 0 });
  });

  it('H93.222: once a turn (rate of fire 1); energy for a weapon that fired is refused; next turn it fires again; an overload load and a rate of fire 2 from the type', () => {
    const g = game({ dw: vudarDW() });
    g.do({ type: 'turn' });
    g.do({ type: 'allocate', ship: 'dw', amount: 4, power: 'impulse', reserve: true, impulse: 3 });
    expect(g.do({ type: 'fire', ship: 'dw', weapon: 'A', power: { capacitor: 1, other: 1 }, impulse: 3 })).toMatchObject({ ok: true, stored: 3 });
    refused(g, { type: 'fire', ship: 'dw', weapon: 'A', power: { impulse: 1, other: 1 }, impulse: 4 }, 'H93.222');
    refused(g, { type: 'draw', ship: 'dw', weapon: 'A', amount: 1, impulse: 4 }, 'H93.222');
    refused(g, { type: 'allocate', ship: 'dw', amount: 1, power: 'impulse', reserve: true, weapon: 'A', impulse: 4 }, 'H93.222');
    g.do({ type: 'turn' });
    expect(g.ship('dw').weapons.A).toMatchObject({ shots: 0, spent: 0, energy: 0, ready: true });
    expect(g.do({ type: 'draw', ship: 'dw', weapon: 'A', amount: 1 })).toMatchObject({ ok: true });

    const fast: CompiledShip = vudarDW();
    fast.systems = fast.systems.map((s) => (s.id === 'A' ? { ...s, rateOfFire: 2, overloadCost: 2 } : s));
    const h = game({ dw: fast });
    h.do({ type: 'turn' });
    expect(h.do({ type: 'fire', ship: 'dw', weapon: 'A', load: 'overload', power: { impulse: 1, other: 3 }, impulse: 1 })).toMatchObject({ ok: true, energy: 4, overloadPart: 2, shots: 1, rateOfFire: 2 });
    expect(h.do({ type: 'fire', ship: 'dw', weapon: 'A', power: { impulse: 2 }, impulse: 2 })).toMatchObject({ ok: true, shots: 2 });
    refused(h, { type: 'fire', ship: 'dw', weapon: 'A', power: { impulse: 2 }, impulse: 3 }, 'H93.222');
  });
});

describe('Z-ship systems (seed 004)', () => {
  it('Z-S7-2: the scout\'s shield cost 2 + seventh shield 1 = 3, in the compiled ship and its state', () => {
    const s = scout();
    expect(s.derived?.shieldCost).toEqual({ shields: 2, seventhShield: 1, total: 3 });
    expect(game({ zs: s }).ship('zs').shieldCost).toBe(3);
    expect(game({ cz: highGuardCZ() }).ship('cz').shieldCost).toBe(1);
  });

  it('Z-CPU-2 Z-CPU-1: DAC hits on bridge, emergency bridge, auxiliary control or flag may take CPU boxes; with the last gone the benefits are lost', () => {
    const g = game({ zs: scout() });
    g.do({ type: 'turn' });
    expect(g.ship('zs').cpu).toMatchObject({ active: true, benefits: [] });
    expect(g.ship('zs').cpu.inForce).toHaveLength(10);
    refused(g, { type: 'dacHit', ship: 'zs', hit: 'hull', cpu: true }, 'Z-CPU-2');
    expect(g.do({ type: 'dacHit', ship: 'zs', hit: 'auxControl', cpu: true })).toMatchObject({ ok: true, system: 'CPU', damage: 1, destroyed: false, cpuActive: true });
    expect(g.do({ type: 'dacHit', ship: 'zs', hit: 'emergencyBridge', cpu: true })).toMatchObject({ ok: true, damage: 2, destroyed: true, cpuActive: false, inForce: [] });
    refused(g, { type: 'dacHit', ship: 'zs', hit: 'flag', cpu: true }, 'Z-CPU-2');
    expect(g.do({ type: 'dacHit', ship: 'zs', hit: 'flag' })).toMatchObject({ ok: true, system: 'FLAG', damage: 1, destroyed: true });
    refused(g, { type: 'fire', ship: 'zs', weapon: 'PRB1', range: 3 }, 'Z-CPU-1');
    refused(g, { type: 'quickReverse', ship: 'zs', rolls: [1] }, 'Z-CPU-1');
    expect(g.do({ type: 'repairSystem', ship: 'zs', system: 'CPU' })).toMatchObject({ ok: true, cpuActive: true });
    expect(g.ship('zs').cpu.inForce).toContain('probesAsWeapons');
  });

  it('Z-PRB-1: range 8, 30 points of information; as a weapon warhead 12 and +2 to the die roll', () => {
    const g = game({ zs: scout() });
    g.do({ type: 'turn' });
    expect(g.do({ type: 'probe', ship: 'zs', weapon: 'PRB1', range: 8 })).toEqual({ ok: true, use: 'information', range: 8, information: 30 });
    refused(g, { type: 'probe', ship: 'zs', weapon: 'PRB1', range: 9 }, 'Z-PRB-1');
    expect(g.do({ type: 'fire', ship: 'zs', weapon: 'PRB2', range: 8, rolls: [6] })).toEqual({ ok: true, use: 'weapon', range: 8, roll: 6, dieRollBonus: 2, modifiedRoll: 8, warhead: 12 });
    refused(g, { type: 'fire', ship: 'zs', weapon: 'PRB2', range: 9, rolls: [1] }, 'Z-PRB-1');
    refused(g, { type: 'probe', ship: 'zs', weapon: 'P1', range: 1 }, 'Z-PRB-1');
  });

  it('Z-MISC: quick reverse +3 nimble, +2 otherwise (ruleset constants); speed change every 4 impulses; acceleration 8 impulses after an emergency halt', () => {
    const g = game({ zs: scout(), cz: highGuardCZ() }, { rules: {} });
    g.do({ type: 'turn' });
    expect(g.do({ type: 'quickReverse', ship: 'zs', rolls: [2] })).toMatchObject({ ok: true, roll: 2, bonus: 3, modifiedRoll: 5 });
    expect(g.do({ type: 'quickReverse', ship: 'cz', rolls: [2] })).toMatchObject({ ok: true, bonus: 2, modifiedRoll: 4 });
    const r = game({ cz: highGuardCZ() }, { rules: { zQuickReverseBonus: 1 } });
    r.do({ type: 'turn' });
    expect(r.do({ type: 'quickReverse', ship: 'cz', rolls: [2] })).toMatchObject({ bonus: 1 });

    expect(g.do({ type: 'speed', ship: 'cz', speed: 10, impulse: 30 })).toMatchObject({ ok: true, nextChange: { turn: 2, impulse: 2 } });
    g.do({ type: 'turn' });
    refused(g, { type: 'speed', ship: 'cz', speed: 12, impulse: 1 }, 'Z-MISC');
    expect(g.do({ type: 'speed', ship: 'cz', speed: 12, impulse: 2 })).toMatchObject({ ok: true, speed: 12 });
    expect(g.do({ type: 'emergencyDecel', ship: 'cz', impulse: 6 })).toEqual({ ok: true, speed: 0, accelerateFrom: { turn: 2, impulse: 14 } });
    refused(g, { type: 'speed', ship: 'cz', speed: 1, impulse: 13 }, 'Z-MISC');
    expect(g.do({ type: 'speed', ship: 'cz', speed: 1, impulse: 14 })).toMatchObject({ ok: true, speed: 1 });
    expect(g.ship('cz').movement).toEqual({ speed: 1, lastChange: { turn: 2, impulse: 14 }, haltedAt: { turn: 2, impulse: 6 } });
  });

  it('Z-PLZ-1: Plasma-ZF strength from the hexes moved (table 20/15/10/5 per 5 hexes), 3:1 phaser reduction on top; the table is ruleset constants', () => {
    const g = game({ cz: highGuardCZ() });
    const hit = (a: Record<string, unknown>) => g.do({ type: 'plasmaImpact', ...a });
    expect(hit({ plasma: 'ZF', range: 0 })).toMatchObject({ ok: true, hexesMoved: 0, bracket: 1, hexRange: [0, 5], warhead: 20, penetrating: 4 });
    expect(hit({ plasma: 'ZF', range: 5 })).toMatchObject({ impulses: 3, bracket: 1, hexRange: [0, 5], warhead: 20 });
    expect(hit({ plasma: 'ZF', range: 6 })).toMatchObject({ bracket: 2, hexRange: [6, 10], warhead: 15 });
    expect(hit({ plasma: 'ZF', range: 10 })).toMatchObject({ impulses: 5, bracket: 2, warhead: 15, penetrating: 3 });
    expect(hit({ plasma: 'ZF', range: 11 })).toMatchObject({ bracket: 3, hexRange: [11, 15], warhead: 10 });
    expect(hit({ plasma: 'ZF', range: 20 })).toMatchObject({ bracket: 4, hexRange: [16, 20], warhead: 5, penetrating: 1 });
    expect(hit({ plasma: 'ZF', range: 21 })).toMatchObject({ bracket: 0, hexRange: null, warhead: 0, penetrating: 0 });
    expect(hit({ plasma: 'ZF', range: 7, phaserDamage: 10 })).toMatchObject({ tableWarhead: 15, reduction: 3, ratio: 3, warhead: 12, penetrating: 2 });
    expect(hit({ plasma: 'F', range: 7, phaserDamage: 10 })).toMatchObject({ reduction: 5, ratio: 2, warhead: 10, penetrating: 0 });
    expect(hit({ ship: 'cz', weapon: 'PL2', range: 3, phaserDamage: 2 })).toMatchObject({ warhead: 20, penetrating: 4 });
    const t = game({ cz: highGuardCZ() }, { rules: { plasmaFRangeBracket: 10, plasmaFWarhead2: 12 } });
    expect(t.do({ type: 'plasmaImpact', plasma: 'ZF', range: 10 })).toMatchObject({ bracket: 1, warhead: 20 });
    expect(t.do({ type: 'plasmaImpact', plasma: 'ZF', range: 11 })).toMatchObject({ bracket: 2, hexRange: [11, 20], warhead: 12 });
    expect(t.do({ type: 'plasmaImpact', plasma: 'ZF', range: 40 })).toMatchObject({ bracket: 4, hexRange: [31, 40], warhead: 5 });
  });

  it('Z-PLZ-1: the default table is one data table, and the ruleset constants default to it', () => {
    expect(PLASMA_F_RANGE_TABLE).toEqual([
      { from: 0, to: 5, warhead: 20 },
      { from: 6, to: 10, warhead: 15 },
      { from: 11, to: 15, warhead: 10 },
      { from: 16, to: 20, warhead: 5 },
    ]);
    const dflt = (name: string) => ruleConstants.find((c) => c.name === name)?.default;
    expect(dflt('plasmaFRangeBracket')).toBe(5);
    expect([1, 2, 3, 4].map((i) => dflt(`plasmaFWarhead${i}`))).toEqual([20, 15, 10, 5]);
    expect(plasmaTable(() => undefined).rows).toEqual(PLASMA_F_RANGE_TABLE);
  });
});
