// B5-HITS (project check): every b5wars section has a d20 hit chart; a section without one is a
// warning at its name, which `allow B5-HITS` turns into information.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../../compiler/index';
import { rule } from '../../../compiler/rules/b5-hits';
import { codes, excelsior, run, ship } from './model-helper';

describe('B5-HITS every section has a hit chart', () => {
  it('the Excelsior with a chart in each of its 5 sections: nothing to say', () => {
    expect(codes(run(excelsior(), [rule]))).toEqual([]);
  });

  it('warns once per section without a chart, at the section name, in declaration order', () => {
    const m = excelsior({ sections: { forward: { hits: [[1, 20, 'structure']] }, aft: {}, port: {}, starboard: { hits: [[1, 20, 'structure']] }, primary: {} } });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['hit-chart-missing@section aft:name', 'hit-chart-missing@section port:name', 'hit-chart-missing@section primary:name']);
    expect(r.diagnostics.map((d) => [d.severity, d.rule])).toEqual([
      ['warning', 'B5-HITS'],
      ['warning', 'B5-HITS'],
      ['warning', 'B5-HITS'],
    ]);
    expect(r.diagnostics[0].message).toBe(
      'Section aft has no hit chart, so nothing says which of its systems a hit strikes; its record sheet prints "no hit chart". ' +
        'Add `hits { ... }` covering the d20 rolls 1-20 (for example `hits { 1..20: structure }`, SSD-2), or `allow B5-HITS "reason"` when the printed SSD has none.',
    );
    expect(r.diagnostics[1].data).toMatchObject({ section: 'port' });
  });

  it('an allow turns the warnings into information', () => {
    const m = excelsior({ sections: { forward: {}, aft: {} }, allows: [{ rule: 'B5-HITS', reason: 'the printed SSD has no charts' }] });
    const r = run(m);
    const mine = r.diagnostics.filter((d) => d.rule === 'B5-HITS');
    expect(mine.map((d) => [d.code, d.severity])).toEqual([
      ['hit-chart-missing', 'info'],
      ['hit-chart-missing', 'info'],
    ]);
    expect(r.diagnostics.filter((d) => d.code === 'unused-allow')).toEqual([]);
  });

  it('is a b5wars rule only (sfb ships have no sections)', () => {
    expect(rule.rulesets).toEqual(['b5wars']);
    expect(codes(run(ship({ ruleset: 'b5wars', props: { size: 'light' } }), [rule]))).toEqual([]);
  });

  it('check reports it from a .ship file, once for a base and the variant that inherits the section', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-b5hits-'));
    try {
      const file = path.join(dir, 'x.ship');
      fs.writeFileSync(
        file,
        `ruleset b5wars
ship A {
  size: light
  shields { all: 10 }
  section primary {
    structure: 10
    deflector D { arc: all  value: 2  power: 1 }
  }
  section wing { structure: 4  hits { 1..20: structure } }
}
ship B extends A {
  points: 5
}
`,
      );
      const r = compileFile(file);
      const mine = r.diagnostics.filter((d) => d.code === 'hit-chart-missing');
      expect(mine).toHaveLength(1);
      expect(mine[0].severity).toBe('warning');
      const text = fs.readFileSync(file, 'utf8');
      expect(text.slice(mine[0].span.start, mine[0].span.end)).toBe('primary');
      expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
