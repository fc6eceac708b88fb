// The hooks of b5wars behaviour modules. A system kind's module says what the kind does when it
// stops working or works again, whether it can be switched off, whether it can be a called shot's
// target, and how it fires. A ship feature is a part of the ship state with the rules that keep
// it (the projections, the deflectors, the drive, warp, the cloak): its part of the starting
// state, its turn and segment hooks and its actions. behaviours.ts registers both, each in one
// list; the ruleset module (index.ts, init-ship.ts) calls them and names none.
import type { CompiledShip, CompiledSystem } from '../../compiler/types';
import type { ActionSpec, RuleContext } from '../core/registry';
import type { RuleConstants, Segment, ShipSetup } from '../core/types';
import type { B5ShipState } from './state';

export interface B5KindBehaviour {
  /** The system has just stopped working: destroyed, or (with `outages`) failed or unpowered. */
  destroyed?(ctx: RuleContext, handle: string, id: string): void;
  /** The system works again (repaired, powered again, no longer failed). */
  repaired?(ctx: RuleContext, handle: string, id: string): void;
  /** The kind may be unpowered or fail without being destroyed (powerSystem, systemFailure; ST-SH-7). */
  outages?: boolean;
  /** The kind is taken out of use by an action of its own, not powerSystem (ST-PWR-1): which, and its rule. */
  powerOff?: { how: string; rule: string };
  /** The rule that forbids a called shot at this kind (ST-IMP-4), if one does. */
  noCalledShot?: string;
  /** The `fire` action's shots for `count` (default: one shot, no modifier; `count` refused). */
  fire?(ctx: RuleContext, handle: string, sys: CompiledSystem, count: number): { toHit: number }[];
}

/**
 * A ship feature. Its fields of the ship state are declared in its own module, by adding them to
 * B5ShipState (`declare module './state'`), so that state.ts needs no edit for a new one. Every
 * hook runs for every ship (not for fighter flights), in the order of the list.
 */
export interface B5ShipFeature {
  name: string;
  /** Adds the feature's fields to a new ship state; the list's order is the order of the fields. */
  init?(s: { ship: CompiledShip; st: B5ShipState; setup: ShipSetup; rules: Readonly<RuleConstants> }): void;
  /** Once every feature's fields and the systems are in place: what depends on more than its own. */
  ready?(s: { ship: CompiledShip; st: B5ShipState }): void;
  turnStart?(ctx: RuleContext, handle: string): void;
  turnEnd?(ctx: RuleContext, handle: string): void;
  /** Each segment entered, while the ship is in the battle. */
  segmentEnter?(ctx: RuleContext, handle: string, segment: Segment): void;
  /**
   * Why the ship has left the battle, if it has: its segment hooks stop and its actions are refused
   * so, except an action that brings it back (`action` names the one being tried).
   */
  gone?(st: B5ShipState, handle: string, action?: string): { message: string; rule: string } | undefined;
  /** The feature's actions, by type. */
  actions?: Readonly<Record<string, ActionSpec>>;
}
