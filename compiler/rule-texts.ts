// Every rule ID with its texts, described once in ./rule-texts.json: the one-line summary (hover,
// completion of `allow`, a construction rule's summary, docs/rules.md's table), where it is
// applied and drydock's interpretation (that table), and the line a record sheet prints for a
// player (render/rules-cited.ts). docs/rules.md's table is generated from it
// (scripts/rules-doc.mjs; tests/docs/rule-texts.test.ts checks both ways).
import registry from './rule-texts.json';

/** When a sheet prints a rule's line beyond the catalog linking the rule to something aboard. */
export type SheetNeed = 'projections' | 'twoProjections';

export interface RuleText {
  id: string;
  ruleset: 'b5wars' | 'sfb' | 'both';
  /**
   * `rules.md`: an ID of the rules list, accepted by `allow`; `project`: a check the rules ask for
   * without an ID, accepted by `allow` too; `runtime`: a rule of play the runtime applies.
   */
  source: 'rules.md' | 'project' | 'runtime';
  summary: string;
  where: string;
  interpretation?: string;
  /** The sheet's line; `{name}` is a figure of the ship the sheet fills in. */
  sheet?: {
    text: string;
    needs?: SheetNeed;
    /** Cited when the ship has this derived value (its figures are on the line), linked or not. */
    derived?: string;
  };
}

/** Every rule, in the order a sheet cites them (by family, then number). */
export const ruleTexts: readonly RuleText[] = registry.rules as RuleText[];

const byId = new Map(ruleTexts.map((r) => [r.id, r]));

export function ruleText(id: string): RuleText | undefined {
  return byId.get(id);
}

/** A rule's one-line summary. */
export function ruleSummary(id: string): string | undefined {
  return byId.get(id)?.summary;
}
