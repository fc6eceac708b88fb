// JSON ship documents (docs/compiled-document.md): parse keeping offsets, validate against the input schema
// generated from the catalog (ajv), map each schema error to a readable diagnostic with its JSON
// Pointer and span, build ShipModels, then run the same construction rules as for .ship files and
// emit the compiled document.
import { fillBases } from './bases';
import { AJV_OPTIONS, validatorFor } from '../validators';
import * as fs from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { Diagnostic } from '../../grammar/diagnostic';
import { LineIndex } from '../../grammar/positions';
import { emitShip } from '../emit';
import { emitFlight, flightRules } from '../flights';
import { checkFleet, emitFleet, type FleetModel } from '../fleets/index';
import { readFleets } from './fleets';
import type { Explanation, FlightModel, ShipModel } from '../model';
import { runConstructionRules } from '../rules/run';
import { sheetSizeDiagnostic } from '../sheet-limit';
import type { CompiledDocument, CompiledFleet, CompiledFlight, CompiledShip, Derived } from '../types';
import { mapAjvErrors } from './errors';
import { prototypeKeyDiagnostics } from './prototype-keys';
import { inputShipSchema } from './input-schema';
import { member, parseJson, toValue, type JsonNode } from './parse';
import { checkFlightReferences, readFlight, readShip, readTypes, type ReadContext } from './read';

export { inputShipSchema } from './input-schema';
export { parseJson, type JsonNode } from './parse';

export interface JsonShipInfo {
  model: ShipModel;
  derived: Derived;
  /** How the rules got each derived value (see CompiledShipInfo). */
  explanations: Map<string, Explanation>;
  compiled: CompiledShip;
}

export interface JsonCompileResult {
  document: CompiledDocument;
  diagnostics: Diagnostic[];
  models: ShipModel[];
  ships: JsonShipInfo[];
  /** The document's `flights`, read and checked as `flight` declarations are (absent when none). */
  flights?: { model: FlightModel; compiled: CompiledFlight }[];
  /** The document's `fleets`, read and checked as `fleet` declarations are (absent when none). */
  fleets?: { model: FleetModel; compiled: CompiledFleet }[];
  /** The parsed JSON (undefined when it does not parse). */
  root?: JsonNode;
}

export interface JsonCompileOptions {
  /** Ruleset constants that override the document's (e.g. a scenario's `rules`). */
  rules?: Record<string, number | boolean>;
}

let validator: ValidateFunction | undefined;

function validate(): ValidateFunction {
  validator ??= validatorFor('input-ship', 'input', inputShipSchema(), (s) => new Ajv2020({ ...AJV_OPTIONS.input }).compile(s));
  return validator;
}

