// No compile result holds two equal diagnostics (same file, range, code and message): each is
// reported once where it is about, and the compiler has no pass that merges repeats
// (compiler/shared-findings.ts). Checked on every .ship file of the examples, the fixtures, the
// library and the runtime's test ships, each compiled whole and streamed (`drydock check`).
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { CHECK_COMPILE_OPTIONS } from '../../cli/check';
import { ROOT } from '../helpers/compile';

function shipFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? shipFiles(path.join(dir, e.name)) : e.name.endsWith('.ship') ? [path.join(dir, e.name)] : [],
  );
}

const files = ['examples', 'tests/fixtures', 'tests/runtime/ships', 'lib', 'docs/examples'].flatMap((d) => shipFiles(path.join(ROOT, d)));

function repeats(file: string, options = {}): string[] {
  const keys = compileFiles([{ path: file }], options).diagnostics.map((d) => `${path.relative(ROOT, d.file)} ${d.span.start}-${d.span.end} ${d.code}: ${d.message}`);
  return keys.filter((k, i) => keys.indexOf(k) !== i);
}

describe('each diagnostic is reported once', () => {
  it('covers the corpus', () => {
    expect(files.length).toBeGreaterThan(100);
  });
  for (const file of files)
    it(path.relative(ROOT, file), () => {
      expect(repeats(file)).toEqual([]);
      expect(repeats(file, CHECK_COMPILE_OPTIONS)).toEqual([]);
    });
});
