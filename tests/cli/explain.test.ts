// `drydock explain` answers from the one description of diagnostic codes and of rule IDs, as a
// wargamer would call it after meeting a code in `drydock check`'s output.
import { describe, expect, it } from 'vitest';
import { drydock } from '../helpers/cli';
import { codeText } from '../../compiler/diagnostic-code-texts';
import { ruleText } from '../../compiler/rule-texts';

describe('drydock explain', () => {
  it('explains a code that check prints, with its rule', () => {
    const r = drydock(['explain', 'power-over-budget']);
    expect(r.status).toBe(0);
    const text = codeText('power-over-budget')!;
    expect(r.stdout).toBe(`power-over-budget: warning, rule B5-POWER (${text.section})\n  ${text.doc}\n\nB5-POWER: ${ruleText('B5-POWER')!.summary}\n`);
    expect(r.stderr).toBe('');
  });

  it('explains a rule ID in any case, with drydock\'s reading of it', () => {
    const r = drydock(['explain', 'st-sh-9']);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(`ST-SH-9: ${ruleText('ST-SH-9')!.summary}`);
    expect(r.stdout).toContain('  applied by: compiler (coverage), runtime (extension)');
    expect(r.stdout).toContain('  drydock reads it so: ');
  });

  it('suggests the close name for a misspelt one, and exits 1', () => {
    const r = drydock(['explain', 'power-over-budjet']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('drydock explain: no diagnostic code or rule ID `power-over-budjet`. Did you mean `power-over-budget`? Run drydock explain power-over-budget.\n');
  });

  it('never echoes a long pasted name whole, and says how to find a code', () => {
    const r = drydock(['explain', 'x'.repeat(5000)]);
    expect(r.status).toBe(1);
    expect(r.stderr.length).toBeLessThan(400);
    expect(r.stderr).toContain('a rule ID is the one in brackets');
  });

  it('is a usage error without exactly one name', () => {
    expect(drydock(['explain']).status).toBe(2);
    expect(drydock(['explain', 'a', 'b']).status).toBe(2);
    expect(drydock(['explain', '--verbose', 'ST-SH-1']).status).toBe(2);
  });
});
