// Behaviour of the quantum torpedo (Z-QT-1..4): armed over turns, held, fired for its damage and
// penetrating factor.
import { QUANTUM_TUBE as t } from '../quantum-torpedo';
import { armTubeAction, fireTubeAction, holdTubeAction, tubeLost, tubeUpkeep } from './tube';
import type { SfbKindBehaviour } from './types';

export const quantumTorpedoBehaviour: SfbKindBehaviour = {
  arm: (k, req) => armTubeAction(k, req, 'Z-QT-1', t),
  hold: (k, req) => holdTubeAction(k, req.from, t),
  fire: (k, req) => fireTubeAction(k, req, 'Z-QT-1', t),
  destroyed: (k, out) => tubeLost(k, out, t),
  turnStart: (k) => tubeUpkeep(k, t),
};
