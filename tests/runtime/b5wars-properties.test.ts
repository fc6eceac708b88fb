// Property-based tests (fast-check) of the b5wars invariants: capacity left within 0..rating,
// damage conserved (ST-SH-2, ST-SH-8, ST-SH-11), replay byte-identical (docs/rules.md, Conventions),
// a refused action changes nothing, save/resume changes nothing.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { absorb } from '../../runtime/b5wars/shields';
import { createGame, resumeGame } from '../../runtime/core/game';
import type { Action, CompiledShip } from '../../runtime/core/types';
import { excelsior, light, medium, ok } from './fixtures';

const ships = () => ({ ent: excelsior(), mir: medium(), run: light(), rom: excelsior({ cloak: true }) });
const handles = ['ent', 'mir', 'run', 'rom'] as const;
const projNames = ['fore', 'starboard', 'aft', 'port', 'all', 'dorsal'];
const deflectors = ['DF', 'DA', 'DP', 'DS', 'D1', 'XX'];
const systems = ['DF', 'DA', 'DS', 'DP', 'SG', 'I1', 'I2', 'N1', 'N2', 'N3', 'N4', 'T1', 'P1', 'CL', 'R', 'D1'];

const ship = fc.constantFrom(...handles);
const bearing = fc.oneof(fc.integer({ min: 0, max: 359 }), fc.constantFrom(0, 45, 90, 135, 180, 225, 270, 315), fc.double({ min: 0, max: 359.99, noNaN: true }));

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('turn') }) },
  {
    weight: 8,
    arbitrary: fc.record(
      {
        type: fc.constant('damage'),
        ship,
        bearing,
        amount: fc.integer({ min: 0, max: 90 }),
        firstOne: fc.boolean(),
        fighter: fc.boolean(),
        projection: fc.constantFrom(...projNames),
      },
      { requiredKeys: ['type', 'ship', 'bearing', 'amount'] },
    ),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('damage'), ship, bearing, drain: fc.integer({ min: 0, max: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('ram'), ship, bearing, factor: fc.integer({ min: 0, max: 50 }) }) },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        type: fc.constant('regenerate'),
        ship,
        deflector: fc.constantFrom(...deflectors),
        buy: fc.integer({ min: 0, max: 20 }),
        to: fc.dictionary(fc.constantFrom(...projNames), fc.integer({ min: 0, max: 12 }), { maxKeys: 2 }),
      },
      { requiredKeys: ['type', 'ship', 'deflector'] },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('extendArc'), ship, deflector: fc.constantFrom(...deflectors), steps: fc.integer({ min: 1, max: 2 }), direction: fc.constantFrom('cw', 'ccw') }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('transfer'), ship, from: fc.constantFrom(...projNames), to: fc.constantFrom(...projNames), amount: fc.integer({ min: 1, max: 25 }) }),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom(['ent', 'fore', 'starboard'], ['ent', 'port', 'fore'], ['rom', 'aft', 'port'], ['mir', 'fore', 'aft'], ['mir', 'aft', 'fore'], ['run', 'all', 'all']),
        fc.integer({ min: 1, max: 12 }),
      )
      .map(([[h, from, to], amount]) => ({ type: 'transfer', ship: h!, from: from!, to: to!, amount })),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('thrust'), ship, maneuver: fc.constantFrom('accel', 'decel', 'turn') }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('thrust'), ship, maneuver: fc.constant('turn'), speed: fc.integer({ min: 6, max: 14 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('powerSystem'), ship, system: fc.constantFrom('SG', 'DF', 'DS', 'D1', 'I1'), powered: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('systemFailure'), ship, system: fc.constantFrom('SG', 'DA', 'DP', 'D1'), failed: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('thrusterCheck'), ship, thruster: fc.constantFrom('I1', 'I2'), outcome: fc.constantFrom('passed', 'failed', 'destroyed') }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('warp'), ship }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('shutdownNacelle'), ship, nacelle: fc.constantFrom('N1', 'N2', 'N3', 'N4') }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constantFrom('cloak', 'decloak'), ship: fc.constantFrom('rom', 'rom', 'rom', 'ent') }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('collateral'), ship, kind: fc.constantFrom('flash', 'shredder') }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('detect'), ship: fc.constantFrom('rom', 'rom', 'ent'), by: fc.constantFrom('ent', 'mir', 'rom'), ew: fc.integer({ min: 0, max: 12 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('fire'), ship, weapon: fc.constantFrom('T1', 'P1'), target: fc.constantFrom('rom', 'ent', 'mir') }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('fire'), ship, weapon: fc.constantFrom('T1', 'P1', 'DF'), count: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('damageSystem'), ship, system: fc.constantFrom(...systems), boxes: fc.integer({ min: 1, max: 25 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('damageSystem'), ship, system: fc.constantFrom('SG', 'DA', 'I1', 'N1'), boxes: fc.integer({ min: 1, max: 10 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('repairSystem'), ship, system: fc.constantFrom('SG', 'DA', 'I1', 'N1', ...systems) }) },
);

/** A start that makes every action reachable: some damage to shore up, a cloaked ship, a new turn. */
const prefix: Action[] = [
  { type: 'damage', ship: 'ent', bearing: 90, amount: 15 },
  { type: 'damage', ship: 'mir', bearing: 180, amount: 10 },
  { type: 'damage', ship: 'rom', bearing: 180, amount: 12 },
  { type: 'damageSystem', ship: 'ent', system: 'R', boxes: 3 },
  { type: 'cloak', ship: 'rom' },
  { type: 'turn' },
];
/** The same start, plus an over-thrust in turn 2 (so that a critical check is owed). */
const overThrustPrefix: Action[] = [...prefix, { type: 'thrust', ship: 'ent', maneuver: 'turn', speed: 14 }];
const actions = fc.array(action, { minLength: 1, maxLength: 80 }).map((as) => [...prefix, ...as]);

type Proj = { rating: number; remaining: number; status: string };
const projections = (g: ReturnType<typeof createGame>) =>
  Object.values(g.state.ships).flatMap((s) => Object.values((s as unknown as { projections: Record<string, Proj> }).projections));

describe('b5wars invariants', () => {
  test('capacity left always within 0..rating; collapsed and fallen projections at 0', () => {
    fc.assert(
      fc.property(actions, (as) => {
        const g = createGame({ ships: ships(), seed: 5 });
        for (const a of as) {
          g.apply(a);
          for (const p of projections(g)) {
            expect(p.remaining).toBeGreaterThanOrEqual(0);
            expect(p.remaining).toBeLessThanOrEqual(p.rating);
            if (p.status !== 'up') expect(p.remaining).toBe(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  test('damage conserved: absorbed + toShip = incoming; capacity used matches (x2 for First Ones); drain: absorbed + overflow = 10 x drain', () => {
    fc.assert(
      fc.property(actions, (as) => {
        const g = createGame({ ships: ships(), seed: 11 });
        for (const a of as) {
          const before = a.type === 'damage' ? structuredClone(g.state.ships[a.ship!]) : undefined;
          const r = g.apply(a);
          if (a.type !== 'damage' || !r.ok) continue;
          const name = r.projection as string | null;
          const left = name ? (before as unknown as { projections: Record<string, Proj> }).projections[name]!.remaining : 0;
          if (a.drain !== undefined) {
            expect(r.toShip).toBe(0);
            if (r.drainScore !== undefined) {
              expect((r.absorbed as number) + (r.overflow as number)).toBe(10 * (a.drain as number));
              expect(r.bleedThrough).toBe((r.overflow as number) > 0);
            }
            continue;
          }
          expect((r.absorbed as number) + (r.toShip as number)).toBe(a.amount);
          expect(r.shieldPoints as number).toBeLessThanOrEqual(left);
          const doubled = a.firstOne === true && a.fighter !== true;
          if (doubled) expect(r.absorbed).toBe(Math.min(a.amount as number, Math.ceil((r.shieldPoints as number) / 2)));
          else expect(r.absorbed).toBe(r.shieldPoints);
          if ((r.toShip as number) > 0) expect(r.shieldPoints).toBe(r.shieldsLowered || r.status ? 0 : left);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('absorb(): conservation and ST-SH-11 ceiling for any numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.boolean(), (amount, cap, firstOne) => {
        const r = absorb(amount, cap, firstOne);
        expect(r.absorbed + r.toShip).toBe(amount);
        expect(r.shieldPoints).toBeLessThanOrEqual(cap);
        expect(r.shieldPoints).toBe(firstOne ? Math.min(cap, 2 * amount) : Math.min(cap, amount));
        if (firstOne && 2 * amount > cap) expect(r.absorbed).toBe(Math.ceil(cap / 2));
      }),
    );
  });

  test('replay from the same seed is byte-identical (results and state)', () => {
    fc.assert(
      fc.property(actions, fc.integer(), (as, seed) => {
        const run = () => {
          const g = createGame({ ships: ships(), seed });
          return JSON.stringify({ results: as.map((a) => g.apply(a)), state: g.state });
        };
        expect(run()).toBe(run());
      }),
      { numRuns: 150 },
    );
  });

  test('a refused action leaves the state deep-equal', () => {
    fc.assert(
      fc.property(actions, (as) => {
        const g = createGame({ ships: ships(), seed: 3 });
        for (const a of as) {
          const before = structuredClone(g.state);
          const r = g.apply(a);
          if (!r.ok) {
            expect(g.state).toEqual(before);
            expect(typeof r.error).toBe('string');
            expect(r.error.length).toBeGreaterThan(5);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  test('saving at any point and resuming gives the same outcome as never stopping', () => {
    fc.assert(
      fc.property(actions, fc.nat(), (as, cutAt) => {
        const cut = cutAt % (as.length + 1);
        const whole = createGame({ ships: ships(), seed: 8 });
        const all = as.map((a) => whole.apply(a));
        const part = createGame({ ships: ships(), seed: 8 });
        const r1 = as.slice(0, cut).map((a) => part.apply(a));
        const resumed = resumeGame(ships() as Record<string, CompiledShip>, JSON.parse(JSON.stringify(part.state)));
        const r2 = as.slice(cut).map((a) => resumed.apply(a));
        expect(JSON.stringify([...r1, ...r2])).toBe(JSON.stringify(all));
        expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(whole.state));
      }),
      { numRuns: 150 },
    );
  });

  test('rule refusals always name a rules.md ID of the b5wars family when they carry one', () => {
    fc.assert(
      fc.property(actions, (as) => {
        const g = createGame({ ships: ships(), seed: 2 });
        for (const a of as) {
          const r = g.apply(a);
          if (!r.ok && r.rule !== undefined) expect(r.rule).toMatch(/^ST-(SH|IMP|WARP|CLK|APT|PWR)-\d+$/);
        }
      }),
      { numRuns: 100 },
    );
  });
});

test('sanity: the generators reach ok results of every b5wars action', () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(actions, (as) => {
      const g = createGame({ ships: ships(), seed: 1 });
      for (const a of as) if (g.apply(a).ok) seen.add(a.type);
      const g2 = createGame({ ships: ships(), seed: 1 });
      for (const a of [...overThrustPrefix, ...as.slice(prefix.length)]) if (g2.apply(a).ok) seen.add(a.type);
    }),
    { numRuns: 300, seed: 42 },
  );
  expect([...seen].sort()).toEqual(
    ['collateral', 'damage', 'damageSystem', 'decloak', 'cloak', 'extendArc', 'fire', 'ram', 'regenerate', 'repairSystem', 'shutdownNacelle', 'thrust', 'thrusterCheck', 'powerSystem', 'systemFailure', 'detect', 'transfer', 'turn', 'warp'].sort(),
  );
  ok({ ok: true });
});
