// Every scenario in examples/scenarios/ (both rulesets): replayed it gives byte-identical output,
// and every action it refuses leaves the game state byte-identical to the state before it. The
// per-ruleset suites check the outputs against tests/runtime/expected/.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runScenario, type ShipCompiler } from '../../runtime/scenario';
import { loadScenarioShipFile, scenarioRoot } from '../../runtime/scenario-files';

const dir = fileURLToPath(new URL('../../examples/scenarios/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const root = scenarioRoot(dir);

type Scenario = { actions: unknown[] } & Record<string, unknown>;
const read = (file: string): Scenario => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Scenario;
const text = (x: unknown) => JSON.stringify(x, null, 2);

describe('every example scenario', () => {
  test('there are scenarios of both rulesets', () => {
    expect(files.filter((f) => f.startsWith('b5wars-')).length).toBeGreaterThanOrEqual(10);
    expect(files.filter((f) => f.startsWith('sfb-')).length).toBeGreaterThanOrEqual(4);
  });

  for (const file of files) {
    test(`${file}: a replay is byte-identical, and each refusal changes nothing`, () => {
      // Two independent runs, each compiling the ship files afresh.
      const first = text(runScenario(read(file), dir));
      const second = text(runScenario(read(file), dir));
      expect(second).toBe(first);

      // The runs of the prefixes share compiled ships (read-only to the engine: were they changed,
      // the prefix runs would disagree with the full run below).
      const cache = new Map<string, ReturnType<ShipCompiler>>();
      const compile: ShipCompiler = (f, rules) => {
        const key = `${f}\u0000${JSON.stringify(rules)}`;
        let v = cache.get(key);
        if (!v) cache.set(key, (v = loadScenarioShipFile(f, rules, root)));
        return v;
      };
      const scenario = read(file);
      const full = runScenario(scenario, dir, { compile });
      expect(text(full)).toBe(first);
      const refused = full.results.flatMap((r, i) => (r.ok ? [] : [i]));
      for (const i of refused) {
        const before = runScenario({ ...scenario, actions: scenario.actions.slice(0, i) }, dir, { compile });
        const after = runScenario({ ...scenario, actions: scenario.actions.slice(0, i + 1) }, dir, { compile });
        expect(after.results[i], `action ${i}`).toEqual(full.results[i]);
        expect(text(after.state), `state after refused action ${i} of ${file}`).toBe(text(before.state));
      }
    });
  }
});
