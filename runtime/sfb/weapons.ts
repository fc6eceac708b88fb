// The per-weapon part of the sfb ship state: `state.ships.<handle>.weapons.<id>`
// (docs/scenarios.md: mode, energy, turnsArmed, held, cooldown), plus the bookkeeping the arming
// rules need, all plain JSON.
import type { CompiledShip } from '../../compiler/types';
import { recordOf } from '../core/own';
import { systemKind } from '../../compiler/catalog/index';
import { isIonBased, kindOf } from './common';
import { baseOf } from '../core/systems';

export type ArmMode = 'standard' | 'overload' | 'doubleOverload';
export const ARM_MODES: readonly ArmMode[] = ['standard', 'overload', 'doubleOverload'];

export interface WeaponState {
  /** The built-in behaviour: quantumTorpedo, plasmaZF, plasmaF, phaserZ, zAdminShuttle, zSuicideShuttle, or `ion` for ion-based weapons. */
  kind: string;
  /**
   * Torpedoes: the arming mode (null when empty). Phaser-Z: `full` or `half` once fired this turn.
   */
  mode: string | null;
  /** Torpedoes: total arming energy. Phaser-Z and ion weapons: energy spent on it this turn. */
  energy: number;
  /** Torpedoes: turns of arming received. */
  turnsArmed: number;
  /** Torpedoes: held (paid for) this turn. */
  held: boolean;
  /** Turns of cool down left (Z-QT-3): 1 from a double-overload shot to the end of the next turn. */
  cooldown: number;
  /** May fire now. */
  ready: boolean;
  /** Torpedoes: energy per arming turn. */
  arming: number[];
  /** Torpedoes: damage if fired now (0 while not armed). */
  damage: number;
  lastArmTurn: number | null;
  completedTurn: number | null;
  heldTurn: number | null;
  firedTurn: number | null;
  cooldownTurn: number | null;
  /** Ion-based weapons: shots fired this turn (H93.222); added with the weapon's first shot. */
  shots?: number;
  /** Ion-based weapons: energy its shots used this turn; `energy - spent` waits for the next shot. */
  spent?: number;
}

export function emptyWeapon(kind: string): WeaponState {
  return {
    kind,
    mode: null,
    energy: 0,
    turnsArmed: 0,
    held: false,
    cooldown: 0,
    // Ion-based weapons and kinds that fire without arming (catalog `readyAtStart`) start ready.
    ready: kind === 'ion' || systemKind('sfb', kind)?.readyAtStart === true,
    arming: [],
    damage: 0,
    lastArmTurn: null,
    completedTurn: null,
    heldTurn: null,
    firedTurn: null,
    cooldownTurn: null,
  };
}

/** A record for every ion-based weapon and every system whose kind keeps one (catalog `weaponRecord`). */
export function initWeapons(ship: CompiledShip): Record<string, WeaponState> {
  const out: [string, WeaponState][] = [];
  for (const s of ship.systems) {
    if (isIonBased(s)) out.push([s.id, emptyWeapon('ion')]);
    else if (kindOf(s)?.weaponRecord) out.push([s.id, emptyWeapon(baseOf(s))]);
  }
  return recordOf(out);
}
