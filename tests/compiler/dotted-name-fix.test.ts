// The quick fix of `dotted-name` (docs/diagnostics.md): a name written with a dot, `ship Kind.Refit`,
// `deflector D.F`, is renamed with '_' at its declaration and wherever the file writes it (names
// that repeat it, `extends`, `remove`, hit targets, arc values), so the fixed file compiles clean
// to what the author meant. Names the file does not declare get no fix.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../grammar/diagnostic';
import { compileOne } from '../helpers/compile';

const SHIP = `ruleset b5wars
arc F.A = 270..90
system Heavy.Deflector extends deflector { value: 3 }
ship Kind.Refit {
  size: medium
  warpDelay: 2
  power: 10
  shields { fore: 10  aft: 10 }
  section primary {
    structure: 30
    deflector D.F { arc: F.A  value: 4  power: 2  boxes: 6 }
    reactor R { boxes: 8 }
    hits { 1..3: aft.nacelle  4..5: [aft.deflector, D.F]  6..20: structure }
  }
  section aft {
    structure: 16
    nacelle N1, N2, N3 { boxes: 5 }
    Heavy.Deflector D2 { arc: 90..270  power: 1  boxes: 3 }
    hits { 1..10: structure  11..20: nacelle }
  }
}
ship Kind2 extends Kind.Refit {
  deflector D.F { value: 3 }
}
`;

/** What the author meant: each declared dotted name written with '_' by hand. */
const MEANT = SHIP.replace(/\b(F|Heavy|Kind|D)\.(A|Deflector|Refit|F)\b/g, '$1_$2');

function apply(text: string, diagnostics: Diagnostic[]): string {
  // One fix per name (each of its diagnostics carries the same one).
  const edits = new Map<number, { start: number; end: number; newText: string }>();
  for (const d of diagnostics) for (const e of d.data?.fixes?.[0]?.edits ?? []) edits.set(e.span.start, { ...e.span, newText: e.newText });
  let out = text;
  for (const e of [...edits.values()].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}

describe('dotted-name quick fix', () => {
  it('renames each dotted name and its uses; the fixed file compiles clean to what was meant', () => {
    const meant = compileOne(MEANT);
    expect(meant.diagnostics.map((d) => d.code)).toEqual([]);
    const r = compileOne(SHIP);
    const dotted = r.diagnostics.filter((d) => d.code === 'dotted-name');
    expect(dotted.map((d) => SHIP.slice(d.span.start, d.span.end))).toEqual(['F.A', 'Heavy.Deflector', 'Kind.Refit', 'D.F', 'Heavy.Deflector', 'Kind.Refit', 'D.F']);
    const d = dotted.find((x) => x.data?.name === 'D.F')!;
    expect(d.data!.fixes!.map((f) => f.title)).toEqual(['Rename `D.F` to `D_F` (and the 2 other places this file writes it)']);
    const fixed = apply(SHIP, dotted);
    expect(fixed).toBe(MEANT);
    const again = compileOne(fixed);
    expect(again.diagnostics.map((x) => x.code)).toEqual([]);
    expect(again.document).toEqual(meant.document);
  });

  it('a name already taken gets a number; a name declared elsewhere or a dotted kind gets no fix', () => {
    const taken = compileOne(SHIP.replace('reactor R', 'reactor D_F'));
    const d = taken.diagnostics.find((x) => x.code === 'dotted-name' && x.data?.name === 'D.F')!;
    expect(d.data!.suggestion).toBe('D_F2');
    expect(d.data!.fixes![0].edits.every((e) => e.newText === 'D_F2')).toBe(true);
    const elsewhere = compileOne(`ruleset b5wars\nship V extends Other.Ship {\n  section aft { aft.nacelle N9 { boxes: 2 } }\n}\n`);
    const found = elsewhere.diagnostics.filter((x) => x.code === 'dotted-name');
    expect(found.map((x) => [x.data?.name, x.data?.fixes])).toEqual([
      ['Other.Ship', undefined],
      ['aft.nacelle', undefined],
    ]);
  });
});
