// `reducePlasma` and `plasmaStrike`: plasma arithmetic that needs no ship (Z-PLZ-1, Z-PLZ-2); a
// ship's launcher may be named instead of a type letter.
import type { CompiledSystem } from '../../../compiler/types';
import { defineAction, type ActionSpec, type RuleContext } from '../../core/registry';
import { refuse } from '../common';
import { shipOf } from '../context';
import { own } from '../../core/own';
import { isPlasmaSystem, parsePlasmaType, plasmaImpact as impact, plasmaSpeed, plasmaStrike as strike, plasmaTable, reduceWarhead, reductionRatio, type PlasmaType } from '../plasma';
import { systemOrRefuse } from '../state';
import { num, str } from './schemas';

/** The plasma a shipless action names: a type letter, or a ship's plasma weapon. */
function plasmaOf(ctx: RuleContext, a: { ship?: string; weapon?: string; plasma?: string }): PlasmaType | CompiledSystem {
  if (a.ship !== undefined || a.weapon !== undefined) {
    if (typeof a.ship !== 'string' || a.weapon === undefined) throw refuse('give both "ship" and "weapon" to use a ship\'s plasma launcher', 'Z-PLZ-2');
    const { ship } = shipOf(ctx, a.ship);
    const sys = systemOrRefuse(ship, a.weapon, 'weapon');
    if (!isPlasmaSystem(sys)) throw refuse(`${sys.id} (${sys.type}) is not a plasma torpedo`, 'Z-PLZ-2');
    return sys;
  }
  return parsePlasmaType(a.plasma);
}

export const reducePlasma: ActionSpec = defineAction({
  atomic: 'checked',
  shipless: true,
  schema: {
    properties: { plasma: { enum: ['F', 'ZF'] }, warhead: num, damage: num, ship: str, weapon: str },
    required: ['warhead', 'damage'],
  },
  run(ctx, a) {
    const p = plasmaOf(ctx, a);
    return { ...reduceWarhead(a.warhead, a.damage, reductionRatio(p)) };
  },
});

export const plasmaStrike: ActionSpec = defineAction({
  atomic: 'checked',
  shipless: true,
  schema: { properties: { plasma: { enum: ['F', 'ZF'] }, range: { type: 'integer', minimum: 0 }, ship: str, weapon: str }, required: ['range'] },
  run(ctx, a) {
    const p = plasmaOf(ctx, a);
    return { ...strike(a.range, plasmaSpeed(p)), speed: plasmaSpeed(p) };
  },
});

export const plasmaImpact: ActionSpec = defineAction({
  atomic: 'checked',
  shipless: true,
  schema: {
    properties: {
      plasma: { enum: ['F', 'ZF'] },
      range: { type: 'integer', minimum: 0 },
      phaserDamage: { type: 'number', minimum: 0 },
      ship: str,
      weapon: str,
    },
    required: ['range'],
  },
  run(ctx, a) {
    const p = plasmaOf(ctx, a);
    // The ship's rules when a launcher is named, else the scenario's; the catalog fills the rest.
    const rules = a.ship !== undefined ? ctx.rules(a.ship) : ctx.state.rules;
    return { ...impact(p, a.range, a.phaserDamage, plasmaTable((name) => own(rules, name))) };
  },
});
