// Babylon 5 Wars dice expressions: terms joined by `+`, each a die roll `NdS` (`d6` is `1d6`) or a
// whole number, and whole numbers taken off with `-`: `2d10+4`, `d6`, `3d10+2d6`, `d3-2`. Read in
// one pass (linear in the text). The compiler checks the expression and hover shows its minimum,
// mean and maximum. A roll may count as at least some floor (a pulse weapon's base hits count as
// at least 1, damage as at least 0): `rollFigures` gives the figures of the floored roll.

export interface DiceTerm {
  count: number;
  sides: number;
}

export interface Dice {
  dice: DiceTerm[];
  constant: number;
  min: number;
  max: number;
  mean: number;
}

export type DiceResult = { ok: true; dice: Dice } | { ok: false; message: string };

const MAX_DICE = 1000;
const MAX_SIDES = 1000;
const MAX_CONSTANT = 100000;
/** Most a `-` term may take off in all: keeps the floored mean's computation small (rollFigures). */
const MAX_SUBTRACTED = 1000;

/** Parse `2d10+4`, `d3-2` or a fixed `7`; whitespace around `+` and `-` is allowed. */
export function parseDice(text: string): DiceResult {
  const bad = (why: string): DiceResult => ({ ok: false, message: `\`${text}\` is not a dice expression: ${why}. Write terms such as \`2d10+4\`, \`d6\`, \`3d10+2d6\`, \`d3-2\` or a fixed \`7\`.` });
  const s = text.trim();
  if (s === '') return bad('it is empty');
  const dice: DiceTerm[] = [];
  let constant = 0;
  let i = 0;
  const n = s.length;
  const digits = (): string => {
    const start = i;
    while (i < n && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
    return s.slice(start, i);
  };
  let subtracted = 0;
  let minus = false;
  for (;;) {
    while (i < n && s[i] === ' ') i++;
    const a = digits();
    if (i < n && (s[i] === 'd' || s[i] === 'D')) {
      if (minus) return bad('only a whole number can be taken off with `-`, not a die');
      i++;
      const b = digits();
      if (b === '') return bad(`a die needs its number of sides after \`d\``);
      const count = a === '' ? 1 : Number(a);
      const sides = Number(b);
      if (count < 1 || count > MAX_DICE) return bad(`the number of dice must be 1 to ${MAX_DICE}`);
      if (sides < 2 || sides > MAX_SIDES) return bad(`a die has 2 to ${MAX_SIDES} sides`);
      dice.push({ count, sides });
    } else {
      if (a === '') return bad(i < n ? `\`${s[i]}\` is not expected there` : `a term is missing after \`${minus ? '-' : '+'}\``);
      if (minus) {
        subtracted += Number(a);
        if (subtracted > MAX_SUBTRACTED) return bad(`at most ${MAX_SUBTRACTED} can be taken off`);
        constant -= Number(a);
      } else {
        constant += Number(a);
        if (constant > MAX_CONSTANT) return bad(`the constant is too large`);
      }
    }
    while (i < n && s[i] === ' ') i++;
    if (i >= n) break;
    if (s[i] !== '+' && s[i] !== '-') return bad(`\`${s[i]}\` is not expected there (terms are joined by \`+\` or \`-\`)`);
    minus = s[i] === '-';
    i++;
  }
  // A whole number alone is a fixed damage (FieryVoid's pulse cannons hit for 7 a pulse): no die to roll.
  const min = dice.reduce((t, d) => t + d.count, 0) + constant;
  const max = dice.reduce((t, d) => t + d.count * d.sides, 0) + constant;
  const mean = dice.reduce((t, d) => t + (d.count * (d.sides + 1)) / 2, 0) + constant;
  return { ok: true, dice: { dice, constant, min, max, mean } };
}

/** The figures of a roll that counts as at least `floor`. */
export interface RollFigures {
  min: number;
  mean: number;
  max: number;
}

/**
 * Minimum, mean and maximum of `d` when a result below `floor` counts as `floor` (`d3-2` as pulse
 * base hits: at least 1). The mean is exact: E[max(X, f)] = E[X] + sum over t from min to f-1 of
 * P(X <= t), with P read off the distribution of the dice truncated at the values that matter.
 * Only an expression that can fall below the floor needs that, and such an expression has few
 * dice and a small range below the floor (the `-` terms take off at most MAX_SUBTRACTED), so
 * the work stays small.
 */
export function rollFigures(d: Dice, floor = -Infinity): RollFigures {
  if (d.min >= floor) return { min: d.min, mean: d.mean, max: d.max };
  const top = floor - 1 - d.constant; // the dice totals whose floored value differs from the total
  // dist[v] = P(dice total = v) for v <= top; each die is convolved with a sliding window.
  let dist = [1];
  for (const term of d.dice)
    for (let k = 0; k < term.count; k++) {
      const next = new Array<number>(Math.min(top, dist.length - 1 + term.sides) + 1).fill(0);
      let window = 0;
      for (let v = 0; v < next.length; v++) {
        if (v - 1 >= 0 && v - 1 < dist.length) window += dist[v - 1];
        if (v - 1 - term.sides >= 0 && v - 1 - term.sides < dist.length) window -= dist[v - 1 - term.sides];
        next[v] = window / term.sides;
      }
      dist = next;
    }
  let extra = 0;
  let cdf = 0;
  for (let v = 0; v <= top && v < dist.length; v++) {
    cdf += dist[v];
    extra += cdf; // P(total <= v) for t = v + constant below the floor
  }
  return { min: floor, mean: d.mean + extra, max: Math.max(d.max, floor) };
}

/** "min 6 · mean 15 · max 24" for hover and messages (`floor`: see rollFigures). */
export function diceSummary(d: Dice, floor?: number): string {
  const f = rollFigures(d, floor);
  const mean = String(Math.round(f.mean * 100) / 100);
  return `min ${f.min} · mean ${mean} · max ${f.max}`;
}
