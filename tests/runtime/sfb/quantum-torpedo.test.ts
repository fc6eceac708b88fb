// Unit tests of the quantum torpedo state machine (docs/rules.md, Star Fleet Battles Z-QT-1..4) and plasma arming.
import { describe, expect, it } from 'vitest';
import type { CompiledSystem } from '../../../compiler/types';
import { RuleRefusal } from '../../../runtime/sfb/common';
import { initCentral, centralConfig } from '../../../runtime/sfb/central-capacitor';
import {
  armTube,
  fireTube,
  holdTube,
  penetratingFactor,
  torpedoDamage,
  tubeTurnStart,
  QUANTUM_TUBE,
  type EnergySource,
  type TubeRules,
} from '../../../runtime/sfb/quantum-torpedo';
import { plasmaTube } from '../../../runtime/sfb/kinds/plasma';
import { emptyWeapon, type WeaponState } from '../../../runtime/sfb/weapons';
import { checkCentral, drawCentral } from '../../../runtime/sfb/central-capacitor';
import { highGuardCZ, highGuardCZVariant } from './fixtures';

const T = (turn: number, impulse = 0) => ({ turn, impulse });

function tube(id = 'Q1', ship = highGuardCZ()): { sys: CompiledSystem; ws: WeaponState } {
  const sys = ship.systems.find((s) => s.id === id)!;
  return { sys, ws: emptyWeapon(sys.base) };
}

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

/** How the system's kind module says its tube plays (kinds/quantum-torpedo.ts, kinds/plasma.ts). */
const rulesOf = (sys: CompiledSystem): TubeRules => (sys.base.startsWith('plasma') ? plasmaTube(sys) : QUANTUM_TUBE);

/** Turn start then arm, as the game does. */
function armAt(ws: WeaponState, sys: CompiledSystem, turn: number, energy: number, mode?: string) {
  tubeTurnStart(ws, sys, turn, rulesOf(sys));
  return armTube(ws, sys, T(turn), { energy, mode }, undefined, rulesOf(sys));
}

describe('Z-QT-1 standard', () => {
  it('Z-QT-1 1 + 1 over two consecutive turns; fires in the turn arming completes for 8', () => {
    const { sys, ws } = tube();
    expect(armAt(ws, sys, 1, 1, 'standard')).toEqual({ armedEnergy: 1, turnsArmed: 1, ready: false, mode: 'standard' });
    refused(() => fireTube(ws, sys, T(1, 10)), 'Z-QT-1');
    expect(armAt(ws, sys, 2, 1, 'standard')).toEqual({ armedEnergy: 2, turnsArmed: 2, ready: true, mode: 'standard', damage: 8 });
    expect(fireTube(ws, sys, T(2, 16))).toEqual({ damage: 8, penetrating: 1, mode: 'standard', energy: 2 });
    expect(ws).toMatchObject({ mode: null, energy: 0, turnsArmed: 0, ready: false });
  });
  it('Z-QT-1 standard arming takes exactly 1 per turn, once per turn', () => {
    const { sys, ws } = tube();
    refused(() => armAt(ws, sys, 1, 1.5, 'standard'), 'Z-QT-1');
    armTube(ws, sys, T(1), { energy: 1 });
    refused(() => armTube(ws, sys, T(1, 3), { energy: 1 }), 'Z-QT-1');
  });
  it('Z-QT-1 a turn without arming energy discharges a tube in arming', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 1, 1);
    expect(tubeTurnStart(ws, sys, 2)).toBeUndefined();
    expect(tubeTurnStart(ws, sys, 3)).toMatchObject({ lost: 1, rule: 'Z-QT-1' });
    expect(ws.turnsArmed).toBe(0);
  });
  it('Z-QT-1 held at 1 per turn; a loaded torpedo not held is refused and then lost', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 1, 1);
    armAt(ws, sys, 2, 1);
    tubeTurnStart(ws, sys, 3);
    expect(ws).toMatchObject({ ready: false, held: false, turnsArmed: 2 });
    refused(() => fireTube(ws, sys, T(3, 4)), 'Z-QT-1');
    expect(holdTube(ws, sys, T(3, 4))).toEqual({ cost: 1, ready: true });
    refused(() => holdTube(ws, sys, T(3, 5)), 'Z-QT-1');
    tubeTurnStart(ws, sys, 4);
    expect(holdTube(ws, sys, T(4))).toEqual({ cost: 1, ready: true });
    tubeTurnStart(ws, sys, 5); // not held in turn 5...
    expect(tubeTurnStart(ws, sys, 6)).toMatchObject({ lost: 2, rule: 'Z-QT-1', reason: 'not held' });
    refused(() => fireTube(ws, sys, T(6, 1)), 'Z-QT-1');
  });
  it('Z-QT-1 holding in the turn arming completes, or holding an empty tube, is refused', () => {
    const { sys, ws } = tube();
    refused(() => holdTube(ws, sys, T(1)), 'Z-QT-1');
    armAt(ws, sys, 1, 1);
    refused(() => holdTube(ws, sys, T(1)), 'Z-QT-1');
    armAt(ws, sys, 2, 1);
    refused(() => holdTube(ws, sys, T(2)), 'Z-QT-1');
  });
  it('Z-QT-1 a loaded tube takes no more arming; a tube that fired starts again next turn', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 1, 1);
    armAt(ws, sys, 2, 1);
    refused(() => armAt(ws, sys, 3, 1), 'Z-QT-1');
    holdTube(ws, sys, T(3));
    fireTube(ws, sys, T(3, 8));
    refused(() => armTube(ws, sys, T(3, 9), { energy: 1 }), 'Z-QT-1');
    expect(armAt(ws, sys, 4, 1).turnsArmed).toBe(1);
  });
});

