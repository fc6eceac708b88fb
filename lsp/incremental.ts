// Incremental analysis of one open document: every edit used to re-parse, re-lower and
// re-check the whole file. Here:
//
// - Parsing: only the top-level declarations an edit touches are parsed again (`reparse`); the
//   declarations before the edit are kept as they are, those after it are kept with their spans
//   moved by the edit's length: at once for a ship's header (its span, its name, its base), and
//   for the rest of a ship's spans before anything reads them (`Unsettled`, `settle`). It is
//   used only where a parse of the whole text would give the same tree: the previous parse and
//   the new part are free of syntax errors, and the new part starts and ends at line breaks
//   between declarations. Otherwise the whole text is parsed.
// - Lowering and construction rules: the compiler (compiler/index.ts `finish`, CompileReuse) asks
//   for a ship's earlier results and takes them when the declaration is the same object (its text
//   did not change), every other declaration of the file other than ships is the same, the files
//   it imports read the same, and its base ship resolves to the same declaration whose results
//   were themselves reused. Diagnostics are kept relative to the start of the ship, or of the base
//   in the same file they point into (a variant's findings about inherited lines), and moved with
//   it; results whose diagnostics point elsewhere in the file, whose messages read line numbers,
//   or that left a finding to another ship, are not kept.
// - The semantic model: the occurrences of a reused ship are reused (their spans are the syntax
//   tree's, moved with it).
//
// tests/lsp/incremental-compile.test.ts applies random edits and compares every result with a
// compile from scratch.
import type { Comment, Decl, ShipDecl, Span } from '../grammar/ast';
import type { Diagnostic } from '../grammar/diagnostic';
import { parse, type ParseResult } from '../grammar/index';
import { LineIndex } from '../grammar/positions';
import type { CompileReuse, ShipResults } from '../compiler/index';
import type { Occurrence } from '../compiler/semantic';
import type { FileUnit } from '../compiler/program';

/** A diagnostic kept relative to the start of its ship (same-file spans only). */
interface KeptShip {
  results: ShipResults;
  /**
   * Lowering diagnostics and rule diagnostics with same-file spans relative to the start of one
   * of `anchors` (a span's `anchor` is its index there).
   */
  lowering: Diagnostic[];
  rules?: Diagnostic[];
  /**
   * The ship, then the bases it extends in the same file: a variant's findings may point into its
   * base's lines. They are reused only with the same base, itself reused (compiler/index.ts), so
   * these declarations are the same objects, moved in place with the text.
   */
  anchors: Decl[];
  occurrences?: Occurrence[];
  /**
   * The results last handed out, with the anchors' starts they were made for: an edit that moves
   * none of the anchors (anywhere after the ship) gets the same ones, not new copies. The compiler
   * only reads what it reuses, and diagnostics are plain data that nothing changes once made.
   */
  rebased?: { at: number[]; results: ShipResults };
}

type LastParse = { text: string; result: ParseResult };

/** Ships moved between two looks at the clock when settling in steps. */
const SETTLE_STEP = 64;

export class IncrementalDoc {
  /** The last parse of the document (only kept while it has no syntax errors). */
  private last?: LastParse;
  /** How far `prepareMoves` went through the last parse's declarations. */
  private movesReady = 0;
  /** Other files the last compile read, with their parses (they are never moved). */
  private others = new Map<string, { text: string; result: ParseResult }>();
  private othersSeen = new Map<string, { text: string; result: ParseResult }>();
  private kept = new WeakMap<ShipDecl, KeptShip>();
  /** Ships of the last parse whose inner spans still wait to be moved (see `settle`). */
  private readonly unsettled: Unsettled = new Map();
  /** Declarations other than ships of the last parse: when any changes, nothing is reused. */
  private nonShips: Decl[] = [];
  /** Ships whose results this compile reused (their occurrences may be reused too). */
  private reusedNow = new Set<ShipDecl>();
  private valid = false;
  private filesChecked = false;
  /** What the last compile did, for the bench and the tests. */
  stats = { reparsed: false, boundedTail: false, kept: 0, shipsReused: 0, shipsLowered: 0, rulesRun: 0 };

  constructor(readonly file: string) {}

  /** Forget everything (the document closed, or a compile failed half-way). */
  reset(): void {
    this.unsettled.clear();
    this.last = undefined;
    this.others.clear();
    this.kept = new WeakMap();
    this.nonShips = [];
    this.valid = false;
    this.prepared = undefined;
    this.changed = undefined;
  }

