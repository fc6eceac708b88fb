// Behaviour of the seventh shield (Z-S7-1): damage destroys its boxes through the shield's own
// track (which remembers the turn, for the regain); a repair makes it whole.
import { loseBoxes, repairSeventhShield } from '../seventh-shield';
import { syncSeventhShield } from '../state';
import type { SfbKindBehaviour } from './types';

export const seventhShieldBehaviour: SfbKindBehaviour = {
  damage(k, boxes) {
    const s7 = k.st.seventhShield;
    if (!s7) return undefined;
    const lost = loseBoxes(s7, boxes, k.now.turn);
    syncSeventhShield(k.st);
    return { damage: k.rec.damage, destroyed: k.rec.destroyed, lost, intact: s7.intact };
  },
  repaired(k) {
    if (!k.st.seventhShield) return;
    repairSeventhShield(k.st.seventhShield);
    syncSeventhShield(k.st);
  },
};
