// FLEET-3 (project check, docs/rules.md): hangar space. The craft of the flights a fleet brings
// fit in the hangars of its ships: each hangar has room for its `capacity`, or its `fighters`
// when it states no capacity.
import { counted, points } from '../arithmetic';
import type { FleetRule } from '../model';

export const rule: FleetRule = {
  id: 'FLEET-3',
  check(fleet) {
    if (fleet.incomplete || fleet.flights.length === 0) return [];
    const craft = fleet.flights.reduce((n, f) => n + f.craft, 0);
    const carriers = fleet.ships.filter((s) => s.hangarRoom > 0);
    const room = carriers.reduce((n, s) => n + s.count * s.hangarRoom, 0);
    if (craft <= room) return [];
    const brought = fleet.flights.map((f) => `${f.craft} ${f.name}`);
    const held = carriers.map((s) => `${counted(s.count, s.name)} x ${s.hangarRoom}`);
    const craftText = brought.length > 1 ? `${brought.join(' + ')} = ${points(craft)} craft` : `${brought[0]} craft`;
    const roomText = held.length === 0 ? 'none of its ships has a hangar' : `its hangars hold ${held.length > 1 || carriers[0].count > 1 ? `${held.join(' + ')} = ${points(room)}` : points(room)}`;
    return [
      {
        code: 'fleet-hangar-short',
        message: `The fleet \`${fleet.name}\` brings ${craftText}, but ${roomText} (FLEET-3): bring ${points(craft - room)} fewer craft, or ships with hangar room for them.`,
        loc: fleet.flightsLoc ?? fleet.nameLoc,
        data: { craft, room },
      },
    ];
  },
};
