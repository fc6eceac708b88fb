// Time on the absolute impulse count (docs/rules.md, Conventions) and the number helpers of runtime/sfb.
import { describe, expect, it } from 'vitest';
import { absImpulse, addImpulses, compareTime, floorE, fromAbs, q } from '../../../runtime/sfb/common';

describe('absolute impulses (docs/rules.md, Conventions)', () => {
  it('absolute impulse = 32*(t-1)+i, Energy Allocation is impulse 0', () => {
    expect(absImpulse({ turn: 1, impulse: 0 })).toBe(0);
    expect(absImpulse({ turn: 3, impulse: 20 })).toBe(84);
    expect(absImpulse({ turn: 6, impulse: 0 })).toBe(160);
    expect(fromAbs(116)).toEqual({ turn: 4, impulse: 20 });
  });
  it('H93.14 32 impulses keep the phase: EA of turn 6 → EA of turn 7; impulse 32 of turn 3 → impulse 32 of turn 4', () => {
    expect(addImpulses({ turn: 6, impulse: 0 }, 32)).toEqual({ turn: 7, impulse: 0 });
    expect(addImpulses({ turn: 3, impulse: 20 }, 32)).toEqual({ turn: 4, impulse: 20 });
    expect(addImpulses({ turn: 3, impulse: 32 }, 32)).toEqual({ turn: 4, impulse: 32 });
    expect(addImpulses({ turn: 3, impulse: 1 }, 31)).toEqual({ turn: 3, impulse: 32 });
  });
  it('EA of turn t+1 comes after impulse 32 of turn t', () => {
    expect(compareTime({ turn: 7, impulse: 0 }, { turn: 6, impulse: 32 })).toBeGreaterThan(0);
  });
  it('fractions are kept clean and rounded down exactly', () => {
    expect(q(0.1 + 0.2)).toBe(0.3);
    expect(floorE(12.5)).toBe(12);
    expect(floorE(2.9999999999999996)).toBe(3);
  });
});
