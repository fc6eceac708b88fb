// Z-CC-1: central capacitor maximum = Phaser-Z fire costs + quantum torpedo standard arming + Plasma-ZF arming.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/z-cc-1';
import { codes, highGuardCZ, run, ship } from './model-helper';

describe('Z-CC-1 central capacitor maximum', () => {
  it('High Guard CZ: 8 + 8 + 10 = 26, matching the stated 26', () => {
    const r = run(highGuardCZ(), [rule]);
    expect(r.derived.centralCapacitor).toEqual({ max: 26 });
    expect(codes(r)).toEqual([]);
  });

  it('a stated 27 is an error with the arithmetic and a fix', () => {
    const m = highGuardCZ();
    m.systems.find((s) => s.id === 'centralCapacitor')!.params.get('max')!.value = 27;
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['stated-value-mismatch@centralCapacitor.max']);
    expect(r.diagnostics[0].rule).toBe('Z-CC-1');
    expect(r.diagnostics[0].message).toContain('8 Phaser-Zs x 1 + 4 quantum torpedoes x 2 (1+1) + 2 Plasma-ZFs x 5 (1+1+3) = 26, the file states 27');
    expect(r.diagnostics[0].data?.fixes?.[0].edits[0].newText).toBe('26');
  });

  it('the defense field adds nothing; user types and changed arming count', () => {
    const m = ship({
      ruleset: 'sfb',
      props: { sizeClass: 3 },
      types: { HeavyQuantumTorpedo: { base: 'quantumTorpedo', params: { overloadDamagePerEnergy: 6 } } },
      systems: [
        { kind: 'phaserZ', id: 'P1', params: { arc: [0, 360], fireCost: 1.5 } },
        { kind: 'HeavyQuantumTorpedo', id: 'Q1', params: { arc: [300, 60] } },
        { kind: 'quantumTorpedo', id: 'Q2', params: { arc: [300, 60], arming: [2, 1] } },
        { kind: 'defenseField' },
        { kind: 'centralCapacitor' },
      ],
    });
    expect(run(m, [rule]).derived.centralCapacitor).toEqual({ max: 6.5 });
  });

  it('central-capacitor weapons without a central capacitor are a warning', () => {
    const r = run(ship({ ruleset: 'sfb', props: { sizeClass: 3 }, systems: [{ kind: 'phaserZ', id: 'P1', params: { arc: [0, 360] } }] }), [rule]);
    expect(codes(r)).toEqual(['central-capacitor-missing@P1:type']);
    expect(r.derived.centralCapacitor).toEqual({ max: 1 });
  });
});
