// ST-IMP-2: a ship with impulse drives is a gravitic-drive ship. The rule also totals the thrust
// the impulse thrusters provide (ST-IMP-1): a ship with impulse drives spends that thrust freely,
// so a stated ship `thrust` that differs from the total is probably a typo (a warning). Nacelles
// that state `thrust` feed the impulse drive (a FieryVoid extension, TrekWarpDrive) and count in
// the total; on a ship without impulse thrusters they have no drive to feed (a warning).
import type { ConstructionRule } from '../model';
import { arithmetic, fmt, numParam, prop, replaceFix, sameNumber, sum, systemsOf } from './util';

export const rule: ConstructionRule = {
  id: 'ST-IMP-2',
  wholeShip: true,
  rulesets: ['b5wars'],
  check(ctx) {
    const { ship, derived } = ctx;
    const thrusters = systemsOf(ship, 'impulseThruster');
    const nacelles = systemsOf(ship, 'nacelle').filter((sys) => numParam(sys, 'thrust') !== undefined);
    derived.gravitic = thrusters.length > 0;
    if (thrusters.length === 0) {
      for (const sys of nacelles) {
        const at = sys.params.get('thrust') ?? sys.userType?.params.get('thrust');
        ctx.report({
          code: 'nacelle-thrust-without-impulse',
          severity: 'warning',
          loc: at?.loc ?? sys.loc,
          message: `Nacelle ${sys.id} states thrust, but a nacelle's thrust feeds the impulse drive and ${ship.name} has no impulse thruster, so it gives none. Add an impulseThruster, or remove the nacelle's thrust.`,
          data: { id: sys.id },
        });
      }
      return;
    }
    const terms = [...thrusters, ...nacelles].map((sys) => ({ sys, amount: numParam(sys, 'thrust') ?? 0 }));
    const total = sum(terms.map((t) => t.amount));
    derived.impulseThrust = total;
    const text = `${arithmetic(terms)} = ${fmt(total)}`;
    ctx.explain('impulseThrust', text);
    const stated = prop(ship, 'thrust');
    if (stated && typeof stated.value === 'number' && !sameNumber(stated.value, total)) {
      ctx.report({
        code: 'thrust-mismatch',
        severity: 'warning',
        loc: stated.loc,
        message:
          `With impulse drives the ship's free thrust is what its impulse thrusters${nacelles.length ? ' and nacelles' : ''} provide (ST-IMP-1): ${text}, ` +
          `the ship states \`thrust: ${fmt(stated.value)}\`. Write ${fmt(total)}, or change the thrusters.`,
        data: { stated: stated.value, derived: total, arithmetic: text, fixes: [replaceFix(`Change thrust to ${fmt(total)}`, stated.loc, fmt(total))] },
      });
    }
  },
};
