// The Vudar ionic capacitor as a ship feature (H93): at the start of a turn old energy expires
// (H93.32) and converted energy becomes usable (H93.14); when an ion-based weapon is destroyed or
// repaired the capacitor loses or regains that weapon's share (H93.31).
import { isIonBased, q, sameTime } from '../common';
import { expireIonic, initIonic, ionicConfig, ionWeaponDestroyed, ionWeaponRepaired, refreshIonic } from '../ionic-capacitor';
import type { SfbShipFeature } from '../kinds/types';

export const ionicCapacitorFeature: SfbShipFeature = {
  name: 'ionicCapacitor',
  init({ ship, st, rules }) {
    const ic = ionicConfig(ship, rules);
    if (ic) st.ionicCapacitor = initIonic(ic);
  },
  turnStart({ ctx, handle, st, ship, now }) {
    const ic = st.ionicCapacitor;
    if (!ic) return;
    const cfg = ionicConfig(ship, ctx.rules(handle));
    if (!cfg) return;
    const expired = expireIonic(ic, cfg, now.turn);
    if (expired > 0) ctx.event({ ship: handle, rule: 'H93.32', expired });
    const converted = q(ic.packets.filter((p) => p.power !== 'impulse' && sameTime(p.usableFrom, now)).reduce((s, p) => s + p.amount, 0));
    if (converted > 0) ctx.event({ ship: handle, rule: 'H93.14', converted });
    refreshIonic(ic, now);
  },
  systemDestroyed({ ctx, handle, st, ship, sys, now }, out) {
    if (!isIonBased(sys) || !st.ionicCapacitor) return;
    out.ionicCapacitor = ionWeaponDestroyed(st.ionicCapacitor, ionicConfig(ship, ctx.rules(handle))!, sys.id, now);
  },
  systemRepaired({ ctx, handle, st, ship, sys, now }, out) {
    if (!isIonBased(sys) || !st.ionicCapacitor) return;
    out.ionicCapacitor = ionWeaponRepaired(st.ionicCapacitor, ionicConfig(ship, ctx.rules(handle))!, sys.id, now);
  },
};
