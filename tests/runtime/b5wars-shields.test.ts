// ST-SH-2, 5, 6, 7, 8, 10, 11, 12: what projections do with attacks.
import { describe, expect, test } from 'vitest';
import { absorb } from '../../runtime/b5wars/shields';
import { createGame } from '../../runtime/core/game';
import { excelsior, game, light, medium, ok, shadow } from './fixtures';

const proj = (g: ReturnType<typeof game>, ship: string, name: string) =>
  (g.state.ships[ship] as unknown as { projections: Record<string, { remaining: number; status: string; rating: number }> }).projections[name]!;

describe('ST-SH-2 absorption', () => {
  test('worked example: rating 40, 25 absorbed, attack 30 -> 15 absorbed, 15 to the ship', () => {
    const g = game();
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 25 }));
    expect(proj(g, 'ent', 'fore').remaining).toBe(15);
    const r = ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 30 }));
    expect(r).toMatchObject({ projection: 'fore', shieldPoints: 15, absorbed: 15, toShip: 15, remaining: 0 });
  });

  test('all damage goes into the projection in arc first; a full projection passes everything', () => {
    const g = game();
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 180, amount: 12 }))).toMatchObject({ projection: 'aft', absorbed: 12, toShip: 0 });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 180, amount: 20 }))).toMatchObject({ absorbed: 18, toShip: 2 });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 180, amount: 7 }))).toMatchObject({ absorbed: 0, toShip: 7 });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 180, amount: 0 }))).toMatchObject({ absorbed: 0, toShip: 0 });
  });

  test('medium and light ships: fore/aft halves and one all-round projection', () => {
    const g = game();
    expect(ok(g.apply({ type: 'damage', ship: 'mir', bearing: 89, amount: 5 })).projection).toBe('fore');
    expect(ok(g.apply({ type: 'damage', ship: 'mir', bearing: 91, amount: 5 })).projection).toBe('aft');
    expect(ok(g.apply({ type: 'damage', ship: 'run', bearing: 200, amount: 12 }))).toMatchObject({ projection: 'all', absorbed: 10, toShip: 2 });
  });
});

describe('ST-SH-6 splines', () => {
  test('a pick on the boundary is honoured; a pick the bearing does not touch is refused', () => {
    const g = game();
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 45, amount: 10, projection: 'starboard' })).projection).toBe('starboard');
    const r = g.apply({ type: 'damage', ship: 'ent', bearing: 10, amount: 10, projection: 'starboard' });
    expect(r).toMatchObject({ ok: false, rule: 'ST-SH-6', error: expect.stringMatching(/bearing 10 is in fore/) });
    expect(g.apply({ type: 'damage', ship: 'ent', bearing: 10, amount: 10, projection: 'dorsal' })).toMatchObject({ ok: false, rule: 'ST-SH-6' });
  });

  test('default pick: the adjoining projection with the most capacity left, ties first clockwise from the bow', () => {
    const g = game();
    // 45 between fore (40) and starboard (30): fore has more.
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 45, amount: 15 })).projection).toBe('fore');
    // now fore 25, starboard 30: starboard.
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 45, amount: 5 })).projection).toBe('starboard');
    // 135 between starboard (25) and aft (30): aft.
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 135, amount: 5 })).projection).toBe('aft');
    // 225 between aft (25) and port (30): port; then tie at 25/25 -> aft comes first clockwise.
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 225, amount: 5 })).projection).toBe('port');
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 225, amount: 1 })).projection).toBe('aft');
    // 315 between port (25) and fore (25): tie -> fore (first clockwise from the bow).
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 315, amount: 1 })).projection).toBe('fore');
  });

  test('the whole attack uses the one projection it picked', () => {
    const g = game();
    const r = ok(g.apply({ type: 'damage', ship: 'ent', bearing: 45, amount: 70 }));
    expect(r).toMatchObject({ projection: 'fore', absorbed: 40, toShip: 30 });
    expect(proj(g, 'ent', 'starboard').remaining).toBe(30);
  });
});

