// The token types of the .ship language, shared by the scanner (./scanner.ts, which `lex` runs),
// the Chevrotain parser, the language server's semantic tokens and content assist. Each type keeps
// the pattern that defines it, so `new Lexer(allTokens)` is a working Chevrotain lexer: the tests
// compare the scanner against it, and the benchmark measures both. The patterns never backtrack
// and stop at the first line break (or the first `*/`).
import { createToken, Lexer } from 'chevrotain';
import type { TokenType } from 'chevrotain';
import { DOTTED_IDENTIFIER_SOURCE, KEYWORDS, type Keyword } from './lexical';

// ---- custom matchers (used by a Chevrotain lexer only; the scanner has its own) ----------------

const SLASH = 47;
const STAR = 42;
const QUOTE = 34;
const BACKSLASH = 92;
const LF = 10;
const CR = 13;

function lineEnd(text: string, from: number): number {
  let i = from;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) break;
    i++;
  }
  return i;
}

type Match = [string] | null;

/** `/// text` (but not `////`, which is an ordinary comment, e.g. a row of slashes). */
function matchDocComment(text: string, offset: number): Match {
  if (
    text.charCodeAt(offset + 1) !== SLASH ||
    text.charCodeAt(offset + 2) !== SLASH ||
    text.charCodeAt(offset) !== SLASH ||
    text.charCodeAt(offset + 3) === SLASH
  ) {
    return null;
  }
  return [text.slice(offset, lineEnd(text, offset + 3))];
}

function matchLineComment(text: string, offset: number): Match {
  if (text.charCodeAt(offset) !== SLASH || text.charCodeAt(offset + 1) !== SLASH) return null;
  return [text.slice(offset, lineEnd(text, offset + 2))];
}

/** `/* ... *\/`; an unterminated one runs to the end of the text (reported by `lex`). */
function matchBlockComment(text: string, offset: number): Match {
  if (text.charCodeAt(offset) !== SLASH || text.charCodeAt(offset + 1) !== STAR) return null;
  const close = text.indexOf('*/', offset + 2);
  return [text.slice(offset, close < 0 ? text.length : close + 2)];
}

/** Index just past the closing quote, or -(index of the line end) when the string is unclosed. */
export function scanString(text: string, offset: number): number {
  let i = offset + 1;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c === LF || c === CR) return -i;
    if (c === BACKSLASH) {
      const next = text.charCodeAt(i + 1);
      if (next === LF || next === CR) return -(i + 1);
      i += 2;
    } else {
      i++;
    }
  }
  return -Math.min(i, n);
}

function matchString(text: string, offset: number): Match {
  if (text.charCodeAt(offset) !== QUOTE) return null;
  const end = scanString(text, offset);
  return end > 0 ? [text.slice(offset, end)] : null;
}

function matchUnterminatedString(text: string, offset: number): Match {
  if (text.charCodeAt(offset) !== QUOTE) return null;
  const end = scanString(text, offset);
  return end > 0 ? null : [text.slice(offset, -end)];
}

// An opener that found no closer on its line makes every later opener before that line end fail
// too; remembering where (per text) keeps a line of unclosed „ quotes linear.
let smartText: string | undefined;
let smartFrom = -1;
let smartFailUntil = -1;

/** “text” or „text“ (typographic quotes pasted from a document): read as a string, reported. */
function matchSmartQuoted(text: string, offset: number): Match {
  const open = text.charCodeAt(offset);
  if (open !== 0x201c && open !== 0x201d && open !== 0x201e) return null;
  if (text === smartText && offset >= smartFrom && offset < smartFailUntil) return null;
  const n = text.length;
  let i = offset + 1;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x201d || c === 0x201c) return [text.slice(offset, i + 1)];
    if (c === LF || c === CR) break;
  }
  smartText = text;
  smartFrom = offset;
  smartFailUntil = i;
  return null;
}

// ---- token types ---------------------------------------------------------------------------

/** Category of every token that can serve as a name: identifiers and the contextual keywords. */
export const Name = createToken({ name: 'Name', pattern: Lexer.NA });
/** Category of strings, closed or not (an unclosed one is reported by the lexer, parsed as a string). */
export const StringToken = createToken({ name: 'StringToken', pattern: Lexer.NA });

export const WhiteSpace = createToken({
  name: 'WhiteSpace',
  pattern: /[ \t\r\n\f\v\u00a0\ufeff]+/,
  group: Lexer.SKIPPED,
});

export const DocComment = createToken({
  name: 'DocComment',
  pattern: { exec: matchDocComment },
  start_chars_hint: ['/'],
  line_breaks: false,
  group: 'comments',
});
export const LineComment = createToken({
  name: 'LineComment',
  pattern: { exec: matchLineComment },
  start_chars_hint: ['/'],
  line_breaks: false,
  group: 'comments',
});
export const BlockComment = createToken({
  name: 'BlockComment',
  pattern: { exec: matchBlockComment },
  start_chars_hint: ['/'],
  line_breaks: true,
  group: 'comments',
});

