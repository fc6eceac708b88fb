// Salvo mode (B5-WEAPON; FieryVoid's multi-barrel batteries, e.g. the Suliban cruiser's
// defense guns, four medium lasers in one mount): the `barrels` of a battery fire together as one
// shot. Left out, its damage is the weapon's plus one point per barrel or a tenth of the mean per
// barrel (whichever is more, rounded up), and its fire control the weapon's lowered by 1/2/4
// (ships/medium/fighters). Checked, compiled as written, shown by hover and the sheet, formatted,
// and rolled once for the whole battery when it fires.
import { describe, expect, it } from 'vitest';
import { jsonToShipSource } from '../../../compiler/convert/index';
import { compiledDocumentSchema } from '../../../compiler/schema';
import { salvoBonus, salvoDamage, salvoFireControl, weaponModes } from '../../../compiler/weapon-modes';
import { modeLines } from '../../../lsp/features/hover';
import { renderShipSvg } from '../../../render/index';
import { weaponModesText } from '../../../render/weapons';
import { createGame } from '../../../runtime/core/game';
import { compileOne } from '../../helpers/compile';
import { weaponShip as ship, errorsOf as errors, textAt as at } from '../../helpers/weapon-ship';
import { expectSafeFormat } from '../../format/helpers';
import '../../runtime/fixtures';

const GUNS = `system DefenseGuns extends weapon {
  damage: "d6+4"
  mode: pulse
  pulse: ["d3-2", 3, 4]
  fireControl: [4, 4, 5]
  loading: 1
  mode salvo { barrels: 4 }
}`;

const system = (text: string) => {
  const r = compileOne(text);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.document.ships[0].systems[0];
};

describe('the salvo rule', () => {
  it('bonus: one point per barrel or a tenth of the mean per barrel, whichever is more', () => {
    // d6+4: mean 7.5; 4 barrels: 4 against ceil(3.0) = 3 -> +4 (FieryVoid's four-gun medium laser)
    expect(salvoBonus(7.5, 4)).toBe(4);
    // 2d10+12: mean 23; 2 barrels: 2 against ceil(4.6) = 5 -> +5
    expect(salvoBonus(23, 2)).toBe(5);
    // 2d10: mean 11; 3 barrels: 3 against ceil(3.3) = 4 -> +4
    expect(salvoBonus(11, 3)).toBe(4);
    // 3d6: mean 10.5; 2 barrels: ceil(2.1) = 3 against 2 -> +3
    expect(salvoBonus(10.5, 2)).toBe(3);
  });

  it('damage and fire control of a salvo from one barrel\'s', () => {
    expect(salvoDamage('d6+4', 4)).toEqual({ damage: 'd6+8', bonus: 4 });
    expect(salvoDamage('2d10', 2)).toEqual({ damage: '2d10+3', bonus: 3 });
    expect(salvoDamage('d6-1', 2)).toEqual({ damage: 'd6+1', bonus: 2 });
    expect(salvoDamage('bad', 2)).toBeUndefined();
    // -1 against ships, -2 against medium, -4 against fighters; `-` stays `-`
    expect(salvoFireControl([4, 4, 5])).toEqual([3, 2, 1]);
    expect(salvoFireControl([2, null, 0])).toEqual([1, null, -4]);
  });
});