describe('Z-QT-2 overload', () => {
  it('Z-QT-2 2 + 2 → 20; 1 + 1.5 → 12 (floor of 12.5)', () => {
    const a = tube();
    armAt(a.ws, a.sys, 1, 2, 'overload');
    expect(armAt(a.ws, a.sys, 2, 2, 'overload')).toMatchObject({ armedEnergy: 4, ready: true, damage: 20 });
    expect(fireTube(a.ws, a.sys, T(2, 3))).toEqual({ damage: 20, penetrating: 4, mode: 'overload', energy: 4 });
    const b = tube();
    armAt(b.ws, b.sys, 1, 1, 'overload');
    expect(armAt(b.ws, b.sys, 2, 1.5, 'overload')).toMatchObject({ armedEnergy: 2.5, damage: 12 });
    expect(fireTube(b.ws, b.sys, T(2, 3)).damage).toBe(12);
  });
  it('Z-QT-2 a standard first turn may become an overload on the second', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 1, 1, 'standard');
    expect(armAt(ws, sys, 2, 2, 'overload')).toMatchObject({ armedEnergy: 3, damage: 15 });
  });
  it('Z-QT-2 at most 2 per turn, at least the standard amount, more than the standard total', () => {
    const { sys, ws } = tube();
    refused(() => armAt(ws, sys, 1, 2.5, 'overload'), 'Z-QT-2');
    refused(() => armAt(ws, sys, 1, 0.5, 'overload'), 'Z-QT-2');
    armAt(ws, sys, 1, 1, 'overload');
    expect(refused(() => armAt(ws, sys, 2, 1, 'overload'), 'Z-QT-2')).toMatch(/more than the standard total of 2/);
    // An overload's first turn cannot be completed as a standard torpedo.
    const b = tube();
    armAt(b.ws, b.sys, 1, 1.5, 'overload');
    refused(() => armAt(b.ws, b.sys, 2, 1, 'standard'), 'Z-QT-1');
  });
  it('Z-QT-2 holding an overload costs 2 per turn', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 1, 2, 'overload');
    armAt(ws, sys, 2, 2, 'overload');
    tubeTurnStart(ws, sys, 3);
    expect(holdTube(ws, sys, T(3))).toEqual({ cost: 2, ready: true });
    expect(fireTube(ws, sys, T(3, 30)).damage).toBe(20);
  });
  it('Z-QT-2 a user type with overloadDamagePerEnergy 6 (HeavyQuantumTorpedo) deals 6 per energy', () => {
    const { sys, ws } = tube('Q4', highGuardCZVariant());
    expect(sys.type).toBe('HeavyQuantumTorpedo');
    armAt(ws, sys, 1, 2, 'overload');
    armAt(ws, sys, 2, 2, 'overload');
    expect(fireTube(ws, sys, T(2, 1))).toMatchObject({ damage: 24, penetrating: 4 });
  });
});

