// A JSON system may leave out `base`, as contract §3 shows systems: it is taken from `type`
// (a built-in kind, or a type of the document), and an unknown type is reported once.
import { describe, expect, it } from 'vitest';
import { compileJsonText } from '../../../compiler/json/index';

const dw = (capacity: number, cannon = 'ionCannon') =>
  JSON.stringify({
    name: 'VudarDW',
    ruleset: 'sfb',
    sizeClass: 4,
    systems: [
      { id: 'A', type: cannon, arc: [300, 60] },
      { id: 'B', type: 'ionCannon', arc: [270, 90] },
      { id: 'C', type: 'ionCannon', arc: [120, 240] },
      { id: 'IPG', type: 'ionPulseGenerator', arc: [0, 360] },
      { id: 'ionicCapacitor', type: 'ionicCapacitor', capacity },
    ],
  });

describe('JSON systems without base', () => {
  it('takes the base from a built-in type and runs the rules (H93.12: 3 x 1 + 4 = 7)', () => {
    const ok = compileJsonText(dw(7), 'dw.json');
    expect(ok.diagnostics).toEqual([]);
    expect(ok.document.ships[0].derived.ionicCapacitor).toEqual({ capacity: 7 });
    expect(ok.document.ships[0].systems[0]).toMatchObject({ id: 'A', type: 'ionCannon', base: 'ionCannon', impulseCost: 1 });
    const bad = compileJsonText(dw(8), 'dw.json');
    expect(bad.diagnostics.map((d) => [d.code, d.rule])).toEqual([['stated-value-mismatch', 'H93.12']]);
  });

  it('reports an unknown type once, at the type, with a suggestion', () => {
    const r = compileJsonText(dw(7, 'ionCanon'), 'dw.json');
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.code)).toEqual(['unknown-kind']);
    expect(errors[0].message).toContain('ionCannon');
  });

  it('resolves a user type of the document to its built-in kind', () => {
    const doc = {
      format: 'drydock/1',
      types: [{ name: 'Long', ruleset: 'sfb', extends: 'ionCannon', impulseCost: 2 }],
      ships: [{ name: 'S', ruleset: 'sfb', sizeClass: 4, systems: [{ id: 'L', type: 'Long', arc: [0, 360] }] }],
    };
    const r = compileJsonText(JSON.stringify(doc), 'types.json');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[0].derived.ionicCapacitor).toEqual({ capacity: 2 });
  });

  it('declares sections by placement when the document lists none', () => {
    const ship = {
      name: 'M',
      ruleset: 'b5wars',
      size: 'medium',
      power: 10,
      projections: [
        { name: 'fore', arc: [270, 90], rating: 20 },
        { name: 'aft', arc: [90, 270], rating: 20 },
      ],
      systems: [
        { id: 'DF', type: 'deflector', section: 'forward', arc: [270, 90], value: 3, power: 2 },
        { id: 'DA', type: 'deflector', section: 'aft', arc: [90, 270], value: 3, power: 2 },
      ],
    };
    const r = compileJsonText(JSON.stringify(ship), 'm.json');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[0].systems.map((s) => s.section)).toEqual(['forward', 'aft']);
  });
});
