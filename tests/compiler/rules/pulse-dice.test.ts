// Pulse base hits as a die roll (B5-WEAPON): `pulse: ["d3", 4, 5]`, `["d3-2", 3, 4]`
// (a roll below 1 counts as 1), plain numbers as before; checked, shown, converted, formatted,
// and rolled by the runtime when the weapon fires.
import { describe, expect, it } from 'vitest';
import { jsonToShipSource } from '../../../compiler/convert/index';
import { compileJsonText } from '../../../compiler/json/index';
import { parseDice, rollFigures } from '../../../compiler/dice';
import { pulseBaseFigures, pulseText } from '../../../compiler/weapon-modes';
import { modeLines } from '../../../lsp/features/hover';
import { weaponModesText } from '../../../render/weapons';
import { createGame } from '../../../runtime/core/game';
import { compileOne } from '../../helpers/compile';
import { weaponShip as ship, errorsOf as errors, textAt as at } from '../../helpers/weapon-ship';
import { expectSafeFormat } from '../../format/helpers';
import '../../runtime/fixtures';

const system = (text: string) => {
  const r = compileOne(text);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.document.ships[0].systems[0];
};

const DISRUPTOR = `system TrekLightDisruptor extends weapon {
  damage: "d10+4"
  mode: pulse
  pulse: ["d3", 4, 5]
}`;

describe('dice expressions with `-`', () => {
  it('take whole numbers off: d3-2 is -1..1; the floored figures are exact', () => {
    const d = parseDice('d3-2');
    expect(d.ok && [d.dice.min, d.dice.mean, d.dice.max]).toEqual([-1, 0, 1]);
    expect(d.ok && rollFigures(d.dice, 1)).toEqual({ min: 1, mean: 1, max: 1 });
    const e = parseDice('d6-1');
    // 0,1,2,3,4,5 counted as at least 1: (1+1+2+3+4+5)/6
    expect(e.ok && rollFigures(e.dice, 1).mean).toBeCloseTo(16 / 6);
    const f = parseDice('3d6-4');
    // Only a total of 3 (-1 after the 4 taken off) falls below 0: P = 1/216, raised by 1.
    expect(f.ok && rollFigures(f.dice, 0).mean).toBeCloseTo(6.5 + 1 / 216);
  });

  it('refuse a die taken off, a dangling `-`, and too much taken off', () => {
    expect(parseDice('d3-d2')).toMatchObject({ ok: false, message: expect.stringContaining('only a whole number can be taken off') });
    expect(parseDice('d3-')).toMatchObject({ ok: false, message: expect.stringContaining('missing after `-`') });
    expect(parseDice('d6-2000')).toMatchObject({ ok: false, message: expect.stringContaining('at most 1000') });
    expect(parseDice('-2')).toMatchObject({ ok: false });
  });
});

