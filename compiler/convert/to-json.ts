// .ship -> JSON ship documents. A ship becomes one entry of the compiled document's `ships`
// (docs/compiled-document.md) without `source` (and without `derived` unless asked: derived values in a JSON
// document are claims that `drydock check` verifies). User system types become `types` entries,
// documentation comments become `doc`, and flights (`flight NAME { ... }`) `flights` entries, so
// that converting back loses nothing.
import * as path from 'node:path';
import type { Diagnostic } from '../../grammar/diagnostic';
import { ruleConstants } from '../catalog/index';
import type { Ruleset } from '../catalog/types';
import { emitShip } from '../emit';
import { emitFlight } from '../flights';
import { emitFleet, type FleetModel } from '../fleets/index';
import { compileText, type CompileOptions } from '../index';
import { Lowerer } from '../lower';
import type { FlightModel, ShipModel, SystemTypeModel } from '../model';
import type { FileUnit } from '../program';
import type { CompiledFleet, CompiledFlight, CompiledShip, Derived } from '../types';
import type { JsonTypeEntry } from './to-ship';

export type JsonShip = Omit<CompiledShip, 'derived' | 'source'> & { derived?: Derived; doc?: string };

export type JsonFlight = Omit<CompiledFlight, 'source'> & { doc?: string };

export type JsonFleet = CompiledFleet & { doc?: string };

export interface JsonShipDocument {
  format: 'drydock/1';
  types?: JsonTypeEntry[];
  ships: JsonShip[];
  flights?: JsonFlight[];
  fleets?: JsonFleet[];
}

export interface ShipToJsonOptions {
  /** Include these derived values as claims (they are then checked when the JSON is read). */
  derived?: Derived;
}

/** One ship model as a JSON ship (fully resolved; `extends` kept as information). */
export function shipToJson(model: ShipModel, options: ShipToJsonOptions = {}): JsonShip {
  const compiled = emitShip(model, options.derived ?? {});
  const out: JsonShip & { source?: unknown } = { ...compiled };
  delete out.source;
  if (!options.derived) delete out.derived;
  if (model.doc) out.doc = model.doc;
  // Projections: only the ratings the ship gives (a ship without shields has none).
  if (model.ruleset === 'b5wars') {
    // The projections as declared (compiler/projections.ts), each with its arc.
    if (!model.shields) delete out.projections;
  }
  // Ruleset constants: only those that differ from the defaults.
  const rules: Record<string, number | boolean> = {};
  for (const c of ruleConstants) {
    const v = compiled.rules[c.name];
    if (v !== undefined && v !== c.default) rules[c.name] = v;
  }
  if (Object.keys(rules).length) out.rules = rules;
  else delete (out as { rules?: unknown }).rules;
  out.systems = compiled.systems.map((s, i) => {
    const doc = model.systems[i]?.doc;
    return doc ? { ...s, doc } : s;
  });
  return out;
}

/** One flight model as a JSON `flights` entry (its compiled form without `source`). */
export function flightToJson(model: FlightModel): JsonFlight {
  const out: JsonFlight & { source?: unknown } = { ...emitFlight(model) };
  delete out.source;
  if (model.doc) out.doc = model.doc;
  return out;
}

/** A user system type as a JSON `types` entry: the parameters its own declaration sets. */
export function typeToJson(t: SystemTypeModel, extendsName: string, ruleset: Ruleset, base?: SystemTypeModel): JsonTypeEntry {
  const entry: JsonTypeEntry = { name: t.name, ruleset, extends: extendsName };
  const inheritedIon = base ? base.ionBased : !!t.builtin.ionBased;
  if (t.ionBased !== inheritedIon) entry.ionBased = t.ionBased;
  if (t.doc) entry.doc = t.doc;
  for (const [k, v] of t.params) if (!base || base.params.get(k) !== v) entry[k] = Array.isArray(v.value) ? [...v.value] : v.value;
  return entry;
}

export interface SourceToJsonResult {
  document: JsonShipDocument;
  diagnostics: Diagnostic[];
  /** Every file the conversion read (the one given, what it imports). */
  reads: string[];
}

/**
 * Convert the text of a .ship file: every ship it declares, and every system type it declares or
 * its ships use, as one JSON ship document.
 */
export function sourceToJson(text: string, file: string, options: CompileOptions & ShipToJsonOptions = {}): SourceToJsonResult {
  const result = compileText(text, file, options);
  const abs = path.resolve(file);
  const unit = result.program.files.get(abs);
  const lowerer = new Lowerer(result.program);
  const before = new Map([...result.program.files.values()].map((u) => [u, u.diagnostics.length]));
  const types: JsonTypeEntry[] = [];
  const seen = new Set<string>();
  const addType = (u: FileUnit, name: string, depth = 0): void => {
    const decl = u.systems.get(name);
    if (!decl || seen.has(`${u.path}\0${name}`) || depth > 100 || !u.ruleset) return;
    seen.add(`${u.path}\0${name}`);
    const t = lowerer.systemType(u, decl);
    if (!t || !decl.base) return;
    const baseRef = result.program.lookup(u, 'systems', decl.base.name);
    let baseType: SystemTypeModel | undefined;
    if (baseRef) {
      addType(baseRef.unit, decl.base.name, depth + 1);
      baseType = lowerer.systemType(baseRef.unit, baseRef.decl) ?? undefined;
    }
    types.push(typeToJson(t, decl.base.name, u.ruleset, baseType));
  };
  if (unit) for (const name of unit.systems.keys()) addType(unit, name);
  // The file's ships, and those its fleets name from imported files (the compile adds them).
  const fleets = (result.fleets ?? []).filter((f) => f.unit === unit);
  const named = new Set(fleets.flatMap((f) => f.model.ships.map((e) => e.name)));
  const ships = result.ships.filter((s) => s.unit === unit || named.has(s.model.name));
  // The file's flights, then those its hangars name from imported files (the compile adds them,
  // so the document stands alone).
  const flights: { model: FlightModel }[] = result.flights ?? [];
  for (const s of [...ships, ...flights])
    for (const sys of s.model.systems) {
      if (!sys.userType) continue;
      const owner = [...result.program.files.values()].find((u) => u.path === sys.userType!.nameLoc.file);
      if (owner) addType(owner, sys.userType.name);
    }
  // Lowering the types again must not add to the program's diagnostics.
  for (const [u, n] of before) u.diagnostics.length = n;
  const document: JsonShipDocument = {
    format: 'drydock/1',
    ...(types.length ? { types } : {}),
    ships: ships.map((s) => shipToJson(s.model, options.derived ? { derived: s.derived } : {})),
    ...(flights.length ? { flights: flights.map((f) => flightToJson(f.model)) } : {}),
    ...(fleets.length ? { fleets: fleets.map((f) => fleetToJson(f.model)) } : {}),
  };
  return { document, diagnostics: result.diagnostics, reads: [...result.program.files.keys()] };
}

/** One fleet as a JSON `fleets` entry (its compiled form without `source`, with its doc). */
function fleetToJson(model: FleetModel): JsonFleet {
  const out: JsonFleet = emitFleet(model);
  if (model.doc !== undefined) out.doc = model.doc;
  return out;
}
