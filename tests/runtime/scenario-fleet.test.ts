// A scenario entry may name a fleet instead of a ship (runtime/scenario-fleets.ts,
// docs/scenarios.md): the fleet's ships come into play as many times as it fields them, under
// handles made from the entry's; its flights are not placed, and a warning says so.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario, ScenarioError } from '../../runtime/scenario';
import { ROOT } from '../helpers/compile';

const DIR = path.join(ROOT, 'examples', 'scenarios');
const fleetEntry = { file: '../fleet-federation.ship', fleet: 'FederationPatrol' };

describe('scenarios naming a fleet', () => {
  it('places each ship of the fleet as often as it is fielded (1 Excelsior, 2 Mirandas, 2 Constitutions) and plays them', () => {
    const warnings: string[] = [];
    const out = runScenario(
      { ships: { blue: fleetEntry }, actions: [{ type: 'turn' }, { type: 'damage', ship: 'blue.Miranda.2', bearing: 0, amount: 5 }] },
      DIR,
      { warn: (w) => warnings.push(w) },
    );
    expect(Object.keys(out.state.ships)).toEqual(['blue.Excelsior', 'blue.Miranda.1', 'blue.Miranda.2', 'blue.ConstitutionCL.1', 'blue.ConstitutionCL.2']);
    expect(out.results.every((r) => r.ok)).toBe(true);
    expect(warnings).toEqual([expect.stringContaining('the fleet FederationPatrol\'s flights (6 NXShuttlepod craft) are not placed')]);
  });

  it('refuses an unknown fleet, naming the fleets the file holds, and a fleet given with a ship', () => {
    expect(() => runScenario({ ships: { blue: { ...fleetEntry, fleet: 'Nope' } }, actions: [] }, DIR)).toThrow('has no fleet "Nope" (it has FederationPatrol)');
    expect(() => runScenario({ ships: { blue: { ...fleetEntry, ship: 'Miranda' } }, actions: [] }, DIR)).toThrow(ScenarioError);
  });
});
