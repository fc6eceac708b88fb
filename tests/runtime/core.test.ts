// The interpreter core: turns, segments, validation, dispatch, refusals, dice, save and resume.
import { describe, expect, test } from 'vitest';
import { createGame, resumeGame } from '../../runtime/core/game';
import { refuse, registerRuleset, type RulesetModule } from '../../runtime/core/registry';
import { Dice, nextRandom, seedState } from '../../runtime/core/rng';
import { arcContains, arcsAdjacent, extendArc, inArc } from '../../runtime/core/arcs';
import type { CompiledShip, ShipState } from '../../runtime/core/types';
import { excelsior, game, light, medium, ok } from './fixtures';

describe('turns and segments', () => {
  test('the game starts at turn 0; {type:"turn"} starts turn 1 with segment null and impulse 0', () => {
    const g = game();
    expect(g.state.turn).toBe(0);
    expect(g.state.segment).toBeNull();
    expect(g.state.impulse).toBe(-1);
    expect(g.apply({ type: 'turn' })).toEqual({ ok: true, turn: 1 });
    expect(g.state.turn).toBe(1);
    expect(g.state.segment).toBeNull();
    expect(g.state.impulse).toBe(0);
  });

  test('an action before the first turn starts turn 1 first', () => {
    const g = game();
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 5 }));
    expect(g.state.turn).toBe(1);
    expect(g.state.segment).toBe('fire');
  });

  test('an action moves the turn forward to its segment; an earlier segment is refused', () => {
    const g = game();
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }));
    expect(g.state.segment).toBe('move');
    const r = g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/power segment.*already passed/);
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF' }));
  });

  test('"any" actions never move the segment', () => {
    const g = game();
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'R', boxes: 1 }));
    expect(g.state.segment).toBeNull();
  });

  test('entering adjust runs the collapse (ST-SH-7) even when no adjust action is given', () => {
    const g = game();
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'DS', boxes: 8 }));
    expect(g.state.ships.ent!.projections).toMatchObject({ starboard: { status: 'up' } });
    const r = ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }));
    expect(r.events).toEqual([{ ship: 'ent', projection: 'starboard', status: 'collapsed', rule: 'ST-SH-7' }]);
  });

  test('{type:"turn"} finishes the segments of the current turn first', () => {
    const g = game();
    g.apply({ type: 'turn' });
    g.apply({ type: 'damageSystem', ship: 'ent', system: 'DS', boxes: 8 });
    const r = ok(g.apply({ type: 'turn' }));
    expect(r.turn).toBe(2);
    expect(r.events).toEqual([{ ship: 'ent', projection: 'starboard', status: 'collapsed', rule: 'ST-SH-7' }]);
  });
});

describe('validation and dispatch', () => {
  test('unknown action type, unknown ship, missing and unknown fields are refused in plain words', () => {
    const g = game();
    const a = g.apply({ type: 'teleport', ship: 'ent' });
    expect(a).toMatchObject({ ok: false, error: expect.stringMatching(/unknown action type "teleport" for a b5wars ship/) });
    expect(g.apply({ type: 'damage', ship: 'kor', bearing: 0, amount: 1 })).toMatchObject({ ok: false, error: expect.stringMatching(/no ship "kor"/) });
    expect(g.apply({ type: 'damage', ship: 'ent', amount: 1 })).toEqual({ ok: false, error: 'damage: missing field "bearing"' });
    expect(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 1, amout: 2 })).toEqual({ ok: false, error: 'damage: unknown field "amout"' });
    expect(g.apply({ type: 'damage', ship: 'ent', bearing: 360, amount: 1 })).toMatchObject({ ok: false, error: expect.stringMatching(/"bearing" must be < 360/) });
    expect(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'jump' })).toMatchObject({ ok: false, error: expect.stringMatching(/must be one of "accel", "decel", "turn"/) });
    expect(g.apply('turn')).toMatchObject({ ok: false });
    expect(g.apply({ type: 'turn', extra: 1 })).toMatchObject({ ok: false, error: 'turn: unknown field "extra"' });
    expect(g.state.turn).toBe(0);
  });

  test('a refused action changes nothing, even one that would have moved the turn', () => {
    const g = game();
    g.apply({ type: 'turn' });
    const before = JSON.stringify(g.state);
    const r = g.apply({ type: 'transfer', ship: 'ent', from: 'fore', to: 'aft', amount: 5 });
    expect(r).toMatchObject({ ok: false, rule: 'ST-SH-4' });
    expect(JSON.stringify(g.state)).toBe(before);
  });

  test('createGame refuses ships of a ruleset with no rules and setup for unknown ships', () => {
    expect(() => createGame({ ships: { x: { ...excelsior(), ruleset: 'nope' as never } } })).toThrow(/no rules are registered/);
    expect(() => createGame({ ships: { ent: excelsior() }, setup: { kor: {} } })).toThrow(/not in the game/);
  });
});

