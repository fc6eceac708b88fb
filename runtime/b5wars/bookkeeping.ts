// Damage, repair and outage bookkeeping of b5wars systems. The boxes are the core's bookkeeping
// (runtime/core/systems.ts, shared with sfb); this adds what b5wars needs on top: a system switched
// off or failed without being destroyed (ST-SH-7), and the kind's behaviour hooks (behaviours.ts)
// whenever a system stops working or works again. The damageSystem, repairSystem, powerSystem and systemFailure actions and every
// rule that destroys a system (a failed over-thrust check, ST-IMP-6) go through here.
import { refuse, type RuleContext } from '../core/registry';
import { damageBoxes as markDamage, repairBoxes as unmarkDamage } from '../core/systems';
import type { CompiledSystem } from '../../compiler/types';
import { behaviourOf } from './behaviours';
import { b5, compiledSystem, isWorking, type Outage } from './state';

/** The system `id` of any kind, or a refusal naming the ones that exist. */
export function requireAnySystem(ctx: RuleContext, handle: string, id: string): CompiledSystem {
  const sys = compiledSystem(ctx, handle, id);
  if (!sys) {
    const ids = ctx.ships[handle]!.systems.map((s) => s.id);
    throw refuse(`${handle} has no system "${id}" (its systems: ${ids.join(', ')})`);
  }
  return sys;
}

const boxesOf = (sys: CompiledSystem): number => Number(sys.boxes ?? 1);

/** Runs `change` on the system and calls the kind's hook if it stopped working or works again. */
function changing(ctx: RuleContext, handle: string, sys: CompiledSystem, change: () => void): void {
  const ship = b5(ctx, handle);
  const before = isWorking(ship, sys.id);
  change();
  const after = isWorking(ship, sys.id);
  if (before && !after) behaviourOf(sys)?.destroyed?.(ctx, handle, sys.id);
  else if (!before && after) behaviourOf(sys)?.repaired?.(ctx, handle, sys.id);
}

/** Adds `boxes` of damage (capped at the system's boxes); destroys it when full. */
export function damageBoxes(ctx: RuleContext, handle: string, sys: CompiledSystem, boxes: number): void {
  const st = b5(ctx, handle).systems[sys.id]!;
  changing(ctx, handle, sys, () => {
    markDamage(st, boxesOf(sys), boxes);
  });
}

/** Destroys the system outright (every box), e.g. on a failed critical check. */
export function destroySystem(ctx: RuleContext, handle: string, sys: CompiledSystem): void {
  const st = b5(ctx, handle).systems[sys.id]!;
  if (st.destroyed) return;
  changing(ctx, handle, sys, () => {
    markDamage(st, boxesOf(sys), boxesOf(sys));
  });
}

/** Removes `boxes` of damage (all when undefined); a destroyed system that has boxes left is no longer destroyed. */
export function repairBoxes(ctx: RuleContext, handle: string, sys: CompiledSystem, boxes: number | undefined): void {
  const st = b5(ctx, handle).systems[sys.id]!;
  changing(ctx, handle, sys, () => {
    unmarkDamage(st, boxesOf(sys), boxes);
  });
}

/** Sets or clears a system's outage (ST-SH-7); the `off` key is present only while one applies. */
export function setOutage(ctx: RuleContext, handle: string, sys: CompiledSystem, outage: Outage | undefined): void {
  const st = b5(ctx, handle).systems[sys.id]!;
  changing(ctx, handle, sys, () => {
    if (outage === undefined) delete st.off;
    else st.off = outage;
  });
}
