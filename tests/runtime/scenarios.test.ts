// The b5wars example scenarios (examples/scenarios/b5wars-*.json) run through the real compiler
// (compileFile) and the engine; their outputs are checked in under tests/runtime/expected/.
// Regenerate after an intended change with: DRYDOCK_UPDATE_EXPECTED=1 npx vitest run tests/runtime/scenarios.test.ts
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runScenario, ScenarioError } from '../../runtime/index';
import type { ActionResult } from '../../runtime/core/types';
import { excelsior, light } from './fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const scenarioDir = path.join(root, 'examples/scenarios');
const expectedDir = path.join(here, 'expected');
const files = readdirSync(scenarioDir).filter((f) => /^b5wars-.*\.json$/.test(f)).sort();
/** Scenarios on tests/runtime/ships/worked.ship, shaped after rules.md's worked examples. */
const workedDir = path.join(here, 'scenarios');
const worked = readdirSync(workedDir).filter((f) => f.endsWith('.json')).sort();
const update = process.env.DRYDOCK_UPDATE_EXPECTED === '1';

function run(file: string) {
  const dir = file.startsWith('worked-') ? workedDir : scenarioDir;
  const scenario = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  return { scenario, out: runScenario(scenario, dir) };
}
const text = (x: unknown) => `${JSON.stringify(x, null, 2)}\n`;

describe('example scenarios: output checked in, byte-identical on replay', () => {
  test('there are at least ten b5wars scenarios', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });
  for (const file of [...files, ...worked]) {
    test(file, () => {
      const { out } = run(file);
      const a = text(out);
      expect(text(run(file).out)).toBe(a);
      const expectedFile = path.join(expectedDir, file);
      if (update) writeFileSync(expectedFile, a);
      expect(existsSync(expectedFile), `no expected output ${path.relative(root, expectedFile)}; run with DRYDOCK_UPDATE_EXPECTED=1 and review it`).toBe(true);
      expect(a).toBe(readFileSync(expectedFile, 'utf8'));
    });
  }
});

/** Results of a scenario by action index, narrowed to ok. */
function results(file: string): ActionResult[] {
  return run(file).out.results;
}

