// The hooks of a b5wars behaviour module: what a system kind does when it stops working or works
// again, whether it can be switched off, whether it can be a called shot's target, and how it fires.
// The catalog entry of a kind names its module (`behaviour`); behaviours.ts registers every module.
import type { CompiledSystem } from '../../compiler/types';
import type { RuleContext } from '../core/registry';

export interface B5KindBehaviour {
  /** The system has just stopped working: destroyed, or (with `outages`) failed or unpowered. */
  destroyed?(ctx: RuleContext, handle: string, id: string): void;
  /** The system works again (repaired, powered again, no longer failed). */
  repaired?(ctx: RuleContext, handle: string, id: string): void;
  /** The kind may be unpowered or fail without being destroyed (powerSystem, systemFailure; ST-SH-7). */
  outages?: boolean;
  /** The rule that forbids a called shot at this kind (ST-IMP-4), if one does. */
  noCalledShot?: string;
  /** The `fire` action's shots for `count` (default: one shot, no modifier; `count` refused). */
  fire?(ctx: RuleContext, handle: string, sys: CompiledSystem, count: number): { toHit: number }[];
}
