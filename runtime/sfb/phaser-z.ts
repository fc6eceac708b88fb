// Phaser-Z (seed 004; docs/rules.md, Star Fleet Battles Z-PHZ-1, Z-PHZ-2).
//
// Fires for `fireCost` (1) energy, or at half strength for `halfCost` (1/2) with half the damage
// rounded down; never rolls to hit; once per turn whatever the strength (not rapid pulse). The
// energy always comes from the central capacitor (Z-CC-1). Damage is the radiation phaser table
// result: given by the action as `damage`, or read from the ship's `damageTable` (row = range
// band, column = d6 roll).
import type { CompiledSystem } from '../../compiler/types';
import { floorE, numParam, refuse, type Time } from './common';
import { checkCentral, drawCentral, type CentralState } from './central-capacitor';
import type { WeaponState } from './weapons';

export interface PhaserZRequest {
  mode?: unknown;
  /** The table result at full strength. */
  damage?: unknown;
  /** Row of the damage table (0-based range band); default 0. */
  band?: unknown;
  /** EW die-roll shift (ECM against the Phaser-Z), added to the d6 before the table lookup. */
  shift?: unknown;
}

export interface PhaserZResult {
  mode: 'full' | 'half';
  energy: number;
  damage: number;
  /** Full-strength table result the damage comes from. */
  tableDamage: number;
  roll?: number;
  /** The roll with the EW shift added, when a shift was given. */
  shiftedRoll?: number;
  stored: number;
}

/** The radiation-phaser table lookup (Z-PHZ-1). */
export function phaserZTable(system: CompiledSystem, band: number, roll: number): number {
  const table = system.damageTable;
  if (!Array.isArray(table) || table.length === 0) {
    throw refuse(`${system.id} has no damageTable; give the table result as "damage"`, 'Z-PHZ-1');
  }
  const row = table[band];
  if (!Array.isArray(row)) throw refuse(`${system.id}'s damageTable has no range band ${band}`, 'Z-PHZ-1');
  const v = row[roll - 1];
  if (typeof v !== 'number') throw refuse(`${system.id}'s damageTable band ${band} has no entry for a roll of ${roll}`, 'Z-PHZ-1');
  return v;
}

export function firePhaserZ(
  ws: WeaponState,
  system: CompiledSystem,
  central: CentralState | undefined,
  now: Time,
  req: PhaserZRequest,
  d6: () => number,
): PhaserZResult {
  const mode = req.mode ?? 'full';
  if (mode !== 'full' && mode !== 'half') throw refuse(`Phaser-Z mode must be "full" or "half" (got ${JSON.stringify(mode)})`, 'Z-PHZ-2');
  if (ws.firedTurn === now.turn) {
    throw refuse(`${system.id} already fired this turn (${ws.mode} strength); a Phaser-Z fires once per turn`, 'Z-PHZ-2');
  }
  if (req.shift !== undefined && req.damage !== undefined) throw refuse('give either "damage" (the shifted table result) or "shift" with the rolled die, not both', 'Z-PHZ-1');
  const cost = numParam(system, mode === 'full' ? 'fireCost' : 'halfCost');
  if (!central) throw refuse(`${system.id} draws its firing energy from a central capacitor and the ship has none`, 'Z-CC-1');
  checkCentral(central, cost, `firing ${system.id} at ${mode} strength`, mode === 'full' ? 'Z-PHZ-1' : 'Z-PHZ-2');
  let tableDamage: number;
  let roll: number | undefined;
  if (req.damage !== undefined) {
    if (typeof req.damage !== 'number' || !Number.isFinite(req.damage) || req.damage < 0) {
      throw refuse(`"damage" must be a table result of 0 or more (got ${JSON.stringify(req.damage)})`, 'Z-PHZ-1');
    }
    tableDamage = req.damage;
  } else {
    const band = req.band ?? 0;
    if (typeof band !== 'number' || !Number.isInteger(band) || band < 0) throw refuse('"band" must be a row index of the damage table', 'Z-PHZ-1');
    phaserZTable(system, band, 1); // refuses before a die is rolled when there is no such table
    const shift = req.shift ?? 0;
    if (typeof shift !== 'number' || !Number.isInteger(shift) || shift < 0) throw refuse('"shift" must be a whole number of 0 or more', 'Z-PHZ-1');
    roll = d6();
    // ECM affects a Phaser-Z (it never rolls to hit): the shift moves the damage roll. A shifted
    // roll the ship's table has no column for is the standard EW rules' to settle: give "damage".
    const row = (system.damageTable as unknown[])[band] as unknown[];
    if (shift > 0 && typeof row[roll + shift - 1] !== 'number') {
      throw refuse(`${system.id} rolled ${roll}, shifted by ${shift} to ${roll + shift}, and its damageTable has no column for ${roll + shift}; give the damage the standard EW rules give as "damage"`, 'Z-PHZ-1');
    }
    tableDamage = phaserZTable(system, band, roll + shift);
  }

  drawCentral(central, cost, `firing ${system.id}`);
  const damage = mode === 'full' ? tableDamage : floorE(tableDamage / 2);
  ws.mode = mode;
  ws.energy = cost;
  ws.firedTurn = now.turn;
  ws.ready = false;
  const out: PhaserZResult = { mode, energy: cost, damage, tableDamage, stored: central.stored };
  if (roll !== undefined) out.roll = roll;
  if (roll !== undefined && typeof req.shift === 'number' && req.shift > 0) out.shiftedRoll = roll + req.shift;
  return out;
}

/** A new turn: the Phaser-Z may fire again. */
export function phaserZTurnStart(ws: WeaponState): void {
  ws.mode = null;
  ws.energy = 0;
  ws.ready = true;
}
