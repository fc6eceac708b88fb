// Helpers for the navigation features: the source of any file the server knows (an open
// document, a file of the analysed program, or the disk) and the occurrences of a symbol across
// the workspace.
import type { CancellationToken, Location } from 'vscode-languageserver';
import type { Span } from '../../grammar/ast';
import type { Occurrence } from '../../compiler/semantic';
import type { Analysis, Workspace } from '../workspace';
import { checkCancelled, rangeOf, sourceOf, yieldToEventLoop, type Source } from '../util';

export function sourceFor(ws: Workspace, a: Analysis, file: string): Source | undefined {
  if (file === a.path) return a.source;
  const unit = a.result.program.files.get(file);
  if (unit) return { text: unit.text, lines: unit.lines };
  const text = ws.readText(file);
  return text === undefined ? undefined : sourceOf(text);
}

export function location(ws: Workspace, src: Source | undefined, file: string, span: Span): Location {
  return { uri: ws.uriOfPath(file), range: src ? rangeOf(src, span) : { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } };
}

export interface FoundOccurrence {
  file: string;
  occ: Occurrence;
  src: Source;
}

/** Every occurrence of `key` in the workspace (the open documents included, as edited). */
export async function occurrencesOf(ws: Workspace, key: string, token?: CancellationToken): Promise<FoundOccurrence[]> {
  const wsi = await ws.workspaceIndex(token);
  const out: FoundOccurrence[] = [];
  let n = 0;
  for (const file of wsi.files) {
    const unit = wsi.program.files.get(file);
    const idx = wsi.index(file);
    if (!unit || !idx) continue;
    for (const occ of idx.occurrences) if (occ.key === key) out.push({ file, occ, src: { text: unit.text, lines: unit.lines } });
    if (++n % 25 === 0) {
      await yieldToEventLoop();
      checkCancelled(token);
    }
  }
  return out;
}
