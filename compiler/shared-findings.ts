// Who reports a construction-rule finding that several ships meet. Rules run on each ship with
// everything it reads, so a finding about a declaration outside the ship (a line of its base, a
// user `system` type that other ships use too) can come up in every ship that reads it. Each is
// reported once, where it is about:
// - a variant leaves to its base what the base found (compiler/rules/run.ts, `base`);
// - any other finding outside the ship (a shared system type's value, a line of a base that
//   several variants change alike) is reported by the first ship, in file order, that meets it;
//   the ships after it leave it (`SharedFindings`).
// A ship that left something keeps the list (`left`), so the language server does not reuse its
// results without the declaration that reports them (lsp/incremental.ts).
import type { Diagnostic } from '../grammar/diagnostic';
import type { Loc } from './model';

/** What a ship's rules found: what it reports, and what it left to another declaration. */
export interface Findings {
  diagnostics: readonly Diagnostic[];
  left?: readonly Diagnostic[];
}

/** Two findings are the same when code, place and message are. */
export function findingKey(d: Diagnostic): string {
  return `${d.file}\0${d.span.start}\0${d.span.end}\0${d.code}\0${d.message}`;
}

/** Whether a finding lies outside a declaration (another file, or outside its span). */
export function outside(d: Diagnostic, decl: Loc): boolean {
  return d.file !== decl.file || d.span.start < decl.span.start || d.span.end > decl.span.end;
}

/** Every finding of `findings`, reported or left, by key. */
export function findingKeys(findings: Findings): Set<string> {
  const keys = new Set<string>();
  for (const d of findings.diagnostics) keys.add(findingKey(d));
  for (const d of findings.left ?? []) keys.add(findingKey(d));
  return keys;
}

/**
 * The findings about declarations outside the ship that reports them, claimed once per compile.
 * Ships go through `take` in the order their diagnostics are reported.
 */
export class SharedFindings {
  private readonly claimed = new Set<string>();

  /** Splits a ship's (or flight's) diagnostics into those it reports and those another ship already reported. */
  take(decl: Loc, diagnostics: readonly Diagnostic[]): { report: readonly Diagnostic[]; left: Diagnostic[] } {
    let report: Diagnostic[] | undefined;
    const left: Diagnostic[] = [];
    for (let i = 0; i < diagnostics.length; i++) {
      const d = diagnostics[i];
      if (!outside(d, decl)) {
        report?.push(d);
        continue;
      }
      const key = findingKey(d);
      if (!this.claimed.has(key)) {
        this.claimed.add(key);
        report?.push(d);
        continue;
      }
      report ??= diagnostics.slice(0, i);
      left.push(d);
    }
    return { report: report ?? diagnostics, left };
  }

  /** Forget claimed findings that no declaration still to be checked can meet (compiler/stream-check.ts). */
  forget(keys: Iterable<string>): void {
    for (const key of keys) this.claimed.delete(key);
  }

  /** Findings claimed (a debug figure: see streamCheckProbe). */
  held(): number {
    return this.claimed.size;
  }
}
