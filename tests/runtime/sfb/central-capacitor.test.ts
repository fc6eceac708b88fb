// Unit tests of the High Guard central capacitor (docs/rules.md, Star Fleet Battles Z-CC-1..4).
import { describe, expect, it } from 'vitest';
import { RuleRefusal } from '../../../runtime/sfb/common';
import {
  centralConfig,
  centralTurnStart,
  centralWeaponDestroyed,
  centralWeaponRepaired,
  drawCentral,
  initCentral,
} from '../../../runtime/sfb/central-capacitor';
import { highGuardCZ, highGuardCZVariant } from './fixtures';

const cz = () => centralConfig(highGuardCZ())!;

describe('Z-CC-1 maximum', () => {
  it('Z-CC-1 8 Phaser-Z, 4 quantum torpedoes, 2 Plasma-ZF (1+1+3) → 8 + 8 + 10 = 26; the defense field adds nothing', () => {
    const cfg = cz();
    const by = (k: string) => cfg.shares.filter((s) => s.kind === k).reduce((a, s) => a + s.share, 0);
    expect([by('phaserZ'), by('quantumTorpedo'), by('plasmaZF')]).toEqual([8, 8, 10]);
    expect(cfg.shares.some((s) => s.kind === 'defenseField')).toBe(false);
    expect(cfg.offset).toBe(0);
    expect(initCentral(cfg).max).toBe(26);
  });
  it('Z-CC-1 shares come from the compiled parameters (a user type with another arming counts its own)', () => {
    const ship = highGuardCZVariant();
    ship.systems.find((s) => s.id === 'Q4')!.arming = [2, 2];
    ship.derived.centralCapacitor = { max: 28 };
    const cfg = centralConfig(ship)!;
    expect(cfg.shares.find((s) => s.id === 'Q4')!.share).toBe(4);
    expect(initCentral(cfg).max).toBe(28);
  });
  it('Z-CC-1 drawing more than it holds is refused', () => {
    const st = initCentral(cz(), 0);
    expect(() => drawCentral(st, 1, 'a test')).toThrow(RuleRefusal);
    expect(st.stored).toBe(0);
  });
});

describe('Z-CC-2 destruction', () => {
  it('Z-CC-2 a destroyed weapon lowers the maximum by its share; energy above the new maximum is lost', () => {
    const cfg = cz();
    const st = initCentral(cfg, 3);
    expect(centralWeaponDestroyed(st, cfg, 'PL1')).toEqual({ max: 21, stored: 21, maxLost: 5, energyLost: 5 });
    expect(centralWeaponDestroyed(st, cfg, 'Q1')).toEqual({ max: 19, stored: 19, maxLost: 2, energyLost: 2 });
    expect(centralWeaponDestroyed(st, cfg, 'P1')).toEqual({ max: 18, stored: 18, maxLost: 1, energyLost: 1 });
    expect(st.ledger).toEqual({ initial: 26, gained: 0, drawn: 0, lost: 8 });
  });
  it('Z-CC-2 with room below the maximum nothing is lost', () => {
    const cfg = cz();
    const st = initCentral(cfg, 2); // 13
    expect(centralWeaponDestroyed(st, cfg, 'PL2')).toEqual({ max: 21, stored: 13, maxLost: 5, energyLost: 0 });
    expect(centralWeaponRepaired(st, cfg, "PL2")).toEqual({ max: 26, stored: 13, maxRestored: 5 });
  });
});

describe('Z-CC-3 gain', () => {
  it('Z-CC-3 gains 4 at the start of every turn, never above the maximum', () => {
    const cfg = cz();
    const st = initCentral(cfg, 0);
    const seen = [];
    for (let t = 1; t <= 8; t++) {
      centralTurnStart(st, cfg);
      seen.push(st.stored);
    }
    expect(seen).toEqual([4, 8, 12, 16, 20, 24, 26, 26]);
  });
});

describe('Z-CC-4 weapons status', () => {
  it('Z-CC-4 WS-0 empty, WS-I every Phaser-Z once, WS-II half (round down), WS-III full; turn 1 then adds 4', () => {
    const cfg = cz();
    const before = [0, 1, 2, 3].map((ws) => initCentral(cfg, ws).stored);
    expect(before).toEqual([0, 8, 13, 26]);
    const afterTurn1 = [0, 1, 2, 3].map((ws) => {
      const st = initCentral(cfg, ws);
      centralTurnStart(st, cfg);
      return st.stored;
    });
    expect(afterTurn1).toEqual([4, 12, 17, 26]);
  });
  it('Z-CC-4 WS-II rounds half of an odd maximum down', () => {
    const ship = highGuardCZ();
    ship.systems = ship.systems.filter((s) => s.id !== 'P8');
    ship.derived.centralCapacitor = { max: 25 };
    expect(initCentral(centralConfig(ship)!, 2).stored).toBe(12);
  });
  it('Z-CC-4 any other status is refused', () => {
    expect(() => initCentral(cz(), 4)).toThrow(/weaponsStatus/);
  });
});
