// Runs every registered construction rule on a ship model and applies `allow` (SSD-5): a
// diagnostic whose rule a ship allows becomes information; nothing else is silenced. An allow
// that matches nothing is a warning (compiler/rules/ssd-5.ts).
import type { Diagnostic } from '../../grammar/diagnostic';
import type { ConstructionRule, RuleReport, ShipModel } from '../model';
import type { Derived } from '../types';
import { constructionRules } from './index';
import { applyAllows } from './ssd-5';
import { setSourceTextProvider, type SourceTextProvider } from './util';

export interface RuleRun {
  derived: Derived;
  diagnostics: Diagnostic[];
}

export interface RunOptions {
  /**
   * The text of a file, so that messages can name lines ("already declared on line 12"). The
   * compiler passes its loaded texts; the language server its unsaved buffers. Without it, files
   * are read from disk when they exist.
   */
  sourceText?: SourceTextProvider;
  /** Run these rules instead of the registry (tests). */
  rules?: readonly ConstructionRule[];
}

/** A report may name another rule than the one running (a shared check); the runner keeps it. */
type Report = RuleReport & { rule?: string };

export function runConstructionRules(ship: ShipModel, options: RunOptions = {}): RuleRun {
  const derived: Derived = {};
  const diagnostics: Diagnostic[] = [];
  const rules = options.rules ?? constructionRules;
  setSourceTextProvider(options.sourceText);
  try {
    for (const rule of rules) {
      if (!rule.rulesets.includes(ship.ruleset)) continue;
      const report = (r: Report) => {
        const data = r.loc.pointer !== undefined ? { ...r.data, pointer: r.loc.pointer } : r.data;
        diagnostics.push({
          code: r.code,
          severity: r.severity ?? 'error',
          message: r.message + elsewhere(ship, r),
          span: { start: r.loc.span.start, end: r.loc.span.end },
          file: r.loc.file,
          rule: r.rule ?? rule.id,
          ...(data !== undefined ? { data } : {}),
        });
      };
      try {
        rule.check({ ship, derived, report });
      } catch (err) {
        diagnostics.push({
          code: 'rule-failed',
          severity: 'error',
          message: `Internal error while checking ${rule.id} on ${ship.name}: ${err instanceof Error ? err.message : String(err)}. Please report this with the ship file.`,
          span: { ...ship.nameLoc.span },
          file: ship.nameLoc.file,
          rule: rule.id,
        });
      }
    }
    for (const a of ship.allows) a.used = false;
    // Allows apply to every rule the compiler knows, not only those run here.
    diagnostics.push(...applyAllows(ship, diagnostics, constructionRules));
  } finally {
    setSourceTextProvider(undefined);
  }
  return { derived, diagnostics };
}

/**
 * A variant is checked with what it inherits, so a diagnostic may point into its base ship's
 * declaration (a stated capacity that the variant's added weapon makes wrong). Say which ship.
 */
function elsewhere(ship: ShipModel, r: Report): string {
  const inside = r.loc.file === ship.loc.file && r.loc.span.start >= ship.loc.span.start && r.loc.span.end <= ship.loc.span.end;
  if (inside || !ship.base) return '';
  return ` (This is for ${ship.name}, which inherits the value from ${ship.base}.)`;
}

/** The IDs of every registered construction rule (for `allow` completion and docs). */
export function constructionRuleIds(): string[] {
  return constructionRules.map((r) => r.id);
}
