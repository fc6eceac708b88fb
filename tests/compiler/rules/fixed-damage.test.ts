// A fixed damage is a dice expression of no die: FieryVoid's pulse cannons hit for a fixed 7 a
// pulse. It is read in quotes or as a bare whole number, and its figures are that number.
import { describe, expect, it } from 'vitest';
import { parseDice, rollFigures } from '../../../compiler/dice';
import { compileOne } from '../../helpers/compile';
import { weaponShip as ship } from '../../helpers/weapon-ship';

describe('fixed damage (B5-WEAPON)', () => {
  it('parses a whole number as a roll of no die', () => {
    const d = parseDice(' 7 ');
    expect(d.ok && [d.dice.dice.length, d.dice.min, d.dice.max, d.dice.mean]).toEqual([0, 7, 7, 7]);
    const f = d.ok ? rollFigures(d.dice) : undefined;
    expect(f && [f.min, f.max]).toEqual([7, 7]);
    expect(parseDice('d6+0').ok).toBe(true);
    expect(parseDice('').ok).toBe(false);
    expect(parseDice('7x').ok).toBe(false);
  });

  it('compiles `damage: 7` and `damage: "7"` to the same figure, and refuses a fraction', () => {
    for (const written of ['7', '"7"']) {
      const r = compileOne(ship(`weapon W { arc: all  damage: ${written}  rangePenalty: 1 }`));
      expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(r.document.ships[0].systems[0].damage).toBe('7');
    }
    const bad = compileOne(ship('weapon W { arc: all  damage: 7.5  rangePenalty: 1 }'));
    expect(bad.diagnostics.map((d) => d.code)).toContain('wrong-type');
  });
});
