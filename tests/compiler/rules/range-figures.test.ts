// Two range figures of real weapons: a to-hit penalty that starts only beyond N
// hexes (`rangePenaltyFrom`, FieryVoid's Klingon launcher: -1 per 2 hexes beyond 10) and damage that
// falls with range (`damagePenalty`, the plasma burst's -1 per hex). Both are weapon-profile
// figures in the catalog, so a mode block may state its own; they reach the compiled ship, the
// sheet and the formatter, and a bad value is an error at the value.
import { describe, expect, it } from 'vitest';
import { renderShipSvg } from '../../../render/index';
import { expectSafeFormat } from '../../format/helpers';
import { compileOne } from '../../helpers/compile';

const SHIP = `ruleset b5wars
ship F {
  size: light
  weapon L1 { arc: all  damage: "2d10"  rangePenalty: 1/2  rangePenaltyFrom: 10 }
  weapon PB { arc: all  damage: "3d6"  damagePenalty: 1  mode quick { kind: raking  rake: 6  damagePenalty: 1/4 } }
}
`;

describe('range figures of a weapon', () => {
  it('reach the compiled ship, in the flat profile and in a mode block', () => {
    const r = compileOne(SHIP);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [l1, pb] = r.document.ships[0].systems;
    expect(l1).toMatchObject({ id: 'L1', rangePenalty: 0.5, rangePenaltyFrom: 10 });
    expect(pb).toMatchObject({ id: 'PB', damagePenalty: 1, modes: [{ mode: 'raking', name: 'quick', rake: 6, damagePenalty: 0.25 }] });
  });

  it('print on the sheet: "-1/2/hex, beyond 10" and "dmg -1/hex"', () => {
    const svg = renderShipSvg(compileOne(SHIP).document.ships[0]);
    expect(svg).toMatch(/beyond 10/);
    expect(svg).toMatch(/dmg -1\/hex/);
  });

  it('a negative range or a non-number is an error at the value', () => {
    const r = compileOne(`ruleset b5wars
ship F {
  size: light
  weapon W { arc: all  rangePenaltyFrom: -1  damagePenalty: "x" }
}
`);
    const errors = r.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.message]);
    expect(errors).toEqual([
      ['out-of-range', expect.stringMatching(/^`rangePenaltyFrom` of `W` must be at least 0; -1 is too small/)],
      ['wrong-type', expect.stringMatching(/^`damagePenalty` of `W` must be a number/)],
    ]);
  });

  it('format as written, twice the same', async () => {
    const once = await expectSafeFormat(SHIP);
    expect(once).toMatch(/rangePenaltyFrom: 10/);
    expect(once).toMatch(/damagePenalty: 1\/4/);
  });
});
