// The Z-ship systems that work as a standard rule the seeds do not reproduce (Z-STD-1), as a ship
// feature: the state lists each with the rule it cites and whether it still works, for the
// players to apply; losing or repairing the system updates that flag. Nothing of the standard
// rule itself is played.
import { kindOf } from '../common';
import type { SfbShipFeature } from '../kinds/types';

export const standardRulesFeature: SfbShipFeature = {
  name: 'standardRules',
  init({ ship, st }) {
    const list = ship.systems.filter((s) => kindOf(s)?.behaviour === 'standardRule' && typeof s.standardRule === 'string');
    if (list.length === 0) return;
    st.standardRules = Object.fromEntries(list.map((s) => [s.id, { rule: String(s.standardRule), working: true }]));
  },
  systemDestroyed(k, out) {
    const entry = k.st.standardRules?.[k.sys.id];
    if (!entry) return;
    entry.working = false;
    out.standardRule = { rule: entry.rule, working: false };
  },
  systemRepaired(k, out) {
    const entry = k.st.standardRules?.[k.sys.id];
    if (!entry) return;
    entry.working = true;
    out.standardRule = { rule: entry.rule, working: true };
  },
};
