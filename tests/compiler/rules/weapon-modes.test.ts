// Firing modes with their own damage, as structured data: `mode NAME { ... }`
// blocks in a weapon or a system type, checked by B5-WEAPON, compiled as `modes`, resolved the
// same way everywhere (compiler/weapon-modes.ts), written back by `convert` and the formatter.
import { describe, expect, it } from 'vitest';
import { jsonToShipSource } from '../../../compiler/convert/index';
import { compileJsonText } from '../../../compiler/json/index';
import { weaponModes } from '../../../compiler/weapon-modes';
import { compileOne } from '../../helpers/compile';
import { weaponShip as ship, errorsOf as errors, textAt as at } from '../../helpers/weapon-ship';
import { expectSafeFormat } from '../../format/helpers';

const codes = (text: string) => errors(text).map((d) => `${d.code}:${d.rule ?? ''}`);

const DISRUPTOR = `system TrekDisruptor extends weapon {
  damage: "2d10+4"
  range: 20
  fireControl: [3, 2, -]
  mode: raking
  rake: 10
  mode piercing { damage: "3d10+2d6"  fireControl: [1, -, -] }
}`;

describe('mode blocks', () => {
  it('compile as `modes`, one object per block in source order, the flat profile kept as written', () => {
    const r = compileOne(ship('TrekDisruptor D1 { arc: 300..60 }', DISRUPTOR));
    expect(errors(ship('TrekDisruptor D1 { arc: 300..60 }', DISRUPTOR))).toEqual([]);
    const d1 = r.document.ships[0].systems[0];
    expect(d1).toMatchObject({ damage: '2d10+4', mode: 'raking', rake: 10, modes: [{ mode: 'piercing', damage: '3d10+2d6', fireControl: [1, null, null] }] });
  });

  it('resolve: the flat mode first, each block after it, unstated figures from the flat profile', () => {
    const d1 = compileOne(ship('TrekDisruptor D1 { arc: 300..60 }', DISRUPTOR)).document.ships[0].systems[0];
    const modes = weaponModes((n) => d1[n]);
    expect(modes.map((m) => [m.mode, m.damage, m.rake, m.range, m.fireControl])).toEqual([
      ['raking', '2d10+4', 10, 20, [3, 2, null]],
      // piercing: its own damage and fire control, the weapon's range, no rake (only a raking mode rakes)
      ['piercing', '3d10+2d6', undefined, 20, [1, null, null]],
    ]);
  });

  it('a weapon of blocks only (no flat mode or damage) has exactly its blocks; a block named like the flat mode gives it figures', () => {
    const only = compileOne(ship('weapon W { arc: all  mode raking { damage: "2d10"  rake: 8 }  mode pulse { damage: "d10"  pulse: [1, 5, 6] } }'));
    expect(only.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const w = only.document.ships[0].systems[0];
    expect(weaponModes((n) => w[n]).map((m) => `${m.mode} ${m.damage}`)).toEqual(['raking 2d10', 'pulse d10']);
    const same = compileOne(ship('weapon W { arc: all  damage: "d6"  mode: raking  mode raking { rake: 6 }  mode flash { damage: "4d10" } }'));
    expect(same.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const s = same.document.ships[0].systems[0];
    expect(weaponModes((n) => s[n]).map((m) => [m.mode, m.damage, m.rake])).toEqual([
      ['raking', 'd6', 6],
      ['flash', '4d10', undefined],
    ]);
  });

  it('altModes strings keep working and resolve after the blocks', () => {
    const r = compileOne(ship('weapon W { arc: all  damage: "2d6"  altModes: ["piercing 3d10"]  mode flash { damage: "d20" } }'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const w = r.document.ships[0].systems[0];
    expect(weaponModes((n) => w[n]).map((m) => `${m.mode} ${m.damage} ${m.from}`)).toEqual(['standard 2d6 profile', 'flash d20 block', 'piercing 3d10 altModes']);
  });

  it('an instance may state its own modes: they replace its type\'s as a whole', () => {
    const r = compileOne(ship('TrekDisruptor D1 { arc: 300..60  mode flash { damage: "5d10" } }', DISRUPTOR));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[0].systems[0].modes).toEqual([{ mode: 'flash', damage: '5d10' }]);
  });
});

describe('B5-WEAPON on mode blocks', () => {
  it('an unknown mode name is an error at the name, with a suggestion; allow B5-WEAPON keeps it as written', () => {
    const text = ship('weapon W { arc: all  mode piercng { damage: "2d6" } }');
    const e = errors(text);
    expect(e.map((d) => `${d.code}:${d.rule}`)).toEqual(['unknown-mode:B5-WEAPON']);
    expect(at(text, e[0])).toBe('piercng');
    expect(e[0].message).toContain("Did you mean 'piercing'?");
    expect(e[0].data?.fixes?.[0].edits[0].newText).toBe('piercing');
    const allowed = compileOne(ship('weapon W { arc: all  mode lance { damage: "2d6" } }\n    allow B5-WEAPON "a lance mode of the source"'));
    expect(allowed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(allowed.document.ships[0].systems[0].modes).toEqual([{ mode: 'lance', damage: '2d6' }]);
  });

  it('a mode given twice is an error at the second block', () => {
    const text = ship('weapon W { arc: all  mode flash { damage: "2d6" }\n      mode flash { damage: "3d6" } }');
    const e = errors(text);
    expect(e.map((d) => `${d.code}:${d.rule}`)).toEqual(['duplicate-mode:B5-WEAPON']);
    expect(text.slice(e[0].span.start - 5, e[0].span.end)).toBe('mode flash');
    expect(e[0].span.start).toBeGreaterThan(text.indexOf('flash') + 5);
    expect(e[0].message).toContain('the first on line 7');
  });

  it('a raking or pulse block without its figures (in the block or the flat profile) is an error at its name', () => {
    const text = ship('weapon W { arc: all  damage: "d6"  mode raking { damage: "2d6" }  mode pulse { damage: "d10" } }');
    const e = errors(text);
    expect(e.map((d) => `${d.code}:${at(text, d)}`)).toEqual(['weapon-mode-incomplete:raking', 'weapon-mode-incomplete:pulse']);
    // the flat rake serves a raking block; a flat raking mode gets its rake from its own block
    expect(codes(ship('weapon W { arc: all  damage: "d6"  rake: 5  mode raking { damage: "2d6" } }'))).toEqual([]);
    expect(codes(ship('weapon W { arc: all  mode: raking  mode raking { rake: 5 } }'))).toEqual([]);
  });

  it('a bad dice expression, a bad fire control and an unknown figure in a block: every one at once, at its value', () => {
    const text = ship('weapon W { arc: all\n      mode piercing { damage: "3d10-d2"  fireControl: [1, x, -]  rake: 0  speed: 3 } }');
    const e = errors(text);
    expect(e.map((d) => `${d.code}:${at(text, d)}`)).toEqual(['bad-dice:"3d10-d2"', 'bad-fire-control:x', 'out-of-range:0', 'unknown-property:speed']);
    expect(e[0].message).toContain('the piercing mode of `W`');
  });

  it('a mode block without a name, or with a member that is not a property, is refused; so is `modes:` written as a value', () => {
    expect(codes(ship('weapon W { arc: all  mode { damage: "d6" } }'))).toEqual(['missing-id:']);
    expect(codes(ship('weapon W { arc: all  mode flash { hits { 1: structure } } }'))).toEqual(['unexpected-member:']);
    const text = ship('weapon W { arc: all  modes: [] }');
    const e = errors(text);
    expect(e.map((d) => d.code)).toEqual(['wrong-type']);
    expect(e[0].message).toContain('is written as blocks');
  });

  it('only kinds with modes take mode blocks: elsewhere a block is an unexpected member', () => {
    const text = ship('deflector DF { arc: all  value: 4  mode flash { damage: "d6" } }');
    const e = errors(text);
    expect(e.map((d) => d.code)).toContain('unexpected-member');
    expect(e.find((d) => d.code === 'unexpected-member')!.message).toContain('takes only `name: value` properties here');
  });
});

describe('modes through JSON, convert and the formatter', () => {
  it('a JSON ship document takes `modes`, checks them, and converts to mode blocks that compile the same', () => {
    const json = JSON.stringify({
      name: 'K',
      ruleset: 'b5wars',
      size: 'medium',
      sections: [{ name: 'primary', structure: 20, hits: [{ from: 1, to: 20, target: 'structure' }] }],
      systems: [{ id: 'W', type: 'weapon', section: 'primary', arc: [0, 360], damage: '2d6', mode: 'raking', rake: 5, modes: [{ mode: 'piercing', damage: '3d10+2d6', fireControl: [1, null, null] }, { mode: 'flash' }] }],
    });
    const fromJson = compileJsonText(json, 'k.json');
    expect(fromJson.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const src = jsonToShipSource(json).text!;
    // convert prints through the formatter: each mode block on a line of its own.
    expect(src).toMatch(/mode piercing \{ damage: "3d10\+2d6"  fireControl: \[1, -, -\] \}\s+mode flash \{\}/);
    const back = compileOne(src);
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(back.document.ships[0].systems[0].modes).toEqual(fromJson.document.ships[0].systems[0].modes);
    const bad = compileJsonText(json.replace('"3d10+2d6"', '"3x"'), 'k.json');
    expect(bad.diagnostics.filter((d) => d.severity === 'error').length).toBeGreaterThan(0);
    // A mode that is no kind is B5-WEAPON's finding in JSON too (the schema keeps the name as
    // written): near a kind, unknown-mode; otherwise it lacks its kind (named modes).
    const lance = compileJsonText(json.replace('"mode":"flash"', '"mode":"lance"'), 'k.json');
    expect(lance.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}:${d.rule}`)).toEqual(['missing-mode-kind:B5-WEAPON']);
    const flsh = compileJsonText(json.replace('"mode":"flash"', '"mode":"flsh"'), 'k.json');
    expect(flsh.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}:${d.rule}`)).toEqual(['unknown-mode:B5-WEAPON']);
  });

  it('the formatter prints mode blocks inside a weapon, and formatting twice changes nothing', async () => {
    const src = ship('weapon P { arc: all  damage: "d6"\n      mode pulse { damage: "2d6" pulse: [1, 5, 6] }\n   mode flash { }\n    }', DISRUPTOR);
    // expectSafeFormat formats twice (idempotence) and compares comments, compiled document and diagnostics
    const once = await expectSafeFormat(src);
    expect(once).toContain('    weapon P {\n      arc: all\n      damage: "d6"\n      mode pulse { damage: "2d6"  pulse: [1, 5, 6] }\n      mode flash {}\n    }');
    expect(once).toContain('  mode piercing { damage: "3d10+2d6"  fireControl: [1, -, -] }\n}');
  });
});

describe('docs/language.md', () => {
  it('its firing-modes example compiles clean and resolves as the page says', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const doc = readFileSync(path.resolve(__dirname, '..', '..', '..', 'docs', 'language.md'), 'utf8');
    const at = doc.indexOf('### Firing modes with their own damage');
    expect(at).toBeGreaterThan(0);
    const code = /```\n([\s\S]*?)```/.exec(doc.slice(at))![1];
    const [typeDecl, weaponLine] = [code.slice(0, code.indexOf('weapon W')), code.slice(code.indexOf('weapon W')).trim()];
    const r = compileOne(ship(`TrekPhaser P1 { arc: 300..60 }\n    ${weaponLine}`, typeDecl));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const [p1, w] = r.document.ships[0].systems;
    expect(weaponModes((n) => p1[n]).map((m) => `${m.mode} ${m.damage} ${m.range}`)).toEqual(['raking 2d10+4 20', 'piercing 3d10+2d6 20', 'pulse d10+6 20']);
    expect(weaponModes((n) => w[n]).map((m) => m.mode)).toEqual(['raking', 'flash']);
  });
});
