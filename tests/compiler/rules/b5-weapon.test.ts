// The Babylon 5 Wars weapon profile: dice damage, range, range penalty, fire control
// with `-`, loading, rate of fire, firing modes, intercept, ammunition; set once by a user type.
import { describe, expect, it } from 'vitest';
import { diceSummary, parseDice } from '../../../compiler/dice';
import { compileOne } from '../../helpers/compile';
import { weaponShip as ship, errorsOf as errors } from '../../helpers/weapon-ship';


describe('dice expressions', () => {
  it('compute minimum, mean and maximum', () => {
    const d = (t: string) => {
      const r = parseDice(t);
      if (!r.ok) throw new Error(r.message);
      return [r.dice.min, r.dice.mean, r.dice.max];
    };
    expect(d('2d10+4')).toEqual([6, 15, 24]);
    expect(d('d6')).toEqual([1, 3.5, 6]);
    expect(d('3d10+2d6')).toEqual([5, 23.5, 42]);
    expect(d('1d20 + 5')).toEqual([6, 15.5, 25]);
    const ok = parseDice('2d10+4');
    expect(ok.ok && diceSummary(ok.dice)).toBe('min 6 · mean 15 · max 24');
  });

  it('refuse what is not one, saying why', () => {
    // A whole number alone (`12`) is a fixed damage (tests/compiler/rules/fixed-damage.test.ts).
    for (const bad of ['', '2x10', 'd', '2d', '2d10+', '+4', 'd1', '2d10-d4', '2d10*4', '0d6'])
      expect(parseDice(bad).ok, bad).toBe(false);
    const r = parseDice('2d10*4');
    expect(!r.ok && r.message).toContain('`*` is not expected there');
    // A whole number may be taken off (`d3-2`); a die may not.
    expect(parseDice('2d10-4').ok).toBe(true);
    const d = parseDice('2d10-d4');
    expect(!d.ok && d.message).toContain('only a whole number can be taken off');
  });

  it('a bad dice expression is an error at the value', () => {
    const text = ship('weapon X { arc: all  damage: "2x10" }');
    const e = errors(text);
    expect(e.map((d) => d.code)).toEqual(['bad-dice']);
    expect(text.slice(e[0].span.start, e[0].span.end)).toBe('"2x10"');
  });
});

describe('fire control', () => {
  it('takes three whole numbers or `-`; `-` compiles to null', () => {
    const r = compileOne(ship('weapon P { arc: all  fireControl: [3, +2, -] }'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[0].systems[0].fireControl).toEqual([3, 2, null]);
  });

  it('an entry that is neither a number nor `-` is an error at that entry', () => {
    const text = ship('weapon P { arc: all  fireControl: [3, a, 1.5] }');
    const e = errors(text);
    expect(e.map((d) => d.code)).toEqual(['bad-fire-control']);
    expect(text.slice(e[0].span.start, e[0].span.end)).toBe('a');
    expect(e[0].message).toContain('entry 2 (medium)');
    expect(errors(ship('weapon P { arc: all  fireControl: [3, 2] }')).map((d) => d.code)).toEqual(['out-of-range']);
    expect(errors(ship('weapon P { arc: all  fireControl: [3, 2, 1.5] }')).map((d) => d.code)).toEqual(['bad-fire-control']);
  });
});

describe('the whole profile, set once by a user type', () => {
  const types = `system TrekDisruptor extends weapon {
  class: "Disruptor"
  damage: "2d10+4"
  range: 20
  rangePenalty: 1/3
  fireControl: [3, 2, -]
  loading: 2
  rateOfFire: 1
  mode: raking
  rake: 10
  altModes: ["piercing 3d10+2d6"]
  intercept: 2
  ammo: 12
}`;

  it('reaches every instance; an instance may override', () => {
    const r = compileOne(ship('TrekDisruptor D1 { arc: 300..60 }\n    TrekDisruptor D2 { arc: 300..60  damage: "3d10" }', types));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [d1, d2] = r.document.ships[0].systems;
    expect(d1).toMatchObject({
      base: 'weapon',
      damage: '2d10+4',
      range: 20,
      fireControl: [3, 2, null],
      loading: 2,
      rateOfFire: 1,
      mode: 'raking',
      rake: 10,
      altModes: ['piercing 3d10+2d6'],
      intercept: 2,
      ammo: 12,
    });
    expect(d1.rangePenalty).toBeCloseTo(1 / 3);
    expect(d2.damage).toBe('3d10');
  });

  it('photon and advanced photon launchers take the profile too', () => {
    const r = compileOne(ship('photonLauncher T { arc: 300..60  damage: "2d10+8"  range: 25  fireControl: [2, 1, -]  loading: 2 }\n    advancedPhotonLauncher A { arc: 300..60  damage: "2d10+8"  loading: 2 }'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[0].systems.map((s) => s.damage)).toEqual(['2d10+8', '2d10+8']);
  });

  it('B5-WEAPON: a bad further mode, and raking or pulse without their figures', () => {
    const codes = (w: string) => errors(ship(w)).map((d) => `${d.code}:${d.rule}`);
    expect(codes('weapon W { arc: all  altModes: ["lance 2d6"] }')).toEqual(['bad-weapon-mode:B5-WEAPON']);
    expect(codes('weapon W { arc: all  altModes: ["piercing 2x6"] }')).toEqual(['bad-weapon-mode:B5-WEAPON']);
    expect(codes('weapon W { arc: all  mode: raking }')).toEqual(['weapon-mode-incomplete:B5-WEAPON']);
    expect(codes('weapon W { arc: all  mode: pulse }')).toEqual(['weapon-mode-incomplete:B5-WEAPON']);
    expect(codes('weapon W { arc: all  mode: pulse  pulse: [1, 5, 6] }')).toEqual([]);
    expect(codes('weapon W { arc: all  mode: volley }')).toEqual(['unknown-value:undefined']);
  });

  it('a figure a type wrote badly is reported once, at the type, not again for each of its weapons', () => {
    const types = 'system P extends weapon { mode: pulse  pulse: [true, 4, 5] }\nsystem Q extends P { damage: "d10" }';
    const text = ship('P A { arc: all }\n    P B { arc: all }\n    Q C { arc: all }', types);
    const e = errors(text);
    expect(e.map((d) => d.code)).toEqual(['wrong-type']);
    expect(text.slice(e[0].span.start, e[0].span.end)).toBe('true');
    // An instance that states the figure itself is checked as usual; a type that restates it is clean.
    expect(errors(ship('P A { arc: all  pulse: [1, 4, 5] }', types)).map((d) => d.code)).toEqual(['wrong-type']);
    expect(errors(ship('R A { arc: all }', types + '\nsystem R extends P { pulse: [1, 4, 5] }')).map((d) => d.code)).toEqual(['wrong-type']);
    expect(errors(ship('R A { arc: all  mode: raking }', types + '\nsystem R extends P { pulse: [1, 4, 5] }')).map((d) => d.code)).toEqual(['wrong-type', 'weapon-mode-incomplete']);
  });
});
