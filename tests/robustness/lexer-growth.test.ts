// The scanner is linear on every input (the old lexer took 9.5 s on 80,000
// characters after an unclosed „). Measured without a clock: while the scanner runs, every
// character it reads is counted by wrapping String.prototype.charCodeAt, indexOf and slice (the
// only ways it reads the text; it uses no regular expression). On each pathological text, at n
// and 8n characters, the count must stay under a fixed multiple of the length, and grow 8x when
// the text grows 8x (a rescan per character would make it grow 64x).
import { describe, expect, it } from 'vitest';
import { lex, parse } from '../../grammar/index';
import { scan } from '../../grammar/scanner';
import { charactersRead, PATHOLOGICAL } from '../../bench/pathological';

// The scanner reads each character at most a few times (a capital word is read as a rule ID
// candidate, then as an identifier, then copied into its token).
const PER_CHAR = 6;
const N = 4000;

describe('the scanner reads a bounded number of characters per character of text', () => {
  for (const { name, make } of PATHOLOGICAL) {
    it(name, () => {
      const small = make(N);
      const large = make(8 * N);
      const a = charactersRead(() => scan(small));
      const b = charactersRead(() => scan(large));
      expect(a, `${a} reads for ${small.length} characters`).toBeLessThanOrEqual(PER_CHAR * small.length + 16);
      expect(b, `${b} reads for ${large.length} characters`).toBeLessThanOrEqual(PER_CHAR * large.length + 16);
      expect(b / a).toBeLessThan(9);
      // And the whole front end accepts it: diagnostics, no crash.
      const parsed = parse(large);
      for (const d of parsed.diagnostics) expect(d.code).not.toBe('internal-error');
    });
  }

  it('the count does see a rescan per character (a naive quote matcher is caught)', () => {
    // What the old typographic-quote rule did: from every opener, look for a closer up to the end
    // of the line.
    const naive = (text: string) => {
      let matched = 0;
      for (let i = 0; i < text.length; i++) {
        if (text.charCodeAt(i) !== 0x201e) continue;
        for (let j = i + 1; j < text.length; j++) {
          const c = text.charCodeAt(j);
          if (c === 0x201d || c === 0x201c) {
            matched++;
            break;
          }
          if (c === 10) break;
        }
      }
      return matched;
    };
    const make = PATHOLOGICAL.find((p) => p.name === 'unclosed „ quotes, one line')!.make;
    const a = charactersRead(() => naive(make(N / 8)));
    const b = charactersRead(() => naive(make(N)));
    expect(b / a).toBeGreaterThan(40);
  });

  it('lex reports each unclosed quote run once, with a short message', () => {
    const r = lex('„ '.repeat(8 * N));
    expect(r.diagnostics).toHaveLength(8 * N);
    expect(r.diagnostics.every((d) => d.code === 'unexpected-character' && d.span.end - d.span.start === 1)).toBe(true);
  });
});
