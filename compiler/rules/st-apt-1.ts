// ST-APT-1: an advanced photon torpedo launcher holds one to three torpedoes. The catalog's range
// refuses other numbers where they are written; this rule checks the resolved launcher (a value
// inherited from a user `system` type or a variant included) and says what the number means.
import type { ConstructionRule } from '../model';
import { fmt, paramLoc, replaceFix, systemsOf } from './util';

export const rule: ConstructionRule = {
  id: 'ST-APT-1',
  // A finding depends only on the value flagged: a variant inheriting it reports exactly what its
  // base reports (and the variant leaves it to the base), so it is not moved to the variant.
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    for (const sys of systemsOf(ctx.ship, 'advancedPhotonLauncher')) {
      const at = paramLoc(sys, 'stores');
      if (!at || typeof at.value !== 'number') continue;
      const n = at.value;
      if (Number.isInteger(n) && n >= 1 && n <= 3) continue;
      const fix = n < 1 ? 1 : 3;
      ctx.report({
        code: 'photon-stores-out-of-range',
        loc: at.loc,
        message: `Advanced photon launcher ${sys.id} holds ${fmt(n)} torpedoes; a launcher holds 1 to 3 (ST-APT-1). Write a whole number from 1 to 3.`,
        data: { system: sys.id, stated: n, fixes: [replaceFix(`Change to ${fix}`, at.loc, String(fix))] },
      });
    }
  },
};
