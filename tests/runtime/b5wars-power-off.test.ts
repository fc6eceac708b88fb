// ST-PWR-1: any system may be switched off in the Ship Power segment and on again in a later one
// (seed 000, arc extensions); ST-CLK-2: weapons keep arming while the ship is cloaked, so a
// weapon's loading counts those turns.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../runtime/core/game';
import { compileOne } from '../helpers/compile';
import { excelsior, game, ok } from './fixtures';

const RAIDER = `ruleset b5wars
ship Raider {
  size: light
  power: 10
  thrust: 6
  cloakingDevice CL { boxes: 4  signature: 8 }
  photonLauncher T1 { arc: all  loading: 2 }
  photonLauncher T3 { arc: all  loading: 3 }
}
`;

function raider() {
  const r = compileOne(RAIDER);
  expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
  return createGame({ ships: { r: r.document.ships[0]! } });
}

describe('ST-PWR-1 any system switched off in the Ship Power segment', () => {
  it('ST-PWR-1 an unpowered weapon fires nothing until it is powered again in a later Ship Power segment', () => {
    const g = game();
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'T1', powered: false }))).toMatchObject({ system: 'T1', status: 'unpowered' });
    expect(g.state.ships.ent!.systems.T1).toMatchObject({ off: 'unpowered' });
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1' })).toMatchObject({ ok: false, rule: 'ST-PWR-1', error: expect.stringMatching(/T1 is unpowered; power it again/) });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'T1', powered: true }))).toMatchObject({ status: 'working' });
    expect(g.state.ships.ent!.systems.T1).not.toHaveProperty('off');
    ok(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1' }));
  });

  it('ST-PWR-1 the turns a weapon spends switched off count towards its loading: loading 2, fired in turn 1, off in turn 2, fires in turn 3', () => {
    const g = raider();
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'fire', ship: 'r', weapon: 'T1' }));
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'powerSystem', ship: 'r', system: 'T1', powered: false }));
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'powerSystem', ship: 'r', system: 'T1', powered: true }));
    ok(g.apply({ type: 'fire', ship: 'r', weapon: 'T1' }));
  });

  it('ST-PWR-1 an unpowered impulse thruster gives no free thrust (12 -> 6) and is not lost (ST-IMP-3 does not apply)', () => {
    const g = game();
    g.apply({ type: 'turn' });
    const r = ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'I1', powered: false }));
    expect(r.events).toEqual([{ ship: 'ent', freeThrust: 6, rule: 'ST-IMP-1' }]);
    ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'I2', powered: false }));
    expect(g.state.ships.ent).toMatchObject({ thrust: { free: 0 }, thrustMultiplier: 1, impulseDrivesLost: false });
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'I1', powered: true }));
    expect(g.state.ships.ent).toMatchObject({ thrust: { free: 6 } });
  });

  it('ST-PWR-1 refusals leave the state as it was: a nacelle (ST-WARP-4), a failure of a kind that cannot fail, twice off, outside the power segment', () => {
    const g = createGame({ ships: { ent: excelsior() } });
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'R', powered: false }));
    const before = JSON.stringify(g.state);
    expect(g.apply({ type: 'powerSystem', ship: 'ent', system: 'N1', powered: false })).toMatchObject({ ok: false, rule: 'ST-WARP-4', error: expect.stringMatching(/shutdownNacelle/) });
    expect(g.apply({ type: 'systemFailure', ship: 'ent', system: 'T1', failed: true })).toMatchObject({ ok: false, rule: 'ST-SH-7' });
    expect(g.apply({ type: 'powerSystem', ship: 'ent', system: 'R', powered: false })).toMatchObject({ ok: false, rule: 'ST-PWR-1', error: expect.stringMatching(/already unpowered/) });
    expect(JSON.stringify(g.state)).toBe(before);
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 1 }));
    expect(g.apply({ type: 'powerSystem', ship: 'ent', system: 'R', powered: true })).toMatchObject({ ok: false, error: expect.stringMatching(/power segment/) });
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1' }).ok).toBe(true);
  });
});

describe('ST-CLK-2 weapons keep arming while cloaked', () => {
  it('ST-CLK-2 a loading-2 launcher fired in turn 1, cloaked through turn 2, fires in turn 3: the cloaked turn counted', () => {
    const g = raider();
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'fire', ship: 'r', weapon: 'T1' }));
    ok(g.apply({ type: 'fire', ship: 'r', weapon: 'T3' }));
    ok(g.apply({ type: 'cloak', ship: 'r' }));
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'r', weapon: 'T1' })).toMatchObject({ ok: false, rule: 'ST-CLK-2' });
    ok(g.apply({ type: 'decloak', ship: 'r' }));
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'fire', ship: 'r', weapon: 'T1' }));
    // loading 3: turns 2 (cloaked) and 3 count; it fires from turn 4.
    expect(g.apply({ type: 'fire', ship: 'r', weapon: 'T3' })).toMatchObject({ ok: false, rule: 'B5-WEAPON', error: expect.stringMatching(/from turn 4/) });
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'fire', ship: 'r', weapon: 'T3' }));
  });
});
