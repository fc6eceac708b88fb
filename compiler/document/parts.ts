// The one description of the ship document's skeleton: every part a compiled ship and a JSON ship
// document are made of, with its fields in the order the compiled document writes them. System
// kinds, ship properties, flight figures and ruleset constants are the catalog's
// (compiler/catalog/); this file describes what holds them together.
//
// Read off these records: both JSON Schemas (compiler/schema.ts, compiler/json/input-schema.ts),
// the compiled document's TypeScript types (compiler/types.ts), the JSON reader of projections,
// sections and allows (compiler/json/read.ts), the emitter (compiler/emit.ts), the lists of keys a
// JSON diagnostic says are allowed (compiler/json/errors.ts), and the projection members the
// `.ship` reader, completion and hover know (compiler/shields-group.ts).
import { projectionNames, sectionParams, sfbShieldsSpec, sizeSpec } from '../catalog/ship-properties';
import { rulesetNames } from '../catalog/rulesets';
import type { ParamSpec } from '../catalog/types';
import { paramField, type Field, type Part } from './shape';
import { MAX_FLEET_BUDGET, MAX_FLEET_COUNT } from '../fleets/limits';
import { RARITIES } from '../catalog/ship-properties';

// ---- shield projections (b5wars) ----------------------------------------------------------------

/** A projection's figures as written in `.ship` (`fore { rating: 15  armor: 2 }`) and JSON. */
export const projectionSpecs = [
  {
    name: 'rating',
    type: { kind: 'int', min: 0, max: 10000 },
    unit: 'points',
    required: true,
    doc: 'Rating of the projection: the damage it can hold before damage reaches the ship (ST-SH-2).',
    rules: ['ST-SH-2'],
  },
  {
    name: 'arc',
    type: { kind: 'arc' },
    unit: 'degrees',
    doc:
      'The bearings the projection covers. Optional for `fore`, `starboard`, `aft`, `port` and `all` (the arc follows the name and the size layout, ST-SH-1); ' +
      'required for any other name. An arc off the size layout needs `allow ST-SH-1 "reason"`.',
    rules: ['ST-SH-1', 'ST-SH-9'],
  },
  {
    name: 'armor',
    type: { kind: 'int', min: 0, max: 10000 },
    unit: 'points',
    doc:
      "Projection armor (FieryVoid's Trek shield projections): of each hit it stops up to this many points, never more than half the hit (rounded down), " +
      "without using the projection's capacity; it works only while the projection has capacity left (ST-SH-13).",
    rules: ['ST-SH-13'],
    label: { column: 'Armor', phrase: 'armor {}' },
  },
  {
    name: 'perHit',
    type: { kind: 'int', min: 1, max: 10000 },
    unit: 'points',
    doc:
      'The most one hit loses to the projection, its armor included: after the armor, the capacity takes at most `perHit - armor` points of a hit and the rest goes on to the ship ' +
      "(FieryVoid's projection rating; ST-SH-13). Without it the capacity takes all it can hold (ST-SH-2).",
    rules: ['ST-SH-13'],
    label: { column: 'Per hit', phrase: 'at most {} a hit' },
  },
] as const satisfies readonly (ParamSpec & { label?: FieldLabel })[];

/** How sheets, hover and `drydock summary` show an optional figure: a column header and a phrase (`{}` is the value). */
export interface FieldLabel {
  column: string;
  phrase: string;
}

export const projectionPart = {
  name: 'projection',
  fields: [
    { name: 'name', shape: { kind: 'name' }, doc: `A direction (${projectionNames.join(', ')}) or a name with a stated arc.`, compiled: 'always', input: 'required' },
    paramField(projectionSpecs[1], 'always'),
    paramField(projectionSpecs[0], 'always'),
    paramField(projectionSpecs[2]),
    paramField(projectionSpecs[3]),
  ],
  closed: { input: true },
} as const satisfies Part;

/**
 * The projection figures a compiled projection carries only when written (armor, the per-hit
 * cap): the reader, emitter, sheet, hover and summary walk these, so a new one needs no code there.
 */
export const statedProjectionSpecs = projectionSpecs.filter((s) => s.name !== 'rating' && s.name !== 'arc') as readonly Extract<
  (typeof projectionSpecs)[number],
  { label: FieldLabel }
>[];

// ---- sections and their hit charts (b5wars) -------------------------------------------------------

/** A section's figures (structure, armor, arc): the catalog's `section` group. */
export const sectionSpecs = sectionParams;

