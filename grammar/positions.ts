// Offset <-> line/character conversion. Positions are 0-based (LSP); the CLI adds 1 for display.

export interface Position {
  line: number;
  character: number;
}

export class LineIndex {
  private readonly starts: number[];

  /** `starts`: the line starts when the caller already knows them (the language server keeps them edit by edit). */
  constructor(
    readonly text: string,
    starts?: number[],
  ) {
    if (starts) {
      this.starts = starts;
      return;
    }
    starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
    }
    this.starts = starts;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: o - this.starts[lo] };
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
