// FLEET-2 (project check, docs/rules.md): limited deployment. Ships whose `limited` is L (a
// percentage; FieryVoid's 10 and 33) may together make up at most L% of the fleet's total points.
// Each limit is its own share: the 10% ships are not counted again against the 33% limit.
import { fleetTotal, points, sumText, terms } from '../arithmetic';
import type { FleetFinding, FleetRule } from '../model';

export const rule: FleetRule = {
  id: 'FLEET-2',
  check(fleet) {
    const total = fleetTotal(fleet);
    if (total === undefined || total === 0) return [];
    const limits = [...new Set(fleet.ships.flatMap((s) => (s.limited === undefined ? [] : [s.limited])))].sort((a, b) => a - b);
    const out: FleetFinding[] = [];
    for (const limit of limits) {
      const group = fleet.ships.filter((s) => s.limited === limit);
      const names = new Set(group.map((s) => s.name));
      const { text, total: share } = terms(fleet, (kind, name) => kind === 'ship' && names.has(name));
      // Whole numbers only: share / total > limit / 100, without rounding.
      if (share * 100 <= limit * total) continue;
      const allowed = Math.floor((limit * total) / 100);
      out.push({
        code: 'fleet-limited-over',
        message: `Limited deployment ${limit}%: ${sumText(text, share)} of the fleet's ${points(total)} points is more than ${limit}% (at most ${points(allowed)}) (FLEET-2). Field fewer of them, or more of other ships.`,
        loc: group[0].loc,
        data: { limit, share, total },
      });
    }
    return out;
  },
};
