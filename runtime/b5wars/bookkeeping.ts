// Damage and repair bookkeeping of b5wars systems, written once: boxes of damage, destruction when
// the damage reaches the boxes, and the kind's hooks (kind-hooks.ts) when a system is lost or
// works again. The damageSystem and repairSystem actions and every rule that destroys a system
// (a failed over-thrust check, ST-IMP-6) go through here.
import { refuse, type RuleContext } from '../core/registry';
import type { CompiledSystem } from '../../compiler/types';
import { hooksFor } from './kind-hooks';
import { b5, compiledSystem, kindOf } from './state';

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

/** Adds `boxes` of damage (capped at the system's boxes); destroys it when full. */
export function damageBoxes(ctx: RuleContext, handle: string, sys: CompiledSystem, boxes: number): void {
  const st = b5(ctx, handle).systems[sys.id]!;
  st.damage = Math.min(boxesOf(sys), st.damage + boxes);
  if (st.damage >= boxesOf(sys)) markDestroyed(ctx, handle, sys);
}

/** Destroys the system outright (every box), e.g. on a failed critical check. */
export function destroySystem(ctx: RuleContext, handle: string, sys: CompiledSystem): void {
  const st = b5(ctx, handle).systems[sys.id]!;
  if (st.destroyed) return;
  st.damage = boxesOf(sys);
  markDestroyed(ctx, handle, sys);
}

function markDestroyed(ctx: RuleContext, handle: string, sys: CompiledSystem): void {
  const st = b5(ctx, handle).systems[sys.id]!;
  if (st.destroyed) return;
  st.destroyed = true;
  hooksFor(kindOf(sys)).destroyed?.(ctx, handle, sys.id);
}

/** Removes `boxes` of damage (all when undefined); a destroyed system that has boxes left works again. */
export function repairBoxes(ctx: RuleContext, handle: string, sys: CompiledSystem, boxes: number | undefined): void {
  const st = b5(ctx, handle).systems[sys.id]!;
  const wasDestroyed = st.destroyed;
  st.damage = boxes === undefined ? 0 : Math.max(0, st.damage - boxes);
  st.destroyed = st.damage >= boxesOf(sys);
  if (wasDestroyed && !st.destroyed) hooksFor(kindOf(sys)).repaired?.(ctx, handle, sys.id);
}
