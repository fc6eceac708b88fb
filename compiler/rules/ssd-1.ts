// SSD-1: every system id is unique within its ship, after `extends` is resolved. A variant that
// reuses an inherited id for a different system, or two blocks naming the same id, would send
// damage and actions to the wrong box.
import type { ConstructionRule, SystemModel } from '../model';
import { allInherited, kindTitle } from './util';

export const rule: ConstructionRule = {
  id: 'SSD-1',
  // The later id is flagged; when it is inherited, so is the earlier one, and the base reports the
  // same finding (the variant leaves it to the base).
  local: true,
  rulesets: ['b5wars', 'sfb'],
  check(ctx) {
    const { ship } = ctx;
    const seen = new Map<string, SystemModel>();
    for (const sys of ship.systems) {
      const first = seen.get(sys.id);
      if (!first) {
        seen.set(sys.id, sys);
        continue;
      }
      const inherited = first.declaredIn !== ship.name ? ` (inherited from ${first.declaredIn})` : '';
      const whereFirst = ctx.where(first.idLoc, sys.idLoc);
      let message: string;
      if (sys.singleton && first.singleton && sys.type === first.type) {
        message = `A ship has at most one ${kindTitle(sys)}; ${ship.name} already has one${inherited}, declared ${whereFirst}. Merge the two blocks.`;
      } else {
        message =
          `The id \`${sys.id}\` is already used in ${ship.name} by the ${kindTitle(first)}${inherited} declared ${whereFirst}. ` +
          `Every system needs its own id (SSD-1); rename this one.`;
      }
      ctx.report({
        code: 'duplicate-id',
        loc: sys.idLoc,
        message,
        data: { id: sys.id, first: { file: first.idLoc.file, span: first.idLoc.span, pointer: first.idLoc.pointer } },
        // Both ids inherited: the ship that declared them reports it, naming itself.
        inherited: allInherited(ship, first.idLoc, sys.idLoc),
      });
    }
  },
};
