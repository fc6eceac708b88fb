// Random action sequences (fast-check) against a game of every example ship (both rulesets in one
// game): Game.apply never throws, every result is {ok: true, ...} or {ok: false, error}, a refused
// action changes nothing (the state's JSON is byte-identical), the state stays plain JSON, and a
// replay of the same actions from the same seed gives the same results and state.
//
// Actions are generated from the registered action schemas, so most pass validation and reach the
// rules; values are drawn mostly from each ship's real ids and near the edges (0, negatives,
// huge, fractions), sometimes hostile (`__proto__`, `constructor`) or of the wrong type.
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../compiler/index';
import type { CompiledShip } from '../../compiler/types';
import { createGame, getRuleset, resumeGame, type ActionResult, type Game } from '../../runtime/index';
import { assertNoPollution, EXAMPLES_DIR, oddPrototypes } from './helpers';

const RUNS = Number(process.env.DRYDOCK_FUZZ_RUNS ?? 120);

function ship(file: string, name: string): CompiledShip {
  const r = compileFile(path.join(EXAMPLES_DIR, file));
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(`${file}: ${errors[0].message}`);
  const s = r.document.ships.find((x) => x.name === name);
  if (!s) throw new Error(`${file} has no ${name}`);
  return JSON.parse(JSON.stringify(s)) as CompiledShip;
}

const SHIPS: Record<string, CompiledShip> = {
  ent: ship('excelsior.ship', 'Excelsior'),
  rom: ship('excelsior.ship', 'ExcelsiorRefit'),
  mir: ship('miranda.ship', 'Miranda'),
  run: ship('runabout.ship', 'Runabout'),
  cz: ship('highguard-cz.ship', 'HighGuardCZ'),
  dw: ship('vudar-dw.ship', 'VudarDW'),
  cw: ship('vudar-cw.ship', 'VudarCW'),
};
const HANDLES = Object.keys(SHIPS);
const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', ''];
const SYSTEM_IDS = [...new Set(Object.values(SHIPS).flatMap((s) => s.systems.map((x) => x.id)))];
const PROJECTIONS = ['fore', 'aft', 'port', 'starboard', 'all'];
const STRINGS = [...SYSTEM_IDS, ...PROJECTIONS, ...HANDLES, ...HOSTILE, 'movement', 'fire', 'F', 'ZF', 'phaser', 'drone'];

type Schema = { type?: string | string[]; enum?: unknown[]; minimum?: number; maximum?: number; exclusiveMaximum?: number; items?: Schema; properties?: Record<string, Schema>; anyOf?: Schema[]; additionalProperties?: Schema | boolean; required?: string[] };

const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, -1, 0, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 1e-9, '', '__proto__', 'constructor', [], {}),
  fc.string({ maxLength: 6 }),
  fc.double(),
);

function numberOf(s: Schema): fc.Arbitrary<number> {
  const integer = s.type === 'integer';
  const lo = s.minimum ?? -5;
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.001) : 40);
  const near = integer ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true });
  const edges = fc.constantFrom(...[lo, hi, 0, 1, 2, 0.5, 1.5, 26, 360, 1e9].filter((x) => x >= lo && x <= hi && (!integer || Number.isInteger(x))));
  return fc.oneof({ weight: 6, arbitrary: near }, { weight: 2, arbitrary: edges });
}

function valueOf(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((x) => valueOf(x, depth)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'number':
    case 'integer':
      return numberOf(s);
    case 'string':
      return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...STRINGS) }, { weight: 1, arbitrary: fc.string({ maxLength: 5 }) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 2 ? fc.constant([]) : fc.array(valueOf(s.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      if (s.properties) return recordOf(s, depth + 1);
      return fc.dictionary(fc.constantFrom(...PROJECTIONS, ...HOSTILE), valueOf(typeof s.additionalProperties === 'object' ? s.additionalProperties : {}, depth + 1), { maxKeys: 3 });
    default:
      return garbage;
  }
}

function recordOf(s: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) model[k] = fc.oneof({ weight: 12, arbitrary: valueOf(v, depth) }, { weight: 1, arbitrary: garbage });
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
}

