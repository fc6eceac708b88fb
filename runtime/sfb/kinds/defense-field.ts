// Behaviour of the defense field (Z-DF-1): part of the Z-ship, so damage cannot destroy it; its
// activation is the `defenseField` action.
import { refuse } from '../common';
import type { SfbKindBehaviour } from './types';

export const defenseFieldBehaviour: SfbKindBehaviour = {
  damage() {
    throw refuse('the defense field is part of the Z-ship: damage cannot destroy it', 'Z-DF-1');
  },
};
