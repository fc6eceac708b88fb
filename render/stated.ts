// A value the rules derive that the file may also state (a capacitor's capacity, H93.12; the
// central capacitor's maximum, Z-CC-1). The sheet shows what the file states — a printed SSD's
// number kept by an `allow` (SSD-5) is drawn as written — and marks where the rule's value
// differs, with the allow's reason.
import type { CompiledShip } from '../compiler/types';
import { numberText } from './describe';

export interface StatedValue {
  /** The number the sheet draws: the stated one when there is one, else the rule's. */
  value: number | undefined;
  phrases: string[];
  attrs: [string, string][];
  /** True when the file states a number the rule does not give. */
  differs: boolean;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function statedAgainstRule(ship: CompiledShip, stated: unknown, derived: unknown, rule: string, what: string): StatedValue {
  const s = isNum(stated) ? stated : undefined;
  const d = isNum(derived) ? derived : undefined;
  if (s === undefined && d === undefined) return { value: undefined, phrases: [], attrs: [], differs: false };
  if (s === undefined || d === undefined || Math.abs(s - d) < 1e-9) {
    const v = (s ?? d)!;
    return { value: v, phrases: [d !== undefined ? `${what} ${numberText(v)} (${rule})` : `${what} ${numberText(v)}`], attrs: [['data-value', numberText(v)]], differs: false };
  }
  const allow = (ship.allows ?? []).find((a) => a.rule === rule);
  const mark = `${rule} gives ${numberText(d)}${allow ? `; allowed: ${allow.reason ? `"${allow.reason}"` : 'no reason given'}` : '; not allowed'}`;
  return {
    value: s,
    phrases: [`${what} ${numberText(s)} as written`, mark],
    attrs: [
      ['data-value', numberText(s)],
      ['data-rule-value', numberText(d)],
    ],
    differs: true,
  };
}
