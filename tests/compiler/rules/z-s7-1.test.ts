// Z-S7-1: the seventh shield only on Z-ships.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/z-s7-1';
import { codes, highGuardCZ, run, ship } from './model-helper';

describe('Z-S7-1 seventh shield', () => {
  it('a Z-ship may carry it', () => {
    expect(codes(run(highGuardCZ(), [rule]))).toEqual([]);
  });

  it('a ship that is not a Z-ship may not: error at the kind', () => {
    const r = run(ship({ ruleset: 'sfb', props: { sizeClass: 3 }, systems: [{ kind: 'seventhShield', id: 'S7', params: { boxes: 12 } }] }), [rule]);
    expect(codes(r)).toEqual(['seventh-shield-not-zship@S7:type']);
    expect(r.diagnostics[0].message).toContain('Add `zship: true` to the ship');
  });

  it('zship: false offers the fix of making it a Z-ship', () => {
    const r = run(ship({ ruleset: 'sfb', props: { sizeClass: 3, zship: false }, systems: [{ kind: 'seventhShield', id: 'S7' }] }), [rule]);
    expect(codes(r)).toEqual(['seventh-shield-not-zship@S7:type']);
    expect(r.diagnostics[0].data?.fixes?.[0].edits[0].newText).toBe('true');
  });
});
