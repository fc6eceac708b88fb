// The construction rules, in the order they run (derivations before the checks that use them).
// One rule per file, keyed by rules.md ID (or a project ID (compiler/rule-ids.ts projectRuleIds) for checks the spec asks for
// without one); one test file per rule under tests/compiler/rules/. docs/rules.md describes each.
import type { ConstructionRule } from '../model';
import { rule as ssd1 } from './ssd-1';
import { rule as ssd2 } from './ssd-2';
import { rule as b5Hits } from './b5-hits';
import { rule as ssd3 } from './ssd-3';
import { rule as ssd4 } from './ssd-4';
import { rule as ssd5 } from './ssd-5';
import { rule as stSh1 } from './st-sh-1';
import { rule as stSh9 } from './st-sh-9';
import { rule as stSh13 } from './st-sh-13';
import { rule as stImp2 } from './st-imp-2';
import { rule as stWarp3 } from './st-warp-3';
import { rule as b5Deflector } from './b5-deflector';
import { rule as stApt1 } from './st-apt-1';
import { rule as b5Weapon } from './b5-weapon';
import { rule as b5Effects } from './b5-effects';
import { rule as b5Figures } from './b5-figures';
import { rule as b5Sections } from './b5-sections';
import { rule as b5Power } from './b5-power';
import { rule as b5Hangar } from './b5-hangar';
import { rule as b5Flight } from './b5-flight';
import { rule as b5MicroJump } from './b5-micro-jump';
import { rule as b5Roll } from './b5-roll';
import { rule as h9312 } from './h93-12';
import { rule as zCc1 } from './z-cc-1';
import { rule as zPwr1 } from './z-pwr-1';
import { rule as zBty1 } from './z-bty-1';
import { rule as zEw1 } from './z-ew-1';
import { rule as zS71 } from './z-s7-1';
import { rule as zS72 } from './z-s7-2';
import { rule as zMisc } from './z-misc';

export const constructionRules: ConstructionRule[] = [
  // both rulesets: the shape of the ship
  ssd1,
  ssd3,
  // b5wars
  stSh1,
  stSh9,
  stSh13,
  b5Deflector,
  stImp2,
  stWarp3,
  stApt1,
  b5Weapon,
  b5Effects,
  b5Figures,
  b5Power,
  ssd2,
  b5Hits,
  b5Sections,
  b5Hangar,
  b5Flight,
  b5MicroJump,
  b5Roll,
  // sfb
  h9312,
  zCc1,
  zPwr1,
  zBty1,
  zEw1,
  zS71,
  zS72,
  zMisc,
  // both: claims checked against every derivation above, then the allows
  ssd4,
  ssd5,
];

export function constructionRule(id: string): ConstructionRule | undefined {
  return constructionRules.find((r) => r.id === id);
}
