// Property tests: whatever the input (token soup, truncated or cut examples, random text),
// `parse` returns, every span lies inside the text, and no two diagnostics start at one offset.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/index';
import { allSpans, fixtureNames, readFixture, spanIsInside } from './helpers';

const examples = fixtureNames('ok').map((name) => readFixture(`ok/${name}`));

// Pieces that exercise every rule and every recovery path, including broken ones.
const pieces = [
  'ship', 'system', 'arc', 'rules', 'ruleset', 'import', 'extends', 'allow', 'remove', 'A', 'DF',
  'section', 'hits', 'true', '{', '}', '[', ']', ',', ':', '..', '/', '+', '-', '=', '1', '2.5',
  '300..60', '"s"', '"open', '/* c */', '/*', '// x\n', '/// d\n', 'SSD-5', 'H93.12', '@', '\u0000',
  '😀', ';', '.', '“q”', '\\',
];
const separators = ['', ' ', '\n', '\r\n', '\t'];

function checkInvariants(text: string): void {
  const { ast, diagnostics } = parse(text);
  for (const d of diagnostics) {
    expect(spanIsInside(d.span, text.length), `diagnostic ${d.message} at ${JSON.stringify(d.span)}`).toBe(true);
    expect(d.code).not.toBe('internal-error');
  }
  for (const { path, span } of allSpans(ast)) expect(spanIsInside(span, text.length), path).toBe(true);
  const starts = diagnostics.map((d) => d.span.start);
  expect(new Set(starts).size).toBe(starts.length);
}

const soup = fc
  .array(fc.tuple(fc.constantFrom(...pieces), fc.constantFrom(...separators)), { maxLength: 80 })
  .map((parts) => parts.map(([p, s]) => p + s).join(''));

describe('parse on any input', () => {
  it('token soups', () => {
    fc.assert(fc.property(soup, checkInvariants), { numRuns: 400 });
  });

  it('truncated examples', () => {
    fc.assert(
      fc.property(fc.constantFrom(...examples), fc.nat(), (text, cut) => checkInvariants(text.slice(0, cut % (text.length + 1)))),
      { numRuns: 300 },
    );
  });

  it('examples with a piece cut out or a stray piece put in', () => {
    fc.assert(
      fc.property(fc.constantFrom(...examples), fc.nat(), fc.nat({ max: 30 }), fc.constantFrom('', ...pieces), (text, at, length, insert) => {
        const i = at % (text.length + 1);
        checkInvariants(text.slice(0, i) + insert + text.slice(i + length));
      }),
      { numRuns: 400 },
    );
  });

  it('random text, binary included', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), checkInvariants), { numRuns: 300 });
  });
});
