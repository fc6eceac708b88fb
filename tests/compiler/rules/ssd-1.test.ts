// SSD-1: every system id is unique within its ship, after `extends` is resolved.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/ssd-1';
import { codes, excelsior, run, ship } from './model-helper';

describe('SSD-1 unique system ids', () => {
  it('the Excelsior has unique ids', () => {
    expect(codes(run(excelsior(), [rule]))).toEqual([]);
  });

  it('reports the later id, naming the earlier system', () => {
    const m = ship({
      ruleset: 'sfb',
      props: { sizeClass: 4 },
      systems: [
        { kind: 'ionCannon', id: 'A', params: { arc: [300, 60] } },
        { kind: 'phaserZ', id: 'A', params: { arc: [300, 60] } },
      ],
    });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['duplicate-id@A:id']);
    expect(r.diagnostics[0].message).toMatch(/^The id `A` is already used in Test by the ion cannon declared (earlier|on line \d+)\. Every system needs its own id \(SSD-1\); rename this one\.$/);
    expect(r.diagnostics[0].data?.first).toBeDefined();
  });

  it('says when the first one is inherited', () => {
    const m = excelsior();
    m.name = 'Refit';
    m.base = 'Excelsior';
    for (const s of m.systems) s.declaredIn = 'Excelsior';
    m.systems.push({ ...m.systems[0], declaredIn: 'Refit', type: 'weapon' });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['duplicate-id@DF:id']);
    expect(r.diagnostics[0].message).toContain('by the deflector (inherited from Excelsior)');
  });
});
