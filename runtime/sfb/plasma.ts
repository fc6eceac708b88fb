// Plasma-ZF (seed 004; docs/rules.md, Star Fleet Battles Z-PLZ-1, Z-PLZ-2).
//
// Z-PLZ-2: phaser-type damage reduces a plasma warhead by floor(damage / ratio): 3 for a
// Plasma-ZF, 2 for a plasma-F (the catalog's `reductionRatio`, so a user type may change it).
// Z-PLZ-1: a Plasma-ZF moves `speed` (2) hexes per movement impulse; a target closer than that is
// struck on the next movement impulse without moving the full distance. Damage still follows the
// total hexes moved, which `plasmaStrike` reports.
import type { CompiledSystem } from '../../compiler/types';
import { PLASMA_F_BRACKET, PLASMA_F_WARHEADS, plasmaRangeRows, type PlasmaRangeRow } from '../../compiler/catalog/plasma-table';
import { catalogDefault, floorE, numParam, refuse } from './common';
import { baseOf } from '../core/systems';

export const PLASMA_TYPES = { F: 'plasmaF', ZF: 'plasmaZF' } as const;
export type PlasmaType = keyof typeof PLASMA_TYPES;

function catalogNumber(kind: string, param: string): number {
  const d = catalogDefault(kind, param);
  if (typeof d !== 'number') throw new Error(`catalog has no numeric default for ${kind}.${param}`);
  return d;
}

/** The reduction ratio of a plasma type letter, or of a ship's plasma system. */
export function reductionRatio(plasma: PlasmaType | CompiledSystem): number {
  if (typeof plasma === 'string') return catalogNumber(PLASMA_TYPES[plasma], 'reductionRatio');
  return numParam(plasma, 'reductionRatio');
}

export function plasmaSpeed(plasma: PlasmaType | CompiledSystem): number {
  if (typeof plasma === 'string') return catalogNumber(PLASMA_TYPES[plasma], 'speed');
  return numParam(plasma, 'speed');
}

export function isPlasmaSystem(s: CompiledSystem): boolean {
  return baseOf(s) === 'plasmaZF' || baseOf(s) === 'plasmaF';
}

export interface ReduceResult {
  warhead: number;
  reduction: number;
  ratio: number;
}

/** Z-PLZ-2: 9 phaser damage on a Plasma-ZF → -3; 10 → -3; on a plasma-F 9 → -4. */
export function reduceWarhead(warhead: unknown, damage: unknown, ratio: number): ReduceResult {
  if (typeof warhead !== 'number' || !Number.isFinite(warhead) || warhead < 0) {
    throw refuse(`"warhead" must be a number of 0 or more (got ${JSON.stringify(warhead)})`, 'Z-PLZ-2');
  }
  if (typeof damage !== 'number' || !Number.isFinite(damage) || damage < 0) {
    throw refuse(`"damage" must be a number of 0 or more (got ${JSON.stringify(damage)})`, 'Z-PLZ-2');
  }
  const reduction = Math.min(warhead, floorE(damage / ratio));
  return { warhead: warhead - reduction, reduction, ratio };
}

export function parsePlasmaType(v: unknown): PlasmaType {
  if (v === 'F' || v === 'ZF') return v;
  throw refuse(`"plasma" must be "F" or "ZF" (got ${JSON.stringify(v)})`, 'Z-PLZ-2');
}

export interface StrikeResult {
  /** Movement impulses until it strikes. */
  impulses: number;
  /** Hexes moved in each of those impulses. */
  steps: number[];
  /** Total hexes moved: what its damage follows (Z-PLZ-1). */
  hexesMoved: number;
}

/**
 * Z-PLZ-1: a plasma `range` hexes from its target, moving `speed` hexes per movement impulse. Each
 * impulse it moves its full speed, or only what is left when the target is closer than that (a
 * Plasma-ZF 1 hex away strikes on its next movement impulse, moving 1).
 */
