// Babylon 5 Wars damage as a dice expression: terms joined by `+`, each a die roll `NdS` (`d6` is
// `1d6`) or a whole number: `2d10+4`, `d6`, `3d10+2d6`. Read in one pass (linear in the text).
// The compiler checks the expression and hover shows its minimum, mean and maximum.

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

/** Parse `2d10+4`; whitespace around `+` is allowed. */
export function parseDice(text: string): DiceResult {
  const bad = (why: string): DiceResult => ({ ok: false, message: `\`${text}\` is not a dice expression: ${why}. Write terms such as \`2d10+4\`, \`d6\` or \`3d10+2d6\`.` });
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
  for (;;) {
    while (i < n && s[i] === ' ') i++;
    const a = digits();
    if (i < n && (s[i] === 'd' || s[i] === 'D')) {
      i++;
      const b = digits();
      if (b === '') return bad(`a die needs its number of sides after \`d\``);
      const count = a === '' ? 1 : Number(a);
      const sides = Number(b);
      if (count < 1 || count > MAX_DICE) return bad(`the number of dice must be 1 to ${MAX_DICE}`);
      if (sides < 2 || sides > MAX_SIDES) return bad(`a die has 2 to ${MAX_SIDES} sides`);
      dice.push({ count, sides });
    } else {
      if (a === '') return bad(i < n ? `\`${s[i]}\` is not expected there` : 'a term is missing after `+`');
      constant += Number(a);
      if (constant > MAX_CONSTANT) return bad(`the constant is too large`);
    }
    while (i < n && s[i] === ' ') i++;
    if (i >= n) break;
    if (s[i] !== '+') return bad(`\`${s[i]}\` is not expected there (terms are joined by \`+\`)`);
    i++;
  }
  if (dice.length === 0) return bad('it has no die (a fixed damage is written as a number)');
  const min = dice.reduce((t, d) => t + d.count, 0) + constant;
  const max = dice.reduce((t, d) => t + d.count * d.sides, 0) + constant;
  const mean = dice.reduce((t, d) => t + (d.count * (d.sides + 1)) / 2, 0) + constant;
  return { ok: true, dice: { dice, constant, min, max, mean } };
}

/** "min 6 · mean 15 · max 24" for hover and messages. */
export function diceSummary(d: Dice): string {
  const mean = Number.isInteger(d.mean) ? String(d.mean) : d.mean.toFixed(1);
  return `min ${d.min} · mean ${mean} · max ${d.max}`;
}
