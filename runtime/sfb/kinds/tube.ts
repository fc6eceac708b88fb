// What quantum torpedoes and plasma torpedoes share as tubes armed over turns (quantum-torpedo.ts
// holds the rules): arming, holding, losing the arming when destroyed, and the turn-start upkeep.
// Each kind's module says how its tube plays (`TubeRules`); nothing here asks for a kind.
import { refuse } from '../common';
import { energySource, notDestroyed } from '../context';
import { armTube, fireTube, holdTube, tubeDestroyed, tubeTurnStart, type TubeRules } from '../quantum-torpedo';
import type { ArmRequest, Fields, FireRequest, KindCtx } from './types';
import type { WeaponState } from '../weapons';

type Tube = KindCtx & { ws: WeaponState };

export function armTubeAction(k: Tube, req: ArmRequest, rule: string, t: TubeRules): Fields {
  notDestroyed(k, rule);
  const source = energySource(k.st, req.from, 'Z-CC-1');
  const r = armTube(k.ws, k.sys, k.now, { energy: req.energy, mode: req.mode }, source, t);
  return { ...r, ...(source ? { stored: source.name === 'capacitor' ? k.st.centralCapacitor!.stored : k.st.batteries!.stored } : {}) };
}

export function holdTubeAction(k: Tube, from: unknown, t: TubeRules): Fields {
  notDestroyed(k, 'Z-QT-1');
  const source = energySource(k.st, from, 'Z-CC-1');
  return { ...holdTube(k.ws, k.sys, k.now, source, t) };
}

export function tubeLost(k: KindCtx, out: Fields, t: TubeRules): void {
  if (!k.ws) return;
  const lost = tubeDestroyed(k.ws, k.sys, k.now.turn, t);
  if (lost > 0) out.armingLost = lost;
}

export function tubeUpkeep(k: Tube, t: TubeRules): void {
  const ev = tubeTurnStart(k.ws, k.sys, k.ctx.state.turn, t);
  if (ev) k.ctx.event({ ship: k.handle, ...ev });
}

/**
 * Fire an armed tube: its damage follows its arming, so the Phaser-Z fields are refused (Z-QT-1)
 * and a destroyed tube is refused under its own rule.
 */
export function fireTubeAction(k: Tube, req: FireRequest, rule: string, t: TubeRules): Fields {
  notDestroyed(k, rule);
  if (req.mode !== undefined || req.damage !== undefined || req.band !== undefined) {
    throw refuse(`"mode", "damage" and "band" are Phaser-Z fields; ${k.sys.id}'s damage follows its arming`, 'Z-QT-1');
  }
  return { ...fireTube(k.ws, k.sys, k.now, t) };
}
