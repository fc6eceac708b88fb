// Test helpers: compile text held in memory (several files at once), and read diagnostics as
// 1-based positions for fixture comparison.
import * as path from 'node:path';
import { compileFiles, type CompileResult } from '../../compiler/index';
import type { Diagnostic } from '../../grammar/diagnostic';
import { LineIndex } from '../../grammar/positions';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Compile in-memory files: `files` maps relative paths to text; the first is compiled. */
export function compileMemory(files: Record<string, string>, root = '/virtual'): CompileResult {
  const abs = Object.fromEntries(Object.entries(files).map(([k, v]) => [path.resolve(root, k), v]));
  const host = { readFile: (f: string) => abs[f] };
  const first = Object.keys(abs)[0];
  return compileFiles([{ path: first }], { host, root });
}

export function compileOne(text: string): CompileResult {
  return compileMemory({ 'test.ship': text });
}

export interface PlainDiagnostic {
  code: string;
  severity: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  rule?: string;
  message: string;
  file: string;
}

export function plain(result: CompileResult, d: Diagnostic): PlainDiagnostic {
  const unit = result.program.files.get(d.file);
  const lines = unit?.lines ?? new LineIndex('');
  const s = lines.position(d.span.start);
  const e = lines.position(d.span.end);
  return {
    code: d.code,
    severity: d.severity,
    line: s.line + 1,
    column: s.character + 1,
    endLine: e.line + 1,
    endColumn: e.character + 1,
    ...(d.rule ? { rule: d.rule } : {}),
    message: d.message,
    file: path.basename(d.file),
  };
}

/** The text a span covers, for asserting the smallest range. */
export function spanText(result: CompileResult, d: Diagnostic): string {
  return result.program.files.get(d.file)!.text.slice(d.span.start, d.span.end);
}
