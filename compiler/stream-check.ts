// The streaming check: `drydock check` of files that import nothing reads each
// file one top-level declaration at a time (scan it, parse it, index it, lower it, run its rules)
// and lets each ship go once nothing later can read it. A fleet's tokens, syntax trees and ship
// models were most of a check's memory, and since they all lived to the end, most of its garbage
// collection too (they were copied out of the young generation and then marked, again and
// again); one declaration's worth now dies young.
//
// The diagnostics are exactly those of a whole-file compile (tests/compiler/stream-check.test.ts
// compares the two on every example and fixture and on generated files):
// - A piece with any lexical or syntax diagnostic sends the whole file to the ordinary path
//   (error recovery looks across declarations). So does an `import`, a `rules` block or a
//   `ruleset` line after the first declaration was checked (they change what came before), and
//   any sign that a look-up answered differently than it would with the whole file read.
// - A declaration is checked only once every name it mentions that the file declares further
//   down has been read (a ship using a system type declared after it waits for it), so
//   declarations are checked in file order, each seeing what it would see after a whole parse.
//   A quick pass over the text finds the declared names beforehand; if it misses one, the look-up
//   that missed is caught when the declaration is read, and the file goes the ordinary way.
// - A ship is released once no ship further down extends it (counted by the same pass); a look-up
//   that finds a released ship sends the file the ordinary way.
// - Flights are read like ships (the quick pass finds their names too, so a ship whose hangar
//   names a flight further down waits for it) but kept, and checked after the file's ships, as a
//   whole compile checks them.
// - A file with a `fleet` goes the ordinary way: a fleet totals the ships it names, which the
//   streaming would have let go.
import * as path from 'node:path';
import type { IToken } from 'chevrotain';
import type { Decl, FlightDecl, ShipDecl } from '../grammar/ast';
import { isAllowed, type Diagnostic } from '../grammar/diagnostic';
import { collectDocRuns } from '../grammar/doc-comments';
import { shipParser } from '../grammar/parser';
import { LineIndex } from '../grammar/positions';
import { scanCursor, scanDeclaration, type ScanResult } from '../grammar/scanner';
import { isIdentPart, isIdentStart, NAMED_DECLARATIONS } from '../grammar/lexical';
import { BlockComment, scanString, SmartQuotedString, UnterminatedString } from '../grammar/tokens';
import { checkShip, type ShipCheck } from './check-ship';
import { flightRules } from './flights';
import type { FlightModel, ShipModel } from './model';
import { runConstructionRules, type RuleRun } from './rules/run';
import { findingKey, outside, SharedFindings } from './shared-findings';
import { VariantRuns } from './variant-runs';
import { Lowerer } from './lower';
import { inheritedLimit } from './inherited-size';
import { Program, type CompilerHost, type FileUnit } from './program';

/** Files the streaming check has finished (compiler/index.ts `finish` skips them). */
export interface StreamedUnits {
  units: Set<FileUnit>;
  /** Their ships' rule diagnostics, in the order a whole compile gives them. */
  ruleDiagnostics: Diagnostic[];
  /** Allowed findings among them that were only counted (`countAllowed`), not kept. */
  allowedCounted: number;
}

/** Held per ship at one point of a streaming check (streamCheckProbe). */
export interface StreamHeld {
  /** Ships lowered and not yet released (their models and bases). */
  loweredShips: number;
  /** Ship and flight declarations, with their syntax, that the inherited-size count still refers to. */
  countedBodies: number;
  /** Ships of the file whose rule runs are still kept (for variants further down). */
  ruleRuns: number;
  /** Ships checked and kept because a ship further down extends them. */
  keptShips: number;
  /** Findings about other declarations, claimed by the ship that reported them (compiler/shared-findings.ts). */
  claimedFindings: number;
}

/**
 * A test's view of what the streaming check holds: called after every ship it checks. What it
 * holds should depend on how the file's variants are ordered, never on how many ships came
 * before (tests/compiler/stream-check-memory.test.ts). Unset, nothing is counted.
 */
export const streamCheckProbe: { afterShip?: (held: StreamHeld) => void } = {};

type Table = 'ships' | 'systems' | 'arcs' | 'flights' | 'fleets';

/** A program that notes, for the file being streamed, every name looked up and not found. */
class StreamProgram extends Program {
  watched?: FileUnit;
  readonly missed = { ships: new Set<string>(), systems: new Set<string>(), arcs: new Set<string>(), flights: new Set<string>(), fleets: new Set<string>() };
  /** Tables whose names were listed (for "did you mean"): a later declaration would change the list. */
  readonly listed = new Set<Table>();
  /** Ships already released (their lowering forgotten). */
  readonly released = new WeakSet<object>();
  /** A look-up found a released ship. */
  invalid = false;