  /**
   * Moves the spans that edits left where they were inside the ships after them: called before
   * anything but the diagnostics of an analysis is read, and before a check reads inside a ship.
   */
  settle(): void {
    this.settleUntil(() => false);
  }

  /**
   * The same in steps (the language server does it right after publishing, between reading
   * messages): stops when `enough()` says so, looked at every SETTLE_STEP ships; true once done.
   */
  settleUntil(enough: () => boolean): boolean {
    let n = 0;
    for (const [decl, delta] of this.unsettled) {
      if (++n % SETTLE_STEP === 0 && enough()) return false;
      shiftInner(decl as ShipDecl, delta);
      this.unsettled.delete(decl);
    }
    return true;
  }

  /**
   * Finds, in steps, the spans of every ship of the last parse (kept with the ship), so that the
   * first edit above them moves only their headers: otherwise that edit walks the tree of every
   * ship after it (60-80 ms at 20,000-50,000 lines, on the first keystroke after opening). The
   * language server does this once the symbols are built; true once done.
   */
  prepareMoves(enough: () => boolean): boolean {
    const decls = this.last?.result.ast.decls ?? [];
    let n = 0;
    while (this.movesReady < decls.length) {
      const d = decls[this.movesReady++];
      if (d.kind === 'ship') innerSpans(d);
      if (++n % SETTLE_STEP === 0 && this.movesReady < decls.length && enough()) return false;
    }
    return true;
  }

  /** Ships whose trees and bases' trees are in place in this compile (see beforeReading). */
  private readable = new Set<ShipDecl>();
  /** This compile's ships by name, made the first time a base is looked for. */
  private shipsByName?: Map<string, ShipDecl[]>;

  /**
   * Lowering a ship, or running its rules on a model kept from before, reads its tree and the
   * trees of the bases it extends: those are moved into place. A base is found by name among the
   * ships of this file (every ship of that name, which covers the one the compiler resolves; bases
   * in other files are never left unmoved), and each ship is walked once per compile however
   * long the chains through it.
   */
  private beforeReading(decl: ShipDecl): void {
    if (this.unsettled.size === 0) return;
    const stack = [decl];
    while (stack.length) {
      const d = stack.pop()!;
      if (this.readable.has(d)) continue;
      this.readable.add(d);
      this.settleShip(d);
      if (!d.base || this.unsettled.size === 0) continue;
      if (!this.shipsByName) {
        this.shipsByName = new Map();
        for (const x of this.last?.result.ast.decls ?? []) {
          if (x.kind !== 'ship') continue;
          const same = this.shipsByName.get(x.name.name);
          if (same) same.push(x);
          else this.shipsByName.set(x.name.name, [x]);
        }
      }
      for (const b of this.shipsByName.get(d.base.name) ?? []) stack.push(b);
    }
  }

  /** The same, for one ship. */
  private settleShip(decl: Decl): void {
    const delta = this.unsettled.get(decl);
    if (delta === undefined) return;
    shiftInner(decl as ShipDecl, delta);
    this.unsettled.delete(decl);
  }

  /** Nothing kept may be reused: what the ships read changed. */
  private invalidate(): void {
    this.valid = false;
    this.kept = new WeakMap();
  }

  /** Called before each compile of the document. */
  begin(): void {
    this.readable = new Set();
    this.shipsByName = undefined;
    this.reusedNow = new Set();
    this.othersSeen = new Map();
    this.filesChecked = false;
    this.stats = { reparsed: false, boundedTail: false, kept: 0, shipsReused: 0, shipsLowered: 0, rulesRun: 0 };
  }

  /** Called after each compile that completed: its results describe the document from now on. */
  end(): void {
    this.others = this.othersSeen;
    this.valid = true;
  }

  /** Where the text changed since the last parse (from the edit log), for the next `parse`. */
  changed?: Changed;
  /** A re-parse planned ahead (`prepare`) for this text. */
  private prepared?: { text: string; base: LastParse | undefined; plan: ReparsePlan | undefined; changed: Changed | undefined };

  /** The text of the last parse (undefined when there is none to build on). */
  get lastText(): string | undefined {
    return this.last?.text;
  }

  /**
   * Plans the re-parse of `text` without changing anything (the last analysis stays usable):
   * the re-check does this first and yields to the requests waiting before it commits.
   */
  prepare(text: string, changed: Changed | undefined): void {
    const prev = this.last;
    this.prepared = { text, base: prev, plan: prev && prev.result.diagnostics.length === 0 ? planReparse(prev.text, prev.result, text, this.file, changed) : undefined, changed };
  }

