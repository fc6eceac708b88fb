import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../grammar/positions';

// The line starts of `text` by the plain definition: after every LF, after every CR not followed by LF.
function reference(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) starts.push(i + 1);
  }
  return starts;
}

function startsOf(lines: LineIndex): number[] {
  return Array.from({ length: lines.lineCount }, (_, i) => lines.lineStart(i));
}

describe('LineIndex', () => {
  it('finds line starts in LF, CR LF and CR text alike', () => {
    for (const text of ['', 'a', '\n', 'a\nb\n', '\n\n\n', 'a\r\nb', 'a\rb\r', '\r\n\r\n', 'x\r\n\ny\rz\n']) {
      expect(startsOf(new LineIndex(text)), JSON.stringify(text)).toEqual(reference(text));
    }
  });

  it('agrees with the definition on random text', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
    for (let round = 0; round < 200; round++) {
      const chars = ['a', 'b', ' ', '\n', '\r', '\u00e9'];
      const withCr = round % 2 === 0;
      let text = '';
      for (let i = next() % 60; i > 0; i--) {
        const c = chars[next() % chars.length];
        text += c === '\r' && !withCr ? '\n' : c;
      }
      const lines = new LineIndex(text);
      expect(startsOf(lines)).toEqual(reference(text));
      for (let o = 0; o <= text.length; o++) expect(lines.offset(lines.position(o))).toBe(o);
    }
  });

  it('maps positions past the end onto the text', () => {
    const lines = new LineIndex('ab\ncd');
    expect(lines.position(99)).toEqual({ line: 1, character: 2 });
    expect(lines.offset({ line: 9, character: 0 })).toBe(5);
    expect(lines.offset({ line: 0, character: 99 })).toBe(3);
  });
});
