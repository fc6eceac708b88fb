// Z-MISC: the remaining Z-ship modifiers (tactical maneuvers, HET bonuses, post-deceleration,
// speed-change interval, fire-control activation, T-bombs, warp field distortion mines, Aegis) are
// ship data: a Z-ship gets the catalog's defaults, each overridden by the ship's own property.
import { zshipDefaults } from '../catalog/index';
import type { ConstructionRule } from '../model';
import { prop } from './util';

export const rule: ConstructionRule = {
  id: 'Z-MISC',
  rulesets: ['sfb'],
  check(ctx) {
    const { ship, derived } = ctx;
    if (prop(ship, 'zship')?.value !== true) return;
    const out: Record<string, unknown> = {};
    for (const [key, dflt] of Object.entries(zshipDefaults)) {
      const own = ship.props.get(key);
      const v = own ? own.value : dflt;
      out[key] = Array.isArray(v) ? [...v] : v;
    }
    derived.zship = out;
  },
};
