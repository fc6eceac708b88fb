// JSON ship documents: schema errors become readable diagnostics with a pointer and a span; the
// same construction rules run; compiled documents are accepted as input.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../../compiler/index';
import { compileJsonText, inputShipSchema, isShipDocument } from '../../../compiler/json/index';
import { ROOT } from '../../helpers/compile';

const examples = readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.ship'));
const strip = (ships: { source?: unknown }[]) => ships.map(({ source, ...rest }) => (void source, rest));

const dw = {
  name: 'VudarDW',
  ruleset: 'sfb',
  sizeClass: 4,
  moveCost: 0.5,
  systems: [
    { id: 'A', type: 'ionCannon', base: 'ionCannon', arc: [300, 60] },
    { id: 'IPG', type: 'ionPulseGenerator', base: 'ionPulseGenerator', arc: [0, 360] },
    { id: 'ionicCapacitor', type: 'ionicCapacitor', base: 'ionicCapacitor', capacity: 5 },
  ],
};

describe('JSON ship documents', () => {
  it('the input schema is valid draft 2020-12 and strict enough to compile', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    expect(() => ajv.compile(inputShipSchema())).not.toThrow();
    expect(inputShipSchema().$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  for (const file of examples) {
    it(`accepts the compiled document of ${file} as input, with the same ships and derived values`, () => {
      const compiled = compileFile(path.join(ROOT, 'examples', file)).document;
      const r = compileJsonText(JSON.stringify(compiled, null, 2), `${file}.json`);
      // An allowed canon exception (an `allow` the document carries) stays information, as in the .ship file.
      expect(r.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(strip(r.document.ships)).toEqual(strip(compiled.ships));
      // Flights (flight-nx-shuttlepod.ship) are read back as `flight` declarations are compiled.
      expect(r.document.flights && strip(r.document.flights)).toEqual(compiled.flights && strip(compiled.flights));
    });
  }

  it('a single ship compiles, with derived values from the same rules', () => {
    const r = compileJsonText(JSON.stringify(dw), 'dw.json');
    expect(r.diagnostics).toEqual([]);
    expect(r.document.ships[0].derived.ionicCapacitor).toEqual({ capacity: 5 });
    expect(r.models[0].systems.map((s) => s.id)).toEqual(['A', 'IPG', 'ionicCapacitor']);
  });

  it('rule diagnostics carry the JSON pointer and the span of the value', () => {
    const text = JSON.stringify({ ...dw, systems: [...dw.systems.slice(0, 2), { ...dw.systems[2], capacity: 6 }] }, null, 2);
    const r = compileJsonText(text, 'dw.json');
    expect(r.diagnostics).toHaveLength(1);
    const d = r.diagnostics[0];
    expect(d).toMatchObject({ code: 'stated-value-mismatch', rule: 'H93.12', file: 'dw.json' });
    expect(d.data?.pointer).toBe('/systems/2/capacity');
    expect(text.slice(d.span.start, d.span.end)).toBe('6');
    expect(d.message).toContain('1 ion cannon x 1 + 1 ion pulse generator x 4 = 5, the file states 6');
  });

  it('schema errors are readable, at the value, with a pointer and a fix where obvious', () => {
    const text = JSON.stringify({ ...dw, sizeClass: 9, systems: [{ id: 'A', type: 'ionCannon', base: 'ionCanon', arc: [300, 60] }] }, null, 2);
    const r = compileJsonText(text, 'x.json');
    const byCode = Object.fromEntries(r.diagnostics.map((d) => [d.code, d]));
    expect(Object.keys(byCode).sort()).toEqual(['out-of-range', 'unknown-kind']);
    expect(byCode['out-of-range'].message).toBe('`sizeClass` of the ship VudarDW must be at most 7; 9 is too large. (SFB size class (1-7).)');
    expect(byCode['out-of-range'].data?.pointer).toBe('/sizeClass');
    expect(text.slice(byCode['unknown-kind'].span.start, byCode['unknown-kind'].span.end)).toBe('"ionCanon"');
    expect(byCode['unknown-kind'].data?.fixes?.[0].edits[0].newText).toBe('"ionCannon"');
  });

  it('a document that is not an object, or not JSON, says so', () => {
    expect(compileJsonText('[1]', 'a.json').diagnostics.map((d) => d.code)).toEqual(['wrong-type']);
    expect(compileJsonText('{', 'a.json').diagnostics.map((d) => d.code)).toEqual(['json-syntax-error']);
  });

  it('recognises ship documents among other JSON files', () => {
    expect(isShipDocument(JSON.stringify(dw))).toBe(true);
    expect(isShipDocument('{"format": "drydock/1", "ships": []}')).toBe(true);
    expect(isShipDocument('{"name": "package", "version": "1.0.0"}')).toBe(false);
    expect(isShipDocument('not json')).toBe(false);
  });

  it('the fixtures in tests/fixtures/json are JSON ship documents', () => {
    const dir = path.join(ROOT, 'tests/fixtures/json');
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json') && !f.includes('syntax')))
      expect(isShipDocument(readFileSync(path.join(dir, f), 'utf8'))).toBe(true);
  });
});
