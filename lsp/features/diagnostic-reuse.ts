// The LSP diagnostics of one document, converted from the compiler's with the objects of the last
// conversion handed back wherever a diagnostic says the same at the same range. A keystroke in a
// big file leaves nearly every diagnostic as it was (an insert without a line break moves no
// line), so the same objects go out again: their encoded JSON is kept with them
// (lsp/message-encoder.ts), and a pull's "unchanged" comparison meets the same objects at once.
//
// Objects made here are never changed afterwards: both of those rely on it.
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { Diagnostic } from '../../grammar/diagnostic';
import type { Source } from '../util';
import { lspDiagnosticAt, samePlain } from './lsp-diagnostic';

/**
 * At most this many earlier conversions are looked at for one diagnostic, in order and then among
 * those with its message, so that a file reporting one message many times stays linear.
 */
const LOOKS = 8;

/** Diagnostics of one conversion not found in order before those with the same message are looked at. */
const FEW_MISSES = 4;

/** The earlier conversions of one message (indices into the last list), and the next to look at. */
interface SameMessage {
  at: number[];
  next: number;
}

export class DiagnosticConversions {
  /** The last conversion: `from[i]` became `lsp[i]`. */
  private from: readonly Diagnostic[] = [];
  private lsp: readonly LspDiagnostic[] = [];

  /** The LSP diagnostics of `list` (equal to converting each afresh), reusing the last call's objects. */
  convert(list: readonly Diagnostic[], src: Source): LspDiagnostic[] {
    const { from, lsp } = this;
    const taken = new Uint8Array(from.length);
    let byMessage: Map<string, SameMessage> | undefined;
    const out: LspDiagnostic[] = new Array(list.length);
    const lines = src.lines;
    const length = src.text.length;
    // Diagnostics come by place, so an earlier one is mostly found where the last list left off.
    let cursor = 0;
    let misses = 0;
    for (let i = 0; i < list.length; i++) {
      const d = list[i];
      // As rangeOf (lsp/util.ts), in numbers: a range object is made only for a new diagnostic.
      const s = Math.max(0, Math.min(d.span.start, length));
      const e = Math.max(s, Math.min(d.span.end, length));
      const sl = lines.lineAt(s);
      const sc = s - lines.lineStart(sl);
      const el = e === s ? sl : lines.lineAt(e);
      const ec = e - lines.lineStart(el);
      let found = -1;
      for (let j = cursor, end = Math.min(from.length, cursor + LOOKS); j < end; j++)
        if (!taken[j] && fits(from[j], lsp[j], d, sl, sc, el, ec)) {
          found = j;
          cursor = j + 1;
          break;
        }
      // Not where the last list left off: after a few such (many diagnostics came or went
      // before this one), look among those with the same message.
      if (found < 0 && from.length && ++misses > FEW_MISSES) {
        byMessage ??= indexByMessage(from);
        const same = byMessage.get(d.message);
        if (same) {
          while (same.next < same.at.length && taken[same.at[same.next]]) same.next++;
          for (let k = same.next, end = Math.min(same.at.length, same.next + LOOKS); k < end; k++) {
            const j = same.at[k];
            if (!taken[j] && fits(from[j], lsp[j], d, sl, sc, el, ec)) {
              found = j;
              cursor = j + 1;
              break;
            }
          }
        }
      }
      if (found >= 0) {
        taken[found] = 1;
        out[i] = lsp[found];
      } else out[i] = lspDiagnosticAt(d, { start: { line: sl, character: sc }, end: { line: el, character: ec } });
    }
    this.from = list.slice();
    this.lsp = out;
    return out;
  }
}

function indexByMessage(from: readonly Diagnostic[]): Map<string, SameMessage> {
  const m = new Map<string, SameMessage>();
  for (let j = 0; j < from.length; j++) {
    const same = m.get(from[j].message);
    if (same) same.at.push(j);
    else m.set(from[j].message, { at: [j], next: 0 });
  }
  return m;
}

/** Was `made` (converted from `was`) what `d` converts to at this range? */
function fits(was: Diagnostic, made: LspDiagnostic, d: Diagnostic, sl: number, sc: number, el: number, ec: number): boolean {
  const r = made.range;
  return r.start.line === sl && r.start.character === sc && r.end.line === el && r.end.character === ec && saysTheSame(was, d);
}

/** Everything the conversion reads of a diagnostic but its span (compared as a range instead). */
function saysTheSame(a: Diagnostic, b: Diagnostic): boolean {
  return a.code === b.code && a.severity === b.severity && a.message === b.message && a.rule === b.rule && (a.data === b.data || samePlain(a.data, b.data));
}
