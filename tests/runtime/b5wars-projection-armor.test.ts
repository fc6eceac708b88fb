// ST-SH-13, projection armor and the per-hit cap (FieryVoid's TrekShieldProjection): of each hit
// the armor stops min(armor, floor(hit / 2)) without using capacity, the capacity then takes at
// most perHit - armor, the rest goes to the ship; nothing works once the capacity is spent.
import { describe, expect, test } from 'vitest';
import { absorbHit } from '../../runtime/b5wars/shields';
import { createGame } from '../../runtime/core/game';
import type { CompiledShip } from '../../compiler/types';
import { compileOne } from '../helpers/compile';
import { ok } from './fixtures';

function armored(fore: string, aft = 'aft: 20', extra = ''): CompiledShip {
  const r = compileOne(`ruleset b5wars
ship K {
  size: medium
  power: 10
  shields { ${fore}  ${aft} }
  section primary {
    structure: 30
    shieldGenerator SG { boxes: 4 }
    deflector D { arc: all  value: 3  power: 2 }
    hits { 1..20: structure }
  }
  ${extra}
}
`);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.document.ships[0];
}

const hit = (g: ReturnType<typeof createGame>, amount: number, bearing = 0, more: Record<string, unknown> = {}) =>
  ok(g.apply({ type: 'damage', ship: 'k', bearing, amount, ...more }));

describe('ST-SH-13 projection armor and per-hit cap', () => {
  test('worked example: rating 12, armor 2, perHit 6; hits of 1, 5 and 20', () => {
    const g = createGame({ ships: { k: armored('fore { rating: 12  armor: 2  perHit: 6 }') } });
    // 1: half of it rounds down to 0, so the armor stops nothing; the capacity takes it.
    expect(hit(g, 1)).toEqual({ ok: true, projection: 'fore', shieldPoints: 1, absorbed: 1, toShip: 0, remaining: 11, armorStopped: 0 });
    // 5: the armor stops 2 (half is 2), the capacity takes the other 3.
    expect(hit(g, 5)).toEqual({ ok: true, projection: 'fore', shieldPoints: 3, absorbed: 5, toShip: 0, remaining: 8, armorStopped: 2 });
    // 20: the armor stops 2, the capacity at most 6 - 2 = 4, 14 go on to the ship.
    expect(hit(g, 20)).toEqual({ ok: true, projection: 'fore', shieldPoints: 4, absorbed: 6, toShip: 14, remaining: 4, armorStopped: 2 });
  });

  test('the capacity left bounds the cap; once spent, the armor stops nothing either', () => {
    const g = createGame({ ships: { k: armored('fore { rating: 5  armor: 2  perHit: 6 }') } });
    expect(hit(g, 20)).toMatchObject({ shieldPoints: 4, absorbed: 6, toShip: 14, remaining: 1, armorStopped: 2 });
    expect(hit(g, 20)).toMatchObject({ shieldPoints: 1, absorbed: 3, toShip: 17, remaining: 0, armorStopped: 2 });
    expect(hit(g, 20)).toMatchObject({ shieldPoints: 0, absorbed: 0, toShip: 20, remaining: 0, armorStopped: 0 });
  });

  test('armor without a cap: the capacity takes all it can after the armor', () => {
    const g = createGame({ ships: { k: armored('fore { rating: 12  armor: 3 }') } });
    expect(hit(g, 10)).toMatchObject({ shieldPoints: 7, absorbed: 10, toShip: 0, remaining: 5, armorStopped: 3 });
    expect(hit(g, 30)).toMatchObject({ shieldPoints: 5, absorbed: 8, toShip: 22, remaining: 0, armorStopped: 3 });
  });

  test('a cap without armor; and a cap equal to the armor leaves the capacity untouched', () => {
    const g = createGame({ ships: { k: armored('fore { rating: 12  perHit: 4 }', 'aft { rating: 9  armor: 3  perHit: 3 }') } });
    expect(hit(g, 10)).toMatchObject({ projection: 'fore', shieldPoints: 4, absorbed: 4, toShip: 6, remaining: 8, armorStopped: 0 });
    expect(hit(g, 10, 180)).toMatchObject({ projection: 'aft', shieldPoints: 0, absorbed: 3, toShip: 7, remaining: 9, armorStopped: 3 });
  });

  test('a cap below the armor (kept by an allow) gives the capacity nothing; the armor still works', () => {
    const r = compileOne(`ruleset b5wars
ship K {
  size: medium
  power: 10
  shields { fore { rating: 12  armor: 4  perHit: 3 }  aft: 20 }
  section primary { structure: 30  shieldGenerator SG { boxes: 4 }  deflector D { arc: all  value: 3  power: 2 }  hits { 1..20: structure } }
  allow ST-SH-13 "as printed"
}
`);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const g = createGame({ ships: { k: r.document.ships[0] } });
    expect(hit(g, 10)).toMatchObject({ shieldPoints: 0, absorbed: 4, toShip: 6, remaining: 12, armorStopped: 4 });
  });

  test('a projection without armor or cap plays as before (ST-SH-2), with no armorStopped field', () => {
    const g = createGame({ ships: { k: armored('fore { rating: 12  armor: 2  perHit: 6 }') } });
    expect(hit(g, 30, 180)).toEqual({ ok: true, projection: 'aft', shieldPoints: 20, absorbed: 20, toShip: 10, remaining: 0 });
  });

  test('First One fire (ST-SH-11) uses 2 capacity a point; the cap bounds the capacity used', () => {
    // armor 2 stops 2 of 20; the capacity may use 6 - 2 = 4 points, which stop 2 more.
    expect(absorbHit(20, 12, true, { armor: 2, perHit: 6 })).toEqual({ shieldPoints: 4, absorbed: 4, toShip: 16, armor: 2 });
    const g = createGame({ ships: { k: armored('fore { rating: 12  armor: 2  perHit: 6 }') } });
    expect(hit(g, 20, 0, { firstOne: true })).toMatchObject({ shieldPoints: 4, absorbed: 4, toShip: 16, remaining: 8, firstOne: true });
  });

  test('an energy drain (ST-SH-8) scores against the capacity; armor and cap do not apply to it', () => {
    const g = createGame({ ships: { k: armored('fore { rating: 12  armor: 2  perHit: 6 }') } });
    expect(ok(g.apply({ type: 'damage', ship: 'k', bearing: 0, drain: 1 }))).toMatchObject({ shieldPoints: 10, absorbed: 10, remaining: 2 });
  });
});
