// Folding ranges: declarations and blocks spanning several lines, block comments, runs of line
// comments, and runs of imports. The closing brace stays visible.
import type { FoldingRange, FoldingRangeParams } from 'vscode-languageserver';
import { FoldingRangeKind } from 'vscode-languageserver';
import type { Member, Span } from '../../grammar/ast';
import type { Analysis } from '../workspace';

export function foldingRanges(a: Analysis, _params?: FoldingRangeParams): FoldingRange[] {
  const lines = a.source.lines;
  const out: FoldingRange[] = [];
  const line = (o: number) => lines.position(o).line;
  const region = (span: Span, kind?: FoldingRangeKind, keepLast = true) => {
    const s = line(span.start);
    let e = line(Math.max(span.start, span.end - 1));
    if (keepLast && e > s) e--;
    if (e > s) out.push({ startLine: s, endLine: e, ...(kind ? { kind } : {}) });
  };
  const members = (body: Member[]) => {
    for (const m of body) {
      if (m.kind === 'block' && m.bodySpan) {
        region({ start: m.span.start, end: m.bodySpan.end });
        members(m.body ?? []);
      } else if (m.kind === 'property' && m.value.kind === 'list') region(m.value.span);
    }
  };
  let importStart = -1;
  let importEnd = -1;
  const flushImports = () => {
    if (importStart >= 0 && importEnd > importStart) out.push({ startLine: importStart, endLine: importEnd, kind: FoldingRangeKind.Imports });
    importStart = importEnd = -1;
  };
  for (const d of a.unit.ast.decls) {
    if (d.kind === 'import') {
      const l = line(d.span.start);
      if (importStart < 0 || l > importEnd + 1) {
        flushImports();
        importStart = l;
      }
      importEnd = line(d.span.end);
      continue;
    }
    flushImports();
    if (d.kind === 'ship' || d.kind === 'system' || d.kind === 'rules') {
      region(d.span);
      members(d.body);
    }
  }
  flushImports();
  // Comments: block comments, and runs of consecutive line comments.
  let runStart = -1;
  let runEnd = -1;
  const flushRun = () => {
    if (runStart >= 0 && runEnd > runStart) out.push({ startLine: runStart, endLine: runEnd, kind: FoldingRangeKind.Comment });
    runStart = runEnd = -1;
  };
  for (const c of a.unit.ast.comments) {
    if (c.kind === 'block') {
      flushRun();
      region(c.span, FoldingRangeKind.Comment, false);
      continue;
    }
    const l = line(c.span.start);
    const lineStart = lines.lineStart(l);
    const alone = a.source.text.slice(lineStart, c.span.start).trim() === '';
    if (!alone) {
      flushRun();
      continue;
    }
    if (runStart >= 0 && l === runEnd + 1) runEnd = l;
    else {
      flushRun();
      runStart = runEnd = l;
    }
  }
  flushRun();
  return out;
}
