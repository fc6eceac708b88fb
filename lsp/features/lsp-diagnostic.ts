// A compiler diagnostic as the language server sends it, and the comparison of two lists of them.
import type { Diagnostic as LspDiagnostic, Range } from 'vscode-languageserver';
import { DiagnosticSeverity, DiagnosticTag } from 'vscode-languageserver';
import type { Diagnostic } from '../../grammar/diagnostic';
import { rangeOf, type Source } from '../util';

const SEVERITY: Record<Diagnostic['severity'], DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

/** A compiler diagnostic as an LSP diagnostic. `data` keeps the compiler's data (fixes included) and the rule. */
export function toLspDiagnostic(d: Diagnostic, src: Source): LspDiagnostic {
  return lspDiagnosticAt(d, rangeOf(src, d.span));
}

/** The same, with its span already turned into `range`. */
export function lspDiagnosticAt(d: Diagnostic, range: Range): LspDiagnostic {
  const out: LspDiagnostic = {
    range,
    severity: SEVERITY[d.severity] ?? DiagnosticSeverity.Error,
    code: d.code,
    source: 'drydock',
    message: d.message,
    data: { ...(d.data ?? {}), ...(d.rule ? { rule: d.rule } : {}) },
  };
  if (d.code === 'unused-allow') out.tags = [DiagnosticTag.Unnecessary];
  if (d.code === 'deprecated-property') out.tags = [DiagnosticTag.Deprecated];
  return out;
}

/**
 * Do two lists of LSP diagnostics say the same (plain data compared member by member, the
 * objects a list shares with the other at once)? It decides whether a pull is answered
 * "unchanged": comparing the JSON of both meant writing out every diagnostic of the file (1.4 MB
 * for the 1,716 of a 50,000-line file) at every keystroke, and keeping that text per document.
 */
export function sameDiagnostics(a: readonly LspDiagnostic[], b: readonly LspDiagnostic[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!samePlain(a[i], b[i])) return false;
  return true;
}

/** Equal plain data (JSON values). Not node:util's isDeepStrictEqual: this server also runs in the playground's Web Worker. */
export function samePlain(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!samePlain(x[i], y[i])) return false;
    return true;
  }
  if (Array.isArray(y)) return false;
  const kx = Object.keys(x);
  if (kx.length !== Object.keys(y).length) return false;
  for (const k of kx) if (!Object.hasOwn(y, k) || !samePlain((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k])) return false;
  return true;
}