describe('ST-SH-5 ramming', () => {
  test('the capacity left in the projection in arc is added to the ramming factor', () => {
    const g = game();
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 15 }));
    expect(ok(g.apply({ type: 'ram', ship: 'ent', bearing: 0, factor: 40 }))).toMatchObject({ projection: 'fore', baseFactor: 40, added: 25, factor: 65 });
    expect(proj(g, 'ent', 'fore').remaining).toBe(25);
    expect(ok(g.apply({ type: 'ram', ship: 'mir', bearing: 180, factor: 10 }))).toMatchObject({ projection: 'aft', factor: 30 });
  });
});

describe('ST-SH-7 collapse', () => {
  test('shield generator destroyed: every projection falls at once and absorbs nothing', () => {
    const g = game();
    const r = ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'SG', boxes: 10 }));
    expect(r).toMatchObject({ destroyed: true, events: [{ ship: 'ent', projections: 'all', status: 'down', rule: 'ST-SH-7' }] });
    for (const n of ['fore', 'starboard', 'aft', 'port']) expect(proj(g, 'ent', n)).toMatchObject({ status: 'down', remaining: 0 });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 30 }))).toMatchObject({ shieldPoints: 0, absorbed: 0, toShip: 30, status: 'down' });
    expect(g.apply({ type: 'turn' })).toMatchObject({ ok: true });
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', to: { fore: 1 } })).toMatchObject({ ok: false, rule: 'ST-SH-7' });
  });

  test('a projection no working deflector covers collapses on entering the adjust segment; the others go on', () => {
    const g = game();
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'DA', boxes: 8 }));
    expect(proj(g, 'ent', 'aft').status).toBe('up');
    const r = ok(g.apply({ type: 'damage', ship: 'ent', bearing: 180, amount: 5 }));
    expect(r.events).toEqual([{ ship: 'ent', projection: 'aft', status: 'collapsed', rule: 'ST-SH-7' }]);
    expect(r).toMatchObject({ absorbed: 0, toShip: 5, status: 'collapsed' });
    expect(proj(g, 'ent', 'fore')).toMatchObject({ status: 'up', remaining: 40 });
  });

  test('a repaired generator brings projections back at 0 (ST-SH-10)', () => {
    const g = game();
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 5 }));
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'SG', boxes: 10 }));
    const r = ok(g.apply({ type: 'repairSystem', ship: 'ent', system: 'SG' }));
    expect(r).toMatchObject({ destroyed: false, damage: 0 });
    for (const n of ['fore', 'starboard', 'aft', 'port']) expect(proj(g, 'ent', n)).toMatchObject({ status: 'up', remaining: 0 });
  });
});

