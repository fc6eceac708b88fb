// H93.12: ionic capacitor capacity from the ion-based weapons, rounded up unless fractionalAccounting.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/h93-12';
import { codes, run, ship, vudarDW } from './model-helper';

const ionShip = (costs: number[], rules: Record<string, boolean> = {}, capacity?: number) =>
  ship({
    ruleset: 'sfb',
    props: { sizeClass: 4 },
    rules,
    systems: [
      ...costs.map((c, i) => ({ kind: 'ionCannon', id: `W${i}`, params: { arc: [0, 360], impulseCost: c } })),
      ...(capacity === undefined ? [] : [{ kind: 'ionicCapacitor', params: { capacity } }]),
    ],
  });

describe('H93.12 ionic capacitor capacity', () => {
  it('Vudar DW: three ion cannons (1 each) and one IPG (4) -> 7, matching the stated 7', () => {
    const r = run(vudarDW(), [rule]);
    expect(r.derived.ionicCapacitor).toEqual({ capacity: 7 });
    expect(codes(r)).toEqual([]);
  });

  it('a stated 8 is an error at the number with the arithmetic in words and a fix', () => {
    const m = vudarDW();
    m.systems.find((s) => s.id === 'ionicCapacitor')!.params.get('capacity')!.value = 8;
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['stated-value-mismatch@ionicCapacitor.capacity']);
    const d = r.diagnostics[0];
    expect(d.rule).toBe('H93.12');
    expect(d.message).toContain('3 ion cannons x 1 + 1 ion pulse generator x 4 = 7, the file states 8');
    expect(d.data).toMatchObject({ stated: 8, derived: 7, fixes: [{ title: 'Change to 7', edits: [{ newText: '7' }] }] });
  });

  it('two weapons of 1.5 -> 3 either way', () => {
    expect(run(ionShip([1.5, 1.5]), [rule]).derived.ionicCapacitor).toEqual({ capacity: 3 });
    expect(run(ionShip([1.5, 1.5], { fractionalAccounting: true }), [rule]).derived.ionicCapacitor).toEqual({ capacity: 3 });
  });

  it('1.5 + 1 -> 3 rounded up, 2.5 exact under fractional accounting', () => {
    expect(run(ionShip([1.5, 1]), [rule]).derived.ionicCapacitor).toEqual({ capacity: 3 });
    expect(run(ionShip([1.5, 1], { fractionalAccounting: true }), [rule]).derived.ionicCapacitor).toEqual({ capacity: 2.5 });
    const r = run(ionShip([1.5, 1], {}, 2.5), [rule]);
    expect(r.diagnostics[0].message).toContain('1 ion cannon x 1.5 + 1 ion cannon x 1 = 2.5, rounded up to 3, the file states 2.5');
  });

  it('a user type extending ionCannon with impulseCost 2 counts 2; a type declared ion-based counts too', () => {
    const m = ship({
      ruleset: 'sfb',
      props: { sizeClass: 4 },
      types: { HeavyIon: { base: 'ionCannon', params: { impulseCost: 2 } }, IonTorpedo: { base: 'ionPulseGenerator', params: { impulseCost: 3 }, ionBased: true } },
      systems: [
        { kind: 'ionCannon', id: 'A', params: { arc: [300, 60] } },
        { kind: 'HeavyIon', id: 'H1', params: { arc: [300, 60] } },
        { kind: 'HeavyIon', id: 'H2', params: { arc: [300, 60] } },
        { kind: 'IonTorpedo', id: 'T', params: { arc: [300, 60] } },
        { kind: 'ionicCapacitor', params: { capacity: 9 } },
      ],
    });
    const r = run(m, [rule]);
    expect(r.derived.ionicCapacitor).toEqual({ capacity: 8 });
    expect(r.diagnostics[0].message).toContain('1 ion cannon x 1 + 2 HeavyIon x 2 + 1 IonTorpedo x 3 = 8, the file states 9');
  });

  it('a type that opts out of being ion-based does not count', () => {
    const m = ship({
      ruleset: 'sfb',
      props: { sizeClass: 4 },
      types: { Dummy: { base: 'ionCannon', ionBased: false } },
      systems: [{ kind: 'Dummy', id: 'D', params: { arc: [0, 360] } }, { kind: 'ionCannon', id: 'A', params: { arc: [0, 360] } }],
    });
    expect(run(m, [rule]).derived.ionicCapacitor).toEqual({ capacity: 1 });
  });

  it('an ion-based system with no impulse cost at all is an error naming H93.12 (catalog-required ones are reported by lowering)', () => {
    const m = ship({
      ruleset: 'sfb',
      props: { sizeClass: 4 },
      types: { IonLance: { base: 'weapon', ionBased: true } },
      systems: [{ kind: 'IonLance', id: 'L', params: { arc: [0, 360] } }, { kind: 'ionicCapacitor', params: { capacity: 1 } }],
    });
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['ion-cost-missing@L:id']);
    expect(r.diagnostics[0].message).toContain('IonLance L (type IonLance, built on the weapon) has no `impulseCost`');
    // an ion storm generator without a cost: lowering reports the missing required property
    const isg = ship({ ruleset: 'sfb', props: { sizeClass: 4 }, systems: [{ kind: 'ionStormGenerator', id: 'ISG', params: { arc: [0, 360] } }] });
    expect(codes(run(isg, [rule]))).toEqual([]);
  });

  it('a capacitor with no ion weapons derives 0', () => {
    const r = run(ship({ ruleset: 'sfb', props: { sizeClass: 4 }, systems: [{ kind: 'ionicCapacitor' }] }), [rule]);
    expect(r.derived.ionicCapacitor).toEqual({ capacity: 0 });
    expect(run(ship({ ruleset: 'sfb', props: { sizeClass: 4 } }), [rule]).derived.ionicCapacitor).toBeUndefined();
  });
});
