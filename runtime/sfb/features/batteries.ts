// The quantum batteries as a ship feature (Z-BTY-1): each gains its point at the start of a turn.
import { batteriesTurnStart, initBatteries } from '../batteries';
import type { SfbShipFeature } from '../kinds/types';

export const batteriesFeature: SfbShipFeature = {
  name: 'batteries',
  init({ ship, st }) {
    const bt = initBatteries(ship);
    if (bt) st.batteries = bt;
  },
  turnStart({ st }) {
    if (st.batteries) batteriesTurnStart(st.batteries);
  },
};
