// The seventh shield as a ship feature (Z-S7-1): at the start of a turn it regains half the boxes
// it lost in the previous turn.
import { numParam, systemsOf } from '../common';
import { initSeventhShield, seventhShieldTurnStart } from '../seventh-shield';
import { syncSeventhShield } from '../state';
import type { SfbShipFeature } from '../kinds/types';

export const seventhShieldFeature: SfbShipFeature = {
  name: 'seventhShield',
  init({ ship, st }) {
    const s7 = systemsOf(ship, 'seventhShield')[0];
    if (s7) st.seventhShield = initSeventhShield(s7.id, numParam(s7, 'boxes'));
  },
  turnStart({ ctx, handle, st, now }) {
    if (!st.seventhShield) return;
    const regained = seventhShieldTurnStart(st.seventhShield, now.turn);
    syncSeventhShield(st);
    if (regained > 0) ctx.event({ ship: handle, rule: 'Z-S7-1', regained, intact: st.seventhShield.intact });
  },
};
