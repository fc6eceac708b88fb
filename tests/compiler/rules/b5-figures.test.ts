// B5-FIGURES (project check): every b5wars weapon states its damage and its range (a maximum or a
// penalty per hex), on itself or its system type; one without is a warning at the weapon's name,
// which `allow B5-FIGURES` turns into information.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/b5-figures';
import { compileOne, spanText } from '../../helpers/compile';
import { at, codes, run, ship } from './model-helper';

const withWeapon = (params: Record<string, unknown>, types?: Record<string, { base: string; params?: Record<string, unknown> }>, kind = 'weapon') =>
  ship({ ruleset: 'b5wars', props: { size: 'light' }, sections: { primary: { props: { structure: 10 }, hits: [[1, 20, 'structure']] } }, systems: [{ kind, id: 'T1', section: 'primary', params }], types });

describe('B5-FIGURES every weapon states its damage and its range', () => {
  it('a weapon with damage and a range penalty, or a maximum range: nothing to say', () => {
    expect(codes(run(withWeapon({ damage: '2d10+4', rangePenalty: 0.5 }), [rule]))).toEqual([]);
    expect(codes(run(withWeapon({ damage: '2d6+6', range: 15 }), [rule]))).toEqual([]);
  });

  it('warns at the weapon name, naming what is missing and what to type', () => {
    const r = run(withWeapon({ arc: [300, 60] }, undefined, 'photonLauncher'), [rule]);
    expect(r.diagnostics).toHaveLength(1);
    const d = r.diagnostics[0];
    expect([d.code, d.severity, d.rule, at(d)]).toEqual(['weapon-figures-missing', 'warning', 'B5-FIGURES', 'T1:id']);
    expect(d.message).toBe(
      'Weapon T1 states no damage and no range, so it cannot be fired from its record sheet, which prints "not stated" there. ' +
        'Add `damage: "2d10+4"` (a dice expression) and `rangePenalty: 1/2` (to-hit penalty per hex) or `range: 20` (maximum range in hexes) to T1, ' +
        'or `allow B5-FIGURES "reason"` when the source gives none (B5-FIGURES).',
    );
    expect(d.data).toMatchObject({ system: 'T1', missing: ['damage', 'range'] });
  });

  it('names only the missing figure: a range without damage, damage without a range', () => {
    expect(run(withWeapon({ damage: '1d10+4' }), [rule]).diagnostics.map((d) => d.data?.missing)).toEqual([['range']]);
    const noDamage = run(withWeapon({ rangePenalty: 1 }), [rule]).diagnostics;
    expect(noDamage.map((d) => d.data?.missing)).toEqual([['damage']]);
    expect(noDamage[0].message).toContain('Weapon T1 states no damage, so');
    expect(noDamage[0].message).not.toContain('rangePenalty: 1/2');
  });

  it('counts figures a system type gives, and a mode block with its own damage', () => {
    expect(codes(run(withWeapon({}, { Torp: { base: 'photonLauncher', params: { damage: '3d6+6', range: 20 } } }, 'Torp'), [rule]))).toEqual([]);
    const modes = [{ mode: 'raking', name: 'multiple', damage: 'd10+3', rake: 8 }];
    expect(codes(run(withWeapon({ modes, rangePenalty: 1.33 }), [rule]))).toEqual([]);
    // Missing on both, the message says where to add it.
    const typed = run(withWeapon({}, { Torp: { base: 'photonLauncher', params: { range: 20 } } }, 'Torp'), [rule]).diagnostics;
    expect(typed[0].message).toContain('to T1 or to its type Torp');
  });

  it('an allow turns the warning into information', () => {
    const m = withWeapon({ rangePenalty: 0 });
    m.allows.push({ rule: 'B5-FIGURES', reason: 'the grappler does no damage', loc: m.loc, ruleLoc: m.loc });
    const mine = run(m).diagnostics.filter((d) => d.rule === 'B5-FIGURES');
    expect(mine.map((d) => [d.code, d.severity])).toEqual([['weapon-figures-missing', 'info']]);
  });

  it('is a b5wars rule only', () => {
    expect(rule.rulesets).toEqual(['b5wars']);
  });

  it('check reports it from a .ship file at the weapon name, once for a base and the variant that inherits it', () => {
    const r = compileOne(`ruleset b5wars
ship A {
  size: light
  section primary {
    structure: 10
    photonLauncher T1 { arc: 300..60  boxes: 6 }
    hits { 1..20: structure }
  }
}
ship B extends A { points: 10 }
`);
    const mine = r.diagnostics.filter((d) => d.code === 'weapon-figures-missing');
    expect(mine).toHaveLength(1);
    expect(spanText(r, mine[0])).toBe('T1');
    expect(mine[0].severity).toBe('warning');
  });
});
