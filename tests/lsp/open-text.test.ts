// lsp/open-text.ts against vscode-languageserver-textdocument (what the server used before): random
// edits with every kind of line break, and after each the same text, line count, offsets of
// every position and positions of every offset.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { OpenText } from '../../lsp/open-text';

const PIECES = ['', 'a', 'xyz', '\n', '\r', '\r\n', '\n\r', 'a\rb', 'ship X {\n  points: 1\n}\n', '😀', '\u2028', '\r\n\r\n'];

describe('OpenText', () => {
  it('answers as TextDocument after random edits (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'abc', 'a\nb\r\nc\rd\n', '\r\n', 'line one\nline two\n'),
        fc.array(fc.tuple(fc.nat(), fc.nat(6), fc.constantFrom(...PIECES)), { minLength: 1, maxLength: 12 }),
        (start, edits) => {
          const ours = new OpenText('file:///x.ship', 'ship', 1, start);
          const theirs = TextDocument.create('file:///x.ship', 'ship', 1, start);
          let v = 1;
          for (const [at, len, text] of edits) {
            // A range an editor could send (TextDocument mishandles ranges past the end).
            const n = theirs.getText().length;
            const s = theirs.positionAt(at % (n + 1));
            const e = theirs.positionAt(Math.min(n, (at % (n + 1)) + len));
            // Both read the range against their own text: the same offsets when the texts agree.
            const a = ours.offsetAt(s);
            const b = ours.offsetAt(e);
            expect([a, b]).toEqual([theirs.offsetAt(s), theirs.offsetAt(e)]);
            // Line starts handed out before an edit stay those of the text they were read from.
            const handed = ours.lineStarts();
            const copy = [...handed];
            ours.replace(Math.min(a, b), Math.max(a, b), text);
            expect(handed).toEqual(copy);
            TextDocument.update(theirs, [{ range: a <= b ? { start: s, end: e } : { start: e, end: s }, text }], ++v);
            // Reading characters first (no join), then the whole text.
            for (let o = 0; o <= theirs.getText().length + 1; o++) expect(ours.positionAt(o)).toEqual(theirs.positionAt(o));
            for (let l = 0; l <= theirs.lineCount; l++) for (let c = 0; c < 6; c++) expect(ours.offsetAt({ line: l, character: c })).toEqual(theirs.offsetAt({ line: l, character: c }));
            expect(ours.lineCount).toBe(theirs.lineCount);
            expect(ours.getText()).toBe(theirs.getText());
            expect(ours.lineStarts()).toEqual([0, ...[...theirs.getText().matchAll(/\r\n|\r|\n/g)].map((m) => m.index! + m[0].length)]);
          }
        },
      ),
      { numRuns: 300, seed: 18 },
    );
  });
});
