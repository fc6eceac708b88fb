// B5-DEFLECTOR (project check, rules.md ST-SH-3 and ST-SH-9): a deflector's regeneration value
// and its power requirement are amounts, never negative. The catalog's ranges already refuse a
// negative number in a `.ship` file or a JSON document; this rule is the same check on the
// resolved ship (values inherited through `extends` or a user `system` type included), with a
// message that says what the numbers mean.
import type { ConstructionRule } from '../model';
import { fmt, paramLoc, replaceFix, systemsOf } from './util';

const meaning: Record<string, string> = {
  value: 'its regeneration value is the number of projection points it restores for free each turn (ST-SH-3)',
  power: 'its power is what it draws from the reactor each turn at its base arc (ST-SH-9)',
};

export const rule: ConstructionRule = {
  id: 'B5-DEFLECTOR',
  // A finding depends only on the value flagged: a variant inheriting it reports exactly what its
  // base reports (and the variant leaves it to the base), so it is not moved to the variant.
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    for (const sys of systemsOf(ctx.ship, 'deflector')) {
      for (const name of ['value', 'power']) {
        const at = paramLoc(sys, name);
        if (!at || typeof at.value !== 'number' || at.value >= 0) continue;
        ctx.report({
          code: 'deflector-negative',
          loc: at.loc,
          message: `Deflector ${sys.id} has ${name} ${fmt(at.value)}; ${meaning[name]}, so it cannot be negative. Write 0 or more.`,
          data: { system: sys.id, param: name, fixes: [replaceFix(`Change to ${fmt(-at.value)}`, at.loc, fmt(-at.value))] },
        });
      }
    }
  },
};
