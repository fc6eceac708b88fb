// Z-S7-2: activating the seventh shield costs energy, and that cost is part of the ship's shield
// cost (seed 004: it is "incorporated into the Shield Cost"). derived.shieldCost gives the
// power the ship needs each turn for its shields: shields #1-6 (`shieldCost`) plus the seventh
// shield's `activationCost`; the record sheet prints the total. Present when the ship has a
// seventh shield or states a shield cost.
import { systemKind } from '../catalog/index';
import type { ConstructionRule } from '../model';
import { fmt, numParam, prop, systemsOf } from './util';

export const rule: ConstructionRule = {
  id: 'Z-S7-2',
  rulesets: ['sfb'],
  check(ctx) {
    const { ship, derived } = ctx;
    const stated = prop<number>(ship, 'shieldCost')?.value;
    const s7 = systemsOf(ship, 'seventhShield')[0];
    if (s7 === undefined && typeof stated !== 'number') return;
    const shields = typeof stated === 'number' ? stated : 0;
    const dflt = systemKind('sfb', 'seventhShield')?.params.find((p) => p.name === 'activationCost')?.default;
    const seventh = s7 === undefined ? 0 : (numParam(s7, 'activationCost') ?? (typeof dflt === 'number' ? dflt : 0));
    const total = shields + seventh;
    derived.shieldCost = { shields, seventhShield: seventh, total };
    ctx.explain('shieldCost.total', `shields #1-6 ${fmt(shields)} + seventh shield ${fmt(seventh)} = ${fmt(total)}`);
  },
};