describe('worked examples of docs/rules.md, Babylon 5 Wars inside the scenarios', () => {
  test('ST-SH-2: 40 rated, 25 absorbed, 30 more -> 15 absorbed, 15 to the ship; ST-SH-6 spline; ST-SH-11 doubling', () => {
    const r = results('b5wars-absorption.json');
    expect(r[2]).toMatchObject({ ok: true, projection: 'fore', absorbed: 15, toShip: 15, remaining: 0 });
    expect(r[3]).toMatchObject({ projection: 'starboard' });
    expect(r[5]).toMatchObject({ ok: false, rule: 'ST-SH-6' });
    expect(r[6]).toMatchObject({ shieldPoints: 30, absorbed: 15, toShip: 35 });
  });

  test('ST-SH-3: free 8 + bought 16 = 24; buying 17 refused', () => {
    const r = results('b5wars-regeneration.json');
    expect(r[4]).toMatchObject({ ok: false, rule: 'ST-SH-3' });
    expect(r[5]).toMatchObject({ applied: { fore: 24 }, powerSpent: 16 });
  });

  test('ST-SH-4: fore 40/40, starboard 10/30: 25 refused, 20 ok', () => {
    const r = results('b5wars-transfer.json');
    expect(r[3]).toMatchObject({ ok: false, rule: 'ST-SH-4' });
    expect(r[4]).toMatchObject({ from: { name: 'fore', remaining: 20 }, to: { name: 'starboard', remaining: 30 } });
  });

  test('ST-SH-9 and ST-SH-10: one clockwise step 315..135 at double power, value -1; starboard back at 0', () => {
    const r = results('b5wars-arc-extension.json');
    expect(r[6]).toMatchObject({ arc: [315, 135], power: 8, value: 7, covers: ['fore', 'starboard'] });
    expect((r[6] as unknown as { events: unknown[] }).events).toEqual([{ ship: 'ent', projection: 'starboard', status: 'up', remaining: 0, rule: 'ST-SH-10' }]);
  });

  test('ST-SH-7: generator destroyed, every projection down; ST-SH-10: back at 0 after repair', () => {
    const { out } = run('b5wars-generator-loss.json');
    expect(out.results[3]).toMatchObject({ destroyed: true, events: [{ status: 'down', rule: 'ST-SH-7' }] });
    expect(out.results[4]).toMatchObject({ absorbed: 0, toShip: 10 });
    expect(out.results[12]).toMatchObject({ absorbed: 24, toShip: 6 });
  });

  test('ST-IMP-3: Excelsior at speed 6 pays 3 and 6, then 6 and 12', () => {
    const r = results('b5wars-impulse.json');
    expect([r[1], r[2]]).toMatchObject([{ cost: 3 }, { cost: 6 }]);
    expect([r[8], r[9]]).toMatchObject([{ cost: 6 }, { cost: 12 }]);
    expect(run('b5wars-impulse.json').out.state.ships.ent).toMatchObject({ thrustMultiplier: 2, initiativeModifier: -10 });
  });

  test('ST-IMP-1, 5, 6: I1 lost -> 6 free; turn 6 + accel 3 -> 3 over-thrust at 3 power a point; the check destroys I2 -> ST-IMP-3', () => {
    const r = results('b5wars-over-thrust.json');
    expect(r[1]).toMatchObject({ destroyed: true, events: [{ freeThrust: 6, rule: 'ST-IMP-1' }] });
    expect(r[3]).toMatchObject({ thrustUsed: 9, freeThrust: 6, overThrust: 3, criticalCheck: true, powerSpent: 9, thrustMultiplier: 1 });
    expect(r[4]).toMatchObject({ outcome: 'destroyed', destroyed: true, thrustMultiplier: 2, events: [{ rule: 'ST-IMP-3' }, { freeThrust: 12, rule: 'ST-IMP-1' }] });
    expect(r[5]).toMatchObject({ ok: false, rule: 'ST-IMP-6' });
    expect([r[7], r[8]]).toMatchObject([{ cost: 6 }, { cost: 12, overThrust: 6, powerSpent: 18 }]);
  });

  test('ST-SH-7 generator unpowered or failed: all projections down at once; ST-SH-10 back at 0 when it works again', () => {
    const r = results('b5wars-generator-failure.json');
    expect(r[3]).toMatchObject({ status: 'unpowered', events: [{ projections: 'all', status: 'down', rule: 'ST-SH-7' }] });
    expect(r[5]).toMatchObject({ absorbed: 0, toShip: 10, status: 'down' });
    expect(r[7]).toMatchObject({ status: 'working', events: [{ projection: 'fore', status: 'up', remaining: 0, rule: 'ST-SH-10' }, {}, {}, {}] });
    expect(r[8]).toMatchObject({ ok: false, rule: 'ST-SH-7' });
    expect([r[9], r[10]]).toMatchObject([{ applied: { fore: 12 } }, { absorbed: 10, remaining: 2 }]);
    expect([r[11], r[12], r[13]]).toMatchObject([{ status: 'failed' }, { absorbed: 0, toShip: 5 }, { status: 'working' }]);
    expect(r[16]).toMatchObject({ status: 'collapsed', events: [{ projection: 'starboard', status: 'collapsed', rule: 'ST-SH-7' }] });
    expect([r[18], r[19]]).toMatchObject([{ events: [{ projection: 'starboard', status: 'up', rule: 'ST-SH-10' }] }, { applied: { starboard: 6 } }]);
  });

  test('ST-CLK-3 detection roll (d20 <= EW + signature) and ST-CLK-4: open to the detecting side for the rest of the turn; collateral from the next turn', () => {
    const r = results('b5wars-cloak-detection.json');
    expect(r[3]).toMatchObject({ ok: false, rule: 'ST-CLK-4' });
    expect(r[4]).toMatchObject({ detected: false, roll: 15, ew: 2, signature: 8, target: 10 });
    // ST-CLK-3 Interpretation: one attempt per detecting ship a turn; the wingman tries instead.
    expect(r[5]).toMatchObject({ ok: false, rule: 'ST-CLK-3', error: expect.stringMatching(/ent has made 1 detection attempt at rom this turn/) });
    expect(r[6]).toMatchObject({ detected: true, roll: 11, ew: 4, target: 12, openTo: ['exc', 'ent'] });
    expect([r[7], r[8]]).toMatchObject([{ ok: true, target: 'rom' }, { ok: true, shots: [{ toHit: -1 }, { toHit: -1 }] }]);
    expect(r[9]).toMatchObject({ absorbed: 0, toShip: 10, shieldsLowered: true });
    expect(r[10]).toMatchObject({ ok: false, rule: 'ST-CLK-3' });
    expect(r[12]).toMatchObject({ ok: false, rule: 'ST-CLK-4' });
    expect(r[13]).toMatchObject({ detected: false, roll: 10, target: 8 });
    expect([r[14], r[15]]).toMatchObject([{ detected: true, targetableFromTurn: 4 }, { ok: false, rule: 'ST-CLK-4' }]);
    expect([r[17], r[18]]).toMatchObject([{ ok: true, target: 'rom' }, { absorbed: 0, shieldsLowered: true }]);
  });

  test('ST-WARP-1: delay 2 -> first attempt at turn 3; ST-WARP-2: 18 boxes -> 18%; ST-WARP-3 one-nacelle ban', () => {
    const r = results('b5wars-warp.json');
    expect(r[1]).toMatchObject({ ok: false, rule: 'ST-WARP-1' });
    expect(r[5]).toMatchObject({ success: true, leavesAtEndOfTurn: 3 });
    expect(r[9]).toMatchObject({ success: false, checks: [{ nacelle: 'N1', roll: 18, failChance: 18, failed: true }, { failed: false }] });
    expect(r[13]).toMatchObject({ events: [{ effectiveDelay: 5, rule: 'ST-WARP-3' }] });
    expect(r[19]).toMatchObject({ ok: false, rule: 'ST-WARP-3' });
  });

  test('ST-CLK-1..3 and ST-SH-12 on the refit', () => {
    const r = results('b5wars-cloak.json');
    expect(r[7]).toMatchObject({ ok: false, rule: 'ST-CLK-2' });
    expect(r[8]).toMatchObject({ absorbed: 0, toShip: 10, shieldsLowered: true });
    expect(r[9]).toMatchObject({ detected: true });
    expect(r[13]).toMatchObject({ absorbed: 10 });
  });

  test('ST-APT-2: two -> -1 each, three -> -2 each', () => {
    const r = results('b5wars-torpedoes.json');
    expect(r[4]).toMatchObject({ shots: [{ toHit: -1 }, { toHit: -1 }] });
    expect(r[7]).toMatchObject({ shots: [{ toHit: -2 }, { toHit: -2 }, { toHit: -2 }] });
  });

  test('ST-SH-8 drain and ST-SH-5 ram on the medium ship', () => {
    const r = results('b5wars-drain-ram.json');
    expect(r[1]).toMatchObject({ shieldPoints: 20, bleedThrough: false });
    expect(r[2]).toMatchObject({ shieldPoints: 4, bleedThrough: true });
    expect(r[5]).toMatchObject({ factor: 32 });
  });
});

