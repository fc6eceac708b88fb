// The hand-written scanner against the oracle it replaced: a Chevrotain lexer built from the same
// token types (their patterns define the tokens). On every input, generated or real, both must
// give the same tokens (type, image, offset, object shape), the same comments and the same runs
// of unexpected characters.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Lexer } from 'chevrotain';
import type { IToken } from 'chevrotain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allTokens } from '../../grammar/lexer';
import { scan, scanCursor, scanDeclaration, type ScanResult } from '../../grammar/scanner';
import { Arc, Fleet, Flight, Import, Rules, Ruleset, Ship, System } from '../../grammar/tokens';

const reference = new Lexer(allTokens, {
  positionTracking: 'onlyOffset',
  ensureOptimizations: true,
  errorMessageProvider: { buildUnexpectedCharactersMessage: () => '', buildUnableToPopLexerModeMessage: () => '' },
});

const shape = (t: IToken) => [t.tokenType.name, t.image, t.startOffset, Object.keys(t).join(',')];

function same(text: string): void {
  const want = reference.tokenize(text);
  const got = scan(text);
  expect(got.tokens.map(shape), JSON.stringify(text)).toEqual(want.tokens.map(shape));
  expect(got.comments.map(shape), JSON.stringify(text)).toEqual(((want.groups.comments ?? []) as IToken[]).map(shape));
  expect(got.errors, JSON.stringify(text)).toEqual(want.errors.map((e) => ({ offset: e.offset, length: e.length })));
  for (const t of got.tokens) expect(t.tokenTypeIdx).toBe(t.tokenType.tokenTypeIdx);
}

// Characters and pieces at the edges of every rule: the starts of comments, strings and quotes,
// the characters rule IDs and numbers continue with, whitespace of every kind, bad characters.
const chars = [
  'a', 'z', 'A', 'H', 'Z', '_', '0', '9', '-', '.', '"', '\\', '/', '*', '\n', '\r', ' ', '\t', '\f', '\v',
  '\u00a0', '\ufeff', '\u201c', '\u201d', '\u201e', '{', '}', '[', ']', ',', ':', '=', '+', '@', ';', "'",
  '\u0000', '\ud83d', '\ude00', '\u2028', 'é',
];
const pieces = [
  'ship', 'ships', 'system', 'arc', 'arcs', 'rules', 'ruleset', 'rulesets', 'import', 'extends', 'allow',
  'remove', 'ST-SH-9', 'Z-CC-1', 'SSD-5', 'H93.12', 'H93.221', 'H93..5', 'A1-', 'AB-1-x', 'A-', 'A1.', 'A.1', 'AB.12', 'A-.', 'A1-B', 'FA',
  '300..60', '1.5', '1.2.3', '1.', '..', '...', '///', '////', '//', '/*', '*/', '"a\\"b"', '"\\\n', '"',
  '“q”', '„q“', '„', '”', '\r\n',
];

const charSoup = fc.array(fc.constantFrom(...chars), { maxLength: 60 }).map((a) => a.join(''));
const pieceSoup = fc.array(fc.oneof(fc.constantFrom(...pieces), fc.constantFrom(...chars)), { maxLength: 50 }).map((a) => a.join(''));

const root = fileURLToPath(new URL('../../', import.meta.url));
const files = [
  ...readdirSync(root + 'examples').filter((f) => f.endsWith('.ship')).map((f) => root + 'examples/' + f),
  ...['ok', 'broken'].flatMap((d) =>
    readdirSync(root + 'tests/fixtures/syntax/' + d).filter((f) => f.endsWith('.ship')).map((f) => `${root}tests/fixtures/syntax/${d}/${f}`),
  ),
];
const texts = files.map((f) => readFileSync(f, 'utf8'));

describe('scanner = the Chevrotain lexer of the same token types', () => {
  it('on every example and syntax fixture', () => {
    expect(texts.length).toBeGreaterThan(5);
    for (const t of texts) same(t);
  });

  it('on soups of edge characters', () => {
    fc.assert(fc.property(charSoup, same), { numRuns: 3000 });
  });

  it('on soups of keywords, rule IDs, numbers, comments and quotes', () => {
    fc.assert(fc.property(pieceSoup, same), { numRuns: 3000 });
  });

  it('on arbitrary text, astral characters and lone surrogates included', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), same), { numRuns: 1000 });
  });

  it('on examples with a random slice replaced by a soup', () => {
    const spliced = fc
      .tuple(fc.constantFrom(...texts), fc.nat(), fc.nat({ max: 40 }), pieceSoup)
      .map(([t, at, len, insert]) => {
        const i = at % (t.length + 1);
        return t.slice(0, i) + insert + t.slice(i + len);
      });
    fc.assert(fc.property(spliced, same), { numRuns: 300 });
  });

  it('on the edge cases one by one', () => {
    for (const p of [...pieces, ...chars]) {
      same(p);
      same(`x ${p} y`);
      same(p + p + p);
    }
    same('„ a „ b „ c\n“ok” „x“');
    same('A'.repeat(50) + '-');
    same('@„@„@„\n„x”');
  });
});

// The streaming check (compiler/stream-check.ts) scans a file one declaration at a time: the
// pieces, one after the other, must give exactly what one scan of the whole text gives, and each
// piece after the first must start with a declaration keyword outside braces.
function samePieces(text: string): void {
  const whole = scan(text);
  const cursor = scanCursor();
  const all: ScanResult = { tokens: [], comments: [], errors: [] };
  const starts: number[] = [];
  for (let guard = 0; guard <= text.length + 1; guard++) {
    const piece: ScanResult = { tokens: [], comments: [], errors: [] };
    const more = scanDeclaration(text, cursor, piece);
    all.tokens.push(...piece.tokens);
    all.comments.push(...piece.comments);
    all.errors.push(...piece.errors);
    if (!more) break;
    if (piece.tokens.length) starts.push(all.tokens.length - piece.tokens.length);
  }
  expect(all.tokens.map(shape), JSON.stringify(text)).toEqual(whole.tokens.map(shape));
  expect(all.comments.map(shape), JSON.stringify(text)).toEqual(whole.comments.map(shape));
  expect(all.errors, JSON.stringify(text)).toEqual(whole.errors);
  const declKeywords = new Set([Ruleset, Import, Arc, Rules, System, Ship, Flight, Fleet]);
  for (const at of starts.slice(1)) expect(declKeywords.has(all.tokens[at].tokenType), JSON.stringify(text)).toBe(true);
}

describe('scanning one declaration at a time = scanning the whole text', () => {
  it('on every example and syntax fixture, in one piece per declaration', () => {
    for (const t of texts) samePieces(t);
    const cursor = scanCursor();
    let pieces = 0;
    while (scanDeclaration(texts[0], cursor, { tokens: [], comments: [], errors: [] })) pieces++;
    expect(pieces).toBeGreaterThan(1);
  });

  it('on soups of keywords, braces, comments, quotes and bad characters', () => {
    fc.assert(fc.property(pieceSoup, samePieces), { numRuns: 2000 });
    fc.assert(fc.property(charSoup, samePieces), { numRuns: 2000 });
  });

  it('on examples with a random slice replaced by a soup', () => {
    const spliced = fc
      .tuple(fc.constantFrom(...texts), fc.nat(), fc.nat({ max: 40 }), pieceSoup)
      .map(([t, at, len, insert]) => {
        const i = at % (t.length + 1);
        return t.slice(0, i) + insert + t.slice(i + len);
      });
    fc.assert(fc.property(spliced, samePieces), { numRuns: 300 });
  });
});
