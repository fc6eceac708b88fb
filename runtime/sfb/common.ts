// Shared helpers of the sfb rules: refusals, time on the absolute impulse count, and number
// handling for fractional energy. Nothing here depends on the engine core, so every rule module
// can be unit-tested on its own (tests/runtime/sfb).
import type { CompiledShip, CompiledSystem } from '../../compiler/types';
import { systemKind } from '../../compiler/catalog/index';
import type { SystemKind } from '../../compiler/catalog/types';

// A refused action: the rule modules throw the core's one refusal (`refuse(message, rule)`), and
// Game.apply turns it into `{ ok: false, error, rule }`. A refused action changes nothing.
import { refuse } from '../core/refusal';
import { baseOf } from '../core/systems';
export { refuse, RuleRefusal } from '../core/refusal';

/** A moment of the game: `impulse` 0 is Energy Allocation, 1-32 the impulses (docs/rules.md, Conventions). */
export interface Time {
  turn: number;
  impulse: number;
}

export const IMPULSES_PER_TURN = 32;

/** The absolute impulse number 32*(t-1)+i of docs/rules.md, Conventions. */
export function absImpulse(t: Time): number {
  return IMPULSES_PER_TURN * (t.turn - 1) + t.impulse;
}

/**
 * The inverse of absImpulse. On the absolute count, impulse 32 of turn t and Energy Allocation of
 * turn t+1 are the same number; `phase` says which one is meant: 'ea' reads a multiple of 32 as
 * the Energy Allocation of the next turn, 'impulse' as impulse 32 of the turn before. Adding whole
 * turns keeps the phase: 32 impulses after EA of turn 6 is EA of turn 7 (H93.14), 32 impulses
 * after impulse 32 of turn 3 is impulse 32 of turn 4.
 */
export function fromAbs(abs: number, phase: 'ea' | 'impulse' = 'ea'): Time {
  if (phase === 'impulse' && abs % IMPULSES_PER_TURN === 0) {
    return { turn: abs / IMPULSES_PER_TURN, impulse: IMPULSES_PER_TURN };
  }
  const turn = Math.floor(abs / IMPULSES_PER_TURN) + 1;
  return { turn, impulse: abs - IMPULSES_PER_TURN * (turn - 1) };
}

/** `d` impulses after `t`, on the absolute count, keeping t's phase (see fromAbs). */
export function addImpulses(t: Time, d: number): Time {
  return fromAbs(absImpulse(t) + d, t.impulse === 0 ? 'ea' : 'impulse');
}

/** Orders moments of the game: Energy Allocation of turn t+1 comes after impulse 32 of turn t. */
export function compareTime(a: Time, b: Time): number {
  return a.turn !== b.turn ? a.turn - b.turn : a.impulse - b.impulse;
}

export function sameTime(a: Time, b: Time): boolean {
  return a.turn === b.turn && a.impulse === b.impulse;
}

/** Tolerance for comparing fractional energy (1/2, 1/3 of a point...). */
export const EPS = 1e-9;

/**
 * Normalises a computed amount of energy so that sums of fractions print as plain decimals
 * (0.1 + 0.2 gives 0.3, not 0.30000000000000004). Used on every number written to the state.
 */
export function q(x: number): number {
  const r = Math.round(x * 1e9) / 1e9;
  return Object.is(r, -0) ? 0 : r;
}

/** Round down, tolerant of float noise (12.4999999999 counts as 12.5 → 12). */
export function floorE(x: number): number {
  return Math.floor(x + EPS);
}

/** Round up, tolerant of float noise (3.0000000001 counts as 3). */
export function ceilE(x: number): number {
  return Math.ceil(x - EPS);
}

export function sum(xs: readonly number[]): number {
  // A loop, not reduce: the same additions in the same order, without a closure per call.
  let total = 0;
  for (let i = 0; i < xs.length; i++) total += xs[i]!;
  return total;
}

/** A positive, finite amount of energy, or a refusal naming `rule`. */
export function positiveAmount(value: unknown, field: string, rule?: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw refuse(`"${field}" must be a positive number of energy points (got ${JSON.stringify(value)})`, rule);
  }
  return value;
}

/** The default of a catalog parameter of a built-in sfb kind (so no rule number is hard-coded). */
export function catalogDefault(kind: string, param: string): unknown {
  return systemKind('sfb', kind)?.params.find((p) => p.name === param)?.default;
}

/** The catalog entry of a compiled system's built-in kind: its traits (ionBased, torpedo, ...). */
export function kindOf(system: CompiledSystem): SystemKind | undefined {
  return systemKind('sfb', baseOf(system));
}

/** A numeric parameter of a compiled system, falling back on the catalog default of its base kind. */
export function numParam(system: CompiledSystem, param: string): number {
  const v = system[param];
  if (typeof v === 'number') return v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'number')) return sum(v as number[]);
  const d = catalogDefault(baseOf(system), param);
  if (typeof d === 'number') return d;
  if (Array.isArray(d)) return sum(d as number[]);
  return 0;
}

/** An arming sequence parameter (`1+1+3` compiled as [1, 1, 3]). */
export function seqParam(system: CompiledSystem, param: string): number[] {
  const v = system[param];
  if (Array.isArray(v) && v.every((x) => typeof x === 'number')) return v as number[];
  if (typeof v === 'number') return [v];
  const d = catalogDefault(baseOf(system), param);
  if (Array.isArray(d)) return d as number[];
  if (typeof d === 'number') return [d];
  return [];
}


/**
 * H93: a weapon is ion-based when its type is declared ion-based or its built-in kind is (the
 * catalog's `ionBased` trait: ion cannon, ion pulse generator, ion storm generator).
 */
export function isIonBased(system: CompiledSystem): boolean {
  return system.ionBased === true || kindOf(system)?.ionBased === true;
}

export function systemsOf(ship: CompiledShip, base: string): CompiledSystem[] {
  return ship.systems.filter((s) => baseOf(s) === base);
}

// Systems by id, per compiled ship: actions look a system up on every call, so the lookup must not
// grow with the ship. The first system of an id wins, as a linear search would find it.
const systemIndex = new WeakMap<readonly CompiledSystem[], Map<string, CompiledSystem>>();

export function findSystem(ship: CompiledShip, id: string): CompiledSystem | undefined {
  let index = systemIndex.get(ship.systems);
  if (!index) {
    index = new Map();
    for (const s of ship.systems) if (!index.has(s.id)) index.set(s.id, s);
    systemIndex.set(ship.systems, index);
  }
  return index.get(id);
}
