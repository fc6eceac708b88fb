// The quick fix of `dotted-name` (`ship Galaxy.Refit`, `deflector D.F`): the author meant one
// name, and a name is letters, digits and '_', so the fix writes it with '_' for each '.'
// (`Galaxy_Refit`, or `Galaxy_Refit2` if that name is taken) at every place the file writes it
// whole: the declaration, the other names that repeat it (`extends Galaxy.Refit`, a variant's
// `deflector D.F`, `remove D.F`) and the values that name it (`1..3: D.F`, `arc: F.A`,
// `craft: NX.Pod`), so the file means what it meant before. Only a name this file declares gets
// the fix: a dotted kind (`aft.nacelle N1 { }`, a system written outside its section) or a name
// declared in another file (whose own declaration carries the fix) would only become another
// unknown name.
import type { IToken } from 'chevrotain';
import type { Diagnostic } from './diagnostic';
import * as T from './lexer';

export function addDottedNameFixes(diagnostics: Diagnostic[], tokens: IToken[]): void {
  const dotted = diagnostics.filter((d) => d.code === 'dotted-name' && typeof d.data?.name === 'string');
  if (dotted.length === 0) return;
  const declared = new Set(dotted.filter((d) => d.data!.declares === true).map((d) => d.data!.name as string));
  if (declared.size === 0) return;
  // One pass over the tokens: where each declared dotted name is written, and which of the new
  // names are already taken.
  const wanted = new Map<string, string>();
  for (const name of declared) wanted.set(name.replace(/\./g, '_'), name);
  const at = new Map<string, { start: number; end: number }[]>();
  const taken = new Set<string>();
  for (const t of tokens) {
    if (t.tokenType !== T.Identifier) continue;
    if (declared.has(t.image)) {
      let spans = at.get(t.image);
      if (!spans) at.set(t.image, (spans = []));
      spans.push({ start: t.startOffset, end: t.startOffset + t.image.length });
    } else if (wanted.has(t.image.replace(/\d+$/, ''))) taken.add(t.image);
  }
  for (const d of dotted) {
    const name = d.data!.name as string;
    const spans = at.get(name);
    if (!declared.has(name) || !spans) continue;
    const base = name.replace(/\./g, '_');
    let fresh = base;
    for (let i = 2; taken.has(fresh); i++) fresh = `${base}${i}`;
    const others = spans.length - 1;
    d.data!.suggestion = fresh;
    d.data!.fixes = [
      {
        title: `Rename \`${name}\` to \`${fresh}\`${others ? ` (and the ${others} other place${others === 1 ? '' : 's'} this file writes it)` : ''}`,
        edits: spans.map((span) => ({ span, newText: fresh })),
      },
    ];
  }
}
