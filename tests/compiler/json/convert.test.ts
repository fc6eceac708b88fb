// .ship <-> JSON ship documents without losing anything: for every example, the JSON document
// compiles to the same ships as the source, and the .ship written back from the JSON compiles to
// the same ships again (and converts to the same JSON).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertText, jsonToShipSource, sourceToJson } from '../../../compiler/convert/index';
import { compileFiles } from '../../../compiler/index';
import { compileJsonText } from '../../../compiler/json/index';
import type { CompiledDocument } from '../../../compiler/types';
import { compileMemory, ROOT } from '../../helpers/compile';

const examples = readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.ship'));

function strip(doc: CompiledDocument): unknown {
  return doc.ships.map((s) => {
    const { source, ...rest } = s;
    void source;
    return rest;
  });
}

function compileShip(text: string, name = 'test.ship') {
  return compileMemory({ [name]: text });
}

/**
 * `dir`: the folder the text stands in. An example that imports (the library, drydock:fieryvoid/trek.ship) is
 * compiled where it lives, so its imports resolve; the .ship written back has the imported types
 * declared in it and compiles on its own.
 */
function roundTrip(text: string, dir?: string) {
  const file = dir ? path.join(dir, 'test.ship') : '/virtual/test.ship';
  const host = { readFile: (f: string) => (f === file ? text : dir && existsSync(f) ? readFileSync(f, 'utf8') : undefined) };
  const a = dir ? compileFiles([{ path: file }], { host, root: dir }) : compileShip(text);
  const json = sourceToJson(text, file, { host, root: dir ?? '/virtual' });
  const jsonText = JSON.stringify(json.document, null, 2);
  const b = compileJsonText(jsonText, '/virtual/test.json');
  const back = jsonToShipSource(jsonText, '/virtual/test.json');
  const c = compileShip(back.text ?? '');
  const json2 = sourceToJson(back.text ?? '', '/virtual/test.ship', { host: { readFile: (f: string) => (f === '/virtual/test.ship' ? back.text : undefined) }, root: '/virtual' });
  return { a, json, jsonText, b, back, c, json2 };
}

