// B5-ROLL: `canRoll: false` says a ship cannot roll (FieryVoid's roll cost 999). A roll cost
// beside it is a warning; a cost of 999 or more without it is a hint to write the figure. Each
// finding carries a fix, and the record sheet prints "cannot roll" where the cost would be.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../grammar/diagnostic';
import { renderShipSvg } from '../../../render/index';
import { headlines } from '../../../render/header';
import { compileJsonText } from '../../../compiler/json/index';
import { compileOne, spanText } from '../../helpers/compile';

const ship = (props: string, name = 'Tug') => `ruleset b5wars
ship ${name} {
  size: medium
  power: 10
  ${props}
  section primary {
    structure: 30
    hits { 1..20: structure }
  }
}
`;

const findings = (text: string) => {
  const r = compileOne(text);
  return r.diagnostics.filter((d) => d.rule === 'B5-ROLL').map((d) => ({ code: d.code, severity: d.severity, at: spanText(r, d), message: d.message }));
};

/** The text after applying a diagnostic's first fix. */
function fixed(text: string, d: Diagnostic): string {
  const edits = [...d.data!.fixes![0].edits].sort((a, b) => b.span.start - a.span.start);
  return edits.reduce((t, e) => t.slice(0, e.span.start) + e.newText + t.slice(e.span.end), text);
}

const roll = (text: string) => compileOne(text).diagnostics.find((d) => d.rule === 'B5-ROLL')!;

describe('B5-ROLL: a ship that cannot roll', () => {
  it('canRoll: false reaches the compiled ship; left out, the ship rolls and nothing is written', () => {
    const r = compileOne(ship('canRoll: false  pivot: 3'));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.document.ships[0]).toMatchObject({ canRoll: false, pivot: 3 });
    expect(r.document.ships[0]).not.toHaveProperty('roll');
    const rolls = compileOne(ship('roll: 2')).document.ships[0];
    expect(rolls.roll).toBe(2);
    expect(rolls).not.toHaveProperty('canRoll');
    expect(findings(ship('roll: 2'))).toEqual([]);
    expect(findings(ship('canRoll: maybe')).length).toBe(0);
    expect(compileOne(ship('canRoll: maybe')).diagnostics.map((d) => d.code)).toContain('wrong-type');
  });

  it('a roll cost beside canRoll: false is roll-beside-cannot-roll, a warning at `roll`, with a fix that removes it', () => {
    const text = ship('roll: 4\n  canRoll: false');
    expect(findings(text)).toEqual([
      {
        code: 'roll-beside-cannot-roll',
        severity: 'warning',
        at: 'roll',
        message: 'Tug cannot roll (`canRoll: false`), so its roll cost of 4 is never paid (B5-ROLL): remove `roll: 4`, or remove `canRoll: false` if the ship rolls.',
      },
    ]);
    const after = fixed(text, roll(text));
    expect(after).not.toMatch(/roll: 4/);
    expect(findings(after)).toEqual([]);
    expect(compileOne(after).diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('a roll cost of 999 or more without canRoll is roll-means-cannot-roll, a hint at the cost, whose fix writes canRoll: false', () => {
    const text = ship('roll: 999');
    expect(findings(text)).toEqual([
      {
        code: 'roll-means-cannot-roll',
        severity: 'info',
        at: '999',
        message: 'A roll cost of 999 is FieryVoid\'s "cannot roll" (B5-ROLL): write `canRoll: false` instead of `roll: 999`, and the sheet prints "cannot roll".',
      },
    ]);
    const after = fixed(text, roll(text));
    expect(after).toContain('  canRoll: false\n');
    expect(after).not.toMatch(/roll: 999/);
    expect(findings(after)).toEqual([]);
    expect(compileOne(after).document.ships[0]).toMatchObject({ canRoll: false });
    // The bound: 1000 is hinted too, 998 is a cost like any other.
    expect(findings(ship('roll: 1000')).map((f) => f.code)).toEqual(['roll-means-cannot-roll']);
    expect(findings(ship('roll: 998'))).toEqual([]);
    // `canRoll: true` stated: the author says it rolls at that cost.
    expect(findings(ship('roll: 999  canRoll: true'))).toEqual([]);
    // Beside canRoll: false, a cost of 999 is the warning, not the hint as well.
    expect(findings(ship('roll: 999  canRoll: false')).map((f) => f.code)).toEqual(['roll-beside-cannot-roll']);
  });

  it('a variant that cannot roll overrides the cost it inherits; a variant that states both is warned', () => {
    const base = ship('roll: 2', 'Base');
    const over = compileOne(`${base}\nship Hulk extends Base {\n  canRoll: false\n}\n`);
    expect(over.diagnostics.filter((d) => d.rule === 'B5-ROLL')).toEqual([]);
    expect(over.document.ships.find((s) => s.name === 'Hulk')).toMatchObject({ canRoll: false });
    const both = compileOne(`${base}\nship Hulk extends Base {\n  roll: 3\n  canRoll: false\n}\n`);
    expect(both.diagnostics.filter((d) => d.rule === 'B5-ROLL').map((d) => [d.code, spanText(both, d)])).toEqual([['roll-beside-cannot-roll', 'roll']]);
    // The base's hint is the base's: the variant that inherits the 999 does not repeat it.
    const hinted = compileOne(`${ship('roll: 999', 'Base')}\nship Copy extends Base {\n  pivot: 2\n}\n`);
    expect(hinted.diagnostics.filter((d) => d.rule === 'B5-ROLL').map((d) => d.code)).toEqual(['roll-means-cannot-roll']);
  });

  it('allow B5-ROLL keeps a cost beside canRoll: false as information', () => {
    const r = compileOne(ship('roll: 4  canRoll: false\n  allow B5-ROLL "the printed sheet gives both"'));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.diagnostics.find((d) => d.code === 'roll-beside-cannot-roll')?.severity).toBe('info');
  });

  it('in a JSON ship document: canRoll is read back, and the findings point at the value with no text fix', () => {
    const doc = JSON.parse(JSON.stringify(compileOne(ship('canRoll: false')).document));
    const back = compileJsonText(JSON.stringify(doc, null, 2), 'doc.json');
    expect(back.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(back.document.ships[0]).toMatchObject({ canRoll: false });
    doc.ships[0].roll = 999;
    delete doc.ships[0].canRoll;
    const text = JSON.stringify(doc, null, 2);
    const hinted = compileJsonText(text, 'doc.json').diagnostics.filter((d) => d.rule === 'B5-ROLL');
    expect(hinted.map((d) => [d.code, text.slice(d.span.start, d.span.end), d.data?.pointer, d.data?.fixes])).toEqual([['roll-means-cannot-roll', '999', '/ships/0/roll', undefined]]);
  });

  it('the record sheet prints "cannot roll" where it prints the roll cost', () => {
    const cannot = compileOne(ship('canRoll: false  pivot: 3')).document.ships[0];
    expect(headlines(cannot)).toContainEqual({ caption: 'Roll', value: 'cannot roll' });
    expect(renderShipSvg(cannot)).toContain('cannot roll');
    const rolls = compileOne(ship('roll: 2')).document.ships[0];
    expect(headlines(rolls)).toContainEqual({ caption: 'Roll', value: '2' });
    expect(renderShipSvg(rolls)).not.toContain('cannot roll');
  });
});
