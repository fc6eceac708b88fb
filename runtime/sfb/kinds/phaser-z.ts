// Behaviour of the Phaser-Z (Z-PHZ-1, Z-PHZ-2): fires once per turn from the central capacitor.
import { notDestroyed } from '../context';
import { firePhaserZ, phaserZTurnStart } from '../phaser-z';
import { own } from '../../core/own';
import { refuse } from '../common';
import type { SfbShipState } from '../state';
import type { KindCtx, SfbKindBehaviour } from './types';

/**
 * Z-PHZ-1: ECM affects a Phaser-Z. The result reports the target's ECM against the firer's ECCM
 * (bought and passive); the shift that makes is the standard EW rules', given back as `shift`.
 */
function targetEcm(k: KindCtx, target: string): { targetEcm: number; eccm: number; netEcm: number } {
  const t = own(k.ctx.state.ships, target) as SfbShipState | undefined;
  if (!t || t.ruleset !== 'sfb') throw refuse(`no sfb ship "${target}" in this game to fire at (ships: ${Object.keys(k.ctx.state.ships).join(', ')})`, 'Z-PHZ-1');
  if (target === k.handle) throw refuse(`${k.handle} cannot fire at itself`, 'Z-PHZ-1');
  const eccm = k.st.ew.totalEccm;
  return { targetEcm: t.ew.ecm, eccm, netEcm: Math.max(0, t.ew.ecm - eccm) };
}

export const phaserZBehaviour: SfbKindBehaviour = {
  fire(k, req) {
    notDestroyed(k, 'Z-PHZ-1');
    const ecm = req.target === undefined ? undefined : targetEcm(k, req.target);
    const out = { ...firePhaserZ(k.ws, k.sys, k.st.centralCapacitor, k.now, { mode: req.mode, damage: req.damage, band: req.band, shift: req.shift }, () => k.ctx.dice.d6()) };
    return ecm ? { ...out, target: req.target, ...ecm } : out;
  },
  repaired(k, _out, wasDestroyed) {
    if (wasDestroyed && k.ws) k.ws.ready = k.ws.firedTurn !== k.now.turn;
  },
  turnStart(k) {
    phaserZTurnStart(k.ws);
    if (k.rec.destroyed) k.ws.ready = false;
  },
};