  /** The Program's parse step: this document incrementally, other files from their last parse when unchanged. */
  readonly parse = (text: string, file: string): ParseResult => {
    if (file !== this.file) {
      const prev = this.others.get(file);
      const result = prev && prev.text === text ? prev.result : parse(text, file);
      // A changed import changes what names mean: nothing is reused.
      if (!prev || prev.text !== text) this.invalidate();
      this.othersSeen.set(file, { text, result });
      return result;
    }
    const prev = this.last;
    const planned = this.prepared?.text === text && this.prepared.base === prev ? this.prepared : undefined;
    this.prepared = undefined;
    const changed = planned ? planned.changed : this.changed;
    const plan = planned ? planned.plan : prev && prev.result.diagnostics.length === 0 ? planReparse(prev.text, prev.result, text, file, changed) : undefined;
    this.changed = undefined;
    let result = plan && prev ? applyReparse(prev.result, plan, this.unsettled) : undefined;
    this.stats.reparsed = result !== undefined;
    if (!result) {
      // A parse of the whole text (a syntax error in the last text or in the changed part). The
      // declarations around the change that parse to the same trees as before are the kept ones
      // again, so that their results are reused.
      result = prev && reparseAroundError(prev.text, prev.result, text, file, changed, this.unsettled, (d) => this.settleShip(d));
      this.stats.boundedTail = result !== undefined;
      if (!result) {
        this.settle();
        const whole = (prev && parseTail(prev.text, prev.result, text, file, changed)) ?? parse(text, file);
        result = prev ? keepUnchanged(prev.result, whole, text.length - prev.text.length, this.unsettled) : whole;
      }
      const before = new Set(prev?.result.ast.decls);
      this.stats.kept = result.ast.decls.filter((d) => before.has(d)).length;
      if (this.stats.kept === 0) this.invalidate();
    }
    const nonShips = result.ast.decls.filter((d) => d.kind !== 'ship');
    // A fleet's check reads the ships it lists.
    if (nonShips.some((d) => d.kind === 'fleet')) this.settle();
    if (nonShips.length !== this.nonShips.length || nonShips.some((d, i) => d !== this.nonShips[i])) this.invalidate();
    this.nonShips = nonShips;
    this.last = { text, result };
    this.movesReady = 0;
    return result;
  };

  /** What the compiler may reuse (compiler/index.ts CompileReuse). */
  readonly reuse: CompileReuse = {
    ship: (unit, decl) => {
      if (!this.valid) return undefined;
      if (!this.filesChecked) {
        // A file read before and not now (or the reverse): what names mean may have changed.
        this.filesChecked = true;
        if (this.othersSeen.size !== this.others.size || [...this.othersSeen.keys()].some((f) => !this.others.has(f))) this.invalidate();
        if (!this.valid) return undefined;
      }
      const k = this.kept.get(decl);
      if (!k) return undefined;
      const done = k.rebased;
      if (done && done.at.length === k.anchors.length && k.anchors.every((a, i) => a.span.start === done.at[i])) return done.results;
      // Written out, not spread: this runs for every ship after an edit, on every keystroke.
      const kept = k.results;
      const results: ShipResults = { model: kept.model, base: kept.base, ruleset: kept.ruleset, lowering: rebaseAll(k.lowering, unit.path, k.anchors), rulesReadLines: kept.rulesReadLines };
      const rules = kept.rules;
      if (rules && k.rules) results.rules = { derived: rules.derived, explanations: rules.explanations, diagnostics: rebaseAll(k.rules, unit.path, k.anchors), left: rules.left };
      const at: number[] = new Array(k.anchors.length);
      for (let i = 0; i < at.length; i++) at[i] = k.anchors[i].span.start;
      k.rebased = { at, results };
      return results;
    },
    reused: (decl) => {
      this.reusedNow.add(decl);
      this.stats.shipsReused++;
    },
    keep: (unit, decl, results) => {
      this.stats.shipsLowered++;
      // A ship whose base does not resolve names every visible ship in its message: not kept.
      const base = results.base && results.base.file === unit.path ? results.base.decl : undefined;
      const anchors: Decl[] = [decl, ...(base ? (this.kept.get(base)?.anchors ?? [base]) : [])];
      const lowering = decl.base && !results.base ? undefined : relative(results.lowering, unit.path, anchors);
      if (!lowering) {
        this.kept.delete(decl);
        return;
      }
      // Nor rules that left a finding to another declaration (compiler/shared-findings.ts): the
      // one that reports it may be gone when these are reused.
      const rules = results.rules && !results.rulesReadLines && !results.rules.left?.length ? relative(results.rules.diagnostics, unit.path, anchors) : undefined;
      const { rules: full, ...rest } = results;
      this.kept.set(decl, { results: { ...rest, lowering: [], ...(rules && full ? { rules: { ...full, diagnostics: [] } } : {}) }, lowering, anchors, ...(rules ? { rules } : {}) });
    },
    forget: (decl) => {
      this.stats.shipsLowered++;
      this.kept.delete(decl);
    },
    occurrences: (decl) => (this.reusedNow.has(decl) ? this.kept.get(decl)?.occurrences : undefined),
    rulesRun: () => {
      this.stats.rulesRun++;
    },
    beforeReading: (decl) => this.beforeReading(decl),
    keepOccurrences: (decl, occ) => {
      const k = this.kept.get(decl);
      if (k) k.occurrences = occ;
    },
  };
}