describe('pulse: [base hits, grouping, maximum] with dice base hits', () => {
  it('compile as written: dice in quotes, numbers as before', () => {
    expect(system(ship('weapon W { arc: all  mode: pulse  pulse: ["d3", 4, 5] }')).pulse).toEqual(['d3', 4, 5]);
    expect(system(ship('weapon W { arc: all  mode: pulse  pulse: ["d3-2", 3, 4] }')).pulse).toEqual(['d3-2', 3, 4]);
    expect(system(ship('weapon W { arc: all  mode: pulse  pulse: [1, 5, 6] }')).pulse).toEqual([1, 5, 6]);
    expect(system(ship('TrekLightDisruptor D { arc: all }', DISRUPTOR)).pulse).toEqual(['d3', 4, 5]);
    expect(system(ship('weapon W { arc: all  mode pulse { damage: "d10"  pulse: ["d2", 5, 3] } }')).modes).toEqual([{ mode: 'pulse', damage: 'd10', pulse: ['d2', 5, 3] }]);
  });

  it('a bad dice expression is bad-dice under B5-WEAPON, at the base hits', () => {
    const text = ship('weapon W { arc: all  mode: pulse  pulse: ["d3x", 4, 5] }');
    const e = errors(text);
    expect(e.map((d) => `${d.code}:${d.rule}`)).toEqual(['bad-dice:B5-WEAPON']);
    expect(at(text, e[0])).toBe('"d3x"');
    expect(e[0].message).toContain('base hits');
    const inBlock = ship('weapon W { arc: all  mode pulse { pulse: ["", 4, 5] } }');
    expect(errors(inBlock).map((d) => `${d.code}:${d.rule}`)).toEqual(['bad-dice:B5-WEAPON']);
  });

  it('grouping counts points of the d20 roll: 1 to 20; a FieryVoid percent figure is told what to write', () => {
    const one = (w: string) => {
      const text = ship(`weapon W { arc: all  mode: pulse  ${w} }`);
      return errors(text).map((d) => ({ code: d.code, at: at(text, d), message: d.message }));
    };
    expect(one('pulse: [1, 20, 6]')).toEqual([]);
    const pct = one('pulse: ["d3-2", 25, 4]');
    expect(pct.map((d) => `${d.code} ${d.at}`)).toEqual(['out-of-range 25']);
    expect(pct[0].message).toContain('percent is 5: write 5');
    const odd = one('pulse: [1, 21, 6]');
    expect(odd.map((d) => `${d.code} ${d.at}`)).toEqual(['out-of-range 21']);
    expect(odd[0].message).not.toContain('percent');
  });

  it('zero and negative figures, a wrong entry count and a name are refused where they stand', () => {
    const one = (w: string) => {
      const text = ship(`weapon W { arc: all  mode: pulse  ${w} }`);
      return errors(text).map((d) => `${d.code} ${at(text, d)}`);
    };
    expect(one('pulse: [1, 0, 6]')).toEqual(['out-of-range 0']);
    expect(one('pulse: [1, 5, 0]')).toEqual(['out-of-range 0']);
    expect(one('pulse: [-1, 5, 6]')).toEqual(['out-of-range -1']);
    expect(one('pulse: [1.5, 5, 6]')).toEqual(['wrong-type 1.5']);
    expect(one('pulse: [d3, 5, 6]')).toEqual(['wrong-type d3']);
    expect(one('pulse: ["d3", "4", 6]')).toEqual(['wrong-type "4"']);
    expect(one('pulse: ["d3", 4]')).toEqual(['out-of-range ["d3", 4]']);
    expect(one('pulse: 3')).toEqual(['wrong-type 3']);
  });

  it('hover, the sheet and the figures show what the base hits can be', () => {
    expect(pulseBaseFigures('d3')).toEqual({ min: 1, mean: 2, max: 3 });
    expect(pulseBaseFigures('d3-2')).toEqual({ min: 1, mean: 1, max: 1 });
    expect(pulseBaseFigures(2)).toEqual({ min: 2, mean: 2, max: 2 });
    expect(pulseText(['d3', 4, 5])).toBe('d3 hits +1 per 4, max 5');
    const w = system(ship('TrekLightDisruptor D { arc: all }', DISRUPTOR));
    expect(modeLines((n) => w[n])).toEqual(['pulse: d10+4 (min 5 · mean 9.5 · max 14), pulse d3/4/5 (base hits min 1 · mean 2 · max 3)']);
    expect(weaponModesText(w)).toBe('pulse (d3 hits +1 per 4, max 5)');
  });

  it('JSON: the schema takes dice base hits, refuses a bad one; convert writes them back', () => {
    const src = ship('TrekLightDisruptor D { arc: all }', DISRUPTOR);
    const doc = compileOne(src).document;
    const json = JSON.stringify({ ...doc, ships: doc.ships });
    const back = compileJsonText(json, '/virtual/k.json');
    // (The ship has no deflectors: its projections are uncovered, ST-SH-9; nothing else is wrong.)
    expect(back.diagnostics.filter((d) => d.severity === 'error' && d.code !== 'projection-uncovered')).toEqual([]);
    const text = jsonToShipSource(json).text!;
    expect(text).toContain('pulse: ["d3", 4, 5]');
    expect(compileOne(text).document.ships[0].systems[0].pulse).toEqual(['d3', 4, 5]);
    const bad = json.replace('"d3"', '"d3x"');
    const problems = compileJsonText(bad, '/virtual/k.json').diagnostics.filter((d) => d.severity === 'error' && d.code !== 'projection-uncovered');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((d) => d.message).join(' ')).toMatch(/pulse/);
  });

  it('format twice: dice base hits are kept', async () => {
    const out = await expectSafeFormat(ship('weapon W { arc: all  mode: pulse  pulse: [ "d3-2" ,3,4 ] }'));
    expect(out).toContain('pulse: ["d3-2", 3, 4]');
  });
});

