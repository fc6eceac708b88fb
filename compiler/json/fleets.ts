// A JSON document's `fleets` (docs/compiled-document.md): read into the fleet the checks read, each
// entry's ship or flight taken from the document itself, so a compiled document read back is
// checked as its `.ship` file was (compiler/fleets/).
import type { FleetFlight, FleetModel, FleetShip } from '../fleets/model';
import { hangarRoom } from '../fleets/lower';
import type { FlightModel, Loc, ShipModel } from '../model';
import { suggest } from '../suggest';
import { member, type JsonNode } from './parse';
import type { ReadContext } from './read';

const bad = (ctx: ReadContext, pointer: string): boolean => {
  for (const b of ctx.bad) if (pointer === b || pointer.startsWith(b + '/')) return true;
  return false;
};

export function readFleets(ctx: ReadContext, node: JsonNode | undefined, ships: readonly ShipModel[], flights: readonly FlightModel[]): FleetModel[] {
  if (!node || node.type !== 'array') return [];
  const out: FleetModel[] = [];
  const names = new Set<string>();
  // By name once: a look-up per entry stays linear in the document.
  const shipByName = new Map<string, ShipModel>();
  for (const s of ships) if (!shipByName.has(s.name)) shipByName.set(s.name, s);
  const flightByName = new Map<string, FlightModel>();
  for (const f of flights) if (!flightByName.has(f.name)) flightByName.set(f.name, f);
  const at = (n: JsonNode): Loc => ({ file: ctx.file, span: n.span, pointer: n.pointer });
  for (const f of node.items) {
    if (f.type !== 'object' || bad(ctx, f.pointer)) continue;
    const name = member(f, 'name')?.value;
    if (!name || name.type !== 'string' || typeof name.value !== 'string') continue;
    if (names.has(name.value)) {
      ctx.diagnostics.push({ code: 'duplicate-declaration', severity: 'error', message: `The fleet \`${name.value}\` is already in this document. Rename one of them.`, span: name.span, file: ctx.file, data: { pointer: name.pointer } });
      continue;
    }
    names.add(name.value);
    const fleet: FleetModel = { name: name.value, nameLoc: at(name), loc: at(f), ships: [], flights: [], allows: [], incomplete: false };
    const text = (k: string) => {
      const v = member(f, k)?.value;
      return v && v.type === 'string' && typeof v.value === 'string' ? v.value : undefined;
    };
    const display = text('displayName');
    if (display !== undefined) fleet.displayName = display;
    const doc = text('doc');
    if (doc !== undefined) fleet.doc = doc;
    const notes = text('notes');
    if (notes !== undefined) fleet.notes = notes;
    const budget = member(f, 'budget');
    if (budget && budget.value.type === 'number' && typeof budget.value.value === 'number') fleet.budget = { value: budget.value.value, loc: at(budget.value) };
    const entries = (key: 'ships' | 'flights') => {
      const list = member(f, key)?.value;
      return list && list.type === 'array' ? list.items.filter((e): e is Extract<JsonNode, { type: 'object' }> => e.type === 'object') : [];
    };
    for (const e of entries('ships')) {
      const ship = member(e, 'ship')?.value;
      const count = member(e, 'count')?.value;
      if (bad(ctx, e.pointer) || !ship || ship.type !== 'string' || !count || count.type !== 'number' || typeof count.value !== 'number') {
        fleet.incomplete = true;
        continue;
      }
      const model = shipByName.get(String(ship.value));
      if (!model) {
        const guess = suggest(String(ship.value), ships.map((s) => s.name));
        ctx.diagnostics.push({
          code: 'unknown-ship',
          severity: 'error',
          message: `The fleet \`${fleet.name}\` names the ship \`${ship.value}\`, which is not in the document's \`ships\`.${guess ? ` Did you mean \`${guess}\`?` : ' Add the ship to `ships`.'}`,
          span: ship.span,
          file: ctx.file,
          data: { pointer: ship.pointer },
        });
        fleet.incomplete = true;
        continue;
      }
      const entry: FleetShip = { name: model.name, count: count.value, loc: at(e), keyLoc: at(ship), hangarRoom: hangarRoom(model) };
      const pts = model.props.get('points')?.value;
      if (typeof pts === 'number') entry.points = pts;
      const limited = model.props.get('limited')?.value;
      if (typeof limited === 'number') entry.limited = limited;
      const rarity = model.props.get('rarity')?.value;
      if (typeof rarity === 'string') entry.rarity = rarity;
      fleet.ships.push(entry);
    }
    const flightsM = member(f, 'flights');
    if (flightsM) fleet.flightsLoc = { file: ctx.file, span: flightsM.keySpan, pointer: flightsM.value.pointer };
    for (const e of entries('flights')) {
      const flight = member(e, 'flight')?.value;
      const craft = member(e, 'craft')?.value;
      if (bad(ctx, e.pointer) || !flight || flight.type !== 'string' || !craft || craft.type !== 'number' || typeof craft.value !== 'number') {
        fleet.incomplete = true;
        continue;
      }
      const model = flightByName.get(String(flight.value));
      if (!model) {
        const guess = suggest(String(flight.value), flights.map((s) => s.name));
        ctx.diagnostics.push({
          code: 'unknown-flight',
          severity: 'error',
          message: `The fleet \`${fleet.name}\` names the flight \`${flight.value}\`, which is not in the document's \`flights\`.${guess ? ` Did you mean \`${guess}\`?` : ' Add the flight to `flights`.'}`,
          span: flight.span,
          file: ctx.file,
          data: { pointer: flight.pointer },
        });
        fleet.incomplete = true;
        continue;
      }
      const pts = model.props.get('points')?.value;
      const entry: FleetFlight = { name: model.name, craft: craft.value, loc: at(e), keyLoc: at(flight), ...(typeof pts === 'number' ? { points: pts } : {}) };
      fleet.flights.push(entry);
    }
    const allows = member(f, 'allows')?.value;
    for (const a of allows && allows.type === 'array' ? allows.items : []) {
      const rule = member(a, 'rule')?.value;
      const reason = member(a, 'reason')?.value;
      if (rule?.type === 'string' && typeof rule.value === 'string') fleet.allows.push({ rule: rule.value, reason: reason?.type === 'string' && typeof reason.value === 'string' ? reason.value : '', loc: at(rule) });
    }
    out.push(fleet);
  }
  return out;
}
