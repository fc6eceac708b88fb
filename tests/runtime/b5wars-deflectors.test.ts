// ST-SH-3 regeneration, ST-SH-9 coverage and arc extension, ST-SH-4 transfer.
import { describe, expect, test } from 'vitest';
import { createGame } from '../../runtime/core/game';
import { excelsior, game, light, medium, ok } from './fixtures';

type P = { remaining: number; status: string; rating: number; transferable: number };
type D = { arc: number[]; value: number; power: number; active: boolean; covers: string[] };
const ship = (g: ReturnType<typeof game>, h: string) => g.state.ships[h] as unknown as { projections: Record<string, P>; deflectors: Record<string, D> };

/** Damage in turn 1's fire segment, then start turn 2 (whose power segment regenerates). */
function damaged(hits: [string, number, number][], g = game()) {
  for (const [h, bearing, amount] of hits) ok(g.apply({ type: 'damage', ship: h, bearing, amount }));
  ok(g.apply({ type: 'turn' }));
  return g;
}

describe('ST-SH-3 regeneration', () => {
  test('free points equal to the current value; extra bought up to twice the value at 1 power a point', () => {
    const g = damaged([['ent', 0, 30]]);
    expect(ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', buy: 16 }))).toMatchObject({
      applied: { fore: 24 }, free: 8, bought: 16, powerSpent: 16, unused: 0,
    });
    expect(ship(g, 'ent').projections.fore!.remaining).toBe(34);
  });

  test('buying more than twice the value is refused', () => {
    const g = damaged([['ent', 0, 30]]);
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', buy: 17 })).toMatchObject({
      ok: false, rule: 'ST-SH-3', error: expect.stringMatching(/at most twice its current value \(2 x 8 = 16\)/),
    });
  });

  test('regeneration only removes absorbed damage: never above the rating; excess points are unused and bought ones not charged', () => {
    const g = damaged([['ent', 0, 5]]);
    // ST-SH-3 Interpretation: value 8 covers the 5 points of damage; the 2 bought points have
    // nothing left to remove, so they are neither applied nor paid for.
    expect(ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', buy: 2 }))).toMatchObject({ applied: { fore: 5 }, unused: 5, bought: 0, notBought: 2, powerSpent: 0, powerLeft: 24 });
    expect(ship(g, 'ent').projections.fore!.remaining).toBe(40);
    const g2 = damaged([['ent', 0, 5]]);
    expect(g2.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', to: { fore: 6 } })).toMatchObject({ ok: false, rule: 'ST-SH-3', error: expect.stringMatching(/holds only 5 damage/) });
  });

  test('ST-SH-9 the power an arc extension adds is paid from the turn: DF power 4 -> 8, 4 of 24 spent', () => {
    const g = damaged([['ent', 0, 5]]);
    expect(ok(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 1, direction: 'cw' }))).toMatchObject({ power: 8, value: 7, powerSpent: 4, powerLeft: 20 });
    expect((g.state.ships.ent as unknown as { power: { spent: number } }).power.spent).toBe(4);
  });

  test('ST-SH-3 bought points are charged only as far as they are applied, free points first', () => {
    // Excelsior fore projection: 14 damage; DF value 8, buy 10: 8 free + 6 bought applied, 4 not bought.
    const g = damaged([['ent', 0, 14]]);
    expect(ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', buy: 10 }))).toMatchObject({ applied: { fore: 14 }, free: 8, bought: 6, notBought: 4, powerSpent: 6, powerLeft: 18, unused: 4 });
    expect(ship(g, 'ent').projections.fore!.remaining).toBe(40);
    expect((g.state.ships.ent as unknown as { power: { spent: number } }).power.spent).toBe(6);
  });

  test('"to" places points on covered projections; the rest follow the default; uncovered ones are refused', () => {
    const g = damaged([['ent', 0, 10], ['ent', 90, 10]]);
    ok(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 1, direction: 'cw' }));
    // value 7 now: 3 to starboard as asked, the other 4 by the default (most absorbed: fore 10 vs starboard 7 -> fore).
    expect(ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', to: { starboard: 3 } }))).toMatchObject({ applied: { fore: 4, starboard: 3 }, free: 7 });
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DS', to: { fore: 1 } })).toMatchObject({ ok: false, rule: 'ST-SH-9', error: expect.stringMatching(/does not cover fore/) });
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DS', to: { starboard: 5, dorsal: 1 } })).toMatchObject({ ok: false, error: expect.stringMatching(/no projection "dorsal"/) });
  });

  test('Interpretation: by default the covered projection with most absorbed damage first, ties first clockwise from the bow', () => {
    // Medium ship, DF extended 180° to cover fore and aft.
    const g = createGame({ ships: { mir: medium() } });
    ok(g.apply({ type: 'damage', ship: 'mir', bearing: 0, amount: 4 }));
    ok(g.apply({ type: 'damage', ship: 'mir', bearing: 180, amount: 4 }));
    ok(g.apply({ type: 'turn' }));
    ok(g.apply({ type: 'extendArc', ship: 'mir', deflector: 'DF', steps: 2, direction: 'cw' }));
    // value 3: tie 4/4 -> fore first (clockwise from the bow).
    expect(ok(g.apply({ type: 'regenerate', ship: 'mir', deflector: 'DF' }))).toMatchObject({ applied: { fore: 3 } });
    const g2 = createGame({ ships: { mir: medium() } });
    ok(g2.apply({ type: 'damage', ship: 'mir', bearing: 0, amount: 2 }));
    ok(g2.apply({ type: 'damage', ship: 'mir', bearing: 180, amount: 5 }));
    ok(g2.apply({ type: 'turn' }));
    ok(g2.apply({ type: 'extendArc', ship: 'mir', deflector: 'DF', steps: 2, direction: 'cw' }));
    // value 3, buy 6 = 9 points: aft (5 absorbed) first, then fore (2); 2 unused.
    expect(ok(g2.apply({ type: 'regenerate', ship: 'mir', deflector: 'DF', buy: 6 }))).toMatchObject({ applied: { fore: 2, aft: 5 }, unused: 2 });
  });

  test('once per turn, only by a working, active deflector, never automatically', () => {
    const g = damaged([['ent', 0, 20]]);
    ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF' }));
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF' })).toMatchObject({ ok: false, rule: 'ST-SH-3', error: expect.stringMatching(/already regenerated/) });
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'XX' })).toMatchObject({ ok: false, error: expect.stringMatching(/no deflector "XX".*DF, DA, DP, DS/) });
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'DA', boxes: 8 }));
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DA' })).toMatchObject({ ok: false, error: 'deflector DA is destroyed' });
    // a turn with no regenerate action restores nothing
    g.apply({ type: 'turn' });
    g.apply({ type: 'turn' });
    expect(ship(g, 'ent').projections.fore!.remaining).toBe(28);
  });
});

