// Name resolution: imports, arc names, extends/remove, user system types, singletons, and the
// catalog checks (unknown kinds and properties with "did you mean", types, ranges).
import { describe, expect, it } from 'vitest';
import { compileMemory, compileOne, spanText } from '../helpers/compile';

const codes = (r: ReturnType<typeof compileOne>) => r.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.code);

describe('imports', () => {
  it('makes ships, system types and arc names of the imported file visible', () => {
    const r = compileMemory({
      'main.ship': 'ruleset sfb\nimport "lib/common.ship"\nship B extends A { ionCannon X { arc: WIDE } }\n',
      'lib/common.ship': 'ruleset sfb\narc WIDE = 240..120\nsystem Big extends ionCannon { impulseCost: 2 }\nship A { sizeClass: 4  Big Y { arc: FA } }\n',
    });
    expect(codes(r)).not.toContain('unknown-arc');
    expect(codes(r)).not.toContain('unknown-ship');
    const b = r.document.ships.find((s) => s.name === 'B')!;
    expect(b.systems.map((s) => [s.id, s.type, s.arc])).toEqual([
      ['Y', 'Big', [300, 60]],
      ['X', 'ionCannon', [240, 120]],
    ]);
  });

  it('reports an import cycle at the import path', () => {
    const r = compileMemory({ 'a.ship': 'ruleset sfb\nimport "b.ship"\n', 'b.ship': 'ruleset sfb\nimport "a.ship"\n' });
    const d = r.diagnostics.find((x) => x.code === 'import-cycle')!;
    expect(d.message).toContain('a.ship -> b.ship -> a.ship');
    expect(spanText(r, d)).toBe('"a.ship"');
  });

  it('refuses paths outside the project, absolute paths, non-.ship files and missing files', () => {
    const r = compileMemory({
      'a.ship': 'ruleset sfb\nimport "../../../etc/passwd.ship"\nimport "/etc/passwd"\nimport "notes.txt"\nimport "missing.ship"\n',
    });
    expect(codes(r)).toEqual(['import-outside-project', 'import-outside-project', 'import-not-ship', 'import-not-found']);
  });
});

describe('ships and variants', () => {
  it('merges a variant block into the inherited system by kind and id, and removes by id', () => {
    const r = compileOne(`ruleset sfb
ship A { sizeClass: 4  ionCannon X { arc: FA }  ionCannon Y { arc: RA } }
ship B extends A { ionCannon X { arc: RX }  remove Y }
`);
    expect(codes(r)).toEqual([]);
    const b = r.document.ships[1];
    expect(b.systems).toEqual([expect.objectContaining({ id: 'X', arc: [90, 270] })]);
  });

  it('reports extends cycles, unknown bases and remove without extends', () => {
    const r = compileOne('ruleset sfb\nship A extends B { }\nship B extends A { }\nship C extends Nope { }\nship D { sizeClass: 1 remove X }\n');
    expect(codes(r)).toEqual(expect.arrayContaining(['extends-cycle', 'unknown-ship', 'remove-without-extends']));
  });

  it('gives a singleton its kind as id and refuses a second one', () => {
    const r = compileOne('ruleset sfb\nship A { sizeClass: 3 zship: true  defenseField\n  cpu CPU { boxes: 2 }\n  defenseField }\n');
    expect(r.models[0].systems.map((s) => s.id)).toEqual(['defenseField', 'CPU', 'defenseField'].slice(0, 2));
    expect(codes(r)).toContain('duplicate-singleton');
  });

  it('requires a ruleset', () => {
    const r = compileOne('ship A { }');
    expect(codes(r)).toEqual(['missing-ruleset']);
    expect(r.diagnostics[0].data?.fixes).toHaveLength(2);
  });
});

describe('catalog checks', () => {
  it('suggests the closest kind for a misspelt kind, with a fix', () => {
    const r = compileOne('ruleset b5wars\nship A { size: light  deflecter D { arc: all value: 1 power: 1 } }');
    const d = r.diagnostics.find((x) => x.code === 'unknown-kind')!;
    expect(d.message).toContain("Did you mean 'deflector'?");
    expect(spanText(r, d)).toBe('deflecter');
    expect(d.data?.fixes?.[0].edits[0].newText).toBe('deflector');
  });

  it('suggests the closest property and points at the key', () => {
    const r = compileOne('ruleset b5wars\nship A { size: light  deflector D { arc: all valeu: 1 power: 1 } }');
    const d = r.diagnostics.find((x) => x.code === 'unknown-property')!;
    expect(d.message).toContain("Did you mean 'value'?");
    expect(spanText(r, d)).toBe('valeu');
  });

  it('reports wrong types and out-of-range values at the value', () => {
    const r = compileOne('ruleset b5wars\nship A { size: huge  power: "lots"  deflector D { arc: all value: -1 power: 1 } }');
    const byCode = Object.fromEntries(r.diagnostics.map((d) => [d.code, spanText(r, d)]));
    expect(byCode['unknown-value']).toBe('huge');
    expect(byCode['wrong-type']).toBe('"lots"');
    expect(byCode['out-of-range']).toBe('-1');
  });

  it('reports a missing required parameter with a fix that adds it', () => {
    const r = compileOne('ruleset sfb\nship A { sizeClass: 4  ionStormGenerator S { arc: FA } }');
    const d = r.diagnostics.find((x) => x.code === 'missing-property')!;
    expect(d.message).toContain('impulseCost');
    expect(spanText(r, d)).toBe('S');
  });

  it('tells a kind of the other ruleset apart from a typo', () => {
    const r = compileOne('ruleset sfb\nship A { sizeClass: 4  deflector D { } }');
    expect(codes(r)).toContain('wrong-ruleset-kind');
  });

  it('resolves arc names of the sfb ruleset and refuses unknown ones with a suggestion', () => {
    const r = compileOne('ruleset sfb\nship A { sizeClass: 4  ionCannon X { arc: FAA } }');
    const d = r.diagnostics.find((x) => x.code === 'unknown-arc')!;
    expect(d.message).toContain("Did you mean 'FA'?");
  });

  it('applies user system type parameters over the catalog defaults', () => {
    const r = compileOne('ruleset sfb\nsystem Heavy extends quantumTorpedo { overloadDamagePerEnergy: 6 }\nship A { sizeClass: 3  Heavy Q1 { arc: FA } }');
    expect(r.document.ships[0].systems[0]).toMatchObject({ type: 'Heavy', base: 'quantumTorpedo', overloadDamagePerEnergy: 6, standardDamage: 8, arming: [1, 1] });
  });
});
