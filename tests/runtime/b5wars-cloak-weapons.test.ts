// ST-CLK-1..4 cloaking; ST-APT-1, 2 advanced photon torpedoes; system damage and repair.
import { describe, expect, test } from 'vitest';
import { createGame } from '../../runtime/core/game';
import { excelsior, game, medium, ok } from './fixtures';

const refit = () => createGame({ ships: { rom: excelsior({ cloak: true }), ent: excelsior() } });

describe('ST-CLK-1 cloak and decloak timing', () => {
  test('cloak at the end of a turn, at once; decloak at the end of a later turn', () => {
    const g = refit();
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'cloak', ship: 'rom' }))).toMatchObject({ cloaked: true });
    expect(g.state.segment).toBe('end');
    expect(g.state.ships.rom).toMatchObject({ cloak: { cloaked: true, cloakedTurn: 1, signature: 8 } });
    expect(g.apply({ type: 'decloak', ship: 'rom' })).toMatchObject({ ok: false, rule: 'ST-CLK-1', error: expect.stringMatching(/later turn/) });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'decloak', ship: 'rom' }))).toMatchObject({ cloaked: false, shieldsAndWeaponsFrom: 3 });
    expect(g.apply({ type: 'decloak', ship: 'rom' })).toMatchObject({ ok: false, error: expect.stringMatching(/not cloaked/) });
  });

  test('only with an intact cloaking device; cloak is an end-segment action', () => {
    const g = refit();
    expect(g.apply({ type: 'cloak', ship: 'ent' })).toMatchObject({ ok: false, rule: 'ST-CLK-1', error: expect.stringMatching(/no cloaking device/) });
    ok(g.apply({ type: 'damageSystem', ship: 'rom', system: 'CL', boxes: 6 }));
    expect(g.apply({ type: 'cloak', ship: 'rom' })).toMatchObject({ ok: false, rule: 'ST-CLK-1', error: expect.stringMatching(/destroyed/) });
    const g2 = refit();
    ok(g2.apply({ type: 'cloak', ship: 'rom' }));
    expect(g2.apply({ type: 'damage', ship: 'rom', bearing: 0, amount: 1 })).toMatchObject({ ok: false, error: expect.stringMatching(/fire segment.*already passed/) });
  });
});

describe('ST-CLK-2 no fire while cloaked; back from the following turn', () => {
  test('a ship that decloaks at the end of turn t fires and has shields from turn t+1', () => {
    const g = refit();
    ok(g.apply({ type: 'cloak', ship: 'rom' }));
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'rom', weapon: 'T1' })).toMatchObject({ ok: false, rule: 'ST-CLK-2', error: expect.stringMatching(/cloaked/) });
    ok(g.apply({ type: 'decloak', ship: 'rom' }));
    expect(g.state.ships.rom).toMatchObject({ cloak: { cloaked: false, decloakedTurn: 2 } });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'fire', ship: 'rom', weapon: 'T1' }))).toMatchObject({ shots: [{ toHit: 0 }] });
    expect(ok(g.apply({ type: 'damage', ship: 'rom', bearing: 0, amount: 5 }))).toMatchObject({ absorbed: 5 });
  });
});

describe('ST-CLK-3 detection', () => {
  test('collateral damage from flash weapons or shredders reveals a cloaked ship, targetable from the next turn', () => {
    const g = refit();
    ok(g.apply({ type: 'cloak', ship: 'rom' }));
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'collateral', ship: 'rom', kind: 'flash' }))).toEqual({ ok: true, detected: true, cloaked: true, targetableFromTurn: 3 });
    expect(g.state.ships.rom).toMatchObject({ cloak: { detected: true, detectedTurn: 2 } });
    expect(ok(g.apply({ type: 'collateral', ship: 'ent', kind: 'shredder' }))).toMatchObject({ detected: false, cloaked: false });
    expect(g.apply({ type: 'collateral', ship: 'rom', kind: 'laser' })).toMatchObject({ ok: false });
  });

  test('the mine-detection outcome is recorded against the signature', () => {
    const g = refit();
    ok(g.apply({ type: 'cloak', ship: 'rom' }));
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'detect', ship: 'rom', found: false }))).toMatchObject({ detected: false, signature: 8 });
    expect(ok(g.apply({ type: 'detect', ship: 'rom' }))).toMatchObject({ detected: true, signature: 8 });
    expect(g.apply({ type: 'detect', ship: 'ent' })).toMatchObject({ ok: false, rule: 'ST-CLK-3' });
  });
});

