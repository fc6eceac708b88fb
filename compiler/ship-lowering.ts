// Lowering ships with the results of an earlier compile (CompileReuse): every compile that reuses
// comes through here, the full one (`finish`) and the workspace-wide resolution that runs no
// rules (`resolveProgram`), so both take a ship's results on the same terms.
import type { ShipDecl } from '../grammar/ast';
import type { Diagnostic } from '../grammar/diagnostic';
import type { Ruleset } from './catalog/types';
import type { Lowerer } from './lower';
import type { Explanation, ShipModel } from './model';
import type { FileUnit, Program } from './program';
import type { Occurrence } from './semantic';
import type { Derived } from './types';

/** One ship's lowering and rule results, as a compile made them. */
export interface ShipResults {
  model: ShipModel | null;
  /**
   * Its `extends` target as resolved: the file's path, not its FileUnit, since results are kept
   * from one compile to the next and a unit holds the whole text and tree it was read from.
   */
  base?: { file: string; decl: ShipDecl };
  ruleset?: Ruleset;
  /** What lowering the ship reported against its own file. */
  lowering: Diagnostic[];
  /**
   * The construction rules' results and the sheet-size check (absent: run them again); `left`:
   * findings it left to another declaration that reports them (compiler/shared-findings.ts).
   */
  rules?: { derived: Derived; explanations: Map<string, Explanation>; diagnostics: Diagnostic[]; left?: Diagnostic[] };
  /** The rules' messages read line numbers, so they change when lines move. */
  rulesReadLines?: boolean;
}

/**
 * Results of earlier compiles that a compile may reuse (lsp/incremental.ts). A ship's results are
 * taken only when `ship` offers them for the same declaration object (so the same text) and its
 * base resolves to the same declaration, whose results were themselves reused in this compile;
 * the provider answers only while nothing else the ship reads can have changed (other
 * declarations than ships, imported files). Everything else is computed as without it, so the
 * result equals a compile from scratch (tests/lsp/incremental-compile.test.ts).
 */
export interface CompileReuse {
  /** A ship's earlier results, with spans where the declaration is now. */
  ship(unit: FileUnit, decl: ShipDecl): ShipResults | undefined;
  /** The offered results were taken. */
  reused(decl: ShipDecl): void;
  /** Results computed by this compile. */
  keep(unit: FileUnit, decl: ShipDecl, results: ShipResults): void;
  /** A ship lowered by this compile whose results cannot be kept (a cycle of `extends`). */
  forget(decl: ShipDecl): void;
  /** A reused ship's occurrences in the semantic model. */
  occurrences?(decl: ShipDecl): Occurrence[] | undefined;
  keepOccurrences?(decl: ShipDecl, occurrences: Occurrence[]): void;
  /** The construction rules ran for this ship in this compile (none were kept for it). */
  rulesRun?(decl: ShipDecl): void;
  /**
   * A ship is about to be lowered afresh, or its rules run: what they read of its syntax tree and
   * of the bases it extends must be in place.
   */
  beforeReading?(decl: ShipDecl): void;
}


export class ShipLowering {
  /** This compile's results per ship lowered through `lower` (taken or made). */
  readonly results = new Map<ShipDecl, ShipResults>();
  /** The ships whose results were taken from an earlier compile. */
  readonly reused = new Set<ShipDecl>();

  constructor(
    private readonly program: Program,
    private readonly lowerer: Lowerer,
    private readonly reuse: CompileReuse | undefined,
  ) {}

  /** Lowers a ship (reusing what it can), its bases first so that each ship's diagnostics are its own. */
  lower(unit: FileUnit, decl: ShipDecl): ShipModel | null {
    const { lowerer, reuse } = this;
    if (!reuse) return lowerer.ship(unit, decl);
    if (!decl.base) {
      // Most ships: no chain to walk.
      if (lowerer.shipModel(decl) === undefined) this.lowerOne(unit, decl, reuse);
      return lowerer.shipModel(decl) ?? null;
    }
    const chain: { unit: FileUnit; decl: ShipDecl }[] = [];
    const seen = new Set<ShipDecl>();
    let cur: { unit: FileUnit; decl: ShipDecl } | undefined = { unit, decl };
    while (cur && lowerer.shipModel(cur.decl) === undefined && !seen.has(cur.decl)) {
      seen.add(cur.decl);
      chain.push(cur);
      cur = cur.decl.base ? this.program.lookup(cur.unit, 'ships', cur.decl.base.name) : undefined;
    }
    // A cycle: the lowerer reports it on every member; nothing of it is kept.
    if (cur && seen.has(cur.decl)) {
      for (const c of chain) {
        reuse.forget(c.decl);
        reuse.beforeReading?.(c.decl);
      }
      return lowerer.ship(unit, decl);
    }
    for (let i = chain.length - 1; i >= 0; i--) this.lowerOne(chain[i].unit, chain[i].decl, reuse);
    return lowerer.shipModel(decl) ?? null;
  }

  /** Results this compile made for a ship (not taken from an earlier one): what to keep. */
  made(decl: ShipDecl): ShipResults | undefined {
    return this.reuse && !this.reused.has(decl) ? this.results.get(decl) : undefined;
  }

  /**
   * A ship's earlier results are taken only when its base resolves to the same declaration as
   * they name, and that base's own results were taken in this compile.
   */
  private lowerOne(unit: FileUnit, decl: ShipDecl, r: CompileReuse): void {
    const { lowerer } = this;
    const found = decl.base ? this.program.lookup(unit, 'ships', decl.base.name) : undefined;
    const hit = r.ship(unit, decl);
    if (hit && hit.base?.decl === found?.decl && (!found || this.reused.has(found.decl))) {
      lowerer.adopt(decl, hit.model, found, hit.ruleset);
      for (const d of hit.lowering) unit.diagnostics.push(d);
      this.reused.add(decl);
      this.results.set(decl, hit);
      r.reused(decl);
      return;
    }
    r.beforeReading?.(decl);
    const n0 = unit.diagnostics.length;
    const model = lowerer.ship(unit, decl);
    const b = lowerer.shipBase(decl);
    this.results.set(decl, { model, base: b && { file: b.unit.path, decl: b.decl }, ruleset: lowerer.shipRuleset(decl), lowering: unit.diagnostics.slice(n0) });
  }
}
