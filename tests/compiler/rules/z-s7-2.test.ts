// Z-S7-2: the seventh shield's activation cost is part of the shield cost:
// derived.shieldCost = shields #1-6 (`shieldCost`) + the seventh shield's `activationCost`.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/z-s7-2';
import { codes, highGuardCZ, run, ship } from './model-helper';

describe('Z-S7-2 seventh shield activation cost', () => {
  it('High Guard CZ: no stated shield cost, the seventh shield adds its default 1 → total 1', () => {
    const r = run(highGuardCZ(), [rule]);
    expect(r.derived.shieldCost).toEqual({ shields: 0, seventhShield: 1, total: 1 });
    expect(codes(r)).toEqual([]);
  });

  it('shieldCost 2 + activationCost 1.5 → 3.5; no seventh shield → the stated cost alone; neither → nothing', () => {
    const withS7 = ship({ ruleset: 'sfb', props: { sizeClass: 3, zship: true, shieldCost: 2 }, systems: [{ kind: 'seventhShield', id: 'S7', params: { boxes: 12, activationCost: 1.5 } }] });
    expect(run(withS7, [rule]).derived.shieldCost).toEqual({ shields: 2, seventhShield: 1.5, total: 3.5 });
    const plain = ship({ ruleset: 'sfb', props: { sizeClass: 3, shieldCost: 2 }, systems: [] });
    expect(run(plain, [rule]).derived.shieldCost).toEqual({ shields: 2, seventhShield: 0, total: 2 });
    const none = ship({ ruleset: 'sfb', props: { sizeClass: 3 }, systems: [] });
    expect(run(none, [rule]).derived.shieldCost).toBeUndefined();
  });
});