export const hitAlternativePart = {
  name: 'hit alternative',
  fields: [
    { name: 'target', shape: { kind: 'text', nonEmpty: true }, compiled: 'always', input: 'required' },
    { name: 'section', shape: { kind: 'text', nullable: true }, doc: 'Information; the target decides (with `ofKind`, the section of the kind).' },
    { name: 'ofKind', shape: { kind: 'const', value: true }, doc: 'As on an entry: `target` is a kind of `section`.' },
  ],
  closed: { compiled: true, input: true },
} as const satisfies Part;

export const hitEntryPart = {
  name: 'hit entry',
  fields: [
    { name: 'from', shape: { kind: 'value', type: { kind: 'int' } }, compiled: 'always', input: 'required' },
    { name: 'to', shape: { kind: 'value', type: { kind: 'int' } }, compiled: 'always', input: 'required' },
    {
      name: 'target',
      shape: { kind: 'text', nonEmpty: true },
      doc: 'A system id, a kind, `structure` or `primary` (SSD-2); with `alternatives`, the first of them.',
      compiled: 'always',
      input: 'required',
    },
    {
      name: 'section',
      shape: { kind: 'text', nullable: true },
      doc: 'Where a hit on a system of another section goes (information on input: the target decides); with `ofKind`, the section whose systems of kind `target` take the hit.',
    },
    {
      name: 'ofKind',
      shape: { kind: 'const', value: true },
      doc: '`aft.nacelle` in a .ship file: `target` is a kind, and any standing system of it in `section` takes the hit (a die picks among several).',
    },
    {
      name: 'alternatives',
      shape: { kind: 'list', of: { kind: 'object', part: hitAlternativePart }, minItems: 2 },
      doc: 'An entry with alternatives (`7: [D1, D2]` in a .ship file): the hit goes to one of those still standing, picked by a die; to the structure when none stands.',
    },
  ],
  closed: { input: true },
} as const satisfies Part;

export const sectionPart = {
  name: 'section',
  fields: [
    { name: 'name', shape: { kind: 'name' }, compiled: 'always', input: 'required' },
    paramField(sectionSpecs[0]),
    paramField(sectionSpecs[1]),
    paramField(sectionSpecs[2]),
    { name: 'hits', shape: { kind: 'list', of: { kind: 'object', part: hitEntryPart } }, doc: 'The d20 hit chart (SSD-2).', rules: ['SSD-2'] },
  ],
  closed: { input: true },
} as const satisfies Part;

// ---- allows and where a ship came from ------------------------------------------------------------

export const allowPart = {
  name: 'allow',
  fields: [
    { name: 'rule', shape: { kind: 'text', nonEmpty: true }, compiled: 'always', input: 'required' },
    // An `allow` written without a reason compiles with an empty one.
    { name: 'reason', shape: { kind: 'text', nonEmpty: true }, compiled: 'always', input: 'required' },
  ],
  closed: { input: true },
} as const satisfies Part;

const positionPart = {
  name: 'position',
  fields: [
    { name: 'line', shape: { kind: 'value', type: { kind: 'int' } }, compiled: 'always' },
    { name: 'character', shape: { kind: 'value', type: { kind: 'int' } }, compiled: 'always' },
  ],
} as const satisfies Part;

export const sourcePart = {
  name: 'source',
  fields: [
    { name: 'file', shape: { kind: 'text' }, compiled: 'always' },
    {
      name: 'range',
      shape: {
        kind: 'object',
        part: {
          name: 'range',
          fields: [
            { name: 'start', shape: { kind: 'object', part: positionPart }, compiled: 'always' },
            { name: 'end', shape: { kind: 'object', part: positionPart }, compiled: 'always' },
          ],
        },
      },
      compiled: 'always',
    },
  ],
} as const satisfies Part;

// ---- derived values ---------------------------------------------------------------------------------

/** A derived object: every figure present when compiled, each one optional as a claim in JSON (SSD-4). */
function derivedObject<const F extends readonly Field[]>(name: string, fields: F) {
  return { name, fields, closed: { input: true } } as const;
}
const num = { kind: 'value', type: { kind: 'number' } } as const;
const int = { kind: 'value', type: { kind: 'int' } } as const;
const bool = { kind: 'value', type: { kind: 'bool' } } as const;
const figure = <const N extends string, const S>(name: N, shape: S) => ({ name, shape, compiled: 'always' }) as const;

