// Every example and every .ship file of the test corpus (tests/fixtures/**): formatting keeps the
// compiled document (ignoring `source` ranges), the diagnostics, every comment and every `///`
// documentation, and is idempotent. Files with syntax errors are refused, never half-formatted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectSafeFormat, formatShip, hasSyntaxErrors } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');

function shipFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...shipFiles(p));
    else if (name.endsWith('.ship')) out.push(p);
  }
  return out;
}

const files = [...shipFiles(path.join(ROOT, 'examples')), ...shipFiles(path.join(ROOT, 'tests', 'fixtures'))];
const valid = files.filter((f) => !hasSyntaxErrors(readFileSync(f, 'utf8')));
const broken = files.filter((f) => !valid.includes(f));

describe('formatting the corpus', () => {
  it('finds the examples', () => {
    expect(valid.filter((f) => f.includes(`${path.sep}examples${path.sep}`)).length).toBeGreaterThanOrEqual(3);
  });

  for (const file of valid) {
    it(`keeps ${path.relative(ROOT, file)}`, async () => {
      await expectSafeFormat(readFileSync(file, 'utf8'), file);
    });
  }

  for (const file of broken) {
    it(`refuses ${path.relative(ROOT, file)} (syntax errors)`, async () => {
      const error = await formatShip(readFileSync(file, 'utf8'), { filepath: file }).then(
        () => null,
        (e: unknown) => e as SyntaxError & { loc?: { start: { line: number; column: number } } },
      );
      expect(error).toBeInstanceOf(SyntaxError);
      expect(error?.loc?.start.line).toBeGreaterThan(0);
    });
  }
});
