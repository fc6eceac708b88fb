// The weapon table's Modes column prints every firing mode of a weapon with `mode NAME { ... }`
// blocks, resolved as the compiler resolves them (compiler/weapon-modes.ts), with each mode's own
// damage and figures.
import { describe, expect, it } from 'vitest';
import { renderShipSvg } from '../../render/index';
import { weaponModesText } from '../../render/weapons';
import type { CompiledSystem } from '../../compiler/types';
import { compileOne } from '../helpers/compile';

describe('sheet: mode blocks in the Modes column', () => {
  it('prints the flat mode, then each block with the damage and figures it changes', () => {
    const sys = { id: 'D', type: 'weapon', damage: '2d10+4', fireControl: [3, 2, null], mode: 'raking', rake: 10, modes: [{ mode: 'piercing', damage: '3d10+2d6', fireControl: [1, null, null] }, { mode: 'pulse', pulse: [1, 5, 6] }] };
    expect(weaponModesText(sys as unknown as CompiledSystem)).toBe('raking (rake 10); piercing 3d10+2d6 (FC +1/-/-); pulse (1 hit +1 per 5, max 6)');
  });

  it('draws them from a compiled ship', () => {
    const r = compileOne(`ruleset b5wars
ship T {
  size: medium
  shields { fore: 10  aft: 10 }
  section primary {
    structure: 20
    hits { 1..20: structure }
    deflector DF { arc: 270..90  value: 4  power: 2  boxes: 6 }
    deflector DA { arc: 90..270  value: 4  power: 2  boxes: 6 }
    weapon D { arc: 300..60  damage: "2d10+4"  mode: raking  rake: 10
      mode flash { damage: "4d10" }
    }
  }
}
`);
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
    expect(renderShipSvg(r.document.ships[0])).toContain('raking (rake 10); flash 4d10');
  });
});
