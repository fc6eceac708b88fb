// The hand-written scanner behind `lex`: one pass over the text, dispatching on the character at
// hand, producing the same token vector as the Chevrotain lexer built from the token types of
// ./lexer (the parser stays Chevrotain; Chevrotain parsers accept any token vector).
//
// Why by hand: the Chevrotain lexer tries patterns one by one and, after a character no token
// matches, tries every pattern again at each following character. An opening typographic quote
// with no closing one on its line made it scan to the end of the line at every such quote
// (quadratic: 9.5 s for 80,000 characters). Here every character is looked at a bounded number of
// times, whatever the input (tests/robustness/lexer-growth.test.ts counts the looks).
//
// The rules, in the priority order of the token types (the first that matches wins):
// whitespace (skipped); `///` doc, `//` line and `/* */` block comments; `"` strings (closed, or
// unterminated at the end of their line); “typographic” quotes closed on their line; keywords
// (whole words only); rule IDs (tried before identifiers, so `ST-SH-9` is one token); identifiers
// (dotted ones too: `aft.nacelle`);
// numbers; `..`; single-character punctuation. A run of characters where no rule matches is one
// error (offset and length), as Chevrotain reports it.
import type { IToken, TokenType } from 'chevrotain';
import * as T from './tokens';
import { DECLARATION_KEYWORDS, isIdentPart, isIdentStart, KEYWORDS } from './lexical';

export interface ScanError {
  offset: number;
  length: number;
}

export interface ScanResult {
  /** Parser tokens (no whitespace, no comments), in source order. */
  tokens: IToken[];
  /** Comment tokens, in source order. */
  comments: IToken[];
  /** Runs of characters no token matches, in source order. */
  errors: ScanError[];
}

const LF = 10;
const CR = 13;
const QUOTE = 34;
const BACKSLASH = 92;
const SLASH = 47;
const STAR = 42;
const DOT = 46;
const DASH = 45;
const NBSP = 0xa0;
const BOM = 0xfeff;
const LEFT_DQ = 0x201c;
const RIGHT_DQ = 0x201d;
const LOW_DQ = 0x201e;

// ASCII character classes.
const WS = 1;
const IDENT_START = 2;
const IDENT_PART = 4;
const DIGIT = 8;
const UPPER = 16;
const CLASS = new Uint8Array(128);
for (const c of [32, 9, 10, 11, 12, 13]) CLASS[c] |= WS;
for (let c = 48; c <= 57; c++) CLASS[c] |= DIGIT;
for (let c = 65; c <= 90; c++) CLASS[c] |= UPPER;
for (let c = 0; c < 128; c++) {
  if (isIdentStart(c)) CLASS[c] |= IDENT_START;
  if (isIdentPart(c)) CLASS[c] |= IDENT_PART;
}

const cls = (c: number): number => (c < 128 ? CLASS[c] : 0);

/** Single-character tokens by character code. */
const PUNCT: (TokenType | undefined)[] = new Array(128);
PUNCT[123] = T.LCurly;
PUNCT[125] = T.RCurly;
PUNCT[91] = T.LBracket;
PUNCT[93] = T.RBracket;
PUNCT[44] = T.Comma;
PUNCT[58] = T.Colon;
PUNCT[61] = T.Equals;
PUNCT[47] = T.Slash;
PUNCT[43] = T.Plus;
PUNCT[45] = T.Minus;

const KEYWORD_TYPES = new Map<string, TokenType>(KEYWORDS.map((w) => [w, T.keywordToken[w]]));
// Keywords are whole lowercase words; a word of another length is not looked up.
const KEYWORD_MIN = Math.min(...KEYWORDS.map((w) => w.length));
const KEYWORD_MAX = Math.max(...KEYWORDS.map((w) => w.length));

function token(image: string, startOffset: number, tokenType: TokenType): IToken {
  // The shape of Chevrotain's offset-only tokens (same keys, same order).
  return { image, startOffset, tokenTypeIdx: tokenType.tokenTypeIdx as number, tokenType };
}

export function scan(text: string): ScanResult {
  const out: ScanResult = { tokens: [], comments: [], errors: [] };
  scanFrom(text, { offset: 0, badStart: -1, smartFailUntil: -1, depth: 0 }, out, false);
  return out;
}

