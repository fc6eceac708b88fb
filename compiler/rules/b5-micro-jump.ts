// B5-MICROJUMP (project check, docs/rules.md): a micro-jump drive jumps from `minDistance` to
// `maxDistance` hexes, so its shortest jump may not be longer than its longest. The seeds give the
// drive no rules, so it is a project check; the catalog bounds each figure on its own (1 to 100).
import type { ConstructionRule } from '../model';
import { paramLoc, paramValue, replaceFix, systemsOf } from './util';

export const rule: ConstructionRule = {
  id: 'B5-MICROJUMP',
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    for (const sys of systemsOf(ctx.ship, 'microJump')) {
      const min = paramLoc(sys, 'minDistance');
      const max = paramValue(sys, 'maxDistance');
      if (!min || typeof min.value !== 'number' || typeof max !== 'number' || min.value <= max) continue;
      ctx.report({
        code: 'jump-distance-order',
        loc: min.loc,
        message: `Micro-jump drive ${sys.id} jumps at least ${min.value} hexes but at most ${max} (B5-MICROJUMP): make \`minDistance\` at most ${max}, or raise \`maxDistance\`.`,
        data: { system: sys.id, fixes: [replaceFix(`Change to ${max}`, min.loc, String(max))] },
      });
    }
  },
};