/** Actions of every registered type, shaped by their schemas, plus wrong ones. */
function actionArbitrary(): fc.Arbitrary<Record<string, unknown>> {
  const typed: fc.Arbitrary<Record<string, unknown>>[] = [];
  for (const r of ['b5wars', 'sfb'] as const) {
    const mod = getRuleset(r)!;
    for (const [type, spec] of Object.entries(mod.actions)) {
      const handles = HANDLES.filter((h) => SHIPS[h].ruleset === r);
      typed.push(
        fc
          .tuple(recordOf(spec.schema as Schema), fc.constantFrom(...handles), r === 'sfb' ? fc.option(fc.integer({ min: 0, max: 32 }), { nil: undefined }) : fc.constant(undefined), fc.option(fc.array(fc.integer({ min: 0, max: 101 }), { maxLength: 3 }), { nil: undefined }))
          .map(([fields, ship, impulse, rolls]) => ({
            type,
            ...(spec.shipless ? {} : { ship }),
            ...fields,
            ...(impulse !== undefined ? { impulse } : {}),
            ...(rolls !== undefined ? { rolls } : {}),
          })),
      );
    }
  }
  const wrong = fc.record({
    type: fc.oneof(fc.constantFrom('turn', 'damage', 'fire', 'arm', ...HOSTILE), fc.string({ maxLength: 8 })),
    ship: fc.oneof(fc.constantFrom(...HANDLES, ...HOSTILE), garbage),
    extra: garbage,
  }, { requiredKeys: ['type'] });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ type: 'turn' }) },
    { weight: 30, arbitrary: fc.oneof(...typed) },
    { weight: 2, arbitrary: wrong },
    { weight: 1, arbitrary: garbage as fc.Arbitrary<Record<string, unknown>> },
  );
}

function newGame(seed: number): Game {
  return createGame({
    ships: SHIPS,
    seed,
    setup: { cz: { weaponsStatus: 3 }, dw: { weaponsStatus: 2 }, cw: { weaponsStatus: 1 }, ent: { speed: 6 }, mir: { speed: 4 } },
  });
}

/** Applies the actions, checking every invariant; returns the results. */
function play(game: Game, actions: unknown[]): ActionResult[] {
  const results: ActionResult[] = [];
  for (const a of actions) {
    const before = JSON.stringify(game.state);
    let r: ActionResult;
    try {
      r = game.apply(a);
    } catch (e) {
      throw new Error(`Game.apply threw on ${JSON.stringify(a)}: ${(e as Error).stack}`);
    }
    if (typeof r !== 'object' || r === null || typeof r.ok !== 'boolean') throw new Error(`result of ${JSON.stringify(a)} is ${JSON.stringify(r)}`);
    if (!r.ok) {
      if (typeof r.error !== 'string' || !r.error) throw new Error(`refusal of ${JSON.stringify(a)} has no error`);
      const after = JSON.stringify(game.state);
      if (after !== before) throw new Error(`refused ${JSON.stringify(a)} (${r.error}) changed the state`);
    }
    results.push(r);
  }
  const odd = oddPrototypes(game.state);
  if (odd.length) throw new Error(`state objects with a foreign prototype: ${odd.join(', ')}`);
  assertNoPollution();
  return results;
}

