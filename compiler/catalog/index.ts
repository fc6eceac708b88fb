// The system catalog: lookups over every built-in kind, group, ship property and rule constant.
import { b5warsKinds } from './b5wars';
import { sfbKinds, powerKinds } from './sfb';
import { groupKinds, ruleConstants, shipProperties, zshipDefaults, projectionNames, CANNOT_ROLL_COST } from './ship-properties';
import type { GroupKind, ParamSpec, Ruleset, SystemKind } from './types';
import { rulesetNames } from './rulesets';
import { paramNamed } from './param-index';

export type { GroupKind, ParamSpec, ParamType, Ruleset, SystemKind, Category } from './types';
export { shipProperties, groupKinds, ruleConstants, zshipDefaults, projectionNames, powerKinds, CANNOT_ROLL_COST };

export const rulesets: Ruleset[] = [...rulesetNames];

const kindIndex: Record<Ruleset, Map<string, SystemKind>> = {
  b5wars: new Map(b5warsKinds.map((k) => [k.name, k])),
  sfb: new Map(sfbKinds.map((k) => [k.name, k])),
};

export function systemKinds(ruleset: Ruleset): SystemKind[] {
  return [...kindIndex[ruleset].values()];
}

export function systemKind(ruleset: Ruleset, name: string): SystemKind | undefined {
  return kindIndex[ruleset].get(name);
}

export function groupKind(ruleset: Ruleset, name: string): GroupKind | undefined {
  return groupKinds.find((g) => g.ruleset === ruleset && g.name === name);
}

export function shipProperty(ruleset: Ruleset, name: string): ParamSpec | undefined {
  return shipProperties[ruleset].find((p) => p.name === name);
}

export function paramOf(kind: { params: readonly ParamSpec[] }, name: string): ParamSpec | undefined {
  return paramNamed(kind.params, name);
}

/**
 * The ship's derived values a system of this kind counts in (keys of the compiled `derived`
 * object): the kind's own `derivedValues` and what its traits imply. Hover shows them with the
 * system. `ionBased` is the system's own flag (a user type may make a kind ion-based).
 */
export function derivedValuesOf(kind: SystemKind, ionBased = false): string[] {
  const keys = new Set<string>(kind.derivedValues ?? []);
  if (kind.ionBased || ionBased) keys.add('ionicCapacitor');
  if (kind.centralShare) keys.add('centralCapacitor');
  if (kind.ruleset === 'b5wars' && kind.params.some((p) => p.name === 'power')) keys.add('powerBudget');
  return [...keys];
}
