// Z-BTY-1: a quantum battery holds at most 4 energy, gains 1 at the start of every turn and
// starts the scenario full. derived.batteries gives the number of quantum batteries and the
// capacity of all of them together; a battery stating another capacity is an error.
import type { ConstructionRule } from '../model';
import { checkStated } from './ssd-4';
import { fmt, paramLoc, plural, systemsOf } from './util';

/** What one quantum battery holds (Z-BTY-1). */
export const QUANTUM_BATTERY_CAPACITY = 4;

export const rule: ConstructionRule = {
  id: 'Z-BTY-1',
  // A finding depends only on the value flagged: a variant inheriting it reports exactly what its
  // base reports (and the variant leaves it to the base), so it is not moved to the variant.
  local: true,
  rulesets: ['sfb'],
  check(ctx) {
    const { ship, derived } = ctx;
    const batteries = systemsOf(ship, 'quantumBattery');
    if (batteries.length === 0) return;
    const capacity = batteries.length * QUANTUM_BATTERY_CAPACITY;
    derived.batteries = { count: batteries.length, capacity };
    ctx.explain('batteries.capacity', `${batteries.length} quantum ${plural('battery', batteries.length)} x ${QUANTUM_BATTERY_CAPACITY} = ${fmt(capacity)}`);
    const reported = new Set<unknown>();
    for (const sys of batteries) {
      const stated = paramLoc(sys, 'capacity');
      // A value stated once on a user type is reported once, not once per battery.
      if (!stated || reported.has(stated)) continue;
      if (
        !checkStated(ctx, {
          stated,
          derived: QUANTUM_BATTERY_CAPACITY,
          arithmetic: '',
          equation: `a quantum battery holds ${QUANTUM_BATTERY_CAPACITY}`,
          what: `capacity of quantum battery ${sys.id}`,
          because: 'Every quantum battery holds 4 energy and gains 1 at the start of each turn (Z-BTY-1).',
        })
      )
        reported.add(stated);
    }
  },
};
