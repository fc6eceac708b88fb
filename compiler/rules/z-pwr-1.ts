// Z-PWR-1 (and the other SFB power systems): the power a ship generates each turn, by kind. Each
// box of a power system gives its `powerPerBox`: skip-warp 1 (warp), quantum impulse 2 (impulse),
// auxiliary Z-reactor 3 (warp: usable for warp functions), research lab 1 (other), and the
// standard warp engines, impulse engines, AWR and APR. Worked: High Guard CZ warp 30 + 4 x 3 = 42,
// impulse 4 x 2 = 8, other 2 x 1 = 2, total 52.
import { powerKinds } from '../catalog/index';
import type { ConstructionRule } from '../model';
import type { PowerTotals } from '../types';
import { clean, fmt, kindTitle, numParam } from './util';

export const rule: ConstructionRule = {
  id: 'Z-PWR-1',
  rulesets: ['sfb'],
  check(ctx) {
    const { ship, derived } = ctx;
    const totals: PowerTotals = { warp: 0, impulse: 0, other: 0, total: 0 };
    const parts: Record<'warp' | 'impulse' | 'other', string[]> = { warp: [], impulse: [], other: [] };
    for (const sys of ship.systems) {
      const bucket = powerKinds[sys.builtin.name];
      if (!bucket) continue;
      const boxes = numParam(sys, 'boxes') ?? 1;
      const per = numParam(sys, 'powerPerBox') ?? 0;
      const amount = clean(boxes * per);
      totals[bucket] = clean(totals[bucket] + amount);
      parts[bucket].push(`${kindTitle(sys)} ${sys.id} ${fmt(boxes)} x ${fmt(per)}`);
    }
    totals.total = clean(totals.warp + totals.impulse + totals.other);
    derived.power = totals;
    for (const k of ['warp', 'impulse', 'other'] as const) {
      ctx.explain(`power.${k}`, parts[k].length ? `${parts[k].join(' + ')} = ${fmt(totals[k])}` : 'no such power system');
    }
    ctx.explain('power.total', `warp ${fmt(totals.warp)} + impulse ${fmt(totals.impulse)} + other ${fmt(totals.other)} = ${fmt(totals.total)}`);
  },
};
