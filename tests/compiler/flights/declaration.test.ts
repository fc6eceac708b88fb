// `flight NAME { ... }` (docs/language.md, flights): the figures of a fighter or shuttle flight,
// checked against the catalog (compiler/catalog/flights.ts), with the weapons each craft carries,
// compiled into the document's `flights` (docs/compiled-document.md).
import { describe, expect, it } from 'vitest';
import { compiledDocumentSchema } from '../../../compiler/schema';
import { compileOne, spanText } from '../../helpers/compile';
import { SHUTTLEPOD, withFlight } from '../../helpers/flight-ship';
import Ajv2020 from 'ajv/dist/2020';

const errors = (text: string) => {
  const r = compileOne(text);
  return r.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ code: d.code, rule: d.rule, at: spanText(r, d) }));
};

describe('flight declaration', () => {
  it('compiles the NXShuttlepod figures and its per-craft weapon', () => {
    const r = compileOne(withFlight(''));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.document.ships).toEqual([]);
    const f = r.document.flights![0];
    expect(f).toMatchObject({
      name: 'NXShuttlepod',
      unit: 'flight',
      displayName: 'Shuttlepod Flight',
      armor: [1, 1, 1, 1],
      structure: 6,
      minCraft: 1,
      maxCraft: 6,
      freeThrust: 7,
      offensiveBonus: 3,
      jinkingLimit: 4,
      initiative: 14,
      forwardDefense: 7,
      sideDefense: 8,
      points: 15,
      turnDelay: 0,
    });
    expect(f.turnCost).toBeCloseTo(1 / 3);
    expect(f.weapons).toEqual([
      { id: 'DB', type: 'weapon', base: 'weapon', arc: [330, 30], damage: 'd6+1', rangePenalty: 2, fireControl: [0, 0, 0], rateOfFire: 2, intercept: 2 },
    ]);
  });

  it('a document without flights has no `flights` key (older outputs stay byte-identical)', () => {
    const r = compileOne('ruleset b5wars\nship S { size: light  shields { all: 2 } }\n');
    expect(Object.keys(r.document)).toEqual(['format', 'ships']);
  });

  it('is valid against the compiled-document schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const validate = ajv.compile(compiledDocumentSchema());
    const r = compileOne(withFlight(''));
    expect(validate(JSON.parse(JSON.stringify(r.document)))).toBe(true);
    expect(validate({ format: 'drydock/1', ships: [], flights: [{ name: 'X', ruleset: 'b5wars', unit: 'flight', weapons: [] }] })).toBe(false);
  });

  it('reports every error at once, each at its value, with rule IDs where a rule applies', () => {
    const e = errors(`ruleset b5wars
flight Bad {
  armor: [1, 1]
  structure: 0
  minCraft: 5
  maxCraft: 3
  freeThrust: 7
  forwardDefense: 7
  hangar H { boxes: 2 }
  weapon W { arc: all  damage: "2x6" }
}
`);
    expect(e).toEqual([
      { code: 'missing-property', rule: undefined, at: 'Bad' }, // sideDefense
      { code: 'out-of-range', rule: undefined, at: '[1, 1]' },
      { code: 'out-of-range', rule: undefined, at: '0' },
      { code: 'flight-size-order', rule: 'B5-FLIGHT', at: '5' },
      { code: 'flight-member', rule: 'B5-FLIGHT', at: 'hangar' },
      { code: 'bad-dice', rule: undefined, at: '"2x6"' },
    ]);
  });

  it('refuses figures beyond the catalog limits (12 craft, defense 30, armor 20)', () => {
    const text = SHUTTLEPOD.replace('maxCraft: 6', 'maxCraft: 13').replace('forwardDefense: 7', 'forwardDefense: 31').replace('armor: [1, 1, 1, 1]', 'armor: [21, 1, 1, 1]');
    const e = errors(`ruleset b5wars\n${text}`);
    expect(e.map((x) => [x.code, x.at])).toEqual([
      ['out-of-range', '21'], // the entry, the smallest range
      ['out-of-range', '13'],
      ['out-of-range', '31'],
    ]);
  });

  it('an allow B5-FLIGHT keeps an odd flight size as written', () => {
    const r = compileOne(withFlight('').replace('minCraft: 1', 'minCraft: 7\n  allow B5-FLIGHT "printed so"'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.diagnostics.find((d) => d.code === 'flight-size-order')?.severity).toBe('info');
    expect(r.document.flights![0]).toMatchObject({ minCraft: 7, maxCraft: 6, allows: [{ rule: 'B5-FLIGHT', reason: 'printed so' }] });
  });

  it('a variant extends a flight: inherits its figures, overrides some, removes a weapon', () => {
    const r = compileOne(withFlight('flight Heavy extends NXShuttlepod { structure: 8  remove DB  weapon G { arc: all  damage: "2d6" } }\n'));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const heavy = r.document.flights!.find((f) => f.name === 'Heavy')!;
    expect(heavy).toMatchObject({ extends: 'NXShuttlepod', structure: 8, freeThrust: 7, armor: [1, 1, 1, 1] });
    expect(heavy.weapons.map((w) => w.id)).toEqual(['G']);
  });

  it('`remove` of a weapon the base flight lacks, or in a flight that extends none, says which', () => {
    const e = (text: string) => compileOne(withFlight(text)).diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.message]);
    expect(e('flight Heavy extends NXShuttlepod { remove DC }\n')).toEqual([['unknown-id', "The base flight has no weapon `DC` to remove. Did you mean 'DB'?"]]);
    expect(e('flight Lone { structure: 4  maxCraft: 2  remove DB }\n').filter(([code]) => code !== 'missing-property')).toEqual([
      ['remove-without-extends', '`remove` drops a weapon inherited from a base flight; this flight does not `extends` another.'],
    ]);
  });

  it('unknown base flight, cycles and a flight in an sfb file are errors', () => {
    expect(errors('ruleset b5wars\nflight A extends Nope { }\n').map((x) => [x.code, x.at])).toEqual([['unknown-flight', 'Nope']]);
    expect(errors('ruleset b5wars\nflight A extends B { }\nflight B extends A { }\n').map((x) => x.code)).toEqual(['extends-cycle', 'extends-cycle']);
    expect(errors('ruleset sfb\nflight A { }\n').map((x) => [x.code, x.at])).toEqual([['flight-ruleset', 'A']]);
  });
});
