// Runs every registered construction rule on a ship model and applies `allow` (SSD-5): a
// diagnostic whose rule a ship allows becomes information; nothing else is silenced. An allow
// that matches nothing is a warning (compiler/rules/ssd-5.ts).
import type { Diagnostic } from '../../grammar/diagnostic';
import type { ConstructionRule, Loc, RuleReport, ShipModel } from '../model';
import type { Derived } from '../types';
import { constructionRules } from './index';
import { applyAllows } from './ssd-5';
import { isIncomplete, lineOf, setSourceTextProvider, type SourceTextProvider } from './util';

export { isIncomplete, markIncomplete } from './util';

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
    const incomplete = isIncomplete(ship);
    for (const rule of rules) {
      if (!rule.rulesets.includes(ship.ruleset)) continue;
      const flags = rule as { wholeShip?: boolean; local?: boolean };
      const quiet = incomplete && flags.wholeShip === true;
      const report = (r: Report) => {
        if (quiet) return;
        const moved = flags.local ? { loc: r.loc, message: r.message, data: r.data } : relocate(ship, r);
        const data = moved.loc.pointer !== undefined ? { ...moved.data, pointer: moved.loc.pointer } : moved.data;
        diagnostics.push({
          code: r.code,
          severity: r.severity ?? 'error',
          message: moved.message,
          span: { start: moved.loc.span.start, end: moved.loc.span.end },
          file: moved.loc.file,
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
 * A variant is checked with everything it inherits, so a finding may rest on a value written in
 * its base ship (a stated capacity that the variant's added weapon makes wrong, a projection that
 * a removed deflector no longer covers). The base itself may be fine, so the diagnostic goes on
 * the variant's name and says which inherited line it is about; a fix that would edit the base is
 * dropped (it could break the base). Rules marked `local` (the finding depends on the flagged value
 * alone) are not moved: the variant then reports exactly what the base does, and the compiler
 * merges identical diagnostics.
 */
function relocate(ship: ShipModel, r: Report): { loc: Loc; message: string; data: Report['data'] } {
  const inside = r.loc.file === ship.loc.file && r.loc.span.start >= ship.loc.span.start && r.loc.span.end <= ship.loc.span.end;
  if (inside || !ship.base) return { loc: r.loc, message: r.message, data: r.data };
  const line = lineOf(r.loc);
  const file = r.loc.file !== ship.loc.file ? ` of ${r.loc.file.split(/[\\/]/).pop()}` : '';
  const at = line ? `line ${line}${file}` : `the declaration of ${ship.base}`;
  const { fixes, ...rest } = r.data ?? {};
  void fixes;
  return {
    loc: ship.nameLoc,
    message: `${r.message} (In ${ship.name}, a variant of ${ship.base}: the value concerned is inherited from ${at}.)`,
    data: { ...rest, inheritedFrom: { file: r.loc.file, span: { ...r.loc.span }, ...(r.loc.pointer !== undefined ? { pointer: r.loc.pointer } : {}) } },
  };
}

/** The IDs of every registered construction rule (for `allow` completion and docs). */
export function constructionRuleIds(): string[] {
  return constructionRules.map((r) => r.id);
}