export const StringLiteral = createToken({
  name: 'StringLiteral',
  pattern: { exec: matchString },
  start_chars_hint: ['"'],
  line_breaks: false,
  categories: [StringToken],
});
export const UnterminatedString = createToken({
  name: 'UnterminatedString',
  pattern: { exec: matchUnterminatedString },
  start_chars_hint: ['"'],
  line_breaks: false,
  categories: [StringToken],
});

export const SmartQuotedString = createToken({
  name: 'SmartQuotedString',
  pattern: { exec: matchSmartQuoted },
  start_chars_hint: ['\u201c', '\u201d', '\u201e'],
  line_breaks: false,
  categories: [StringToken],
});

/** A name; a dotted one (`aft.nacelle`, a kind of a section) is one identifier, checked where it is used. */
export const Identifier = createToken({
  name: 'Identifier',
  pattern: new RegExp(DOTTED_IDENTIFIER_SOURCE),
  categories: [Name],
});

function keyword(word: Keyword): TokenType {
  const name = word[0].toUpperCase() + word.slice(1);
  return createToken({ name, pattern: word, longer_alt: Identifier, categories: [Name], label: `'${word}'` });
}

/** The token type of each keyword (./lexical.ts lists them, `ruleset` before `rules`). */
export const keywordToken = Object.fromEntries(KEYWORDS.map((w) => [w, keyword(w)])) as Record<Keyword, TokenType>;

export const Ruleset = keywordToken.ruleset;
export const Rules = keywordToken.rules;
export const Import = keywordToken.import;
export const Arc = keywordToken.arc;
export const System = keywordToken.system;
export const Ship = keywordToken.ship;
/** `flight NAME { ... }`: a fighter or shuttle flight (language.md, flights). */
export const Flight = keywordToken.flight;
/** `fleet NAME { ... }`: ships and flights with counts and a point budget (language.md, fleets). */
export const Fleet = keywordToken.fleet;
export const Extends = keywordToken.extends;
export const Allow = keywordToken.allow;
export const Remove = keywordToken.remove;

/** The contextual keywords (all of them are also `Name`s), in lexing priority order. */
export const keywordTokens: TokenType[] = KEYWORDS.map((w) => keywordToken[w]);

/**
 * A rules.md ID: `ST-SH-9`, `Z-CC-1`, `SSD-5` (letters/digits joined by dashes) or `H93.12`
 * (letters, digits, then `.digits` groups). Tried before Identifier, so `FA`, `H93`, `I1` stay
 * identifiers and `H93..5` is an identifier followed by `..`.
 */
export const RuleId = createToken({
  name: 'RuleId',
  pattern: /[A-Z](?:[A-Z0-9]*(?:-[A-Z0-9]+)+|[A-Z]*[0-9]+(?:\.[0-9]+)+)/,
  label: 'a rule ID',
});

/** Integers and decimals (`40`, `1.5`); `300..60` lexes as number, `..`, number. */
export const NumberLiteral = createToken({
  name: 'NumberLiteral',
  pattern: /[0-9]+(?:\.[0-9]+)?/,
  label: 'a number',
});

export const DotDot = createToken({ name: 'DotDot', pattern: '..', label: "'..'" });
export const LCurly = createToken({ name: 'LCurly', pattern: '{', label: "'{'" });
export const RCurly = createToken({ name: 'RCurly', pattern: '}', label: "'}'" });
export const LBracket = createToken({ name: 'LBracket', pattern: '[', label: "'['" });
export const RBracket = createToken({ name: 'RBracket', pattern: ']', label: "']'" });
export const Comma = createToken({ name: 'Comma', pattern: ',', label: "','" });
export const Colon = createToken({ name: 'Colon', pattern: ':', label: "':'" });
export const Equals = createToken({ name: 'Equals', pattern: '=', label: "'='" });
export const Slash = createToken({ name: 'Slash', pattern: '/', label: "'/'" });
export const Plus = createToken({ name: 'Plus', pattern: '+', label: "'+'" });
export const Minus = createToken({ name: 'Minus', pattern: '-', label: "'-'" });

/** Every token type, in lexing priority order (categories first; they match nothing). */
export const allTokens: TokenType[] = [
  Name,
  StringToken,
  WhiteSpace,
  DocComment,
  LineComment,
  BlockComment,
  StringLiteral,
  UnterminatedString,
  SmartQuotedString,
  ...keywordTokens,
  RuleId,
  Identifier,
  NumberLiteral,
  DotDot,
  LCurly,
  RCurly,
  LBracket,
  RBracket,
  Comma,
  Colon,
  Equals,
  Slash,
  Plus,
  Minus,
];

