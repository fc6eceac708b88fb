// Fixture corpus of resolution and catalog errors: each tests/fixtures/resolve/*.ship carries its
// expected diagnostics beside it in *.expected.json (code, severity, 1-based range, rule, file).
// Regenerate after a deliberate change with UPDATE_FIXTURES=1, then review the diff.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { plain, ROOT } from '../helpers/compile';

const dir = path.join(ROOT, 'tests', 'fixtures', 'resolve');
const cases = [...readdirSync(dir).filter((f) => f.endsWith('.ship')), 'imports/main.ship'];

describe('resolution fixture corpus', () => {
  for (const name of cases) {
    it(name, () => {
      const file = path.join(dir, name);
      const result = compileFiles([{ path: file }], { root: dir });
      const got = result.diagnostics.map((d) => {
        const { message: _m, ...rest } = plain(result, d);
        return rest;
      });
      const expectedFile = file.replace(/\.ship$/, '.expected.json');
      if (process.env.UPDATE_FIXTURES) writeFileSync(expectedFile, JSON.stringify(got, null, 2) + '\n');
      expect(got).toEqual(JSON.parse(readFileSync(expectedFile, 'utf8')));
      for (const d of result.diagnostics) {
        expect(d.message.length).toBeGreaterThan(10);
        expect(d.span.end).toBeGreaterThanOrEqual(d.span.start);
      }
    });
  }
});
