// Behaviour of the Z-ship CPU (Z-CPU-1): the AI benefits hold while any CPU box works.
import { refreshCpu } from '../cpu';
import type { SfbKindBehaviour } from './types';

export const cpuBehaviour: SfbKindBehaviour = {
  damaged(k, out) {
    if (!k.st.cpu) return;
    refreshCpu(k.st, k.ship);
    out.cpuActive = k.st.cpu.active;
  },
  repaired(k, out) {
    if (!k.st.cpu) return;
    refreshCpu(k.st, k.ship);
    out.cpuActive = k.st.cpu.active;
  },
};
