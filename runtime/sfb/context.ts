// What every sfb action starts from: the ship it names, the moment it happens, the system it is
// about with that system's behaviour module, and where arming energy comes from.
import type { CompiledShip } from '../../compiler/types';
import { own } from '../core/own';
import type { RuleContext } from '../core/registry';
import type { Action } from '../core/types';
import { refuse, type Time } from './common';
import { checkBatteries, drawBatteries } from './batteries';
import { checkCentral, drawCentral } from './central-capacitor';
import type { KindCtx, ShipCtx } from './kinds/types';
import type { EnergySource } from './quantum-torpedo';
import type { SfbShipState } from './state';

export function shipOf(ctx: RuleContext, handle: string): { st: SfbShipState; ship: CompiledShip } {
  const st = ctx.shipState(handle) as SfbShipState | undefined;
  const ship = ctx.compiled(handle);
  if (!st || !ship) throw refuse(`no ship "${handle}"`);
  return { st, ship };
}

/** The moment of an action: its own `impulse`, else the impulse the turn has reached. */
export function nowOf(ctx: RuleContext, action: Pick<Action, 'impulse'>): Time {
  const impulse = typeof action.impulse === 'number' ? action.impulse : Math.max(0, ctx.state.impulse);
  return { turn: ctx.state.turn, impulse };
}

export function shipCtx(ctx: RuleContext, handle: string, now: Time): ShipCtx {
  const { st, ship } = shipOf(ctx, handle);
  return { ctx, handle, st, ship, now };
}

export function notDestroyed(k: KindCtx, rule: string): void {
  if (k.rec?.destroyed) throw refuse(`${k.sys.id} is destroyed`, rule);
}

/** Where arming or holding energy comes from (`from`); undefined: allocated power, not tracked. */
export function energySource(st: SfbShipState, from: unknown, rule: string): EnergySource | undefined {
  if (from === undefined) return undefined;
  if (from === 'capacitor' || from === 'centralCapacitor') {
    const cc = st.centralCapacitor;
    if (!cc) throw refuse('the ship has no central capacitor', rule);
    return {
      name: 'capacitor',
      check: (a, what, r) => checkCentral(cc, a, what, r),
      draw: (a, what, r) => void drawCentral(cc, a, what, r),
    };
  }
  if (from === 'batteries') {
    const bt = st.batteries;
    if (!bt) throw refuse('the ship has no quantum batteries', 'Z-BTY-1');
    return { name: 'batteries', check: (a) => checkBatteries(bt, a), draw: (a) => void drawBatteries(bt, a) };
  }
  throw refuse(`"from" must be "capacitor" or "batteries" (got ${JSON.stringify(from)})`, rule);
}
