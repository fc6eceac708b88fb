// B5-DEFLECTOR (project check for ST-SH-3 / ST-SH-9): deflector value and power are never negative.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/b5-deflector';
import { codes, excelsior, run, ship } from './model-helper';

describe('B5-DEFLECTOR deflector values and powers', () => {
  it('accepts the Excelsior deflectors (values 8, 6, 6, 6; powers 4, 3, 3, 3) and zero', () => {
    expect(codes(run(excelsior(), [rule]))).toEqual([]);
    const m = ship({ ruleset: 'b5wars', props: { size: 'light' }, systems: [{ kind: 'deflector', id: 'D', params: { arc: [0, 360], value: 0, power: 0 } }] });
    expect(codes(run(m, [rule]))).toEqual([]);
  });

  it('reports a negative value and a negative power at the numbers', () => {
    const m = ship({ ruleset: 'b5wars', props: { size: 'light' }, systems: [{ kind: 'deflector', id: 'D', params: { arc: [0, 360], value: -2, power: -1 } }] });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['deflector-negative@D.value', 'deflector-negative@D.power']);
    expect(r.diagnostics[0].message).toBe(
      'Deflector D has value -2; its regeneration value is the number of projection points it restores for free each turn (ST-SH-3), so it cannot be negative. Write 0 or more.',
    );
    expect(r.diagnostics[1].message).toContain('its power is what it draws from the reactor each turn');
  });

  it('checks values that come from a user system type', () => {
    const m = ship({
      ruleset: 'b5wars',
      props: { size: 'light' },
      types: { Weak: { base: 'deflector', params: { value: -1 } } },
      systems: [{ kind: 'Weak', id: 'W', params: { arc: [0, 360], power: 1 } }],
    });
    expect(codes(run(m, [rule]))).toEqual(['deflector-negative@Weak.value']);
  });
});
