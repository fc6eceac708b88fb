// SSD-3: arcs within 0-360; weapon and deflector arcs have width.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/ssd-3';
import { codes, run, ship } from './model-helper';

const one = (kind: string, arc: [number, number], ruleset: 'b5wars' | 'sfb' = 'b5wars') =>
  ship({ ruleset, props: {}, systems: [{ kind, id: 'X', params: { arc, value: 1, power: 1 } }] });

describe('SSD-3 arcs', () => {
  it('accepts ordinary arcs, wedges across the bow and the full circle', () => {
    for (const arc of [[300, 60], [0, 360], [45, 135], [180, 0]] as [number, number][]) expect(codes(run(one('weapon', arc), [rule]))).toEqual([]);
  });

  it('reports bearings outside 0-360 at the arc', () => {
    const r = run(one('weapon', [300, 400]), [rule]);
    expect(codes(r)).toEqual(['arc-out-of-range@X.arc']);
    expect(r.diagnostics[0].message).toContain('has a bearing outside 0-360 (400)');
    expect(codes(run(one('deflector', [-10, 45]), [rule]))).toEqual(['arc-out-of-range@X.arc']);
  });

  it('a zero-width weapon or deflector arc is an error; other systems may have one', () => {
    expect(codes(run(one('weapon', [90, 90]), [rule]))).toEqual(['zero-width-arc@X.arc']);
    expect(codes(run(one('deflector', [0, 0]), [rule]))).toEqual(['zero-width-arc@X.arc']);
    expect(codes(run(one('phaserZ', [60, 60], 'sfb'), [rule]))).toEqual(['zero-width-arc@X.arc']);
    expect(codes(run(one('thruster', [90, 90]), [rule]))).toEqual([]);
  });
});
