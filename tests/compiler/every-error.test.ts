// Every error at once: an error that drops nothing the whole-ship checks add up (a
// missing ship-level property) leaves every other finding reported, on the base ship itself too.
import { describe, expect, it } from 'vitest';
import { compileOne } from '../helpers/compile';

const text = `ruleset sfb
ship DW {
  moveCost: 1/2
  ionCannon A { arc: FA }
  ionCannon B { arc: FX }
  ionicCapacitor { capacity: 5 }
}
ship DW2 extends DW {
  sizeClass: 4
}
`;

describe('every independent error at once', () => {
  it('a ship missing sizeClass still gets its H93.12 capacitor mismatch, on its own line', () => {
    const r = compileOne(text);
    const at = (d: { span: { start: number } }) => text.slice(0, d.span.start).split('\n').length;
    const found = r.diagnostics.map((d) => `${d.code}@${at(d)}${d.rule ? `:${d.rule}` : ''}`);
    expect(found).toContain('missing-property@2');
    // the base's own mismatch, at its stated value (line 6), not only the variant's inherited copy
    expect(found).toContain('stated-value-mismatch@6:H93.12');
    expect(found).toContain('stated-value-mismatch@8:H93.12');
    const own = r.diagnostics.find((d) => d.code === 'stated-value-mismatch' && at(d) === 6)!;
    expect(own.message).toContain('2 ion cannons x 1 = 2, the file states 5');
  });

  it('a b5wars ship missing size still gets its other checks', () => {
    const r = compileOne(`ruleset b5wars
ship S {
  thrust: 5
  section aft {
    structure: 10
    impulseThruster I1 { thrust: 3 }
  }
}
`);
    expect(r.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['missing-property', 'thrust-mismatch']));
  });
});
