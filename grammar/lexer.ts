// The .ship lexer: Chevrotain token types (shared with the parser, the language server's semantic
// tokens and content assist) and `lex`, which turns a text into tokens, comments and lexical
// diagnostics. Comments go to the `comments` group so the parser never sees them.
import { createToken, Lexer } from 'chevrotain';
import type { ILexerErrorMessageProvider, IToken, TokenType } from 'chevrotain';
import type { Comment } from './ast';
import type { Diagnostic } from './diagnostic';

// ---- custom matchers -----------------------------------------------------------------------
// Hand-written so that they never backtrack and stop at the first line break (or the first `*/`).

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
function scanString(text: string, offset: number): number {
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

/** “text” or „text“ (typographic quotes pasted from a document): read as a string, reported. */
function matchSmartQuoted(text: string, offset: number): Match {
  const open = text.charCodeAt(offset);
  if (open !== 0x201c && open !== 0x201d && open !== 0x201e) return null;
  const n = text.length;
  for (let i = offset + 1; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x201d || c === 0x201c) return [text.slice(offset, i + 1)];
    if (c === LF || c === CR) return null;
  }
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

export const Identifier = createToken({
  name: 'Identifier',
  pattern: /[A-Za-z_][A-Za-z0-9_]*/,
  categories: [Name],
});

function keyword(word: string, name: string): TokenType {
  return createToken({ name, pattern: word, longer_alt: Identifier, categories: [Name], label: `'${word}'` });
}

// `ruleset` must come before `rules` (both are prefixes of longer identifiers, handled by longer_alt).
export const Ruleset = keyword('ruleset', 'Ruleset');
export const Rules = keyword('rules', 'Rules');
export const Import = keyword('import', 'Import');
export const Arc = keyword('arc', 'Arc');
export const System = keyword('system', 'System');
export const Ship = keyword('ship', 'Ship');
export const Extends = keyword('extends', 'Extends');
export const Allow = keyword('allow', 'Allow');
export const Remove = keyword('remove', 'Remove');

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
  Ruleset,
  Rules,
  Import,
  Arc,
  System,
  Ship,
  Extends,
  Allow,
  Remove,
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

/** The contextual keywords (all of them are also `Name`s). */
export const keywordTokens: TokenType[] = [Ruleset, Rules, Import, Arc, System, Ship, Extends, Allow, Remove];

// Messages are built by `lex` (it has the whole run of bad characters), so keep these cheap.
const lexerMessages: ILexerErrorMessageProvider = {
  buildUnexpectedCharactersMessage: () => '',
  buildUnableToPopLexerModeMessage: () => '',
};

/**
 * The Chevrotain lexer. Tokens carry offsets only (no line/column: spans are offsets and lines
 * are computed on demand), which keeps lexing of large fleets fast.
 */
export const ShipLexer = new Lexer(allTokens, {
  positionTracking: 'onlyOffset',
  ensureOptimizations: true,
  errorMessageProvider: lexerMessages,
});

// ---- lex -------------------------------------------------------------------------------------

export interface LexResult {
  /** Parser tokens (no whitespace, no comments). */
  tokens: IToken[];
  /** Comment tokens, in source order. */
  commentTokens: IToken[];
  comments: Comment[];
  diagnostics: Diagnostic[];
  /** Start offsets of runs of unexpected characters, ascending (the parser mutes errors after them). */
  badCharOffsets: number[];
}

const COMMENT_KIND = new Map<TokenType, Comment['kind']>([
  [DocComment, 'doc'],
  [LineComment, 'line'],
  [BlockComment, 'block'],
]);

export function lex(text: string, file = '<input>'): LexResult {
  const result = ShipLexer.tokenize(text);
  const diagnostics: Diagnostic[] = [];
  const badCharOffsets: number[] = [];

  for (const err of result.errors) {
    const start = err.offset;
    const length = Math.max(1, err.length);
    badCharOffsets.push(start);
    diagnostics.push({
      code: 'unexpected-character',
      severity: 'error',
      message: unexpectedCharactersMessage(text.slice(start, start + Math.min(length, 40)), length),
      span: { start, end: start + length },
      file,
    });
  }

  const commentTokens = (result.groups.comments ?? []) as IToken[];
  const comments: Comment[] = new Array(commentTokens.length);
  for (let i = 0; i < commentTokens.length; i++) {
    const t = commentTokens[i];
    const kind = COMMENT_KIND.get(t.tokenType) ?? 'line';
    const span = { start: t.startOffset, end: t.startOffset + t.image.length };
    comments[i] = { kind, text: t.image, span };
    if (kind === 'block' && (t.image.length < 4 || !t.image.endsWith('*/'))) {
      diagnostics.push({
        code: 'unterminated-comment',
        severity: 'error',
        message: "This comment is never closed: add '*/' where it should end",
        span: { start: span.start, end: span.start + 2 },
        file,
      });
    }
  }

  const tokens = result.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.tokenType === SmartQuotedString) {
      diagnostics.push({
        code: 'unexpected-character',
        severity: 'error',
        message: 'Write strings between straight double quotes, "like this", not between typographic ones',
        span: { start: t.startOffset, end: t.startOffset + t.image.length },
        file,
      });
    } else if (t.tokenType === UnterminatedString) {
      diagnostics.push({
        code: 'unterminated-string',
        severity: 'error',
        message: 'This string is never closed: add the closing \'"\' before the end of the line',
        span: { start: t.startOffset, end: t.startOffset + t.image.length },
        file,
      });
    }
  }

  if (diagnostics.length > 1) diagnostics.sort((a, b) => a.span.start - b.span.start);
  return { tokens, commentTokens, comments, diagnostics, badCharOffsets };
}

/** The characters as written, invisible ones as U+XXXX. */
function describeChars(chars: string): string {
  const parts: string[] = [];
  for (const ch of chars) {
    const cp = ch.codePointAt(0) ?? 0;
    const invisible = cp < 32 || cp === 127 || (cp >= 0x80 && cp < 0xa0) || (cp >= 0xd800 && cp < 0xe000) || cp === 0xfffd;
    parts.push(invisible ? ` U+${cp.toString(16).toUpperCase().padStart(4, '0')} ` : ch);
  }
  return parts.join('').replace(/ {2}/g, ' ').trim();
}

function unexpectedCharactersMessage(sample: string, length: number): string {
  const first = sample[0];
  const shown = describeChars(sample) + (length > sample.length ? '…' : '');
  const what = length === 1 ? `Unexpected character '${shown}'` : `Unexpected characters '${shown}'`;
  if (length === 1) {
    if (first === ';') return `${what}: members are separated by spaces or new lines, no ';' is needed`;
    if (first === '.') return `${what}: write decimals as 1.5 and arcs as 300..60`;
    if (first === '“' || first === '”' || first === "'") return `${what}: write strings between straight double quotes, "like this"`;
    if (first === '*') return `${what}: write sums as 2+2 and fractions as 1/2`;
  }
  return `${what}: it is not part of the ship language`;
}