  watch(unit: FileUnit | undefined): void {
    this.watched = unit;
    for (const t of Object.values(this.missed)) t.clear();
    this.listed.clear();
    this.invalid = false;
  }

  override lookup<K extends Table>(unit: FileUnit, table: K, name: string): { unit: FileUnit; decl: NonNullable<ReturnType<FileUnit[K]['get']>> } | undefined {
    const found = super.lookup(unit, table, name);
    if (unit === this.watched) {
      if (!unit[table].has(name)) this.missed[table].add(name);
      else if (found && this.released.has(found.decl)) this.invalid = true;
    }
    return found;
  }

  override visibleNames(unit: FileUnit, table: Table): string[] {
    if (unit === this.watched) this.listed.add(table);
    return super.visibleNames(unit, table);
  }
}

/**
 * Checks `files` one declaration at a time where it can: a file that mentions `import` is loaded
 * whole (with what it imports) first, for `finish` to check as usual, and so is any file one of
 * those imports; the others are streamed. A file the streaming cannot take is parsed whole into
 * the same program instead, for `finish` too.
 */
export function streamCheck(
  files: { path: string; text?: string }[],
  host: CompilerHost | undefined,
  root: string | undefined,
  countAllowed = false,
  afterShip?: () => void,
): { program: Program; requested: FileUnit[]; diagnostics: Diagnostic[]; done: StreamedUnits } {
  const program = new StreamProgram({ host, root });
  const texts = files.map((f) => ({ path: f.path, abs: path.resolve(f.path), text: f.text ?? program.host.readFile(path.resolve(f.path)) }));
  const done: StreamedUnits = { units: new Set(), ruleDiagnostics: [], allowedCounted: 0 };
  const report = (d: Diagnostic) => {
    if (countAllowed && isAllowed(d)) done.allowedCounted++;
    else done.ruleDiagnostics.push(d);
  };
  const requested: FileUnit[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const f of texts) {
    if (f.text === undefined)
      diagnostics.push({ code: 'file-not-found', severity: 'error', message: `Cannot read ${f.path}.`, span: { start: 0, end: 0 }, file: f.abs });
    else if (f.text.includes('import')) requested.push(program.load(f.abs, f.text)!);
  }
  const lowerer = new Lowerer(program);
  for (const f of texts) {
    if (f.text === undefined || f.text.includes('import')) continue;
    const existing = program.files.get(f.abs);
    if (existing) {
      requested.push(existing);
      continue;
    }
    const unit = newUnit(f.abs, f.text);
    program.files.set(f.abs, unit);
    const rules = done.ruleDiagnostics.length;
    const allowed = done.allowedCounted;
    if (streamUnit(program, lowerer, unit, report, afterShip)) {
      lowerer.release(unit);
      releaseSyntax(unit);
      done.units.add(unit);
      requested.push(unit);
    } else {
      // The ordinary way, from scratch: parsed whole, checked by `finish`.
      lowerer.release(unit);
      done.ruleDiagnostics.length = rules;
      done.allowedCounted = allowed;
      program.files.delete(f.abs);
      requested.push(program.load(f.abs, f.text)!);
    }
  }
  return { program, requested, diagnostics, done };
}

function newUnit(abs: string, text: string): FileUnit {
  return {
    path: abs,
    text,
    ast: { decls: [], comments: [], span: { start: 0, end: text.length } },
    lines: new LineIndex(text),
    diagnostics: [],
    imports: [],
    ships: new Map(),
    systems: new Map(),
    flights: new Map(),
    fleets: new Map(),
    arcs: new Map(),
    rules: [],
  };
}

/** Forget a file's declarations (CompileOptions.releaseSyntax); its text, lines and diagnostics stay. */
export function releaseSyntax(unit: FileUnit): void {
  unit.ast = { decls: [], comments: [], span: unit.ast.span };
  unit.ships.clear();
  unit.systems.clear();
  unit.flights.clear();
  unit.arcs.clear();
  unit.rules.length = 0;
}

/** Lexically clean: no run of unexpected characters, unclosed comment or string, typographic quotes. */
function clean(piece: ScanResult): boolean {
  if (piece.errors.length) return false;
  for (const t of piece.comments) if (t.tokenType === BlockComment && (t.image.length < 4 || !t.image.endsWith('*/'))) return false;
  for (const t of piece.tokens) if (t.tokenType === SmartQuotedString || t.tokenType === UnterminatedString) return false;
  return true;
}

