// Behaviour of the quantum torpedo (Z-QT-1..4): armed over turns, held, fired for its damage and
// penetrating factor.
import { refuse } from '../common';
import { notDestroyed } from '../context';
import { fireTube } from '../quantum-torpedo';
import { armTubeAction, holdTubeAction, tubeLost, tubeUpkeep } from './tube';
import type { SfbKindBehaviour } from './types';

export const quantumTorpedoBehaviour: SfbKindBehaviour = {
  arm: (k, req) => armTubeAction(k, req, 'Z-QT-1'),
  hold: (k, req) => holdTubeAction(k, req.from),
  fire(k, req) {
    notDestroyed(k, 'Z-QT-1');
    if (req.mode !== undefined || req.damage !== undefined || req.band !== undefined) {
      throw refuse(`"mode", "damage" and "band" are Phaser-Z fields; ${k.sys.id}'s damage follows its arming`, 'Z-QT-1');
    }
    return { ...fireTube(k.ws, k.sys, k.now) };
  },
  destroyed: tubeLost,
  turnStart: tubeUpkeep,
};
