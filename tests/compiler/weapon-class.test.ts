// Every b5wars weapon kind takes the `class` it prints: the generic weapon, the photon torpedo
// launcher and the advanced launcher alike.
import { describe, expect, it } from 'vitest';
import { renderShipSvg } from '../../render/index';
import { compileOne } from '../helpers/compile';
import { weaponShip } from '../helpers/weapon-ship';

const ship = (w: string) => weaponShip(w);

describe('a weapon class on every weapon kind', () => {
  for (const [kind, figures] of [
    ['weapon', 'damage: "d10+4"'],
    ['photonLauncher', 'damage: "2d6+6"  range: 15'],
    ['advancedPhotonLauncher', 'damage: "2d10+8"  stores: 2'],
  ] as const) {
    it(`${kind} accepts class and the sheet prints it`, () => {
      const r = compileOne(ship(`${kind} T1 { arc: 300..60  boxes: 6  armor: 3  ${figures}  fireControl: [1, 1, 1]  loading: 2  class: "Photonic Torpedo" }`));
      expect(r.diagnostics.filter((d) => d.code === 'unknown-property')).toEqual([]);
      const t1 = r.document.ships[0].systems.find((s) => s.id === 'T1');
      expect(t1?.class).toBe('Photonic Torpedo');
      expect(renderShipSvg(r.document.ships[0])).toContain('Photonic Torpedo');
    });
  }

  it('a class that is not text is wrong-type, at the value', () => {
    const text = ship('photonLauncher T1 { arc: all  damage: "2d6+6"  class: 12 }');
    const d = compileOne(text).diagnostics.filter((x) => x.code === 'wrong-type');
    expect(d).toHaveLength(1);
  });
});