describe('ST-SH-7 a shield generator that fails or is unpowered', () => {
  const damaged = () => {
    const g = game();
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 20 }));
    ok(g.apply({ type: 'turn' }));
    return g;
  };

  test('unpowered in the power segment: every projection falls at once, absorbs nothing and is not regenerated', () => {
    const g = damaged();
    const r = ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'SG', powered: false }));
    expect(r).toMatchObject({ system: 'SG', status: 'unpowered', events: [{ ship: 'ent', projections: 'all', status: 'down', rule: 'ST-SH-7' }] });
    for (const n of ['fore', 'starboard', 'aft', 'port']) expect(proj(g, 'ent', n)).toMatchObject({ status: 'down', remaining: 0 });
    expect(ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF' }))).toMatchObject({ applied: {}, unused: 8 });
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DS', to: { starboard: 1 } })).toMatchObject({ ok: false, rule: 'ST-SH-7', error: expect.stringMatching(/the shield generator is unpowered/) });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 10 }))).toMatchObject({ absorbed: 0, toShip: 10, status: 'down' });
    // It stays off until powered again, turn after turn.
    ok(g.apply({ type: 'turn' }));
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 3 }))).toMatchObject({ absorbed: 0, toShip: 3 });
    expect((g.state.ships.ent as unknown as { systems: Record<string, unknown> }).systems.SG).toEqual({ damage: 0, destroyed: false, off: 'unpowered' });
  });

  test('ST-SH-10: powered again, each covered projection is back up at 0 and regenerates; an uncovered one is collapsed', () => {
    const g = damaged();
    ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'SG', powered: false }));
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'DP', boxes: 8 }));
    ok(g.apply({ type: 'turn' }));
    const r = ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'SG', powered: true }));
    expect(r).toMatchObject({ status: 'working' });
    expect(r.events).toEqual([
      { ship: 'ent', projection: 'fore', status: 'up', remaining: 0, rule: 'ST-SH-10' },
      { ship: 'ent', projection: 'starboard', status: 'up', remaining: 0, rule: 'ST-SH-10' },
      { ship: 'ent', projection: 'aft', status: 'up', remaining: 0, rule: 'ST-SH-10' },
      { ship: 'ent', projection: 'port', status: 'collapsed', remaining: 0, rule: 'ST-SH-10' },
    ]);
    expect(ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', buy: 4 }))).toMatchObject({ applied: { fore: 12 } });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 15 }))).toMatchObject({ shieldPoints: 12, absorbed: 12, toShip: 3 });
    expect((g.state.ships.ent as unknown as { systems: Record<string, unknown> }).systems.SG).toEqual({ damage: 0, destroyed: false });
  });

  test('a failure (any segment) drops every projection at once; when it ends they are back at 0', () => {
    const g = damaged();
    ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF' }));
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 1 }));
    expect(ok(g.apply({ type: 'systemFailure', ship: 'ent', system: 'SG', failed: true }))).toMatchObject({ status: 'failed', events: [{ status: 'down', rule: 'ST-SH-7' }] });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 5 }))).toMatchObject({ absorbed: 0, toShip: 5 });
    expect(ok(g.apply({ type: 'systemFailure', ship: 'ent', system: 'SG', failed: false }))).toMatchObject({ status: 'working' });
    expect(proj(g, 'ent', 'fore')).toMatchObject({ status: 'up', remaining: 0 });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 5 }))).toMatchObject({ absorbed: 0, toShip: 5, remaining: 0 });
  });

  test('destroying a generator that is already off, or repairing one that is still off, changes no projection', () => {
    const g = damaged();
    ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'SG', powered: false }));
    expect(ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'SG', boxes: 10 })).events).toBeUndefined();
    expect(ok(g.apply({ type: 'repairSystem', ship: 'ent', system: 'SG' })).events).toBeUndefined();
    expect(proj(g, 'ent', 'fore')).toMatchObject({ status: 'down' });
    expect(ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'SG', powered: true })).events).toHaveLength(4);
  });

  test('a deflector switched off covers nothing: its projection collapses at adjust and is back at 0 when it is on again', () => {
    const g = game();
    ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'DS', powered: false }));
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DS' })).toMatchObject({ ok: false, rule: 'ST-SH-7', error: expect.stringMatching(/DS is unpowered/) });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 90, amount: 4 })).events).toEqual([{ ship: 'ent', projection: 'starboard', status: 'collapsed', rule: 'ST-SH-7' }]);
    ok(g.apply({ type: 'turn' }));
    expect(ok(g.apply({ type: 'powerSystem', ship: 'ent', system: 'DS', powered: true })).events).toEqual([{ ship: 'ent', projection: 'starboard', status: 'up', remaining: 0, rule: 'ST-SH-10' }]);
    expect(ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DS' }))).toMatchObject({ applied: { starboard: 6 } });
  });

  test('refusals change nothing: other kinds, a destroyed system, no change, outside the power segment', () => {
    const g = damaged();
    ok(g.apply({ type: 'systemFailure', ship: 'ent', system: 'DA', failed: true }));
    const before = JSON.stringify(g.state);
    const refusals: [object, RegExp][] = [
      [{ type: 'systemFailure', ship: 'ent', system: 'I1', failed: true }, /cannot fail here: the runtime models failures only for shield generators and deflectors/],
      [{ type: 'powerSystem', ship: 'ent', system: 'SG', powered: true }, /SG is not unpowered \(it is working\)/],
      [{ type: 'powerSystem', ship: 'ent', system: 'DA', powered: false }, /DA is failed; clear that first/],
      [{ type: 'systemFailure', ship: 'ent', system: 'DA', failed: true }, /already failed/],
      [{ type: 'powerSystem', ship: 'ent', system: 'XX', powered: false }, /no system "XX"/],
    ];
    for (const [a, re] of refusals) expect(g.apply(a)).toMatchObject({ ok: false, error: expect.stringMatching(re) });
    expect(JSON.stringify(g.state)).toBe(before);
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'DS', boxes: 8 }));
    expect(g.apply({ type: 'systemFailure', ship: 'ent', system: 'DS', failed: true })).toMatchObject({ ok: false, rule: 'ST-SH-7', error: expect.stringMatching(/destroyed; repair it first/) });
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 1 }));
    expect(g.apply({ type: 'powerSystem', ship: 'ent', system: 'SG', powered: false })).toMatchObject({ ok: false, error: expect.stringMatching(/power segment, which turn 2 has already passed/) });
  });
});

