// Behaviour of the Z-suicide shuttle (Z-SHTL-1): armed with warp energy over three turns, then
// launched for its warhead.
import { q, refuse, sum } from '../common';
import { notDestroyed } from '../context';
import { armSuicideShuttle, launchSuicideShuttle, shuttleTurnStart } from '../shuttles';
import { emptyWeapon } from '../weapons';
import type { SfbKindBehaviour } from './types';

export const suicideShuttleBehaviour: SfbKindBehaviour = {
  arm(k, req) {
    notDestroyed(k, 'Z-SHTL-1');
    if (req.mode !== undefined && req.mode !== 'standard') throw refuse('a Z-suicide shuttle has no overload', 'Z-SHTL-1');
    if (req.from !== undefined) throw refuse('a Z-suicide shuttle is armed with warp energy, not from a capacitor', 'Z-SHTL-1');
    return { ...armSuicideShuttle(k.ws, k.sys, k.now, req.energy) };
  },
  fire(k) {
    notDestroyed(k, 'Z-SHTL-1');
    return { ...launchSuicideShuttle(k.ws, k.sys, k.now) };
  },
  destroyed(k, out) {
    if (k.ws && k.ws.arming.length > 0) {
      out.armingLost = q(sum(k.ws.arming));
      Object.assign(k.ws, emptyWeapon(k.ws.kind));
    }
  },
  turnStart(k) {
    const lost = shuttleTurnStart(k.ws, k.ctx.state.turn);
    if (k.rec.destroyed) k.ws.ready = false;
    if (lost) k.ctx.event({ ship: k.handle, weapon: k.sys.id, lost: lost.lost, rule: 'Z-SHTL-1', reason: 'arming interrupted' });
  },
};
