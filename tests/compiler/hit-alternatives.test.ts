// Hit-chart entries with alternatives, `13..16: [N1, N2]` (FieryVoid's "2:Nacelle", any
// nacelle of the aft section, re-picked among the survivors): checked alternative by alternative
// (SSD-2), compiled with `alternatives`, read back from JSON, converted, formatted, printed on the
// sheet as "N1 or N2", and played by `hitByChart` with a die among the systems still standing.
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compiledDocumentSchema } from '../../compiler/schema';
import { convertText } from '../../compiler/convert/index';
import { compileJsonText } from '../../compiler/json/index';
import type { CompiledShip } from '../../compiler/types';
import { formatShip } from '../../format/format';
import { hitEntryText } from '../../render/b5wars';
import { renderShipSvg } from '../../render/index';
import { createGame } from '../../runtime/core/game';
import { compileOne, spanText } from '../helpers/compile';
import { ok } from '../runtime/fixtures';

const SHIP = `ruleset b5wars
ship Alt {
  size: medium
  warpDelay: 2
  power: 10
  shields { fore: 10  aft: 10 }
  section primary {
    structure: 30
    deflector DF { arc: all  value: 4  power: 2  boxes: 6 }
    reactor R { boxes: 8 }
    hits { 1..12: structure  13..16: [N1, N2]  17..18: [R, DF]  19..20: [D2, reactor] }
  }
  section aft {
    structure: 16
    nacelle N1, N2 { boxes: 5 }
    deflector D2 { arc: 90..270  value: 1  power: 1  boxes: 3 }
    hits { 1..10: structure  11..20: nacelle }
  }
}
`;

const withChart = (chart: string) => SHIP.replace('hits { 1..12: structure  13..16: [N1, N2]  17..18: [R, DF]  19..20: [D2, reactor] }', `hits { ${chart} }`);

function compiled(text = SHIP): CompiledShip {
  const r = compileOne(text);
  expect(r.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return r.document.ships[0];
}

const errors = (text: string) =>
  compileOne(text)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => ({ code: d.code, rule: d.rule, at: spanText(compileOne(text), d), suggestion: d.data?.suggestion }));

describe('hit-chart alternatives: compiler', () => {
  it('compiles each alternative with the section it lies in; `target` repeats the first', () => {
    expect(compiled().sections![0].hits).toEqual([
      { from: 1, to: 12, target: 'structure' },
      { from: 13, to: 16, target: 'N1', section: 'aft', alternatives: [{ target: 'N1', section: 'aft' }, { target: 'N2', section: 'aft' }] },
      { from: 17, to: 18, target: 'R', alternatives: [{ target: 'R' }, { target: 'DF' }] },
      { from: 19, to: 20, target: 'D2', section: 'aft', alternatives: [{ target: 'D2', section: 'aft' }, { target: 'reactor' }] },
    ]);
  });

  it('the compiled document validates against its schema; a list of one alternative does not', () => {
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(compiledDocumentSchema());
    const ship = compiled();
    expect(validate({ format: 'drydock/1', ships: [ship] }), JSON.stringify(validate.errors)).toBe(true);
    const one = structuredClone(ship);
    one.sections![0].hits![1].alternatives = [{ target: 'N1', section: 'aft' }];
    expect(validate({ format: 'drydock/1', ships: [one] })).toBe(false);
  });

  it('an unknown alternative is unknown-hit-target at that alternative, with a suggestion; every one is checked', () => {
    expect(errors(withChart('1..12: structure  13..16: [N1, N3]  17..20: [R, DFF]'))).toEqual([
      { code: 'unknown-hit-target', rule: 'SSD-2', at: 'N3', suggestion: 'N1' },
      { code: 'unknown-hit-target', rule: 'SSD-2', at: 'DFF', suggestion: 'DF' },
    ]);
  });

  it('a kind of another section among alternatives says to name its systems by id', () => {
    const r = compileOne(withChart('1..16: structure  17..20: [R, nacelle]'));
    const d = r.diagnostics.find((x) => x.code === 'unknown-hit-target')!;
    expect(spanText(r, d)).toBe('nacelle');
    expect(d.message).toContain('`N1`');
  });

  it('refuses one alternative, a repeated one, structure/primary and non-names, keeping the rolls (no gap reported)', () => {
    expect(errors(withChart('1..12: structure  13..16: [N1]  17..20: R'))).toEqual([{ code: 'hit-alternatives-too-few', rule: undefined, at: '[N1]', suggestion: undefined }]);
    expect(errors(withChart('1..12: structure  13..16: [N1, N1]  17..20: R'))).toEqual([{ code: 'duplicate-hit-alternative', rule: undefined, at: 'N1', suggestion: undefined }]);
    expect(errors(withChart('1..12: structure  13..16: [N1, structure]  17..20: R'))).toEqual([{ code: 'hit-alternative-keyword', rule: undefined, at: 'structure', suggestion: undefined }]);
    expect(errors(withChart('1..12: structure  13..16: [N1, 4]  17..20: R'))).toEqual([{ code: 'wrong-type', rule: undefined, at: '4', suggestion: undefined }]);
  });

  it('reads back from its compiled document, converts to .ship and back, and formats stably', async () => {
    const ship = compiled();
    const doc = JSON.stringify({ ships: [ship] }, null, 2);
    const back = compileJsonText(doc, 'alt.json');
    expect(back.diagnostics.map((d) => d.code)).toEqual([]);
    expect(back.document.ships[0].sections).toEqual(ship.sections);
    const text = convertText(doc, 'alt.json').output!;
    // convert prints through the formatter: a chart too long for one line takes a line per entry.
    expect(text).toMatch(/13\.\.16: \[N1, N2\]\s+17\.\.18: \[R, DF\]\s+19\.\.20: \[D2, reactor\]/);
    expect(compiled(text).sections).toEqual(ship.sections);
    const once = await formatShip(SHIP);
    expect(once).toContain('      13..16: [N1, N2]\n');
    expect(await formatShip(once)).toBe(once);
  });

  it('the sheet prints the alternatives joined by "or"', () => {
    const ship = compiled();
    const [, nacelles, primary] = ship.sections![0].hits!;
    expect(hitEntryText(ship, 'primary', nacelles)).toBe('N1 warp nacelle (aft section) or N2 warp nacelle (aft section)');
    expect(hitEntryText(ship, 'primary', primary)).toMatch(/^R .* or DF .*$/);
    expect(renderShipSvg(ship)).toContain(' or N2');
  });
});