describe('worked-example scenarios (tests/runtime/scenarios)', () => {
  test('ST-SH-9: value 3, power 2, 315..45 -> one step 315..135 power 4 value 2; two steps 315..225 power 8 value 1', () => {
    const r = results('worked-st-sh-9.json');
    expect(r[1]).toMatchObject({ ok: true, arc: [315, 135], power: 4, value: 2, covers: ['fore', 'starboard'] });
    expect(r[2]).toMatchObject({ ok: true, arc: [315, 225], power: 8, value: 1 });
  });

  test('ST-SH-11: 80 into 50 -> 25 used, 55 through; 81 into 51 -> 26 used, 55 through', () => {
    const r = results('worked-st-sh-11.json');
    expect(r[1]).toMatchObject({ ok: true, shieldPoints: 50, absorbed: 25, toShip: 55 });
    expect(r[2]).toMatchObject({ ok: true, shieldPoints: 51, absorbed: 26, toShip: 55 });
  });

  test('ST-SH-10 at the start of a turn (Ambassador): deactivated by a two-step extension, port collapses; next turn it is up at 0, regenerates 1 + 2 and absorbs 3 of 10', () => {
    const { out } = run('b5wars-st-sh-10-start-of-turn.json');
    const r = out.results;
    expect(r[1]).toMatchObject({ ok: true, value: -1, active: false, covers: [] });
    expect(r[3]).toMatchObject({ absorbed: 0, toShip: 10, status: 'collapsed' });
    // Entering turn 2's power segment brings port back on both ships, whatever the first action is.
    expect((r[6] as unknown as { events: unknown[] }).events).toEqual([
      { ship: 'one', projection: 'port', status: 'up', remaining: 0, rule: 'ST-SH-10' },
      { ship: 'two', projection: 'port', status: 'up', remaining: 0, rule: 'ST-SH-10' },
    ]);
    expect([r[7], r[8]]).toMatchObject([{ applied: { port: 3 }, free: 1, bought: 2 }, { applied: { port: 3 } }]);
    expect([r[9], r[10]]).toMatchObject([{ shieldPoints: 3, absorbed: 3, toShip: 7, remaining: 0 }, { absorbed: 3, toShip: 7 }]);
    // The unrelated extension of ship two makes no difference to port.
    const port = (h: string) => (out.state.ships[h] as unknown as { projections: Record<string, unknown> }).projections.port;
    expect(port('one')).toEqual(port('two'));
    expect(port('one')).toMatchObject({ status: 'up', remaining: 0 });
  });

  test('ST-APT-1 allowed: a launcher written with 4 stores fires 4 at -3 each; the stock 3 refuse 4; 5 of 4 refused', () => {
    const r = results('b5wars-stores-allow.json');
    expect(r[1]).toMatchObject({ ok: true, weapon: 'T1', shots: [{ toHit: -3 }, { toHit: -3 }, { toHit: -3 }, { toHit: -3 }] });
    expect(r[2]).toMatchObject({ ok: false, rule: 'ST-APT-1', error: expect.stringMatching(/holds 3 torpedoes; 4/) });
    expect(r[4]).toMatchObject({ ok: false, rule: 'ST-APT-1', error: expect.stringMatching(/holds 4 torpedoes; 5/) });
  });

  test('ST-IMP-5: 24 power, 12 on regeneration, 9 on 3 points of extra thrust; 9 more refused; whole again next turn', () => {
    const { out } = run('b5wars-extra-thrust.json');
    const r = out.results;
    expect(r[3]).toMatchObject({ ok: true, bought: 12, powerSpent: 12, powerLeft: 12 });
    expect(r[7]).toMatchObject({ ok: true, thrustUsed: 15, freeThrust: 12, overThrust: 3, criticalCheck: true, powerSpent: 9, powerLeft: 3 });
    expect(r[8]).toMatchObject({ ok: false, rule: 'ST-IMP-5' });
    expect(r[11]).toMatchObject({ ok: true, cost: 3, thrustUsed: 3 });
    expect(out.state.ships.ent).toMatchObject({ power: { available: 24, spent: 0 } });
  });

  test('ST-WARP-5: delay 3 + 2 (destroyed) + 1 (shut down) = 6', () => {
    const r = results('worked-st-warp-5.json');
    expect(r[2]).toMatchObject({ ok: true, effectiveDelay: 6 });
    expect(r[4]).toMatchObject({ ok: false, rule: 'ST-WARP-4' });
    expect(r[5]).toMatchObject({ ok: false, rule: 'ST-WARP-1', error: expect.stringMatching(/wait 6 whole turns/) });
  });
});

