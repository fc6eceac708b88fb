// Property-based tests (fast-check) of the sfb rules: stored energy never above capacity and never
// negative, energy conserved across allocate / draw / expiry / loss, refusals change nothing, and
// a game replayed from the same seed and actions is identical.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { absImpulse, EPS, RuleRefusal, type Time } from '../../../runtime/sfb/common';
import {
  allocateIonic,
  drawIonic,
  expireIonic,
  initIonic,
  ionicConfig,
  ionWeaponDestroyed,
  ionWeaponRepaired,
  refreshIonic,
  type PowerKind,
} from '../../../runtime/sfb/ionic-capacitor';
import { centralConfig, centralTurnStart, centralWeaponDestroyed, centralWeaponRepaired, drawCentral, initCentral } from '../../../runtime/sfb/central-capacitor';
import { batteriesTurnStart, drawBatteries, initBatteries } from '../../../runtime/sfb/batteries';
import { createGame, resumeGame } from '../../../runtime/core/game';
import '../../../runtime/sfb/index';
import { fractionalIonShip, highGuardCZ, vudarDW } from './fixtures';

const RUNS = { numRuns: 200 };

/** Amounts in quarter points (fractions that binary floats hold exactly, and thirds via q()). */
const amount = fc.integer({ min: 1, max: 40 }).map((n) => n / 4);
const thirds = fc.integer({ min: 1, max: 30 }).map((n) => n / 3);

type IonOp =
  | { op: 'allocate'; amount: number; power: PowerKind; reserve: boolean; weapon: string | null }
  | { op: 'draw'; amount: number; weapon: string; energyBalance: boolean }
  | { op: 'advance'; impulses: number }
  | { op: 'destroy' | 'repair'; weapon: string };

const weapons = ['A', 'B', 'C', 'IPG'];
const ionOp: fc.Arbitrary<IonOp> = fc.oneof(
  fc.record({
    op: fc.constant('allocate' as const),
    amount: fc.oneof(amount, thirds),
    power: fc.constantFrom<PowerKind>('impulse', 'warp', 'other'),
    reserve: fc.boolean(),
    weapon: fc.option(fc.constantFrom(...weapons), { nil: null }),
  }),
  fc.record({ op: fc.constant('draw' as const), amount: fc.oneof(amount, thirds), weapon: fc.constantFrom(...weapons), energyBalance: fc.boolean() }),
  fc.record({ op: fc.constant('advance' as const), impulses: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ op: fc.constantFrom('destroy' as const, 'repair' as const), weapon: fc.constantFrom(...weapons) }),
);

function advance(t: Time, n: number): { time: Time; newTurns: number[] } {
  let { turn, impulse } = t;
  const newTurns: number[] = [];
  for (let i = 0; i < n; i++) {
    if (impulse === 32) {
      turn += 1;
      impulse = 0;
      newTurns.push(turn);
    } else impulse += 1;
  }
  return { time: { turn, impulse }, newTurns };
}

