// The Z-ship CPU as a ship feature (Z-CPU-1): a ship with CPU boxes starts with its AI benefits.
// Losing and regaining boxes is the cpu kind's behaviour (kinds/cpu.ts).
import { initCpu, refreshCpu } from '../cpu';
import type { SfbShipFeature } from '../kinds/types';

export const cpuFeature: SfbShipFeature = {
  name: 'cpu',
  init({ ship, st }) {
    const cpu = initCpu(ship);
    if (!cpu) return;
    st.cpu = cpu;
    refreshCpu(st, ship);
  },
};
