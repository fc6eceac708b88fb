// The example scenarios (examples/scenarios/sfb-*.json) end to end: the real example ship files
// compiled by the compiler and run by runScenario (docs/scenarios.md) give exactly what the
// hand-written fixtures give, and every fixture system equals its compiled counterpart.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../../compiler/index';
import { runScenario } from '../../../runtime/scenario';
import '../../../runtime/sfb/index';
import { highGuardCZ, vudarDW } from './fixtures';
import { FIXTURES, runScenarioJson, type ScenarioJson } from './harness';

const examples = fileURLToPath(new URL('../../../examples/', import.meta.url));
const scenarios = path.join(examples, 'scenarios');
const names = readdirSync(scenarios).filter((f) => /^sfb-.*\.json$/.test(f)).sort();
// The checked-in outputs; regenerate after an intended change with
// DRYDOCK_UPDATE_EXPECTED=1 npx vitest run tests/runtime/sfb/examples.test.ts
const expectedDir = fileURLToPath(new URL('../expected/', import.meta.url));
const update = process.env.DRYDOCK_UPDATE_EXPECTED === '1';

describe('fixtures match the compiler', () => {
  it.each([
    ['vudar-dw.ship', vudarDW],
    ['highguard-cz.ship', highGuardCZ],
  ] as const)('%s compiles to the fixture (systems, rules, derived)', (file, fixture) => {
    const r = compileFile(path.join(examples, file), {});
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const ship = r.document.ships[0]!;
    const mine = fixture();
    expect(ship.systems).toEqual(mine.systems);
    expect(ship.rules).toEqual(mine.rules);
    expect(ship.derived).toEqual(mine.derived);
  });
});

describe('example scenarios through runScenario', () => {
  it('there are at least four sfb example scenarios', () => {
    expect(names.length).toBeGreaterThanOrEqual(4);
  });
  it.each(names)('%s runs on the compiled ships as on the fixtures, replayably', (name) => {
    const json = JSON.parse(readFileSync(path.join(scenarios, name), 'utf8')) as ScenarioJson;
    const real = runScenario(json, scenarios);
    const again = runScenario(JSON.parse(JSON.stringify(json)), scenarios);
    expect(JSON.stringify(again)).toBe(JSON.stringify(real));
    const text = `${JSON.stringify(real, null, 2)}\n`;
    const expectedFile = path.join(expectedDir, name);
    if (update) writeFileSync(expectedFile, text);
    expect(existsSync(expectedFile), `no expected output for ${name}; run with DRYDOCK_UPDATE_EXPECTED=1 and review it`).toBe(true);
    expect(text).toBe(readFileSync(expectedFile, 'utf8'));
    // The fixtures stand in for the Vudar DW and the High Guard CZ; other ships are checked above.
    if (!Object.values(json.ships).every((r) => FIXTURES[`${r.file.split('/').pop()}#${r.ship}`])) return;
    const fx = runScenarioJson(json);
    expect(real.results).toEqual(fx.results);
    expect(real.state.ships).toEqual(fx.state.ships);
    // Every refusal in an example is an intended one, announced in its comment.
    real.results.forEach((r, i) => {
      const comment = String((json.actions[i] as { comment?: string }).comment ?? '');
      expect(r.ok, `action ${i} of ${name}: ${JSON.stringify(r)}`).toBe(!comment.startsWith('refused'));
      if (!r.ok) expect(comment).toContain(r.rule ?? '');
    });
  });
});
