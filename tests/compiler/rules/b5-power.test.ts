// B5-POWER (project check): deflector and system power against the ship's power; a warning when over.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/b5-power';
import { codes, excelsior, run, ship } from './model-helper';

describe('B5-POWER power budget', () => {
  it('the Excelsior needs 4 + 3 + 3 + 3 = 13 of its 24 power', () => {
    const r = run(excelsior(), [rule]);
    expect(r.derived.powerBudget).toEqual({ required: 13, available: 24 });
    expect(codes(r)).toEqual([]);
  });

  it('over budget is a warning at the ship power, with the arithmetic', () => {
    const m = excelsior({ props: { power: 12 } });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['power-over-budget@ship.power']);
    const d = r.diagnostics[0];
    expect(d.severity).toBe('warning');
    expect(d.message).toBe(
      "Deflectors and systems need 13 power each turn (DF 4 + DA 3 + DP 3 + DS 3 = 13), but the ship's power is 12: 1 short. Raise `power` or lower what the systems draw.",
    );
  });

  it('counts every system with a power requirement, deflectors first', () => {
    const m = ship({
      ruleset: 'b5wars',
      props: { size: 'light', power: 5 },
      systems: [
        { kind: 'cloakingDevice', id: 'CL', params: { power: 4 } },
        { kind: 'deflector', id: 'D1', params: { arc: [0, 360], value: 3, power: 2 } },
      ],
    });
    const r = run(m, [rule]);
    expect(r.derived.powerBudget).toEqual({ required: 6, available: 5 });
    expect(r.diagnostics[0].message).toContain('(D1 2 + CL 4 = 6)');
  });

  it('without a ship power, uses the reactor output; with neither, warns at the ship name', () => {
    const withReactor = ship({
      ruleset: 'b5wars',
      props: { size: 'light' },
      systems: [
        { kind: 'reactor', id: 'R', params: { output: 6 } },
        { kind: 'deflector', id: 'D1', params: { arc: [0, 360], value: 3, power: 2 } },
      ],
    });
    expect(run(withReactor, [rule]).derived.powerBudget).toEqual({ required: 2, available: 6 });
    const none = ship({ ruleset: 'b5wars', props: { size: 'light' }, systems: [{ kind: 'deflector', id: 'D1', params: { arc: [0, 360], value: 3, power: 2 } }] });
    const r = run(none, [rule]);
    expect(codes(r)).toEqual(['power-not-stated@ship:name']);
    expect(r.diagnostics[0].message).toBe('The systems draw 2 power each turn (D1 2 = 2), but the ship states no `power`. Write `power: N` on the ship, N the power it has each turn.');
  });

  it('a reactor with no output and no ship power: the figure is missing, not 76 short', () => {
    const m = ship({
      ruleset: 'b5wars',
      props: { size: 'medium' },
      systems: [
        { kind: 'reactor', id: 'R', params: {} },
        { kind: 'sensors', id: 'S', params: { power: 6 } },
        { kind: 'weapon', id: 'W1', params: { power: 70 } },
      ],
    });
    const r = run(m, [rule]);
    expect(r.derived.powerBudget).toEqual({ required: 76, available: 0 });
    expect(codes(r)).toEqual(['power-not-stated@ship:name']);
    expect(r.diagnostics[0].message).toBe(
      "The systems draw 76 power each turn (S 6 + W1 70 = 76), but the ship states no `power` and its reactor R no `output`. Write `power: N` on the ship, N the power it has each turn (for a FieryVoid ship, 76 plus the reactor's printed surplus).",
    );
    expect(r.diagnostics[0].message).not.toContain('short');
  });

  it('a reactor output that disagrees with the ship power is a warning at the output', () => {
    const m = ship({ ruleset: 'b5wars', props: { size: 'light', power: 6 }, systems: [{ kind: 'reactor', id: 'R', params: { output: 5 } }] });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['reactor-output-mismatch@R.output']);
  });
});
