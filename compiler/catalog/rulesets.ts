// The rulesets a ship can follow, with the titles messages, hover and record sheets print.
import type { Ruleset } from './types';

export const rulesetTitles: Record<Ruleset, string> = {
  b5wars: 'Babylon 5 Wars',
  sfb: 'Star Fleet Battles',
};

/** The rulesets, in the order lists and schemas give them. */
export const rulesetNames = ['b5wars', 'sfb'] as const satisfies readonly Ruleset[];

export function isRuleset(name: unknown): name is Ruleset {
  return (rulesetNames as readonly unknown[]).includes(name);
}
