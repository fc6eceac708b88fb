// Behaviour of plasma torpedoes, the Plasma-ZF and the plasma-F (Z-PLZ-1..4): armed over three
// turns like a plasma-F (standard only, never held, launched in the turn the arming completes) and
// launched at the speed of its type. Only the Plasma-ZF's warhead has a penetrating factor (Z-PLZ-4).
import type { CompiledSystem } from '../../../compiler/types';
import { baseOf } from '../../core/systems';
import { plasmaSpeed } from '../plasma';
import type { TubeRules } from '../quantum-torpedo';
import { armTubeAction, fireTubeAction, holdTubeAction, tubeLost, tubeUpkeep } from './tube';
import type { SfbKindBehaviour } from './types';

const ZF: TubeRules = { plasma: true, penetrates: true };
const F: TubeRules = { plasma: true, penetrates: false };
export const plasmaTube = (sys: CompiledSystem): TubeRules => (baseOf(sys) === 'plasmaF' ? F : ZF);

export const plasmaBehaviour: SfbKindBehaviour = {
  arm: (k, req) => armTubeAction(k, req, 'Z-PLZ-3', plasmaTube(k.sys)),
  hold: (k, req) => holdTubeAction(k, req.from, plasmaTube(k.sys)),
  fire(k, req) {
    return { ...fireTubeAction(k, req, 'Z-PLZ-3', plasmaTube(k.sys)), speed: plasmaSpeed(k.sys) };
  },
  destroyed: (k, out) => tubeLost(k, out, plasmaTube(k.sys)),
  turnStart: (k) => tubeUpkeep(k, plasmaTube(k.sys)),
};
