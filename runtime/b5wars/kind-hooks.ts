// What losing or regaining a system does, by system kind, registered in this one table. The
// damage, repair and outage bookkeeping (bookkeeping.ts) is the same for every kind and calls
// these hooks when a system stops working or works again; a new kind with a side effect adds one
// entry here and its rule module, nothing else.
import type { RuleContext } from '../core/registry';
import { checkImpulseLoss, updateFreeThrust } from './impulse';
import { dropAllProjections, raiseProjections } from './shields';
import { b5, generatorWorking, isWorking, refreshCoverage, restoreCovered } from './state';
import { updateWarp } from './warp';

export interface KindHooks {
  /** The system has just stopped working: destroyed, or (kinds in `outages`) failed or unpowered. */
  destroyed?(ctx: RuleContext, handle: string, id: string): void;
  /** The system works again (repaired, powered again, no longer failed). */
  repaired?(ctx: RuleContext, handle: string, id: string): void;
  /** The kind may be unpowered or fail without being destroyed (powerSystem, systemFailure). */
  outages?: boolean;
}

export const kindHooks: Readonly<Record<string, KindHooks>> = {
  // ST-SH-7: with no working shield generator every projection falls at once; ST-SH-10: they come
  // back at 0 once one works again.
  shieldGenerator: {
    outages: true,
    destroyed(ctx, handle) {
      if (!generatorWorking(ctx, handle)) dropAllProjections(ctx, handle);
    },
    repaired: raiseProjections,
  },
  // ST-IMP-1: free thrust is what the working thrusters give; ST-IMP-3 once none is left. A repair
  // gives the thrust back but not the ST-IMP-3 doubling or initiative.
  impulseThruster: {
    destroyed(ctx, handle) {
      checkImpulseLoss(ctx, handle);
      updateFreeThrust(ctx, handle);
    },
    repaired: updateFreeThrust,
  },
  // ST-WARP-3: each destroyed nacelle adds 2 to the warp delay.
  nacelle: {
    destroyed(ctx, handle, id) {
      updateWarp(ctx, handle);
      ctx.event({ ship: handle, nacelle: id, destroyed: true, effectiveDelay: b5(ctx, handle).warp.effectiveDelay, rule: 'ST-WARP-3' });
    },
    repaired: updateWarp,
  },
  // ST-SH-7: what only this deflector covered collapses at the next adjust segment; ST-SH-10: a
  // repaired deflector brings back the collapsed projections it covers.
  deflector: {
    outages: true,
    destroyed(ctx, handle, id) {
      const ship = b5(ctx, handle);
      ship.deflectors[id]!.active = false;
      refreshCoverage(ship);
    },
    repaired(ctx, handle, id) {
      const ship = b5(ctx, handle);
      const d = ship.deflectors[id]!;
      d.active = d.value >= 0 && isWorking(ship, id);
      refreshCoverage(ship);
      restoreCovered(ctx, handle);
    },
  },
};

/** The hooks of a kind (none for kinds whose loss has no rule side effect). */
export function hooksFor(kind: string): KindHooks {
  return Object.prototype.hasOwnProperty.call(kindHooks, kind) ? kindHooks[kind]! : {};
}