describe('ST-SH-10 return of a collapsed projection', () => {
  test('it keeps nothing, comes back up at 0 when covered again by an arc extension, regenerates and takes transfers', () => {
    const g = game();
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'DS', boxes: 8 }));
    ok(g.apply({ type: 'turn' })); // starboard collapses in turn 1's adjust segment
    expect(proj(g, 'ent', 'starboard')).toMatchObject({ status: 'collapsed', remaining: 0 });
    const ext = ok(g.apply({ type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 1, direction: 'cw' }));
    expect(ext.events).toEqual([{ ship: 'ent', projection: 'starboard', status: 'up', remaining: 0, rule: 'ST-SH-10' }]);
    expect(proj(g, 'ent', 'starboard')).toMatchObject({ status: 'up', remaining: 0 });
    expect(ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', to: { starboard: 7 } }))).toMatchObject({ applied: { starboard: 7 } });
    ok(g.apply({ type: 'transfer', ship: 'ent', from: 'aft', to: 'starboard', amount: 15 }));
    expect(proj(g, 'ent', 'starboard').remaining).toBe(22);
    // Next turn the extension lapses at the power segment; without a new one starboard collapses again at adjust.
    g.apply({ type: 'turn' });
    const r = ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }));
    expect(r.events).toEqual([{ ship: 'ent', projection: 'starboard', status: 'collapsed', rule: 'ST-SH-7' }]);
    expect(proj(g, 'ent', 'starboard')).toMatchObject({ status: 'collapsed', remaining: 0 });
  });

  test('ST-SH-10 at the start of a turn: a deflector deactivated by last turn\'s extension covers its projection again at the power segment; it is up at 0 and regenerates (Ambassador case)', () => {
    // The Ambassador case: a port deflector of value 1 extended twice drops to -1.
    const amb = excelsior({});
    const dp = amb.systems.find((s) => s.id === 'DP')!;
    dp.value = 1;
    const g = createGame({ ships: { amb } });
    ok(g.apply({ type: 'turn' }));
    expect(ok(g.apply({ type: 'extendArc', ship: 'amb', deflector: 'DP', steps: 2, direction: 'cw' }))).toMatchObject({ value: -1, active: false });
    expect(ok(g.apply({ type: 'damage', ship: 'amb', bearing: 270, amount: 10 }))).toMatchObject({ absorbed: 0, toShip: 10, status: 'collapsed' });
    ok(g.apply({ type: 'turn' }));
    expect(proj(g, 'amb', 'port')).toMatchObject({ status: 'collapsed', remaining: 0 });
    // The first power action of turn 2, whatever it is, finds port back.
    const r = ok(g.apply({ type: 'regenerate', ship: 'amb', deflector: 'DP', buy: 2 }));
    expect(r.events).toEqual([{ ship: 'amb', projection: 'port', status: 'up', remaining: 0, rule: 'ST-SH-10' }]);
    expect(r).toMatchObject({ applied: { port: 3 }, free: 1, bought: 2, powerSpent: 2 });
    expect(ok(g.apply({ type: 'damage', ship: 'amb', bearing: 270, amount: 10 }))).toMatchObject({ shieldPoints: 3, absorbed: 3, toShip: 7, remaining: 0 });
  });

  test('ST-SH-10: an unrelated extension in the same turn no longer decides whether the projection comes back', () => {
    const play = (unrelated: boolean) => {
      const amb = excelsior({});
      amb.systems.find((s) => s.id === 'DP')!.value = 1;
      const g = createGame({ ships: { amb } });
      ok(g.apply({ type: 'extendArc', ship: 'amb', deflector: 'DP', steps: 2, direction: 'ccw' }));
      ok(g.apply({ type: 'turn' }));
      if (unrelated) ok(g.apply({ type: 'extendArc', ship: 'amb', deflector: 'DS', steps: 1, direction: 'cw' }));
      ok(g.apply({ type: 'transfer', ship: 'amb', from: 'fore', to: 'port', amount: 12 }));
      return (g.state.ships.amb as unknown as { projections: Record<string, unknown> }).projections;
    };
    const a = play(false);
    const b = play(true);
    expect(a.port).toEqual(b.port);
    expect(a.port).toMatchObject({ status: 'up', remaining: 12 });
  });

  test('ST-SH-10: a projection still uncovered at the power segment stays collapsed (no working deflector)', () => {
    const g = game();
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'DP', boxes: 8 }));
    ok(g.apply({ type: 'turn' }));
    const r = ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF' }));
    expect(r.events).toBeUndefined();
    expect(proj(g, 'ent', 'port')).toMatchObject({ status: 'collapsed', remaining: 0 });
  });

  test('collapsed projections are not regenerated and take no transfers', () => {
    const g = game();
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'DS', boxes: 8 }));
    ok(g.apply({ type: 'turn' }));
    ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF' }));
    expect(g.apply({ type: 'transfer', ship: 'ent', from: 'fore', to: 'starboard', amount: 5 })).toMatchObject({ ok: false, rule: 'ST-SH-10' });
  });
});

