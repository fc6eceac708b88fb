// Raking and sustained at once (FieryVoid's particle cutter: damage type raking, firing
// mode sustained): `sustained: true` sits on top of the damage mode, in the flat profile or a mode
// block, and reaches the compiled ship and the sheet's Modes column.
import { describe, expect, it } from 'vitest';
import { renderShipSvg } from '../../../render/index';
import { compileOne } from '../../helpers/compile';
import { expectSafeFormat } from '../../format/helpers';

const SHIP = `ruleset b5wars
ship F {
  size: light
  weapon PC { arc: all  damage: "2d10+12"  mode: raking  rake: 10  sustained: true }
  weapon W { arc: all  damage: "2d10"  mode beam { kind: raking  rake: 8  sustained: true } }
}
`;

describe('sustained on top of a damage mode', () => {
  it('reaches the compiled ship, flat and in a block', () => {
    const r = compileOne(SHIP);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [pc, w] = r.document.ships[0].systems;
    expect(pc).toMatchObject({ mode: 'raking', rake: 10, sustained: true });
    expect(w).toMatchObject({ modes: [{ mode: 'raking', name: 'beam', rake: 8, sustained: true }] });
  });
  it('the sheet prints "raking (rake 10, sustained)"', () => {
    expect(renderShipSvg(compileOne(SHIP).document.ships[0])).toMatch(/raking \(rake 10, sustained\)/);
  });
  it('is a boolean: anything else is an error at the value', () => {
    const r = compileOne(SHIP.replace('sustained: true }\n  weapon W', 'sustained: 3 }\n  weapon W'));
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['wrong-type']);
  });
  it('formats as written, twice the same', async () => {
    expect(await expectSafeFormat(SHIP)).toMatch(/sustained: true/);
  });
});
