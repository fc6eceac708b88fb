// A shot's effects beyond its damage (B5-EFFECTS; docs/language.md "Weapon effects"): armor it
// takes off for good, a share of armor it ignores, a ballistic launch range, a mode that forces
// a critical roll on the weapon, and damage that grows with the to-hit margin. One reading of
// the figures for the compiler's hover, the sheets and the runtime, so they cannot disagree.
import { parseDice } from './dice';

/** The effect figures of one firing mode (a WeaponMode carries them). */
export interface EffectFigures {
  armorReduction?: number;
  armorReductionFrom?: number;
  armorReductionOf?: string;
  armorIgnored?: number;
  launchRange?: number;
  forcesCritical?: boolean;
  marginDamage?: readonly unknown[];
}

/** `[step, most]` when the list is two whole numbers of at least 1; else undefined. */
export function marginFigures(v: unknown): { step: number; most: number } | undefined {
  if (!Array.isArray(v) || v.length !== 2) return undefined;
  const [step, most] = v;
  if (!Number.isInteger(step) || !Number.isInteger(most) || (step as number) < 1 || (most as number) < 1) return undefined;
  return { step: step as number, most: most as number };
}

/** The damage a to-hit margin adds: 1 per `step` the roll beats the number needed, at most `most` (37 by 5, most 12: 7). */
export function marginBonus(margin: number, m: { step: number; most: number }): number {
  return Math.min(m.most, Math.floor(Math.max(0, margin) / m.step));
}

/** The least and the most a margin-damage shot does: the dice's least, and their most plus the bonus's. */
export function marginDamageRange(damage: string, m: { step: number; most: number }): { min: number; max: number } | undefined {
  const d = parseDice(damage);
  return d.ok ? { min: Math.max(0, d.dice.min), max: Math.max(0, d.dice.max) + m.most } : undefined;
}

/** `8 + 1 per 5 of margin (max +12): 8 to 20` for hover and the runtime's messages. */
export function marginDamageText(damage: string, v: unknown): string | undefined {
  const m = marginFigures(v);
  if (!m) return undefined;
  const r = marginDamageRange(damage, m);
  return `${damage} + 1 per ${m.step} of margin (max +${m.most})${r ? `: ${r.min} to ${r.max}` : ''}`;
}

/**
 * The effects in the sheet's short words, one entry each: `AR 1 (12+ dmg, structure)`,
 * `ignores 50% armor`, `launch 10`, `forces critical`, `+1/5 margin, max +12`.
 */
export function effectsShort(e: EffectFigures, num: (n: number) => string = String): string[] {
  const out: string[] = [];
  if (typeof e.armorReduction === 'number') {
    const how = [typeof e.armorReductionFrom === 'number' ? `${num(e.armorReductionFrom)}+ dmg` : '', e.armorReductionOf === 'structure' ? 'structure' : ''].filter(Boolean);
    out.push(`AR ${num(e.armorReduction)}${how.length ? ` (${how.join(', ')})` : ''}`);
  }
  if (typeof e.armorIgnored === 'number') out.push(`ignores ${num(e.armorIgnored)}% armor`);
  if (typeof e.launchRange === 'number') out.push(`launch ${num(e.launchRange)}`);
  if (e.forcesCritical === true) out.push('forces critical');
  const m = marginFigures(e.marginDamage);
  if (m) out.push(`+1/${num(m.step)} margin, max +${num(m.most)}`);
  return out;
}

/** The effects in hover's words: `takes 1 armor off the facing structure on a hit of 12 or more`. */
export function effectsLong(e: EffectFigures, damage?: string): string[] {
  const out: string[] = [];
  if (typeof e.armorReduction === 'number') {
    const whose = e.armorReductionOf === 'structure' ? 'the facing structure' : 'the system it strikes';
    const which = typeof e.armorReductionFrom === 'number' ? `on a hit of ${e.armorReductionFrom} or more damage` : 'with each hit';
    out.push(`takes ${e.armorReduction} armor off ${whose} ${which}`);
  }
  if (typeof e.armorIgnored === 'number') out.push(`ignores ${e.armorIgnored}% of armor`);
  if (typeof e.launchRange === 'number') out.push(`launched within ${e.launchRange} hexes`);
  if (e.forcesCritical === true) out.push('forces a critical roll on the weapon');
  const text = damage !== undefined ? marginDamageText(damage, e.marginDamage) : undefined;
  const m = marginFigures(e.marginDamage);
  if (text) out.push(text);
  else if (m) out.push(`+1 damage per ${m.step} of margin (max +${m.most})`);
  return out;
}

/**
 * What a dice expression with an `X` term means and what to write instead (`"X+8"` -> `damage:
 * "8"  marginDamage: [5, 12]`). Undefined when the text has no X term.
 */
export function xTermAdvice(text: string): string | undefined {
  const terms = text.match(/[+-]?[^+-]+/g) ?? [];
  const isX = (t: string) => /^[+-]?\s*[xX]\s*$/.test(t);
  if (!terms.some(isX)) return undefined;
  const rest = terms.filter((t) => !isX(t)).join('').trim().replace(/^\+\s*/, '');
  const fixed = rest === '' ? '0' : rest;
  return (
    `its \`X\` grows with the to-hit roll and is not a die: write \`damage: "${fixed}"  marginDamage: [STEP, MOST]\`, ` +
    'X being 1 point for every STEP the roll beats the number needed, up to MOST (the antimatter torpedo: `marginDamage: [5, 12]`) (B5-EFFECTS)'
  );
}