interface Pending {
  decl: Decl;
  /** The tokens of its piece: the names it mentions are among their images. */
  tokens: IToken[];
  /** A name it waits for (declared further down, not read yet). */
  waitFor?: string;
}

const count = (m: Map<string, number>, name: string) => m.get(name) ?? 0;

/** The members of every released ship's stub (none, and never added to). */
const NO_MEMBERS: ShipDecl['body'] = Object.freeze([]) as unknown as ShipDecl['body'];

/** Declarations read and not yet checked, in file order. */
class Queue {
  private items: (Pending | undefined)[] = [];
  private head = 0;

  push(p: Pending): void {
    this.items.push(p);
  }

  empty(): boolean {
    return this.head === this.items.length;
  }

  /**
   * Checks items from the front while `stop` says no. With `skip`, an item `stop` holds is left
   * for later and the rest go on (the end of the file: arcs first, then system types).
   */
  drain(stop: (p: Pending) => boolean, check: (d: Decl) => void, skip: boolean): void {
    if (skip) {
      const rest: Pending[] = [];
      for (let i = this.head; i < this.items.length; i++) {
        const p = this.items[i]!;
        this.items[i] = undefined;
        if (stop(p)) rest.push(p);
        else check(p.decl);
      }
      this.items = rest;
      this.head = 0;
      return;
    }
    while (this.head < this.items.length && !stop(this.items[this.head]!)) {
      const { decl } = this.items[this.head]!;
      this.items[this.head++] = undefined; // its tokens and syntax go now, not at the next compaction
      check(decl);
    }
    if (this.head === this.items.length) this.items.length = this.head = 0;
    else if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items.splice(0, this.head);
      this.head = 0;
    }
  }
}

