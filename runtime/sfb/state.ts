// The sfb ship state (docs/scenarios.md State): what `state.ships.<handle>` holds for an sfb ship
// (init-ship.ts builds it from the compiled ship). Plain JSON, so a game can be saved and resumed.
import type { CompiledShip } from '../../compiler/types';
import { own } from '../core/own';
import type { ShipState, SystemState } from '../core/types';
import { zshipDefaults } from '../../compiler/catalog/ship-properties';
import { findSystem, refuse, type Time } from './common';
import { refreshIonic, type IonicState } from './ionic-capacitor';
import type { CentralState } from './central-capacitor';
import type { BatteriesState } from './batteries';
import type { SeventhShieldState } from './seventh-shield';
import type { DefenseFieldState } from './defense-field';
import type { EwState } from './ew';
import type { WeaponState } from './weapons';

export interface SfbSystemState extends SystemState {
  /** Boxes the system was built with. */
  boxes: number;
}

export interface SfbShipState extends ShipState {
  ruleset: 'sfb';
  systems: Record<string, SfbSystemState>;
  /** Z-CC-4 weapons status the ship started at (0-3). */
  weaponsStatus: number;
  weapons: Record<string, WeaponState>;
  /** H93: present when the ship has ion-based weapons. */
  ionicCapacitor?: IonicState;
  /** Z-CC-1..4: present when the ship has a central capacitor. */
  centralCapacitor?: CentralState;
  /** Z-BTY-1: present when the ship has quantum batteries. */
  batteries?: BatteriesState;
  /** Z-S7-1: present when the ship has a seventh shield. */
  seventhShield?: SeventhShieldState;
  /** Z-DF-1: present when the ship has a defense field. */
  defenseField?: DefenseFieldState;
  /** Z-EW-1 */
  ew: EwState;
  /**
   * Z-CPU-1: present when the ship has CPU boxes; `active` while any of them works; `benefits` as
   * the file lists them; `inForce` the benefits the ship has now (all of the seed's list when the
   * file lists none; none once the last CPU box is gone).
   */
  cpu?: { active: boolean; benefits: string[]; inForce: string[] };
  /**
   * Z-STD-1: present when the ship has systems that work as a standard rule drydock does not
   * reproduce: each with the rule it cites and whether it still works, for the players to apply.
   */
  standardRules?: Record<string, { rule: string; working: boolean }>;
  /** Z-EW-1: the sensor rating now, present once a `sensorRating` action has set it. */
  sensorRating?: number;
  /** Z-MISC movement (Z-ships): added by the first `speed` or `emergencyDecel` action. */
  movement?: MovementState;
  /** Z-MISC: the Z-ship modifiers in force (ship data the compiler records). */
  modifiers?: Record<string, unknown>;
  /** Z-S7-2: energy per turn the shields need, the seventh shield's activation included. */
  shieldCost?: number;
  /** Z-PWR-1: the ship's power per turn (compiled `derived.power`). */
  power?: { warp: number; impulse: number; other: number; total: number };
}

export interface MovementState {
  speed: number;
  /** The last speed change (Z-MISC: one every `speedChangeImpulses`). */
  lastChange: Time | null;
  /** When an emergency deceleration brought the ship to a halt (Z-MISC: acceleration waits). */
  haltedAt: Time | null;
}

export interface SfbSetup {
  weaponsStatus?: unknown;
}

/** Z-MISC: the compiled `derived.zship`, else the Z-ship defaults under the ship's own values. */
export function zshipModifiers(ship: CompiledShip): Record<string, unknown> | undefined {
  if (ship.derived?.zship) return { ...ship.derived.zship };
  if (ship.zship !== true) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(zshipDefaults)) out[k] = ship[k] ?? (Array.isArray(v) ? [...v] : v);
  return out;
}

/** Keeps `systems.<S7>` in step with the seventh shield's intact boxes. */
export function syncSeventhShield(st: SfbShipState): void {
  const s7 = st.seventhShield;
  if (!s7) return;
  const sys = own(st.systems, s7.id);
  if (sys) {
    sys.damage = s7.boxes - s7.intact;
    sys.destroyed = s7.intact <= 0;
  }
}

export function refreshTime(st: SfbShipState, now: Time): void {
  if (st.ionicCapacitor) refreshIonic(st.ionicCapacitor, now);
}

/** The compiled system `id`, or a refusal. */
export function systemOrRefuse(ship: CompiledShip, id: unknown, what = 'system') {
  if (typeof id !== 'string') throw refuse(`"${what}" must be a system id`);
  const s = findSystem(ship, id);
  if (!s) {
    const ids = ship.systems.map((x) => x.id).join(', ');
    throw refuse(`${ship.name} has no ${what} "${id}" (systems: ${ids})`);
  }
  return s;
}

