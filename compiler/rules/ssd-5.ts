// SSD-5: a ship may carry an explicit, reasoned exception for a canon design that breaks a
// construction rule: `allow H93.12 "printed SSD shows 8"`. Every diagnostic of that rule on that
// ship becomes information (the message keeps the numbers and adds the reason); nothing else is
// silenced. An allow without a reason is an error; an allow that matches nothing is a warning, so
// exceptions do not outlive the mistake they excused.
import type { Diagnostic } from '../../grammar/diagnostic';
import type { AllowModel, ConstructionRule, ShipModel } from '../model';
import { suggest } from '../suggest';
import { where } from './util';

export const rule: ConstructionRule = {
  id: 'SSD-5',
  rulesets: ['b5wars', 'sfb'],
  summary: 'An `allow RULE "reason"` turns that rule\'s diagnostics on the ship into information; it needs a reason and must match something.',
  check(ctx) {
    for (const allow of ctx.ship.allows) {
      if (allow.reason !== null && allow.reason.trim() !== '') continue;
      ctx.report({
        code: 'allow-without-reason',
        loc: allow.loc,
        message:
          `\`allow ${allow.rule}\` needs a reason in quotes, e.g. \`allow ${allow.rule} "printed SSD shows 8"\`: an exception to a construction rule ` +
          `must say why the canon design breaks it (SSD-5).`,
        data: { rule: allow.rule },
      });
    }
  },
};

/** Rule IDs an allow may name, with their rulesets. */
export interface KnownRule {
  id: string;
  rulesets: readonly string[];
}

/**
 * Applies the ship's allows to the diagnostics of its construction rules, then reports the allows
 * that matched nothing. Diagnostics of SSD-5 itself are never silenced.
 */
export function applyAllows(ship: ShipModel, diagnostics: Diagnostic[], known: readonly KnownRule[]): Diagnostic[] {
  const extra: Diagnostic[] = [];
  if (ship.allows.length === 0) return extra;
  const firstFor = new Map<string, AllowModel>();
  for (const a of ship.allows) if (!firstFor.has(a.rule)) firstFor.set(a.rule, a);
  for (const d of diagnostics) {
    if (!d.rule || d.rule === 'SSD-5' || d.severity === 'info') continue;
    const allow = firstFor.get(d.rule);
    if (!allow) continue;
    allow.used = true;
    const reason = allow.reason && allow.reason.trim() !== '' ? allow.reason : 'no reason given';
    d.data = { ...d.data, allowed: true, allowedSeverity: d.severity, reason };
    d.severity = 'info';
    d.message = `${d.message} Allowed for ${ship.name}: ${reason} (SSD-5).`;
  }
  for (const allow of ship.allows) {
    if (allow.used) continue;
    const first = firstFor.get(allow.rule);
    const rule = known.find((k) => k.id === allow.rule);
    let why: string;
    let fixes = allow.loc.pointer === undefined ? [{ title: 'Remove the allow', edits: [{ span: allow.loc.span, newText: '' }] }] : undefined;
    if (first && first !== allow) {
      why = `it repeats the \`allow ${allow.rule}\` ${where(first.loc, allow.loc)}.`;
    } else if (!rule) {
      const guess = suggest(allow.rule, known.filter((k) => k.rulesets.includes(ship.ruleset)).map((k) => k.id));
      why = `${allow.rule} is not a construction rule the compiler checks${guess ? `. Did you mean ${guess}?` : '.'}`;
      if (guess) fixes = [{ title: `Change to ${guess}`, edits: [{ span: allow.ruleLoc.span, newText: guess }] }];
    } else if (!rule.rulesets.includes(ship.ruleset)) {
      why = `${allow.rule} is a ${rule.rulesets.join('/')} rule and ${ship.name} is a ${ship.ruleset} ship.`;
    } else {
      why = `${ship.name} breaks no ${allow.rule} rule, so there is nothing to excuse.`;
    }
    extra.push({
      code: 'unused-allow',
      severity: 'warning',
      message: `This \`allow ${allow.rule}\` matches no diagnostic: ${why} Remove it (SSD-5).`,
      span: allow.ruleLoc.span,
      file: allow.ruleLoc.file,
      rule: 'SSD-5',
      data: { ...(allow.ruleLoc.pointer !== undefined ? { pointer: allow.ruleLoc.pointer } : {}), ...(fixes ? { fixes } : {}) },
    });
  }
  return extra;
}
