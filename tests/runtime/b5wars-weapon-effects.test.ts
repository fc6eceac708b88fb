// B5-EFFECTS in play: `fire` reports each shot's effect figures for the table (armor taken off,
// armor ignored), rolls the damage of a margin-damage mode from the action's `margin` (the
// antimatter torpedo's X+8: margin 0 is 8, 37 is 15, 99 is 20), refuses `margin` on a mode
// without margin damage, and a mode that forces a critical roll reports `criticalCheck: true`.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../runtime/core/game';
import { compileOne } from '../helpers/compile';

const SHIP = `ruleset b5wars
ship F {
  size: light
  weapon AM { arc: all  damage: "8"  rangePenalty: 1  loading: 1  marginDamage: [5, 12] }
  weapon MD { arc: all  damage: "2d6+4"  rangePenalty: 1  mode: pulse  pulse: ["d3", 4, 4]  armorReduction: 1 }
  weapon KL { arc: all  damage: "2d10+10"  range: 25  armorReduction: 1  armorReductionFrom: 12  armorReductionOf: structure }
  weapon PP { arc: all  damage: "4d10+5"  rangePenalty: 1/2  armorIgnored: 50 }
  weapon PB { arc: all  damage: "2d6"  rangePenalty: 1  mode boosted { kind: standard  damage: "4d6"  forcesCritical: true } }
}
`;
const game = () => {
  const r = compileOne(SHIP);
  expect(r.diagnostics).toEqual([]);
  return createGame({ ships: { f: r.document.ships[0], t: r.document.ships[0] } });
};
const fire = (margin: number) => game().apply({ type: 'fire', ship: 'f', weapon: 'AM', margin });

describe('weapon effects in play (B5-EFFECTS)', () => {
  it('damage by the to-hit margin: 8 + 1 per 5, at most +12', () => {
    expect(fire(0)).toEqual({ ok: true, weapon: 'AM', shots: [{ toHit: 0, margin: 0, marginBonus: 0, damage: 8 }] });
    expect(fire(37)).toMatchObject({ ok: true, shots: [{ margin: 37, marginBonus: 7, damage: 15 }] });
    expect(fire(99)).toMatchObject({ ok: true, shots: [{ margin: 99, marginBonus: 12, damage: 20 }] });
    // Without a margin the shot carries no damage: the table works it out.
    expect(game().apply({ type: 'fire', ship: 'f', weapon: 'AM' })).toEqual({ ok: true, weapon: 'AM', shots: [{ toHit: 0 }] });
    expect(game().apply({ type: 'fire', ship: 'f', weapon: 'AM', margin: -1 })).toMatchObject({ ok: false });
  });

  it('a margin on a weapon without margin damage is refused with what to do', () => {
    expect(game().apply({ type: 'fire', ship: 'f', weapon: 'PP', margin: 5 })).toMatchObject({
      ok: false,
      rule: 'B5-EFFECTS',
      error: expect.stringContaining('no damage by the to-hit margin (it has no `marginDamage`), so `margin` says nothing for it: leave `margin` out'),
    });
  });

  it('each shot reports the armor it takes off and the armor it ignores', () => {
    const g = game();
    expect(g.apply({ type: 'fire', ship: 'f', weapon: 'MD', rolls: [2] })).toEqual({
      ok: true,
      weapon: 'MD',
      shots: [{ toHit: 0, baseHits: 2, baseHitsRoll: [2], armorReduction: 1, armorReductionOf: 'struck' }],
    });
    expect(g.apply({ type: 'fire', ship: 'f', weapon: 'KL' })).toMatchObject({ shots: [{ armorReduction: 1, armorReductionFrom: 12, armorReductionOf: 'structure' }] });
    expect(g.apply({ type: 'fire', ship: 'f', weapon: 'PP' })).toEqual({ ok: true, weapon: 'PP', shots: [{ toHit: 0, armorIgnored: 50 }] });
  });

  it('the boosted mode forces a critical check on the weapon; the plain mode does not', () => {
    const g = game();
    expect(g.apply({ type: 'fire', ship: 'f', weapon: 'PB', mode: 'boosted' })).toEqual({ ok: true, weapon: 'PB', mode: 'boosted', shots: [{ toHit: 0 }], criticalCheck: true });
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'f', weapon: 'PB' })).toEqual({ ok: true, weapon: 'PB', shots: [{ toHit: 0 }] });
  });
});
