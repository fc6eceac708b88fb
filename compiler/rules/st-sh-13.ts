// ST-SH-13 (project rule of play, FieryVoid's Trek shield projections): a projection's `perHit` is
// the most one hit loses to it, its armor included, so the capacity takes at most `perHit - armor`
// of a hit. A cap below the armor would leave the capacity a negative share: the numbers cannot
// both be right, so it is an error at the cap (the runtime, under an allow, lets the capacity take
// nothing and the armor still work).
import type { ConstructionRule } from '../model';
import { shipProjections } from '../projections';
import { fmt, replaceFix } from './util';

export const rule: ConstructionRule = {
  id: 'ST-SH-13',
  // A finding depends only on the projection's own numbers.
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    for (const p of shipProjections(ctx.ship) ?? []) {
      const armor = p.armor?.value;
      const cap = p.perHit;
      if (typeof armor !== 'number' || !cap || typeof cap.value !== 'number' || cap.value >= armor) continue;
      ctx.report({
        code: 'projection-per-hit-below-armor',
        loc: cap.loc,
        message:
          `The ${p.name} projection stops at most ${fmt(cap.value)} of a hit (\`perHit\`) but has armor ${fmt(armor)}: \`perHit\` counts the armor in, ` +
          `so the capacity would take ${fmt(cap.value - armor)} a hit (ST-SH-13). Write \`perHit\` as armor plus what the capacity takes (FieryVoid's projection rating), at least ${fmt(armor)}.`,
        data: { projection: p.name, armor, perHit: cap.value, fixes: [replaceFix(`Change to ${fmt(armor)}`, cap.loc, fmt(armor))] },
      });
    }
  },
};
