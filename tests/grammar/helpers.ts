// Shared helpers of the grammar tests.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Diagnostic, Member, ShipFile, Span } from '../../grammar/index';
import { LineIndex } from '../../grammar/index';

export const fixturesDir = fileURLToPath(new URL('../fixtures/syntax/', import.meta.url));

export function readFixture(relative: string): string {
  return readFileSync(fixturesDir + relative, 'utf8');
}

export function fixtureNames(folder: 'ok' | 'broken'): string[] {
  return readdirSync(fixturesDir + folder)
    .filter((f) => f.endsWith('.ship'))
    .sort();
}

/** A diagnostic as the fixtures' `*.expected.json` list it: 1-based lines and columns. */
export interface ExpectedDiagnostic {
  code: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** A substring of the message. */
  message?: string;
}

export function located(text: string, diagnostics: Diagnostic[]): ExpectedDiagnostic[] {
  const index = new LineIndex(text);
  return diagnostics.map((d) => {
    const s = index.position(d.span.start);
    const e = index.position(d.span.end);
    return { code: d.code, line: s.line + 1, column: s.character + 1, endLine: e.line + 1, endColumn: e.character + 1, message: d.message };
  });
}

/** Every member of the file, nested ones included, in source order. */
export function allMembers(file: ShipFile): Member[] {
  const out: Member[] = [];
  const visit = (members: Member[]): void => {
    for (const m of members) {
      out.push(m);
      if (m.kind === 'block' && m.body) visit(m.body);
    }
  };
  for (const d of file.decls) if ('body' in d) visit(d.body);
  return out;
}

/** Every `{start, end}` object in a tree, with its path (for messages). */
export function allSpans(node: unknown, path = 'ast', out: Array<{ path: string; span: Span }> = []): Array<{ path: string; span: Span }> {
  if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    const keys = Object.keys(o);
    if (keys.length === 2 && typeof o.start === 'number' && typeof o.end === 'number') {
      out.push({ path, span: o as unknown as Span });
      return out;
    }
    for (const k of keys) allSpans(o[k], `${path}.${k}`, out);
  }
  return out;
}

/** Spans are integer offsets with start <= end inside [0, length]. */
export function spanIsInside(span: Span, length: number): boolean {
  return Number.isInteger(span.start) && Number.isInteger(span.end) && 0 <= span.start && span.start <= span.end && span.end <= length;
}