describe('damage results are finite (the action declares finiteResult)', () => {
  test('the largest amount and drain an action may give leave every number of the result finite', () => {
    const g = game();
    const results = [
      g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 1e9 }),
      g.apply({ type: 'damage', ship: 'ent', bearing: 90, drain: 1e9 }),
      g.apply({ type: 'damage', ship: 'ent', bearing: 180, amount: 1e9, firstOne: true }),
      g.apply({ type: 'damage', ship: 'ent', bearing: 270, amount: 1e9, drain: true }),
    ];
    for (const r of results) {
      const numbers = Object.values(ok(r)).filter((v) => typeof v === 'number');
      expect(numbers.length).toBeGreaterThan(2);
      for (const n of numbers) expect(Number.isFinite(n)).toBe(true);
    }
    expect(ok(results[0]!)).toMatchObject({ toShip: 1e9 - 40 });
    expect(ok(results[1]!)).toMatchObject({ drainScore: 1e10 });
    // One past the largest is refused before any handler runs.
    expect(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 1e9 + 1 })).toMatchObject({ ok: false });
  });
});

describe('ST-SH-8 energy drain', () => {
  test('10 x the drain amount is scored against the projection; overkill fills it and bleeds through', () => {
    const g = game();
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, drain: 3 }))).toMatchObject({
      projection: 'fore', shieldPoints: 30, absorbed: 30, toShip: 0, drainScore: 30, overflow: 0, bleedThrough: false, remaining: 10,
    });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, drain: 2 }))).toMatchObject({
      shieldPoints: 10, drainScore: 20, overflow: 10, bleedThrough: true, remaining: 0,
    });
  });

  test('drain: true takes the drain amount from "amount"; with shields not up the drain goes to the ship normally', () => {
    const g = game();
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 90, amount: 1, drain: true }))).toMatchObject({ shieldPoints: 10, drainScore: 10 });
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'SG', boxes: 10 }));
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 90, drain: 2 }))).toMatchObject({ shieldPoints: 0, drained: 2, bleedThrough: false });
    expect(g.apply({ type: 'damage', ship: 'ent', bearing: 90, drain: true })).toMatchObject({ ok: false, error: expect.stringMatching(/missing field "amount"/) });
  });
});

