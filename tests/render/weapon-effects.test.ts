// The sheet prints each weapon effect (B5-EFFECTS) briefly in an Effects column, and a mode's own
// effect (a boosted mode's forced critical) in the Modes column; a ship without effects keeps
// its table as it was.
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
  it('an Effects column in short words, a mode\'s own effect with the mode', () => {
    const ship = compileOne(SHIP).document.ships[0];
    const t = weaponTable(ship)!;
    const col = (key: string) => t.columns.findIndex((c) => c.key === key);
    const cells = Object.fromEntries(t.ids.map((id, i) => [id, { effects: t.rows[i][col('effects')], modes: t.rows[i][col('modes')] }]));
    expect(cells.KL.effects).toBe('AR 1 (12+ dmg, structure)');
    expect(cells.PP.effects).toBe('ignores 50% armor');
    expect(cells.MR.effects).toBe('launch 10');
    expect(cells.AM.effects).toBe('+1/5 margin, max +12');
    expect(cells.PB.effects).toBe('—');
    expect(cells.PB.modes).toBe('standard; boosted standard 4d6 (forces critical)');
    const svg = renderShipSvg(ship);
    expect(svg).toContain('Effects');
    expect(svg).toContain('AR 1 (12+ dmg, structure)');
  });

  it('no Effects column for a ship without effects', () => {
    const ship = compileOne(`ruleset b5wars
ship G {
  size: light
  weapon W { arc: all  damage: "2d10"  rangePenalty: 1 }
}
`).document.ships[0];
    expect(weaponTable(ship)!.columns.map((c) => c.key)).not.toContain('effects');
  });
});
