// Z-EW-1: a Z-ship may buy ECM plus ECCM up to its sensor rating + 4, and gets 3 points of passive
// ECCM free. derived.ew records both numbers; ECM and ECCM stated in the file over the limit are
// an error.
import type { ConstructionRule } from '../model';
import { fmt, prop } from './util';

export const EW_BONUS = 4;
export const PASSIVE_ECCM = 3;

export const rule: ConstructionRule = {
  id: 'Z-EW-1',
  rulesets: ['sfb'],
  check(ctx) {
    const { ship, derived } = ctx;
    if (prop(ship, 'zship')?.value !== true) return;
    const sensor = prop<number>(ship, 'sensor');
    const ecm = prop<number>(ship, 'ecm');
    const eccm = prop<number>(ship, 'eccm');
    if (typeof sensor?.value !== 'number') {
      if (ecm || eccm) {
        const at = (ecm ?? eccm)!;
        ctx.report({
          code: 'ew-without-sensor',
          loc: at.keyLoc ?? at.loc,
          message: `${ship.name} buys EW but states no \`sensor\` rating; a Z-ship's EW limit is its sensor rating + 4 (Z-EW-1). Add \`sensor: N\`.`,
        });
      }
      return;
    }
    const limit = sensor.value + EW_BONUS;
    derived.ew = { limit, passiveEccm: PASSIVE_ECCM };
    const bought = (typeof ecm?.value === 'number' ? ecm.value : 0) + (typeof eccm?.value === 'number' ? eccm.value : 0);
    if (bought > limit) {
      const at = (eccm ?? ecm)!;
      const parts = [ecm ? `ECM ${fmt(ecm.value)}` : undefined, eccm ? `ECCM ${fmt(eccm.value)}` : undefined].filter(Boolean).join(' + ');
      ctx.report({
        code: 'ew-over-limit',
        loc: at.loc,
        message:
          `${parts} = ${fmt(bought)} is more than the EW a Z-ship may buy: sensor ${fmt(sensor.value)} + ${EW_BONUS} = ${fmt(limit)} (Z-EW-1). ` +
          `Lower ECM or ECCM by ${fmt(bought - limit)}; the 3 points of passive ECCM come free and are not counted.`,
        data: { ecm: ecm?.value ?? 0, eccm: eccm?.value ?? 0, limit },
      });
    }
  },
};