describe('runtime fuzzing', () => {
  const actions = fc.array(actionArbitrary(), { minLength: 1, maxLength: 40 });

  it('random action sequences: apply never throws, refusals change nothing, the state stays plain JSON', () => {
    let ok = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), actions, (seed, list) => {
        const results = play(newGame(seed), list);
        for (const r of results) (r.ok ? ok++ : refused++);
      }),
      { numRuns: RUNS },
    );
    // The generator reaches the rules: a fair share of the actions succeed.
    expect(ok).toBeGreaterThan((ok + refused) / 10);
  });

  it('a replay from the same seed gives the same results and state; save/resume continues identically', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), actions, fc.nat(), (seed, list, cut) => {
        const a = newGame(seed);
        const ra = play(a, list);
        const b = newGame(seed);
        const rb = play(b, list);
        expect(JSON.stringify(rb)).toBe(JSON.stringify(ra));
        expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
        // Stop part-way, save through JSON, resume, finish: same end state.
        const k = cut % (list.length + 1);
        const c = newGame(seed);
        play(c, list.slice(0, k));
        const resumed = resumeGame(SHIPS, JSON.parse(JSON.stringify(c.save())));
        play(resumed, list.slice(k));
        expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(a.state));
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it('non-object actions and broken fields are refused with a message', () => {
    const game = newGame(1);
    for (const a of [undefined, null, 0, 'turn', [], [{ type: 'turn' }], { type: 3 }, { type: 'damage', ship: 'ent', bearing: '1', amount: 1 }, { type: 'damage', ship: 'ent', bearing: 400, amount: 1 }, { type: 'damage', ship: 'ent', bearing: 1, amount: -1 }, { type: 'damage', ship: 'ent', bearing: 1, amount: NaN }, { type: 'damage', ship: 'ent', bearing: Infinity, amount: 1 }, { type: 'arm', ship: 'cz', weapon: 'Q1', energy: Infinity }, { type: 'turn', extra: 1 }] as unknown[]) {
      const r = play(game, [a])[0];
      expect(r.ok, JSON.stringify(a) ?? String(a)).toBe(false);
    }
  });
});

describe('resuming a damaged saved game', () => {
  // Found by this suite: resumeGame accepted any object with the right format, ship names and
  // rulesets, and Game.apply then threw TypeErrors (`projections` deleted, `systems: null`, ...).
  // resumeGame now checks the saved ships against the shape of fresh ones (runtime/core/shape.ts).
  const mutations: [string, (s: Record<string, any>) => void][] = [
    ['a ship without projections', (s) => delete s.ships.ent.projections],
    ['systems: null', (s) => (s.ships.ent.systems = null)],
    ['a system record without damage', (s) => delete s.ships.ent.systems.DF.damage],
    ['deflectors as a list', (s) => (s.ships.ent.deflectors = [])],
    ['an sfb ship without weapons', (s) => delete s.ships.cz.weapons],
    ['a capacitor value as a string', (s) => (s.ships.cz.centralCapacitor.stored = '26')],
    ['turn as a string', (s) => (s.turn = '3')],
    ['an unknown segment', (s) => (s.segment = 'lunch')],
    ['impulse 40', (s) => (s.impulse = 40)],
    ['rng not an integer', (s) => (s.rng = 0.5)],
    ['a rule constant as a string', (s) => (s.rules = { arcExtensionPowerFactor: 'two' })],
    ['a ship state that is a number', (s) => (s.ships.dw = 7)],
  ];
  for (const [what, damage] of mutations) {
    it(`${what}: refused by resumeGame with a message naming the field`, () => {
      const game = newGame(3);
      play(game, [{ type: 'turn' }, { type: 'damage', ship: 'ent', bearing: 10, amount: 5 }, { type: 'fire', ship: 'cz', weapon: 'P1', damage: 7, impulse: 3 }]);
      const saved = JSON.parse(JSON.stringify(game.save()));
      damage(saved);
      expect(() => resumeGame(SHIPS, saved)).toThrow(/does not fit these ships|not an object/);
    });
  }

  it('an intact saved game (through JSON) resumes and plays on', () => {
    const game = newGame(3);
    play(game, [{ type: 'turn' }, { type: 'damage', ship: 'ent', bearing: 10, amount: 5 }]);
    const again = resumeGame(SHIPS, JSON.parse(JSON.stringify(game.save())));
    expect(play(again, [{ type: 'turn' }, { type: 'damage', ship: 'mir', bearing: 100, amount: 3 }]).map((r) => r.ok)).toEqual([true, true]);
  });
});
