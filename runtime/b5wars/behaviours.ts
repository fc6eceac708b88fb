// Every b5wars behaviour module, registered here and nowhere else. A system kind's catalog entry
// (compiler/catalog/b5wars.ts) names its module in `behaviour`; the module lives with its rule
// family (impulse.ts, shields.ts, deflectors.ts, warp.ts, photon-torpedoes.ts). The ship features
// are the parts of the ship state with rules of their own; they build their fields in this order
// when a ship's state is built (so the fields keep this order), and run in it at each turn start,
// turn end and segment. A kind with state and turn rules is one catalog entry plus one module,
// listed below. The damage, repair and outage bookkeeping (bookkeeping.ts) calls the kinds' hooks;
// the actions ask for the others. No module listed here may import this one (it would make an
// import cycle): the actions that look kinds up (weapons.ts, systems.ts, outages.ts) are the
// ruleset module's own.
import type { CompiledSystem } from '../../compiler/types';
import { systemKind } from '../../compiler/catalog/index';
import { own } from '../core/own';
import type { B5KindBehaviour, B5ShipFeature } from './behaviour-types';
import { cloakFeature } from './cloak';
import { deflectorBehaviour, deflectorsFeature } from './deflectors';
import { impulseFeature, impulseThrusterBehaviour } from './impulse';
import { shieldGeneratorBehaviour, shieldsFeature } from './shields';
import { nacelleBehaviour, warpFeature } from './warp';
import { advancedPhotonLauncherBehaviour } from './photon-torpedoes';
import { baseOf } from '../core/systems';

export type { B5KindBehaviour, B5ShipFeature } from './behaviour-types';

/** Behaviour modules by the name a catalog entry gives in `behaviour`. */
export const kindBehaviours: Readonly<Record<string, B5KindBehaviour>> = {
  shieldGenerator: shieldGeneratorBehaviour,
  deflector: deflectorBehaviour,
  impulseThruster: impulseThrusterBehaviour,
  nacelle: nacelleBehaviour,
  advancedPhotonLauncher: advancedPhotonLauncherBehaviour,
};

export const shipFeatures: readonly B5ShipFeature[] = [shieldsFeature, deflectorsFeature, impulseFeature, warpFeature, cloakFeature];

/** The behaviour module of a compiled system (none for kinds without rules of their own). */
export function behaviourOf(sys: CompiledSystem): B5KindBehaviour | undefined {
  const name = systemKind('b5wars', baseOf(sys))?.behaviour;
  return name === undefined ? undefined : own(kindBehaviours, name);
}
