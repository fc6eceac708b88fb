// Numbers in actions far beyond any game quantity (1e308) made sums overflow to Infinity, which
// JSON prints as null: `thrust` with speed 1e308 reported `powerSpent: null`, a drain hit of 1e308
// `drainScore: null`, `penetrate` 1e308 `internal: null`. Such actions are now refused and change
// nothing; every number a result carries is finite.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../compiler/index';
import type { CompiledShip } from '../../compiler/types';
import { createGame, type Game } from '../../runtime/index';
import { EXAMPLES_DIR } from './helpers';

function ship(file: string, name: string): CompiledShip {
  const r = compileFile(path.join(EXAMPLES_DIR, file));
  const s = r.document.ships.find((x) => x.name === name);
  if (!s) throw new Error(`${file} has no ${name}`);
  return JSON.parse(JSON.stringify(s)) as CompiledShip;
}

function newGame(): Game {
  const g = createGame({ ships: { ent: ship('excelsior.ship', 'Excelsior'), cz: ship('highguard-cz.ship', 'HighGuardCZ') }, seed: 1 });
  expect(g.apply({ type: 'turn' }).ok).toBe(true);
  return g;
}

const HUGE = [
  { type: 'thrust', ship: 'ent', maneuver: 'turn', speed: 1e308 },
  { type: 'damage', ship: 'ent', bearing: 270, amount: 1e308, drain: true },
  { type: 'damage', ship: 'ent', bearing: 270, amount: 10, drain: 1e308 },
  { type: 'penetrate', ship: 'cz', amount: 1e308, impulse: 4 },
  { type: 'damage', ship: 'ent', bearing: 10, amount: 1e10 },
];

describe('actions with numbers beyond any game quantity', () => {
  for (const action of HUGE) {
    it(`${JSON.stringify(action)} is refused and changes nothing`, () => {
      const g = newGame();
      const before = JSON.stringify(g.state);
      const r = g.apply(action);
      expect(r.ok).toBe(false);
      expect(String(r.error)).toMatch(/must be a number from -1000000000 to 1000000000/);
      expect(JSON.stringify(g.state)).toBe(before);
    });
  }

  it('the refusal names the field, nested ones by their path', () => {
    const g = newGame();
    expect(g.apply({ type: 'damage', ship: 'ent', bearing: 10, amount: 1e10 })).toMatchObject({ ok: false, error: expect.stringContaining('field "amount"') });
    expect(g.apply({ type: 'damage', ship: 'ent', bearing: 10, amount: 5, rolls: [3, -1e300] })).toMatchObject({ ok: false, error: expect.stringContaining('field "rolls.1"') });
  });

  it('numbers up to a billion still run, with finite results', () => {
    const g = newGame();
    const r = g.apply({ type: 'damage', ship: 'ent', bearing: 10, amount: 1e9 });
    expect(r).toMatchObject({ ok: true, projection: 'fore', shieldPoints: 40 });
    expect(JSON.stringify(r)).not.toContain('null');
    expect((r as Record<string, unknown>).toShip).toBe(1e9 - 40);
  });
});
