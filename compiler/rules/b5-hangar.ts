// B5-HANGAR (project check, docs/rules.md): a hangar that states its room (`capacity`, FieryVoid's
// hangar output) holds no more craft (`fighters`) than that. The rules give no number for it, so it
// is a project check; an `allow B5-HANGAR "reason"` keeps an overloaded hangar as written.
// Whether `craft: NAME` names a flight is checked where it is read (unknown-flight, lower.ts).
import type { ConstructionRule } from '../model';
import { paramLoc, replaceFix, systemsOf } from './util';

export const rule: ConstructionRule = {
  id: 'B5-HANGAR',
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    for (const sys of systemsOf(ctx.ship, 'hangar')) {
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
  },
};
