// Z-BTY-1: a quantum battery holds 4; derived.batteries = {count, capacity (total)}.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/z-bty-1';
import { codes, highGuardCZ, run, ship } from './model-helper';

describe('Z-BTY-1 quantum batteries', () => {
  it('High Guard CZ: 4 batteries x 4 = 16', () => {
    const r = run(highGuardCZ(), [rule]);
    expect(r.derived.batteries).toEqual({ count: 4, capacity: 16 });
    expect(codes(r)).toEqual([]);
  });

  it('a stated capacity of 4 is fine; 5 is an error at the number with a fix', () => {
    const m = ship({
      ruleset: 'sfb',
      props: { sizeClass: 3, zship: true },
      systems: [
        { kind: 'quantumBattery', id: 'QB1', params: { capacity: 4 } },
        { kind: 'quantumBattery', id: 'QB2', params: { capacity: 5 } },
      ],
    });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['stated-value-mismatch@QB2.capacity']);
    expect(r.diagnostics[0].message).toContain('The capacity of quantum battery QB2 does not match the rule: a quantum battery holds 4, the file states 5.');
    expect(r.diagnostics[0].data?.fixes?.[0].edits[0].newText).toBe('4');
  });

  it('a capacity stated on a user type is reported once', () => {
    const m = ship({
      ruleset: 'sfb',
      props: { sizeClass: 3 },
      types: { BigBattery: { base: 'quantumBattery', params: { capacity: 6 } } },
      systems: [{ kind: 'BigBattery', id: 'B1' }, { kind: 'BigBattery', id: 'B2' }],
    });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['stated-value-mismatch@BigBattery.capacity']);
    expect(r.derived.batteries).toEqual({ count: 2, capacity: 8 });
  });

  it('no batteries, no derived.batteries', () => {
    expect(run(ship({ ruleset: 'sfb', props: { sizeClass: 3 } }), [rule]).derived.batteries).toBeUndefined();
  });
});
