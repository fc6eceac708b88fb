// Fighter and shuttle flights (`flight NAME { ... }`, docs/language.md): the construction rules a
// flight is checked by, and its compiled form (docs/compiled-document.md). A flight is lowered like
// a ship of unit `flight` (compiler/lower.ts): its properties are the flight figures of
// compiler/catalog/flights.ts, its systems the weapons each craft carries.
import type { LineIndex } from '../grammar/positions';
import { flightProperties } from './catalog/flights';
import { emitSystem } from './emit';
import type { ConstructionRule, FlightModel } from './model';
import { rule as b5Flight } from './rules/b5-flight';
import { rule as b5Weapon } from './rules/b5-weapon';
import { rule as ssd1 } from './rules/ssd-1';
import { rule as ssd3 } from './rules/ssd-3';
import { rule as ssd5 } from './rules/ssd-5';
import type { CompiledFlight } from './types';

/** What a flight is checked by: unique weapon ids, arcs, the weapon profile, its size, its allows. */
export const flightRules: readonly ConstructionRule[] = [ssd1, ssd3, b5Weapon, b5Flight, ssd5];

/** The compiled flight: catalog defaults, then what the flight (and what it extends) states. */
export function emitFlight(model: FlightModel, lines?: LineIndex): CompiledFlight {
  const out = { name: model.name, ruleset: 'b5wars', unit: 'flight' } as CompiledFlight;
  const display = model.props.get('name')?.value;
  if (typeof display === 'string') out.displayName = display;
  if (model.base) out.extends = model.base;
  for (const spec of flightProperties) {
    if (spec.name === 'name') continue;
    const v = model.props.get(spec.name)?.value ?? spec.default;
    if (v !== undefined) out[spec.name] = Array.isArray(v) ? [...v] : v;
  }
  out.weapons = model.systems.map((s) => {
    const w = emitSystem(s);
    delete w.section; // a craft has no sections
    // Nor boxes, armor or power of its own: the craft's structure and armor count (unless stated).
    for (const k of ['boxes', 'armor', 'power']) if (!s.params.has(k) && !s.userType?.params.has(k)) delete w[k];
    return w;
  });
  if (model.allows.length) out.allows = model.allows.map((a) => ({ rule: a.rule, reason: a.reason ?? '' }));
  if (lines && model.loc.file) out.source = { file: model.loc.file, range: { start: lines.position(model.loc.span.start), end: lines.position(model.loc.span.end) } };
  return out;
}