describe('dice', () => {
  test('mulberry32 state is a 32-bit integer and the sequence is fixed by the seed', () => {
    const a = { rng: seedState(42) };
    const b = { rng: seedState(42) };
    const da = new Dice(a);
    const db = new Dice(b);
    const xs = Array.from({ length: 50 }, () => da.d100());
    const ys = Array.from({ length: 50 }, () => db.d100());
    expect(xs).toEqual(ys);
    expect(xs.every((x) => x >= 1 && x <= 100)).toBe(true);
    expect(Number.isInteger(a.rng) && a.rng >= 0 && a.rng < 2 ** 32).toBe(true);
    const [, u] = nextRandom(0);
    expect(u).toBeGreaterThanOrEqual(0);
    expect(u).toBeLessThan(1);
  });

  test('given rolls are used first, then the generator; a roll out of range is refused', () => {
    const h = { rng: seedState(1) };
    const d = new Dice(h, [5, 99]);
    expect(d.d100()).toBe(5);
    expect(d.d100()).toBe(99);
    const before = h.rng;
    d.d100();
    expect(h.rng).not.toBe(before);
    expect(() => new Dice(h, [0]).d100()).toThrow(/not a d100 result/);
    expect(() => new Dice(h, [7]).d6()).toThrow(/not a d6 result/);
  });

  test('d20 and d6 stay in range', () => {
    const d = new Dice({ rng: seedState(3) });
    for (let i = 0; i < 200; i++) {
      const x = d.d20();
      const y = d.d6();
      expect(x >= 1 && x <= 20 && y >= 1 && y <= 6).toBe(true);
    }
  });
});

describe('save and resume', () => {
  test('saving mid-game and continuing gives the same results and state as never stopping', () => {
    const first = [
      { type: 'turn' },
      { type: 'damage', ship: 'ent', bearing: 10, amount: 30 },
      { type: 'damageSystem', ship: 'ent', system: 'N1', boxes: 18 },
      { type: 'turn' },
      { type: 'regenerate', ship: 'ent', deflector: 'DF', buy: 4 },
    ];
    const rest = [
      { type: 'turn' },
      { type: 'turn' },
      { type: 'warp', ship: 'ent' },
      { type: 'warp', ship: 'mir' },
      { type: 'damage', ship: 'mir', bearing: 90, amount: 12 },
    ];
    const whole = game();
    const all = [...first, ...rest].map((a) => whole.apply(a));
    const part = game();
    const r1 = first.map((a) => part.apply(a));
    const saved = JSON.parse(JSON.stringify(part.save()));
    const resumed = resumeGame(part.ships as Record<string, CompiledShip>, saved);
    const r2 = rest.map((a) => resumed.apply(a));
    expect(JSON.stringify([...r1, ...r2])).toBe(JSON.stringify(all));
    expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(whole.state));
  });

  test('resumeGame checks that the ships match the saved game', () => {
    const g = game();
    expect(() => resumeGame({ ent: excelsior() }, g.save())).toThrow(/has ships/);
    expect(() => resumeGame({ ent: medium(), mir: medium(), run: light() }, g.save())).toThrow(/not a b5wars Constellation|is a b5wars Excelsior/);
    expect(() => resumeGame({ ent: excelsior() }, {} as never)).toThrow(/not a drydock game state/);
  });
});

describe('arcs (docs/rules.md, Conventions)', () => {
  test('bearings, containment, adjacency and extension', () => {
    expect(inArc(0, [315, 45])).toBe(true);
    expect(inArc(45, [315, 45])).toBe(true);
    expect(inArc(46, [315, 45])).toBe(false);
    expect(inArc(359.5, [300, 60])).toBe(true);
    expect(inArc(200, [0, 360])).toBe(true);
    expect(arcContains([315, 135], [45, 135])).toBe(true);
    expect(arcContains([315, 135], [135, 225])).toBe(false);
    expect(arcContains([0, 360], [135, 225])).toBe(true);
    expect(arcContains([300, 60], [0, 360])).toBe(false);
    expect(arcsAdjacent([315, 45], [45, 135])).toBe(true);
    expect(arcsAdjacent([225, 315], [315, 45])).toBe(true);
    expect(arcsAdjacent([315, 45], [135, 225])).toBe(false);
    expect(arcsAdjacent([270, 90], [90, 270])).toBe(true);
    expect(extendArc([315, 45], 1, 'cw')).toEqual([315, 135]);
    expect(extendArc([315, 45], 2, 'ccw')).toEqual([135, 45]);
    expect(extendArc([90, 270], 2, 'cw')).toEqual([0, 360]);
  });
});

