// Reading the original text around nodes: line breaks between things, and finding the tokens that
// the AST does not record (the `{` of a declaration body, the `extends` keyword).
import type { Span } from '../ast';
import type { ShipRoot } from './nodes';

const LF = 10;
const CR = 13;

/** Whitespace as the lexer skips it (grammar/lexer.ts WhiteSpace). */
export function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === LF || c === CR || c === 12 || c === 11 || c === 0xa0 || c === 0xfeff;
}

/** Line breaks in text[from, to) (CRLF counts once). */
export function countLineBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF) n++;
    else if (c === CR && text.charCodeAt(i + 1) !== LF) n++;
  }
  return n;
}

/** A blank line (two or more line breaks) between two offsets. */
export function hasBlankLine(text: string, from: number, to: number): boolean {
  return from < to && countLineBreaks(text, from, to) >= 2;
}

/**
 * Does a blank line come between `from` and `to`, where `next` (when given) starts? A built tree
 * says so itself; a comment in one is never followed by a blank line.
 */
export function blankLine(root: ShipRoot, from: number, to: number, next?: object): boolean {
  if (root.built) return next !== undefined && root.built.blankBefore.has(next);
  return hasBlankLine(root.text, from, to);
}

/** Only whitespace between the start of the line (or of the text) and `offset`. */
export function startsLine(text: string, offset: number): boolean {
  for (let i = offset - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) return true;
    if (!isSpace(c)) return false;
  }
  return true;
}

/** Only whitespace between `offset` and the end of the line (or of the text). */
export function endsLine(text: string, offset: number): boolean {
  for (let i = offset; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) return true;
    if (!isSpace(c)) return false;
  }
  return true;
}

/**
 * The offset of the first character at or after `from` that is neither whitespace nor inside one
 * of the comments (`commentEnds` maps a comment's start offset to its end).
 */
export function skipTrivia(text: string, from: number, commentEnds: Map<number, number>): number {
  let i = from;
  while (i < text.length) {
    const end = commentEnds.get(i);
    if (end !== undefined) {
      i = end;
      continue;
    }
    if (!isSpace(text.charCodeAt(i))) return i;
    i++;
  }
  return i;
}

/** The text of a span with its comments blanked out (same length, so offsets still hold). */
export function textWithoutComments(text: string, span: Span, comments: readonly { span: Span }[]): string {
  let out = text.slice(span.start, span.end);
  if (!out.includes('//') && !out.includes('/*')) return out;
  for (const c of comments) {
    if (c.span.start >= span.start && c.span.end <= span.end) {
      const a = c.span.start - span.start;
      const b = c.span.end - span.start;
      out = out.slice(0, a) + ' '.repeat(b - a) + out.slice(b);
    }
  }
  return out;
}
