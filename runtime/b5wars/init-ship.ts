// Builds a b5wars ship's starting state from its compiled form: each ship feature's part
// (behaviours.ts lists them, in the order their fields appear), then the weapon records and the
// systems' damage tracks, then each feature's `ready`. Nothing here knows a system kind or a
// feature's fields. A fighter or shuttle flight is a unit of its own (flights.ts).
import { systemKind } from '../../compiler/catalog/index';
import { recordOf } from '../core/own';
import { baseOf } from '../core/systems';
import type { CompiledShip, RuleConstants, ShipSetup } from '../core/types';
import { shipFeatures } from './behaviours';
import { initFlight, isFlight } from './flights';
import type { B5ShipState } from './state';

export function initB5Ship(ship: CompiledShip, setup: ShipSetup, rules: Readonly<RuleConstants>): B5ShipState {
  if (isFlight(ship)) return initFlight(ship, setup) as unknown as B5ShipState;
  // Filled in by the features below; complete once they have all run.
  const st = { ruleset: 'b5wars', name: ship.name } as B5ShipState;
  for (const f of shipFeatures) f.init?.({ ship, st, setup, rules });
  st.weapons = recordOf(ship.systems.filter((sys) => systemKind('b5wars', baseOf(sys))?.category === 'weapon').map((sys) => [sys.id, { firedTurn: null }]));
  st.systems = recordOf(ship.systems.map((sys) => [sys.id, { damage: 0, destroyed: false }]));
  for (const f of shipFeatures) f.ready?.({ ship, st });
  return st;
}