/** Streams one file; false when it must be compiled the ordinary way (nothing it did is kept). */
function streamUnit(program: StreamProgram, lowerer: Lowerer, unit: FileUnit, report: (d: Diagnostic) => void, afterShip?: () => void): boolean {
  const text = unit.text;
  const { declared, extendedBy } = declarations(text);
  // Arcs and system types are checked as soon as they are read, ships only when none is left
  // waiting: a whole compile checks every arc and system type of a file before its first ship
  // (a type resolved in the middle of a ship would count its errors against that ship).
  const types = new Queue();
  const ships = new Queue();
  let started = false;
  /** Blocks of the ships checked so far, after inheritance (compiler/inherited-size.ts). */
  let inherited = 0;
  /** Ships checked but kept because a ship further down extends them. */
  const kept = new Set<ShipDecl>();
  const indexState = { seenDecl: false };
  /** Flights read, checked at the end of the file (after its ships, as `finish` does). */
  const flights: FlightDecl[] = [];

  // As `finish` runs them: a variant after its base, what is shared reported once (compiler/shared-findings.ts).
  const shared = new SharedFindings();
  const shipRuns = new VariantRuns<ShipDecl, ShipModel, ShipCheck>((decl) => {
    const b = lowerer.shipBase(decl);
    const model = b ? lowerer.shipModel(b.decl) : undefined;
    return b && model ? { unit: b.unit, decl: b.decl, model } : undefined;
  }, (_unit, _decl, model, base) => checkShip(model, program, base));
  const flightRuns = new VariantRuns<FlightDecl, FlightModel, RuleRun>(
    (decl) => {
      const b = lowerer.flightBase(decl);
      const model = b ? lowerer.flightModel(b.decl) : undefined;
      return b && model ? { unit: b.unit, decl: b.decl, model } : undefined;
    },
    (_unit, _decl, model, base) => runConstructionRules(model, { rules: flightRules, sourceLines: (f) => program.files.get(f)?.lines, base }),
  );

  // A variant claims the findings it reports about the lines of what it extends, so that a sibling
  // does not report them again. Once every ship checked so far is released, no ship further down
  // can read those lines (a look-up of a released ship sends the file the ordinary way): those
  // claims go then, and the claims kept stay those about system types, arcs and flights.
  let inShips: string[] = [];
  const claimedInShips = (decl: ShipDecl, report: readonly Diagnostic[], loc: { file: string; span: { start: number; end: number } }) => {
    for (const d of report) {
      if (d.file !== unit.path || !outside(d, loc)) continue;
      // The chain ends: a ship with a model extends no cycle.
      for (let b = lowerer.shipBase(decl); b; b = lowerer.shipBase(b.decl)) {
        if (b.unit === unit && d.span.start >= b.decl.span.start && d.span.end <= b.decl.span.end) {
          inShips.push(findingKey(d));
          break;
        }
      }
    }
  };

  const release = (decl: ShipDecl) => {
    shipRuns.forget(decl);
    lowerer.releaseShip(decl);
    kept.delete(decl);
    // The stub keeps the name, for a later duplicate's message and for look-ups, which find it
    // released and send the file the ordinary way: so it needs no base, members or count.
    const stub: ShipDecl = { kind: 'ship', name: decl.name, base: null, body: NO_MEMBERS, span: decl.span };
    lowerer.inherited.forget(decl);
    program.released.add(stub);
    unit.ships.set(decl.name.name, stub);
  };
  const waiting = (p: Pending): boolean => {
    if (p.waitFor !== undefined && count(declared, p.waitFor) > 0) return true;
    p.waitFor = undefined;
    const tokens = p.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      // Declared names are words: a number, a string or a brace is none (and cheaper to tell
      // than to look up); nor does a property's key (a word before a colon) name one. Were one
      // missed, the look-up that finds nothing sends the file the ordinary way (`program.missed`).
      if (!wordStart(t.image.charCodeAt(0)) || tokens[i + 1]?.image === ':') continue;
      if (count(declared, t.image) > 0) {
        p.waitFor = t.image;
        return true;
      }
    }
    return false;
  };
  const check = (decl: Decl) => {
    started = true;
    if (decl.kind === 'arcDecl') lowerer.checkArcDecl(unit, decl);
    else if (decl.kind === 'system') lowerer.systemType(unit, decl);
    else if (decl.kind === 'ship') {
      // A file over its inherited-size limit is refused whole, by the ordinary way's count.
      if (program.invalid) return;
      inherited += lowerer.inherited.of(unit, decl);
      if (inherited > inheritedLimit(text.length)) {
        program.invalid = true;
        return;
      }
      const model = lowerer.ship(unit, decl);
      if (model) {
        const { report: found } = shared.take(model.loc, shipRuns.take(unit, decl, model).diagnostics);
        if (decl.base) claimedInShips(decl, found, model.loc);
        for (const d of found) report(d);
      }
      if (decl.base) {
        const left = count(extendedBy, decl.base.name) - 1;
        extendedBy.set(decl.base.name, left);
        const base = unit.ships.get(decl.base.name);
        if (left <= 0 && base && kept.has(base)) release(base);
      }
      if (count(extendedBy, decl.name.name) > 0) kept.add(decl);
      else release(decl);
      if (!kept.size && inShips.length) {
        shared.forget(inShips);
        inShips = [];
      }
      afterShip?.();
      streamCheckProbe.afterShip?.({
        loweredShips: lowerer.heldShips(),
        countedBodies: lowerer.inherited.heldBodies(),
        ruleRuns: shipRuns.held(),
        keptShips: kept.size,
        claimedFindings: shared.held(),
      });
    }
  };
  /** Checks what can be checked; at the end (`all`), everything: arcs, then system types, then ships. */
  const drain = (all: boolean) => {
    if (all) {
      types.drain((p) => p.decl.kind !== 'arcDecl', check, true);
      types.drain(() => false, check, true);
    } else types.drain(waiting, check, false);
    if (types.empty()) ships.drain(all ? () => false : waiting, check, all);
  };

  const cursor = scanCursor();
  shipParser.beginPieces(text, unit.path);
  program.watch(unit);
  try {
    for (;;) {
      const piece: ScanResult = { tokens: [], comments: [], errors: [] };
      const more = scanDeclaration(text, cursor, piece);
      if (!clean(piece)) return false;
      if (!more) break;
      if (!piece.tokens.length) continue;
      const parsed = shipParser.parsePiece(piece.tokens, piece.comments.length ? collectDocRuns(text, piece.comments) : []);
      if (parsed.diagnostics.length) return false;
      for (const decl of parsed.decls) {
        // A fleet reads the ships of its file after they are checked: the ordinary way keeps them.
        if (decl.kind === 'import' || decl.kind === 'fleet') return false;
        if (decl.kind === 'rules' && started) return false;
        if (decl.kind === 'ruleset' && started && !unit.ruleset && (decl.name.name === 'b5wars' || decl.name.name === 'sfb')) return false;
        if (decl.kind === 'ship' || decl.kind === 'system' || decl.kind === 'arcDecl' || decl.kind === 'flight') {
          const table: Table = decl.kind === 'ship' ? 'ships' : decl.kind === 'system' ? 'systems' : decl.kind === 'flight' ? 'flights' : 'arcs';
          // Something already checked looked this name up, or listed the names of its table.
          if (program.missed[table].has(decl.name.name) || program.listed.has(table)) return false;
          const left = count(declared, decl.name.name);
          if (left > 0) declared.set(decl.name.name, left - 1);
          if (!program.indexDecl(unit, decl, indexState)) continue;
          if (decl.kind === 'flight') flights.push(decl);
          else (decl.kind === 'ship' ? ships : types).push({ decl, tokens: piece.tokens });
        } else program.indexDecl(unit, decl, indexState);
      }
      drain(false);
      if (program.invalid) return false;
    }
    drain(true);
    if (program.invalid) return false;
    for (const decl of flights) {
      inherited += lowerer.inherited.of(unit, decl);
      if (inherited > inheritedLimit(text.length)) return false;
    }
    for (const decl of flights) {
      const model = lowerer.flight(unit, decl);
      if (model) for (const d of shared.take(model.loc, flightRuns.take(unit, decl, model).diagnostics).report) report(d);
    }
    return !program.invalid;
  } finally {
    shipParser.endPieces();
    program.watch(undefined);
  }
}

