// Runs every registered construction rule on a ship model and applies `allow` (SSD-5): a
// diagnostic whose rule a ship allows becomes information; nothing else is silenced. An allow
// that matches nothing is a warning (compiler/rules/ssd-5.ts).
import type { Diagnostic } from '../../grammar/diagnostic';
import type { ConstructionRule, Explanation, Loc, RuleContext, RuleReport, ShipModel } from '../model';
import { findingKeys, outside, findingKey, type Findings } from '../shared-findings';
import type { Derived } from '../types';
import { constructionRules } from './index';
import { applyAllows } from './ssd-5';
import { lineIn, whereIn, type SourceLines } from './util';

export type { SourceLines } from './util';

export interface RuleRun {
  derived: Derived;
  /** How the rules got each derived value, by path (`ionicCapacitor.capacity`): hover and inlay hints show it. */
  explanations: Map<string, Explanation>;
  diagnostics: Diagnostic[];
  /** Findings about inherited lines that the base found too: the base reports them, not this ship. */
  left: Diagnostic[];
}

export interface RunOptions {
  /**
   * The lines of a file, so that messages can name lines ("already declared on line 12"). The
   * compiler passes the texts it loaded (the language server's unsaved buffers among them).
   * Nothing is read from disk: without it, messages say "earlier".
   */
  sourceLines?: SourceLines;
  /** Run these rules instead of the registry (tests). */
  rules?: readonly ConstructionRule[];
  /**
   * For a variant, what its base's rules found. A finding of the variant about an inherited line
   * (outside the variant's declaration) that the base found too is the base's: the variant leaves
   * it (compiler/shared-findings.ts).
   */
  base?: Findings;
}

/** A report may name another rule than the one running (a shared check); the runner keeps it. */
type Report = RuleReport & { rule?: string };

export function runConstructionRules(ship: ShipModel, options: RunOptions = {}): RuleRun {
  const derived: Derived = {};
  const explanations = new Map<string, Explanation>();
  const diagnostics: Diagnostic[] = [];
  const rules = options.rules ?? constructionRules;
  const lines: SourceLines = options.sourceLines ?? (() => undefined);
  const where = (loc: Loc, from?: Loc) => whereIn(lines, loc, from);
  /** Findings a rule marked as resting only on what the variant inherits. */
  const inherited = new Set<Diagnostic>();
  for (const rule of rules) {
    if (!rule.rulesets.includes(ship.ruleset)) continue;
    const quiet = ship.incomplete === true && rule.wholeShip === true;
    const report = (r: Report) => {
      if (quiet) return;
      const moved = rule.local ? { loc: r.loc, message: r.message, data: r.data } : relocate(ship, r, lines);
      const data = moved.loc.pointer !== undefined ? { ...moved.data, pointer: moved.loc.pointer } : moved.data;
      const d: Diagnostic = {
        code: r.code,
        severity: r.severity ?? 'error',
        message: moved.message,
        span: { start: moved.loc.span.start, end: moved.loc.span.end },
        file: moved.loc.file,
        rule: r.rule ?? rule.id,
        ...(data !== undefined ? { data } : {}),
      };
      diagnostics.push(d);
      if (r.inherited) inherited.add(d);
    };
    const ctx: RuleContext = {
      ship,
      derived,
      report,
      explain: (path, text) => void explanations.set(path, { text, rule: rule.id }),
      explanation: (path) => explanations.get(path),
      where,
    };
    try {
      rule.check(ctx);
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
  for (const d of applyAllows(ship, diagnostics, constructionRules, where)) diagnostics.push(d);
  const left = options.base && ship.base ? leaveToBase(ship, diagnostics, options.base, inherited) : [];
  return { derived, explanations, diagnostics, left };
}

/**
 * Takes out of `diagnostics` the findings the base found too and returns them: those identical
 * to one of the base's, about an inherited line (compared after the allows: a variant's own allow
 * changes the message, so the finding is then the variant's), and those a rule marked as resting
 * only on what the variant inherits (`RuleReport.inherited`), which the base words its own way.
 */
function leaveToBase(ship: ShipModel, diagnostics: Diagnostic[], base: Findings, inherited: ReadonlySet<Diagnostic>): Diagnostic[] {
  const left: Diagnostic[] = [];
  let keys: Set<string> | undefined;
  let n = 0;
  for (const d of diagnostics) {
    if (inherited.has(d) || (outside(d, ship.loc) && (keys ??= findingKeys(base)).has(findingKey(d)))) left.push(d);
    else diagnostics[n++] = d;
  }
  diagnostics.length = n;
  return left;
}

/**
 * A variant is checked with everything it inherits, so a finding may rest on a value written in
 * its base ship (a stated capacity that the variant's added weapon makes wrong, a projection that
 * a removed deflector no longer covers). The base itself may be fine, so the diagnostic goes on
 * the variant's name and says which inherited line it is about; a fix that would edit the base is
 * dropped (it could break the base). Rules marked `local` (the finding depends on the flagged value
 * alone) are not moved: the variant then finds exactly what the base does, and leaves it to the
 * base (`leaveToBase`).
 */
function relocate(ship: ShipModel, r: Report, lines: SourceLines): { loc: Loc; message: string; data: Report['data'] } {
  const inside = r.loc.file === ship.loc.file && r.loc.span.start >= ship.loc.span.start && r.loc.span.end <= ship.loc.span.end;
  if (inside || !ship.base) return { loc: r.loc, message: r.message, data: r.data };
  const line = lineIn(lines, r.loc);
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
