// ST-WARP-3 (with ST-WARP-1): a warp-capable ship needs warp nacelles, and a ship with nacelles
// needs a warp delay. The derived `warp` record gives the runtime the base delay and how many
// nacelles the ship was built with (a ship built with more than one cannot warp on one).
import type { ConstructionRule } from '../model';
import { plural, prop, replaceFix, systemsOf } from './util';

export const rule: ConstructionRule = {
  id: 'ST-WARP-3',
  wholeShip: true,
  rulesets: ['b5wars'],
  check(ctx) {
    const { ship, derived } = ctx;
    const nacelles = systemsOf(ship, 'nacelle');
    const warpProp = prop<boolean>(ship, 'warp');
    const delayProp = prop<number>(ship, 'warpDelay');
    const capable = typeof warpProp?.value === 'boolean' ? warpProp.value : nacelles.length > 0;
    const delay = typeof delayProp?.value === 'number' ? delayProp.value : 0;
    derived.warp = { capable, delay, nacelles: nacelles.length };
    if (capable && nacelles.length === 0 && warpProp) {
      ctx.report({
        code: 'warp-without-nacelles',
        loc: warpProp.loc,
        message: `${ship.name} is marked \`warp: true\` but has no warp nacelles; a warp-capable ship needs nacelles (ST-WARP-3). Add nacelles, or remove \`warp: true\`.`,
        data: { fixes: [replaceFix('Set warp: false', warpProp.loc, 'false')] },
      });
      return;
    }
    if (capable && nacelles.length > 0 && !delayProp) {
      ctx.report({
        code: 'warp-delay-missing',
        loc: ship.nameLoc,
        message:
          `${ship.name} has ${nacelles.length} warp ${plural('nacelle', nacelles.length)} but no \`warpDelay\`: a warp-capable ship needs the number of turns ` +
          `it must wait between warp attempts (ST-WARP-1, ST-WARP-3). Add \`warpDelay: N\` to the ship.`,
        data: { nacelles: nacelles.map((n) => n.id) },
      });
    }
    if (delayProp && nacelles.length === 0) {
      ctx.report({
        code: 'warp-delay-without-nacelles',
        severity: 'warning',
        loc: delayProp.keyLoc ?? delayProp.loc,
        message: `${ship.name} has a \`warpDelay\` but no warp nacelles, so it can never go to warp (ST-WARP-3). Add nacelles, or remove \`warpDelay\`.`,
      });
    }
  },
};