/** Where a scan in pieces (scanDeclaration) stands between pieces. */
export interface ScanCursor {
  offset: number;
  /** Start of a run of unexpected characters still open, or -1. */
  badStart: number;
  /** See `smartFailUntil` in scanFrom. */
  smartFailUntil: number;
  /** Braces open at `offset`. */
  depth: number;
}

export function scanCursor(): ScanCursor {
  return { offset: 0, badStart: -1, smartFailUntil: -1, depth: 0 };
}

/** Keywords that start a top-level declaration (grammar/parser.ts `declaration`). */
const DECL_START = new Set<TokenType>(DECLARATION_KEYWORDS.map((w) => T.keywordToken[w]));

/**
 * Scans from the cursor up to the next top-level declaration: the tokens of one declaration
 * (with the comments and whitespace after it), stopping before the next declaration keyword
 * found outside braces. The pieces of a text, scanned one after the other, give the same
 * tokens, comments and errors as `scan` of the whole text (tests/grammar/scanner.test.ts). Used
 * by the streaming check (compiler/stream-check.ts), which never holds a whole fleet's tokens.
 * Returns false when the cursor was at the end of the text.
 */
export function scanDeclaration(text: string, cursor: ScanCursor, out: ScanResult): boolean {
  if (cursor.offset >= text.length) {
    if (cursor.badStart >= 0) {
      out.errors.push({ offset: cursor.badStart, length: text.length - cursor.badStart });
      cursor.badStart = -1;
    }
    return false;
  }
  scanFrom(text, cursor, out, true);
  return true;
}

function scanFrom(text: string, cursor: ScanCursor, out: ScanResult, stopAtDeclaration: boolean): void {
  const n = text.length;
  const { tokens, comments, errors } = out;
  const first = tokens.length;
  let i = cursor.offset;
  let badStart = cursor.badStart;
  let depth = cursor.depth;
  // Typographic openers before this offset are known to have no closer on their line (an
  // earlier opener scanned up to here and found none), so they fail at once: this is what keeps
  // a line of unclosed „ quotes linear.
  let smartFailUntil = cursor.smartFailUntil;

  while (i < n) {
    const c = text.charCodeAt(i);
    const k = cls(c);
    let end = -1;
    let type: TokenType | undefined;
    let comment = false;
    // Set when the image is known without slicing (punctuation, keywords) or already sliced.
    let image: string | undefined;

    if (k & WS || c === NBSP || c === BOM) {
      let j = i + 1;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (!(cls(d) & WS) && d !== NBSP && d !== BOM) break;
      }
      if (badStart >= 0) {
        errors.push({ offset: badStart, length: i - badStart });
        badStart = -1;
      }
      i = j;
      continue;
    } else if (k & IDENT_START) {
      // Rule IDs are tried first (uppercase only), then keywords and identifiers as one word.
      if (k & UPPER) {
        end = ruleIdEnd(text, i, n);
        if (end > 0) type = T.RuleId;
      }
      if (type === undefined) {
        let j = i + 1;
        while (j < n && cls(text.charCodeAt(j)) & IDENT_PART) j++;
        // A dotted name, `aft.nacelle` (a kind of a section, in a hit chart): `.` then a letter
        // continues the identifier; `..` (arcs, ranges) and `.5` never do.
        while (text.charCodeAt(j) === DOT && cls(text.charCodeAt(j + 1)) & IDENT_START) {
          j += 2;
          while (j < n && cls(text.charCodeAt(j)) & IDENT_PART) j++;
        }
        end = j;
        type = T.Identifier;
        image = text.slice(i, j);
        if (c >= 97 && j - i <= KEYWORD_MAX && j - i >= KEYWORD_MIN) {
          const kw = KEYWORD_TYPES.get(image);
          if (kw !== undefined) {
            type = kw;
            image = kw.PATTERN as string;
          }
        }
      }
    } else if (k & DIGIT) {
      let j = digitsEnd(text, i + 1, n);
      if (text.charCodeAt(j) === DOT && cls(text.charCodeAt(j + 1)) & DIGIT) j = digitsEnd(text, j + 2, n);
      end = j;
      type = T.NumberLiteral;
    } else if (c === QUOTE) {
      const e = T.scanString(text, i);
      end = e > 0 ? e : -e;
      type = e > 0 ? T.StringLiteral : T.UnterminatedString;
    } else if (c === SLASH) {
      const c1 = text.charCodeAt(i + 1);
      if (c1 === SLASH) {
        end = lineEnd(text, i + 2, n);
        type = text.charCodeAt(i + 2) === SLASH && text.charCodeAt(i + 3) !== SLASH ? T.DocComment : T.LineComment;
        comment = true;
      } else if (c1 === STAR) {
        const close = text.indexOf('*/', i + 2);
        end = close < 0 ? n : close + 2;
        type = T.BlockComment;
        comment = true;
      } else {
        end = i + 1;
        type = T.Slash;
        image = '/';
      }
    } else if (c < 128) {
      type = PUNCT[c];
      if (type !== undefined) {
        end = i + 1;
        image = type.PATTERN as string;
      } else if (c === DOT && text.charCodeAt(i + 1) === DOT) {
        end = i + 2;
        type = T.DotDot;
        image = '..';
      }
    } else if (c === LEFT_DQ || c === RIGHT_DQ || c === LOW_DQ) {
      if (i >= smartFailUntil) {
        let j = i + 1;
        for (; j < n; j++) {
          const d = text.charCodeAt(j);
          if (d === RIGHT_DQ || d === LEFT_DQ) {
            end = j + 1;
            type = T.SmartQuotedString;
            break;
          }
          if (d === LF || d === CR) break;
        }
        if (type === undefined) smartFailUntil = j;
      }
    }

    if (type === undefined) {
      if (badStart < 0) badStart = i;
      i++;
      continue;
    }
    if (stopAtDeclaration) {
      if (type === T.LCurly) depth++;
      else if (type === T.RCurly) {
        if (depth > 0) depth--;
      } else if (depth === 0 && tokens.length > first && DECL_START.has(type)) break;
    }
    if (badStart >= 0) {
      errors.push({ offset: badStart, length: i - badStart });
      badStart = -1;
    }
    const t = token(image ?? text.slice(i, end), i, type);
    if (comment) comments.push(t);
    else tokens.push(t);
    i = end;
  }
  if (i >= n && badStart >= 0) {
    errors.push({ offset: badStart, length: n - badStart });
    badStart = -1;
  }
  cursor.offset = i;
  cursor.badStart = badStart;
  cursor.depth = depth;
  cursor.smartFailUntil = smartFailUntil;
}

