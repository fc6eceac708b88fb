// `ew` (Z-EW-1) and `drawBattery` (Z-BTY-1).
import { defineAction, type ActionSpec } from '../../core/registry';
import { refuse } from '../common';
import { drawBatteries } from '../batteries';
import { setEw } from '../ew';
import { onShip } from './run';
import { num, str } from './schemas';

export const ew: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { ecm: { type: 'integer', minimum: 0 }, eccm: { type: 'integer', minimum: 0 } } },
  run: (ctx, a) => onShip(ctx, a, ({ st }) => ({ ...setEw(st.ew, { ecm: a.ecm, eccm: a.eccm }) })),
});

export const drawBattery: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { amount: num, battery: str }, required: ['amount'] },
  run: (ctx, a) =>
    onShip(ctx, a, ({ st, ship }) => {
      if (!st.batteries) throw refuse(`${ship.name} has no quantum batteries`, 'Z-BTY-1');
      const amount = a.amount;
      if (!(amount > 0)) throw refuse('"amount" must be a positive number', 'Z-BTY-1');
      const drawn = drawBatteries(st.batteries, amount, a.battery);
      return { drawn, stored: st.batteries.stored };
    }),
});
