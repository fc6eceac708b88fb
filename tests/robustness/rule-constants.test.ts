// Ruleset constants have ranges and no non-finite number reaches the game state. For every number constant of the catalog, generated values just outside its range
// and extreme ones (1e308, -1e308, JSON's 1e400 = Infinity) are refused by a scenario, by a
// `rules { }` block of a .ship file and by createGame; values at the edges of the range run the
// ST-SH-9 arc-extension scenario to a state that is all finite and that resumeGame accepts.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleConstants } from '../../compiler/catalog/index';
import { compileFile, compileText } from '../../compiler/index';
import { createGame, resumeGame, runScenario, ScenarioError } from '../../runtime/index';
import { ROOT } from './helpers';

const numberConstants = ruleConstants.filter((c) => c.type === 'number');
const scenarios = path.join(ROOT, 'examples', 'scenarios');
const arcScenario = JSON.parse(fs.readFileSync(path.join(scenarios, 'b5wars-arc-extension.json'), 'utf8'));

/** Values that must be refused for a constant: outside its range, huge, non-finite. */
const badValues = (c: (typeof numberConstants)[number]): number[] => [(c.min ?? 0) - 1, (c.min ?? 0) - 1e-9, c.max! + 1e-9, c.max! + 1, 1e308, -1e308, Number.MAX_VALUE];

/** Every number in a value that is not finite, by path. */
function nonFinite(x: unknown, where = '$', out: string[] = []): string[] {
  if (typeof x === 'number' && !Number.isFinite(x)) out.push(where);
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) nonFinite(v, `${where}.${k}`, out);
  return out;
}

describe('every ruleset constant has a range', () => {
  it.each(numberConstants.map((c) => [c.name, c]))('%s states a minimum and a maximum', (_n, c) => {
    expect(typeof c.max).toBe('number');
    expect(Number.isFinite(c.max)).toBe(true);
    expect(c.default as number).toBeGreaterThanOrEqual(c.min ?? 0);
    expect(c.default as number).toBeLessThanOrEqual(c.max!);
  });
});

describe.each(numberConstants.map((c) => [c.name, c]))('%s out of range', (name, c) => {
  it.each(badValues(c))('is refused by a scenario: %d', (v) => {
    const sc = { ...arcScenario, rules: { [name]: v } };
    expect(() => runScenario(sc, scenarios)).toThrow(ScenarioError);
  });

  it('is refused by a scenario as JSON 1e400 (Infinity)', () => {
    const sc = JSON.parse(JSON.stringify({ ...arcScenario, rules: { [name]: 12345 } }).replace('12345', '1e400'));
    expect(sc.rules[name]).toBe(Infinity);
    expect(() => runScenario(sc, scenarios)).toThrow(ScenarioError);
  });

  it.each(badValues(c).filter((v) => Math.abs(v) < 1e300))('is an out-of-range error in a rules block: %d', (v) => {
    const r = compileText(`ruleset b5wars\nrules {\n  ${name}: ${v}\n}\nship A {\n  size: medium\n}\n`);
    expect(r.diagnostics.map((d) => d.code)).toContain('out-of-range');
  });

  it.each([...badValues(c), Infinity, -Infinity, NaN])('is refused by createGame: %d', (v) => {
    const ship = compileFile(path.join(ROOT, 'examples', 'excelsior.ship')).document.ships[0];
    expect(() => createGame({ ships: { ent: ship }, rules: { [name]: v } })).toThrow(/finite|between/);
  });
});

describe('constants at the edges of their ranges', () => {
  it.each(numberConstants.flatMap((c) => [c.min ?? 0, c.max!].map((v) => [c.name, v] as [string, number])))('%s = %d runs to a finite, resumable state', (name, v) => {
    const out = runScenario({ ...arcScenario, rules: { [name]: v } }, scenarios);
    expect(nonFinite(out.state)).toEqual([]);
    expect(nonFinite(out.results)).toEqual([]);
    const ships = { ent: compileFile(path.join(ROOT, 'examples', 'excelsior.ship')).document.ships.find((s) => s.name === 'Excelsior')! };
    const saved = JSON.parse(JSON.stringify(out.state));
    expect(() => resumeGame(ships, saved)).not.toThrow();
  });
});