describe('ST-SH-9 coverage and arc extension', () => {
  test('worked example: value 3, power 2, arc 315..45; one cw step -> 315..135, power 4, value 2, covers starboard', () => {
    const g = createGame({ ships: { ent: excelsior({ df: { value: 3, power: 2 } }) } });
    const r = ok(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 1, direction: 'cw' }));
    expect(r).toMatchObject({ arc: [315, 135], power: 4, value: 2, active: true, covers: ['fore', 'starboard'] });
  });

  test('worked example: two steps at once -> 315..225, power 8, value 1', () => {
    const g = createGame({ ships: { ent: excelsior({ df: { value: 3, power: 2 } }) } });
    expect(ok(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 2, direction: 'cw' }))).toMatchObject({
      arc: [315, 225], power: 8, value: 1, active: true, covers: ['fore', 'starboard', 'aft'],
    });
  });

  test('counter-clockwise, and the regeneration limits use the lowered value', () => {
    const g = damaged([['ent', 0, 30]], createGame({ ships: { ent: excelsior({ df: { value: 3, power: 2 } }) } }));
    ok(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 1, direction: 'ccw' }));
    expect(ship(g, 'ent').deflectors.DF).toMatchObject({ arc: [225, 45], covers: ['fore', 'port'], value: 2 });
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', buy: 5 })).toMatchObject({ ok: false, rule: 'ST-SH-3', error: expect.stringMatching(/2 x 2 = 4/) });
    expect(ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', buy: 4 }))).toMatchObject({ applied: { fore: 6 }, free: 2 });
  });

  test('the power factor is the ruleset constant arcExtensionPowerFactor (scenario rules override)', () => {
    const g = createGame({ ships: { ent: excelsior({ df: { value: 3, power: 2 } }) }, rules: { arcExtensionPowerFactor: 3 } });
    expect(ok(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 2, direction: 'cw' }))).toMatchObject({ power: 18 });
  });

  test('a value below 0 deactivates the deflector', () => {
    const g = createGame({ ships: { ent: excelsior({ df: { value: 1, power: 2 } }) } });
    const r = ok(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 2, direction: 'cw' }));
    expect(r).toMatchObject({ value: -1, active: false, covers: [] });
    expect(r.events).toEqual([{ ship: 'ent', deflector: 'DF', active: false, rule: 'ST-SH-9' }]);
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF' })).toMatchObject({ ok: false, rule: 'ST-SH-9', error: expect.stringMatching(/deactivated/) });
    // ... and so fore, covered by nothing, collapses in the adjust segment.
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' })).events).toEqual([{ ship: 'ent', projection: 'fore', status: 'collapsed', rule: 'ST-SH-7' }]);
  });

  test('Interpretation: the extension lasts for the turn; at the next power segment the deflector is back to base', () => {
    const g = createGame({ ships: { ent: excelsior({ df: { value: 3, power: 2 } }) } });
    ok(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 1, direction: 'cw' }));
    g.apply({ type: 'turn' });
    expect(ship(g, 'ent').deflectors.DF).toMatchObject({ arc: [315, 135], value: 2 }); // turn 2 not in power yet
    ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DS' }));
    expect(ship(g, 'ent').deflectors.DF).toMatchObject({ arc: [315, 45], value: 3, power: 2, active: true, covers: ['fore'] });
  });

  test('one extension per deflector per turn, declared before it regenerates', () => {
    const g = game();
    ok(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 1, direction: 'cw' }));
    expect(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 1, direction: 'cw' })).toMatchObject({ ok: false, rule: 'ST-SH-9' });
    ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DP' }));
    expect(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DP', steps: 1, direction: 'cw' })).toMatchObject({ ok: false, rule: 'ST-SH-9', error: expect.stringMatching(/before regenerating/) });
    expect(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DP', steps: 3, direction: 'cw' })).toMatchObject({ ok: false, error: expect.stringMatching(/"steps" must be <= 2/) });
  });

  test('a medium ship must extend a full 180° to cover the other projection', () => {
    const g = createGame({ ships: { mir: medium() } });
    expect(ok(g.apply({ type: 'extendArc', ship: 'mir', deflector: 'DA', steps: 1, direction: 'cw' }))).toMatchObject({ arc: [90, 0], covers: ['aft'] });
    const g2 = createGame({ ships: { mir: medium() } });
    expect(ok(g2.apply({ type: 'extendArc', ship: 'mir', deflector: 'DA', steps: 2, direction: 'cw' }))).toMatchObject({ arc: [0, 360], covers: ['fore', 'aft'], value: 2, power: 8 });
  });
});

