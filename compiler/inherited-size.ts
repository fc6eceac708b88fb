// What a file stands for once inheritance is expanded. A variant repeats every block of what it
// extends, so a chain of n variants each adding a block is n lines of text and n²/2 blocks to
// lower, check, emit and draw: 3,200 such ships took 20 s to check, and 1,600 such flights made
// a 2.8 GB build. Before its ships and flights are lowered,
// a file's blocks after inheritance are counted from its syntax tree (one step per declaration,
// each base counted once), and a file over `inheritedLimit` gets one `document-too-large` error
// and none of its ships or flights is lowered, so the work of a check stays linear in the text.
import type { Block, FlightDecl, Member, ShipDecl } from '../grammar/ast';
import type { Diagnostic } from '../grammar/diagnostic';
import type { FileUnit, Program } from './program';

type Decl = ShipDecl | FlightDecl;

/** Blocks any file may stand for after inheritance (far more than any real fleet file needs). */
export const MIN_INHERITED_LIMIT = 20_000;

/** Blocks a file may stand for after inheritance: 20,000, or one per character of the file. */
export function inheritedLimit(textLength: number): number {
  return Math.max(MIN_INHERITED_LIMIT, textLength);
}

// Counted bodies, by identity: the language server keeps the syntax of every ship an edit does
// not touch, and each re-check counts every ship of the file again. A body is never changed once
// parsed (an edit that changes a ship parses a new one).
const counted = new WeakMap<readonly Member[], number>();

/** Blocks written in members, at any depth (a system, a section, a mode; `a, b { }` counts 2). */
export function ownBlocks(members: readonly Member[]): number {
  const known = counted.get(members);
  if (known !== undefined) return known;
  const n = countBlocks(members);
  counted.set(members, n);
  return n;
}

function countBlocks(members: readonly Member[]): number {
  let n = 0;
  const stack: (readonly Member[])[] = [members];
  while (stack.length) {
    for (const m of stack.pop()!) {
      if (m.kind !== 'block') continue;
      n += Math.max(1, (m as Block).ids.length);
      if ((m as Block).body) stack.push((m as Block).body!);
    }
  }
  return n;
}

/** Blocks of declarations after inheritance, each declaration counted once (a cycle's members count none). */
export class InheritedBlocks {
  private readonly known = new Map<Decl, number>();

  constructor(private readonly program: Program) {}

  /** Forget a declaration's count (its file is released: nothing can look it up any more). */
  forget(decl: Decl): void {
    this.known.delete(decl);
  }

  /** Declarations counted that still have their members (a debug figure: see streamCheckProbe). */
  heldBodies(): number {
    let n = 0;
    for (const decl of this.known.keys()) if (decl.body.length) n++;
    return n;
  }

  of(unit: FileUnit, decl: Decl): number {
    const known = this.known.get(decl);
    if (known !== undefined) return known;
    // Most declarations extend nothing: no chain to walk (this runs for every ship at each check).
    if (!decl.base) {
      const n = ownBlocks(decl.body);
      this.known.set(decl, n);
      return n;
    }
    const table = decl.kind === 'ship' ? 'ships' : 'flights';
    // Walk up to a counted (or absent) base, then count back down: no recursion per step.
    const chain: Decl[] = [];
    const seen = new Set<Decl>();
    let cur: { unit: FileUnit; decl: Decl } | undefined = { unit, decl };
    while (cur && !this.known.has(cur.decl) && !seen.has(cur.decl)) {
      seen.add(cur.decl);
      chain.push(cur.decl);
      cur = cur.decl.base ? (this.program.lookup(cur.unit, table, cur.decl.base.name) as { unit: FileUnit; decl: Decl } | undefined) : undefined;
    }
    let end = chain.length;
    // The members of a cycle are never lowered (extends-cycle): they count nothing, whichever of
    // them is asked first.
    if (cur && seen.has(cur.decl)) {
      end = chain.indexOf(cur.decl);
      for (let i = end; i < chain.length; i++) this.known.set(chain[i], 0);
    }
    let below = cur && this.known.has(cur.decl) ? this.known.get(cur.decl)! : 0;
    for (let i = end - 1; i >= 0; i--) {
      below += ownBlocks(chain[i].body);
      this.known.set(chain[i], below);
    }
    return this.known.get(decl)!;
  }
}

/** The `document-too-large` error of a file over its limit (undefined when it fits). */
export function inheritedSizeDiagnostic(unit: FileUnit, count: InheritedBlocks): Diagnostic | undefined {
  const limit = inheritedLimit(unit.text.length);
  let total = 0;
  let over: Decl | undefined;
  for (const decls of [unit.ships.values(), unit.flights.values()])
    for (const decl of decls) {
      total += count.of(unit, decl);
      if (!over && total > limit) over = decl;
    }
  if (!over) return undefined;
  return {
    code: 'document-too-large',
    severity: 'error',
    message: `With what they extend, the ships and flights of this file hold ${total.toLocaleString('en-US')} blocks (every variant repeats the blocks of what it extends); a file may hold at most ${limit.toLocaleString('en-US')} (20,000, or one per character of the file), and the total passes that at \`${over.name.name}\`. Split the variants over several files, or give them fewer blocks.`,
    span: { start: over.name.span.start, end: over.name.span.end },
    file: unit.path,
  };
}
