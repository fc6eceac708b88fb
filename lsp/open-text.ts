// The text of an open document, updated edit by edit. vscode-languageserver-textdocument
// joins the text into one new string on every edit and then reads a character of it, which makes
// V8 copy the whole text: on a 20,000-line file every keystroke cost a half-megabyte copy before
// the server could read the next message (a hover sent right after the edit waited for it). Here
// the text is a short list of pieces (slices of the last joined text and the inserted texts), so
// an edit costs the size of the edit plus the line-start array; the text is joined once, when it
// is read whole (a compile, a completion).
//
// Lines end at \n, \r\n or a lone \r, and positions are UTF-16 offsets within a line, as LSP (and
// grammar/positions.ts) count them. tests/lsp/open-text.test.ts compares every answer with
// vscode-languageserver-textdocument's under random edits.
import type { Position, Range } from 'vscode-languageserver-textdocument';

interface Piece {
  s: string;
  from: number;
  to: number;
}

/** Beyond this many pieces the text is joined (so that reading a character stays cheap). */
const MAX_PIECES = 64;

const isEOL = (c: number) => c === 10 || c === 13;

/** The line starts after the line breaks of `text`, each plus `base` (a \r ending the text counts; see `replace`). */
function lineStartsOf(text: string, base: number, out: number[]): void {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) out.push(base + i + 1);
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) out.push(base + i + 1);
  }
}

export class OpenText {
  private pieces: Piece[];
  private len: number;
  /** Offset of the first character of each line. */
  private starts: number[];
  /** `starts` was handed out (lineStarts): the next edit that changes it works on a copy. */
  private startsShared = false;

  constructor(
    readonly uri: string,
    readonly languageId: string,
    public version: number,
    text: string,
  ) {
    this.pieces = text ? [{ s: text, from: 0, to: text.length }] : [];
    this.len = text.length;
    this.starts = [0];
    lineStartsOf(text, 0, this.starts);
  }

  /** Length of the text in UTF-16 code units. */
  get length(): number {
    return this.len;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** The whole text (joined here if edits split it), or the text of a range. */
  getText(range?: Range): string {
    const first = this.pieces[0];
    if (this.pieces.length > 1 || (first && (first.from !== 0 || first.to !== first.s.length))) {
      // One string from now on, so that every read returns the same string object.
      const text = this.pieces.map((p) => p.s.slice(p.from, p.to)).join('');
      this.pieces = [{ s: text, from: 0, to: text.length }];
    }
    const whole = this.pieces.length ? this.pieces[0].s : '';
    if (!range) return whole;
    const a = this.offsetAt(range.start);
    const b = this.offsetAt(range.end);
    return whole.slice(Math.min(a, b), Math.max(a, b));
  }

  /** The UTF-16 code unit at an offset (NaN outside the text), without joining the text. */
  charCodeAt(offset: number): number {
    if (offset < 0 || offset >= this.len) return NaN;
    let pos = 0;
    for (const p of this.pieces) {
      const len = p.to - p.from;
      if (offset < pos + len) return p.s.charCodeAt(p.from + offset - pos);
      pos += len;
    }
    return NaN;
  }

  /**
   * Line starts, never changed afterwards: the compiler's line index of this text is built from
   * them. Handed out as they are, and copied by the next edit that moves a line (an edit within a
   * line, the most common, copies nothing).
   */
  lineStarts(): readonly number[] {
    this.startsShared = true;
    return this.starts;
  }

  offsetAt(position: Position): number {
    const line = position.line;
    if (line >= this.starts.length) return this.len;
    if (line < 0) return 0;
    const lineStart = this.starts[line];
    if (position.character <= 0) return lineStart;
    const next = line + 1 < this.starts.length ? this.starts[line + 1] : this.len;
    return this.beforeEOL(Math.min(lineStart + position.character, next), lineStart);
  }

  positionAt(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.len));
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid] > o) hi = mid;
      else lo = mid + 1;
    }
    const line = lo - 1;
    return { line, character: this.beforeEOL(o, this.starts[line]) - this.starts[line] };
  }

  private beforeEOL(offset: number, lineStart: number): number {
    while (offset > lineStart && isEOL(this.charCodeAt(offset - 1))) offset--;
    return offset;
  }

  /** Replaces [start, end) (offsets of the current text) by `text`. */
  replace(start: number, end: number, text: string): void {
    const out: Piece[] = [];
    let pos = 0;
    let inserted = false;
    const ins = text ? { s: text, from: 0, to: text.length } : undefined;
    for (const p of this.pieces) {
      const len = p.to - p.from;
      const pEnd = pos + len;
      if (pos < start) out.push({ s: p.s, from: p.from, to: p.from + Math.min(len, start - pos) });
      if (!inserted && pEnd >= start) {
        if (ins) out.push(ins);
        inserted = true;
      }
      if (pEnd > end) out.push({ s: p.s, from: p.from + Math.max(0, end - pos), to: p.to });
      pos = pEnd;
    }
    if (!inserted && ins) out.push(ins);
    this.pieces = out;
    this.len += text.length - (end - start);
    if (this.pieces.length > MAX_PIECES) this.getText();
    // Line starts: those inside the replaced range go, the inserted text's come in, later ones move.
    const insEnd = start + text.length;
    const crlfAtStart = this.charCodeAt(start - 1) === 13 && this.charCodeAt(start) === 10;
    const crlfAtEnd = this.charCodeAt(insEnd - 1) === 13 && this.charCodeAt(insEnd) === 10;
    if (crlfAtStart || crlfAtEnd) {
      // A \r\n made or split across the edit's ends: counted again from the whole text (rare).
      this.startsShared = false;
      this.starts = [0];
      lineStartsOf(this.getText(), 0, this.starts);
      return;
    }
    const added: number[] = [];
    lineStartsOf(text, start, added);
    const first = upperBound(this.starts, start);
    const after = upperBound(this.starts, end);
    const delta = text.length - (end - start);
    if (delta === 0 && added.length === 0 && after === first) return;
    if (this.startsShared) {
      this.startsShared = false;
      this.starts = this.starts.slice();
    }
    if (delta !== 0) for (let i = after; i < this.starts.length; i++) this.starts[i] += delta;
    if (added.length === 0 && after === first) return;
    if (added.length < 10_000) this.starts.splice(first, after - first, ...added);
    else this.starts = [...this.starts.slice(0, first), ...added, ...this.starts.slice(after)];
  }
}

/** The index of the first element greater than `x` in a sorted array. */
function upperBound(xs: number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
