// A scenario's entry that names a fleet (`{ "file": "patrol.ship", "fleet": "Patrol" }`,
// docs/scenarios.md): the fleet's ships, each as many times as the fleet fields it, under handles
// made from the entry's: `blue.Excelsior` for a ship fielded once, `blue.Miranda.1`,
// `blue.Miranda.2` for one fielded twice.
import type { CompiledDocument, CompiledShip } from '../compiler/types';

export interface FleetUnits {
  units: { handle: string; ship: CompiledShip }[];
  /** What the fleet holds that a scenario does not place (its flights), said as a warning. */
  warnings: string[];
}

/** The ships of `fleet` in `doc` under handles of `handle`; a problem is thrown as a message. */
export function fleetUnits(handle: string, file: string, fleetName: string, doc: CompiledDocument): FleetUnits | string {
  const fleets = doc.fleets ?? [];
  const fleet = fleets.find((f) => f.name === fleetName);
  if (!fleet) return `ships.${handle}: ${file} has no fleet "${fleetName}" (it has ${fleets.map((f) => f.name).join(', ') || 'none'})`;
  const units: FleetUnits['units'] = [];
  const byName = new Map<string, CompiledShip>();
  for (const s of doc.ships) if (!byName.has(s.name)) byName.set(s.name, s);
  for (const e of fleet.ships) {
    const ship = byName.get(e.ship);
    if (!ship) return `ships.${handle}: the fleet ${fleet.name} names the ship ${e.ship}, which ${file} does not hold`;
    for (let i = 1; i <= e.count; i++) units.push({ handle: e.count === 1 ? `${handle}.${e.ship}` : `${handle}.${e.ship}.${i}`, ship });
  }
  const warnings = (fleet.flights ?? []).length
    ? [`ships.${handle}: the fleet ${fleet.name}'s flights (${fleet.flights!.map((f) => `${f.craft} ${f.flight} craft`).join(', ')}) are not placed; list each flight the scenario plays as an entry with "flight" and "craft"`]
    : [];
  return { units, warnings };
}
