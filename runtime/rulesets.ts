// The rulesets drydock plays, in one list. core/game.ts registers them when it is loaded, so any
// entry point (the library, `drydock sim`, a test importing only the game) has both.
import { b5warsRuleset } from './b5wars/index';
import type { RulesetModule } from './core/registry';
import { sfbRuleset } from './sfb/index';

export const builtInRulesets: readonly RulesetModule[] = [b5warsRuleset, sfbRuleset];
