// The quantum batteries as a ship feature (Z-BTY-1): each gains its point at the start of a turn.
import { batteriesTurnStart } from '../batteries';
import type { SfbShipFeature } from '../kinds/types';

export const batteriesFeature: SfbShipFeature = {
  name: 'batteries',
  turnStart({ st }) {
    if (st.batteries) batteriesTurnStart(st.batteries);
  },
};
