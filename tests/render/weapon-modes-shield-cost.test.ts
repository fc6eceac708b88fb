// The weapon table's Modes column reads the flat weapon profile (mode, rake, pulse, altModes), and
// an sfb sheet prints the shield cost with the seventh shield's activation cost (Z-S7-2).
import { describe, expect, it } from 'vitest';
import { renderShipSvg } from '../../render/index';
import { weaponModesText } from '../../render/weapons';
import { descendants, parseXml, textOf } from './xml';
import { compileOne } from '../helpers/compile';
import type { CompiledSystem } from '../../compiler/types';

describe('sheet: weapon modes and shield cost', () => {
  it('prints a raking weapon with its rake, a pulse weapon with its hits, and alternative modes', () => {
    expect(weaponModesText({ id: 'D', type: 'weapon', mode: 'raking', rake: 10, altModes: ['piercing 3d10+2d6'] } as unknown as CompiledSystem)).toBe(
      'raking (rake 10); piercing 3d10+2d6',
    );
    expect(weaponModesText({ id: 'P', type: 'weapon', mode: 'pulse', pulse: [1, 5, 6] } as unknown as CompiledSystem)).toBe('pulse (1 hit +1 per 5, max 6)');
    expect(weaponModesText({ id: 'W', type: 'weapon' } as unknown as CompiledSystem)).toBeUndefined();
  });

  it('draws the Modes column from a compiled raking weapon', () => {
    const r = compileOne(`ruleset b5wars
ship T {
  size: medium
  shields { fore: 10  aft: 10 }
  section primary {
    structure: 20
    hits { 1..20: structure }
    deflector DF { arc: 270..90  value: 4  power: 2  boxes: 6 }
    deflector DA { arc: 90..270  value: 4  power: 2  boxes: 6 }
    weapon D { arc: 300..60  damage: "2d10+4"  mode: raking  rake: 10  altModes: ["piercing 3d10+2d6"] }
  }
}
`);
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
    const svg = renderShipSvg(r.document.ships[0]);
    expect(svg).toContain('raking (rake 10); piercing 3d10+2d6');
  });

  it('prints a fire-control class the weapon cannot fire at as `-`, as written, never `null`', () => {
    const r = compileOne(`ruleset b5wars
ship T {
  size: medium
  section primary {
    structure: 20
    hits { 1..20: structure }
    weapon P { arc: 300..60  damage: "2d10"  fireControl: [3, 2, -] }
  }
}
`);
    expect(r.document.ships[0].systems[0].fireControl).toEqual([3, 2, null]);
    const svg = renderShipSvg(r.document.ships[0]);
    // In the weapon table, where the section panel leaves the weapon's firing figures.
    expect(svg).toContain('+3/+2/-');
    expect(svg).not.toContain('fire control 3, 2, -');
    expect(svg).not.toContain('null');
  });

  it('prints the shield cost with the seventh shield (Z-S7-2)', () => {
    const r = compileOne(`ruleset sfb
ship Z {
  sizeClass: 4
  zship: true
  shieldCost: 2
  shields: [10, 8, 8, 6, 8, 8]
  seventhShield S7 { boxes: 6  activationCost: 1 }
}
`);
    const ship = r.document.ships[0];
    const sc = (ship.derived as { shieldCost?: { shields: number; seventhShield: number; total: number } }).shieldCost;
    expect(sc).toEqual({ shields: 2, seventhShield: 1, total: 3 });
    // The line may wrap in its box group: its words in order, read back from the SVG.
    const words = [...descendants(parseXml(renderShipSvg(ship)))]
      .filter((e) => e.name === 'text' && e.attrs['data-role'] === 'derived')
      .map(textOf)
      .join(' ');
    expect(words).toContain('Shield cost 2 + seventh shield 1 = 3 per turn (Z-S7-2)');
  });
});
