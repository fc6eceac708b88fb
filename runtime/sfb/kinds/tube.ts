// What quantum torpedoes and plasma torpedoes share as tubes armed over turns (quantum-torpedo.ts
// holds the rules): arming, holding, losing the arming when destroyed, and the turn-start upkeep.
import { refuse } from '../common';
import { energySource, notDestroyed } from '../context';
import { armTube, fireTube, holdTube, tubeDestroyed, tubeTurnStart } from '../quantum-torpedo';
import type { ArmRequest, Fields, FireRequest, KindCtx } from './types';
import type { WeaponState } from '../weapons';

type Tube = KindCtx & { ws: WeaponState };

export function armTubeAction(k: Tube, req: ArmRequest, rule: string): Fields {
  notDestroyed(k, rule);
  const source = energySource(k.st, req.from, 'Z-CC-1');
  const r = armTube(k.ws, k.sys, k.now, { energy: req.energy, mode: req.mode }, source);
  return { ...r, ...(source ? { stored: source.name === 'capacitor' ? k.st.centralCapacitor!.stored : k.st.batteries!.stored } : {}) };
}

export function holdTubeAction(k: Tube, from: unknown): Fields {
  notDestroyed(k, 'Z-QT-1');
  const source = energySource(k.st, from, 'Z-CC-1');
  return { ...holdTube(k.ws, k.sys, k.now, source) };
}

export function tubeLost(k: KindCtx, out: Fields): void {
  if (!k.ws) return;
  const lost = tubeDestroyed(k.ws, k.sys, k.now.turn);
  if (lost > 0) out.armingLost = lost;
}

export function tubeUpkeep(k: Tube): void {
  const ev = tubeTurnStart(k.ws, k.sys, k.ctx.state.turn);
  if (ev) k.ctx.event({ ship: k.handle, ...ev });
}

/**
 * Fire an armed tube: its damage follows its arming, so the Phaser-Z fields are refused (Z-QT-1)
 * and a destroyed tube is refused under its own rule.
 */
export function fireTubeAction(k: Tube, req: FireRequest, rule: string): Fields {
  notDestroyed(k, rule);
  if (req.mode !== undefined || req.damage !== undefined || req.band !== undefined) {
    throw refuse(`"mode", "damage" and "band" are Phaser-Z fields; ${k.sys.id}'s damage follows its arming`, 'Z-QT-1');
  }
  return { ...fireTube(k.ws, k.sys, k.now) };
}
