// Hit-chart entries naming a kind of a section, `1..3: aft.nacelle` (FieryVoid's
// "2:Nacelle" on the primary chart, any nacelle of the aft section): checked by SSD-2 part by part,
// compiled with `ofKind`, read back from JSON, converted, formatted, printed on the sheet as
// "aft warp nacelle (N1 or N2)", and played by `hitByChart` with a die among the standing ones.
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compiledDocumentSchema } from '../../compiler/schema';
import { convertText } from '../../compiler/convert/index';
import { compileJsonText } from '../../compiler/json/index';
import type { CompiledShip } from '../../compiler/types';
import { parse } from '../../grammar/index';
import { formatShip } from '../../format/format';
import { hitEntryText } from '../../render/b5wars';
import { renderShipSvg } from '../../render/index';
import { createGame } from '../../runtime/core/game';
import { compileOne, spanText } from '../helpers/compile';
import { ok } from '../runtime/fixtures';

const CHART = 'hits { 1..3: aft.nacelle  4..5: [aft.deflector, DF]  6..20: structure }';
const SHIP = `ruleset b5wars
ship Kind {
  size: medium
  warpDelay: 2
  power: 10
  shields { fore: 10  aft: 10 }
  section primary {
    structure: 30
    deflector DF { arc: all  value: 4  power: 2  boxes: 6 }
    reactor R { boxes: 8 }
    ${CHART}
  }
  section aft {
    structure: 16
    nacelle N1, N2, N3 { boxes: 5 }
    deflector D2 { arc: 90..270  value: 1  power: 1  boxes: 3 }
    hits { 1..10: structure  11..20: nacelle }
  }
}
`;

const withChart = (chart: string) => SHIP.replace(CHART, `hits { ${chart} }`);

function compiled(text = SHIP): CompiledShip {
  const r = compileOne(text);
  expect(r.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return r.document.ships[0];
}

function errors(text: string) {
  const r = compileOne(text);
  return r.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => ({ code: d.code, rule: d.rule, at: spanText(r, d), fix: d.data?.fixes?.[0]?.edits[0]?.newText }));
}

