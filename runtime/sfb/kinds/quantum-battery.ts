// Behaviour of a quantum battery (Z-BTY-1): destroyed, it loses its charge; repaired, it comes
// back empty.
import { batteryDestroyed, batteryRepaired } from '../batteries';
import type { SfbKindBehaviour } from './types';

export const quantumBatteryBehaviour: SfbKindBehaviour = {
  destroyed(k, out) {
    if (k.st.batteries) out.batteryLost = batteryDestroyed(k.st.batteries, k.sys.id);
  },
  repaired(k, _out, wasDestroyed) {
    if (wasDestroyed && k.st.batteries) batteryRepaired(k.st.batteries, k.sys.id);
  },
};
