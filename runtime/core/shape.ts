// Checks that a saved game state has the shape of a game of the given ships before resumeGame
// continues it: a state edited by hand or damaged in transit must be refused with a clear message
// up front, not make Game.apply throw a TypeError many actions later.
//
// The reference is the state a fresh game of the same ships starts with (initShip): a saved ship
// must have every field the fresh one has, of the same JSON type (a field that starts as null may
// hold anything); objects may have gained keys (records that grow, such as per-turn ledgers);
// arrays are checked to be arrays. The game-level fields are checked against their definitions.
import { SEGMENTS, type GameState } from './types';

const MAX_PROBLEMS = 5;

function jsonType(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  return typeof x;
}

/** Where `saved` differs in shape from `fresh` (paths like `ships.ent.projections.fore.rating`). */
export function shapeProblems(fresh: unknown, saved: unknown, where: string, out: string[] = []): string[] {
  if (out.length >= MAX_PROBLEMS || fresh === null || fresh === undefined) return out;
  const want = jsonType(fresh);
  const got = jsonType(saved);
  if (want !== got) {
    out.push(got === 'undefined' ? `${where} is missing` : `${where} is ${got === 'null' ? 'null' : `a ${got}`}, not a ${want}`);
    return out;
  }
  if (want === 'number' && !Number.isFinite(saved as number)) out.push(`${where} is ${String(saved)}`);
  if (want !== 'object') return out;
  const s = saved as Record<string, unknown>;
  for (const [k, v] of Object.entries(fresh as Record<string, unknown>)) {
    if (!Object.prototype.hasOwnProperty.call(s, k)) {
      if (v !== null && v !== undefined) out.push(`${where}.${k} is missing`);
      continue;
    }
    shapeProblems(v, s[k], `${where}.${k}`, out);
    if (out.length >= MAX_PROBLEMS) break;
  }
  return out;
}

const isInt = (x: unknown, lo: number, hi: number): boolean => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

/** Problems with the game-level fields of a saved state (not the ships). */
export function coreStateProblems(state: GameState): string[] {
  const out: string[] = [];
  if (!isInt(state.turn, 0, Number.MAX_SAFE_INTEGER)) out.push(`turn is ${JSON.stringify(state.turn)}, not a whole number >= 0`);
  if (state.segment !== null && !(SEGMENTS as readonly unknown[]).includes(state.segment)) out.push(`segment is ${JSON.stringify(state.segment)}, not null or one of ${SEGMENTS.join(', ')}`);
  if (!isInt(state.impulse, -1, 32)) out.push(`impulse is ${JSON.stringify(state.impulse)}, not a whole number from -1 to 32`);
  if (!isInt(state.rng, 0, 0xffffffff)) out.push(`rng is ${JSON.stringify(state.rng)}, not the generator's 32-bit state`);
  if (typeof state.seed !== 'number' || !Number.isFinite(state.seed)) out.push(`seed is ${JSON.stringify(state.seed)}, not a number`);
  const rules = state.rules as unknown;
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) out.push('rules is not an object');
  else for (const [k, v] of Object.entries(rules)) if (typeof v !== 'number' && typeof v !== 'boolean') out.push(`rules.${k} is ${JSON.stringify(v)}, not a number or true/false`);
  return out;
}
