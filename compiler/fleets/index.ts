// Fleets (`fleet NAME { ... }`, docs/language.md): the checks a fleet is put through, as
// FieryVoid's lobby puts a fleet through them (docs/rules.md, FLEET-1 to FLEET-4), and its
// compiled form (docs/compiled-document.md).
import type { Diagnostic } from '../../grammar/diagnostic';
import type { LineIndex } from '../../grammar/positions';
import type { CompiledFleet } from '../types';
import { fleetTotal } from './arithmetic';
import type { FleetModel, FleetRule } from './model';
import { rule as fleet1 } from './rules/fleet-1';
import { rule as fleet2 } from './rules/fleet-2';
import { rule as fleet3 } from './rules/fleet-3';
import { rule as fleet4 } from './rules/fleet-4';

export type { FleetFlight, FleetModel, FleetShip } from './model';
export { fleetTotal } from './arithmetic';

/** Budget, limited deployment, hangar space, rarity. */
export const fleetRules: readonly FleetRule[] = [fleet1, fleet2, fleet3, fleet4];

const pointerOf = (loc: { pointer?: string }) => (loc.pointer !== undefined ? { pointer: loc.pointer } : {});

/** Every finding of the fleet checks; an `allow RULE "reason"` in the fleet turns its rule's into information. */
export function checkFleet(fleet: FleetModel): Diagnostic[] {
  const out: Diagnostic[] = [];
  const used = new Set<string>();
  const allowOf = new Map<string, FleetModel['allows'][number]>();
  for (const a of fleet.allows) if (!allowOf.has(a.rule)) allowOf.set(a.rule, a);
  for (const rule of fleetRules)
    for (const f of rule.check(fleet)) {
      const d: Diagnostic = { code: f.code, severity: f.severity ?? 'error', message: f.message, span: { ...f.loc.span }, file: f.loc.file, rule: rule.id };
      const data = { ...f.data, ...pointerOf(f.loc) };
      if (Object.keys(data).length) d.data = data;
      const allow = d.severity !== 'info' ? allowOf.get(rule.id) : undefined;
      if (allow) {
        used.add(allow.rule);
        const reason = allow.reason.trim() || 'no reason given';
        d.data = Object.assign({}, d.data, { allowed: true, allowedSeverity: d.severity, reason });
        d.severity = 'info';
        d.message = `${d.message} Allowed for ${fleet.name}: "${reason}" (SSD-5).`;
      }
      out.push(d);
    }
  for (const a of fleet.allows) {
    if (used.has(a.rule) || !fleetRules.some((r) => r.id === a.rule)) continue;
    out.push({
      code: 'unused-allow',
      severity: 'warning',
      message: `This \`allow ${a.rule}\` matches no diagnostic: the fleet ${fleet.name} breaks no ${a.rule} rule, so there is nothing to excuse. Remove it (SSD-5).`,
      span: { ...a.loc.span },
      file: a.loc.file,
      rule: 'SSD-5',
      ...(a.loc.pointer !== undefined ? { data: { pointer: a.loc.pointer } } : {}),
    });
  }
  return out;
}

/** The compiled fleet: each entry with its figures, the total and what is left of the budget. */
export function emitFleet(fleet: FleetModel, lines?: LineIndex): CompiledFleet {
  const out = { name: fleet.name } as CompiledFleet;
  if (fleet.displayName !== undefined) out.displayName = fleet.displayName;
  if (fleet.notes !== undefined) out.notes = fleet.notes;
  if (fleet.budget) out.budget = fleet.budget.value;
  out.ships = fleet.ships.map((s) => ({
    ship: s.name,
    count: s.count,
    ...(s.points !== undefined ? { points: s.points } : {}),
    ...(s.limited !== undefined ? { limited: s.limited } : {}),
    ...(s.rarity !== undefined ? { rarity: s.rarity } : {}),
  })) as CompiledFleet['ships'];
  if (fleet.flights.length) out.flights = fleet.flights.map((f) => ({ flight: f.name, craft: f.craft, ...(f.points !== undefined ? { points: f.points } : {}) }));
  const total = fleetTotal(fleet);
  if (total !== undefined) {
    out.total = total;
    if (fleet.budget) out.left = fleet.budget.value - total;
  }
  if (fleet.allows.length) out.allows = fleet.allows.map((a) => ({ rule: a.rule, reason: a.reason }));
  if (lines && fleet.loc.file && fleet.loc.pointer === undefined)
    out.source = { file: fleet.loc.file, range: { start: lines.position(fleet.loc.span.start), end: lines.position(fleet.loc.span.end) } };
  return out;
}
