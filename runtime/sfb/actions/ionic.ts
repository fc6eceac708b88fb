// `allocate` and `draw`: energy into and out of the Vudar ionic capacitor (H93.11-H93.34).
import type { CompiledShip } from '../../../compiler/types';
import { own } from '../../core/own';
import { defineAction, type ActionSpec } from '../../core/registry';
import { isIonBased, q, refuse } from '../common';
import { checkDrawFits, checkMayTakeEnergy } from '../ion-weapons';
import { allocateIonic, drawIonic, ionicConfig, type IonWeaponInfo } from '../ionic-capacitor';
import { systemOrRefuse, type SfbShipState } from '../state';
import { onShip } from './run';
import { num, power, str } from './schemas';

/** The weapon energy is drawn for; `amount` (when a draw) must fit in what it can fire this turn. */
function ionWeaponInfo(st: SfbShipState, ship: CompiledShip, id: unknown, turn: number, amount?: unknown): IonWeaponInfo {
  const sys = systemOrRefuse(ship, id, 'weapon');
  if (isIonBased(sys)) {
    checkMayTakeEnergy(own(st.weapons, sys.id), sys, turn);
    if (typeof amount === 'number' && Number.isFinite(amount) && amount > 0) checkDrawFits(own(st.weapons, sys.id), sys, turn, amount);
  }
  return { id: sys.id, ionBased: isIonBased(sys), destroyed: own(st.systems, sys.id)?.destroyed === true };
}

/** Energy drawn for a weapon counts as spent on it this turn. */
function spentOn(st: SfbShipState, id: string, amount: number): void {
  const w = own(st.weapons, id);
  if (w) w.energy = q(w.energy + amount);
}

export const allocate: ActionSpec = defineAction({
  atomic: 'checked',
  schema: {
    properties: { amount: num, power, reserve: { type: 'boolean' }, weapon: str, draw: num },
    required: ['amount', 'power'],
  },
  run: (ctx, a) =>
    onShip(ctx, a, ({ st, ship, now }) => {
      const ic = st.ionicCapacitor;
      const cfg = ionicConfig(ship, ctx.rules(a.ship));
      if (!ic || !cfg) throw refuse(`${ship.name} has no ionic capacitor (no ion-based weapons)`, 'H93.12');
      const weapon = a.weapon === undefined ? undefined : ionWeaponInfo(st, ship, a.weapon, now.turn, typeof a.draw === 'number' ? a.draw : a.amount);
      const r = allocateIonic(ic, cfg, now, {
        amount: a.amount,
        power: a.power,
        reserve: a.reserve === true,
        ...(weapon ? { weapon } : {}),
        ...(typeof a.draw === 'number' ? { draw: a.draw } : {}),
      });
      if (weapon && r.drawn !== undefined) spentOn(st, weapon.id, r.drawn);
      return { ...r };
    }),
});

export const draw: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { weapon: str, purpose: str, amount: num }, required: ['amount'] },
  run: (ctx, a) =>
    onShip(ctx, a, ({ st, ship, now }) => {
      const ic = st.ionicCapacitor;
      if (!ic) throw refuse(`${ship.name} has no ionic capacitor (no ion-based weapons)`, 'H93.12');
      if (a.weapon !== undefined && a.purpose !== undefined) throw refuse('give either "weapon" or "purpose", not both', 'H93.11');
      const weapon = a.weapon === undefined ? undefined : ionWeaponInfo(st, ship, a.weapon, now.turn, a.amount);
      const r = drawIonic(ic, now, {
        amount: a.amount,
        ...(weapon ? { weapon } : {}),
        ...(typeof a.purpose === 'string' ? { purpose: a.purpose } : {}),
      });
      if (weapon) spentOn(st, weapon.id, r.drawn);
      return { ...r };
    }),
});
