// Behaviour of the ion-based weapons (H93): ion cannon, ion pulse generator, ion storm generator
// and any type declared ion-based. A shot takes its load from energy drawn for it, from the ionic
// capacitor or straight from allocated and reserve power (ion-weapons.ts); the ionic capacitor
// feature follows their destruction and repair (H93.31).
import { notDestroyed } from '../context';
import { fireIonWeapon, ionTurnStart } from '../ion-weapons';
import type { SfbKindBehaviour } from './types';

export const ionWeaponBehaviour: SfbKindBehaviour = {
  fire(k, req) {
    notDestroyed(k, 'H93.31');
    return { ...fireIonWeapon(k.ws, k.sys, k.st.ionicCapacitor, k.now, { load: req.load, power: req.power }) };
  },
  repaired(k, _out, wasDestroyed) {
    if (wasDestroyed && k.ws) k.ws.ready = k.ws.firedTurn !== k.now.turn;
  },
  turnStart(k) {
    ionTurnStart(k.ws);
    if (k.rec.destroyed) k.ws.ready = false;
  },
};