export function plasmaStrike(range: unknown, speed: number): StrikeResult {
  if (typeof range !== 'number' || !Number.isInteger(range) || range < 0) {
    throw refuse(`"range" must be a whole number of hexes (got ${JSON.stringify(range)})`, 'Z-PLZ-1');
  }
  if (!Number.isInteger(speed) || speed < 1) throw refuse(`speed must be a whole number of hexes of 1 or more`, 'Z-PLZ-1');
  const steps: number[] = [];
  let left = range;
  // A target in the same hex is struck on the next movement impulse without moving.
  if (left === 0) steps.push(0);
  while (left > 0) {
    const step = Math.min(speed, left);
    steps.push(step);
    left -= step;
  }
  return { impulses: steps.length, steps, hexesMoved: range };
}

/** The plasma-F range table in force (Z-PLZ-1): rows of hexes moved and the warhead of each. */
export interface PlasmaTable {
  rows: readonly PlasmaRangeRow[];
}

/**
 * The table from the ruleset constants in force (`plasmaFRangeBracket`, `plasmaFWarhead1..4`),
 * each constant left out falling back on the catalog's default table.
 */
export function plasmaTable(value: (name: string) => unknown): PlasmaTable {
  const num = (name: string, dflt: number): number => {
    const v = value(name);
    return typeof v === 'number' ? v : dflt;
  };
  const warheads = PLASMA_F_WARHEADS.map((d, i) => num(`plasmaFWarhead${i + 1}`, d));
  return { rows: plasmaRangeRows(num('plasmaFRangeBracket', PLASMA_F_BRACKET), warheads) };
}

/** The 1-based row of `hexes` in the table and the row itself; 0 and undefined past the last. */
export function plasmaRow(table: PlasmaTable, hexes: number): { bracket: number; row: PlasmaRangeRow | undefined } {
  const i = table.rows.findIndex((r) => hexes >= r.from && hexes <= r.to);
  return i < 0 ? { bracket: 0, row: undefined } : { bracket: i + 1, row: table.rows[i] };
}

export interface ImpactResult extends StrikeResult {
  speed: number;
  /** 1-based range bracket of the hexes moved; 0 past the last (dissipated). */
  bracket: number;
  /** The hexes-moved span of that bracket, [from, to]; null once dissipated. */
  hexRange: [number, number] | null;
  /** The table's warhead for the hexes moved (never above the launcher's warhead). */
  tableWarhead: number;
  /** Phaser damage taken on the way and what it took off the warhead (Z-PLZ-2). */
  phaserDamage: number;
  reduction: number;
  ratio: number;
  /** Strength at impact. */
  warhead: number;
  /** Z-PLZ-4: 1 per 5 points, Plasma-ZF only. */
  penetrating: number;
}

/**
 * Z-PLZ-1, Z-PLZ-2, Z-PLZ-4: a plasma launched `range` hexes from its target strikes with the
 * warhead of the bracket of the total hexes it moved (however fast it moved them), less the
 * phaser damage it took at its reduction ratio.
 */
export function plasmaImpact(plasma: PlasmaType | CompiledSystem, range: unknown, phaserDamage: unknown, table: PlasmaTable): ImpactResult {
  const speed = plasmaSpeed(plasma);
  const strike = plasmaStrike(range, speed);
  const launch = typeof plasma === 'string' ? catalogNumber(PLASMA_TYPES[plasma], 'warhead') : numParam(plasma, 'warhead');
  const { bracket, row } = plasmaRow(table, strike.hexesMoved);
  const tableWarhead = row ? Math.min(launch, row.warhead) : 0;
  const damage = phaserDamage === undefined ? 0 : phaserDamage;
  const r = reduceWarhead(tableWarhead, damage, reductionRatio(plasma));
  const zf = typeof plasma === 'string' ? plasma === 'ZF' : baseOf(plasma) === 'plasmaZF';
  const divisor = catalogDefault('quantumTorpedo', 'penetratingDivisor');
  const penetrating = zf && typeof divisor === 'number' ? floorE(r.warhead / divisor) : 0;
  return { ...strike, speed, bracket, hexRange: row ? [row.from, row.to] : null, tableWarhead, phaserDamage: damage as number, reduction: r.reduction, ratio: r.ratio, warhead: r.warhead, penetrating };
}