describe('ST-SH-4 transfer', () => {
  function worked() {
    // fore 40/40 left, starboard 10/30 left, at the start of an adjust segment.
    const g = game();
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 90, amount: 20 }));
    ok(g.apply({ type: 'turn' }));
    return g;
  }

  test('worked example: fore 40/40, starboard 10/30: giving 20 leaves fore 20/40 and starboard 30/30', () => {
    const g = worked();
    expect(ok(g.apply({ type: 'transfer', ship: 'ent', from: 'fore', to: 'starboard', amount: 20 }))).toMatchObject({
      from: { name: 'fore', remaining: 20 }, to: { name: 'starboard', remaining: 30 },
    });
  });

  test('worked example: giving 25 is refused (at most half, rounded down, of 40)', () => {
    const g = worked();
    const before = JSON.stringify(g.state);
    const r = g.apply({ type: 'transfer', ship: 'ent', from: 'fore', to: 'starboard', amount: 25 });
    expect(r).toMatchObject({ ok: false, rule: 'ST-SH-4', error: expect.stringMatching(/fore may give at most 20/) });
    // the refused transfer did not even move the turn into the adjust segment
    expect(JSON.stringify(g.state)).toBe(before);
  });

  test('the half is of what was left at the start of the segment, across several transfers; rounding down', () => {
    const g = game();
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 1 })); // fore 39
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 90, amount: 20 })); // starboard 10
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 270, amount: 20 })); // port 10
    ok(g.apply({ type: 'turn' }));
    ok(g.apply({ type: 'transfer', ship: 'ent', from: 'fore', to: 'starboard', amount: 10 }));
    ok(g.apply({ type: 'transfer', ship: 'ent', from: 'fore', to: 'port', amount: 9 }));
    expect(g.apply({ type: 'transfer', ship: 'ent', from: 'fore', to: 'port', amount: 1 })).toMatchObject({ ok: false, rule: 'ST-SH-4' });
    // starboard received 10 but may only give half of the 10 it started with
    expect(g.apply({ type: 'transfer', ship: 'ent', from: 'starboard', to: 'fore', amount: 6 })).toMatchObject({ ok: false, error: expect.stringMatching(/at most 5/) });
  });

  test('no projection exceeds its rating; only adjacent projections; medium fore and aft adjacent; light none', () => {
    const g = worked();
    ok(g.apply({ type: 'transfer', ship: 'ent', from: 'fore', to: 'starboard', amount: 5 }));
    expect(g.apply({ type: 'transfer', ship: 'ent', from: 'port', to: 'fore', amount: 10 })).toMatchObject({ ok: false, rule: 'ST-SH-4', error: expect.stringMatching(/can take at most 5/) });
    expect(g.apply({ type: 'transfer', ship: 'ent', from: 'fore', to: 'aft', amount: 1 })).toMatchObject({ ok: false, rule: 'ST-SH-4', error: expect.stringMatching(/do not share a boundary/) });
    ok(g.apply({ type: 'damage', ship: 'mir', bearing: 180, amount: 10 }));
    const g2 = createGame({ ships: { mir: medium(), run: light() } });
    ok(g2.apply({ type: 'damage', ship: 'mir', bearing: 180, amount: 10 }));
    ok(g2.apply({ type: 'turn' }));
    expect(ok(g2.apply({ type: 'transfer', ship: 'mir', from: 'fore', to: 'aft', amount: 10 }))).toMatchObject({ from: { remaining: 14 }, to: { remaining: 20 } });
    expect(g2.apply({ type: 'transfer', ship: 'run', from: 'all', to: 'all', amount: 1 })).toMatchObject({ ok: false, rule: 'ST-SH-4', error: expect.stringMatching(/single projection/) });
  });

  test('transfers belong to the adjust segment', () => {
    const g = worked();
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }));
    expect(g.apply({ type: 'transfer', ship: 'ent', from: 'fore', to: 'starboard', amount: 5 })).toMatchObject({ ok: false, error: expect.stringMatching(/adjust segment/) });
  });
});
