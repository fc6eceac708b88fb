// Reading a `fleet NAME { ... }` declaration (docs/language.md, fleets) into the fleet the checks
// read: each entry's ship or flight looked up as any name is (the file's own, then its direct
// imports'), lowered by the compiler's one lowerer, and its figures taken from the result.
import type { Block, FleetDecl, Member, Property, Span } from '../../grammar/ast';
import type { Diagnostic } from '../../grammar/diagnostic';
import type { Lowerer } from '../lower';
import { paramValue, type Loc, type ShipModel } from '../model';
import type { FileUnit, Program } from '../program';
import { repeatedProperties } from '../duplicate-properties';
import { didYouMean } from '../suggest';
import { MAX_FLEET_BUDGET as MAX_BUDGET, MAX_FLEET_COUNT } from './limits';
import type { FleetFlight, FleetModel, FleetShip } from './model';


/**
 * Craft one ship's hangars have room for: each hangar's `capacity`, else the `fighters` it holds;
 * a ship with no hangar system carries its `complement` (B5-HANGAR keeps the two apart).
 */
export function hangarRoom(ship: ShipModel): number {
  const complement = ship.props.get('complement')?.value;
  let room = typeof complement === 'number' && !ship.systems.some((s) => s.builtin.name === 'hangar') ? complement : 0;
  for (const sys of ship.systems) {
    if (sys.builtin.name !== 'hangar') continue;
    const v = paramValue(sys, 'capacity') ?? paramValue(sys, 'fighters');
    if (typeof v === 'number') room += v;
  }
  return room;
}

