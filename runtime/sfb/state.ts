// The sfb ship state (docs/scenarios.md State): what `state.ships.<handle>` holds for an sfb ship,
// and how it is built from the compiled ship. Plain JSON, so a game can be saved and resumed.
import type { CompiledShip } from '../../compiler/types';
import { own, setOwn } from '../core/own';
import type { ShipState, SystemState } from '../core/types';
import { zshipDefaults } from '../../compiler/catalog/ship-properties';
import { zCpuBenefits } from '../../compiler/catalog/sfb';
import { findSystem, numParam, refuse, systemsOf, type Time } from './common';
import { initIonic, ionicConfig, refreshIonic, type IonicState } from './ionic-capacitor';
import { centralConfig, initCentral, type CentralState } from './central-capacitor';
import { initBatteries, type BatteriesState } from './batteries';
import { initSeventhShield, type SeventhShieldState } from './seventh-shield';
import { initDefenseField, type DefenseFieldState } from './defense-field';
import { initEw, type EwState } from './ew';
import { initWeapons, type WeaponState } from './weapons';
import { baseOf } from '../core/systems';

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

export function initSfbShip(ship: CompiledShip, setup: SfbSetup, rules: Record<string, unknown>): SfbShipState {
  const ws = setup.weaponsStatus ?? 0;
  if (typeof ws !== 'number' || !Number.isInteger(ws) || ws < 0 || ws > 3) {
    throw new Error(`ship ${ship.name}: weaponsStatus must be 0, 1, 2 or 3 (Z-CC-4), got ${JSON.stringify(ws)}`);
  }
  const systems: Record<string, SfbSystemState> = {};
  for (const s of ship.systems) setOwn(systems, s.id, { damage: 0, destroyed: false, boxes: numParam(s, 'boxes') || 1 });
  const st: SfbShipState = {
    ruleset: 'sfb',
    name: ship.name,
    systems,
    weaponsStatus: ws,
    weapons: initWeapons(ship),
    ew: initEw(ship),
  };
  const ic = ionicConfig(ship, rules);
  if (ic) st.ionicCapacitor = initIonic(ic);
  const cc = centralConfig(ship);
  if (cc) st.centralCapacitor = initCentral(cc, ws);
  const bt = initBatteries(ship);
  if (bt) st.batteries = bt;
  const s7 = systemsOf(ship, 'seventhShield')[0];
  if (s7) st.seventhShield = initSeventhShield(s7.id, numParam(s7, 'boxes'));
  if (systemsOf(ship, 'defenseField').length > 0) st.defenseField = initDefenseField();
  const cpus = systemsOf(ship, 'cpu');
  if (cpus.length > 0) {
    const benefits = cpus.flatMap((c) => (Array.isArray(c.benefits) ? c.benefits.filter((b): b is string => typeof b === 'string') : []));
    st.cpu = { active: true, benefits, inForce: [] };
    refreshCpu(st, ship);
  }
  const mods = zshipModifiers(ship);
  if (mods) st.modifiers = mods;
  if (ship.derived?.power) st.power = { ...ship.derived.power };
  if (ship.derived?.shieldCost) st.shieldCost = ship.derived.shieldCost.total;
  return st;
}

/** Z-MISC: the compiled `derived.zship`, else the Z-ship defaults under the ship's own values. */
export function zshipModifiers(ship: CompiledShip): Record<string, unknown> | undefined {
  if (ship.derived?.zship) return { ...ship.derived.zship };
  if (ship.zship !== true) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(zshipDefaults)) out[k] = ship[k] ?? (Array.isArray(v) ? [...v] : v);
  return out;
}

/** Z-CPU-1: the AI benefits hold while any CPU box works. */
export function refreshCpu(st: SfbShipState, ship: CompiledShip): void {
  if (!st.cpu) return;
  st.cpu.active = systemsOf(ship, 'cpu').some((c) => {
    const rec = own(st.systems, c.id);
    return rec !== undefined && rec.damage < rec.boxes;
  });
  st.cpu.inForce = st.cpu.active ? (st.cpu.benefits.length > 0 ? [...st.cpu.benefits] : [...zCpuBenefits]) : [];
}

/** Z-CPU-1: refuses an action that needs a CPU benefit the ship does not have now. */
export function needBenefit(st: SfbShipState, benefit: string, what: string): void {
  if (st.cpu?.inForce.includes(benefit)) return;
  throw refuse(
    st.cpu ? `${what} needs the CPU benefit "${benefit}", which the ship has lost: every CPU box is destroyed` : `${what} needs the CPU benefit "${benefit}", and the ship has no CPU`,
    'Z-CPU-1',
  );
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