describe('the runtime rolls dice base hits when the weapon fires', () => {
  const game = (pulse: string) => {
    const s = compileOne(ship(`weapon W { arc: all  damage: "d10"  mode: pulse  pulse: ${pulse} }\n    weapon R { arc: all  damage: "d10"  mode: raking  rake: 10 }`)).document.ships[0];
    return createGame({ ships: { k: s } });
  };

  it('from the action\'s rolls, a result below 1 counting as 1', () => {
    const g = game('["d3-2", 3, 4]');
    expect(g.apply({ type: 'fire', ship: 'k', weapon: 'W', rolls: [3] })).toMatchObject({ ok: true, shots: [{ toHit: 0, baseHits: 1, baseHitsRoll: [3] }] });
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'k', weapon: 'W', rolls: [1] })).toMatchObject({ ok: true, shots: [{ baseHits: 1, baseHitsRoll: [1] }] });
    const h = game('["2d3", 4, 5]');
    expect(h.apply({ type: 'fire', ship: 'k', weapon: 'W', rolls: [2, 3] })).toMatchObject({ ok: true, shots: [{ baseHits: 5, baseHitsRoll: [2, 3] }] });
  });

  it('from the game\'s generator otherwise: a replay rolls the same', () => {
    const a = game('["d3", 4, 5]');
    const b = game('["d3", 4, 5]');
    const ra = a.apply({ type: 'fire', ship: 'k', weapon: 'W' });
    expect(ra).toMatchObject({ ok: true, shots: [{ baseHits: expect.any(Number) }] });
    expect(b.apply({ type: 'fire', ship: 'k', weapon: 'W' })).toEqual(ra);
    const hits = (ra as unknown as { shots: { baseHits: number }[] }).shots[0].baseHits;
    expect(hits >= 1 && hits <= 3).toBe(true);
  });

  it('plain base hits roll nothing; a mode that does not pulse has no base hits; a roll out of range is refused', () => {
    const g = game('[2, 5, 6]');
    const rng = g.state.rng;
    expect(g.apply({ type: 'fire', ship: 'k', weapon: 'W' })).toEqual(expect.objectContaining({ ok: true, shots: [{ toHit: 0, baseHits: 2 }] }));
    expect(g.state.rng).toBe(rng);
    expect(g.apply({ type: 'fire', ship: 'k', weapon: 'R' })).toEqual(expect.objectContaining({ ok: true, shots: [{ toHit: 0 }] }));
    const h = game('["d3", 4, 5]');
    expect(h.apply({ type: 'fire', ship: 'k', weapon: 'W', rolls: [4] })).toMatchObject({ ok: false, error: expect.stringContaining('not a d3 result') });
  });

  it('a mode the weapon does not have is refused, naming its modes (B5-WEAPON)', () => {
    const g = game('["d3", 4, 5]');
    expect(g.apply({ type: 'fire', ship: 'k', weapon: 'W', mode: 'raking' })).toMatchObject({ ok: false, rule: 'B5-WEAPON', error: 'weapon W has no firing mode "raking" (its modes: pulse)' });
    expect(g.apply({ type: 'fire', ship: 'k', weapon: 'W', mode: 'pulse', rolls: [2] })).toMatchObject({ ok: true, mode: 'pulse', shots: [{ baseHits: 2 }] });
  });
});
