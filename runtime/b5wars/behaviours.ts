// Every b5wars behaviour module, registered here and nowhere else. A system kind's catalog entry
// (compiler/catalog/b5wars.ts) names its module in `behaviour`; the module lives with its rule
// family (impulse.ts, shields.ts, deflectors.ts, warp.ts, photon-torpedoes.ts). Adding a kind with rules of
// its own is one catalog entry plus one module, listed below. The damage, repair and outage
// bookkeeping (bookkeeping.ts) calls the hooks; the actions ask for the others.
import type { CompiledSystem } from '../../compiler/types';
import { systemKind } from '../../compiler/catalog/index';
import { own } from '../core/own';
import type { B5KindBehaviour } from './behaviour-types';
import { deflectorBehaviour } from './deflectors';
import { impulseThrusterBehaviour } from './impulse';
import { shieldGeneratorBehaviour } from './shields';
import { nacelleBehaviour } from './warp';
import { advancedPhotonLauncherBehaviour } from './photon-torpedoes';
import { baseOf } from '../core/systems';

export type { B5KindBehaviour } from './behaviour-types';

/** Behaviour modules by the name a catalog entry gives in `behaviour`. */
export const kindBehaviours: Readonly<Record<string, B5KindBehaviour>> = {
  shieldGenerator: shieldGeneratorBehaviour,
  deflector: deflectorBehaviour,
  impulseThruster: impulseThrusterBehaviour,
  nacelle: nacelleBehaviour,
  advancedPhotonLauncher: advancedPhotonLauncherBehaviour,
};

/** The behaviour module of a compiled system (none for kinds without rules of their own). */
export function behaviourOf(sys: CompiledSystem): B5KindBehaviour | undefined {
  const name = systemKind('b5wars', baseOf(sys))?.behaviour;
  return name === undefined ? undefined : own(kindBehaviours, name);
}
