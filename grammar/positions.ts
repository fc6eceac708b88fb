// Offset <-> line/character conversion. Positions are 0-based (LSP); the CLI adds 1 for display.

export interface Position {
  line: number;
  character: number;
}

export class LineIndex {
  // A typed array: a fleet file's lines are a check's largest table after its text (4 bytes a
  // line, not the 8 of an array of numbers), and it lives as long as the text does.
  private readonly starts: ArrayLike<number>;

  /** `starts`: the line starts when the caller already knows them (the language server keeps them edit by edit). */
  constructor(
    readonly text: string,
    starts?: ArrayLike<number>,
  ) {
    if (starts) {
      this.starts = starts;
      return;
    }
    this.starts = text.indexOf('\r') === -1 ? lfStarts(text) : anyStarts(text);
  }

  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    const line = this.lineOf(o);
    return { line, character: o - this.starts[line] };
  }

  /** The line of an offset (clamped to the text, as `position`), without making a position. */
  lineAt(offset: number): number {
    return this.lineOf(Math.max(0, Math.min(offset, this.text.length)));
  }

  /** The line of an offset already within the text. */
  private lineOf(o: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  offset(pos: Position): number {
    if (pos.line < 0) return 0;
    if (pos.line >= this.starts.length) return this.text.length;
    const lineStart = this.starts[pos.line];
    const lineEnd = pos.line + 1 < this.starts.length ? this.starts[pos.line + 1] : this.text.length;
    return Math.max(lineStart, Math.min(lineStart + Math.max(0, pos.character), lineEnd));
  }

  lineStart(line: number): number {
    return this.starts[Math.max(0, Math.min(line, this.starts.length - 1))];
  }
}

// Most files end lines with LF alone: native indexOf finds them far faster than a character loop,
// which matters most cold (a check reads a library file once, before anything is optimised).
function lfStarts(text: string): Uint32Array {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  const found = new Uint32Array(n);
  for (let i = text.indexOf('\n'), k = 1; i !== -1; i = text.indexOf('\n', i + 1)) found[k++] = i + 1;
  return found;
}

// CR LF, or a CR alone, ends a line too.
function anyStarts(text: string): Uint32Array {
  let n = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++;
  }
  const found = new Uint32Array(n);
  for (let i = 0, k = 1; k < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) found[k++] = i + 1;
  }
  return found;
}
