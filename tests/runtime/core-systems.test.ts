// The core's damage and repair bookkeeping (runtime/core/systems.ts), shared by both rulesets, and
// the action payload types read off the action schemas (runtime/core/schema-types.ts).
import { describe, expect, expectTypeOf, test } from 'vitest';
import { damageBoxes, repairBoxes } from '../../runtime/core/systems';
import type { FromSchema } from '../../runtime/core/schema-types';
import type { ActionOf } from '../../runtime/core/registry';

describe('damage and repair of boxes', () => {
  test('damage accumulates up to the box count; the hit that takes the last box destroys', () => {
    const rec = { damage: 0, destroyed: false };
    expect(damageBoxes(rec, 3, 2)).toEqual({ damage: 2, destroyed: false, destroyedNow: false });
    expect(damageBoxes(rec, 3, 5)).toEqual({ damage: 3, destroyed: true, destroyedNow: true });
    expect(damageBoxes(rec, 3, 1)).toEqual({ damage: 3, destroyed: true, destroyedNow: false });
    expect(rec).toEqual({ damage: 3, destroyed: true });
  });
  test('repair: some boxes, or all of them; it works again once damage is below the box count', () => {
    const rec = { damage: 4, destroyed: true };
    expect(repairBoxes(rec, 4, 0)).toEqual({ damage: 4, destroyed: true, restored: false, wasDestroyed: true });
    expect(repairBoxes(rec, 4, 1)).toEqual({ damage: 3, destroyed: false, restored: true, wasDestroyed: true });
    expect(repairBoxes(rec, 4, 9)).toEqual({ damage: 0, destroyed: false, restored: false, wasDestroyed: false });
    rec.damage = 2;
    expect(repairBoxes(rec, 4)).toEqual({ damage: 0, destroyed: false, restored: false, wasDestroyed: false });
  });
});

describe('payload types come from the schemas', () => {
  test('FromSchema: required and optional fields, enums, arrays of objects', () => {
    const schema = {
      properties: {
        amount: { type: 'number' },
        power: { enum: ['impulse', 'warp'] },
        reserve: { type: 'boolean' },
        targets: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
      },
      required: ['amount', 'power'],
    } as const;
    expectTypeOf<FromSchema<typeof schema>>().toEqualTypeOf<{
      amount: number;
      power: 'impulse' | 'warp';
      reserve?: boolean;
      targets?: { id: string }[];
    }>();
    expectTypeOf<ActionOf<typeof schema>['ship']>().toEqualTypeOf<string>();
    expectTypeOf<ActionOf<typeof schema>['impulse']>().toEqualTypeOf<number | undefined>();
  });
  test('FromSchema: an object whose values share one schema is a record of them', () => {
    const schema = {
      properties: { to: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } } },
    } as const;
    expectTypeOf<FromSchema<typeof schema>>().toEqualTypeOf<{ to?: Record<string, number> }>();
  });
});
