// SSD-4: a value the rules derive may be stated, as a printed SSD states it; a stated value that
// differs from the derived one is an error that shows both numbers and the arithmetic.
//
// This file is the shared mechanism. The rules that derive a value check the numbers stated in
// the ship (ionic capacitor `capacity` under H93.12, central capacitor `max` under Z-CC-1, battery
// `capacity` under Z-BTY-1) with `checkStated`, so the diagnostic names the rule that derives the
// number and `allow H93.12 "..."` works as the spec's example says. The SSD-4 rule itself checks
// the claims a JSON ship document makes in its `derived` object and its projection arcs, which no
// other rule reads; it runs after every derivation.
import type { Located, RuleContext, ConstructionRule } from '../model';
import type { Arc } from '../types';
import { projectionsFor } from './st-sh-1';
import { arcText, clean, fmt, replaceFix, sameNumber, showArc } from './util';

// ---- stated values in the ship ----------------------------------------------------------------

export interface StatedCheck {
  /** The stated value as written. */
  stated: Located;
  /** The value the rule derives. */
  derived: number;
  /** "3 ion cannons x 1 + 1 ion pulse generator x 4" (without "= N"). */
  arithmetic: string;
  /** "ionic capacitor capacity" */
  what: string;
  /** One sentence saying how the rule derives the value. */
  because: string;
  /** Extra steps after the sum, e.g. "2.5, rounded up to 3". */
  result?: string;
  /** The whole reasoning when it is no sum ("a quantum battery holds 4"); replaces `arithmetic = result`. */
  equation?: string;
}

/**
 * Reports `stated-value-mismatch` when the stated number differs from the derived one, with the
 * arithmetic, both numbers, and a fix that writes the derived number. Returns true when it matched.
 */
export function checkStated(ctx: RuleContext, c: StatedCheck): boolean {
  const stated = c.stated.value;
  if (typeof stated !== 'number' || ctx.ship.incomplete) return true;
  if (sameNumber(stated, c.derived)) return true;
  const equation = c.equation ?? `${c.arithmetic} = ${c.result ?? fmt(c.derived)}`;
  ctx.report({
    code: 'stated-value-mismatch',
    loc: c.stated.loc,
    message:
      `The ${c.what} does not match the rule: ${equation}, the file states ${fmt(stated)}. ` +
      `${c.because} Write ${fmt(c.derived)}, or add an \`allow\` with the reason if the printed SSD differs on purpose.`,
    data: {
      stated,
      derived: c.derived,
      arithmetic: equation,
      fixes: [replaceFix(`Change to ${fmt(c.derived)}`, c.stated.loc, fmt(c.derived))],
    },
  });
  return false;
}

// ---- claims of JSON ship documents ------------------------------------------------------------

// The JSON reader records what a document claims on the ship model (`ShipModel.claims`); the
// rule below checks each claim against the derivations, whose arithmetic the rule context keeps
// (`RuleContext.explain`).

/** Which rule derives each top-level `derived` field (for messages). */
export const derivedBy: Record<string, string> = {
  gravitic: 'ST-IMP-2',
  impulseThrust: 'ST-IMP-2',
  powerBudget: 'B5-POWER',
  warp: 'ST-WARP-3',
  ionicCapacitor: 'H93.12',
  centralCapacitor: 'Z-CC-1',
  power: 'Z-PWR-1',
  batteries: 'Z-BTY-1',
  ew: 'Z-EW-1',
  zship: 'Z-MISC',
  projections: 'ST-SH-1',
};

function lookup(obj: unknown, path: string[]): unknown {
  let cur = obj;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

function equalValues(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return sameNumber(a, b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equalValues(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a as object);
    const kb = Object.keys(b as object);
    return ka.length === kb.length && ka.every((k) => equalValues((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

function show(v: unknown): string {
  if (typeof v === 'number') return fmt(clean(v));
  return JSON.stringify(v);
}

/** JSON text for a replacement value. */
function jsonText(v: unknown): string {
  if (typeof v === 'number') return fmt(v);
  return JSON.stringify(v).replace(/,/g, ', ');
}

export const rule: ConstructionRule = {
  id: 'SSD-4',
  rulesets: ['b5wars', 'sfb'],
  check(ctx) {
    const { ship, derived } = ctx;
    const size = ship.props.get('size')?.value as string | undefined;
    const projections = new Map(projectionsFor(size).map((p) => [p.name, p.arc]));
    for (const c of ship.claims ?? []) {
      if (c.path[0] === 'projections') {
        const name = c.path[1];
        const arc = projections.get(name);
        if (!arc || !size) continue; // ST-SH-1 reports projections that the size does not have.
        const claimed = c.value as Arc;
        if (equalValues(claimed, arc)) continue;
        ctx.report({
          code: 'stated-value-mismatch',
          loc: c.loc,
          message:
            `The ${name} projection of a ${size} ship covers ${showArc(arc)} (ST-SH-1); the document states ${Array.isArray(claimed) ? showArc(claimed) : show(claimed)}. ` +
            `Projection arcs come from the size class; write [${arc[0]}, ${arc[1]}].`,
          data: { stated: claimed, derived: arc, derivedBy: 'ST-SH-1', fixes: [replaceFix(`Change to ${showArc(arc)}`, c.loc, arcText(arc, c.loc))] },
        });
        continue;
      }
      // Derived totals of a ship read with errors would only repeat them (ShipModel.incomplete).
      if (ship.incomplete) continue;
      const path = c.path.join('.');
      const actual = lookup(derived, c.path);
      const by = derivedBy[c.path[0]] ?? 'SSD-4';
      if (actual === undefined) {
        ctx.report({
          code: 'unexpected-derived-claim',
          loc: c.loc,
          message: `The document claims derived.${path} = ${show(c.value)}, but the rules derive no such value for this ship (${by}). Remove the claim.`,
          data: { stated: c.value, derivedBy: by },
        });
        continue;
      }
      if (equalValues(actual, c.value)) continue;
      const ex = ctx.explanation(path);
      const arithmetic = ex ? ` (${ex.text})` : '';
      ctx.report({
        code: 'stated-value-mismatch',
        loc: c.loc,
        message: `The document claims derived.${path} = ${show(c.value)}, but ${by} gives ${show(actual)}${arithmetic}. Write ${show(actual)}.`,
        data: { stated: c.value, derived: actual, derivedBy: by, fixes: [replaceFix(`Change to ${show(actual)}`, c.loc, jsonText(actual))] },
      });
    }
  },
};
