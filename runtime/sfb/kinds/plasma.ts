// Behaviour of plasma torpedoes, the Plasma-ZF and the plasma-F (Z-PLZ-1..4): armed over three
// turns like a plasma-F and launched at the speed of its type.
import { refuse } from '../common';
import { notDestroyed } from '../context';
import { plasmaSpeed } from '../plasma';
import { fireTube } from '../quantum-torpedo';
import { armTubeAction, holdTubeAction, tubeLost, tubeUpkeep } from './tube';
import type { SfbKindBehaviour } from './types';

export const plasmaBehaviour: SfbKindBehaviour = {
  arm: (k, req) => armTubeAction(k, req, 'Z-PLZ-3'),
  hold: (k, req) => holdTubeAction(k, req.from),
  fire(k, req) {
    notDestroyed(k, 'Z-PLZ-3');
    if (req.mode !== undefined || req.damage !== undefined || req.band !== undefined) {
      throw refuse(`"mode", "damage" and "band" are Phaser-Z fields; ${k.sys.id}'s damage follows its arming`, 'Z-QT-1');
    }
    return { ...fireTube(k.ws, k.sys, k.now), speed: plasmaSpeed(k.sys) };
  },
  destroyed: tubeLost,
  turnStart: tubeUpkeep,
};
