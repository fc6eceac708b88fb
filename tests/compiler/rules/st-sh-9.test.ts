// ST-SH-9: every projection is covered by a deflector whose base arc contains the whole projection.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/st-sh-9';
import fc from 'fast-check';
import { arcContainsArc, arcMissing, arcOverlap, arcUnion, arcWidth } from '../../../compiler/rules/util';
import { codes, excelsior, run, ship } from './model-helper';

const deflectors = (arcs: Record<string, [number, number]>) =>
  Object.entries(arcs).map(([id, arc]) => ({ kind: 'deflector', id, section: 'primary', params: { arc, value: 3, power: 2 } }));

describe('ST-SH-9 deflector coverage', () => {
  it('the Excelsior covers all four projections (one deflector each)', () => {
    expect(codes(run(excelsior(), [rule]))).toEqual([]);
  });

  it('medium ship: 270..90 covers fore, 90..270 covers aft', () => {
    const m = ship({ ruleset: 'b5wars', props: { size: 'medium' }, shields: { fore: 24, aft: 20 }, systems: deflectors({ DF: [270, 90], DA: [90, 270] }) });
    expect(codes(run(m, [rule]))).toEqual([]);
  });

  it('light ship: only an all-round deflector covers `all`', () => {
    const ok = ship({ ruleset: 'b5wars', props: { size: 'light' }, shields: { all: 10 }, systems: deflectors({ D1: [0, 360] }) });
    expect(codes(run(ok, [rule]))).toEqual([]);
    const bad = ship({ ruleset: 'b5wars', props: { size: 'light' }, shields: { all: 10 }, systems: deflectors({ D1: [0, 350] }) });
    const r = run(bad, [rule]);
    expect(codes(r)).toEqual(['projection-uncovered@shields.all:key']);
    expect(r.diagnostics[0].message).toContain('D1 (0..350) misses 10° (350..0)');
  });

  it('names the nearly covering deflectors and the degrees they miss, with a widen fix', () => {
    const m = excelsior();
    const ds = m.systems.find((s) => s.id === 'DS')!;
    ds.params.get('arc')!.value = [60, 135];
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['projection-uncovered@shields.starboard:key']);
    const d = r.diagnostics[0];
    expect(d.message).toContain('No deflector covers the starboard projection (45..135)');
    expect(d.message).toContain('DS (60..135) misses 15° (45..60)');
    expect(d.data?.candidates).toEqual([{ id: 'DS', arc: [60, 135], missing: 15 }]);
    expect(d.data?.fixes?.[0]).toMatchObject({ title: 'Widen DS to 45..135', edits: [{ newText: '45..135' }] });
  });

  it('two deflectors that together span a projection do not cover it', () => {
    const m = ship({
      ruleset: 'b5wars',
      props: { size: 'medium' },
      shields: { fore: 24, aft: 20 },
      systems: deflectors({ DP: [270, 0], DS: [0, 90], DA: [90, 270] }),
    });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['projection-uncovered@shields.fore:key']);
    expect(r.diagnostics[0].message).toContain('Closest: DP (270..0) misses 90° (0..90); DS (0..90) misses 90° (270..0)');
  });

  it('a projection no deflector touches says so', () => {
    const m = ship({ ruleset: 'b5wars', props: { size: 'medium' }, shields: { fore: 24, aft: 20 }, systems: deflectors({ DF: [270, 90] }) });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['projection-uncovered@shields.aft:key']);
    expect(r.diagnostics[0].message).toContain('No deflector\'s arc reaches it');
  });

  it('a shielded ship with no deflectors reports every projection', () => {
    const m = ship({ ruleset: 'b5wars', props: { size: 'medium' }, shields: { fore: 24, aft: 20 } });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['projection-uncovered@shields.fore:key', 'projection-uncovered@shields.aft:key']);
    expect(r.diagnostics[0].message).toContain('The ship has no deflector');
  });

  it('arc arithmetic: overlap, union, missing pieces', () => {
    expect(arcOverlap([315, 45], [0, 90])).toBe(45);
    expect(arcOverlap([0, 360], [45, 135])).toBe(90);
    expect(arcUnion([60, 135], [45, 135])).toEqual([45, 135]);
    expect(arcUnion([315, 45], [45, 135])).toEqual([315, 135]);
    expect(arcUnion([0, 10], [100, 110])).toBeUndefined();
    expect(arcUnion([270, 180], [90, 0])).toEqual([0, 360]);
    expect(arcMissing([60, 135], [45, 135])).toEqual([[45, 60]]);
    expect(arcMissing([0, 30], [315, 45])).toEqual([
      [315, 0],
      [30, 45],
    ]);
    expect(arcMissing([10, 350], [0, 360])).toEqual([[350, 10]]);
  });
});

describe('ST-SH-9 arc arithmetic (properties)', () => {
  const arc = fc.tuple(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 0, max: 359 })).map(([a, b]) => [a, b] as [number, number]);
  it('overlap + missing pieces = the inner arc; contained means nothing missing', () => {
    fc.assert(
      fc.property(arc, arc, (outer, inner) => {
        const missing = arcMissing(outer, inner).reduce((s, a) => s + arcWidth(a), 0);
        expect(arcOverlap(outer, inner) + missing).toBeCloseTo(arcWidth(inner), 9);
        if (arcContainsArc(outer, inner)) expect(missing).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
  it('the union of overlapping arcs contains both', () => {
    fc.assert(
      fc.property(arc, arc, (a, b) => {
        const u = arcUnion(a, b);
        if (u) {
          expect(arcContainsArc(u, a)).toBe(true);
          expect(arcContainsArc(u, b)).toBe(true);
        } else expect(arcOverlap(a, b)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