describe('Z-QT-3 double overload', () => {
  it('Z-QT-3 2 + 2 + 2 → 24 over three turns', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 1, 2, 'doubleOverload');
    expect(armAt(ws, sys, 2, 2, 'doubleOverload')).toMatchObject({ turnsArmed: 2, ready: false });
    expect(armAt(ws, sys, 3, 2, 'doubleOverload')).toMatchObject({ armedEnergy: 6, turnsArmed: 3, ready: true, damage: 24 });
    expect(fireTube(ws, sys, T(3, 2))).toEqual({ damage: 24, penetrating: 4, mode: 'doubleOverload', energy: 6 });
  });
  it('Z-QT-3 fractional energy above the overload level: 2 + 2 + 0.5 → 18; not more than the overload maximum is refused', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 1, 2, 'doubleOverload');
    armAt(ws, sys, 2, 1.5, 'doubleOverload');
    refused(() => armAt(ws, sys, 3, 0.5, 'doubleOverload'), 'Z-QT-3');
    const b = tube();
    armAt(b.ws, b.sys, 1, 2, 'doubleOverload');
    armAt(b.ws, b.sys, 2, 2, 'doubleOverload');
    refused(() => armTube(b.ws, b.sys, T(3), { energy: 2.5, mode: 'doubleOverload' }), 'Z-QT-3');
    expect(armTube(b.ws, b.sys, T(3), { energy: 0.5, mode: 'doubleOverload' }).damage).toBe(18);
  });
  it('Z-QT-3 cannot be held: unfired by the end of its third turn it is lost', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 1, 2, 'doubleOverload');
    armAt(ws, sys, 2, 2, 'doubleOverload');
    armAt(ws, sys, 3, 2, 'doubleOverload');
    refused(() => holdTube(ws, sys, T(3, 10)), 'Z-QT-3');
    expect(tubeTurnStart(ws, sys, 4)).toMatchObject({ lost: 6, rule: 'Z-QT-3' });
    refused(() => fireTube(ws, sys, T(4, 1)), 'Z-QT-1');
  });
  it('Z-QT-3 fired in turn 5, the tube takes no energy in turn 6 and may arm again in turn 7', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 3, 2, 'doubleOverload');
    armAt(ws, sys, 4, 2, 'doubleOverload');
    armAt(ws, sys, 5, 2, 'doubleOverload');
    fireTube(ws, sys, T(5, 20));
    expect(ws.cooldown).toBe(1);
    tubeTurnStart(ws, sys, 6);
    expect(ws.cooldown).toBe(1);
    refused(() => armTube(ws, sys, T(6), { energy: 1 }), 'Z-QT-3');
    tubeTurnStart(ws, sys, 7);
    expect(ws.cooldown).toBe(0);
    expect(armTube(ws, sys, T(7), { energy: 1 }).turnsArmed).toBe(1);
  });
  it('Z-QT-3 an overload completed last turn may take a third turn as a double overload', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 1, 2, 'overload');
    armAt(ws, sys, 2, 2, 'overload');
    expect(armAt(ws, sys, 3, 1, 'doubleOverload')).toMatchObject({ armedEnergy: 5, ready: true, damage: 20 });
  });
  it('Z-QT-3 a standard or overload shot needs no cool down', () => {
    const { sys, ws } = tube();
    armAt(ws, sys, 1, 1);
    armAt(ws, sys, 2, 1);
    fireTube(ws, sys, T(2, 5));
    expect(ws.cooldown).toBe(0);
    expect(armAt(ws, sys, 3, 1).turnsArmed).toBe(1);
  });
});

describe('Z-QT-4 penetrating factor', () => {
  it('Z-QT-4 1 point per 5 points of damage, rounded down: 24 → 4, 8 → 1, 12 → 2, 4 → 0', () => {
    const { sys } = tube();
    expect([24, 8, 12, 4, 20].map((d) => penetratingFactor(sys, d))).toEqual([4, 1, 2, 0, 4]);
    expect(torpedoDamage(sys, 'doubleOverload', [2, 2, 2])).toBe(24);
  });
  it('Z-PLZ-4 a Plasma-ZF has a penetrating factor, a plasma-F none', () => {
    const { sys } = tube('PL1');
    expect(penetratingFactor(sys, 20, plasmaTube(sys))).toBe(4);
    const f = { ...sys, base: 'plasmaF', type: 'plasmaF' };
    expect(penetratingFactor(f, 20, plasmaTube(f))).toBe(0);
  });
});

describe('Z-CC-1 arming from the central capacitor', () => {
  it('Z-CC-1 arming draws from the central capacitor when the action says so; a shortfall refuses and changes nothing', () => {
    const ship = highGuardCZ();
    const cfg = centralConfig(ship)!;
    const cc = initCentral(cfg, 0);
    cc.stored = 1.5;
    const src: EnergySource = {
      name: 'capacitor',
      check: (a, w, r) => checkCentral(cc, a, w, r),
      draw: (a, w, r) => void drawCentral(cc, a, w, r),
    };
    const { sys, ws } = tube('Q1', ship);
    refused(() => armTube(ws, sys, T(1), { energy: 2, mode: 'overload' }, src), 'Z-QT-2');
    expect(ws.turnsArmed).toBe(0);
    expect(cc.stored).toBe(1.5);
    expect(armTube(ws, sys, T(1), { energy: 1 }, src)).toMatchObject({ from: 'capacitor', turnsArmed: 1 });
    expect(cc.stored).toBe(0.5);
  });
});

describe('Z-PLZ-3 plasma arming', () => {
  it('Z-PLZ-3 a Plasma-ZF arms 1+1+3 over three turns like a plasma-F, then launches its warhead', () => {
    const { sys, ws } = tube('PL1');
    armAt(ws, sys, 1, 1);
    armAt(ws, sys, 2, 1);
    refused(() => armAt(ws, sys, 3, 2), 'Z-PLZ-3');
    expect(armTube(ws, sys, T(3), { energy: 3 }, undefined, plasmaTube(sys))).toMatchObject({ ready: true, turnsArmed: 3, damage: 20 });
    expect(fireTube(ws, sys, T(3, 4), plasmaTube(sys))).toEqual({ damage: 20, penetrating: 4, mode: 'standard', energy: 5 });
  });
  it('Z-PLZ-3 plasmas arm only at standard', () => {
    const { sys, ws } = tube('PL2');
    refused(() => armAt(ws, sys, 1, 2, 'overload'), 'Z-PLZ-3');
  });
});