describe('salvo mode on a weapon', () => {
  it('compiles as written; its modes resolve with the worked-out damage and fire control', () => {
    const g = system(ship('DefenseGuns G { arc: all }', GUNS));
    expect(g).toMatchObject({ mode: 'pulse', damage: 'd6+4', fireControl: [4, 4, 5], modes: [{ mode: 'salvo', barrels: 4 }] });
    const modes = weaponModes((n) => g[n]);
    expect(modes.map((m) => [m.mode, m.damage, m.fireControl, m.barrels])).toEqual([
      ['pulse', 'd6+4', [4, 4, 5], undefined],
      ['salvo', 'd6+8', [3, 2, 1], 4],
    ]);
    expect(modes[1].derived).toEqual({ damage: { from: 'd6+4', bonus: 4 }, fireControl: { from: [4, 4, 5] } });
  });

  it('a salvo that states its damage or fire control keeps them; a flat salvo is as written', () => {
    const w = system(ship('weapon W { arc: all  damage: "2d10"  fireControl: [2, -, 0]  mode big { kind: salvo  barrels: 2  damage: "3d6" } }'));
    const [, big] = weaponModes((n) => w[n]);
    expect([big.name, big.damage, big.fireControl, big.derived]).toEqual(['big', '3d6', [1, null, -4], { fireControl: { from: [2, null, 0] } }]);
    const f = system(ship('weapon F { arc: all  damage: "d6+8"  fireControl: [3, 2, 1]  mode: salvo  barrels: 4 }'));
    expect(weaponModes((n) => f[n]).map((m) => [m.mode, m.damage, m.fireControl, m.derived])).toEqual([['salvo', 'd6+8', [3, 2, 1], undefined]]);
  });

  it('barrels is inherited by a salvo block from the flat profile, and only by a salvo', () => {
    const w = system(ship('weapon W { arc: all  damage: "2d10"  barrels: 3  mode quick { kind: raking  rake: 5 }  mode salvo { } }'));
    const modes = weaponModes((n) => w[n]);
    expect(modes.map((m) => [m.name ?? m.mode, m.barrels, m.damage])).toEqual([
      ['standard', 3, '2d10'],
      ['quick', undefined, '2d10'],
      ['salvo', 3, '2d10+4'],
    ]);
  });

  it('a salvo without barrels is weapon-mode-incomplete at the mode; barrels under 2 is out of range', () => {
    const flat = ship('weapon W { arc: all  damage: "2d10"  mode: salvo }');
    const e1 = errors(flat);
    expect(e1.map((d) => `${d.code}:${d.rule}`)).toEqual(['weapon-mode-incomplete:B5-WEAPON']);
    expect(at(flat, e1[0])).toBe('salvo');
    expect(e1[0].message).toContain('add `barrels: N`');
    const block = ship('weapon W { arc: all  damage: "2d10"  mode volley { kind: salvo } }');
    const e2 = errors(block);
    expect(e2.map((d) => d.code)).toEqual(['weapon-mode-incomplete']);
    expect(at(block, e2[0])).toBe('volley');
    expect(e2[0].message).toContain('the salvo mode `volley` states no barrels');
    const one = ship('weapon W { arc: all  damage: "2d10"  mode salvo { barrels: 1 } }');
    const e3 = errors(one);
    expect(e3.map((d) => `${d.code} ${at(one, d)}`)).toEqual(['out-of-range 1']);
  });

  it('hover lists the salvo with its bonus; the sheet prints its damage, barrels and fire control', () => {
    const g = system(ship('DefenseGuns G { arc: all }', GUNS));
    expect(modeLines((n) => g[n])).toEqual([
      'pulse: d6+4 (min 5 · mean 7.5 · max 10), pulse d3-2/3/4 (base hits min 1 · mean 1 · max 1), fire control 4/4/5, loading 1',
      'salvo: d6+8 (min 9 · mean 11.5 · max 14), 4 barrels, salvo bonus +4 on d6+4, fire control 3/2/1, loading 1',
    ]);
    expect(weaponModesText(g)).toBe('pulse (d3-2 hits +1 per 3, max 4); salvo d6+8 (4 barrels, FC +3/+2/+1)');
    expect(renderShipSvg(compileOne(ship('DefenseGuns G { arc: all  power: 3 }', GUNS)).document.ships[0])).toContain('salvo d6+8 (4');
  });

  it('the schema knows salvo and barrels; convert and the formatter write them back', async () => {
    const schema = JSON.stringify(compiledDocumentSchema());
    expect(schema).toContain('"salvo"');
    expect(schema).toContain('"barrels"');
    const doc = compileOne(ship('DefenseGuns G { arc: all }', GUNS)).document;
    const text = jsonToShipSource(JSON.stringify(doc)).text!;
    expect(text).toMatch(/mode salvo \{ barrels: 4 \}/);
    expect(await expectSafeFormat(ship('weapon W { arc: all  damage: "2d10"  mode salvo {barrels:3} }'))).toContain('mode salvo { barrels: 3 }');
  });
});

describe('the runtime fires a salvo as one shot of the whole battery', () => {
  const game = () => createGame({ ships: { k: compileOne(ship('DefenseGuns G { arc: all }', GUNS)).document.ships[0] } });

  it('rolls the salvo damage once, from the action\'s rolls: d6+8 with a 3 is 11', () => {
    const g = game();
    expect(g.apply({ type: 'fire', ship: 'k', weapon: 'G', mode: 'salvo', rolls: [3] })).toEqual({
      ok: true,
      weapon: 'G',
      mode: 'salvo',
      shots: [{ toHit: 0, barrels: 4, damage: 11, damageRoll: [3] }],
    });
    // loading 1: the burst fires the next turn, its base hits d3-2 counted as at least 1
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'k', weapon: 'G', rolls: [3] })).toMatchObject({ ok: true, shots: [{ toHit: 0, baseHits: 1, baseHitsRoll: [3] }] });
  });

  it('from the game\'s generator otherwise, the same on replay; a roll off the die is refused', () => {
    const a = game().apply({ type: 'fire', ship: 'k', weapon: 'G', mode: 'salvo' });
    expect(game().apply({ type: 'fire', ship: 'k', weapon: 'G', mode: 'salvo' })).toEqual(a);
    const dmg = (a as unknown as { shots: { damage: number }[] }).shots[0].damage;
    expect(dmg >= 9 && dmg <= 14).toBe(true);
    expect(game().apply({ type: 'fire', ship: 'k', weapon: 'G', mode: 'salvo', rolls: [7] })).toMatchObject({ ok: false, error: expect.stringContaining('not a d6 result') });
  });
});