/** Check and compile the text of a JSON ship document. `file` names it in diagnostics. */
export function compileJsonText(text: string, file: string, options: JsonCompileOptions = {}): JsonCompileResult {
  const diagnostics: Diagnostic[] = [];
  const parsed = parseJson(text);
  for (const p of parsed.problems) diagnostics.push({ code: p.code, severity: p.severity, message: p.message, span: p.span, file });
  const empty: JsonCompileResult = { document: { format: 'drydock/1', ships: [] }, diagnostics, models: [], ships: [] };
  const root = parsed.root;
  if (!root) return empty;
  empty.root = root;
  if (root.type !== 'object') {
    diagnostics.push({
      code: 'wrong-type',
      severity: 'error',
      message: 'A JSON ship document is an object: one ship, or { "format": "drydock/1", "ships": [...] }.',
      span: root.span,
      file,
      data: { pointer: '' },
    });
    return empty;
  }
  const v = validate();
  const bad = new Set<string>();
  const value = toValue(root);
  const filledBases = fillBases(value);
  if (!v(value)) {
    const mapped = mapAjvErrors(v.errors ?? [], root, file);
    // A system whose type names no kind is reported once, at its type, not once per parameter.
    const unresolved = [...(filledBases.unresolved ?? [])];
    const echo = (d: Diagnostic) => {
      const p = typeof d.data?.pointer === 'string' ? d.data.pointer : undefined;
      return p !== undefined && unresolved.some((u) => p.startsWith(`${u}/`)) && d.code === 'unknown-property';
    };
    for (const d of mapped.diagnostics) if (!echo(d)) diagnostics.push(d);
    for (const b of mapped.bad) bad.add(b);
  }
  const reported = new Set(diagnostics.map((d) => d.data?.pointer).filter((p): p is string => typeof p === 'string'));
  for (const d of prototypeKeyDiagnostics(root, file, reported)) {
    diagnostics.push(d);
    bad.add(d.data!.pointer as string);
  }
  const ctx: ReadContext = { file, bad, diagnostics, filledBases };
  const shipsM = member(root, 'ships');
  const shipNodes: JsonNode[] = shipsM ? (shipsM.value.type === 'array' ? shipsM.value.items : []) : [root];
  const types = readTypes(ctx, shipsM ? member(root, 'types')?.value : undefined);
  const lines = new LineIndex(text);
  const models: ShipModel[] = [];
  const ships: JsonShipInfo[] = [];
  /** Registers a ship's or flight's name; a second of the same name is reported and skipped. */
  const firstOfName = (what: 'ship' | 'flight', names: Map<string, JsonNode>, node: JsonNode, model: ShipModel | FlightModel): boolean => {
    const earlier = names.get(model.name);
    if (earlier) {
      diagnostics.push({
        code: 'duplicate-declaration',
        severity: 'error',
        message: `The ${what} \`${model.name}\` is already in this document (${earlier.pointer}). Rename one of them.`,
        span: model.nameLoc.span,
        file,
        data: { pointer: model.nameLoc.pointer },
      });
      return false;
    }
    names.set(model.name, node);
    return true;
  };
  const names = new Map<string, JsonNode>();
  for (const node of shipNodes) {
    const model = readShip(ctx, node, types);
    if (!model || !firstOfName('ship', names, node, model)) continue;
    if (options.rules) for (const [k, val] of Object.entries(options.rules)) model.rules.set(k, { value: val });
    models.push(model);
  }
  // Flights: read as `flight` declarations are lowered, checked by the flight rules (B5-FLIGHT, ...).
  const flightsM = shipsM ? member(root, 'flights') : undefined;
  const flightModels: FlightModel[] = [];
  const flightNames = new Map<string, JsonNode>();
  for (const node of flightsM?.value.type === 'array' ? flightsM.value.items : []) {
    const model = readFlight(ctx, node, types);
    if (model && firstOfName('flight', flightNames, node, model)) flightModels.push(model);
  }
  // A hangar's `flight` names one of them (B5-HANGAR), as `craft: NAME` in a .ship file must.
  checkFlightReferences(ctx, models, [...flightNames.keys()]);
  markInheritedAllows(models);
  markInheritedAllows(flightModels);
  const flights: { model: FlightModel; compiled: CompiledFlight }[] = [];
  for (const model of flightModels) {
    const run = runConstructionRules(model, { rules: flightRules, sourceLines: (f) => (f === file ? lines : undefined) });
    for (const d of run.diagnostics) diagnostics.push(d);
    flights.push({ model, compiled: emitFlight(model, lines) });
  }
  for (const model of models) {
    const run = runConstructionRules(model, { sourceLines: (f) => (f === file ? lines : undefined) });
    for (const d of run.diagnostics) diagnostics.push(d); // not push(...): huge lists overflow the stack
    const tooLarge = sheetSizeDiagnostic(model, run.derived);
    if (tooLarge) diagnostics.push(tooLarge);
    ships.push({ model, derived: run.derived, explanations: run.explanations, compiled: emitShip(model, run.derived, lines) });
  }
  // Fleets: their entries are the document's own ships and flights (FLEET-1 to FLEET-4).
  const fleets: { model: FleetModel; compiled: CompiledFleet }[] = [];
  for (const model of readFleets(ctx, shipsM ? member(root, 'fleets')?.value : undefined, models, flightModels)) {
    for (const d of checkFleet(model)) diagnostics.push(d);
    fleets.push({ model, compiled: emitFleet(model, lines) });
  }
  diagnostics.sort((a, b) => a.span.start - b.span.start);
  // `flights` and `fleets` only when there are some, as for a compiled .ship file.
  return {
    document: {
      format: 'drydock/1',
      ships: ships.map((s) => s.compiled),
      ...(flights.length ? { flights: flights.map((f) => f.compiled) } : {}),
      ...(fleets.length ? { fleets: fleets.map((f) => f.compiled) } : {}),
    },
    diagnostics,
    models,
    ships,
    ...(flights.length ? { flights } : {}),
    ...(fleets.length ? { fleets } : {}),
    root,
  };
}

/**
 * A variant written out in a document repeats its base's allows (a compiled document lists them
 * resolved). As in .ship files, those belong to the base: they excuse the variant's diagnostics
 * but only the base reports them when they excuse nothing.
 */
function markInheritedAllows(models: ShipModel[]): void {
  const byName = new Map(models.map((m) => [m.name, m]));
  for (const m of models) {
    const base = m.base ? byName.get(m.base) : undefined;
    if (!base || base === m) continue;
    base.allows.forEach((a, i) => {
      const mine = m.allows[i];
      if (mine && mine.rule === a.rule && mine.reason === a.reason) (mine as { inherited?: boolean }).inherited = true;
    });
  }
}

/** Read and compile a JSON ship document from disk. */
export function compileJsonFile(path: string, options: JsonCompileOptions = {}): JsonCompileResult {
  return compileJsonText(fs.readFileSync(path, 'utf8'), path, options);
}

/** Does this JSON text look like a ship document (for `drydock check folder/`)? */
export function isShipDocument(text: string): boolean {
  const parsed = parseJson(text);
  const root = parsed.root;
  if (!root || root.type !== 'object') return false;
  if (member(root, 'ships')) return true;
  return !!member(root, 'ruleset') && !!member(root, 'systems');
}
