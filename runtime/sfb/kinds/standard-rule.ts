// Behaviour of the Z-ship systems that play as a standard rule (Z-STD-1): none of their own; the
// ship feature (features/standard-rules.ts) keeps their flags, and a Lab hit may take the ones the
// seed names (Z-LAB-1, actions/z-ship.ts).
import type { SfbKindBehaviour } from './types';

export const standardRuleBehaviour: SfbKindBehaviour = {};
