// The one diagnostic shape used by the parser, the compiler, the CLI and the language server.
import type { Span } from './ast';

export type Severity = 'error' | 'warning' | 'info';

/** A text edit expressed in source offsets; the language server turns it into an LSP edit. */
export interface TextEditSpec {
  span: Span;
  newText: string;
}

/** A machine-readable fix carried in `data`, so quick fixes key on the code, never on text. */
export interface FixSpec {
  title: string;
  edits: TextEditSpec[];
}

export interface DiagnosticData {
  fixes?: FixSpec[];
  /** Rule-specific facts (stated and derived numbers, the suggestion, ...). */
  [key: string]: unknown;
}

export interface Diagnostic {
  /** Stable, documented code (docs/diagnostics.md), e.g. `syntax-error`, `unknown-kind`. */
  code: string;
  severity: Severity;
  message: string;
  /** Smallest span that is wrong, in offsets of `file`'s text. */
  span: Span;
  /** Absolute path (or URI-like name) of the file the span belongs to. */
  file: string;
  /** rules.md ID when the diagnostic enforces a rule. */
  rule?: string;
  data?: DiagnosticData;
}

/**
 * An allowed finding: an info that an `allow` of the ship excuses (its data says `allowed`).
 * `drydock check` lists these only with --verbose or --format json.
 */
export function isAllowed(d: Diagnostic): boolean {
  return d.severity === 'info' && d.data?.allowed === true;
}