// ---- moving diagnostics ---------------------------------------------------------------------------

function isSpan(x: unknown): x is Span {
  return !!x && typeof x === 'object' && typeof (x as Span).start === 'number' && typeof (x as Span).end === 'number' && Object.keys(x).length === 2;
}

/** A span kept relative to the start of `anchors[anchor]`. */
interface RelativeSpan {
  start: number;
  end: number;
  anchor: number;
}

function isRelativeSpan(x: unknown): x is RelativeSpan {
  return !!x && typeof x === 'object' && typeof (x as RelativeSpan).anchor === 'number' && Object.keys(x).length === 3;
}

/**
 * Copies of the diagnostics with every span of `file` made relative to the start of the first
 * anchor holding it; undefined when a diagnostic of `file` points outside every anchor (it would
 * not move with them).
 */
function relative(diags: readonly Diagnostic[], file: string, anchors: readonly Decl[]): Diagnostic[] | undefined {
  const out: Diagnostic[] = [];
  for (const d of diags) {
    let ok = true;
    let spans = 0;
    const copy = mapSpans(d, file, isSpan, (s: Span): RelativeSpan => {
      spans++;
      const i = anchors.findIndex((a) => s.start >= a.span.start && s.end <= a.span.end);
      if (i < 0) {
        ok = false;
        return { start: 0, end: 0, anchor: 0 };
      }
      const at = anchors[i].span.start;
      return { start: s.start - at, end: s.end - at, anchor: i };
    });
    if (!ok) return undefined;
    if (spans === 1 && d.file === file) onlyOwnSpan.add(copy);
    out.push(copy);
  }
  return out;
}

/**
 * Kept diagnostics whose one span of the file is their own (none in their data): most of them.
 * Moved, they are a copy with a new span that shares the rest, which is plain data nothing
 * changes, instead of a deep copy of every part.
 */
const onlyOwnSpan = new WeakSet<Diagnostic>();

function rebaseAll(list: readonly Diagnostic[], file: string, anchors: readonly Decl[]): Diagnostic[] {
  const out: Diagnostic[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) out[i] = rebase(list[i], file, anchors);
  return out;
}

function rebase(d: Diagnostic, file: string, anchors: readonly Decl[]): Diagnostic {
  if (onlyOwnSpan.has(d)) {
    const s = d.span as RelativeSpan;
    const at = anchors[s.anchor].span.start;
    return { ...d, span: { start: s.start + at, end: s.end + at } };
  }
  return mapSpans(d, file, isRelativeSpan, (s: RelativeSpan): Span => {
    const at = anchors[s.anchor].span.start;
    return { start: s.start + at, end: s.end + at };
  });
}

/**
 * A deep copy of a diagnostic (plain data) with the spans of `file` (objects `spanLike` accepts)
 * mapped by `f`: its own span and its fixes' when the diagnostic is about `file`, an
 * `inheritedFrom` span when that names `file`.
 */
function mapSpans<S extends object>(d: Diagnostic, file: string, spanLike: (x: unknown) => x is S, f: (s: S) => object): Diagnostic {
  const copy = (x: unknown, same: boolean): unknown => {
    if (Array.isArray(x)) return x.map((v) => copy(v, same));
    if (!x || typeof x !== 'object') return x;
    if (spanLike(x)) return same ? f(x) : { ...x };
    const o = x as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(o)) {
      const v = o[k];
      out[k] = k === 'inheritedFrom' && v && typeof v === 'object' ? copy(v, (v as { file?: unknown }).file === file) : copy(v, same);
    }
    return out;
  };
  return copy(d, d.file === file) as Diagnostic;
}