export const derivedPart = {
  name: 'derived',
  fields: [
    { name: 'gravitic', shape: bool, rules: ['ST-IMP-2'], doc: 'A ship with impulse drives is a gravitic ship.' },
    { name: 'impulseThrust', shape: num, rules: ['ST-IMP-1'], doc: 'Total thrust of the impulse thrusters.' },
    { name: 'powerBudget', shape: { kind: 'object', part: derivedObject('power budget', [figure('required', num), figure('available', num)]) }, rules: ['B5-POWER'] },
    { name: 'warp', shape: { kind: 'object', part: derivedObject('warp', [figure('capable', bool), figure('delay', num), figure('nacelles', int)]) }, rules: ['ST-WARP-3'] },
    { name: 'ionicCapacitor', shape: { kind: 'object', part: derivedObject('ionic capacitor', [figure('capacity', num)]) }, rules: ['H93.12'] },
    { name: 'centralCapacitor', shape: { kind: 'object', part: derivedObject('central capacitor', [figure('max', num)]) }, rules: ['Z-CC-1'] },
    {
      name: 'power',
      shape: { kind: 'object', part: derivedObject('power', [figure('warp', num), figure('impulse', num), figure('other', num), figure('total', num)]) },
      rules: ['Z-PWR-1'],
    },
    { name: 'batteries', shape: { kind: 'object', part: derivedObject('batteries', [figure('count', int), figure('capacity', num)]) }, rules: ['Z-BTY-1'] },
    { name: 'ew', shape: { kind: 'object', part: derivedObject('ew', [figure('limit', num), figure('passiveEccm', num)]) }, rules: ['Z-EW-1'] },
    {
      name: 'shieldCost',
      shape: { kind: 'object', part: derivedObject('shield cost', [figure('shields', num), figure('seventhShield', num), figure('total', num)]) },
      rules: ['Z-S7-2'],
      doc: "Power the shields need each turn, the seventh shield's activation included.",
    },
    { name: 'zship', shape: { kind: 'open' }, rules: ['Z-MISC'], doc: 'The Z-ship modifiers in force.' },
  ],
  closed: { compiled: true, input: true },
} as const satisfies Part;

// ---- systems, ships and flights -------------------------------------------------------------------

/** A system entry; its kind's parameters (the catalog's) are flattened in beside these fields. */
export const systemPart = {
  name: 'system',
  fields: [
    { name: 'id', shape: { kind: 'name' }, doc: 'The system id (unique in the ship, SSD-1).', compiled: 'always', input: 'required' },
    { name: 'type', shape: { kind: 'name' }, doc: 'The kind as declared: a built-in kind or a user system type.', compiled: 'always', input: 'required' },
    {
      name: 'base',
      shape: { kind: 'kind' },
      doc: 'The built-in kind the type works like (optional in JSON input: taken from `type` when it is a built-in kind or a type of the document).',
      compiled: 'always',
    },
    { name: 'section', shape: { kind: 'text', nullable: true }, ruleset: 'b5wars', doc: 'b5wars: the section holding the system; null when declared at ship level.' },
    // Parameters most kinds have, typed for the code that reads them; the kind's entry describes them.
    { name: 'arc', shape: { kind: 'value', type: { kind: 'arc' } }, input: 'none' },
    { name: 'boxes', shape: { kind: 'value', type: { kind: 'int', min: 0 } }, input: 'none' },
    { name: 'ionBased', shape: { kind: 'value', type: { kind: 'bool' } }, doc: 'H93: draws on the ionic capacitor (built-in ion weapons, or a type declared ion-based).' },
    { name: 'doc', shape: { kind: 'text' }, doc: 'Documentation shown on hover (a `///` comment in .ship).', compiled: 'never' },
    { name: 'parameters', shape: { kind: 'catalog' } },
  ],
} as const satisfies Part;

/** A compiled ship, fields in the order the compiled document writes them. */
export const shipPart = {
  name: 'ship',
  fields: [
    { name: 'name', shape: { kind: 'name' }, doc: "The ship's identifier in the source (as after `ship` in a .ship file).", compiled: 'always', input: 'required' },
    { name: 'ruleset', shape: { kind: 'value', type: { kind: 'enum', values: rulesetNames } }, compiled: 'always', input: 'required' },
    { name: 'systems', shape: { kind: 'list', of: { kind: 'ref', def: 'system' } }, compiled: 'always', input: 'required' },
    { name: 'rules', shape: { kind: 'constants' }, doc: "Ruleset constants in force for this ship (defaults, then the file's `rules`, then ship overrides).", compiled: 'always' },
    { name: 'derived', shape: { kind: 'ref', def: 'derived' }, compiled: 'always' },
    { name: 'displayName', shape: { kind: 'text' }, doc: 'The class name printed on the SSD (`name:` in a .ship file).' },
    { name: 'extends', shape: { kind: 'name' }, doc: 'The ship this one is a variant of; the entry itself is fully resolved.' },
    { name: 'size', shape: { kind: 'value', type: sizeSpec.type }, ruleset: 'b5wars', doc: sizeSpec.doc, input: 'none' },
    {
      name: 'projections',
      shape: { kind: 'list', of: { kind: 'object', part: projectionPart } },
      ruleset: 'b5wars',
      doc: 'Shield projections with arcs derived from the size (ST-SH-1).',
    },
    { name: 'shields', shape: { kind: 'value', type: sfbShieldsSpec.type }, ruleset: 'sfb', doc: sfbShieldsSpec.doc, input: 'none' },
    { name: 'sections', shape: { kind: 'list', of: { kind: 'object', part: sectionPart } }, ruleset: 'b5wars' },
    { name: 'properties', shape: { kind: 'catalog' } },
    { name: 'allows', shape: { kind: 'list', of: { kind: 'object', part: allowPart } }, doc: 'Canon exceptions (SSD-5).' },
    { name: 'source', shape: { kind: 'object', part: sourcePart }, doc: 'Where a compiled ship came from', input: 'ignored' },
    { name: 'doc', shape: { kind: 'text' }, compiled: 'never' },
  ],
} as const satisfies Part;