describe('section.kind hit targets: compiler', () => {
  it('compiles to the kind with its section and ofKind, alone and among alternatives', () => {
    expect(compiled().sections![0].hits).toEqual([
      { from: 1, to: 3, target: 'nacelle', section: 'aft', ofKind: true },
      { from: 4, to: 5, target: 'deflector', section: 'aft', ofKind: true, alternatives: [{ target: 'deflector', section: 'aft', ofKind: true }, { target: 'DF' }] },
      { from: 6, to: 20, target: 'structure' },
    ]);
  });

  it('the compiled document validates against its schema and reads back as it was', () => {
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(compiledDocumentSchema());
    const ship = compiled();
    expect(validate({ format: 'drydock/1', ships: [ship] }), JSON.stringify(validate.errors)).toBe(true);
    const back = compileJsonText(JSON.stringify({ ships: [ship] }, null, 2), 'kind.json');
    expect(back.diagnostics.map((d) => d.code)).toEqual([]);
    expect(back.document.ships[0].sections).toEqual(ship.sections);
  });

  it('an unknown section is an error at the section part, with a suggestion and fix', () => {
    expect(errors(withChart('1..3: aaft.nacelle  4..20: structure'))).toEqual([{ code: 'unknown-hit-section', rule: 'SSD-2', at: 'aaft', fix: 'aft' }]);
    const d = compileOne(withChart('1..3: aaft.nacelle  4..20: structure')).diagnostics.find((x) => x.code === 'unknown-hit-section')!;
    expect(d.message).toContain('its sections are `primary`, `aft`');
  });

  it('an unknown kind is an error at the kind part; an id in the kind part says to name it alone', () => {
    expect(errors(withChart('1..3: aft.nacele  4..20: structure'))).toEqual([{ code: 'unknown-hit-kind', rule: 'SSD-2', at: 'nacele', fix: 'nacelle' }]);
    expect(errors(withChart('1..3: aft.N1  4..20: structure'))).toEqual([{ code: 'unknown-hit-kind', rule: 'SSD-2', at: 'N1', fix: 'N1' }]);
    const d = compileOne(withChart('1..3: aft.N1  4..20: structure')).diagnostics.find((x) => x.code === 'unknown-hit-kind')!;
    expect(d.message).toMatch(/is a system id, not a kind: name the system alone/);
  });

  it('a kind the section does not have is an error at the kind, pointing to the section that has it', () => {
    expect(errors(withChart('1..3: primary.nacelle  4..20: structure'))).toEqual([{ code: 'hit-kind-not-in-section', rule: 'SSD-2', at: 'nacelle', fix: 'aft.nacelle' }]);
    const none = errors(withChart('1..3: aft.tractorBeam  4..20: structure'));
    expect(none).toEqual([{ code: 'hit-kind-not-in-section', rule: 'SSD-2', at: 'tractorBeam', fix: undefined }]);
  });

  it('every wrong part of a chart is reported at once, and the rolls stay covered (no gap)', () => {
    expect(errors(withChart('1..3: aaft.nacelle  4..5: [aft.nacele, DF]  6..7: primary.nacelle  8..20: structure')).map((e) => e.code)).toEqual([
      'unknown-hit-section',
      'unknown-hit-kind',
      'hit-kind-not-in-section',
    ]);
  });

  it('more than one dot, a repeated alternative and a dotted declared name are errors at the name', () => {
    expect(errors(withChart('1..3: aft.nacelle.N1  4..20: structure'))).toEqual([{ code: 'bad-hit-target', rule: undefined, at: 'aft.nacelle.N1', fix: undefined }]);
    expect(errors(withChart('1..3: [aft.nacelle, aft.nacelle]  4..20: structure'))).toEqual([{ code: 'duplicate-hit-alternative', rule: undefined, at: 'aft.nacelle', fix: undefined }]);
    const p = parse('ruleset b5wars\nship A.B {\n  size: light\n}\n');
    expect(p.diagnostics.map((d) => [d.code, d.span.end - d.span.start])).toEqual([['dotted-name', 3]]);
    expect(p.diagnostics[0].message).toMatch(/cannot contain '\.'.*`A_B`/);
  });

  it('a variant names the sections it inherits, as changed by its own members', () => {
    const variant = (body: string) => `${SHIP}ship Refit extends Kind {\n${body}\n}\n`;
    const refit = compileOne(variant('  section primary { hits { 1..3: aft.nacelle  4..5: aft.deflector  6..20: structure } }'));
    expect(refit.diagnostics.map((d) => d.code)).toEqual([]);
    expect(refit.document.ships[1].sections![0].hits![1]).toEqual({ from: 4, to: 5, target: 'deflector', section: 'aft', ofKind: true });
    // Removing the inherited D2 leaves aft without a deflector; a section only the variant adds is known.
    const removed = variant('  remove D2\n  section boom { structure: 8  deflector D3 { arc: all  value: 1  power: 1  boxes: 2 }  hits { 1..20: structure } }\n  section primary { hits { 1..3: aaft.nacelle  4..5: aft.deflector  6..7: boom.deflector  8..20: structure } }');
    expect(errors(removed).filter((e) => e.rule === 'SSD-2')).toEqual([
      { code: 'unknown-hit-section', rule: 'SSD-2', at: 'aaft', fix: 'aft' },
      { code: 'hit-kind-not-in-section', rule: 'SSD-2', at: 'deflector', fix: undefined },
    ]);
  });

  it('arcs and ranges with `..` still lex as before', () => {
    const r = compileOne('ruleset sfb\narc W = 240..120\nship V {\n  sizeClass: 4\n  moveCost: 1/2\n  ionCannon A { arc: W }\n}\n');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('section.kind hit targets: convert, format, sheet', () => {
  it('converts to JSON and back to `aft.nacelle`, and formats stably', async () => {
    const json = convertText(SHIP, 'kind.ship').output!;
    const text = convertText(json, 'kind.json').output!;
    expect(text).toContain('1..3: aft.nacelle  4..5: [aft.deflector, DF]');
    expect(compiled(text).sections).toEqual(compiled().sections);
    const once = await formatShip(SHIP);
    expect(once).toContain('hits { 1..3: aft.nacelle  4..5: [aft.deflector, DF]  6..20: structure }');
    expect(await formatShip(once)).toBe(once);
    // A chart too long for one line gets one entry a line.
    const long = withChart('1..3: aft.nacelle  4..5: [aft.deflector, DF]  6..8: aft.nacelle  9..10: [aft.nacelle, aft.deflector]  11..20: structure');
    const wrapped = await formatShip(long);
    expect(wrapped).toContain('      1..3: aft.nacelle\n      4..5: [aft.deflector, DF]\n');
    expect(await formatShip(wrapped)).toBe(wrapped);
  });

  it('a JSON entry with ofKind needs its section', () => {
    const ship = compiled();
    delete ship.sections![0].hits![0].section;
    const r = compileJsonText(JSON.stringify({ ships: [ship] }), 'kind.json');
    // Without its section the target reads as a kind of the chart's own section, which has none: both are said.
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['unknown-hit-target', 'hit-kind-without-section']);
  });

  it('the sheet prints the section, the kind and the systems a die picks among', () => {
    const ship = compiled();
    const [nacelles, mixed] = ship.sections![0].hits!;
    expect(hitEntryText(ship, 'primary', nacelles)).toBe('aft warp nacelle (N1 or N2 or N3)');
    expect(hitEntryText(ship, 'primary', mixed)).toMatch(/^aft deflector \(D2\) or DF /);
    expect(renderShipSvg(ship)).toContain('aft warp nacelle');
  });
});

describe('section.kind hit targets: hitByChart (SSD-2)', () => {
  it('a die picks among the standing systems of the kind (the action\'s rolls first); a destroyed one is skipped', () => {
    const g = createGame({ ships: { a: compiled() } });
    const first = ok(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 2, boxes: 5, rolls: [3] }));
    expect(first).toMatchObject({ section: 'primary', entry: '1..3', target: 'aft.nacelle', standing: ['N1', 'N2', 'N3'], pick: { die: 3, roll: 3 }, system: 'N3', goesTo: 'aft', damage: 5, destroyed: true });
    const second = ok(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 1, boxes: 1, rolls: [2] }));
    expect(second).toMatchObject({ standing: ['N1', 'N2'], pick: { die: 2, roll: 2 }, system: 'N2', damage: 1 });
  });

  it('with none standing the hit falls to the structure of the section rolled on', () => {
    const g = createGame({ ships: { a: compiled() } });
    for (const id of ['N1', 'N2', 'N3']) ok(g.apply({ type: 'damageSystem', ship: 'a', system: id, boxes: 5 }));
    const r = ok(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 3, boxes: 4 }));
    expect(r).toMatchObject({ standing: [], structure: { section: 'primary', damage: 4, remaining: 26 } });
    expect(r).not.toHaveProperty('system');
  });

  it('the seeded dice pick the same on every replay', () => {
    const run = (seed: number) => {
      const g = createGame({ ships: { a: compiled() }, seed });
      return [1, 2, 3, 4].map(() => ok(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 1, boxes: 1 })).system);
    };
    expect(run(11)).toEqual(run(11));
  });

  it('a kind among alternatives stands for its systems of that section', () => {
    const g = createGame({ ships: { a: compiled() } });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'a', section: 'primary', roll: 4, boxes: 1, rolls: [1] }))).toMatchObject({ alternatives: ['aft.deflector', 'DF'], standing: ['D2', 'DF'], system: 'D2' });
  });
});
