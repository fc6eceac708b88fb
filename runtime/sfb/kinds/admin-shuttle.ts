// Behaviour of the Z-admin shuttle (Z-SHTL-1): its Phaser-Z fires at half strength only.
import { notDestroyed } from '../context';
import { fireAdminShuttle, shuttleTurnStart } from '../shuttles';
import type { SfbKindBehaviour } from './types';

export const adminShuttleBehaviour: SfbKindBehaviour = {
  fire(k, req) {
    notDestroyed(k, 'Z-SHTL-1');
    return { ...fireAdminShuttle(k.ws, k.sys, k.now, { mode: req.mode, damage: req.damage }) };
  },
  repaired(k, _out, wasDestroyed) {
    if (wasDestroyed && k.ws) k.ws.ready = k.ws.firedTurn !== k.now.turn;
  },
  turnStart(k) {
    shuttleTurnStart(k.ws, k.ctx.state.turn);
    if (k.rec.destroyed) k.ws.ready = false;
  },
};