describe('convert: round trip on every example', () => {
  for (const file of examples) {
    it(`${file}: .ship -> JSON -> .ship compiles to the same ships`, () => {
      const text = readFileSync(path.join(ROOT, 'examples', file), 'utf8');
      const { a, json, b, back, c, json2 } = roundTrip(text, path.join(ROOT, 'examples'));
      expect(a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(json.document.ships.length).toBe(a.document.ships.length);
      expect(b.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(strip(b.document)).toEqual(strip(a.document));
      expect(back.text).toBeDefined();
      expect(c.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(strip(c.document)).toEqual(strip(a.document));
      expect(json2.document).toEqual(json.document);
    });
  }
});

describe('convert: what the language has and JSON must keep', () => {
  it('keeps user system types (used or not), docs, allows, rules and fractions', () => {
    const src = `ruleset sfb
rules { fractionalAccounting: true }

/// A long ion cannon.
system LongIon extends ionCannon { impulseCost: 1.5 }
system LongerIon extends LongIon { impulseCost: 2.5 }
system Unused extends weapon { ionBased: true }

/// The ship.
ship V {
  name: "Vee \\"quoted\\""
  sizeClass: 4
  moveCost: 1/3
  /// the first
  LongIon A { arc: FA }
  LongerIon B { arc: 10..20 }
  ionicCapacitor { capacity: 5 }
  allow H93.12 "printed SSD shows 5"
}
`;
    const { a, json, b, back, c } = roundTrip(src);
    expect(a.diagnostics.map((d) => [d.code, d.severity])).toEqual([['stated-value-mismatch', 'info']]);
    expect(json.document.types?.map((t) => t.name)).toEqual(['LongIon', 'LongerIon', 'Unused']);
    expect(json.document.types?.[1]).toEqual({ name: 'LongerIon', ruleset: 'sfb', extends: 'LongIon', impulseCost: 2.5 });
    expect(json.document.types?.[2]).toEqual({ name: 'Unused', ruleset: 'sfb', extends: 'weapon', ionBased: true });
    expect(json.document.ships[0]).toMatchObject({ doc: 'The ship.', rules: { fractionalAccounting: true }, allows: [{ rule: 'H93.12', reason: 'printed SSD shows 5' }] });
    expect(strip(b.document)).toEqual(strip(a.document));
    expect(strip(c.document)).toEqual(strip(a.document));
    expect(back.text).toContain('system LongerIon extends LongIon {');
    expect(back.text).toContain('moveCost: 1/3');
    expect(back.text).toContain('/// the first');
    expect(back.text).toContain('arc: FA');
  });

  it('writes a variant as its differences: changed values, removed and added systems', () => {
    const src = `ruleset b5wars
ship Base {
  size: medium
  power: 10
  shields { fore: 20  aft: 20 }
  section forward {
    structure: 20
    deflector DF { arc: 270..90  value: 4  power: 2 }
    weapon W1 { arc: 300..60 }
    hits { 1..15: structure  16..18: DF  19..20: W1 }
  }
  section aft {
    deflector DA { arc: 90..270  value: 4  power: 2 }
    hits { 1..18: structure  19..20: DA }
  }
}
ship Variant extends Base {
  power: 12
  shields { aft: 25 }
  remove W1
  section forward {
    deflector DF { value: 5 }
    weapon W2 { arc: 330..30 }
    hits { 1..15: structure  16..18: DF  19..20: W2 }
  }
}
`;
    const { a, back, c, b } = roundTrip(src);
    // Its weapons state no figures (B5-FIGURES warns): what is checked here is the round trip.
    expect(a.diagnostics.filter((d) => d.rule !== 'B5-FIGURES')).toEqual([]);
    expect(strip(b.document)).toEqual(strip(a.document));
    expect(strip(c.document)).toEqual(strip(a.document));
    expect(back.text).toContain('ship Variant extends Base {');
    expect(back.text).toContain('remove W1');
    expect(back.text).toContain('deflector DF { value: 5 }');
    expect(back.text).toContain('shields { aft: 25 }');
  });

  it('keeps the order of systems when sections interleave (sections reopen)', () => {
    const src = `ruleset b5wars
ship S {
  size: light
  section a { structure: 5  hits { 1..20: structure } }
  section b { structure: 6  hits { 1..20: structure } }
  weapon X { arc: all }
}
`;
    const base = compileShip(src);
    const doc = JSON.parse(JSON.stringify(sourceToJson(src, '/virtual/s.ship', { host: { readFile: () => src }, root: '/virtual' }).document));
    // Reorder by hand: a system of b, then one of a, then b again.
    doc.ships[0].systems = [
      { id: 'B1', type: 'weapon', base: 'weapon', section: 'b', arc: [0, 360] },
      { id: 'A1', type: 'weapon', base: 'weapon', section: 'a', arc: [0, 360] },
      { id: 'B2', type: 'weapon', base: 'weapon', section: 'b', arc: [0, 360] },
      ...doc.ships[0].systems,
    ];
    const text = JSON.stringify(doc);
    const viaJson = compileJsonText(text, '/virtual/s.json');
    const back = jsonToShipSource(text);
    const c = compileShip(back.text!);
    expect(strip(c.document)).toEqual(strip(viaJson.document));
    expect(c.document.ships[0].systems.map((s) => s.id)).toEqual(['B1', 'A1', 'B2', 'X']);
    expect(c.document.ships[0].sections?.map((s) => s.name)).toEqual(['a', 'b']);
    expect(base.diagnostics.filter((d) => d.rule !== 'B5-FIGURES')).toEqual([]);
  });

  it('a single JSON ship naming a user type it does not declare gets a system declaration', () => {
    const ship = {
      name: 'T',
      ruleset: 'sfb',
      sizeClass: 4,
      systems: [
        { id: 'H1', type: 'HeavyIon', base: 'ionCannon', arc: [300, 60], impulseCost: 2, ionBased: true },
        { id: 'H2', type: 'HeavyIon', base: 'ionCannon', arc: [300, 60], impulseCost: 2, ionBased: true },
      ],
      derived: { ionicCapacitor: { capacity: 4 } },
    };
    const text = JSON.stringify(ship);
    const viaJson = compileJsonText(text, 't.json');
    expect(viaJson.diagnostics).toEqual([]);
    const back = jsonToShipSource(text);
    expect(back.text).toContain('system HeavyIon extends ionCannon {}');
    expect(back.text).toContain('HeavyIon H1, H2 { arc: FA  impulseCost: 2 }');
    const c = compileShip(back.text!);
    expect(strip(c.document)).toEqual(strip(viaJson.document));
  });

  it('a variant whose base is not in the document is written out in full', () => {
    const ship = { name: 'R', ruleset: 'b5wars', extends: 'Gone', size: 'light', systems: [] };
    const back = jsonToShipSource(JSON.stringify(ship));
    expect(back.text).toContain('// A variant of Gone, written out in full.');
    expect(back.text).toContain('ship R {');
  });

  it('convertText picks the direction from the file name; ids that are not identifiers cannot be written', () => {
    const src = readFileSync(path.join(ROOT, 'examples', 'vudar-dw.ship'), 'utf8');
    const toJson = convertText(src, path.join(ROOT, 'examples', 'vudar-dw.ship'));
    expect(toJson.to).toBe('json');
    expect(JSON.parse(toJson.output!).ships[0].name).toBe('VudarDW');
    const bad = convertText(JSON.stringify({ name: 'X', ruleset: 'sfb', sizeClass: 3, systems: [{ id: '1A', type: 'bridge', base: 'bridge' }] }), 'x.json');
    expect(bad.to).toBe('ship');
    expect(bad.output).toBeUndefined();
    expect(bad.diagnostics.map((d) => d.code)).toEqual(['invalid-name', 'cannot-convert']);
  });
});
