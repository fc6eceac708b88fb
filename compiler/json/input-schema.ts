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
import { IDENTIFIER_PATTERN } from '../../grammar/lexical';
import { paramTypeSchema } from '../schema';
import { readingType } from '../values';
import { groupKinds, ruleConstants, rulesets, shipProperties, systemKinds } from '../catalog/index';
import { flightProperties } from '../catalog/flights';
import type { ParamSpec, ParamType, Ruleset, SystemKind } from '../catalog/types';

type Schema = Record<string, unknown>;

export const IDENTIFIER = IDENTIFIER_PATTERN;

/** Properties of a JSON ship that are not catalog ship properties. */
export const SHIP_FIELDS = ['name', 'ruleset', 'displayName', 'extends', 'doc', 'projections', 'sections', 'systems', 'rules', 'allows', 'derived', 'source'] as const;
/** Properties of a JSON flight that are not catalog flight figures. */
export const FLIGHT_FIELDS = ['name', 'ruleset', 'unit', 'displayName', 'extends', 'doc', 'weapons', 'allows', 'source'] as const;
/** Properties of a JSON system that are not catalog parameters. */
export const SYSTEM_FIELDS = ['id', 'type', 'base', 'section', 'ionBased', 'doc'] as const;

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
    required: ['id', 'type'],
    properties: {
      id: { type: 'string', pattern: IDENTIFIER, description: 'The system id (unique in the ship, SSD-1).' },
      type: { type: 'string', pattern: IDENTIFIER, description: 'The kind as declared: a built-in kind or a user system type.' },
      base: { enum: kinds.map((k) => k.name), description: 'The built-in kind the type works like (optional: taken from `type` when it is a built-in kind or a type of the document).' },
      ...(r === 'b5wars' ? { section: { type: ['string', 'null'], description: 'The section holding the system; null at ship level.' } } : {}),
      ionBased: { type: 'boolean', description: 'H93: draws on the ionic capacitor.' },
      doc: { type: 'string', description: 'Documentation shown on hover (a `///` comment in .ship).' },
    },
    allOf: kinds.map((k) => kindCondition(k, 'base')),
    unevaluatedProperties: false,
  };
}

function typeSchema(): Schema {
  return {
    type: 'object',
    description: 'A user system type (`system NAME extends BASE { ... }`): a built-in kind, or another type, with some parameters changed.',
    required: ['name', 'ruleset', 'extends'],
    properties: {
      name: { type: 'string', pattern: IDENTIFIER },
      ruleset: { enum: [...rulesets] },
      extends: { type: 'string', pattern: IDENTIFIER, description: 'A built-in kind or another type of the document.' },
      ionBased: { type: 'boolean' },
      doc: { type: 'string' },
    },
    // Parameters are checked against the kind the type resolves to when the document is read.
    additionalProperties: { type: ['number', 'string', 'boolean', 'array'] },
  };
}

const num = { type: 'number' };

function claims(props: Record<string, Schema>, description?: string): Schema {
  return { type: 'object', additionalProperties: false, properties: props, ...(description ? { description } : {}) };
}

/** `derived` as claims: every field optional; a claimed value is checked (SSD-4). */
function derivedClaimsSchema(): Schema {
  return claims(
    {
      gravitic: { type: 'boolean', description: 'ST-IMP-2' },
      impulseThrust: { ...num, description: 'ST-IMP-2' },
      powerBudget: claims({ required: num, available: num }, 'B5-POWER'),
      warp: claims({ capable: { type: 'boolean' }, delay: num, nacelles: { type: 'integer' } }, 'ST-WARP-3'),
      ionicCapacitor: claims({ capacity: num }, 'H93.12'),
      centralCapacitor: claims({ max: num }, 'Z-CC-1'),
      power: claims({ warp: num, impulse: num, other: num, total: num }, 'Z-PWR-1'),
      batteries: claims({ count: { type: 'integer' }, capacity: num }, 'Z-BTY-1'),
      shieldCost: claims({ shields: num, seventhShield: num, total: num }, 'Z-S7-2'),
      ew: claims({ limit: num, passiveEccm: num }, 'Z-EW-1'),
      zship: { type: 'object', description: 'Z-MISC' },
    },
    'Derived values, as claims: each one given is checked against the rules (SSD-4).',
  );
}

function allowsSchema(): Schema {
  return {
    type: 'array',
    description: 'Canon exceptions (SSD-5).',
    items: {
      type: 'object',
      required: ['rule', 'reason'],
      properties: { rule: { type: 'string', minLength: 1 }, reason: { type: 'string', minLength: 1 } },
      additionalProperties: false,
    },
  };
}

