// ST-IMP-2: a ship with impulse thrusters is gravitic; its thrust is the thrusters' total.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/st-imp-2';
import { codes, excelsior, run, ship } from './model-helper';

describe('ST-IMP-2 gravitic flag and impulse thrust', () => {
  it('the Excelsior is gravitic with 2 x 6 = 12 thrust, matching its stated thrust', () => {
    const r = run(excelsior(), [rule]);
    expect(r.derived.gravitic).toBe(true);
    expect(r.derived.impulseThrust).toBe(12);
    expect(codes(r)).toEqual([]);
  });

  it('a ship without impulse thrusters is not gravitic', () => {
    const r = run(ship({ ruleset: 'b5wars', props: { size: 'large', thrust: 8 }, systems: [{ kind: 'thruster', id: 'T', params: {} }] }), [rule]);
    expect(r.derived.gravitic).toBe(false);
    expect(r.derived.impulseThrust).toBeUndefined();
    expect(codes(r)).toEqual([]);
  });

  it('a stated thrust that differs is a warning with the arithmetic and a fix', () => {
    const r = run(excelsior({ props: { thrust: 14 } }), [rule]);
    expect(codes(r)).toEqual(['thrust-mismatch@ship.thrust']);
    const d = r.diagnostics[0];
    expect(d.severity).toBe('warning');
    expect(d.rule).toBe('ST-IMP-2');
    expect(d.message).toContain('2 impulse thrusters x 6 = 12, the ship states `thrust: 14`');
    expect(d.data?.fixes?.[0].edits[0].newText).toBe('12');
  });

  it('thrusters of different strengths are listed separately', () => {
    const m = ship({
      ruleset: 'b5wars',
      props: { size: 'medium', thrust: 9 },
      systems: [
        { kind: 'impulseThruster', id: 'I1', params: { thrust: 4 } },
        { kind: 'impulseThruster', id: 'I2', params: { thrust: 4 } },
        { kind: 'impulseThruster', id: 'I3', params: { thrust: 2 } },
      ],
    });
    const r = run(m, [rule]);
    expect(r.derived.impulseThrust).toBe(10);
    expect(r.diagnostics[0].message).toContain('2 impulse thrusters x 4 + 1 impulse thruster x 2 = 10');
  });

  it('a user type built on the impulse thruster counts (gravitic, its own thrust)', () => {
    const m = ship({
      ruleset: 'b5wars',
      props: { size: 'medium' },
      types: { Heavy: { base: 'impulseThruster', params: { thrust: 7 } } },
      systems: [{ kind: 'Heavy', id: 'H1' }],
    });
    const r = run(m, [rule]);
    expect(r.derived).toMatchObject({ gravitic: true, impulseThrust: 7 });
  });
});
