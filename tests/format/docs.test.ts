// docs/formatting.md: its before/after example is what the formatter really does.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectSafeFormat } from './helpers';

const DOC = readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'formatting.md'), 'utf8');

function codeAfter(heading: string): string {
  const at = DOC.indexOf(`### ${heading}\n`);
  expect(at, heading).toBeGreaterThanOrEqual(0);
  const match = /```\n([\s\S]*?)```/.exec(DOC.slice(at));
  return match![1];
}

describe('docs/formatting.md', () => {
  it('shows the real output of its before/after example', async () => {
    expect(await expectSafeFormat(codeAfter('Before'))).toBe(codeAfter('After'));
  });
});
