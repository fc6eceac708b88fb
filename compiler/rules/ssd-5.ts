// SSD-5: a ship may carry an explicit, reasoned exception for a canon design that breaks a
// construction rule: `allow H93.12 "printed SSD shows 8"`. Every diagnostic of that rule on that
// ship becomes information (the message keeps the numbers and adds the reason); nothing else is
// silenced. An allow that matches nothing is a warning, so exceptions do not outlive the mistake
// they excused.
//
// Where things are reported: lowering (compiler/lower.ts) and the JSON reader report an allow
// without a reason (`allow-without-reason`) and an ID that rules.md does not have (`unknown-rule`)
// where they read the allow; the rule runner (run.ts) calls `applyAllows` after every rule ran.
import type { Diagnostic } from '../../grammar/diagnostic';
import type { AllowModel, ConstructionRule, Loc, ShipModel } from '../model';
import { knownRuleIds } from '../rule-ids';

export const rule: ConstructionRule = {
  id: 'SSD-5',
  rulesets: ['b5wars', 'sfb'],
  check() {
    // Applied by the runner once every other rule has reported (see applyAllows).
  },
};

/** Rule IDs an allow may name, with their rulesets. */
export interface KnownRule {
  id: string;
  rulesets: readonly string[];
}

type Allow = AllowModel & { inherited?: boolean };

/**
 * Applies the ship's allows to the diagnostics of its construction rules and returns warnings for
 * the allows that matched nothing. Diagnostics of SSD-5 itself are never silenced.
 */
export function applyAllows(ship: ShipModel, diagnostics: Diagnostic[], known: readonly KnownRule[], where: (loc: Loc, from?: Loc) => string): Diagnostic[] {
  const extra: Diagnostic[] = [];
  if (ship.allows.length === 0) return extra;
  const firstFor = new Map<string, Allow>();
  for (const a of ship.allows as Allow[]) if (!firstFor.has(a.rule)) firstFor.set(a.rule, a);
  for (const d of diagnostics) {
    if (!d.rule || d.rule === 'SSD-5' || d.severity === 'info') continue;
    const allow = firstFor.get(d.rule);
    if (!allow) continue;
    allow.used = true;
    const reason = allow.reason && allow.reason.trim() !== '' ? allow.reason : 'no reason given';
    // Object.assign, not a spread with new keys: that made a hidden class per finding.
    d.data = Object.assign({}, d.data, { allowed: true, allowedSeverity: d.severity, reason });
    d.severity = 'info';
    d.message = `${d.message} Allowed for ${ship.name}: "${reason}" (SSD-5).`;
  }
  for (const allow of ship.allows as Allow[]) {
    // An inherited allow belongs to the base ship, which reports it if it excuses nothing there.
    if (allow.used || allow.inherited) continue;
    // An ID rules.md does not know is reported where the allow was read (`unknown-rule`).
    if (!knownRuleIds.has(allow.rule)) continue;
    const first = firstFor.get(allow.rule);
    const rule = known.find((k) => k.id === allow.rule);
    let why: string;
    if (first && first !== allow) why = `it repeats the \`allow ${allow.rule}\` ${where(first.loc, allow.loc)}.`;
    else if (!rule) why = `${allow.rule} is a rule of play that the compiler does not check; only construction rules can be allowed.`;
    else if (!rule.rulesets.includes(ship.ruleset)) why = `${allow.rule} is a ${rule.rulesets.join('/')} rule and ${ship.name} is a ${ship.ruleset} ship.`;
    else why = `${ship.name} breaks no ${allow.rule} rule, so there is nothing to excuse.`;
    const fixes = allow.loc.pointer === undefined ? [{ title: 'Remove the allow', edits: [{ span: { ...allow.loc.span }, newText: '' }] }] : undefined;
    extra.push({
      code: 'unused-allow',
      severity: 'warning',
      message: `This \`allow ${allow.rule}\` matches no diagnostic: ${why} Remove it (SSD-5).`,
      span: { ...allow.ruleLoc.span },
      file: allow.ruleLoc.file,
      rule: 'SSD-5',
      data: { ...(allow.ruleLoc.pointer !== undefined ? { pointer: allow.ruleLoc.pointer } : {}), ...(fixes ? { fixes } : {}) },
    });
  }
  return extra;
}
