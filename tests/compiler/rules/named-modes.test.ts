// Named firing modes independent of their kind (B5-WEAPON): a phaser's quick 1-turn shot
// and its full 2-turn shot, both raking: `mode quick { kind: raking  loading: 1 ... }`. A block
// named after a kind keeps meaning that kind; any other name needs `kind`.
import { describe, expect, it } from 'vitest';
import { jsonToShipSource } from '../../../compiler/convert/index';
import { compileJsonText } from '../../../compiler/json/index';
import { weaponModes } from '../../../compiler/weapon-modes';
import { modeLines } from '../../../lsp/features/hover';
import { weaponModesText } from '../../../render/weapons';
import { createGame } from '../../../runtime/core/game';
import { compileOne } from '../../helpers/compile';
import { weaponShip as ship, errorsOf as errors, textAt as at } from '../../helpers/weapon-ship';
import { expectSafeFormat } from '../../format/helpers';
import '../../runtime/fixtures';

const findings = (text: string) => errors(text).map((d) => `${d.code}:${d.rule ?? ''}:${at(text, d)}`);

// FieryVoid customTrek.php TrekPhaser: raking 10, 1d10+4 every turn, or 2d10+14 after two turns.
const PHASER = `system TrekPhaser extends weapon {
  rangePenalty: 1/2
  fireControl: [3, 3, 3]
  mode quick { kind: raking  rake: 10  loading: 1  damage: "1d10+4" }
  mode full { kind: raking  rake: 10  loading: 2  damage: "2d10+14" }
}`;

