// The edits of an open document since its last analysis, as offset ranges, so that a request
// sent right after an edit (hover, definition, highlight, references) is answered at once from
// the last analysis instead of waiting for a compile: the request's position is mapped
// back through the edits to the analysed text, and the answer's ranges forward to the current text.
// This is sound only where the edits changed nothing the answer reads, so it is used only when
// every edit lies inside the body of one ship and cannot change the file's structure (no brace,
// quote or comment character written or removed), the position is not in edited text, and the
// declaration holding it is neither an edited ship nor a variant of one. Otherwise the caller
// compiles first, as before.
import type { Decl, ShipDecl } from '../grammar/ast';

export interface Edit {
  /** The document's change counter after this edit (Workspace.seq). */
  seq: number;
  /** Replaced range of the text before the edit. */
  start: number;
  end: number;
  /** Length of the inserted text. */
  len: number;
  /** The inserted text could change the file's structure (braces, quotes, comments). */
  structural: boolean;
}

/** Characters whose insertion or removal can move a declaration's end or hide text. */
const STRUCTURAL = /[{}"/*\r\n\u201c\u201d\u201e]/;

export function isStructural(text: string): boolean {
  return STRUCTURAL.test(text);
}

/** An analysis a request can be answered from, with its offset mapping. */
export interface Settled<A> {
  analysis: A;
  /** The request's offset in the analysed text. */
  offset: number;
  /** An offset of the analysed text in the current text (undefined: inside edited text). `end` biases a range end left of an insertion. */
  toCurrent(offset: number, end?: boolean): number | undefined;
}

/** At most this many edits are kept between analyses; beyond, requests compile first. */
const MAX_EDITS = 4096;

export class EditLog {
  private edits: Edit[] = [];
  /** The log holds every edit after this change counter. */
  private since: number;

  constructor(seq: number) {
    this.since = seq;
  }

  add(edit: Edit): void {
    if (this.edits.length >= MAX_EDITS) {
      this.edits = [];
      this.since = edit.seq;
      return;
    }
    this.edits.push(edit);
  }

  /** An analysis at change `seq` exists: older edits are never needed again. */
  analysed(seq: number): void {
    if (seq < this.since) return;
    let k = 0;
    while (k < this.edits.length && this.edits[k].seq <= seq) k++;
    if (k) this.edits = this.edits.slice(k);
    this.since = seq;
  }

  /** Edits after change `seq`, or undefined when the log does not reach back that far. */
  after(seq: number): Edit[] | undefined {
    if (seq < this.since) return undefined;
    return this.edits.filter((e) => e.seq > seq);
  }

  /**
   * `offset` (current text) mapped to an analysis made at change `seq` of a text whose top-level
   * declarations are `decls`, when the answer there still holds; undefined otherwise.
   */
  settle<A>(
    analysis: A,
    seq: number,
    text: string,
    decls: readonly Decl[],
    offset: number,
    /** The ship and the ships it extends, as the analysis resolved them. */
    ancestors: (d: ShipDecl) => readonly ShipDecl[],
  ): Settled<A> | undefined {
    const pending = this.after(seq);
    if (!pending) return undefined;
    if (pending.length === 0) return { analysis, offset, toCurrent: (o) => o };
    if (pending.some((e) => e.structural)) return undefined;
    const old = mapBack(pending, offset);
    if (old === undefined) return undefined;
    const edited = new Set<Decl>();
    for (const [s, e] of dirtyRanges(pending)) {
      const d = declAt(decls, s);
      // Only inside a ship's braces, after its name and base, and removing nothing structural.
      if (!d || d.kind !== 'ship' || e > d.span.end - 1 || s <= (d.base ?? d.name).span.end || isStructural(text.slice(s, e))) return undefined;
      const open = text.indexOf('{', d.name.span.end);
      if (open < 0 || s <= open) return undefined;
      edited.add(d);
    }
    const decl = declAt(decls, old);
    if (decl?.kind === 'ship' && ancestors(decl).some((x) => edited.has(x))) return undefined;
    if (decl && edited.has(decl)) return undefined;
    return { analysis, offset: old, toCurrent: (o, end) => mapForward(pending, o, end) };
  }
}

/** An offset of the current text in the text before `edits`; undefined inside (or touching) inserted text. */
export function mapBack(edits: readonly Edit[], offset: number): number | undefined {
  let o = offset;
  for (let i = edits.length - 1; i >= 0; i--) {
    const e = edits[i];
    if (o < e.start) continue;
    if (o > e.start + e.len) o = o - e.len + (e.end - e.start);
    else return undefined;
  }
  return o;
}

/** An offset of the text before `edits` in the text after them; undefined inside replaced text. */
export function mapForward(edits: readonly Edit[], offset: number, end = false): number | undefined {
  let o = offset;
  for (const e of edits) {
    if (o < e.start || (end && o === e.start)) continue;
    if (o >= e.end) o = o + e.len - (e.end - e.start);
    else return undefined;
  }
  return o;
}

/** The ranges of the first text that the edits replaced (or inserted at), as [start, end] pairs. */
export function dirtyRanges(edits: readonly Edit[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < edits.length; i++) {
    let s = edits[i].start;
    let e = edits[i].end;
    // Back through the earlier edits; an end inside earlier inserted text widens to that edit.
    for (let j = i - 1; j >= 0; j--) {
      const p = edits[j];
      s = s < p.start ? s : s > p.start + p.len ? s - p.len + (p.end - p.start) : p.start;
      e = e < p.start ? e : e > p.start + p.len ? e - p.len + (p.end - p.start) : p.end;
    }
    out.push([s, Math.max(s, e)]);
  }
  return out;
}

/** The top-level declaration whose span holds `offset` (ends included). */
function declAt(decls: readonly Decl[], offset: number): Decl | undefined {
  let lo = 0;
  let hi = decls.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = decls[mid];
    if (offset < d.span.start) hi = mid - 1;
    else if (offset > d.span.end) lo = mid + 1;
    else return d;
  }
  return undefined;
}
