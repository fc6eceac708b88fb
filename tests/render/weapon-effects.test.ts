// The sheet prints each weapon effect (B5-EFFECTS) briefly after the weapon's modes in the Modes
// column (a column of its own would widen every table: the Klingon D7 would no longer fit one
// Letter page), a mode's own effect (a boosted mode's forced critical) with that mode, and a
// legend entry for `AR n`; a ship without effects keeps its table as it was.
import { describe, expect, it } from 'vitest';
import { renderShipSvg } from '../../render/index';
import { weaponTable } from '../../render/weapons';
import { compileOne } from '../helpers/compile';

const SHIP = `ruleset b5wars
ship F {
  size: light
  weapon KL { arc: all  damage: "2d10+10"  range: 25  armorReduction: 1  armorReductionFrom: 12  armorReductionOf: structure }
  weapon PP { arc: all  damage: "4d10+5"  rangePenalty: 1/2  armorIgnored: 50 }
  weapon MR { arc: all  damage: "10"  range: 30  launchRange: 10 }
  weapon PB { arc: all  damage: "2d6"  rangePenalty: 1  mode boosted { kind: standard  damage: "4d6"  forcesCritical: true } }
  weapon AM { arc: all  damage: "8"  rangePenalty: 1  marginDamage: [5, 12] }
}
`;

describe('weapon effects on the sheet', () => {
  it('in short words after the modes, a mode\'s own effect with the mode', () => {
    const ship = compileOne(SHIP).document.ships[0];
    const t = weaponTable(ship)!;
    const col = t.columns.findIndex((c) => c.key === 'modes');
    const cells = Object.fromEntries(t.ids.map((id, i) => [id, t.rows[i][col]]));
    expect(cells).toEqual({
      KL: 'AR 1 (12+ dmg, structure)',
      PP: 'ignores 50% armor',
      MR: 'launch 10',
      PB: 'standard; boosted standard 4d6 (forces critical)',
      AM: '+1/5 margin, max +12',
    });
    expect(t.legend).toContain('AR n: each hit takes n points off armor for good');
    const svg = renderShipSvg(ship);
    expect(svg).toContain('AR 1 (12+ dmg, structure)');
  });

  it('nothing more for a ship without effects', () => {
    const ship = compileOne(`ruleset b5wars
ship G {
  size: light
  weapon W { arc: all  damage: "2d10"  rangePenalty: 1 }
}
`).document.ships[0];
    const t = weaponTable(ship)!;
    expect(t.columns.map((c) => c.key)).not.toContain('modes');
    expect(t.legend ?? '').not.toContain('AR n');
  });
});