describe('ionic capacitor invariants (H93.*)', () => {
  it('H93.221 H93.31 stored never above capacity, never negative; usable never above stored; allocated = stored + drawn + expired + lost', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(ionOp, { maxLength: 80 }), (fractional, ops) => {
        const ship = fractional ? fractionalIonShip([1.5, 1, 0.5, 4], true) : vudarDW();
        const ids = fractional ? ['W1', 'W2', 'W3', 'W4'] : weapons;
        const cfg = ionicConfig(ship, { ...ship.rules, ionicEnergyLifetime: 3 })!;
        const st = initIonic(cfg);
        const destroyed = new Set<string>();
        let now: Time = { turn: 1, impulse: 0 };
        for (const o of ops) {
          const before = JSON.stringify(st);
          try {
            const w = (id: string) => ids[weapons.indexOf(id)]!;
            if (o.op === 'allocate') {
              allocateIonic(st, cfg, now, {
                amount: o.amount,
                power: o.power,
                reserve: o.reserve,
                ...(o.weapon ? { weapon: { id: w(o.weapon), ionBased: true, destroyed: destroyed.has(w(o.weapon)) } } : {}),
              });
            } else if (o.op === 'draw') {
              drawIonic(st, now, o.energyBalance ? { purpose: 'energyBalance', amount: o.amount } : { weapon: { id: w(o.weapon), ionBased: true, destroyed: destroyed.has(w(o.weapon)) }, amount: o.amount });
            } else if (o.op === 'advance') {
              const r = advance(now, o.impulses);
              for (const t of r.newTurns) expireIonic(st, cfg, t);
              now = r.time;
              refreshIonic(st, now);
            } else if (o.op === 'destroy') {
              destroyed.add(w(o.weapon));
              ionWeaponDestroyed(st, cfg, w(o.weapon), now);
            } else {
              destroyed.delete(w(o.weapon));
              ionWeaponRepaired(st, cfg, w(o.weapon), now);
            }
          } catch (e) {
            if (!(e instanceof RuleRefusal)) throw e;
            expect(JSON.stringify(st)).toBe(before); // a refusal changes nothing
          }
          expect(st.stored).toBeGreaterThanOrEqual(0);
          expect(st.stored).toBeLessThanOrEqual(st.capacity + EPS);
          expect(st.usable).toBeLessThanOrEqual(st.stored + EPS);
          expect(st.packets.every((p) => p.amount > 0)).toBe(true);
          const { allocated, drawn, expired, lost } = st.ledger;
          expect(Math.abs(allocated - (st.stored + drawn + expired + lost))).toBeLessThan(1e-6);
          if (st.destroyed) expect(st.stored).toBe(0);
          // H93.32: nothing older than the lifetime survives a turn start.
          expect(st.packets.every((p) => p.turn + 3 > now.turn)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('H93.14 non-impulse energy is usable exactly 32 absolute impulses later (from EA: the next EA)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 80 }), (turn, impulse, wait) => {
        const ship = vudarDW();
        const cfg = ionicConfig(ship, ship.rules)!;
        const st = initIonic(cfg);
        const at = { turn, impulse };
        allocateIonic(st, cfg, at, { amount: 2, power: 'warp', reserve: impulse > 0 });
        const later = advance(at, wait).time;
        refreshIonic(st, later);
        // On the absolute count impulse 32 of turn t is EA of turn t+1; energy put in at EA
        // waits for the next EA, energy put in at impulse i for impulse i of the next turn.
        const due = impulse === 0 ? later.turn > turn : absImpulse(later) - absImpulse(at) >= 32;
        expect(st.usable).toBe(due ? 2 : 0);
      }),
      RUNS,
    );
  });
});

describe('central capacitor and battery invariants (Z-CC-*, Z-BTY-1)', () => {
  const ccOp = fc.oneof(
    fc.record({ op: fc.constant('turn' as const) }),
    fc.record({ op: fc.constant('draw' as const), amount: fc.oneof(amount, thirds) }),
    fc.record({ op: fc.constantFrom('destroy' as const, 'repair' as const), weapon: fc.constantFrom('P1', 'P5', 'Q1', 'Q3', 'PL1', 'PL2') }),
  );
  it('Z-CC-2 Z-CC-3 0 <= stored <= max; initial + gained = stored + drawn + lost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.array(ccOp, { maxLength: 60 }), (ws, ops) => {
        const cfg = centralConfig(highGuardCZ())!;
        const st = initCentral(cfg, ws);
        for (const o of ops) {
          const before = JSON.stringify(st);
          try {
            if (o.op === 'turn') centralTurnStart(st, cfg);
            else if (o.op === 'draw') drawCentral(st, o.amount, 'test');
            else if (o.op === 'destroy') centralWeaponDestroyed(st, cfg, o.weapon);
            else centralWeaponRepaired(st, cfg, o.weapon);
          } catch (e) {
            if (!(e instanceof RuleRefusal)) throw e;
            expect(JSON.stringify(st)).toBe(before);
          }
          expect(st.stored).toBeGreaterThanOrEqual(0);
          expect(st.stored).toBeLessThanOrEqual(st.max + EPS);
          expect(st.max).toBeLessThanOrEqual(26);
          const { initial, gained, drawn, lost } = st.ledger;
          expect(Math.abs(initial + gained - (st.stored + drawn + lost))).toBeLessThan(1e-6);
        }
      }),
      RUNS,
    );
  });
  it('Z-BTY-1 every battery holds between 0 and 4', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(null), fc.oneof(amount, thirds)), { maxLength: 60 }), (ops) => {
        const bt = initBatteries(highGuardCZ())!;
        for (const o of ops) {
          try {
            if (o === null) batteriesTurnStart(bt);
            else drawBatteries(bt, o);
          } catch (e) {
            if (!(e instanceof RuleRefusal)) throw e;
          }
          for (const u of Object.values(bt.units)) {
            expect(u.stored).toBeGreaterThanOrEqual(0);
            expect(u.stored).toBeLessThanOrEqual(u.capacity);
          }
          expect(bt.stored).toBeLessThanOrEqual(bt.capacity);
        }
      }),
      RUNS,
    );
  });
});

