// The rule IDs `allow` accepts, from the one description of every rule (./rule-texts.json).
// tests/compiler/rule-ids.test.ts checks the rules list's IDs against the spec so they cannot drift.
import { ruleTexts } from './rule-texts';

/** Every rule ID of the rules list (docs/rules.md). */
export const ruleIdList: readonly string[] = ruleTexts.filter((r) => r.source === 'rules.md').map((r) => r.id);

/** Project checks that rules.md gives no ID: allowed like rule IDs. */
export const projectRuleIds: readonly string[] = ruleTexts.filter((r) => r.source === 'project').map((r) => r.id);

export const knownRuleIds: ReadonlySet<string> = new Set<string>([...ruleIdList, ...projectRuleIds]);
