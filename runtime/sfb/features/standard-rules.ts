// The Z-ship systems that work as a standard rule the seeds do not reproduce (Z-STD-1), as a ship
// feature: the state lists each with the rule it cites and whether it still works, for the
// players to apply; losing or repairing the system updates that flag. Nothing of the standard
// rule itself is played. The ion pulse generator's own capacitor (H93.0) is listed the same way:
// the seeds give it no figures either.
import { kindOf } from '../common';
import type { SfbShipFeature } from '../kinds/types';
import type { CompiledSystem } from '../../../compiler/types';

/** The rule the players apply for a system, when drydock carries it as data only. */
function playersRule(s: CompiledSystem): string | undefined {
  if (kindOf(s)?.behaviour === 'standardRule' && typeof s.standardRule === 'string') return s.standardRule;
  if (typeof s.ownCapacitor === 'string') return `${s.ownCapacitor}: own capacitor (H93.0)`;
  return undefined;
}

export const standardRulesFeature: SfbShipFeature = {
  name: 'standardRules',
  init({ ship, st }) {
    const list = ship.systems.flatMap((s) => {
      const rule = playersRule(s);
      return rule === undefined ? [] : [[s.id, { rule, working: true }] as const];
    });
    if (list.length === 0) return;
    st.standardRules = Object.fromEntries(list);
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
