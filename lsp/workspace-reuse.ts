// What the workspace index (references, rename, workspace symbols) takes from the one before it.
// The index is resolved again after any change of the workspace (lsp/workspace.ts); a file whose
// parse is the last index's (its text is the same), whose imports lead to the same files, and
// none of whose imports (nor theirs) changed, has the same declarations, and nothing its ships
// read can have changed. Those ships' lowering and occurrences are taken from the last index,
// through the compiler's reuse (compiler/ship-lowering.ts), on the same terms as an edited
// document's: the same declaration object, and a base resolved to the same declaration, itself
// taken. tests/lsp/workspace-index-reuse.test.ts compares every answer with a fresh index.
import type { ShipDecl } from '../grammar/ast';
import type { CompileReuse, ShipResults } from '../compiler/index';
import type { Occurrence } from '../compiler/semantic';
import type { FileUnit, Program } from '../compiler/program';

interface Kept {
  results: ShipResults;
  occurrences?: Occurrence[];
}

/** Per file of an index: the files its imports led to (undefined: an import that led nowhere). */
export type ImportTargets = Map<string, (string | undefined)[]>;

/** The files each file's imports lead to in a loaded program. */
export function importTargets(program: Program): ImportTargets {
  const out: ImportTargets = new Map();
  for (const u of program.files.values()) out.set(u.path, u.imports.map((i) => i.target?.path));
  return out;
}

export class WorkspaceReuse implements CompileReuse {
  /** What this index lowered or took, per ship: what the next index may take. */
  private readonly kept = new Map<ShipDecl, Kept>();
  private readonly taken = new Set<ShipDecl>();
  /** Files whose ships may take the last index's results. */
  private readonly stable = new Set<string>();
  /** Ships lowered afresh and taken (tests, bench). */
  readonly stats = { lowered: 0, reused: 0 };

  /**
   * The last index's ships, while this one is resolved (`resolved` lets go of them, so that no
   * index keeps the one before it alive).
   */
  private lastKept: Map<ShipDecl, Kept> | undefined;

  /**
   * `changed`: the files parsed afresh for this index (or not in the last one); `last`: the last
   * index's reuse and the files its imports led to.
   */
  constructor(program: Program, changed: (file: string) => boolean, last?: { reuse: WorkspaceReuse; imports: ImportTargets }) {
    if (!last) return;
    this.lastKept = last.reuse.kept;
    // A file is unstable when it changed or its imports lead elsewhere than last time; and so is
    // every file that imports an unstable one, directly or not.
    const importers = new Map<string, string[]>();
    const unstable: string[] = [];
    for (const u of program.files.values()) {
      for (const i of u.imports) {
        if (!i.target) continue;
        const list = importers.get(i.target.path);
        if (list) list.push(u.path);
        else importers.set(i.target.path, [u.path]);
      }
      const before = last.imports.get(u.path);
      const now = u.imports.map((i) => i.target?.path);
      if (changed(u.path) || !before || before.length !== now.length || now.some((t, k) => t === undefined || t !== before[k])) unstable.push(u.path);
    }
    const seen = new Set(unstable);
    for (let k = 0; k < unstable.length; k++) {
      for (const by of importers.get(unstable[k]) ?? []) {
        if (seen.has(by)) continue;
        seen.add(by);
        unstable.push(by);
      }
    }
    for (const u of program.files.values()) if (!seen.has(u.path)) this.stable.add(u.path);
  }

  /** The index is resolved: the last one's ships are no longer offered. */
  resolved(): void {
    this.lastKept = undefined;
  }

  ship(unit: FileUnit, decl: ShipDecl): ShipResults | undefined {
    return this.stable.has(unit.path) ? this.lastKept?.get(decl)?.results : undefined;
  }

  reused(decl: ShipDecl): void {
    this.kept.set(decl, this.lastKept!.get(decl)!);
    this.taken.add(decl);
    this.stats.reused++;
  }

  keep(_unit: FileUnit, decl: ShipDecl, results: ShipResults): void {
    this.kept.set(decl, { results });
    this.stats.lowered++;
  }

  forget(decl: ShipDecl): void {
    this.kept.delete(decl);
    this.stats.lowered++;
  }

  occurrences(decl: ShipDecl): Occurrence[] | undefined {
    return this.taken.has(decl) ? this.kept.get(decl)?.occurrences : undefined;
  }

  keepOccurrences(decl: ShipDecl, occurrences: Occurrence[]): void {
    const k = this.kept.get(decl);
    if (k) k.occurrences = occurrences;
  }
}
