// Unit tests of the other Z-ship systems: Phaser-Z (Z-PHZ-1, 2), Plasma-ZF (Z-PLZ-1, 2), the
// defense field (Z-DF-1), quantum batteries (Z-BTY-1), the seventh shield (Z-S7-1, Z-QT-4) and EW
// (Z-EW-1).
import { describe, expect, it } from 'vitest';
import { RuleRefusal } from '../../../runtime/sfb/common';
import { centralConfig, initCentral } from '../../../runtime/sfb/central-capacitor';
import { firePhaserZ, phaserZTurnStart } from '../../../runtime/sfb/phaser-z';
import { plasmaStrike, plasmaSpeed, reduceWarhead, reductionRatio } from '../../../runtime/sfb/plasma';
import { activateDefenseField, initDefenseField } from '../../../runtime/sfb/defense-field';
import { batteriesTurnStart, batteryDestroyed, drawBatteries, initBatteries } from '../../../runtime/sfb/batteries';
import { initSeventhShield, loseBoxes, penetrate, seventhShieldTurnStart } from '../../../runtime/sfb/seventh-shield';
import { initEw, setEw } from '../../../runtime/sfb/ew';
import { emptyWeapon } from '../../../runtime/sfb/weapons';
import { highGuardCZ, highGuardCZVariant, vudarDW } from './fixtures';

const T = (turn: number, impulse = 0) => ({ turn, impulse });

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

function czCentral(ws = 3) {
  const ship = highGuardCZVariant();
  return { ship, cc: initCentral(centralConfig(ship)!, ws) };
}

describe('Z-PHZ-1 / Z-PHZ-2 Phaser-Z', () => {
  it('Z-PHZ-1 full strength costs 1 from the central capacitor; damage is the table result given', () => {
    const { ship, cc } = czCentral();
    const p1 = ship.systems.find((s) => s.id === 'P1')!;
    const ws = emptyWeapon('phaserZ');
    const r = firePhaserZ(ws, p1, cc, T(1, 5), { damage: 7 }, () => 1);
    expect(r).toEqual({ mode: 'full', energy: 1, damage: 7, tableDamage: 7, stored: 25 });
  });
  it('Z-PHZ-1 without a given result the damage comes from the ship\'s table and a d6 (no roll to hit)', () => {
    const { ship, cc } = czCentral();
    const p2 = ship.systems.find((s) => s.id === 'P2')!;
    const r = firePhaserZ(emptyWeapon('phaserZ'), p2, cc, T(1, 5), { band: 1 }, () => 3);
    expect(r).toMatchObject({ damage: 5, roll: 3, energy: 1 });
    const plain = highGuardCZ().systems.find((s) => s.id === 'P3')!;
    refused(() => firePhaserZ(emptyWeapon('phaserZ'), plain, cc, T(1, 5), {}, () => 3), 'Z-PHZ-1');
  });
  it('Z-PHZ-2 half strength costs 1/2 and does half the damage, rounded down', () => {
    const { ship, cc } = czCentral();
    const p1 = ship.systems.find((s) => s.id === 'P1')!;
    const r = firePhaserZ(emptyWeapon('phaserZ'), p1, cc, T(1, 5), { mode: 'half', damage: 7 }, () => 1);
    expect(r).toMatchObject({ mode: 'half', energy: 0.5, damage: 3, tableDamage: 7, stored: 25.5 });
  });
  it('Z-PHZ-2 once per turn, at full or half strength (not rapid pulse)', () => {
    const { ship, cc } = czCentral();
    const p1 = ship.systems.find((s) => s.id === 'P1')!;
    const ws = emptyWeapon('phaserZ');
    firePhaserZ(ws, p1, cc, T(1, 5), { mode: 'half', damage: 6 }, () => 1);
    refused(() => firePhaserZ(ws, p1, cc, T(1, 9), { mode: 'half', damage: 6 }, () => 1), 'Z-PHZ-2');
    refused(() => firePhaserZ(ws, p1, cc, T(1, 9), { damage: 6 }, () => 1), 'Z-PHZ-2');
    phaserZTurnStart(ws);
    expect(firePhaserZ(ws, p1, cc, T(2, 1), { damage: 6 }, () => 1).damage).toBe(6);
  });
  it('Z-PHZ-1 Z-CC-1 an empty central capacitor cannot fire a Phaser-Z', () => {
    const { ship, cc } = czCentral(0);
    const p1 = ship.systems.find((s) => s.id === 'P1')!;
    const ws = emptyWeapon('phaserZ');
    refused(() => firePhaserZ(ws, p1, cc, T(1, 5), { damage: 6 }, () => 1), 'Z-PHZ-1');
    cc.stored = 0.5;
    refused(() => firePhaserZ(ws, p1, cc, T(1, 5), { damage: 6 }, () => 1), 'Z-PHZ-1');
    expect(firePhaserZ(ws, p1, cc, T(1, 5), { mode: 'half', damage: 6 }, () => 1)).toMatchObject({ damage: 3, stored: 0 });
  });
});

