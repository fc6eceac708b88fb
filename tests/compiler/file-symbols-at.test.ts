// The symbols of a file answer `at(offset)` from each declaration's own sorted run of occurrences
// without joining them: the answer at every offset of real files equals a search of the whole
// sorted list, and `occurrences` is that list.
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFiles, type Occurrence } from '../../compiler/index';
import { ROOT } from '../helpers/compile';

/** The reference: the last occurrence starting at or before the offset (or one of the three before it) that holds it. */
function reference(all: Occurrence[], offset: number): Occurrence | undefined {
  let best = -1;
  for (let i = 0; i < all.length; i++) if (all[i].span.start <= offset) best = i;
  for (let i = best; i >= 0 && i >= best - 3; i--) if (all[i].span.start <= offset && offset <= all[i].span.end) return all[i];
  return undefined;
}

describe('FileSymbols.at', () => {
  const files = readdirSync(path.join(ROOT, 'examples'))
    .filter((f) => f.endsWith('.ship'))
    .slice(0, 12);
  for (const f of files) {
    it(`${f}: at every offset, the same occurrence as a search of the sorted list`, () => {
      const file = path.join(ROOT, 'examples', f);
      const text = readFileSync(file, 'utf8');
      const r = compileFiles([{ path: file, text }]);
      const unit = r.program.files.get(file)!;
      const sym = r.semantic.file(unit);
      const all = sym.occurrences;
      expect(all.length).toBeGreaterThan(3);
      for (let i = 1; i < all.length; i++) expect(all[i - 1].span.start <= all[i].span.start).toBe(true);
      for (let offset = 0; offset <= text.length; offset++) expect(sym.at(offset)).toBe(reference(all, offset));
    });
  }
});
