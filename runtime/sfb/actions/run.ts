// How every sfb action that names a ship runs: at its moment (its `impulse`, else the turn's), on
// its ship, and leaving the time-dependent fields of the state (`ionicCapacitor.usable`) current.
//
// Only two things change those fields: an action on the ship itself, and the clock passing the
// moment some waiting energy converts (H93.14). So after an action only the acting ship and the
// ships with energy still waiting are refreshed, not every ship of the game: the cost of an action
// does not grow with the number of ships. The set of waiting ships is derived from the state (it
// is rebuilt from the packets for a state it has not seen, such as a resumed game) and only grows
// after an action succeeds, so a refused action leaves it right.
import type { RuleContext } from '../../core/registry';
import type { GameState } from '../../core/types';
import type { Time } from '../common';
import { nowOf, shipCtx } from '../context';
import { isUsable, refreshIonic, type IonicState } from '../ionic-capacitor';
import type { Fields, ShipCtx } from '../kinds/types';
import type { SfbShipState } from '../state';

const waitingByGame = new WeakMap<GameState, Set<string>>();

const hasWaiting = (ic: IonicState | undefined, now: Time | null): boolean =>
  ic !== undefined && ic.packets.some((p) => now === null || !isUsable(p, now));

function waitingShips(state: GameState): Set<string> {
  let set = waitingByGame.get(state);
  if (!set) {
    set = new Set();
    for (const [handle, s] of Object.entries(state.ships)) {
      // Any packet may still be waiting; the first refresh drops the ships whose energy is usable.
      if (s.ruleset === 'sfb' && hasWaiting((s as SfbShipState).ionicCapacitor, null)) set.add(handle);
    }
    waitingByGame.set(state, set);
  }
  return set;
}

/** Brings the acting ship and every ship with waiting energy to `now`. */
function refresh(ctx: RuleContext, acting: string, now: Time): void {
  const waiting = waitingShips(ctx.state);
  const st = ctx.shipState(acting) as SfbShipState;
  if (st.ionicCapacitor) {
    refreshIonic(st.ionicCapacitor, now);
    if (hasWaiting(st.ionicCapacitor, now)) waiting.add(acting);
  }
  for (const handle of waiting) {
    const ic = (ctx.state.ships[handle] as SfbShipState | undefined)?.ionicCapacitor;
    if (ic && handle !== acting) refreshIonic(ic, now);
    if (!hasWaiting(ic, now)) waiting.delete(handle);
  }
}

export function onShip(ctx: RuleContext, a: { ship: string; impulse?: number }, run: (s: ShipCtx) => Fields): Fields {
  const now = nowOf(ctx, a);
  const out = run(shipCtx(ctx, a.ship, now));
  refresh(ctx, a.ship, now);
  return out;
}