describe('hit-chart alternatives: hitByChart', () => {
  it('picks among the standing alternatives with a die (the action\'s rolls first), one standing takes it without a die', () => {
    const g = createGame({ ships: { a: compiled() } });
    const first = ok(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 14, boxes: 5, rolls: [2] }));
    expect(first).toMatchObject({ section: 'primary', entry: '13..16', alternatives: ['N1', 'N2'], standing: ['N1', 'N2'], pick: { die: 2, roll: 2 }, system: 'N2', goesTo: 'aft', damage: 5, destroyed: true });
    expect(first).not.toHaveProperty('target');
    const second = ok(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 15, boxes: 2 }));
    expect(second).toMatchObject({ standing: ['N1'], system: 'N1', damage: 2 });
    expect(second).not.toHaveProperty('pick');
  });

  it('falls to the structure of the section rolled on when no alternative stands', () => {
    const g = createGame({ ships: { a: compiled() } });
    ok(g.apply({ type: 'damageSystem', ship: 'a', system: 'N1', boxes: 5 }));
    ok(g.apply({ type: 'damageSystem', ship: 'a', system: 'N2', boxes: 5 }));
    const r = ok(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 16, boxes: 3 }));
    expect(r).toMatchObject({ standing: [], structure: { section: 'primary', damage: 3, remaining: 27, destroyed: false } });
    expect(r).not.toHaveProperty('system');
  });

  it('without rolls the seeded dice pick, the same on every replay; a given roll outside the die refuses', () => {
    const run = (seed: number) => {
      const g = createGame({ ships: { a: compiled() }, seed });
      return [1, 2, 3, 4, 5, 6].map((i) => ok(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 17, boxes: 1 })).system);
    };
    expect(run(7)).toEqual(run(7));
    expect(new Set([...run(7), ...run(8), ...run(9)])).toEqual(new Set(['R', 'DF']));
    const g = createGame({ ships: { a: compiled() } });
    expect(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 17, boxes: 1, rolls: [3] })).toMatchObject({ ok: false });
    expect(g.state.ships.a!.systems.R).toMatchObject({ damage: 0 });
  });

  it('a kind among the alternatives stands for every system of that kind in the section', () => {
    const g = createGame({ ships: { a: compiled() } });
    ok(g.apply({ type: 'damageSystem', ship: 'a', system: 'D2', boxes: 3 }));
    expect(ok(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 20, boxes: 1 }))).toMatchObject({ alternatives: ['D2', 'reactor'], standing: ['R'], system: 'R' });
  });
});
