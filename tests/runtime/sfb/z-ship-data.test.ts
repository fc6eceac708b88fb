// Z-ship rules that are mostly ship data the runtime exposes or small state changes:
// Z-SHTL-1 shuttles, Z-CPU-1 CPU, Z-MISC modifiers, Z-PWR-1 power, Z-PLZ-3 pseudo plasmas / ECCM.
import { describe, expect, it } from 'vitest';
import { game } from './harness';
import { highGuardCZ, sys, vudarDW } from './fixtures';

function czWithShuttles() {
  const s = highGuardCZ();
  s.systems.push(sys('zAdminShuttle', 'ADM1'), sys('zSuicideShuttle', 'SS1'));
  return s;
}

describe('Z-SHTL-1 shuttles', () => {
  it('Z-SHTL-1 a Z-admin shuttle\'s Phaser-Z fires only at half strength, once per turn', () => {
    const { do: d } = game({ cz: czWithShuttles() });
    d({ type: 'turn' });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'ADM1', mode: 'full', damage: 7 })).toMatchObject({ ok: false, rule: 'Z-SHTL-1' });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'ADM1', damage: 7 })).toEqual({ ok: true, mode: 'half', damage: 3, tableDamage: 7 });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'ADM1', damage: 7 })).toMatchObject({ ok: false, rule: 'Z-PHZ-2' });
  });
  it('Z-SHTL-1 a Z-suicide shuttle takes 1-4 warp energy per turn for three turns; warhead 2 x energy, at most 24', () => {
    const { do: d, ship } = game({ cz: czWithShuttles() });
    d({ type: 'turn' });
    expect(d({ type: 'arm', ship: 'cz', weapon: 'SS1', energy: 5 })).toMatchObject({ ok: false, rule: 'Z-SHTL-1' });
    expect(d({ type: 'arm', ship: 'cz', weapon: 'SS1', energy: 4 })).toMatchObject({ ok: true, turnsArmed: 1, ready: false, warhead: 8 });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'SS1' })).toMatchObject({ ok: false, rule: 'Z-SHTL-1' });
    d({ type: 'turn' });
    d({ type: 'arm', ship: 'cz', weapon: 'SS1', energy: 4 });
    d({ type: 'turn' });
    expect(d({ type: 'arm', ship: 'cz', weapon: 'SS1', energy: 4 })).toMatchObject({ ok: true, turnsArmed: 3, ready: true, warhead: 24 });
    expect(ship('cz').weapons.SS1).toMatchObject({ energy: 12, turnsArmed: 3 });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'SS1' })).toMatchObject({ ok: true, damage: 24, energy: 12, speed: 8 });
  });
  it('Z-SHTL-1 2 + 3 + 1 → 12; the warhead never above 24', () => {
    const { do: d } = game({ cz: czWithShuttles() });
    for (const e of [2, 3, 1]) {
      d({ type: 'turn' });
      d({ type: 'arm', ship: 'cz', weapon: 'SS1', energy: e });
    }
    expect(d({ type: 'fire', ship: 'cz', weapon: 'SS1' })).toMatchObject({ ok: true, damage: 12 });
  });
});

describe('Z-CPU-1 CPU', () => {
  it('Z-CPU-1 the AI benefits hold while any CPU box works; all destroyed, they are lost', () => {
    const { do: d, ship } = game({ cz: highGuardCZ() });
    expect(ship('cz').cpu).toMatchObject({ active: true });
    expect(d({ type: 'damageSystem', ship: 'cz', system: 'CPU', boxes: 1 })).toMatchObject({ ok: true, damage: 1, destroyed: false, cpuActive: true });
    expect(d({ type: 'damageSystem', ship: 'cz', system: 'CPU', boxes: 1 })).toMatchObject({ ok: true, damage: 2, destroyed: true, cpuActive: false });
    expect(ship('cz').cpu.active).toBe(false);
    expect(d({ type: 'repairSystem', ship: 'cz', system: 'CPU' })).toMatchObject({ ok: true, destroyed: false, cpuActive: true });
    expect(ship('cz').cpu.active).toBe(true);
  });
});

describe('Z-MISC / Z-PWR-1 ship data in the state', () => {
  it('Z-MISC a Z-ship exposes its modifiers (tactical maneuvers 8, HET 3/4, post-deceleration 8, ...)', () => {
    const { ship } = game({ cz: highGuardCZ(), dw: vudarDW() });
    expect(ship('cz').modifiers).toMatchObject({
      tacticalManeuvers: 8,
      hetBonus: [3, 4],
      postDecelerationImpulses: 8,
      speedChangeImpulses: 4,
      fireControlActivation: 2,
      tBombs: 4,
      warpFieldMines: 4,
      aegis: 'full',
    });
    expect(ship('dw').modifiers).toBeUndefined();
  });
  it('Z-MISC without compiled values a Z-ship gets the catalog defaults under its own', () => {
    const cz = highGuardCZ();
    delete cz.derived.zship;
    cz.tacticalManeuvers = 6;
    const { ship } = game({ cz });
    expect(ship('cz').modifiers).toMatchObject({ tacticalManeuvers: 6, hetBonus: [3, 4], aegis: 'full' });
  });
  it('Z-PWR-1 the compiled power totals are in the state (CZ: 30 skip-warp + 4 x 3 AZR = 42 warp, 4 x 2 = 8 impulse, 2 other)', () => {
    const { ship } = game({ cz: highGuardCZ() });
    expect(ship('cz').power).toEqual({ warp: 42, impulse: 8, other: 2, total: 52 });
  });
  it('Z-PLZ-3 a Plasma-ZF carries 4 ECCM and 3 pseudo plasmas (compiled parameters)', () => {
    const pl = highGuardCZ().systems.find((s) => s.id === 'PL1')!;
    expect([pl.eccm, pl.pseudoPlasmas, pl.arming]).toEqual([4, 3, [1, 1, 3]]);
  });
});
