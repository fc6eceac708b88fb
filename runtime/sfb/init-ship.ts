// Builds an sfb ship's starting state from its compiled form: the systems' damage tracks, the
// weapon records, electronic warfare, then each ship feature's part (behaviours.ts lists them, in
// the order their fields appear), the Z-ship modifiers and the compiled power. Nothing here knows
// a system kind: what a kind adds is its feature's `init`.
import type { CompiledShip } from '../../compiler/types';
import { recordOf } from '../core/own';
import { shipFeatures } from './behaviours';
import { numParam } from './common';
import { initEw } from './ew';
import { zshipModifiers, type SfbSetup, type SfbShipState, type SfbSystemState } from './state';
import { initWeapons } from './weapons';

export function initSfbShip(ship: CompiledShip, setup: SfbSetup, rules: Record<string, unknown>): SfbShipState {
  const ws = setup.weaponsStatus ?? 0;
  if (typeof ws !== 'number' || !Number.isInteger(ws) || ws < 0 || ws > 3) {
    throw new Error(`ship ${ship.name}: weaponsStatus must be 0, 1, 2 or 3 (Z-CC-4), got ${JSON.stringify(ws)}`);
  }
  const systems = recordOf<SfbSystemState>(ship.systems.map((s) => [s.id, { damage: 0, destroyed: false, boxes: numParam(s, 'boxes') || 1 }]));
  const st: SfbShipState = {
    ruleset: 'sfb',
    name: ship.name,
    systems,
    weaponsStatus: ws,
    weapons: initWeapons(ship),
    ew: initEw(ship),
  };
  for (const f of shipFeatures) f.init?.({ ship, st, rules });
  const mods = zshipModifiers(ship);
  if (mods) st.modifiers = mods;
  if (ship.derived?.power) st.power = { ...ship.derived.power };
  if (ship.derived?.shieldCost) st.shieldCost = ship.derived.shieldCost.total;
  return st;
}
