// Z-PWR-1: power totals by kind (boxes x power per box).
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/z-pwr-1';
import { highGuardCZ, run, ship, vudarDW } from './model-helper';

describe('Z-PWR-1 power totals', () => {
  it('High Guard CZ: warp 30 + 4 x 3 = 42, impulse 4 x 2 = 8, other 2, total 52', () => {
    expect(run(highGuardCZ(), [rule]).derived.power).toEqual({ warp: 42, impulse: 8, other: 2, total: 52 });
  });

  it('Vudar DW: warp 16, impulse 3, other 2, total 21', () => {
    expect(run(vudarDW(), [rule]).derived.power).toEqual({ warp: 16, impulse: 3, other: 2, total: 21 });
  });

  it('a changed powerPerBox and a user type built on a power kind count', () => {
    const m = ship({
      ruleset: 'sfb',
      props: { sizeClass: 3 },
      types: { BigLab: { base: 'researchLab', params: { powerPerBox: 2 } } },
      systems: [
        { kind: 'BigLab', id: 'L', params: { boxes: 3 } },
        { kind: 'awr', id: 'AWR', params: { boxes: 2, powerPerBox: 1.5 } },
        { kind: 'bridge', id: 'BR', params: { boxes: 2 } },
      ],
    });
    expect(run(m, [rule]).derived.power).toEqual({ warp: 3, impulse: 0, other: 6, total: 9 });
  });

  it('a ship without power systems totals 0', () => {
    expect(run(ship({ ruleset: 'sfb', props: { sizeClass: 3 } }), [rule]).derived.power).toEqual({ warp: 0, impulse: 0, other: 0, total: 0 });
  });
});
