// B5-FIGURES: a weapon whose every firing mode gives its own range (a phaser lance's lance and dual
// shots) states its range there, as one whose modes give their damage states its damage; the
// sheet prints "by mode" in those cells, not "not stated". A weapon with no range anywhere still
// warns.
import { describe, expect, it } from 'vitest';
import { weaponTable } from '../../render/weapons';
import { compileOne } from '../helpers/compile';

const ship = (weapon: string) => `ruleset b5wars
ship T {
  size: light
  section primary {
    structure: 20
    ${weapon}
    hits { 1..20: structure }
  }
}
`;

const LANCE = `weapon L1 { arc: 300..60  loading: 2
      mode lance { kind: raking  rake: 10  damage: "3d10+14"  rangePenalty: 0.33  fireControl: [4, 4, 0] }
      mode dual { kind: raking  rake: 10  rateOfFire: 2  damage: "2d10+14"  rangePenalty: 1/2  fireControl: [3, 3, 2] } }`;

const figures = (src: string) => compileOne(src).diagnostics.filter((d) => d.rule === 'B5-FIGURES');

describe('B5-FIGURES: figures given by the firing modes', () => {
  it('B5-FIGURES does not warn for a weapon whose modes give damage, range and fire control', () => {
    expect(figures(ship(LANCE))).toEqual([]);
  });

  it('B5-FIGURES still warns for a weapon with modes but no range in any of them', () => {
    const d = figures(ship(`weapon A1 { arc: 300..60  mode multiple { kind: raking  rake: 8  damage: "d10+3" } }`));
    expect(d.map((x) => x.data?.missing)).toEqual([['range']]);
  });

  it('the sheet prints "by mode" for the figures the modes give, with a legend line', () => {
    const t = weaponTable(compileOne(ship(LANCE)).document.ships[0])!;
    const head = t.columns.map((c) => c.header);
    const row = t.rows[0];
    expect([row[head.indexOf('Damage')], row[head.indexOf('Range')], row[head.indexOf('FC s/m/f')]]).toEqual(['by mode', 'by mode', 'by mode']);
    expect(t.legend).toContain('by mode: each firing mode gives its own figure (Modes)');
    expect(t.legend ?? '').not.toContain('not stated');
  });
});
