// The README's one-screen language example compiles (with its illustrative import left out), and
// its `allow` turns the variant's stated capacity into information, as the README says.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileOne, ROOT } from '../helpers/compile';

describe('README', () => {
  it('has a language example that compiles with no errors or warnings (H93.12, SSD-5)', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const start = readme.indexOf('```\n// A file starts');
    const text = readme.slice(start + 4, readme.indexOf('```', start + 3)).replace(/^import .*$/m, '');
    const r = compileOne(text);
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.rule ?? ''}`)).toEqual(['info stated-value-mismatch H93.12']);
    expect(r.document.ships.map((s) => [s.name, s.derived.ionicCapacitor?.capacity])).toEqual([
      ['VudarDW', 3],
      ['VudarDWRefit', 3],
    ]);
  });
});