describe('a plugged-in ruleset (the registry API the sfb rules use)', () => {
  // A toy ruleset registered as `sfb` in this test file only (each test file runs in its own process).
  const toy: RulesetModule = {
    ruleset: 'sfb',
    clock: 'impulses',
    initShip: (ship) => ({ ruleset: 'sfb', name: ship.name, systems: {}, counter: 0, starts: 0 }),
    onTurnStart(ctx, handle) {
      (ctx.state.ships[handle] as ShipState & { starts: number }).starts++;
    },
    actions: {
      bump: {
        schema: { properties: { by: { type: 'integer' } }, required: ['by'] },
        run(ctx, action) {
          const s = ctx.state.ships[action.ship!] as ShipState & { counter: number };
          s.counter += action.by as number;
          if (s.counter > 10) throw refuse('counter would pass 10', 'TOY-1');
          return { counter: s.counter, impulse: ctx.impulse, roll: ctx.dice.d6() };
        },
      },
      shout: { shipless: true, schema: { properties: { word: { type: 'string' } } }, run: (_ctx, a) => ({ word: a.word }) },
      overflow: {
        schema: {},
        run(ctx, action) {
          (ctx.state.ships[action.ship!] as ShipState & { counter: number }).counter = 99;
          return { fine: 1, deep: { list: [1, 2 ** 1024] } };
        },
      },
      whole: {
        returnsOk: true,
        schema: {},
        run(ctx) {
          ctx.event({ said: 'hi' });
          return { ok: true, first: 1, second: 'two' };
        },
      },
      look: {
        schema: { properties: { other: { type: 'string' } }, required: ['other'] },
        run(ctx, action) {
          const acting = ctx.shipState(action.ship!);
          return {
            actingIsLive: acting === ctx.state.ships[action.ship!],
            otherIsLive: ctx.shipState(action.other as string) === ctx.state.ships[action.other as string],
            otherName: ctx.compiled(action.other as string)?.name ?? null,
            missing: ctx.shipState('__proto__') === undefined && ctx.compiled('toString') === undefined,
          };
        },
      },
    },
  };
  registerRuleset(toy);
  const toyShip: CompiledShip = { name: 'Toy', ruleset: 'sfb', systems: [], rules: {}, derived: {} };

  test('impulses never go back within a turn; a new turn starts at impulse 0', () => {
    const g = createGame({ ships: { t: toyShip, ent: excelsior() } });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'bump', ship: 't', by: 1, impulse: 5 })).impulse).toBe(5);
    expect(g.state.impulse).toBe(5);
    const back = g.apply({ type: 'bump', ship: 't', by: 1, impulse: 4 });
    expect(back).toMatchObject({ ok: false, error: expect.stringMatching(/impulse 4.*impulse 5/) });
    ok(g.apply({ type: 'bump', ship: 't', by: 1 }));
    expect(g.state.impulse).toBe(5);
    g.apply({ type: 'turn' });
    expect(g.state.impulse).toBe(0);
    expect((g.state.ships.t as ShipState & { starts: number }).starts).toBe(2);
    expect(g.apply({ type: 'bump', ship: 't', by: 1, impulse: 33 })).toMatchObject({ ok: false });
  });

  test('a handler that refuses after mutating is rolled back (default per-ship snapshot), rng included', () => {
    const g = createGame({ ships: { t: toyShip } });
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'bump', ship: 't', by: 9 }));
    const before = JSON.stringify(g.state);
    expect(g.apply({ type: 'bump', ship: 't', by: 5, impulse: 7 })).toEqual({ ok: false, error: 'counter would pass 10', rule: 'TOY-1' });
    expect(JSON.stringify(g.state)).toBe(before);
  });

  test('a result with a number JSON cannot hold is refused with its path, and the state is rolled back', () => {
    const g = createGame({ ships: { t: toyShip } });
    g.apply({ type: 'turn' });
    const before = JSON.stringify(g.state);
    const r = g.apply({ type: 'overflow', ship: 't' });
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('result.deep.list.1 is not a finite number') });
    expect(JSON.stringify(g.state)).toBe(before);
  });

  test('a handler with returnsOk gives the whole result: returned as it is, its events added last', () => {
    const g = createGame({ ships: { t: toyShip } });
    g.apply({ type: 'turn' });
    const r = g.apply({ type: 'whole', ship: 't' });
    expect(r).toEqual({ ok: true, first: 1, second: 'two', events: [{ said: 'hi' }] });
    expect(Object.keys(r)).toEqual(['ok', 'first', 'second', 'events']);
    // The next action's result has no events of its own: the context keeps none between actions.
    expect(ok(g.apply({ type: 'bump', ship: 't', by: 1 })).events).toBeUndefined();
  });

  test('ctx.shipState and ctx.compiled find any ship of the game, the acting one without a lookup', () => {
    const g = createGame({ ships: { t: toyShip, ent: excelsior() } });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'look', ship: 't', other: 'ent' }))).toMatchObject({ actingIsLive: true, otherIsLive: true, otherName: 'Excelsior', missing: true });
  });

  test('shipless actions are found among all rulesets; same-named actions dispatch by the ship', () => {
    const g = createGame({ ships: { t: toyShip, ent: excelsior() } });
    expect(ok(g.apply({ type: 'shout', word: 'hi' })).word).toBe('hi');
    expect(g.apply({ type: 'bump', ship: 'ent', by: 1 })).toMatchObject({ ok: false, error: expect.stringMatching(/for a b5wars ship/) });
    expect(g.apply({ type: 'regenerate', ship: 't', deflector: 'DF' })).toMatchObject({ ok: false, error: expect.stringMatching(/for a sfb ship/) });
  });
});