describe('Z-PLZ-1 / Z-PLZ-2 Plasma-ZF', () => {
  it('Z-PLZ-2 phaser damage reduces a Plasma-ZF warhead at 3:1: 9 → -3, 10 → -3', () => {
    expect(reduceWarhead(20, 9, reductionRatio('ZF'))).toEqual({ warhead: 17, reduction: 3, ratio: 3 });
    expect(reduceWarhead(20, 10, reductionRatio('ZF'))).toEqual({ warhead: 17, reduction: 3, ratio: 3 });
  });
  it('Z-PLZ-2 a plasma-F at 2:1: 9 → -4, 10 → -5; never below 0', () => {
    expect(reduceWarhead(20, 9, reductionRatio('F')).warhead).toBe(16);
    expect(reduceWarhead(20, 10, reductionRatio('F')).warhead).toBe(15);
    expect(reduceWarhead(3, 30, reductionRatio('F')).warhead).toBe(0);
  });
  it('Z-PLZ-2 the ratio of a ship\'s launcher comes from its compiled reductionRatio', () => {
    const pl = highGuardCZ().systems.find((s) => s.id === 'PL1')!;
    expect(reductionRatio(pl)).toBe(3);
    expect(reductionRatio({ ...pl, reductionRatio: 4 })).toBe(4);
  });
  it('Z-PLZ-1 a Plasma-ZF moves 2 hexes per impulse; a target 1 hex away is struck on the next movement impulse', () => {
    expect(plasmaSpeed('ZF')).toBe(2);
    expect(plasmaSpeed('F')).toBe(1);
    expect(plasmaStrike(1, 2)).toEqual({ impulses: 1, steps: [1], hexesMoved: 1 });
    expect(plasmaStrike(5, 2)).toEqual({ impulses: 3, steps: [2, 2, 1], hexesMoved: 5 });
    expect(plasmaStrike(6, 2)).toEqual({ impulses: 3, steps: [2, 2, 2], hexesMoved: 6 });
    expect(plasmaStrike(5, 1)).toEqual({ impulses: 5, steps: [1, 1, 1, 1, 1], hexesMoved: 5 });
  });
});

describe('Z-DF-1 defense field', () => {
  const df = () => highGuardCZ().systems.find((s) => s.base === 'defenseField')!;
  const worked = [
    { id: 'F1', kind: 'fighter', range: 0 },
    { id: 'F2', kind: 'fighter', range: 0 },
    { id: 'D1', kind: 'drone', range: 1 },
    { id: 'D2', kind: 'drone', range: 1 },
    { id: 'PA', kind: 'plasma', range: 2 },
    { id: 'PB', kind: 'plasma', range: 2 },
    { id: 'PC', kind: 'plasma', range: 2 },
  ];
  it('Z-DF-1 8 energy: two fighters at 0 take 16, two drones at 1 take 16, three plasmas at 2 take 8', () => {
    const { cc } = czCentral();
    const r = activateDefenseField(initDefenseField(), df(), cc, T(1, 4), { energy: 8, targets: worked });
    expect(r.hits).toEqual([
      { id: 'F1', damage: 16 },
      { id: 'F2', damage: 16 },
      { id: 'D1', damage: 16 },
      { id: 'D2', damage: 16 },
      { id: 'PA', damage: 8 },
      { id: 'PB', damage: 8 },
      { id: 'PC', damage: 8 },
    ]);
    expect(r).toMatchObject({ energy: 8, stored: 18 });
  });
  it('Z-DF-1 the seed examples: a drone at 2 with 4 energy takes 4; a plasma at 1 with 6 energy takes 12', () => {
    const { cc } = czCentral();
    const st = initDefenseField();
    expect(activateDefenseField(st, df(), cc, T(1, 1), { energy: 4, targets: [{ id: 'd', kind: 'drone', range: 2 }] }).hits).toEqual([{ id: 'd', damage: 4 }]);
    expect(activateDefenseField(st, df(), cc, T(1, 2), { energy: 6, targets: [{ id: 'p', kind: 'plasma', range: 1 }] }).hits).toEqual([{ id: 'p', damage: 12 }]);
  });
  it('Z-DF-1 nothing but shuttles, fighters, drones and plasmas, and nothing beyond 2 hexes', () => {
    const { cc } = czCentral();
    const r = activateDefenseField(initDefenseField(), df(), cc, T(1, 1), {
      energy: 3,
      targets: [
        { id: 'ship', kind: 'ship', range: 0 },
        { id: 'mine', kind: 'mine', range: 1 },
        { id: 's', kind: 'shuttle', range: 1 },
        { id: 'far', kind: 'drone', range: 3 },
      ],
    });
    expect(r.hits).toEqual([
      { id: 'ship', damage: 0 },
      { id: 'mine', damage: 0 },
      { id: 's', damage: 6 },
      { id: 'far', damage: 0 },
    ]);
  });
  it('Z-DF-1 at most once per impulse, any number of impulses per turn while energy lasts', () => {
    const { cc } = czCentral(0);
    cc.stored = 5;
    const st = initDefenseField();
    const t = [{ id: 'd', kind: 'drone', range: 1 }];
    activateDefenseField(st, df(), cc, T(1, 3), { energy: 2, targets: t });
    refused(() => activateDefenseField(st, df(), cc, T(1, 3), { energy: 1, targets: t }), 'Z-DF-1');
    activateDefenseField(st, df(), cc, T(1, 4), { energy: 2, targets: t });
    refused(() => activateDefenseField(st, df(), cc, T(1, 5), { energy: 2, targets: t }), 'Z-DF-1');
    expect(activateDefenseField(st, df(), cc, T(1, 5), { energy: 1, targets: t }).stored).toBe(0);
    expect(st.activations).toBe(3);
  });
  it('Z-DF-1 draws only from the central capacitor', () => {
    const { cc } = czCentral();
    const t = [{ id: 'd', kind: 'drone', range: 1 }];
    refused(() => activateDefenseField(initDefenseField(), df(), cc, T(1, 3), { energy: 2, targets: t, from: 'batteries' }), 'Z-DF-1');
    refused(() => activateDefenseField(initDefenseField(), df(), undefined, T(1, 3), { energy: 2, targets: t }), 'Z-DF-1');
    expect(cc.stored).toBe(26);
  });
});

