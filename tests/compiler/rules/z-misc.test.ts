// Z-MISC: the Z-ship modifiers are the catalog defaults, overridden by the ship's own properties.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/z-misc';
import { highGuardCZ, run, ship } from './model-helper';

describe('Z-MISC Z-ship modifiers', () => {
  it('a Z-ship gets the defaults', () => {
    expect(run(highGuardCZ(), [rule]).derived.zship).toEqual({
      tacticalManeuvers: 8,
      hetBonus: [3, 4],
      postDecelerationImpulses: 8,
      speedChangeImpulses: 4,
      fireControlActivation: 2,
      tBombs: 4,
      warpFieldMines: 4,
      aegis: 'full',
    });
  });

  it("the ship's properties override them", () => {
    const z = run(highGuardCZ({ props: { tacticalManeuvers: 6, aegis: 'limited' } }), [rule]).derived.zship!;
    expect(z.tacticalManeuvers).toBe(6);
    expect(z.aegis).toBe('limited');
    expect(z.tBombs).toBe(4);
  });

  it('other ships have no Z-ship modifiers', () => {
    expect(run(ship({ ruleset: 'sfb', props: { sizeClass: 3, tacticalManeuvers: 6 } }), [rule]).derived.zship).toBeUndefined();
  });
});
