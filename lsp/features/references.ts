// Find references: every use of the symbol under the cursor in every .ship file of the workspace
// (open documents as edited, the rest from disk).
import type { CancellationToken, Location, ReferenceParams } from 'vscode-languageserver';
import type { Analysis, Workspace } from '../workspace';
import { offsetAt, rangeOf } from '../util';
import { occurrencesOf } from './navigation-util';

export async function references(ws: Workspace, a: Analysis, params: ReferenceParams, token?: CancellationToken): Promise<Location[]> {
  const occ = a.index().at(offsetAt(a.source, params.position));
  if (!occ?.key) return [];
  const includeDecl = params.context?.includeDeclaration !== false;
  const found = await occurrencesOf(ws, occ.key, token);
  const seen = new Set<string>();
  const out: Location[] = [];
  for (const f of found) {
    if (!includeDecl && f.occ.decl) continue;
    const id = `${f.file}\0${f.occ.span.start}\0${f.occ.span.end}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ uri: ws.uriOfPath(f.file), range: rangeOf(f.src, f.occ.span) });
  }
  return out;
}
