// Behaviour of the Phaser-Z (Z-PHZ-1, Z-PHZ-2): fires once per turn from the central capacitor.
import { notDestroyed } from '../context';
import { firePhaserZ, phaserZTurnStart } from '../phaser-z';
import type { SfbKindBehaviour } from './types';

export const phaserZBehaviour: SfbKindBehaviour = {
  fire(k, req) {
    notDestroyed(k, 'Z-PHZ-1');
    return { ...firePhaserZ(k.ws, k.sys, k.st.centralCapacitor, k.now, { mode: req.mode, damage: req.damage, band: req.band }, () => k.ctx.dice.d6()) };
  },
  repaired(k, _out, wasDestroyed) {
    if (wasDestroyed && k.ws) k.ws.ready = k.ws.firedTurn !== k.now.turn;
  },
  turnStart(k) {
    phaserZTurnStart(k.ws);
    if (k.rec.destroyed) k.ws.ready = false;
  },
};
