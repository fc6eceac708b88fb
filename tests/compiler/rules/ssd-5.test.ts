// SSD-5: `allow RULE "reason"` downgrades that rule's diagnostics on the ship to information;
// nothing else is silenced; an allow that matches nothing is a warning.
import { describe, expect, it } from 'vitest';
import { codes, excelsior, run, vudarDW } from './model-helper';

const wrongCapacity = (allows: { rule: string; reason?: string | null; inherited?: boolean }[]) => {
  const m = vudarDW({ allows });
  m.systems.find((s) => s.id === 'ionicCapacitor')!.params.get('capacity')!.value = 8;
  return m;
};

describe('SSD-5 allow', () => {
  it('allow H93.12 turns the capacity mismatch into information, keeping the numbers and adding the reason', () => {
    const r = run(wrongCapacity([{ rule: 'H93.12', reason: 'printed SSD shows 8' }]));
    expect(r.diagnostics).toHaveLength(1);
    const d = r.diagnostics[0];
    expect(d).toMatchObject({ code: 'stated-value-mismatch', rule: 'H93.12', severity: 'info' });
    expect(d.message).toContain('= 7, the file states 8');
    expect(d.message).toContain('Allowed for VudarDW: "printed SSD shows 8" (SSD-5).');
    expect(d.data).toMatchObject({ allowed: true, allowedSeverity: 'error', reason: 'printed SSD shows 8' });
  });

  it('nothing else is silenced: another rule keeps its severity, and the unmatched allow warns', () => {
    const m = wrongCapacity([{ rule: 'Z-CC-1', reason: 'canon' }]);
    const r = run(m);
    expect(r.diagnostics.map((d) => [d.code, d.rule, d.severity])).toEqual([
      ['stated-value-mismatch', 'H93.12', 'error'],
      ['unused-allow', 'SSD-5', 'warning'],
    ]);
    expect(codes(r, 'SSD-5')).toEqual(['unused-allow@allow Z-CC-1:rule']);
    expect(r.diagnostics[1].message).toBe('This `allow Z-CC-1` matches no diagnostic: VudarDW breaks no Z-CC-1 rule, so there is nothing to excuse. Remove it (SSD-5).');
    expect(r.diagnostics[1].data?.fixes?.[0]).toMatchObject({ title: 'Remove the allow', edits: [{ newText: '' }] });
  });

  it('warnings can be allowed too (power budget)', () => {
    const r = run(excelsior({ props: { power: 10 }, allows: [{ rule: 'B5-POWER', reason: 'the printed SSD runs the deflectors in turns' }] }));
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['power-over-budget', 'info']]);
  });

  it('explains unused allows: other ruleset, runtime rule, repeated allow', () => {
    const r = run(
      excelsior({
        allows: [
          { rule: 'H93.12', reason: 'x' },
          { rule: 'ST-SH-3', reason: 'x' },
          { rule: 'ST-SH-9', reason: 'x' },
          { rule: 'ST-SH-9', reason: 'y' },
        ],
      }),
    );
    const msgs = r.diagnostics.map((d) => d.message);
    expect(msgs[0]).toContain('H93.12 is a sfb rule and Excelsior is a b5wars ship.');
    expect(msgs[1]).toContain('ST-SH-3 is a rule of play that the compiler does not check');
    expect(msgs[2]).toContain('Excelsior breaks no ST-SH-9 rule');
    expect(msgs[3]).toMatch(/it repeats the `allow ST-SH-9` (earlier|on line \d+)\./);
  });

  it('unknown IDs and inherited allows are not reported here (lowering reports unknown IDs; the base reports its own)', () => {
    const r = run(excelsior({ allows: [{ rule: 'H93.99', reason: 'x' }, { rule: 'SSD-2', reason: 'x', inherited: true }] }));
    expect(r.diagnostics).toEqual([]);
  });

  it('an allow without a reason still applies (lowering reports the missing reason)', () => {
    const r = run(wrongCapacity([{ rule: 'H93.12', reason: null }]));
    expect(r.diagnostics.map((d) => d.severity)).toEqual(['info']);
    expect(r.diagnostics[0].message).toContain('"no reason given"');
  });
});
