// The rulesets a ship can follow, with the titles messages, hover and record sheets print.
import type { Ruleset } from './types';

export const rulesetTitles: Record<Ruleset, string> = {
  b5wars: 'Babylon 5 Wars',
  sfb: 'Star Fleet Battles',
};

export function isRuleset(name: unknown): name is Ruleset {
  return name === 'b5wars' || name === 'sfb';
}
