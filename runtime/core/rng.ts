// The game's seeded random generator (docs/rules.md, Conventions). Its whole state is one 32-bit
// integer kept in GameState.rng, so a saved game continues with exactly the same rolls.
// Algorithm: mulberry32.
import { RuleRefusal } from './refusal';

/** Normalises any JSON number into the generator's starting state. */
export function seedState(seed: number): number {
  return (Math.trunc(seed) ^ 0x6d2b79f5) >>> 0;
}

/** Advances the state; returns [next state, uniform float in [0, 1)]. */
export function nextRandom(state: number): [number, number] {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [s, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}

/**
 * Dice for one action: the action's own `rolls` are used first, in order; after them the seeded
 * generator in the game state. A given roll outside 1..sides refuses the action.
 */
export class Dice {
  private next = 0;
  constructor(
    private readonly holder: { rng: number },
    private readonly given: readonly number[] = [],
  ) {}

  /** One die of `sides` sides: an integer 1..sides. */
  roll(sides: number): number {
    if (this.next < this.given.length) {
      const r = this.given[this.next++]!;
      if (!Number.isInteger(r) || r < 1 || r > sides) {
        throw new RuleRefusal(`roll ${r} given in "rolls" is not a d${sides} result (1-${sides})`);
      }
      return r;
    }
    const [state, u] = nextRandom(this.holder.rng);
    this.holder.rng = state;
    return 1 + Math.floor(u * sides);
  }

  d100(): number {
    return this.roll(100);
  }
  d20(): number {
    return this.roll(20);
  }
  d6(): number {
    return this.roll(6);
  }
  /** How many of the action's given rolls were used. */
  get givenUsed(): number {
    return Math.min(this.next, this.given.length);
  }
}
