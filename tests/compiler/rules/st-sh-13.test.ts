// ST-SH-13, projection armor and the per-hit cap (FieryVoid's TrekShieldProjection):
// the syntax inside a projection block, what the compiled ship, the JSON schema, JSON ship
// documents and `convert` carry, and the errors. The damage numbers are in
// tests/runtime/b5wars-projection-armor.test.ts.
import { describe, expect, it } from 'vitest';
import { compileJsonText } from '../../../compiler/json/index';
import { convertText, jsonToShipSource } from '../../../compiler/convert/index';
import { shipSchema } from '../../../compiler/schema';
import { compileOne, spanText } from '../../helpers/compile';

const ship = (shields: string, extra = '') => `ruleset b5wars
ship Kumari {
  size: medium
  power: 10
  shields { ${shields} }
  section primary {
    structure: 30
    shieldGenerator SG { boxes: 4 }
    deflector D { arc: all  value: 3  power: 2 }
    hits { 1..20: structure }
  }
  ${extra}
}
`;

const errors = (text: string) => compileOne(text).diagnostics.filter((d) => d.severity === 'error');

describe('ST-SH-13 projection armor and per-hit cap: the language', () => {
  it('a projection block takes armor and perHit; the compiled projection carries them', () => {
    const r = compileOne(ship('fore { rating: 15  armor: 2  perHit: 5 }  aft: 12'));
    expect(errors(ship('fore { rating: 15  armor: 2  perHit: 5 }  aft: 12'))).toEqual([]);
    expect(r.document.ships[0].projections).toEqual([
      { name: 'fore', arc: [270, 90], rating: 15, armor: 2, perHit: 5 },
      { name: 'aft', arc: [90, 270], rating: 12 },
    ]);
  });

  it('every existing form compiles as before (no armor or perHit keys appear)', () => {
    const r = compileOne(ship('fore: 15  aft { rating: 12  arc: 90..270 }'));
    expect(r.document.ships[0].projections).toEqual([
      { name: 'fore', arc: [270, 90], rating: 15 },
      { name: 'aft', arc: [90, 270], rating: 12 },
    ]);
  });

  it('armor alone, or perHit alone, is allowed', () => {
    const r = compileOne(ship('fore { rating: 15  armor: 3 }  aft { rating: 12  perHit: 4 }'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[0].projections).toEqual([
      { name: 'fore', arc: [270, 90], rating: 15, armor: 3 },
      { name: 'aft', arc: [90, 270], rating: 12, perHit: 4 },
    ]);
  });

  it('a cap below the armor is an error at the cap, with the rule and a fix; an allow keeps it', () => {
    const text = ship('fore { rating: 15  armor: 4  perHit: 3 }  aft: 12');
    const r = compileOne(text);
    const e = r.diagnostics.filter((d) => d.code === 'projection-per-hit-below-armor');
    expect(e.map((d) => [d.severity, d.rule, spanText(r, d)])).toEqual([['error', 'ST-SH-13', '3']]);
    expect(e[0].message).toMatch(/at least 4/);
    const allowed = compileOne(ship('fore { rating: 15  armor: 4  perHit: 3 }  aft: 12', 'allow ST-SH-13 "printed that way"'));
    expect(allowed.diagnostics.filter((d) => d.severity === 'error' || d.code === 'unused-allow' || d.code === 'unknown-rule')).toEqual([]);
    expect(allowed.document.ships[0].projections![0]).toMatchObject({ armor: 4, perHit: 3 });
  });

  it('bad values are errors at the value; an unknown member says what a projection takes', () => {
    const text = ship('fore { rating: 15  armor: -1  perHit: 0 }  aft { rating: 12  armour: 2 }');
    const r = compileOne(text);
    const es = r.diagnostics.filter((d) => d.severity === 'error');
    expect(es.map((d) => [d.code, spanText(r, d)])).toEqual([
      ['out-of-range', '-1'],
      ['out-of-range', '0'],
      ['unknown-property', 'armour'],
    ]);
    expect(es[2].message).toMatch(/`rating`, `arc`, `armor` and `perHit`.*Did you mean 'armor'/s);
    const word = compileOne(ship('fore { rating: 15  armor: thick }  aft: 12'));
    expect(word.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, spanText(word, d)])).toEqual([['wrong-type', 'thick']]);
  });

  it('a variant inherits armor and perHit, and may change them', () => {
    const text = ship('fore { rating: 15  armor: 2  perHit: 5 }  aft: 12') + `
ship KumariRefit extends Kumari {
  shields { aft { rating: 14  armor: 1 } }
}
`;
    const r = compileOne(text);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[1].projections).toEqual([
      { name: 'fore', arc: [270, 90], rating: 15, armor: 2, perHit: 5 },
      { name: 'aft', arc: [90, 270], rating: 14, armor: 1 },
    ]);
  });
});

describe('ST-SH-13 in JSON documents, the schema and convert', () => {
  it('the compiled-document schema lists armor and perHit', () => {
    const items = (shipSchema().properties as Record<string, { items: { properties: Record<string, unknown> } }>).projections.items.properties;
    expect(Object.keys(items)).toEqual(expect.arrayContaining(['armor', 'perHit']));
  });

  it('a .ship file converts to JSON and back with its armor and cap', () => {
    const text = ship('fore { rating: 15  armor: 2  perHit: 5 }  aft: 12');
    const json = convertText(text, 'k.ship');
    expect(json.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const doc = JSON.parse(json.output!);
    expect(doc.ships[0].projections[0]).toEqual({ name: 'fore', arc: [270, 90], rating: 15, armor: 2, perHit: 5 });
    const back = jsonToShipSource(json.output!);
    expect(back.text).toContain('fore { rating: 15  armor: 2  perHit: 5 }');
    expect(back.text).toContain('aft: 12');
    expect(compileOne(back.text!).document.ships[0].projections).toEqual(compileOne(text).document.ships[0].projections);
  });

  it('a JSON ship document is checked: a negative armor is refused at its value, a low cap under ST-SH-13', () => {
    const doc = (p: string) =>
      JSON.stringify({
        name: 'K',
        ruleset: 'b5wars',
        size: 'medium',
        projections: [JSON.parse(p), { name: 'aft', rating: 12 }],
        sections: [{ name: 'primary', structure: 30, hits: [{ from: 1, to: 20, target: 'structure' }] }],
        systems: [
          { id: 'SG', type: 'shieldGenerator', base: 'shieldGenerator', section: 'primary', boxes: 4 },
          { id: 'D', type: 'deflector', base: 'deflector', section: 'primary', arc: [0, 360], value: 3, power: 2 },
        ],
      });
    const bad = compileJsonText(doc('{ "name": "fore", "rating": 15, "armor": -1 }'), 'k.json');
    expect(bad.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toContain('out-of-range');
    const low = compileJsonText(doc('{ "name": "fore", "rating": 15, "armor": 4, "perHit": 3 }'), 'k.json');
    expect(low.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.rule])).toEqual([['projection-per-hit-below-armor', 'ST-SH-13']]);
    const good = compileJsonText(doc('{ "name": "fore", "rating": 15, "armor": 2, "perHit": 5 }'), 'k.json');
    expect(good.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(good.document!.ships[0].projections![0]).toMatchObject({ armor: 2, perHit: 5 });
  });
});
