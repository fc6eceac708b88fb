// The advanced photon torpedo launcher (seed 000, last section; rules.md ST-APT-1, ST-APT-2): its
// behaviour module, which the fire action (weapons.ts) calls.
import { refuse } from '../core/registry';
import type { B5KindBehaviour } from './behaviour-types';

/**
 * The advanced photon torpedo launcher: 1 to `stores` (at most 3) torpedoes at once (ST-APT-1),
 * each at a to-hit penalty of n-1 when n fire together (ST-APT-2).
 */
export const advancedPhotonLauncherBehaviour: B5KindBehaviour = {
  fire(_ctx, _handle, sys, count) {
    const stores = Number(sys.stores ?? 3);
    if (count > stores) throw refuse(`launcher ${sys.id} holds ${stores} torpedoes; ${count} cannot be fired at once`, 'ST-APT-1');
    const toHit = count > 1 ? -(count - 1) : 0;
    return Array.from({ length: count }, () => ({ toHit }));
  },
};

