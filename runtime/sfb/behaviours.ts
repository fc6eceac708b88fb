// Every sfb behaviour module, registered here and nowhere else. A system kind's catalog entry
// (compiler/catalog/sfb.ts) names its module in `behaviour`; adding a kind with rules of its own
// is one catalog entry plus one module in kinds/, listed below. Ship features are the ship-wide
// resources several kinds feed; they run in this order when a ship's state is built (so its
// fields keep this order), at the start of a turn and when a system is destroyed or repaired
// (before the kind's own hook).
import type { CompiledSystem } from '../../compiler/types';
import { own } from '../core/own';
import { kindOf } from './common';
import { batteriesFeature } from './features/batteries';
import { centralCapacitorFeature } from './features/central-capacitor';
import { cpuFeature } from './features/cpu';
import { defenseFieldFeature } from './features/defense-field';
import { ionicCapacitorFeature } from './features/ionic-capacitor';
import { seventhShieldFeature } from './features/seventh-shield';
import { standardRulesFeature } from './features/standard-rules';
import { adminShuttleBehaviour } from './kinds/admin-shuttle';
import { centralCapacitorBehaviour } from './kinds/central-capacitor';
import { cpuBehaviour } from './kinds/cpu';
import { defenseFieldBehaviour } from './kinds/defense-field';
import { ionWeaponBehaviour } from './kinds/ion-weapon';
import { ionicCapacitorBehaviour } from './kinds/ionic-capacitor';
import { phaserZBehaviour } from './kinds/phaser-z';
import { plasmaBehaviour } from './kinds/plasma';
import { quantumBatteryBehaviour } from './kinds/quantum-battery';
import { quantumTorpedoBehaviour } from './kinds/quantum-torpedo';
import { seventhShieldBehaviour } from './kinds/seventh-shield';
import { standardRuleBehaviour } from './kinds/standard-rule';
import { suicideShuttleBehaviour } from './kinds/suicide-shuttle';
import type { SfbKindBehaviour, SfbShipFeature } from './kinds/types';
import { zProbeBehaviour } from './kinds/z-probe';

/** Behaviour modules by the name a catalog entry gives in `behaviour`. */
export const kindBehaviours: Readonly<Record<string, SfbKindBehaviour>> = {
  ionWeapon: ionWeaponBehaviour,
  ionicCapacitor: ionicCapacitorBehaviour,
  phaserZ: phaserZBehaviour,
  quantumTorpedo: quantumTorpedoBehaviour,
  plasma: plasmaBehaviour,
  centralCapacitor: centralCapacitorBehaviour,
  defenseField: defenseFieldBehaviour,
  quantumBattery: quantumBatteryBehaviour,
  seventhShield: seventhShieldBehaviour,
  cpu: cpuBehaviour,
  zAdminShuttle: adminShuttleBehaviour,
  zSuicideShuttle: suicideShuttleBehaviour,
  zProbe: zProbeBehaviour,
  standardRule: standardRuleBehaviour,
};

export const shipFeatures: readonly SfbShipFeature[] = [
  ionicCapacitorFeature,
  centralCapacitorFeature,
  batteriesFeature,
  seventhShieldFeature,
  defenseFieldFeature,
  cpuFeature,
  standardRulesFeature,
];

/**
 * The behaviour module of a compiled system: its built-in kind's; a type declared ion-based on a
 * kind without one of its own plays as an ion-based weapon (H93).
 */
export function behaviourOf(sys: CompiledSystem): SfbKindBehaviour | undefined {
  // Asked on every action and for every weapon each turn; a compiled system never changes.
  let b = behaviourCache.get(sys);
  if (b === undefined) {
    const name = kindOf(sys)?.behaviour ?? (sys.ionBased === true ? 'ionWeapon' : undefined);
    b = (name === undefined ? undefined : own(kindBehaviours, name)) ?? null;
    behaviourCache.set(sys, b);
  }
  return b ?? undefined;
}
const behaviourCache = new WeakMap<CompiledSystem, SfbKindBehaviour | null>();
