// Workspace symbols: ships, system types, arcs, sections and systems of every .ship file of the
// workspace, filtered by a fuzzy (in-order, case-insensitive) match of the query.
import type { CancellationToken, SymbolInformation, WorkspaceSymbolParams } from 'vscode-languageserver';
import { SymbolKind } from 'vscode-languageserver';
import type { Span } from '../../grammar/ast';
import type { Workspace } from '../workspace';
import { checkCancelled, rangeOf, yieldToEventLoop } from '../util';

const LIMIT = 1000;

export function fuzzy(query: string, name: string): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  const n = name.toLowerCase();
  let i = 0;
  for (let j = 0; j < n.length && i < q.length; j++) if (n[j] === q[i]) i++;
  return i === q.length;
}

export async function workspaceSymbols(ws: Workspace, params: WorkspaceSymbolParams, token?: CancellationToken): Promise<SymbolInformation[]> {
  const wsi = await ws.workspaceIndex(token);
  const query = String(params.query ?? '');
  const out: SymbolInformation[] = [];
  let n = 0;
  for (const file of wsi.files) {
    const unit = wsi.program.files.get(file);
    if (!unit) continue;
    const src = { text: unit.text, lines: unit.lines };
    const uri = ws.uriOfPath(file);
    const add = (name: string, kind: SymbolKind, span: Span, container?: string) => {
      if (out.length < LIMIT && fuzzy(query, name)) out.push({ name, kind, location: { uri, range: rangeOf(src, span) }, ...(container ? { containerName: container } : {}) });
    };
    for (const d of unit.ast.decls) {
      if (d.kind === 'system') add(d.name.name, SymbolKind.Struct, d.name.span);
      else if (d.kind === 'arcDecl') add(d.name.name, SymbolKind.Constant, d.name.span);
      else if (d.kind === 'ship') {
        add(d.name.name, SymbolKind.Class, d.name.span);
        const walk = (body: typeof d.body, container: string) => {
          for (const m of body) {
            if (m.kind !== 'block') continue;
            if (m.type.name === 'section') {
              for (const id of m.ids) add(id.name, SymbolKind.Namespace, id.span, d.name.name);
              walk(m.body ?? [], container);
            } else if (!['shields', 'hits', 'rules'].includes(m.type.name)) for (const id of m.ids) add(id.name, SymbolKind.Object, id.span, container);
          }
        };
        walk(d.body, d.name.name);
      }
    }
    if (out.length >= LIMIT) break;
    if (++n % 25 === 0) {
      await yieldToEventLoop();
      checkCancelled(token);
    }
  }
  return out;
}
