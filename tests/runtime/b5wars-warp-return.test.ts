// ST-WARP-6: a ship that went to warp may come back; its weapons kept arming (ST-WARP-1: "they
// continue to arm normally"), so a weapon's loading counts the warp turn and the turns away.
import { describe, expect, test } from 'vitest';
import { createGame } from '../../runtime/core/game';
import { medium, ok } from './fixtures';

/** The medium fixture with warp delay 2 and a loading-2 phaser. */
function ship() {
  const s = medium();
  s.warpDelay = 2;
  s.derived = { ...s.derived, warp: { capable: true, delay: 2, nacelles: 4 } };
  s.systems = s.systems.map((x) => (x.id === 'P1' ? { ...x, loading: 2 } : x));
  return s;
}

describe('ST-WARP-6 coming back from warp', () => {
  test('ST-WARP-6 fired in turn 2, warp in turn 3, back in turn 4: the loading-2 phaser fires at once (the warp turn armed it)', () => {
    const g = createGame({ ships: { c: ship() } });
    g.apply({ type: 'turn' });
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'fire', ship: 'c', weapon: 'P1' }));
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'warp', ship: 'c', rolls: [50, 50, 50, 50] }))).toMatchObject({ success: true, turnsWaited: 2, leavesAtEndOfTurn: 3 });
    expect(g.apply({ type: 'warpIn', ship: 'c' })).toMatchObject({ ok: false, rule: 'ST-WARP-6', error: expect.stringMatching(/from the start of turn 4/) });
    expect(g.apply({ type: 'fire', ship: 'c', weapon: 'P1' })).toMatchObject({ ok: false, rule: 'ST-WARP-1' });
    g.apply({ type: 'turn' });
    // Away: every action but warpIn is refused, and says what to type.
    expect(g.apply({ type: 'fire', ship: 'c', weapon: 'P1' })).toMatchObject({ ok: false, rule: 'ST-WARP-1', error: expect.stringMatching(/warpIn/) });
    expect(ok(g.apply({ type: 'warpIn', ship: 'c' }))).toMatchObject({ arrived: 4, effectiveDelay: 2, earliestWarp: 6 });
    expect(g.state.ships.c).toMatchObject({ warp: { status: 'waiting', turnsWaited: 0 } });
    // 4 - 2 = 2 turns since the shot, the warp turn 3 among them: loaded.
    ok(g.apply({ type: 'fire', ship: 'c', weapon: 'P1' }));
  });

  test('ST-WARP-6 the delay counts again from arrival: back in turn 4, delay 2, first attempt at turn 6', () => {
    const g = createGame({ ships: { c: ship() } });
    for (let t = 0; t < 3; t++) g.apply({ type: 'turn' });
    ok(g.apply({ type: 'warp', ship: 'c', rolls: [1, 1, 1, 1] }));
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'warpIn', ship: 'c' }));
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'warp', ship: 'c' })).toMatchObject({
      ok: false,
      rule: 'ST-WARP-1',
      error: expect.stringMatching(/waited 1; the earliest attempt is at the start of turn 6/),
    });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'warp', ship: 'c', rolls: [1, 1, 1, 1] }))).toMatchObject({ success: true, turnsWaited: 2 });
  });

  test('ST-WARP-6 a ship in the battle cannot come back, and a refused warpIn leaves the state as it was', () => {
    const g = createGame({ ships: { c: ship() } });
    g.apply({ type: 'turn' });
    const before = JSON.stringify(g.state);
    expect(g.apply({ type: 'warpIn', ship: 'c' })).toMatchObject({ ok: false, rule: 'ST-WARP-6', error: expect.stringMatching(/in the battle/) });
    expect(JSON.stringify(g.state)).toBe(before);
    // The phaser really takes 2 turns to load: without the warp turn between, turn 3 is too soon.
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'fire', ship: 'c', weapon: 'P1' }));
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'c', weapon: 'P1' })).toMatchObject({ ok: false, error: expect.stringMatching(/takes 2 turns to load: it can fire again from turn 4/) });
  });
});
