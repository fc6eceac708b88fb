// How every sfb action that names a ship runs: at its moment (its `impulse`, else the turn's), on
// its ship, and leaving the time-dependent fields of the state (`ionicCapacitor.usable`) current.
import type { RuleContext } from '../../core/registry';
import type { ShipState } from '../../core/types';
import { type Time } from '../common';
import { nowOf, shipCtx } from '../context';
import { refreshIonic } from '../ionic-capacitor';
import type { Fields, ShipCtx } from '../kinds/types';
import type { SfbShipState } from '../state';

/** Keeps every sfb ship's time-dependent fields (`ionicCapacitor.usable`) current. */
function refreshAll(ctx: RuleContext, now: Time): void {
  for (const s of Object.values(ctx.state.ships) as ShipState[]) {
    const st = s as SfbShipState;
    if (st.ruleset === 'sfb' && st.ionicCapacitor) refreshIonic(st.ionicCapacitor, now);
  }
}

export function onShip(ctx: RuleContext, a: { ship: string; impulse?: number }, run: (s: ShipCtx) => Fields): Fields {
  const now = nowOf(ctx, a);
  const out = run(shipCtx(ctx, a.ship, now));
  refreshAll(ctx, now);
  return out;
}
