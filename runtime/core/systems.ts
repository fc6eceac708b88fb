// Damage and repair of one system's boxes: the bookkeeping every ruleset shares. The rule side
// effects of losing or regaining a system (a capacitor shrinking, projections falling) belong to
// the ruleset's per-kind behaviour modules; they run off the outcome these functions return.
import type { CompiledSystem } from '../../compiler/types';
import type { SystemState } from './types';

/**
 * The built-in kind a compiled system is built on, the name of its catalog entry: its `base` for
 * a user type (`HeavyQuantumTorpedo` → `quantumTorpedo`), else its own type. The one helper both
 * rulesets use to tell what a system is.
 */
export function baseOf(system: CompiledSystem): string {
  return typeof system.base === 'string' ? system.base : system.type;
}

export interface DamageOutcome {
  /** Boxes of damage the system holds now (never above its box count). */
  damage: number;
  destroyed: boolean;
  /** This damage destroyed it (it was working before). */
  destroyedNow: boolean;
}

/** Marks `hits` more boxes of damage on a system of `boxes` boxes; destroyed when all are gone. */
export function damageBoxes(rec: SystemState, boxes: number, hits: number): DamageOutcome {
  const was = rec.destroyed;
  rec.damage = Math.min(boxes, rec.damage + hits);
  rec.destroyed = rec.damage >= boxes;
  return { damage: rec.damage, destroyed: rec.destroyed, destroyedNow: rec.destroyed && !was };
}

export interface RepairOutcome {
  damage: number;
  destroyed: boolean;
  /** It was destroyed before and works again now. */
  restored: boolean;
  /** It was destroyed before the repair (whether or not it works now). */
  wasDestroyed: boolean;
}

/**
 * Repairs a system of `boxes` boxes: `fix` boxes of its damage, or all of it when `fix` is left
 * out. It works again once its damage is below its box count.
 */
export function repairBoxes(rec: SystemState, boxes: number, fix?: number): RepairOutcome {
  const was = rec.destroyed;
  rec.damage = fix === undefined ? 0 : Math.max(0, rec.damage - fix);
  rec.destroyed = rec.damage >= boxes;
  return { damage: rec.damage, destroyed: rec.destroyed, restored: was && !rec.destroyed, wasDestroyed: was };
}