// ---- re-parsing only what changed ---------------------------------------------------------------------

const isLineBreak = (c: number) => c === 10 || c === 13;

/**
 * The parse of `text` from the parse of `oldText`, re-parsing only the declarations the change
 * touches; undefined when that cannot be known to equal a parse of the whole text.
 */
export function reparse(oldText: string, old: ParseResult, text: string, file: string, changed?: Changed): ParseResult | undefined {
  const plan = planReparse(oldText, old, text, file, changed);
  return plan && applyReparse(old, plan);
}

/**
 * Where two texts differ: [start, oldEnd) of the old text became [start, oldEnd + new length -
 * old length) of the new one (the edit log knows it; otherwise the texts are compared).
 */
export interface Changed {
  start: number;
  oldEnd: number;
}

/** What a re-parse replaces and its new part, computed without touching the old tree. */
export interface ReparsePlan {
  /** Same text: the old tree as it is. */
  same?: boolean;
  /** Old declarations [k, m) are replaced by `part`'s, which start at r0 of the new text. */
  k: number;
  m: number;
  r0: number;
  r1Old: number;
  delta: number;
  newLen: number;
  part: ParseResult;
}

/**
 * The declarations [0, k) of the old text kept before a change at `p`, the part after them
 * starting at r0: the token after each is unchanged too (the parser may have looked at it), and
 * the last one ends at a line break.
 */
function keptBefore(oldText: string, decls: readonly Decl[], p: number): { k: number; r0: number } {
  let k = 0;
  while (k + 1 < decls.length && decls[k + 1].span.start + 8 <= p) k++;
  while (k > 0 && !isLineBreak(oldText.charCodeAt(decls[k - 1].span.end))) k--;
  return { k, r0: k > 0 ? decls[k - 1].span.end : 0 };
}

/**
 * Where `oldText` and `text` differ: [p, oldEnd) of the old text was replaced (from the edit log
 * when it is consistent with the lengths, otherwise by comparing the texts from both ends).
 */
function changedRange(oldText: string, text: string, changed?: Changed): { p: number; oldEnd: number } {
  const oldLen = oldText.length;
  const newLen = text.length;
  if (changed && changed.start <= changed.oldEnd && changed.oldEnd <= oldLen && changed.oldEnd + newLen - oldLen >= changed.start) return { p: changed.start, oldEnd: changed.oldEnd };
  let p = 0;
  const maxP = Math.min(oldLen, newLen);
  while (p < maxP && oldText.charCodeAt(p) === text.charCodeAt(p)) p++;
  if (p === oldLen && oldLen === newLen) return { p, oldEnd: p };
  let s = 0;
  const maxS = maxP - p;
  while (s < maxS && oldText.charCodeAt(oldLen - 1 - s) === text.charCodeAt(newLen - 1 - s)) s++;
  return { p, oldEnd: oldLen - s };
}

/** The plan of a re-parse (nothing is moved yet), or undefined when a whole parse is needed. */
export function planReparse(oldText: string, old: ParseResult, text: string, file: string, changed?: Changed): ReparsePlan | undefined {
  if (old.diagnostics.length) return undefined;
  const decls = old.ast.decls;
  const n = decls.length;
  const oldLen = oldText.length;
  const newLen = text.length;
  const { p, oldEnd } = changedRange(oldText, text, changed);
  if (p === oldEnd && oldLen === newLen && (changed || p === oldLen)) return { same: true, k: 0, m: 0, r0: 0, r1Old: 0, delta: 0, newLen, part: old };
  const delta = newLen - oldLen;
  const { k, r0 } = keptBefore(oldText, decls, p);
  // Declarations kept after it: everything from the end of the previous declaration on is unchanged.
  let m = Math.max(k, 1);
  while (m < n && !(decls[m - 1].span.end >= oldEnd && isLineBreak(oldText.charCodeAt(decls[m - 1].span.end)))) m++;
  const r1Old = m < n ? decls[m - 1].span.end : oldLen;
  const r1New = m < n ? r1Old + delta : newLen;
  if (r0 > p || r1Old < oldEnd || r1New < r0) return undefined;
  const part = parse(detached(text.slice(r0, r1New)), file);
  if (part.diagnostics.length) return undefined;
  return { k, m, r0, r1Old, delta, newLen, part };
}

