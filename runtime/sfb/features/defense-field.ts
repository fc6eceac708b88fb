// The High Guard defense field as a ship feature (Z-DF-1): a ship with one starts with the field's
// state; raising it and what it stops are the `defenseField` action's (actions/defense-field.ts).
import { systemsOf } from '../common';
import { initDefenseField } from '../defense-field';
import type { SfbShipFeature } from '../kinds/types';

export const defenseFieldFeature: SfbShipFeature = {
  name: 'defenseField',
  init({ ship, st }) {
    if (systemsOf(ship, 'defenseField').length > 0) st.defenseField = initDefenseField();
  },
};