describe('ST-CLK-3 detection roll and ST-CLK-4 its consequence', () => {
  const trio = (rules = {}) => {
    const g = createGame({ ships: { rom: excelsior({ cloak: true }), ent: excelsior(), exc: excelsior() }, seed: 7, rules });
    ok(g.apply({ type: 'cloak', ship: 'rom' }));
    g.apply({ type: 'turn' });
    return g;
  };

  test('ST-CLK-3: one detection attempt per ship and cloaked ship a turn by default; cloakDetectionAttempts allows more', () => {
    const g = trio();
    const before = ok(g.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 2, rolls: [12] }));
    expect(before).toMatchObject({ detected: false, roll: 12, target: 10 });
    const state = JSON.stringify(g.state);
    expect(g.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 2, rolls: [11] })).toMatchObject({ ok: false, rule: 'ST-CLK-3', error: 'ent has made 1 detection attempt at rom this turn, all it may (cloakDetectionAttempts 1); try again next turn' });
    expect(JSON.stringify(g.state)).toBe(state);
    // Another ship has an attempt of its own; the next turn, ent has one again.
    expect(ok(g.apply({ type: 'detect', ship: 'rom', by: 'exc', ew: 2, rolls: [13] }))).toMatchObject({ detected: false });
    ok(g.apply({ type: 'turn' }));
    expect(ok(g.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 2, rolls: [10] }))).toMatchObject({ detected: true });
    const two = trio({ cloakDetectionAttempts: 2 });
    expect(ok(two.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 2, rolls: [12] }))).toMatchObject({ detected: false, attempt: 1 });
    expect(ok(two.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 2, rolls: [11] }))).toMatchObject({ detected: false, attempt: 2 });
    expect(two.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 2, rolls: [1] })).toMatchObject({ ok: false, rule: 'ST-CLK-3' });
  });

  test('ST-CLK-3: a d20 at most EW + signature finds the ship: EW 2 + 8 -> 10 or less; 11 fails, 10 succeeds', () => {
    const g = trio({ cloakDetectionAttempts: 2 });
    expect(ok(g.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 2, rolls: [11] }))).toEqual({ ok: true, detected: false, signature: 8, roll: 11, die: 20, ew: 2, target: 10, attempt: 1 });
    expect(g.state.ships.rom).toMatchObject({ cloak: { detected: false, openings: [] } });
    expect(ok(g.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 2, rolls: [10] }))).toMatchObject({ detected: true, roll: 10, target: 10, openTo: ['ent'] });
    expect(g.state.ships.rom).toMatchObject({ cloak: { detected: true, detectedTurn: 2, openings: [{ turn: 2, to: ['ent'] }] } });
  });

  test('ST-CLK-3: without given rolls the game\'s generator rolls, replayably; the die is the constant cloakDetectionDie', () => {
    const play = () => {
      const g = trio();
      return [g.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 0 }), g.state.rng];
    };
    const [a, rngA] = play();
    expect(a).toMatchObject({ ok: true, roll: 10, target: 8, detected: false });
    expect(play()).toEqual([a, rngA]);
    const g = trio({ cloakDetectionDie: 6 });
    expect(g.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 0, rolls: [7] })).toMatchObject({ ok: false, error: expect.stringMatching(/not a d6 result/) });
    expect(ok(g.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 0, rolls: [6] }))).toMatchObject({ die: 6, detected: true });
  });

  test('ST-CLK-4: found, the ship is open to fire from the detecting side for the rest of the turn, shields still lowered', () => {
    const g = trio({ cloakDetectionAttempts: 2 });
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', target: 'rom' })).toMatchObject({ ok: false, rule: 'ST-CLK-4' });
    ok(g.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 4, rolls: [12] }));
    expect(ok(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', target: 'rom' }))).toMatchObject({ target: 'rom', shots: [{ toHit: 0 }] });
    // Not on the detecting side: still refused; named in `side` of a later detection: open.
    expect(g.apply({ type: 'fire', ship: 'exc', weapon: 'T1', target: 'rom' })).toMatchObject({ ok: false, rule: 'ST-CLK-4' });
    // (Its second attempt this turn: the game allows two here, cloakDetectionAttempts.)
    expect(ok(g.apply({ type: 'detect', ship: 'rom', by: 'ent', ew: 0, side: ['exc'], rolls: [1] }))).toMatchObject({ openTo: ['ent', 'exc'] });
    ok(g.apply({ type: 'fire', ship: 'exc', weapon: 'T1', target: 'rom' }));
    expect(ok(g.apply({ type: 'damage', ship: 'rom', bearing: 0, amount: 12 }))).toMatchObject({ absorbed: 0, toShip: 12, shieldsLowered: true });
    // The next turn the opening is gone.
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', target: 'rom' })).toMatchObject({ ok: false, rule: 'ST-CLK-4' });
    expect(g.state.ships.rom).toMatchObject({ cloak: { openings: [] } });
  });

  test('ST-CLK-3/4: collateral detection comes after fire is declared: open to every ship from the next turn only', () => {
    const g = trio();
    ok(g.apply({ type: 'collateral', ship: 'rom', kind: 'flash' }));
    expect(g.apply({ type: 'fire', ship: 'exc', weapon: 'T1', target: 'rom' })).toMatchObject({ ok: false, rule: 'ST-CLK-4' });
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'fire', ship: 'exc', weapon: 'T1', target: 'rom' }));
    ok(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', target: 'rom' }));
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', target: 'rom' })).toMatchObject({ ok: false, rule: 'ST-CLK-4' });
  });

  test('a ship that is not cloaked is fired at freely; refusals change nothing', () => {
    const g = trio();
    ok(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', target: 'exc' }));
    const before = JSON.stringify(g.state);
    const refused: [object, RegExp][] = [
      [{ type: 'detect', ship: 'rom', ew: 2 }, /needs "by"/],
      [{ type: 'detect', ship: 'rom', by: 'ent', ew: 2, found: true }, /not both/],
      [{ type: 'detect', ship: 'rom', by: 'nobody', ew: 2 }, /no ship "nobody"/],
      [{ type: 'detect', ship: 'rom', by: 'rom', ew: 2 }, /cannot detect itself/],
      [{ type: 'detect', ship: 'rom', side: ['exc'] }, /"side" needs "by"/],
      [{ type: 'detect', ship: 'ent', by: 'exc', ew: 2 }, /not cloaked/],
      [{ type: 'detect', ship: 'rom', by: 'ent', ew: 2, rolls: [21] }, /not a d20 result/],
      [{ type: 'fire', ship: 'exc', weapon: 'T1', target: 'rom' }, /not been detected/],
      [{ type: 'fire', ship: 'exc', weapon: 'T1', target: 'exc' }, /cannot fire at itself/],
      [{ type: 'fire', ship: 'exc', weapon: 'T1', target: 'zz' }, /no ship "zz"/],
    ];
    for (const [a, re] of refused) expect(g.apply(a)).toMatchObject({ ok: false, error: expect.stringMatching(re) });
    expect(JSON.stringify(g.state)).toBe(before);
  });
});

