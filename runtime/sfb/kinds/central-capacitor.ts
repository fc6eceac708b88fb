// Behaviour of the central capacitor system (Z-CC-2): part of the Z-ship, so damage cannot destroy
// it; it shrinks only as its weapons are destroyed (the central capacitor feature).
import { refuse } from '../common';
import type { SfbKindBehaviour } from './types';

export const centralCapacitorBehaviour: SfbKindBehaviour = {
  damage() {
    throw refuse('the central capacitor is part of the Z-ship: damage cannot destroy it; it shrinks only as its weapons are destroyed', 'Z-CC-2');
  },
};