/**
 * A copy of a string that shares no memory with the string it was cut from. V8 makes a slice of
 * 13 characters or more a view of its parent, and the names the parser cuts from a re-parsed part
 * are views of that part: when the part is a view of the whole text, every declaration re-parsed
 * after an edit keeps a whole copy of the text alive (one per edit, as long as the declaration
 * stays unchanged).
 */
export function detached(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}

/**
 * Carries out a plan: the new part moved to its place, the declarations after it moved by the edit
 * (in place). With `unsettled`, a ship after the edit has only its header moved (its own span, its
 * name's and its base's); the rest of its spans wait there with the distance (see `settle`).
 */
export function applyReparse(old: ParseResult, plan: ReparsePlan, unsettled?: Unsettled): ParseResult {
  if (plan.same) return { ast: old.ast, diagnostics: [] };
  const { k, m, r0, r1Old, delta, newLen, part } = plan;
  const decls = old.ast.decls;
  const before = old.ast.comments.filter((c) => c.span.end <= r0);
  const after = old.ast.comments.filter((c) => c.span.start >= r1Old);
  for (const d of part.ast.decls) shiftNode(d, r0);
  for (const c of part.ast.comments) shiftNode(c, r0);
  // The declarations replaced leave the tree whole, for whoever still holds the last analysis.
  if (unsettled)
    for (let j = k; j < m; j++) {
      const waiting = unsettled.get(decls[j]);
      if (waiting === undefined) continue;
      shiftInner(decls[j] as ShipDecl, waiting);
      unsettled.delete(decls[j]);
    }
  if (delta !== 0) {
    moveDecls(decls.slice(m), delta, unsettled);
    for (const c of after) shiftNode(c, delta);
  }
  const comments: Comment[] = [...before, ...part.ast.comments, ...after];
  return {
    ast: { decls: [...decls.slice(0, k), ...part.ast.decls, ...decls.slice(m)], comments, span: { start: 0, end: newLen } },
    diagnostics: [],
  };
}

/** Where a part parsed after a kept prefix starts, and the padding that keeps its line numbers. */
function tailStart(oldText: string, old: ParseResult, text: string, changed?: Changed): { k: number; r0: number; oldEnd: number; pad: string } | undefined {
  const { p, oldEnd } = changedRange(oldText, text, changed);
  const { k, r0 } = keptBefore(oldText, old.ast.decls, p);
  if (k === 0) return undefined;
  if (r0 > p || old.diagnostics.some((d) => d.span.start < r0)) return undefined;
  // The part is parsed after as many line breaks as come before it, so that its messages name
  // the lines of the whole text ("opened on line 157"); r0 is at a line break, so no column
  // after it moves.
  return { k, r0, oldEnd, pad: '\n'.repeat(new LineIndex(text.slice(0, r0)).lineAt(r0)) };
}

/** `text` from r0 to `end` parsed after `pad`, its declarations and comments moved to their place. */
function parsePart(text: string, file: string, r0: number, end: number, pad: string): ParseResult {
  const part = parse(pad + detached(text.slice(r0, end)), file);
  const shift = r0 - pad.length;
  for (const d of part.ast.decls) shiftNode(d, shift);
  for (const c of part.ast.comments) shiftNode(c, shift);
  const at = (sp: Span): Span => ({ start: sp.start + shift, end: sp.end + shift });
  return { ast: part.ast, diagnostics: part.diagnostics.map((d) => mapSpans(d, d.file, isSpan, at)) };
}

/**
 * What a parse of the whole of `text` gives, parsing only from the first declaration the change
 * touches to the end: the declarations before it are the old ones as they are. A syntax error
 * only carries forward, so this holds when the old parse reported none before that point (the
 * parser is at the top level there, as in a fresh start). Undefined when nothing before the
 * change can be kept.
 */
export function parseTail(oldText: string, old: ParseResult, text: string, file: string, changed?: Changed): ParseResult | undefined {
  const start = tailStart(oldText, old, text, changed);
  if (!start) return undefined;
  const { k, r0, pad } = start;
  const part = parsePart(text, file, r0, text.length, pad);
  return {
    ast: { decls: [...old.ast.decls.slice(0, k), ...part.ast.decls], comments: [...old.ast.comments.filter((c) => c.span.end <= r0), ...part.ast.comments], span: { start: 0, end: text.length } },
    diagnostics: part.diagnostics,
  };
}