describe('named modes', () => {
  it('two modes of one kind compile, each with its name, kind and own loading', () => {
    const text = ship('TrekPhaser P1 { arc: all }', PHASER);
    expect(errors(text)).toEqual([]);
    const p = compileOne(text).document.ships[0].systems[0];
    expect(p.modes).toEqual([
      { mode: 'raking', name: 'quick', rake: 10, loading: 1, damage: '1d10+4' },
      { mode: 'raking', name: 'full', rake: 10, loading: 2, damage: '2d10+14' },
    ]);
    expect(weaponModes((n) => p[n]).map((m) => [m.name, m.mode, m.damage, m.loading, m.fireControl])).toEqual([
      ['quick', 'raking', '1d10+4', 1, [3, 3, 3]],
      ['full', 'raking', '2d10+14', 2, [3, 3, 3]],
    ]);
  });

  it('a block named after a kind is that kind: existing files compile exactly as before (no name key)', () => {
    const w = compileOne(ship('weapon W { arc: all  mode raking { damage: "2d10"  rake: 8 }  mode flash { damage: "4d10" } }')).document.ships[0].systems[0];
    expect(w.modes).toEqual([{ mode: 'raking', damage: '2d10', rake: 8 }, { mode: 'flash', damage: '4d10' }]);
    // `kind` repeating the name changes nothing either.
    const same = compileOne(ship('weapon W { arc: all  mode raking { kind: raking  damage: "2d10"  rake: 8 } }')).document.ships[0].systems[0];
    expect(same.modes).toEqual([{ mode: 'raking', damage: '2d10', rake: 8 }]);
  });

  it('a named mode beside a flat mode of the same kind adds a mode (it does not merge into it)', () => {
    const w = compileOne(ship('weapon W { arc: all  damage: "2d10+14"  mode: raking  rake: 10  loading: 2  mode quick { kind: raking  loading: 1  damage: "1d10+4" } }')).document.ships[0].systems[0];
    expect(weaponModes((n) => w[n]).map((m) => `${m.name ?? m.mode} ${m.mode} ${m.damage} ${m.loading} ${m.rake}`)).toEqual(['raking raking 2d10+14 2 10', 'quick raking 1d10+4 1 10']);
  });

  it('per-mode shots: rateOfFire in a block (FieryVoid TrekLightDisruptorArray: 3 shots of 1d10+3 or one of 3d10+6)', () => {
    const w = compileOne(ship('weapon A { arc: all  mode multiple { kind: raking  rake: 10  rateOfFire: 3  damage: "1d10+3" }  mode combined { kind: raking  rake: 10  damage: "3d10+6" } }')).document.ships[0].systems[0];
    expect(weaponModes((n) => w[n]).map((m) => [m.name, m.rateOfFire])).toEqual([
      ['multiple', 3],
      ['combined', undefined],
    ]);
  });

  it('a block of another name without `kind` is missing-mode-kind, at the name; a misspelled kind is unknown-mode with a fix', () => {
    expect(findings(ship('weapon W { arc: all  mode quick { damage: "d10"  rake: 10 } }'))).toEqual(['missing-mode-kind:B5-WEAPON:quick']);
    const e = errors(ship('weapon W { arc: all  mode quick { damage: "d10" } }'))[0];
    expect(e.message).toContain('needs `kind: KIND`');
    const text = ship('weapon W { arc: all  mode rakng { damage: "d10"  rake: 10 } }');
    const u = errors(text);
    expect(u.map((d) => `${d.code}:${d.rule}:${at(text, d)}`)).toEqual(['unknown-mode:B5-WEAPON:rakng']);
    expect(u[0].data).toMatchObject({ suggestion: 'raking' });
  });

  it('a misspelled `kind` value is unknown-value with a suggestion; no second finding for the block', () => {
    const text = ship('weapon W { arc: all  mode quick { kind: rakng  damage: "d10" } }');
    const e = errors(text);
    expect(e.map((d) => `${d.code}:${at(text, d)}`)).toEqual(['unknown-value:rakng']);
    expect(e[0].data).toMatchObject({ suggestion: 'raking' });
  });

  it('duplicate-mode is about a name given twice; a kind name with another kind is mode-kind-conflict', () => {
    expect(findings(ship('weapon W { arc: all  mode quick { kind: raking  rake: 5 }\n mode quick { kind: flash } }'))).toEqual(['duplicate-mode:B5-WEAPON:quick']);
    expect(findings(ship('weapon W { arc: all  mode raking { rake: 5 }\n mode raking { rake: 6 } }'))).toEqual(['duplicate-mode:B5-WEAPON:raking']);
    expect(findings(ship('weapon W { arc: all  mode raking { kind: flash } }'))).toEqual(['mode-kind-conflict:B5-WEAPON:raking']);
    // Two blocks of one kind under different names are fine.
    expect(findings(ship('weapon W { arc: all  mode a { kind: flash }  mode b { kind: flash } }'))).toEqual([]);
  });

  it('a named raking or pulse mode without its figures is weapon-mode-incomplete, naming it', () => {
    const e = errors(ship('weapon W { arc: all  mode quick { kind: raking  damage: "d10" } }'));
    expect(e.map((d) => d.code)).toEqual(['weapon-mode-incomplete']);
    expect(e[0].message).toContain('the raking mode `quick` states no rake size');
  });

  it('allow B5-WEAPON keeps a block without a kind as written', () => {
    const r = compileOne(ship('weapon W { arc: all  mode quick { damage: "d10" } }\n    allow B5-WEAPON "a house mode"').replace('    allow B5-WEAPON "a house mode"\n    hits', '    hits').replace('section primary {', 'allow B5-WEAPON "a house mode"\n  section primary {'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[0].systems[0].modes).toEqual([{ mode: 'quick', damage: 'd10' }]);
  });

  it('hover and the sheet show each mode by name and kind', () => {
    const p = compileOne(ship('TrekPhaser P1 { arc: all }', PHASER)).document.ships[0].systems[0];
    expect(modeLines((n) => p[n])).toEqual([
      'quick (raking): 1d10+4 (min 5 · mean 9.5 · max 14), rake 10, fire control 3/3/3, loading 1',
      'full (raking): 2d10+14 (min 16 · mean 25 · max 34), rake 10, fire control 3/3/3, loading 2',
    ]);
    expect(weaponModesText(p)).toBe('quick raking 1d10+4 (rake 10, load 1); full raking 2d10+14 (rake 10, load 2)');
  });

  it('JSON documents carry `name`; convert writes `mode NAME { kind: ... }` back, compiling the same', () => {
    const doc = compileOne(ship('TrekPhaser P1 { arc: all }', PHASER)).document;
    const json = JSON.stringify(doc);
    expect(compileJsonText(json, '/virtual/k.json').diagnostics.filter((d) => d.severity === 'error' && d.code !== 'projection-uncovered')).toEqual([]);
    const text = jsonToShipSource(json).text!;
    // The figures in the order the JSON gives them (the compiled mode's), so the text compiles to the same JSON.
    expect(text).toContain('mode quick { kind: raking  rake: 10  loading: 1  damage: "1d10+4" }');
    expect(compileOne(text).document.ships[0].systems[0].modes).toEqual(doc.ships[0].systems[0].modes);
    const bad = json.replace('"name":"quick"', '"name":""');
    expect(compileJsonText(bad, '/virtual/k.json').diagnostics.some((d) => d.severity === 'error' && d.code !== 'projection-uncovered')).toBe(true);
  });

  it('format twice: named modes with their kind', async () => {
    const out = await expectSafeFormat(ship('TrekPhaser P1 { arc: all }', PHASER.replace('mode quick { kind: raking ', 'mode   quick {kind:raking ')));
    expect(out).toContain('mode quick { kind: raking  rake: 10  loading: 1  damage: "1d10+4" }');
  });

  it('the runtime fires a mode by its name', () => {
    const s = compileOne(ship('TrekPhaser P1 { arc: all }', PHASER)).document.ships[0];
    const g = createGame({ ships: { k: s } });
    expect(g.apply({ type: 'fire', ship: 'k', weapon: 'P1', mode: 'raking' })).toMatchObject({ ok: false, rule: 'B5-WEAPON', error: expect.stringContaining('its modes: quick, full') });
    expect(g.apply({ type: 'fire', ship: 'k', weapon: 'P1', mode: 'full' })).toMatchObject({ ok: true, mode: 'full' });
  });
});