const LF = 10;
const CR = 13;
const QUOTE = 34;
const SLASH = 47;
const STAR = 42;
const LCURLY = 123;
const RCURLY = 125;

const wordStart = isIdentStart;
const wordPart = isIdentPart;
const blank = (c: number) => c === 32 || c === 9 || c === LF || c === CR;

const NAMED: ReadonlySet<string> = new Set(NAMED_DECLARATIONS);

/** What `declarations` stops at inside braces. */
const INNER = /[{}"/]/g;
const LINE_END = /[\n\r]/g;

/**
 * The names the file declares at its top level (`ship`, `system`, `arc`, `flight`), with how often, and how
 * many `ship X extends NAME` name each ship. A quick pass that skips strings and comments and
 * counts braces; where it is wrong, streamUnit's checks catch it (see the header).
 */
export function declarations(text: string): { declared: Map<string, number>; extendedBy: Map<string, number> } {
  const declared = new Map<string, number>();
  const extendedBy = new Map<string, number>();
  const n = text.length;
  let depth = 0;
  let i = 0;
  const word = (from: number) => {
    let j = from;
    while (j < n && wordPart(text.charCodeAt(j))) j++;
    return j;
  };
  const skipBlank = (from: number) => {
    let j = from;
    while (j < n && blank(text.charCodeAt(j))) j++;
    return j;
  };
  while (i < n) {
    if (depth > 0) {
      // Inside braces only strings, comments and braces matter: the search jumps to the next
      // of them natively (most of a file is ship bodies).
      INNER.lastIndex = i;
      if (!INNER.test(text)) break;
      i = INNER.lastIndex - 1;
    }
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const e = scanString(text, i);
      i = e > 0 ? e : -e;
    } else if (c === SLASH && text.charCodeAt(i + 1) === SLASH) {
      LINE_END.lastIndex = i;
      i = LINE_END.test(text) ? LINE_END.lastIndex - 1 : n;
    } else if (c === SLASH && text.charCodeAt(i + 1) === STAR) {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? n : close + 2;
    } else if (c === LCURLY) {
      depth++;
      i++;
    } else if (c === RCURLY) {
      if (depth > 0) depth--;
      i++;
    } else if (wordStart(c)) {
      const end = word(i + 1);
      if (depth === 0) {
        const kw = text.slice(i, end);
        if (NAMED.has(kw)) {
          const nameStart = skipBlank(end);
          const nameEnd = wordStart(text.charCodeAt(nameStart)) ? word(nameStart + 1) : nameStart;
          if (nameEnd > nameStart) {
            const name = text.slice(nameStart, nameEnd);
            declared.set(name, (declared.get(name) ?? 0) + 1);
            const ext = skipBlank(nameEnd);
            const extEnd = word(ext);
            if (kw === 'ship' && text.slice(ext, extEnd) === 'extends') {
              const baseStart = skipBlank(extEnd);
              const baseEnd = wordStart(text.charCodeAt(baseStart)) ? word(baseStart + 1) : baseStart;
              if (baseEnd > baseStart) {
                const base = text.slice(baseStart, baseEnd);
                extendedBy.set(base, (extendedBy.get(base) ?? 0) + 1);
              }
              i = baseEnd;
              continue;
            }
          }
          i = nameEnd;
          continue;
        }
      }
      i = end;
    } else i++;
  }
  return { declared, extendedBy };
}