describe('ST-APT advanced photon torpedo launcher', () => {
  test('ST-APT-2 worked: one torpedo no penalty, two -> -1 each, three -> -2 each', () => {
    const shots = (count: number) => ok(game().apply({ type: 'fire', ship: 'ent', weapon: 'T1', count })).shots;
    expect(shots(1)).toEqual([{ toHit: 0 }]);
    expect(shots(2)).toEqual([{ toHit: -1 }, { toHit: -1 }]);
    expect(shots(3)).toEqual([{ toHit: -2 }, { toHit: -2 }, { toHit: -2 }]);
  });

  test('ST-APT-1 at most the three it holds; fires once a turn; other weapons fire one shot', () => {
    const g = game();
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', count: 4 })).toMatchObject({ ok: false, rule: 'ST-APT-1', error: expect.stringMatching(/holds 3/) });
    ok(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', count: 3 }));
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1' })).toMatchObject({ ok: false, error: expect.stringMatching(/already fired this turn/) });
    expect(ok(g.apply({ type: 'fire', ship: 'mir', weapon: 'P1' }))).toMatchObject({ weapon: 'P1', shots: [{ toHit: 0 }] });
    expect(g.apply({ type: 'fire', ship: 'mir', weapon: 'DF' })).toMatchObject({ ok: false, error: expect.stringMatching(/no weapon "DF".*P1/) });
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'mir', weapon: 'P1', count: 2 })).toMatchObject({ ok: false, rule: 'ST-APT-1' });
    ok(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', count: 2 }));
  });

  test('a launcher built with fewer stores holds fewer', () => {
    const ship = excelsior();
    ship.systems.find((s) => s.id === 'T1')!.stores = 2;
    const g = createGame({ ships: { ent: ship } });
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', count: 3 })).toMatchObject({ ok: false, rule: 'ST-APT-1', error: expect.stringMatching(/holds 2/) });
  });

  test('a destroyed weapon does not fire', () => {
    const g = game();
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'T1', boxes: 8 }));
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1' })).toMatchObject({ ok: false, error: 'weapon T1 is destroyed' });
  });
});

