// The LSP diagnostics of one document, converted from the compiler's with the objects of the last
// conversion handed back wherever a diagnostic says the same at the same place. A keystroke in a
// big file leaves nearly every diagnostic as it was (an insert without a line break moves no
// line), so the same objects go out again: their encoded JSON is kept with them
// (lsp/message-encoder.ts), and a pull's "unchanged" comparison meets the same objects at once.
//
// Objects made here are never changed afterwards: both of those rely on it.
import type { Diagnostic as LspDiagnostic, Range } from 'vscode-languageserver';
import type { Diagnostic } from '../../grammar/diagnostic';
import { rangeOf, type Source } from '../util';
import { lspDiagnosticAt, samePlain } from './lsp-diagnostic';

/**
 * The last conversions of one message: `from[i]` became `lsp[i]`; those before `taken` serve a
 * diagnostic of the conversion under way already.
 */
interface SameMessage {
  from: Diagnostic[];
  lsp: LspDiagnostic[];
  taken: number;
}

/**
 * At most this many earlier conversions of the same message are looked at for one diagnostic,
 * so that a file reporting one message many times stays linear. Diagnostics come in the same
 * order every time (by place), so the first one looked at is nearly always the one.
 */
const LOOKS = 8;

export class DiagnosticConversions {
  /** The last conversion's objects, by message. */
  private last = new Map<string, SameMessage>();

  /** The LSP diagnostics of `list` (equal to converting each afresh), reusing the last call's objects. */
  convert(list: readonly Diagnostic[], src: Source): LspDiagnostic[] {
    const next = new Map<string, SameMessage>();
    const out: LspDiagnostic[] = new Array(list.length);
    for (let i = 0; i < list.length; i++) {
      const d = list[i];
      const range = rangeOf(src, d.span);
      const lsp = this.earlier(d, range) ?? lspDiagnosticAt(d, range);
      out[i] = lsp;
      const same = next.get(d.message);
      if (!same) next.set(d.message, { from: [d], lsp: [lsp], taken: 0 });
      else {
        same.from.push(d);
        same.lsp.push(lsp);
      }
    }
    this.last = next;
    return out;
  }

  /** An earlier object for `d` at `range`, taken so that it serves one diagnostic only. */
  private earlier(d: Diagnostic, range: Range): LspDiagnostic | undefined {
    const same = this.last.get(d.message);
    if (!same) return undefined;
    const { from, lsp } = same;
    const end = Math.min(from.length, same.taken + LOOKS);
    for (let j = same.taken; j < end; j++) {
      if (!sameRange(lsp[j].range, range) || !saysTheSame(from[j], d)) continue;
      const t = same.taken++;
      const found = lsp[j];
      if (j !== t) {
        const f = from[j];
        from[j] = from[t];
        lsp[j] = lsp[t];
        from[t] = f;
        lsp[t] = found;
      }
      return found;
    }
    return undefined;
  }
}

/** Everything the conversion reads of a diagnostic but its span (compared as a range instead). */
function saysTheSame(a: Diagnostic, b: Diagnostic): boolean {
  return a.code === b.code && a.severity === b.severity && a.message === b.message && a.rule === b.rule && (a.data === b.data || samePlain(a.data, b.data));
}

function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}
