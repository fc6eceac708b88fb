// Behaviour of a stated ionic capacitor (H93.31): it is not on the SSD, so damage cannot reach it;
// it is destroyed only with its ion-based weapons (the ionic capacitor feature).
import { refuse } from '../common';
import type { SfbKindBehaviour } from './types';

export const ionicCapacitorBehaviour: SfbKindBehaviour = {
  damage() {
    throw refuse('the ionic capacitor is not on the SSD: it is destroyed only with its ion-based weapons', 'H93.31');
  },
};