describe('ST-SH-11 First Ones', () => {
  test('worked example: 80 into 50 left -> 25 used, 55 through; 81 into 51 -> 26 used, 55 through', () => {
    expect(absorb(80, 50, true)).toEqual({ shieldPoints: 50, absorbed: 25, toShip: 55 });
    expect(absorb(81, 51, true)).toEqual({ shieldPoints: 51, absorbed: 26, toShip: 55 });
    expect(absorb(20, 50, true)).toEqual({ shieldPoints: 40, absorbed: 20, toShip: 0 });
    const g = game();
    // On the Excelsior's 40-point fore projection: 20 damage fills it, 60 go on.
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 80, firstOne: true }))).toMatchObject({ shieldPoints: 40, absorbed: 20, toShip: 60, firstOne: true });
  });

  test('worked example through the engine on a 50-point projection, by flag and by attacker', () => {
    const big = excelsior();
    big.projections![0]!.rating = 50;
    const g = createGame({ ships: { ent: big, sh: shadow() } });
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 80, attacker: 'sh' }))).toMatchObject({ shieldPoints: 50, absorbed: 25, toShip: 55 });
    // 51 left: a 51-point projection.
    const big51 = excelsior();
    big51.projections![0]!.rating = 51;
    const g3 = createGame({ ships: { ent: big51 } });
    expect(ok(g3.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 81, firstOne: true }))).toMatchObject({ shieldPoints: 51, absorbed: 26, toShip: 55 });
  });

  test('fire from First One fighters is not doubled', () => {
    const g = game();
    expect(ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 30, firstOne: true, fighter: true }))).toMatchObject({ shieldPoints: 30, absorbed: 30, toShip: 0 });
  });
});

describe('ST-SH-12 lowered while cloaked', () => {
  test('projections absorb nothing while cloaked but keep their capacity and still regenerate', () => {
    const g = createGame({ ships: { rom: excelsior({ cloak: true }) } });
    ok(g.apply({ type: 'damage', ship: 'rom', bearing: 0, amount: 10 }));
    ok(g.apply({ type: 'cloak', ship: 'rom' }));
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'regenerate', ship: 'rom', deflector: 'DF' }))).toMatchObject({ applied: { fore: 8 } });
    expect(ok(g.apply({ type: 'damage', ship: 'rom', bearing: 0, amount: 10 }))).toMatchObject({ shieldPoints: 0, absorbed: 0, toShip: 10, shieldsLowered: true });
    expect(proj(g, 'rom', 'fore').remaining).toBe(38);
    expect(ok(g.apply({ type: 'ram', ship: 'rom', bearing: 0, factor: 5 }))).toMatchObject({ added: 0, factor: 5 });
    ok(g.apply({ type: 'decloak', ship: 'rom' }));
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'damage', ship: 'rom', bearing: 0, amount: 10 }))).toMatchObject({ absorbed: 10, toShip: 0 });
  });
});

describe('light and medium specifics', () => {
  test('the light ship projection is covered only by an all-round deflector', () => {
    const l = light();
    l.systems[0]!.arc = [270, 90];
    const g = createGame({ ships: { run: l } });
    const r = ok(g.apply({ type: 'thrust', ship: 'run', maneuver: 'accel' }));
    expect(r.events).toEqual([{ ship: 'run', projection: 'all', status: 'collapsed', rule: 'ST-SH-7' }]);
    const g2 = createGame({ ships: { mir: medium() } });
    expect(ok(g2.apply({ type: 'thrust', ship: 'mir', maneuver: 'accel' })).events).toBeUndefined();
  });
});
