// Diagnostic output for the command line: `file:LINE:COL: severity CODE: message` with a code
// frame (text), or the JSON array of docs/cli.md (0-based LSP positions).
import * as path from 'node:path';
import type { Diagnostic } from '../grammar/diagnostic';
import { LineIndex } from '../grammar/positions';
import { paint, type Style } from './color';

export interface TextSource {
  text: string;
  lines: LineIndex;
}

export type SourceLookup = (file: string) => TextSource | undefined;

const shownAs = new Map<string, string>();

/** Files named on the command line are shown as the user wrote them (see expandPaths). */
export function showPathsAs(names: Map<string, string>): void {
  for (const [abs, shown] of names) shownAs.set(abs, shown);
}

export function displayPath(file: string, cwd = process.cwd()): string {
  const given = shownAs.get(file);
  if (given !== undefined) return given;
  const rel = path.relative(cwd, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

export function toJson(diags: Diagnostic[], sources: SourceLookup, cwd = process.cwd()): object[] {
  return diags.map((d) => {
    const src = sources(d.file);
    const start = src ? src.lines.position(d.span.start) : { line: 0, character: 0 };
    const end = src ? src.lines.position(d.span.end) : start;
    return {
      file: displayPath(d.file, cwd),
      range: { start, end },
      severity: d.severity,
      code: d.code,
      message: d.message,
      ...(d.rule ? { rule: d.rule } : {}),
      ...(d.data ? { data: d.data } : {}),
    };
  });
}

const SEVERITY_STYLE: Record<Diagnostic['severity'], Style> = { error: ['bold', 'red'], warning: ['bold', 'yellow'], info: ['bold', 'cyan'] };

/** The text form; with `color` (a terminal), the place bold and the severity and caret coloured. */
export function toText(diags: Diagnostic[], sources: SourceLookup, cwd = process.cwd(), color = false): string {
  const out: string[] = [];
  for (const d of diags) {
    const src = sources(d.file);
    const start = src ? src.lines.position(d.span.start) : { line: 0, character: 0 };
    const rule = d.rule ? ` [${d.rule}]` : '';
    const where = paint(color, 'bold', `${displayPath(d.file, cwd)}:${start.line + 1}:${start.character + 1}:`);
    out.push(`${where} ${paint(color, SEVERITY_STYLE[d.severity], d.severity)} ${paint(color, 'dim', d.code)}: ${d.message}${rule}`);
    if (src) out.push(codeFrame(src, d, color));
  }
  return out.join('\n');
}

/** The offending line with a caret underline, plus one line of context before it. */
export function codeFrame(src: TextSource, d: Diagnostic, color = false): string {
  const start = src.lines.position(d.span.start);
  const end = src.lines.position(Math.max(d.span.start, d.span.end));
  const lineText = (n: number) => {
    const s = src.lines.lineStart(n);
    const e = n + 1 < src.lines.lineCount ? src.lines.lineStart(n + 1) : src.text.length;
    // Only what clip() keeps is read: a file of one long line must not cost its length per diagnostic.
    return src.text.slice(s, Math.min(e, s + CLIP + 2)).replace(/\r?\n$/, '').replace(/\t/g, ' ');
  };
  const width = String(start.line + 1).length;
  const gutter = (n: number | '') => `${String(n).padStart(width)} | `;
  const lines: string[] = [];
  if (start.line > 0) lines.push(gutter(start.line) + clip(lineText(start.line - 1)));
  const text = lineText(start.line);
  lines.push(gutter(start.line + 1) + clip(text));
  const len = end.line === start.line ? Math.max(1, end.character - start.character) : Math.max(1, text.length - start.character);
  lines.push(' '.repeat(width) + ' | ' + ' '.repeat(Math.min(start.character, 200)) + paint(color, SEVERITY_STYLE[d.severity], '^'.repeat(Math.min(len, 200))));
  return lines.join('\n');
}

/** Characters of a source line a code frame shows. */
const CLIP = 240;

function clip(s: string): string {
  return s.length > CLIP ? s.slice(0, CLIP) + '…' : s;
}
