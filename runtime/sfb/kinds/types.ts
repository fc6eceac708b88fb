// The hooks of an sfb behaviour module: what a system kind does when it fires, is armed or held,
// takes damage, is destroyed or repaired, and when a turn starts. The catalog entry of a kind
// names its module (`behaviour`); behaviours.ts registers every module in one list. The actions
// (actions/*.ts) find the module of the system they name and call its hook; a kind without the
// hook refuses the action.
import type { CompiledShip, CompiledSystem } from '../../../compiler/types';
import type { RuleContext } from '../../core/registry';
import type { Time } from '../common';
import type { SfbShipState, SfbSystemState } from '../state';
import type { WeaponState } from '../weapons';

/** One ship of the game, at the moment of an action. */
export interface ShipCtx {
  ctx: RuleContext;
  handle: string;
  st: SfbShipState;
  ship: CompiledShip;
  now: Time;
}

/** One system of a ship, with its damage track and (for kinds with one) its weapon record. */
export interface KindCtx extends ShipCtx {
  sys: CompiledSystem;
  rec: SfbSystemState;
  ws: WeaponState | undefined;
}

/** Result fields of an action, in the order they are added. */
export type Fields = Record<string, unknown>;

export interface FireRequest {
  mode?: 'full' | 'half';
  /** Ion-based weapons: the load of the shot (H93.21). */
  load?: 'standard' | 'overload';
  /** Ion-based weapons: energy applied as the weapon fires (H93.22). */
  power?: { capacitor?: number; impulse?: number; other?: number };
  /** Z-probes fired as weapons: hexes to the target (Z-PRB-1). */
  range?: number;
  damage?: number;
  band?: number;
  /** Phaser-Z: the EW die-roll shift the players found (standard EW rules), added to the roll (Z-PHZ-1). */
  shift?: number;
  /** Phaser-Z: the ship fired at, whose ECM the result reports against the firer's ECCM (Z-PHZ-1). */
  target?: string;
  count?: number;
  rolls?: number[];
}

export interface ArmRequest {
  energy: number;
  mode?: 'standard' | 'overload' | 'doubleOverload';
  from?: 'capacitor' | 'centralCapacitor' | 'batteries';
}

export interface SfbKindBehaviour {
  /** The `fire` action (the system has a weapon record). */
  fire?(k: KindCtx & { ws: WeaponState }, req: FireRequest): Fields;
  /** The `arm` action (the system has a weapon record). */
  arm?(k: KindCtx & { ws: WeaponState }, req: ArmRequest): Fields;
  /** The `hold` action (torpedo kinds). */
  hold?(k: KindCtx & { ws: WeaponState }, req: { from?: ArmRequest['from'] }): Fields;
  /**
   * Before `damageSystem` marks boxes: refuse (a system damage cannot reach), or take the damage
   * its own way and return the result fields (the boxes are then not marked by the action).
   */
  damage?(k: KindCtx, boxes: number): Fields | undefined;
  /** The system was just destroyed (after the ship features reacted). */
  destroyed?(k: KindCtx, out: Fields): void;
  /** After any damage to it, destroyed or not. */
  damaged?(k: KindCtx, out: Fields): void;
  /** After `repairSystem` (which repairs every box); `wasDestroyed` says whether it was. */
  repaired?(k: KindCtx, out: Fields, wasDestroyed: boolean): void;
  /** Start of a turn, for each system of the kind that has a weapon record. */
  turnStart?(k: KindCtx & { ws: WeaponState }): void;
}

/**
 * A ship-wide resource that several kinds feed (the ionic capacitor of every ion-based weapon,
 * the central capacitor of its weapons, the batteries, the seventh shield, the defense field, the
 * CPU): its part of the starting state, its turn start, and what it does when any system is
 * destroyed or repaired.
 */
export interface SfbShipFeature {
  name: string;
  /** Adds the feature's part to a new ship state (when the ship has it). */
  init?(s: { ship: CompiledShip; st: SfbShipState; rules: Readonly<Record<string, unknown>> }): void;
  turnStart?(s: ShipCtx): void;
  systemDestroyed?(k: KindCtx, out: Fields): void;
  systemRepaired?(k: KindCtx, out: Fields): void;
}
