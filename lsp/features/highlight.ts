// Document highlight: the other occurrences of the symbol under the cursor in this file; the
// declaration is marked as a write.
import type { DocumentHighlight, DocumentHighlightParams } from 'vscode-languageserver';
import { DocumentHighlightKind } from 'vscode-languageserver';
import type { Analysis } from '../workspace';
import { offsetAt, rangeOf } from '../util';

export function documentHighlight(a: Analysis, params: DocumentHighlightParams): DocumentHighlight[] {
  const idx = a.index();
  const occ = idx.at(offsetAt(a.source, params.position));
  if (!occ) return [];
  const same = occ.key
    ? idx.occurrences.filter((o) => o.key === occ.key)
    : idx.occurrences.filter((o) => o.kind === occ.kind && o.name === occ.name && !o.key);
  return same.map((o) => ({ range: rangeOf(a.source, o.span), kind: o.decl ? DocumentHighlightKind.Write : DocumentHighlightKind.Read }));
}