/** A fighter or shuttle flight (`flight NAME { ... }`): its figures are the catalog's flight properties. */
export const flightPart = {
  name: 'flight',
  fields: [
    {
      name: 'name',
      shape: { kind: 'name' },
      doc: "The flight's identifier in the source (as after `flight` in a .ship file); a hangar's `flight` names it.",
      compiled: 'always',
      input: 'required',
    },
    { name: 'ruleset', shape: { kind: 'const', value: 'b5wars' }, compiled: 'always' },
    { name: 'unit', shape: { kind: 'const', value: 'flight' }, compiled: 'always' },
    { name: 'displayName', shape: { kind: 'text' }, doc: 'The name printed on the control sheet (`name:` in a .ship file).' },
    { name: 'extends', shape: { kind: 'name' }, doc: 'The flight this one is a variant of; the entry itself is fully resolved.' },
    { name: 'properties', shape: { kind: 'catalog' } },
    { name: 'weapons', shape: { kind: 'list', of: { kind: 'ref', def: 'system' } }, doc: 'The weapons each craft carries.', compiled: 'always', input: 'required' },
    { name: 'allows', shape: { kind: 'list', of: { kind: 'object', part: allowPart } }, doc: 'Canon exceptions (SSD-5).' },
    { name: 'source', shape: { kind: 'object', part: sourcePart }, doc: 'Where a compiled flight came from', input: 'ignored' },
    { name: 'doc', shape: { kind: 'text' }, compiled: 'never' },
  ],
  closed: { input: true },
} as const satisfies Part;

/** A ship a fleet fields, with its count and the figures the fleet checks read (FLEET-1, FLEET-2, FLEET-4). */
export const fleetShipPart = {
  name: 'fleet ship',
  fields: [
    { name: 'ship', shape: { kind: 'name' }, doc: 'The ship, by its identifier (a ship of the document).', compiled: 'always', input: 'required' },
    { name: 'count', shape: { kind: 'value', type: { kind: 'int', min: 1, max: MAX_FLEET_COUNT } }, doc: 'How many of the ship the fleet fields.', compiled: 'always', input: 'required' },
    { name: 'points', shape: { kind: 'value', type: { kind: 'int', min: 0, max: 100000 } }, doc: "The ship's `points`, as compiled (each).", rules: ['FLEET-1'], input: 'ignored' },
    { name: 'limited', shape: { kind: 'value', type: { kind: 'int', min: 1, max: 100 } }, doc: "The ship's limited deployment, a percentage of the fleet.", rules: ['FLEET-2'], input: 'ignored' },
    { name: 'rarity', shape: { kind: 'value', type: { kind: 'enum', values: RARITIES } }, doc: "The variant's rarity (information).", rules: ['FLEET-4'], input: 'ignored' },
  ],
  closed: { input: true },
} as const satisfies Part;

/** A flight a fleet brings: its craft need hangar room (FLEET-3). */
export const fleetFlightPart = {
  name: 'fleet flight',
  fields: [
    { name: 'flight', shape: { kind: 'name' }, doc: 'The flight, by its identifier (a flight of the document).', compiled: 'always', input: 'required' },
    { name: 'craft', shape: { kind: 'value', type: { kind: 'int', min: 1, max: MAX_FLEET_COUNT } }, doc: 'How many craft of the flight the fleet brings.', rules: ['FLEET-3'], compiled: 'always', input: 'required' },
    { name: 'points', shape: { kind: 'value', type: { kind: 'number', min: 0, max: 100000 } }, doc: "The flight's `points` per craft, as compiled.", rules: ['FLEET-1'], input: 'ignored' },
  ],
  closed: { input: true },
} as const satisfies Part;