/**
 * The same as parseTail followed by keepUnchanged, parsing less: from the first declaration the
 * change touches to the end of the first old declaration wholly after the change (ending at a
 * line break, with nothing reported by the old parse from its start on). When the part's last
 * declaration parses to that one's old tree, the parser started it at the top level, as the whole
 * parse does, having read the same tokens up to it; from there on the text is the old one, so a
 * parse of the whole goes on exactly as the old one did: the old declarations after it stand,
 * moved by the edit's length. Undefined otherwise (the error runs on into what follows, or the
 * change is in the last declarations): then the part must run to the end of the text.
 */
export function reparseAroundError(oldText: string, old: ParseResult, text: string, file: string, changed?: Changed, unsettled?: Unsettled, settle?: (d: Decl) => void): ParseResult | undefined {
  const start = tailStart(oldText, old, text, changed);
  if (!start) return undefined;
  const { k, r0, oldEnd, pad } = start;
  const decls = old.ast.decls;
  let j = k;
  while (j < decls.length && (decls[j].span.start < oldEnd || !isLineBreak(oldText.charCodeAt(decls[j].span.end)))) j++;
  if (j >= decls.length - 1) return undefined;
  const next = decls[j];
  if (old.diagnostics.some((d) => d.span.end > next.span.start)) return undefined;
  // The declarations compared with the part's must be where their text is (see `settle`).
  if (settle) for (let i = k; i <= j; i++) settle(decls[i]);
  const delta = text.length - oldText.length;
  const part = parsePart(text, file, r0, next.span.end + delta, pad);
  const last = part.ast.decls[part.ast.decls.length - 1];
  if (!last || !sameShifted(next, last, delta) || part.diagnostics.some((d) => d.span.end > last.span.start)) return undefined;
  // The part's declarations against the old ones they replace: those that did not change are the
  // old objects again (the last of them, `next`, among them), moved into place.
  const region = keepUnchanged(
    { ast: { decls: decls.slice(k, j + 1), comments: [], span: { start: r0, end: next.span.end } }, diagnostics: [] },
    { ast: { decls: part.ast.decls, comments: [], span: { start: r0, end: next.span.end + delta } }, diagnostics: [] },
    delta,
    unsettled,
  );
  const after = decls.slice(j + 1);
  const rest = old.ast.comments.filter((c) => c.span.start >= next.span.end);
  if (delta !== 0) {
    moveDecls(after, delta, unsettled);
    for (const c of rest) shiftNode(c, delta);
  }
  return {
    ast: { decls: [...decls.slice(0, k), ...region.ast.decls, ...after], comments: [...old.ast.comments.filter((c) => c.span.end <= r0), ...part.ast.comments, ...rest], span: { start: 0, end: text.length } },
    diagnostics: part.diagnostics,
  };
}

/**
 * After a parse of the whole text: the declarations before the change and after it whose trees
 * are the kept ones' (those after moved by the edit's `delta`), as the kept objects, moved into
 * place; the fresh parse's trees elsewhere, and its comments and diagnostics. So the result is
 * that parse, but for which objects hold the unchanged declarations. `whole` itself when none is
 * the same.
 */
export function keepUnchanged(old: ParseResult, whole: ParseResult, delta: number, unsettled?: Unsettled): ParseResult {
  const was = old.ast.decls;
  const now = whole.ast.decls;
  let k = 0;
  while (k < was.length && k < now.length && sameShifted(was[k], now[k], 0)) k++;
  let s = 0;
  while (s < was.length - k && s < now.length - k && sameShifted(was[was.length - 1 - s], now[now.length - 1 - s], delta)) s++;
  if (k === 0 && s === 0) return whole;
  const after = was.slice(was.length - s);
  if (delta !== 0) moveDecls(after, delta, unsettled);
  return { ast: { decls: [...was.slice(0, k), ...now.slice(k, now.length - s), ...after], comments: whole.ast.comments, span: whole.ast.span }, diagnostics: whole.diagnostics };
}

/**
 * Whether the tree `b` is the tree `a` with every span `delta` further on: a walk of both, with
 * no recursion (three stacks, so that a look at a node allocates nothing but its key list).
 */
