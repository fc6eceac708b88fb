// B5-HANGAR (project check, docs/rules.md): a hangar that states its room (`capacity`, FieryVoid's
// hangar output) holds no more craft (`fighters`) than that. The rules give no number for it, so it
// is a project check; an `allow B5-HANGAR "reason"` keeps an overloaded hangar as written.
// Whether `craft: NAME` names a flight is checked where it is read (unknown-flight, lower.ts).
// A ship-level `complement` is for craft with no hangar system to hold them: a ship with hangars
// states its craft on them, so the craft are counted once; `complementCraft` needs a `complement`.
import type { ConstructionRule } from '../model';
import { listWords, paramLoc, prop, replaceFix, systemsOf } from './util';

export const rule: ConstructionRule = {
  id: 'B5-HANGAR',
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    const hangars = systemsOf(ctx.ship, 'hangar');
    for (const sys of hangars) {
      const held = paramLoc(sys, 'fighters');
      const room = paramLoc(sys, 'capacity');
      if (!held || !room || typeof held.value !== 'number' || typeof room.value !== 'number' || held.value <= room.value) continue;
      ctx.report({
        code: 'hangar-over-capacity',
        loc: held.loc,
        message: `Hangar ${sys.id} holds ${held.value} craft but has room for ${room.value} (B5-HANGAR): carry at most ${room.value}, or raise its \`capacity\`.`,
        data: { system: sys.id, fixes: [replaceFix(`Change to ${room.value}`, held.loc, String(room.value))] },
      });
    }
    const complement = prop<number>(ctx.ship, 'complement');
    if (complement && typeof complement.value === 'number' && hangars.length) {
      const ids = hangars.map((h) => h.id);
      ctx.report({
        code: 'complement-with-hangar',
        loc: complement.loc,
        message:
          `${ctx.ship.name} carries its craft in ${ids.length > 1 ? 'hangars' : 'hangar'} ${listWords(ids)}, so \`complement: ${complement.value}\` would count them twice (B5-HANGAR): ` +
          `state the ${complement.value} craft as the \`fighters\` of ${ids.length > 1 ? 'its hangars' : `hangar ${ids[0]}`} and remove \`complement\`; a complement is for craft with no hangar system.`,
      });
    }
    const craft = prop(ctx.ship, 'complementCraft');
    if (craft && !complement) {
      ctx.report({
        code: 'complement-missing',
        loc: craft.keyLoc ?? craft.loc,
        message: `${ctx.ship.name} names its complement's craft but not how many (B5-HANGAR): add \`complement: N\`, the number of craft it carries, or remove \`complementCraft\`.`,
      });
    }
  },
};
