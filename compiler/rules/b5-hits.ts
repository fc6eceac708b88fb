// B5-HITS (project check): every b5wars section carries a d20 hit chart. Without one a player
// cannot tell which system a hit on that section strikes, so the ship cannot be played from its
// sheet; the record sheet then prints "no hit chart" for the section. A warning, not an error:
// the ship still compiles and simulates, and a printed SSD that really has no chart for a section
// can say so with `allow B5-HITS "reason"`. SSD-2 checks the charts that are written.
import type { ConstructionRule } from '../model';

export const rule: ConstructionRule & { local: true } = {
  id: 'B5-HITS',
  // The finding rests on the section alone: a variant inheriting the section reports nothing new.
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    for (const section of ctx.ship.sections.values()) {
      if (section.hits) continue;
      ctx.report({
        code: 'hit-chart-missing',
        severity: 'warning',
        loc: section.nameLoc,
        message:
          `Section ${section.name} has no hit chart, so nothing says which of its systems a hit strikes; its record sheet prints "no hit chart". ` +
          `Add \`hits { ... }\` covering the d20 rolls 1-20 (for example \`hits { 1..20: structure }\`, SSD-2), or \`allow B5-HITS "reason"\` when the printed SSD has none.`,
        data: { section: section.name },
      });
    }
  },
};