/** A fleet (`fleet NAME { ... }`): ships and flights with counts under a point budget. */
export const fleetPart = {
  name: 'fleet',
  fields: [
    { name: 'name', shape: { kind: 'name' }, doc: "The fleet's identifier (as after `fleet` in a .ship file); a scenario's `fleet` names it.", compiled: 'always', input: 'required' },
    { name: 'displayName', shape: { kind: 'text' }, doc: 'The name printed on the roster (`name:` in a .ship file).' },
    { name: 'notes', shape: { kind: 'text' }, doc: 'Free text kept with the fleet.' },
    { name: 'budget', shape: { kind: 'value', type: { kind: 'int', min: 0, max: MAX_FLEET_BUDGET } }, doc: 'The point budget the fleet is built to (FLEET-1).', rules: ['FLEET-1'] },
    { name: 'ships', shape: { kind: 'list', of: { kind: 'object', part: fleetShipPart } }, doc: 'The ships, each with its count.', compiled: 'always', input: 'required' },
    { name: 'flights', shape: { kind: 'list', of: { kind: 'object', part: fleetFlightPart } }, doc: 'The flights, each with its craft; absent when there are none.', rules: ['FLEET-3'] },
    { name: 'total', shape: { kind: 'value', type: { kind: 'number' } }, doc: 'Points of every ship and craft; absent when an entry states no points.', rules: ['FLEET-1'], input: 'ignored' },
    { name: 'left', shape: { kind: 'value', type: { kind: 'number' } }, doc: 'What is left of the budget (negative: over it); with `budget` and `total`.', rules: ['FLEET-1'], input: 'ignored' },
    { name: 'allows', shape: { kind: 'list', of: { kind: 'object', part: allowPart } }, doc: 'Fleet checks allowed as written (SSD-5).' },
    { name: 'source', shape: { kind: 'object', part: sourcePart }, doc: 'Where a compiled fleet came from', input: 'ignored' },
    { name: 'doc', shape: { kind: 'text' }, compiled: 'never' },
  ],
  closed: { input: true },
} as const satisfies Part;

/** The keys of a part that are its own, not the catalog's (what the JSON reader takes apart itself). */
export function ownKeys(part: Part): string[] {
  return part.fields.filter((f) => f.shape.kind !== 'catalog').map((f) => f.name);
}

/** The compiled document: what `drydock build` writes. */
export const documentPart = {
  name: 'document',
  fields: [
    { name: 'format', shape: { kind: 'const', value: 'drydock/1' }, compiled: 'always' },
    { name: 'ships', shape: { kind: 'list', of: { kind: 'ref', def: 'ship' } }, compiled: 'always', input: 'required' },
    { name: 'flights', shape: { kind: 'list', of: { kind: 'ref', def: 'flight' } }, doc: 'Fighter and shuttle flights (`flight NAME { ... }`), carried by hangars that name them; absent when there are none.' },
    {
      name: 'fleets',
      shape: { kind: 'list', of: { kind: 'object', part: fleetPart } },
      doc: 'Fleets (`fleet NAME { ... }`): ships and flights of the document with counts and a point budget; absent when there are none.',
      rules: ['FLEET-1', 'FLEET-2', 'FLEET-3', 'FLEET-4'],
    },
    { name: '$schema', shape: { kind: 'text' }, compiled: 'never' },
    { name: 'types', shape: { kind: 'list', of: { kind: 'ref', def: 'type' } }, doc: 'User system types (`system NAME extends BASE { ... }`), so that conversion to `.ship` and back loses nothing.', compiled: 'never' },
  ],
  closed: { input: true },
} as const satisfies Part;

/** A user system type in a JSON document: a built-in kind, or another type, with some parameters changed (checked against the kind when read). */
export const systemTypePart = {
  name: 'system type',
  fields: [
    { name: 'name', shape: { kind: 'name' }, compiled: 'never', input: 'required' },
    { name: 'ruleset', shape: { kind: 'value', type: { kind: 'enum', values: rulesetNames } }, compiled: 'never', input: 'required' },
    { name: 'extends', shape: { kind: 'name' }, doc: 'A built-in kind or another type of the document.', compiled: 'never', input: 'required' },
    { name: 'ionBased', shape: { kind: 'value', type: { kind: 'bool' } }, compiled: 'never' },
    { name: 'doc', shape: { kind: 'text' }, compiled: 'never' },
    { name: 'parameters', shape: { kind: 'catalog' } },
  ],
} as const satisfies Part;