describe('games (createGame)', () => {
  const action = fc.oneof(
    fc.constant({ type: 'turn' }),
    fc.record({
      type: fc.constant('allocate'),
      ship: fc.constant('dw'),
      amount: fc.integer({ min: 1, max: 8 }),
      power: fc.constantFrom('impulse', 'warp', 'other'),
      reserve: fc.boolean(),
      impulse: fc.integer({ min: 0, max: 32 }),
    }),
    fc.record({ type: fc.constant('draw'), ship: fc.constant('dw'), weapon: fc.constantFrom('A', 'B', 'C', 'IPG'), amount: fc.integer({ min: 1, max: 4 }), impulse: fc.integer({ min: 0, max: 32 }) }),
    fc.record({ type: fc.constant('damageSystem'), ship: fc.constant('dw'), system: fc.constantFrom('A', 'IPG'), boxes: fc.constant(1) }),
    fc.record({ type: fc.constant('repairSystem'), ship: fc.constant('dw'), system: fc.constantFrom('A', 'IPG') }),
    fc.record({
      type: fc.constant('arm'),
      ship: fc.constant('cz'),
      weapon: fc.constantFrom('Q1', 'Q2', 'PL1'),
      energy: fc.constantFrom(0.5, 1, 1.5, 2, 3),
      mode: fc.constantFrom('standard', 'overload', 'doubleOverload'),
      from: fc.constantFrom('capacitor', 'batteries', undefined),
    }).map((a) => (a.from === undefined ? { ...a, from: undefined } : a)),
    fc.record({ type: fc.constant('hold'), ship: fc.constant('cz'), weapon: fc.constantFrom('Q1', 'Q2') }),
    fc.record({ type: fc.constant('fire'), ship: fc.constant('cz'), weapon: fc.constantFrom('Q1', 'Q2', 'PL1', 'P1', 'P2'), impulse: fc.integer({ min: 0, max: 32 }) }),
    fc.record({ type: fc.constant('defenseField'), ship: fc.constant('cz'), energy: fc.integer({ min: 1, max: 6 }), targets: fc.constant([{ id: 'd', kind: 'drone', range: 1 }]), impulse: fc.integer({ min: 0, max: 32 }) }),
    fc.record({ type: fc.constant('penetrate'), ship: fc.constant('cz'), amount: fc.integer({ min: 0, max: 8 }) }),
  );
  const clean = (a: Record<string, unknown>) => JSON.parse(JSON.stringify(a)) as Record<string, unknown>;
  const newGame = (seed: number) =>
    createGame({ ships: { dw: vudarDW(), cz: highGuardCZ() }, seed, setup: { cz: { weaponsStatus: 2 } } });

  it('replaying the same seed and actions gives identical results and state; save/resume continues identically', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.array(action, { maxLength: 60 }), fc.nat(), (seed, raw, cut) => {
        const actions = raw.map(clean);
        const a = newGame(seed);
        const b = newGame(seed);
        const ra = actions.map((x) => a.apply(x));
        const rb = actions.map((x) => b.apply(x));
        expect(JSON.stringify(ra)).toBe(JSON.stringify(rb));
        expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
        // Resume from a save part-way through.
        const k = actions.length ? cut % actions.length : 0;
        const c = newGame(seed);
        actions.slice(0, k).forEach((x) => c.apply(x));
        const d = resumeGame({ dw: vudarDW(), cz: highGuardCZ() }, JSON.parse(JSON.stringify(c.save())));
        const rd = actions.slice(k).map((x) => d.apply(x));
        expect(JSON.stringify(rd)).toBe(JSON.stringify(ra.slice(k)));
        expect(JSON.stringify(d.state)).toBe(JSON.stringify(a.state));
      }),
      { numRuns: 100 },
    );
  });

  it('in any game: ionic and central stores stay within [0, capacity]; torpedo energy within its arming limits', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), (raw) => {
        const g = newGame(1);
        for (const x of raw.map(clean)) {
          g.apply(x);
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          const dw = g.state.ships.dw as any;
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          const cz = g.state.ships.cz as any;
          expect(dw.ionicCapacitor.stored).toBeGreaterThanOrEqual(0);
          expect(dw.ionicCapacitor.stored).toBeLessThanOrEqual(dw.ionicCapacitor.capacity + EPS);
          expect(cz.centralCapacitor.stored).toBeGreaterThanOrEqual(0);
          expect(cz.centralCapacitor.stored).toBeLessThanOrEqual(cz.centralCapacitor.max + EPS);
          for (const id of ['Q1', 'Q2']) {
            const w = cz.weapons[id];
            expect(w.energy).toBeGreaterThanOrEqual(0);
            expect(w.energy).toBeLessThanOrEqual(6);
            expect(w.turnsArmed).toBeLessThanOrEqual(3);
            expect(w.cooldown === 0 || w.cooldown === 1).toBe(true);
          }
          expect(cz.seventhShield.intact).toBeGreaterThanOrEqual(0);
          expect(cz.seventhShield.intact).toBeLessThanOrEqual(12);
        }
      }),
      { numRuns: 100 },
    );
  });
});