describe('Z-BTY-1 quantum batteries', () => {
  it('Z-BTY-1 start full (4 x 4); each gains 1 per turn, never above 4', () => {
    const bt = initBatteries(highGuardCZ())!;
    expect(bt).toMatchObject({ capacity: 16, stored: 16 });
    expect(batteriesTurnStart(bt)).toBe(0);
    expect(drawBatteries(bt, 6)).toBe(6);
    expect(Object.values(bt.units).map((u) => u.stored)).toEqual([0, 2, 4, 4]);
    expect(batteriesTurnStart(bt)).toBe(2);
    expect(bt.stored).toBe(12);
    batteriesTurnStart(bt);
    batteriesTurnStart(bt);
    expect(batteriesTurnStart(bt)).toBe(1);
    expect(bt.stored).toBe(16);
    expect(batteriesTurnStart(bt)).toBe(0);
  });
  it('Z-BTY-1 a battery gives no more than it holds; a destroyed one loses its charge', () => {
    const bt = initBatteries(highGuardCZ())!;
    refused(() => drawBatteries(bt, 5, 'QB1'), 'Z-BTY-1');
    expect(batteryDestroyed(bt, 'QB2')).toBe(4);
    expect(bt).toMatchObject({ capacity: 12, stored: 12 });
    refused(() => drawBatteries(bt, 13), 'Z-BTY-1');
    expect(initBatteries(vudarDW())).toBeUndefined();
  });
});

describe('Z-S7-1 seventh shield', () => {
  it('Z-S7-1 Z-QT-4 only the seventh shield stops penetrating damage, one point per box', () => {
    const s7 = initSeventhShield('S7', 12);
    expect(penetrate(s7, 4, 1)).toEqual({ stopped: 4, internal: 0, intact: 8 });
    expect(penetrate(s7, 10, 1)).toEqual({ stopped: 8, internal: 2, intact: 0 });
    expect(penetrate(undefined, 4, 1)).toEqual({ stopped: 0, internal: 4, intact: 0 });
  });
  it('Z-S7-1 regains half (round down) of the boxes lost in the previous turn, never above its boxes', () => {
    const s7 = initSeventhShield('S7', 12);
    penetrate(s7, 7, 2);
    expect(seventhShieldTurnStart(s7, 3)).toBe(3);
    expect(s7.intact).toBe(8);
    // Nothing lost in turn 3: nothing regained at the start of turn 4.
    expect(seventhShieldTurnStart(s7, 4)).toBe(0);
    loseBoxes(s7, 1, 4);
    expect(seventhShieldTurnStart(s7, 5)).toBe(0);
    expect(s7.intact).toBe(7);
  });
  it('Z-S7-1 the regain never takes the shield above its box count', () => {
    const s7 = initSeventhShield('S7', 12);
    penetrate(s7, 4, 1);
    s7.intact = 11; // repaired meanwhile
    expect(seventhShieldTurnStart(s7, 2)).toBe(1);
    expect(s7.intact).toBe(12);
  });
});

describe('Z-EW-1 electronic warfare', () => {
  it('Z-EW-1 ECM + ECCM at most sensor + 4 (CZ: 10); 3 passive ECCM free', () => {
    const ew = initEw(highGuardCZ());
    expect(ew).toMatchObject({ limit: 10, passiveEccm: 3 });
    expect(setEw(ew, { ecm: 6, eccm: 4 })).toMatchObject({ ecm: 6, eccm: 4, totalEccm: 7 });
    refused(() => setEw(ew, { ecm: 6, eccm: 5 }), 'Z-EW-1');
    expect(ew).toMatchObject({ ecm: 6, eccm: 4 });
  });
  it('Z-EW-1 without derived values a Z-ship uses sensor + 4; a non-Z ship has no limit here', () => {
    const cz = highGuardCZ();
    delete cz.derived.ew;
    expect(initEw(cz)).toMatchObject({ limit: 10, passiveEccm: 3 });
    expect(initEw(vudarDW())).toMatchObject({ limit: null, passiveEccm: 0 });
  });
});