export function lowerFleet(program: Program, lowerer: Lowerer, unit: FileUnit, decl: FleetDecl): FleetModel {
  const file = unit.path;
  const loc = (span: Span): Loc => ({ file, span });
  const report = (code: string, message: string, span: Span, data?: Diagnostic['data']) =>
    unit.diagnostics.push({ code, severity: 'error', message, span, file, ...(data ? { data } : {}) });
  const fleet: FleetModel = { name: decl.name.name, nameLoc: loc(decl.name.span), loc: loc(decl.span), ships: [], flights: [], allows: [], incomplete: false };
  if (decl.doc !== undefined) fleet.doc = decl.doc;
  if (decl.base) report('unexpected-member', `A fleet extends nothing: remove \`extends ${decl.base.name}\` and name its ships in \`ships { ... }\`.`, decl.base.span);
  // Repeats inside `ships { ... }` too: the first count is the one the checks read.
  for (const { repeat } of repeatedProperties(decl.body))
    report('duplicate-property', `\`${repeat.key}\` is given twice in this block; only one value can count, so keep one and delete the other.`, repeat.keySpan);
  const count = (p: Property, what: string): number | undefined => {
    const v = p.value;
    if (v.kind === 'number' && Number.isInteger(v.value) && v.value >= 1 && v.value <= MAX_FLEET_COUNT && !v.signed) return v.value;
    if (v.kind === 'error') return undefined;
    report(v.kind === 'number' ? 'out-of-range' : 'wrong-type', `\`${p.key}\` needs a whole number of ${what} from 1 to ${MAX_FLEET_COUNT}, e.g. \`${p.key}: 2\`.`, v.span);
    return undefined;
  };
  let shipsSeen = false;
  let flightsSeen = false;
  for (const m of decl.body) {
    if (m.kind === 'property') {
      const v = m.value;
      if (m.key === 'budget') {
        if (v.kind === 'number' && Number.isInteger(v.value) && v.value >= 0 && v.value <= MAX_BUDGET) fleet.budget = { value: v.value, loc: loc(v.span), keyLoc: loc(m.keySpan) };
        else if (v.kind !== 'error') report(v.kind === 'number' ? 'out-of-range' : 'wrong-type', `\`budget\` is the fleet's point budget, a whole number from 0 to ${MAX_BUDGET.toLocaleString('en-US')}, e.g. \`budget: 3500\`.`, v.span);
      } else if (m.key === 'name' || m.key === 'notes') {
        if (v.kind === 'string') fleet[m.key === 'name' ? 'displayName' : 'notes'] = v.value;
        else if (v.kind !== 'error') report('wrong-type', `\`${m.key}\` is text in quotes, e.g. \`${m.key}: "Border patrol"\`.`, v.span);
      } else {
        const dym = didYouMean(m.key, ['budget', 'name', 'notes']);
        report('unknown-property', `A fleet has no property \`${m.key}\`.${dym.text} A fleet holds \`budget\`, \`name\`, \`notes\`, \`ships { ... }\` and \`flights { ... }\`.`, m.keySpan, dym.suggestion ? { fixes: [{ title: `Change to ${dym.suggestion}`, edits: [{ span: m.keySpan, newText: dym.suggestion }] }] } : undefined);
      }
    } else if (m.kind === 'allow') {
      fleet.allows.push({ rule: m.rule.name, reason: m.reason?.value ?? '', loc: loc(m.rule.span) });
    } else if (m.kind === 'block' && (m.type.name === 'ships' || m.type.name === 'flights') && m.ids.length === 0) {
      const isShips = m.type.name === 'ships';
      if (isShips ? shipsSeen : flightsSeen) report('duplicate-property', `\`${m.type.name} { ... }\` is given twice in this fleet: list every entry in one block.`, m.type.span);
      if (isShips) shipsSeen = true;
      else {
        flightsSeen = true;
        fleet.flightsLoc = loc(m.type.span);
      }
      entries(m, isShips);
    } else {
      const span = m.kind === 'block' ? m.type.span : m.span;
      report('unexpected-member', `A fleet holds \`budget\`, \`name\`, \`notes\`, \`ships { NAME: COUNT }\`, \`flights { NAME: CRAFT }\` and \`allow\`; this does not belong here.`, span);
    }
  }
  return fleet;

  function entries(block: Block, isShips: boolean): void {
    const seen = new Set<string>();
    for (const e of block.body ?? ([] as Member[])) {
      if (e.kind !== 'property' || e.range) {
        report('unexpected-member', `\`${block.type.name} { ... }\` lists ${isShips ? 'ships with their counts, e.g. `Excelsior: 3`' : 'flights with their craft, e.g. `Starfury: 12`'}.`, e.kind === 'block' ? e.type.span : e.span);
        fleet.incomplete = true;
        continue;
      }
      const n = count(e, isShips ? 'ships' : 'craft');
      if (seen.has(e.key)) continue;
      seen.add(e.key);
      if (n === undefined) {
        fleet.incomplete = true;
        continue;
      }
      if (isShips) {
        const ship = shipEntry(e, n);
        if (ship) fleet.ships.push(ship);
        else fleet.incomplete = true;
      } else {
        const flight = flightEntry(e, n);
        if (flight) fleet.flights.push(flight);
        else fleet.incomplete = true;
      }
    }
  }

  function shipEntry(e: Property, n: number): FleetShip | undefined {
    const found = program.lookup(unit, 'ships', e.key);
    if (!found) {
      const dym = didYouMean(e.key, program.visibleNames(unit, 'ships'));
      report('unknown-ship', `There is no ship \`${e.key}\` for this fleet.${dym.text}${dym.suggestion ? '' : ` Declare it with \`ship ${e.key} { ... }\`, or import the file that does.`}`, e.keySpan, dym.suggestion ? { fixes: [{ title: `Change to ${dym.suggestion}`, edits: [{ span: e.keySpan, newText: dym.suggestion }] }] } : undefined);
      return undefined;
    }
    const model = lowerer.ship(found.unit, found.decl);
    if (!model) return undefined; // its own errors are reported where it is declared
    const num = (k: string) => {
      const v = model.props.get(k)?.value;
      return typeof v === 'number' ? v : undefined;
    };
    const rarity = model.props.get('rarity')?.value;
    const out: FleetShip = { name: e.key, count: n, loc: loc(e.span), keyLoc: loc(e.keySpan), hangarRoom: hangarRoom(model) };
    const pts = num('points');
    if (pts !== undefined) out.points = pts;
    const limited = num('limited');
    if (limited !== undefined) out.limited = limited;
    if (typeof rarity === 'string') out.rarity = rarity;
    return out;
  }

  function flightEntry(e: Property, n: number): FleetFlight | undefined {
    const found = program.lookup(unit, 'flights', e.key);
    if (!found) {
      const dym = didYouMean(e.key, program.visibleNames(unit, 'flights'));
      report('unknown-flight', `There is no flight \`${e.key}\` for this fleet.${dym.text}${dym.suggestion ? '' : ` Declare it with \`flight ${e.key} { ... }\`, or import the file that does.`}`, e.keySpan, dym.suggestion ? { fixes: [{ title: `Change to ${dym.suggestion}`, edits: [{ span: e.keySpan, newText: dym.suggestion }] }] } : undefined);
      return undefined;
    }
    const model = lowerer.flight(found.unit, found.decl);
    if (!model) return undefined;
    const pts = model.props.get('points')?.value;
    return { name: e.key, craft: n, loc: loc(e.span), keyLoc: loc(e.keySpan), ...(typeof pts === 'number' ? { points: pts } : {}) };
  }
}