describe('damageSystem and repairSystem', () => {
  test('boxes of damage, destroyed at the box count, capped there; repair in part or in full', () => {
    const g = game();
    expect(ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'R', boxes: 12 }))).toEqual({ ok: true, system: 'R', damage: 12, destroyed: false });
    expect(ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'R', boxes: 12 }))).toEqual({ ok: true, system: 'R', damage: 20, destroyed: true });
    expect(g.apply({ type: 'damageSystem', ship: 'ent', system: 'R', boxes: 1 })).toMatchObject({ ok: false, error: 'R is already destroyed' });
    expect(ok(g.apply({ type: 'repairSystem', ship: 'ent', system: 'R', boxes: 5 }))).toMatchObject({ damage: 15, destroyed: false });
    expect(ok(g.apply({ type: 'repairSystem', ship: 'ent', system: 'R' }))).toMatchObject({ damage: 0, destroyed: false });
    expect(g.apply({ type: 'repairSystem', ship: 'ent', system: 'R' })).toMatchObject({ ok: false, error: 'R has no damage to repair' });
    expect(g.apply({ type: 'damageSystem', ship: 'ent', system: 'Q9', boxes: 1 })).toMatchObject({ ok: false, error: expect.stringMatching(/no system "Q9"/) });
    expect(g.apply({ type: 'damageSystem', ship: 'ent', system: 'R', boxes: 0 })).toMatchObject({ ok: false });
  });

  test('a repaired deflector covers again at once: its collapsed projection returns at 0 (ST-SH-10)', () => {
    const g = game();
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'DA', boxes: 8 }));
    ok(g.apply({ type: 'turn' }));
    expect(g.state.ships.ent).toMatchObject({ projections: { aft: { status: 'collapsed' } } });
    const r = ok(g.apply({ type: 'repairSystem', ship: 'ent', system: 'DA' }));
    expect(r.events).toEqual([{ ship: 'ent', projection: 'aft', status: 'up', remaining: 0, rule: 'ST-SH-10' }]);
  });

  test('a repaired nacelle no longer adds to the delay (ST-WARP-3)', () => {
    const g = createGame({ ships: { c: medium() } });
    ok(g.apply({ type: 'damageSystem', ship: 'c', system: 'N1', boxes: 16 }));
    expect(g.state.ships.c).toMatchObject({ warp: { effectiveDelay: 5 } });
    ok(g.apply({ type: 'repairSystem', ship: 'c', system: 'N1' }));
    expect(g.state.ships.c).toMatchObject({ warp: { effectiveDelay: 3 } });
  });
});

describe('ST-IMP-2 and ST-IMP-4', () => {
  test('ST-IMP-2: a ship with impulse drives is gravitic (state.gravitic from the compiled flag)', () => {
    expect(game().state.ships.ent).toMatchObject({ gravitic: true });
  });

  test('ST-IMP-4: an impulse thruster cannot be the target of a called shot; other systems can', () => {
    const g = game();
    expect(g.apply({ type: 'damageSystem', ship: 'ent', system: 'I1', boxes: 2, calledShot: true })).toMatchObject({ ok: false, rule: 'ST-IMP-4' });
    expect(ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'T1', boxes: 2, calledShot: true }))).toMatchObject({ damage: 2 });
    expect(ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'I1', boxes: 2 }))).toMatchObject({ damage: 2 });
  });
});
