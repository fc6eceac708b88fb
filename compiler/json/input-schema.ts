// The JSON Schema of a JSON ship document (docs/compiled-document.md), generated from the catalog: what
// `drydock check ship.json` validates with ajv before it runs the construction rules, and what
// `drydock schema --input` prints. Draft 2020-12.
//
// A JSON ship document is either one ship (the shape of one entry of the compiled document's
// `ships`, docs/compiled-document.md) or a document `{ "format": "drydock/1", "types": [...], "ships": [...] }`
// (a compiled document is accepted as it is). Systems are flattened (one entry per id, parameters
// next to `id`, `type` and `base`), arcs are `[from, to]`, `derived` is optional and holds claims
// that the rules check (SSD-4). `types` describes user system types (`system X extends Y`) so that
// conversion to `.ship` and back loses nothing.
import { paramTypeSchema } from '../document/value-schema';
import { allowPart, derivedPart, documentPart, flightPart, shipPart, systemPart, systemTypePart } from '../document/parts';
import { inputKeys, partProperties, partSchema, requiredFields } from '../document/schema';
import { constantsSchema } from '../schema';
import { readingType } from '../values';
import { ruleConstants, rulesets, shipProperties, systemKinds } from '../catalog/index';
import { flightProperties } from '../catalog/flights';
import type { ParamSpec, ParamType, Ruleset, SystemKind } from '../catalog/types';

type Schema = Record<string, unknown>;

export { IDENTIFIER } from '../document/value-schema';
import { IDENTIFIER } from '../document/value-schema';

/** Properties of a JSON ship that are not catalog ship properties. */
export const SHIP_FIELDS: readonly string[] = inputKeys(shipPart);
/** Properties of a JSON flight that are not catalog flight figures. */
export const FLIGHT_FIELDS: readonly string[] = inputKeys(flightPart);
/** Properties of a JSON system that are not catalog parameters. */
export const SYSTEM_FIELDS: readonly string[] = inputKeys(systemPart);

/** Schema of a parameter type as written in JSON: the same as in the compiled document. */
export const inputTypeSchema: (t: ParamType) => Schema = paramTypeSchema;

function paramSchema(p: ParamSpec): Schema {
  return { ...inputTypeSchema(readingType(p)), description: p.doc };
}

function kindCondition(kind: SystemKind, field: 'base' | 'extends'): Schema {
  const required = field === 'base' ? kind.params.filter((p) => p.required).map((p) => p.name) : [];
  const properties = Object.fromEntries(kind.params.map((p) => [p.name, paramSchema(p)]));
  // A parameter that may name a flight (a hangar's `craft`) comes with the flight it names, as compiled.
  if (field === 'base' && kind.params.some((p) => p.type.kind === 'string' && p.type.orName === 'flight'))
    properties.flight = { type: 'string', pattern: IDENTIFIER, description: 'The flight of the document (`flights[].name`) that `craft` names (B5-HANGAR); absent when `craft` is text.' };
  return {
    if: { properties: { [field]: { const: kind.name } }, required: [field] },
    then: {
      properties,
      ...(required.length ? { required } : {}),
    },
  };
}

function systemSchema(r: Ruleset): Schema {
  const kinds = systemKinds(r);
  return {
    type: 'object',
    description: `A ${r} system: one entry per id, with the parameters of its kind next to \`id\`, \`type\` and \`base\`.`,
    required: requiredFields(systemPart, 'input'),
    properties: partProperties(systemPart, 'input', { only: (f) => !f.ruleset || f.ruleset === r, catalog: { base: { enum: kinds.map((k) => k.name) } } }),
    allOf: kinds.map((k) => kindCondition(k, 'base')),
    unevaluatedProperties: false,
  };
}

function typeSchema(): Schema {
  return {
    type: 'object',
    description: 'A user system type (`system NAME extends BASE { ... }`): a built-in kind, or another type, with some parameters changed.',
    required: requiredFields(systemTypePart, 'input'),
    properties: partProperties(systemTypePart, 'input'),
    // Parameters are checked against the kind the type resolves to when the document is read.
    additionalProperties: { type: ['number', 'string', 'boolean', 'array'] },
  };
}

/** `derived` as claims: every field optional; a claimed value is checked (SSD-4). */
function derivedClaimsSchema(): Schema {
  return { ...partSchema(derivedPart, 'input'), description: 'Derived values, as claims: each one given is checked against the rules (SSD-4).' };
}

function allowsSchema(): Schema {
  return { type: 'array', description: 'Canon exceptions (SSD-5).', items: partSchema(allowPart, 'input') };
}

function shipSchema(): Schema {
  const perRuleset = rulesets.map((r) => {
    const props = shipProperties[r].filter((p) => p.name !== 'name');
    return {
      if: { properties: { ruleset: { const: r } }, required: ['ruleset'] },
      then: {
        properties: {
          ...Object.fromEntries(props.map((p) => [p.name, paramSchema(p)])),
          systems: { type: 'array', items: { $ref: `#/$defs/system-${r}` } },
          ...partProperties(shipPart, 'input', { only: (f) => f.ruleset === r }),
        },
        required: shipProperties[r].filter((p) => p.required).map((p) => p.name),
      },
    };
  });
  return {
    type: 'object',
    required: requiredFields(shipPart, 'input'),
    properties: partProperties(shipPart, 'input', { only: (f) => !f.ruleset, catalog: { systems: { type: 'array' }, rules: constantsSchema(true) } }),
    allOf: perRuleset,
    unevaluatedProperties: false,
  };
}

/**
 * A fighter or shuttle flight: the compiled document's `flights` entry (docs/compiled-document.md),
 * read back as a `flight NAME { ... }` declaration is (its figures from the catalog; `ruleset` and
 * `unit` may be left out). The weapons are b5wars systems without a section.
 */
function flightSchema(): Schema {
  const figures = flightProperties.filter((p) => p.name !== 'name');
  return {
    type: 'object',
    description: 'A fighter or shuttle flight (`flight NAME { ... }` in a .ship file): the figures of each craft and the weapons each carries.',
    required: [...requiredFields(flightPart, 'input'), ...figures.filter((p) => p.required).map((p) => p.name)],
    properties: partProperties(flightPart, 'input', {
      catalog: { properties: Object.fromEntries(figures.map((p) => [p.name, paramSchema(p)])), weapons: { type: 'array', items: { $ref: '#/$defs/system-b5wars' } } },
    }),
    additionalProperties: false,
  };
}

/** The input schema: a single ship, or a document with `ships` (and `types`, `flights`). */
export function inputShipSchema(): Schema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://drydock.dev/schema/ship-input.json',
    title: 'drydock JSON ship document',
    description: 'One ship, or { "format": "drydock/1", "types": [...], "ships": [...], "flights": [...] }. Checked with the same construction rules as .ship files.',
    if: { type: 'object', required: ['ships'] },
    then: { $ref: '#/$defs/document' },
    else: { $ref: '#/$defs/ship' },
    $defs: {
      arc: {
        type: 'array',
        description: '[from, to] in degrees clockwise from the bow; the full circle is [0, 360].',
        prefixItems: [{ type: 'number' }, { type: 'number' }],
        minItems: 2,
        maxItems: 2,
      },
      document: partSchema(documentPart, 'input'),
      ship: shipSchema(),
      'system-b5wars': systemSchema('b5wars'),
      'system-sfb': systemSchema('sfb'),
      type: typeSchema(),
      flight: flightSchema(),
      derived: derivedClaimsSchema(),
    },
  };
}
