// Every rule ID of the rules list (docs/rules.md), for `allow` and for docs. tests/compiler/rule-ids.test.ts
// checks this list against the spec so it cannot drift.
export const ruleIdList = [
  'ST-IMP-1', 'ST-IMP-2', 'ST-IMP-3', 'ST-IMP-4',
  'ST-SH-1', 'ST-SH-2', 'ST-SH-3', 'ST-SH-4', 'ST-SH-5', 'ST-SH-6', 'ST-SH-7', 'ST-SH-8', 'ST-SH-9', 'ST-SH-10', 'ST-SH-11', 'ST-SH-12',
  'ST-WARP-1', 'ST-WARP-2', 'ST-WARP-3', 'ST-WARP-4', 'ST-WARP-5',
  'ST-CLK-1', 'ST-CLK-2', 'ST-CLK-3',
  'ST-APT-1', 'ST-APT-2',
  'H93.11', 'H93.12', 'H93.13', 'H93.14', 'H93.221', 'H93.223', 'H93.31', 'H93.32', 'H93.33', 'H93.34',
  'Z-PHZ-1', 'Z-PHZ-2', 'Z-QT-1', 'Z-QT-2', 'Z-QT-3', 'Z-QT-4',
  'Z-PLZ-1', 'Z-PLZ-2', 'Z-PLZ-3', 'Z-PLZ-4',
  'Z-CC-1', 'Z-CC-2', 'Z-CC-3', 'Z-CC-4', 'Z-DF-1', 'Z-PWR-1', 'Z-BTY-1', 'Z-S7-1', 'Z-EW-1', 'Z-SHTL-1', 'Z-CPU-1', 'Z-MISC',
  'SSD-1', 'SSD-2', 'SSD-3', 'SSD-4', 'SSD-5',
] as const;

export type RuleId = (typeof ruleIdList)[number];

/** Project checks that rules.md gives no ID: allowed like rule IDs. */
export const projectRuleIds = ['B5-POWER', 'B5-DEFLECTOR', 'B5-HITS', 'B5-WEAPON', 'B5-FIGURES', 'B5-SECTIONS', 'B5-HANGAR', 'B5-FLIGHT', 'Z-S7-2', 'ST-SH-13'] as const;

export const knownRuleIds: ReadonlySet<string> = new Set<string>([...ruleIdList, ...projectRuleIds]);
