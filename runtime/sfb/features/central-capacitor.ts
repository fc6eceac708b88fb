// The High Guard central capacitor as a ship feature (Z-CC-1..3): it gains its energy at the
// start of every turn, and shrinks or grows back as its weapons are destroyed or repaired.
import { centralConfig, centralTurnStart, centralWeaponDestroyed, centralWeaponRepaired, initCentral } from '../central-capacitor';
import type { SfbShipFeature } from '../kinds/types';

export const centralCapacitorFeature: SfbShipFeature = {
  name: 'centralCapacitor',
  init({ ship, st }) {
    const cc = centralConfig(ship);
    if (cc) st.centralCapacitor = initCentral(cc, st.weaponsStatus);
  },
  turnStart({ st, ship }) {
    if (!st.centralCapacitor) return;
    const cfg = centralConfig(ship);
    if (cfg) centralTurnStart(st.centralCapacitor, cfg);
  },
  systemDestroyed({ st, ship, sys }, out) {
    const cc = centralConfig(ship);
    if (cc && st.centralCapacitor && cc.shares.some((s) => s.id === sys.id)) out.centralCapacitor = centralWeaponDestroyed(st.centralCapacitor, cc, sys.id);
  },
  systemRepaired({ st, ship, sys }, out) {
    const cc = centralConfig(ship);
    if (cc && st.centralCapacitor && cc.shares.some((s) => s.id === sys.id)) out.centralCapacitor = centralWeaponRepaired(st.centralCapacitor, cc, sys.id);
  },
};