export function sameShifted(a: object, b: object, delta: number): boolean {
  const xs: unknown[] = [a];
  const ys: unknown[] = [b];
  const spans: boolean[] = [false];
  while (xs.length) {
    const x = xs.pop();
    const y = ys.pop();
    if (spans.pop()) {
      const sx = x as Span | undefined;
      const sy = y as Span | undefined;
      if (!sx || !sy || typeof sx !== 'object' || typeof sy !== 'object' || sy.start !== sx.start + delta || sy.end !== sx.end + delta) return false;
      continue;
    }
    if (x === y) continue;
    if (!x || !y || typeof x !== 'object' || typeof y !== 'object') {
      if (Number.isNaN(x) && Number.isNaN(y)) continue;
      return false;
    }
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) {
        xs.push(x[i]);
        ys.push(y[i]);
        spans.push(false);
      }
      continue;
    }
    if (Array.isArray(y)) return false;
    const xo = x as Record<string, unknown>;
    const yo = y as Record<string, unknown>;
    let count = 0;
    for (const key in xo) {
      if (!Object.hasOwn(xo, key)) continue;
      if (!Object.hasOwn(yo, key)) return false;
      count++;
      xs.push(xo[key]);
      ys.push(yo[key]);
      spans.push(key === 'span' || key === 'keySpan' || key === 'bodySpan');
    }
    for (const key in yo) if (Object.hasOwn(yo, key)) count--;
    if (count !== 0) return false;
  }
  return true;
}

/** Moves kept declarations after an edit by `delta` (with `unsettled`, a ship's header only, at first). */
function moveDecls(decls: readonly Decl[], delta: number, unsettled?: Unsettled): void {
  for (const d of decls) {
    // A ship never moved before has no list of its spans yet: it is moved whole now, which finds
    // them (the first edit after opening a file walks every ship after it once), so that whatever
    // later moves the rest of it never walks a tree.
    if (unsettled && d.kind === 'ship' && (innerLists.has(d) || spanLists.has(d))) {
      shiftHeader(d, delta);
      unsettled.set(d, (unsettled.get(d) ?? 0) + delta);
    } else shiftNode(d, delta);
  }
}

/**
 * Every span object of a syntax-tree node, each once, found by one walk of the node and kept
 * while the node lives: a declaration after an edit is moved on every keystroke, and a loop over
 * its spans costs a fraction of walking its tree again. A kept declaration is never changed in
 * place except by these moves (a changed declaration is parsed anew, a new object).
 */
const spanLists = new WeakMap<object, Span[]>();

function spansOf(node: object): Span[] {
  const cached = spanLists.get(node);
  if (cached) return cached;
  const seen = new Set<Span>();
  const stack: unknown[] = [node];
  while (stack.length) {
    const x = stack.pop();
    if (Array.isArray(x)) {
      for (const v of x) if (v && typeof v === 'object') stack.push(v);
      continue;
    }
    const o = x as Record<string, unknown>;
    for (const key in o) {
      const v = o[key];
      if (!v || typeof v !== 'object') continue;
      if (key === 'span' || key === 'keySpan' || key === 'bodySpan') seen.add(v as Span);
      else stack.push(v);
    }
  }
  const list = [...seen];
  spanLists.set(node, list);
  return list;
}

/**
 * Ships whose spans past their header have not been moved by the edits before them yet, with the
 * distance still to go. An edit moves every declaration after it; moving all of their spans was
 * the largest part of a keystroke's work in a big file, and a check needs only the headers: a
 * ship reused as it was reads nothing else of its tree, and its kept findings are relative to its
 * start. The rest is moved before anything reads inside such a ship (IncrementalDoc.settle).
 */
export type Unsettled = Map<Decl, number>;

function shiftHeader(d: ShipDecl, delta: number): void {
  d.span.start += delta;
  d.span.end += delta;
  d.name.span.start += delta;
  d.name.span.end += delta;
  if (d.base) {
    d.base.span.start += delta;
    d.base.span.end += delta;
  }
}

/** Every span of a ship but its header's (each span object once). */
const innerLists = new WeakMap<ShipDecl, Span[]>();

/** Every span of a ship but its header's, found once. */
function innerSpans(d: ShipDecl): Span[] {
  let list = innerLists.get(d);
  if (!list) {
    const header = new Set<Span | undefined>([d.span, d.name.span, d.base?.span]);
    list = spansOf(d).filter((sp) => !header.has(sp));
    innerLists.set(d, list);
    spanLists.delete(d);
  }
  return list;
}

/** Moves the spans of a ship that `shiftHeader` left, by `delta`. */
export function shiftInner(d: ShipDecl, delta: number): void {
  const list = innerSpans(d);
  for (let i = 0; i < list.length; i++) {
    const sp = list[i];
    sp.start += delta;
    sp.end += delta;
  }
}

/** Moves every span of a syntax-tree node by `delta`, in place (each span object once). */
export function shiftNode(node: object, delta: number): void {
  const list = spansOf(node);
  for (let i = 0; i < list.length; i++) {
    const sp = list[i];
    sp.start += delta;
    sp.end += delta;
  }
}
