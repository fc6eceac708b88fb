// A tractor beam fires like a weapon in FieryVoid (SWTractorBeam: fire control 4/2/-, loading 1,
// -1 per hex), so `tractorBeam` takes the fire-profile figures of the weapon profile from the
// catalog: range, rangePenalty, rangePenaltyFrom, fireControl, loading. It deals no
// damage, so `damage` and firing modes stay unknown on it.
import { describe, expect, it } from 'vitest';
import { compileOne } from '../helpers/compile';

const ship = (tb: string) => `ruleset b5wars
ship F {
  size: light
  power: 4
  tractorBeam TB { arc: 300..60  power: 2  boxes: 4  ${tb} }
}
`;

describe('tractor beam fire profile', () => {
  it('takes fire control, loading, range and its penalty, and they reach the compiled ship', () => {
    const r = compileOne(ship('fireControl: [4, 2, -]  loading: 2  rangePenalty: 1  range: 10'));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.document.ships[0].systems[0]).toMatchObject({ id: 'TB', arc: [300, 60], fireControl: [4, 2, null], loading: 2, rangePenalty: 1, range: 10 });
  });
  it('deals no damage: `damage` is an unknown property on it; a bad fire control is refused at the value', () => {
    const r = compileOne(ship('damage: "2d6"  fireControl: [4, x, -]'));
    const codes = r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
    expect(codes).toContain('unknown-property');
    expect(codes.some((c) => c === 'bad-fire-control' || c === 'wrong-type')).toBe(true);
  });
});
