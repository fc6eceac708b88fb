// FLEET-4 (project reading, docs/rules.md): variant rarity. FieryVoid marks variants common,
// uncommon, rare or unique (`occurence`); drydock knows no stated limit for them, so it limits
// nothing and reports, as information, which variants of the fleet are not common.
import { counted } from '../arithmetic';
import type { FleetRule } from '../model';

export const rule: FleetRule = {
  id: 'FLEET-4',
  check(fleet) {
    const rare = fleet.ships.filter((s) => s.rarity !== undefined && s.rarity !== 'common');
    if (rare.length === 0) return [];
    const list = rare.map((s) => `${counted(s.count, s.name)} (${s.rarity})`).join(', ');
    return [
      {
        code: 'fleet-rarity',
        severity: 'info',
        message: `The fleet \`${fleet.name}\` fields variants that are not common: ${list} (FLEET-4). drydock does not limit rarity; agree on it with your opponent.`,
        loc: fleet.nameLoc,
        data: { variants: rare.map((s) => ({ ship: s.name, count: s.count, rarity: s.rarity })) },
      },
    ];
  },
};
