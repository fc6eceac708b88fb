// `///` doc comments. A run of consecutive `///` lines, each the first thing on its line, documents
// the declaration or member that starts on the very next line (no blank line in between).
import type { IToken } from 'chevrotain';
import { DocComment } from './lexer';

export interface DocRun {
  /** Offset of the first `///`. */
  start: number;
  /** Offset just past the last line's text. */
  end: number;
  text: string;
}

const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;

/** Only spaces/tabs between the start of the line and `offset`. */
function startsLine(text: string, offset: number): boolean {
  for (let i = offset - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) return true;
    if (c !== SPACE && c !== TAB) return false;
  }
  return true;
}

/**
 * True when text[from, to) is whitespace holding exactly one line break (CRLF counts as one):
 * the next thing sits on the following line.
 */
function nextLineOnly(text: string, from: number, to: number): boolean {
  let breaks = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF) breaks++;
    else if (c === CR) {
      breaks++;
      if (text.charCodeAt(i + 1) === LF) i++;
    } else if (c !== SPACE && c !== TAB && c !== 0xa0 && c !== 0xfeff && c !== 12 && c !== 11) return false;
    if (breaks > 1) return false;
  }
  return breaks === 1;
}

function docLine(image: string): string {
  // Drop `///` and one leading space.
  return image.charCodeAt(3) === SPACE ? image.slice(4) : image.slice(3);
}

/** Groups the doc comments of a file into runs, in source order. */
export function collectDocRuns(text: string, commentTokens: IToken[]): DocRun[] {
  const runs: DocRun[] = [];
  let current: { start: number; end: number; lines: string[] } | null = null;
  for (const t of commentTokens) {
    if (t.tokenType !== DocComment || !startsLine(text, t.startOffset)) {
      if (current) runs.push(finish(current));
      current = null;
      continue;
    }
    const end = t.startOffset + t.image.length;
    if (current && nextLineOnly(text, current.end, t.startOffset)) {
      current.lines.push(docLine(t.image));
      current.end = end;
    } else {
      if (current) runs.push(finish(current));
      current = { start: t.startOffset, end, lines: [docLine(t.image)] };
    }
  }
  if (current) runs.push(finish(current));
  return runs;
}

function finish(run: { start: number; end: number; lines: string[] }): DocRun {
  return { start: run.start, end: run.end, text: run.lines.join('\n') };
}

/**
 * Hands out doc texts to tokens in increasing offset order. Each run is looked at once, so the
 * whole file costs linear time.
 */
export class DocAttacher {
  private next = 0;

  constructor(
    private readonly text: string,
    private readonly runs: DocRun[],
  ) {}

  /** An attacher that goes on where this one stands, with `runs` (later in the text) added. */
  extend(runs: DocRun[]): DocAttacher {
    const rest = this.next < this.runs.length ? this.runs.slice(this.next) : [];
    return new DocAttacher(this.text, rest.length ? rest.concat(runs) : runs);
  }

  /** The doc text of the run directly above the token starting at `offset`, if any. */
  docFor(offset: number): string | undefined {
    const runs = this.runs;
    if (this.next >= runs.length || runs[this.next].end > offset) return undefined;
    let run = runs[this.next++];
    while (this.next < runs.length && runs[this.next].end <= offset) run = runs[this.next++];
    return nextLineOnly(this.text, run.end, offset) ? run.text : undefined;
  }
}
