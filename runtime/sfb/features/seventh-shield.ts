// The seventh shield as a ship feature (Z-S7-1): at the start of a turn it regains half the boxes
// it lost in the previous turn.
import { seventhShieldTurnStart } from '../seventh-shield';
import { syncSeventhShield } from '../state';
import type { SfbShipFeature } from '../kinds/types';

export const seventhShieldFeature: SfbShipFeature = {
  name: 'seventhShield',
  turnStart({ ctx, handle, st, now }) {
    if (!st.seventhShield) return;
    const regained = seventhShieldTurnStart(st.seventhShield, now.turn);
    syncSeventhShield(st);
    if (regained > 0) ctx.event({ ship: handle, rule: 'Z-S7-1', regained, intact: st.seventhShield.intact });
  },
};
