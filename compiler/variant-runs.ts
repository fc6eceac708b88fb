// The rule runs of a compile's ships (or flights), each variant's after its base's: a variant
// leaves to its base what the base found (compiler/shared-findings.ts), so the base's findings
// must be known first. A variant checked before its base (it comes first in the file, or its base
// is in a file read later) runs its base's rules then; the base's run waits for its own turn.
import type { FileUnit } from './program';
import type { Findings } from './shared-findings';

interface Step<D, M> {
  unit: FileUnit;
  decl: D;
  model: M;
}

export class VariantRuns<D extends object, M, R extends Findings> {
  /** Runs done: whole until taken, then only their findings (what a variant needs). */
  private readonly done = new Map<D, R | Findings>();
  private readonly taken = new Set<D>();

  /**
   * `base`: a declaration's base as lowered (undefined when it has none, it failed, or its rules
   * are never run in this compile); `run`: one declaration's rules, given its base's findings.
   */
  constructor(
    private readonly base: (decl: D) => Step<D, M> | undefined,
    private readonly run: (unit: FileUnit, decl: D, model: M, base: Findings | undefined) => R,
  ) {}

  /** The run of `decl` (running its bases first where they have not run), to report now. */
  take(unit: FileUnit, decl: D, model: M): R {
    if (!this.done.has(decl)) {
      const b = this.base(decl);
      // Most runs: no base, or one that has run.
      if (!b || this.done.has(b.decl)) this.done.set(decl, this.run(unit, decl, model, b ? this.done.get(b.decl) : undefined));
      else this.runChain(unit, decl, model);
    }
    const r = this.done.get(decl) as R;
    if (!this.taken.has(decl)) {
      this.taken.add(decl);
      // Its variants need only what it found.
      this.done.set(decl, { diagnostics: r.diagnostics, left: r.left });
    }
    return r;
  }

  private runChain(unit: FileUnit, decl: D, model: M): void {
    // Walk up to a base that has run, then run back down: no recursion however long the chain.
    const chain: Step<D, M>[] = [];
    const seen = new Set<D>();
    for (let cur: Step<D, M> | undefined = { unit, decl, model }; cur && !this.done.has(cur.decl) && !seen.has(cur.decl); cur = this.base(cur.decl)) {
      seen.add(cur.decl);
      chain.push(cur);
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      const { unit: u, decl: d, model: m } = chain[i];
      const b = this.base(d);
      this.done.set(d, this.run(u, d, m, b ? this.done.get(b.decl) : undefined));
    }
  }

  /** Runs kept (a debug figure: see streamCheckProbe). */
  held(): number {
    return this.done.size;
  }

  /** Forget a declaration's run (its syntax is released: nothing can extend it any more). */
  forget(decl: D): void {
    this.done.delete(decl);
    this.taken.delete(decl);
  }
}