describe('runScenario errors and options', () => {
  const scenario = (over: object = {}) => ({ ships: { ent: { file: 'x.ship', ship: 'Excelsior' } }, actions: [{ type: 'turn' }], ...over });
  const fake = (ships = [excelsior()], diagnostics: { severity: string; message: string }[] = []) => () => ({
    document: { format: 'drydock/1' as const, ships },
    diagnostics,
  });

  test('a scenario of the wrong shape is a ScenarioError', () => {
    expect(() => runScenario({ ships: {} }, '.', { compile: fake() })).toThrow(ScenarioError);
    expect(() => runScenario(scenario({ seed: 'x' }), '.', { compile: fake() })).toThrow(/seed/);
    expect(() => runScenario(scenario({ extra: 1 }), '.', { compile: fake() })).toThrow(/extra/);
    expect(() => runScenario({ ...scenario(), ships: { ent: { file: 'x.ship', weaponsStatus: 4 } } }, '.', { compile: fake() })).toThrow(ScenarioError);
  });

  test('a ship file with errors, or without the named ship, is a ScenarioError', () => {
    expect(() => runScenario(scenario(), '.', { compile: fake([excelsior()], [{ severity: 'error', message: 'bad' }]) })).toThrow(/has errors/);
    expect(() => runScenario(scenario(), '.', { compile: fake([light()]) })).toThrow(/no ship "Excelsior" \(it has Runabout\)/);
    expect(() => runScenario({ ...scenario(), ships: { ent: { file: 'x.ship' } } }, '.', { compile: fake([light(), excelsior()]) })).toThrow(/say which/);
    expect(() => runScenario(scenario(), root)).toThrow(/has errors|Cannot read/);
  });

  test('warnings do not stop a scenario; each file compiles once; refused actions are results', () => {
    let calls = 0;
    const compile = () => {
      calls++;
      return fake([excelsior()], [{ severity: 'warning', message: 'meh' }])();
    };
    const out = runScenario(
      { seed: 3, ships: { a: { file: 'x.ship', ship: 'Excelsior' }, b: { file: './x.ship', ship: 'Excelsior' } }, actions: [{ type: 'turn' }, { type: 'nope', ship: 'a' }, { type: 'damage', ship: 'b' }] },
      '/tmp',
      { compile },
    );
    expect(calls).toBe(1);
    expect(out.results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(out.state.seed).toBe(3);
  });

  test('ST-IMP-5: extraThrustPowerCost is range-checked (0 to 100) in scenarios and ship files, and reaches the game', async () => {
    const sc = (v: unknown) => ({ rules: { extraThrustPowerCost: v }, ships: { ent: { file: '../excelsior.ship', ship: 'Excelsior', speed: 12 } }, actions: [{ type: 'thrust', ship: 'ent', maneuver: 'turn' }, { type: 'thrust', ship: 'ent', maneuver: 'accel' }] });
    expect(() => runScenario(sc(-1), scenarioDir)).toThrow(/extraThrustPowerCost|must be >= 0/);
    expect(() => runScenario(sc(101), scenarioDir)).toThrow(/must be <= 100/);
    expect(() => runScenario(sc(true), scenarioDir)).toThrow(ScenarioError);
    expect(runScenario(sc(4), scenarioDir).results[1]).toMatchObject({ ok: true, overThrust: 3, powerSpent: 12 });
    const { compileText } = await import('../../compiler/index');
    const text = (v: number) => `ruleset b5wars\nrules { extraThrustPowerCost: ${v} }\nship S { size: light  power: 4  shields { all: 10 }\n section primary { structure: 10  deflector D1 { arc: all  value: 3  power: 2  boxes: 3 } } }\n`;
    const errors = (v: number) => compileText(text(v), 'x.ship').diagnostics.filter((d) => d.severity === 'error');
    expect(errors(101)).toEqual([expect.objectContaining({ code: 'out-of-range', message: expect.stringMatching(/at most 100/) })]);
    expect(errors(2.5)).toEqual([]);
    expect(compileText(text(2.5), 'x.ship').document.ships[0]!.rules).toMatchObject({ extraThrustPowerCost: 2.5 });
  });

  test('the scenario `rules` reach the game (arcExtensionPowerFactor)', () => {
    const out = runScenario(
      {
        rules: { arcExtensionPowerFactor: 3 },
        ships: { ent: { file: '../excelsior.ship', ship: 'Excelsior' } },
        actions: [
          { type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 2, direction: 'cw' },
          { type: 'extendArc', ship: 'ent', deflector: 'DF', steps: 1, direction: 'cw' },
        ],
      },
      scenarioDir,
    );
    // Two steps at factor 3: power 4 x 3^2 = 36, 32 more than the Excelsior's 24 for the turn (ST-SH-9 Interpretation).
    expect(out.results[0]).toMatchObject({ ok: false, rule: 'ST-SH-9', error: expect.stringMatching(/has 24 power left this turn .* extending deflector DF by 180° \(power 4 x 3\^2 = 36, 32 more\) costs 32/) });
    expect(out.results[1]).toMatchObject({ ok: true, power: 12, value: 7, powerSpent: 8, powerLeft: 16 });
  });
});

describe('the hand-written fixtures match the compiled example ships', () => {
  test('excelsior() and ExcelsiorRefit: projections, systems and the props the rules read', async () => {
    const { compileFile } = await import('../../compiler/index');
    const doc = compileFile(path.join(root, 'examples/excelsior.ship')).document;
    const pick = (s: { systems: Record<string, unknown>[] } & Record<string, unknown>) => ({
      projections: s.projections,
      props: [s.size, s.initiative, s.thrust, s.accel, s.turnCost, s.warpDelay],
      systems: s.systems.map((x) => [x.id, x.base, x.arc, x.value, x.power, x.thrust, x.boxes, x.stores, x.signature]),
    });
    const [plain, refit] = doc.ships as unknown as ({ systems: Record<string, unknown>[] } & Record<string, unknown>)[];
    const fixture = excelsior() as unknown as { systems: Record<string, unknown>[] } & Record<string, unknown>;
    expect(pick(fixture)).toEqual(pick(plain!));
    const fixtureRefit = excelsior({ cloak: true, df: { value: 9 } }) as unknown as { systems: Record<string, unknown>[] } & Record<string, unknown>;
    expect(pick(fixtureRefit)).toEqual(pick(refit!));
  });
});
