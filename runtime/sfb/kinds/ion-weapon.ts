// Behaviour of the ion-based weapons (H93): ion cannon, ion pulse generator, ion storm generator
// and any type declared ion-based. Their energy comes through the ionic capacitor (the ionic
// capacitor feature follows their destruction and repair, H93.31).
import { refuse } from '../common';
import { phaserZTurnStart } from '../phaser-z';
import type { SfbKindBehaviour } from './types';

export const ionWeaponBehaviour: SfbKindBehaviour = {
  fire() {
    throw refuse(`firing ion-based weapons is not simulated; take their energy from the ionic capacitor with "draw"`, 'H93.11');
  },
  repaired(k, _out, wasDestroyed) {
    if (wasDestroyed && k.ws) k.ws.ready = k.ws.firedTurn !== k.now.turn;
  },
  turnStart(k) {
    // A new turn: the weapon may take energy and fire again.
    phaserZTurnStart(k.ws);
    if (k.rec.destroyed) k.ws.ready = false;
  },
};