function shipSchema(): Schema {
  const sectionParams = groupKinds.find((g) => g.name === 'section')!.params;
  const perRuleset = rulesets.map((r) => {
    const props = shipProperties[r].filter((p) => p.name !== 'name');
    return {
      if: { properties: { ruleset: { const: r } }, required: ['ruleset'] },
      then: {
        properties: {
          ...Object.fromEntries(props.map((p) => [p.name, paramSchema(p)])),
          systems: { type: 'array', items: { $ref: `#/$defs/system-${r}` } },
          ...(r === 'b5wars'
            ? {
                projections: {
                  type: 'array',
                  description: 'Shield projections: the layout is fixed by `size` (ST-SH-1); `arc` states the projection\'s arc (required for a name that is no direction), and an off-layout set or arc needs `allow ST-SH-1`.',
                  items: {
                    type: 'object',
                    required: ['name', 'rating'],
                    properties: {
                      name: { type: 'string', pattern: IDENTIFIER },
                      arc: { $ref: '#/$defs/arc' },
                      rating: { type: 'integer', minimum: 0, maximum: 10000, description: 'The damage the projection can hold (ST-SH-2).' },
                      armor: { type: 'integer', minimum: 0, maximum: 10000, description: 'Projection armor: of each hit it stops up to this much, at most half the hit, without using capacity (ST-SH-13).' },
                      perHit: { type: 'integer', minimum: 1, maximum: 10000, description: 'The most one hit loses to the projection, armor included (ST-SH-13).' },
                    },
                    additionalProperties: false,
                  },
                },
                sections: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['name'],
                    properties: {
                      name: { type: 'string', pattern: IDENTIFIER },
                      ...Object.fromEntries(sectionParams.map((p) => [p.name, paramSchema(p)])),
                      hits: {
                        type: 'array',
                        description: 'The d20 hit chart (SSD-2).',
                        items: {
                          type: 'object',
                          required: ['from', 'to', 'target'],
                          properties: {
                            from: { type: 'integer' },
                            to: { type: 'integer' },
                            target: { type: 'string', minLength: 1 },
                            // Written by the compiler for a system of another section; derived from the target when read.
                            section: { type: ['string', 'null'], description: 'The section a cross-section target lies in (information; the target decides), or with `ofKind` the section whose kind `target` names.' },
                            ofKind: { const: true, description: '`target` is a kind of `section` (`aft.nacelle` in a .ship file): any standing system of it there takes the hit (SSD-2).' },
                            alternatives: {
                              type: 'array',
                              minItems: 2,
                              description: 'Alternatives (`7: [D1, D2]` in a .ship file): system ids or kinds, each once; `target` repeats the first.',
                              items: {
                                type: 'object',
                                required: ['target'],
                                properties: {
                                  target: { type: 'string', minLength: 1 },
                                  section: { type: ['string', 'null'], description: 'Information; the target decides (with `ofKind`, the section of the kind).' },
                                  ofKind: { const: true },
                                },
                                additionalProperties: false,
                              },
                            },
                          },
                          additionalProperties: false,
                        },
                      },
                    },
                    additionalProperties: false,
                  },
                },
              }
            : {}),
        },
        required: shipProperties[r].filter((p) => p.required).map((p) => p.name),
      },
    };
  });
  return {
    type: 'object',
    required: ['name', 'ruleset', 'systems'],
    properties: {
      name: { type: 'string', pattern: IDENTIFIER, description: "The ship's identifier (as after `ship` in a .ship file)." },
      ruleset: { enum: [...rulesets] },
      displayName: { type: 'string', description: 'The class name printed on the SSD (`name:` in a .ship file).' },
      extends: { type: 'string', pattern: IDENTIFIER, description: 'The ship this one is a variant of; the entry itself is fully resolved.' },
      doc: { type: 'string' },
      systems: { type: 'array' },
      rules: {
        type: 'object',
        properties: Object.fromEntries(ruleConstants.map((c) => [c.name, { type: c.type === 'bool' ? 'boolean' : 'number', ...(c.type === 'number' ? { minimum: c.min ?? 0, ...(c.max !== undefined ? { maximum: c.max } : {}) } : {}), description: c.doc }])),
        additionalProperties: false,
      },
      allows: allowsSchema(),
      derived: { $ref: '#/$defs/derived' },
      source: { type: 'object', description: 'Where a compiled ship came from (ignored on input).' },
    },
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
  return {
    type: 'object',
    description: 'A fighter or shuttle flight (`flight NAME { ... }` in a .ship file): the figures of each craft and the weapons each carries.',
    required: ['name', 'weapons', ...flightProperties.filter((p) => p.required).map((p) => p.name)],
    properties: {
      name: { type: 'string', pattern: IDENTIFIER, description: "The flight's identifier (as after `flight` in a .ship file); a hangar's `flight` names it." },
      ruleset: { const: 'b5wars' },
      unit: { const: 'flight' },
      displayName: { type: 'string', description: 'The name printed on the control sheet (`name:` in a .ship file).' },
      extends: { type: 'string', pattern: IDENTIFIER, description: 'The flight this one is a variant of; the entry itself is fully resolved.' },
      doc: { type: 'string' },
      ...Object.fromEntries(flightProperties.filter((p) => p.name !== 'name').map((p) => [p.name, paramSchema(p)])),
      weapons: { type: 'array', description: 'The weapons each craft carries.', items: { $ref: '#/$defs/system-b5wars' } },
      allows: allowsSchema(),
      source: { type: 'object', description: 'Where a compiled flight came from (ignored on input).' },
    },
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
      document: {
        type: 'object',
        required: ['ships'],
        properties: {
          $schema: { type: 'string' },
          format: { const: 'drydock/1' },
          types: { type: 'array', items: { $ref: '#/$defs/type' } },
          ships: { type: 'array', items: { $ref: '#/$defs/ship' } },
          flights: { type: 'array', description: 'Fighter and shuttle flights, carried by hangars that name them.', items: { $ref: '#/$defs/flight' } },
        },
        additionalProperties: false,
      },
      ship: shipSchema(),
      'system-b5wars': systemSchema('b5wars'),
      'system-sfb': systemSchema('sfb'),
      type: typeSchema(),
      flight: flightSchema(),
      derived: derivedClaimsSchema(),
    },
  };
}