function digitsEnd(text: string, from: number, n: number): number {
  let j = from;
  while (j < n && cls(text.charCodeAt(j)) & DIGIT) j++;
  return j;
}

function upperDigitsEnd(text: string, from: number, n: number): number {
  let j = from;
  while (j < n && cls(text.charCodeAt(j)) & (UPPER | DIGIT)) j++;
  return j;
}

function lineEnd(text: string, from: number, n: number): number {
  let j = from;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c === LF || c === CR) break;
    j++;
  }
  return j;
}

/**
 * End of the rule ID starting at `i` (an uppercase letter), or -1 when there is none. Matches
 * what the RuleId pattern /[A-Z](?:[A-Z0-9]*(?:-[A-Z0-9]+)+|[A-Z]*[0-9]+(?:\.[0-9]+)+)/ matches
 * at `i`: neither alternative can backtrack into a run (a run never contains the '-' or '.'
 * that must follow it), so each is one greedy pass.
 */
function ruleIdEnd(text: string, i: number, n: number): number {
  // [A-Z0-9]*(?:-[A-Z0-9]+)+
  let j = upperDigitsEnd(text, i + 1, n);
  if (text.charCodeAt(j) === DASH && cls(text.charCodeAt(j + 1)) & (UPPER | DIGIT)) {
    do j = upperDigitsEnd(text, j + 2, n);
    while (text.charCodeAt(j) === DASH && cls(text.charCodeAt(j + 1)) & (UPPER | DIGIT));
    return j;
  }
  // [A-Z]*[0-9]+(?:\.[0-9]+)+
  j = i + 1;
  while (j < n && cls(text.charCodeAt(j)) & UPPER) j++;
  const digits = digitsEnd(text, j, n);
  if (digits === j || text.charCodeAt(digits) !== DOT || !(cls(text.charCodeAt(digits + 1)) & DIGIT)) return -1;
  j = digits;
  do j = digitsEnd(text, j + 2, n);
  while (text.charCodeAt(j) === DOT && cls(text.charCodeAt(j + 1)) & DIGIT);
  return j;
}

