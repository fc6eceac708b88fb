// `lex`: turns a .ship text into parser tokens, comments and lexical diagnostics, with the
// hand-written scanner of ./scanner.ts (linear on every input). The token types live in
// ./tokens.ts and are re-exported here. Comments are kept apart so the parser never sees them.
import type { ILexingError, ILexingResult, IToken, TokenType } from 'chevrotain';
import type { Comment } from './ast';
import type { Diagnostic } from './diagnostic';
import { scan } from './scanner';
import { BlockComment, DocComment, LineComment, SmartQuotedString, UnterminatedString } from './tokens';

export * from './tokens';

/**
 * Chevrotain's lexer interface over the scanner, for code that expects one: tokens carry offsets
 * only (no line/column: spans are offsets and lines are computed on demand), comments are in the
 * `comments` group, and each run of unexpected characters is one error.
 */
export const ShipLexer = {
  tokenize(text: string): ILexingResult {
    const r = scan(text);
    const errors: ILexingError[] = r.errors.map((e) => ({ offset: e.offset, length: e.length, line: undefined, column: undefined, message: '' }));
    return { tokens: r.tokens, groups: { comments: r.comments }, errors };
  },
};

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
  const result = scan(text);
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

  const commentTokens = result.comments;
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
