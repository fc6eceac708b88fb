// Building a ship model, shared by .ship lowering (compiler/lower.ts) and the JSON reader
// (compiler/json/read.ts): a new ship starts with the ruleset constants' defaults, a system's
// ion basis comes from the same place, and a second system of a single-instance kind is refused
// with the same message, whichever format the ship was written in.
import { ruleConstants } from './catalog/index';
import type { SystemKind } from './catalog/types';
import type { Loc, ShipModel, SystemModel, SystemTypeModel } from './model';

export interface NewShip {
  name: string;
  nameLoc: Loc;
  loc: Loc;
  ruleset: ShipModel['ruleset'];
  base: string | null;
  doc?: string;
}

/** A ship with no members yet, its rules at the ruleset constants' defaults. */
export function newShipModel(init: NewShip): ShipModel {
  const model: ShipModel = {
    name: init.name,
    nameLoc: init.nameLoc,
    loc: init.loc,
    ruleset: init.ruleset,
    base: init.base,
    ...(init.doc !== undefined ? { doc: init.doc } : {}),
    props: new Map(),
    sections: new Map(),
    systems: [],
    allows: [],
    rules: new Map(),
  };
  for (const c of ruleConstants) model.rules.set(c.name, { value: c.default });
  return model;
}

/** Does the system draw on the ionic capacitor (H93)? As stated, else as its type, else as its kind. */
export function ionBasedOf(builtin: SystemKind, userType: SystemTypeModel | undefined, stated?: boolean): boolean {
  return stated ?? (userType ? userType.ionBased : !!builtin.ionBased);
}

/**
 * A second system of a single-instance kind (`ionicCapacitor`, ...): the message to report, or
 * undefined when the ship has none of that kind yet.
 */
export function singletonClash(model: ShipModel, builtin: SystemKind): string | undefined {
  if (!builtin.singleton) return undefined;
  const other = model.systems.find((s: SystemModel) => s.builtin.name === builtin.name);
  if (!other) return undefined;
  return `A ship has at most one ${builtin.title}; one is already declared${other.declaredIn === model.name ? '' : ` (inherited from \`${other.declaredIn}\`)`}.`;
}
