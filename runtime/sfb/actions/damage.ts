// `damageSystem`, `repairSystem` and `penetrate`. The boxes are kept by the core's bookkeeping
// (runtime/core/systems.ts); what losing or regaining a system does is the ship features' and the
// kind's behaviour module's (behaviours.ts), in that order.
import { damageBoxes, repairBoxes } from '../../core/systems';
import { defineAction, type ActionSpec } from '../../core/registry';
import { shipFeatures } from '../behaviours';
import { kindCtx } from '../kind-context';
import type { Fields, KindCtx, SfbKindBehaviour } from '../kinds/types';
import { penetrate as penetrateShield } from '../seventh-shield';
import { syncSeventhShield } from '../state';
import { refuse } from '../common';
import { onShip } from './run';
import { str } from './schemas';

/** Marks `boxes` of damage on a system, then runs what losing it does (features, then its kind). */
export function damageKind(k: KindCtx, behaviour: SfbKindBehaviour | undefined, boxes: number): Fields {
  const taken = behaviour?.damage?.(k, boxes);
  if (taken) return taken;
  const outcome = damageBoxes(k.rec, k.rec.boxes, boxes);
  const out: Fields = {};
  if (outcome.destroyedNow) {
    for (const f of shipFeatures) f.systemDestroyed?.(k, out);
    behaviour?.destroyed?.(k, out);
    if (k.ws) k.ws.ready = false;
  }
  behaviour?.damaged?.(k, out);
  return { damage: k.rec.damage, destroyed: k.rec.destroyed, ...out };
}

export const damageSystem: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { system: str, boxes: { type: 'integer', minimum: 0 } }, required: ['system', 'boxes'] },
  run: (ctx, a) =>
    onShip(ctx, a, (s) => {
      const { k, behaviour } = kindCtx(s, a.system);
      return damageKind(k, behaviour, a.boxes);
    }),
});

export const repairSystem: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { system: str }, required: ['system'] },
  run: (ctx, a) =>
    onShip(ctx, a, (s) => {
      const { k, behaviour } = kindCtx(s, a.system);
      const outcome = repairBoxes(k.rec, k.rec.boxes);
      const out: Fields = {};
      if (outcome.wasDestroyed) for (const f of shipFeatures) f.systemRepaired?.(k, out);
      behaviour?.repaired?.(k, out, outcome.wasDestroyed);
      return { destroyed: false, damage: 0, ...out };
    }),
});

export const penetrate: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { amount: { type: 'number', minimum: 0 }, shield: { type: 'integer', minimum: 1, maximum: 6 } }, required: ['amount'] },
  run: (ctx, a) =>
    onShip(ctx, a, ({ st, ship, now }) => {
      // Z-QT-4: the factor passes the shield (#1-6) the shot struck on a Z-ship or an X1/X0 ship;
      // the seed gives it no effect on any other ship, so naming a shield there is refused.
      if (a.shield !== undefined && ship.zship !== true && ship.xship !== true) {
        throw refuse(`${ship.name} is neither a Z-ship nor an X1/X0 ship: the seed lets the penetrating factor pass shield #${a.shield} only on those; score the torpedo's damage alone`, 'Z-QT-4');
      }
      const r = penetrateShield(st.seventhShield, a.amount, now.turn);
      syncSeventhShield(st);
      return { ...(a.shield !== undefined ? { passedShield: a.shield } : {}), ...r };
    }),
});
