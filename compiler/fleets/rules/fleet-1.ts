// FLEET-1 (project check, docs/rules.md): the fleet's ships and flights cost no more than its
// budget. Every entry needs its points, or the total cannot be vouched for.
import { points, sumText, terms } from '../arithmetic';
import type { FleetFinding, FleetRule } from '../model';

export const rule: FleetRule = {
  id: 'FLEET-1',
  check(fleet) {
    const out: FleetFinding[] = [];
    for (const s of fleet.ships)
      if (s.points === undefined)
        out.push({
          code: 'fleet-points-missing',
          message: `The ship \`${s.name}\` states no \`points\`, so the fleet \`${fleet.name}\` cannot be totalled (FLEET-1): give the ship its point value, e.g. \`points: 850\`.`,
          loc: s.keyLoc,
        });
    for (const f of fleet.flights)
      if (f.points === undefined)
        out.push({
          code: 'fleet-points-missing',
          message: `The flight \`${f.name}\` states no \`points\` per craft, so the fleet \`${fleet.name}\` cannot be totalled (FLEET-1): give the flight its points per craft, e.g. \`points: 30\`.`,
          loc: f.keyLoc,
        });
    if (out.length || fleet.incomplete || !fleet.budget) return out;
    const { text, total } = terms(fleet);
    const budget = fleet.budget.value;
    if (total > budget)
      out.push({
        code: 'fleet-over-budget',
        message: `${sumText(text, total)} of ${points(budget)}: the fleet \`${fleet.name}\` is ${points(total - budget)} points over its budget (FLEET-1). Field fewer ships or flights, or raise \`budget\`.`,
        loc: fleet.budget.loc,
        data: { total, budget },
      });
    return out;
  },
};
