// Behaviour of plasma torpedoes, the Plasma-ZF and the plasma-F (Z-PLZ-1..4): armed over three
// turns like a plasma-F and launched at the speed of its type.
import { plasmaSpeed } from '../plasma';
import { armTubeAction, fireTubeAction, holdTubeAction, tubeLost, tubeUpkeep } from './tube';
import type { SfbKindBehaviour } from './types';

export const plasmaBehaviour: SfbKindBehaviour = {
  arm: (k, req) => armTubeAction(k, req, 'Z-PLZ-3'),
  hold: (k, req) => holdTubeAction(k, req.from),
  fire(k, req) {
    return { ...fireTubeAction(k, req, 'Z-PLZ-3'), speed: plasmaSpeed(k.sys) };
  },
  destroyed: tubeLost,
  turnStart: tubeUpkeep,
};
