// The JSON Schema of the compiled document (`drydock schema`), generated from the catalog so that
// a system's parameters are described once. Draft 2020-12.
import { groupKinds, ruleConstants, rulesets, shipProperties, systemKinds } from './catalog/index';
import type { ParamSpec, ParamType, SystemKind } from './catalog/types';
import { readingType } from './values';
import { flightProperties } from './catalog/flights';

type Schema = Record<string, unknown>;

/** A dice expression (compiler/dice.ts): `2d10+4`, `d6`, `d3-2`. */
const DICE_PATTERN = '^\\s*(?:[0-9]*[dD][0-9]+|[0-9]+)(?:\\s*(?:\\+\\s*(?:[0-9]*[dD][0-9]+|[0-9]+)|-\\s*[0-9]+))*\\s*$';

export function paramTypeSchema(t: ParamType): Schema {
  switch (t.kind) {
    case 'int':
      return { type: 'integer', ...(t.min !== undefined ? { minimum: t.min } : {}), ...(t.max !== undefined ? { maximum: t.max } : {}) };
    case 'number':
      return { type: 'number', ...(t.min !== undefined ? { minimum: t.min } : {}), ...(t.max !== undefined ? { maximum: t.max } : {}) };
    case 'arc':
      return { $ref: '#/$defs/arc' };
    case 'bool':
      return { type: 'boolean' };
    case 'string':
      return { type: 'string' };
    case 'enum':
      return { enum: [...t.values] };
    case 'sum':
      return { type: 'array', items: { type: 'number', ...(t.min !== undefined ? { minimum: t.min } : {}) }, minItems: 1 };
    case 'dice':
      return { type: 'string', pattern: DICE_PATTERN };
    case 'pulse':
      return {
        type: 'array',
        prefixItems: [{ anyOf: [{ type: 'integer', minimum: 0, maximum: 100 }, { type: 'string', pattern: DICE_PATTERN }] }, { type: 'integer', minimum: 1, maximum: 100 }, { type: 'integer', minimum: 1, maximum: 100 }],
        items: false,
        minItems: 3,
        maxItems: 3,
        description: 'Base hits (a whole number or a dice expression such as "d3"), grouping, maximum.',
      };
    case 'fireControl':
      return { type: 'array', items: { type: ['integer', 'null'] }, minItems: 3, maxItems: 3, description: 'Against ships, medium, fighters; null = cannot fire at.' };
    case 'blocks':
      // Written as blocks in .ship, so never empty: no blocks is no list.
      return {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: [t.nameKey],
          // The name is kept as written: an unknown one is B5-WEAPON's finding, which `allow` may accept.
          properties: {
            [t.nameKey]: { type: 'string', minLength: 1, description: `One of ${t.names.join(', ')}.` },
            ...(t.nameField ? { [t.nameField]: { type: 'string', minLength: 1, description: `The block's own name, when it is not its kind (\`${t.block} quick { ${t.kindKey}: ${t.names[1] ?? t.names[0]} }\`).` } } : {}),
            ...Object.fromEntries(t.params.filter((p) => p.name !== t.kindKey).map((p) => [p.name, paramSchema(p)])),
          },
          additionalProperties: false,
        },
      };
    case 'list':
      return {
        type: 'array',
        items: paramTypeSchema(t.of),
        ...(t.minItems !== undefined ? { minItems: t.minItems } : {}),
        ...(t.maxItems !== undefined ? { maxItems: t.maxItems } : {}),
      };
  }
}

export function paramSchema(p: ParamSpec): Schema {
  // A range set by a rule is checked by that rule (and may be allowed): the schema leaves it out.
  return { ...paramTypeSchema(readingType(p)), description: p.doc };
}

const num = { type: 'number' };
const int = { type: 'integer' };

function kindCondition(kind: SystemKind): Schema {
  const props = Object.fromEntries(kind.params.map((p) => [p.name, paramSchema(p)]));
  // A parameter that may name a flight (`craft: NXShuttlepod`) adds the flight it names.
  if (kind.params.some((p) => p.type.kind === 'string' && p.type.orName === 'flight'))
    props.flight = { type: 'string', minLength: 1, description: 'The flight (`flights[].name`) that `craft` names; absent when `craft` is text.' };
  return {
    if: { properties: { base: { const: kind.name } }, required: ['base'] },
    then: { properties: props },
  };
}

/** A fighter or shuttle flight (compiler/flights.ts emitFlight), its figures from the catalog. */
export function flightSchema(): Schema {
  return {
    type: 'object',
    required: ['name', 'ruleset', 'unit', 'weapons', ...flightProperties.filter((p) => p.required).map((p) => p.name)],
    properties: {
      name: { type: 'string', minLength: 1, description: "The flight's identifier in the source." },
      ruleset: { const: 'b5wars' },
      unit: { const: 'flight' },
      displayName: { type: 'string' },
      extends: { type: 'string' },
      ...Object.fromEntries(flightProperties.filter((p) => p.name !== 'name').map((p) => [p.name, paramSchema(p)])),
      weapons: { type: 'array', description: 'The weapons each craft carries.', items: { $ref: '#/$defs/system' } },
      allows: { type: 'array', items: obj({ rule: { type: 'string' }, reason: { type: 'string' } }) },
      source: obj({ file: { type: 'string' }, range: obj({ start: position, end: position }) }),
    },
  };
}

/** The schema of one system entry: common fields, then each kind's parameters by `base`. */
export function systemSchema(): Schema {
  const kinds = rulesets.flatMap((r) => systemKinds(r));
  const byName = new Map<string, SystemKind[]>();
  for (const k of kinds) byName.set(k.name, [...(byName.get(k.name) ?? []), k]);
  return {
    type: 'object',
    required: ['id', 'type', 'base'],
    properties: {
      id: { type: 'string', minLength: 1 },
      type: { type: 'string', minLength: 1 },
      base: { enum: [...byName.keys()] },
      section: { type: ['string', 'null'] },
      arc: { $ref: '#/$defs/arc' },
      boxes: { type: 'integer', minimum: 0 },
      ionBased: { type: 'boolean' },
    },
    // Kinds that exist in both rulesets with the same name (`weapon`, `cargo`) are described by
    // ruleset in the ship schema (shipPropertySchemas).
    allOf: [...byName.values()].filter((ks) => ks.length === 1).map((ks) => kindCondition(ks[0])),
  };
}

export function derivedSchema(): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      gravitic: { type: 'boolean', description: 'ST-IMP-2' },
      impulseThrust: { ...num, description: 'ST-IMP-1' },
      powerBudget: obj({ required: num, available: num }),
      warp: obj({ capable: { type: 'boolean' }, delay: num, nacelles: int }),
      ionicCapacitor: obj({ capacity: num }, 'H93.12'),
      centralCapacitor: obj({ max: num }, 'Z-CC-1'),
      power: obj({ warp: num, impulse: num, other: num, total: num }, 'Z-PWR-1'),
      batteries: obj({ count: int, capacity: num }, 'Z-BTY-1'),
      ew: obj({ limit: num, passiveEccm: num }, 'Z-EW-1'),
      shieldCost: obj({ shields: num, seventhShield: num, total: num }, 'Z-S7-2'),
      zship: { type: 'object', description: 'Z-MISC' },
    },
  };
}

function obj(props: Record<string, Schema>, description?: string): Schema {
  return { type: 'object', required: Object.keys(props), properties: props, ...(description ? { description } : {}) };
}

const position = obj({ line: int, character: int });

/** Ship-level properties by ruleset, from the catalog. */
function shipPropertySchemas(): Schema[] {
  return rulesets.map((r) => ({
    if: { properties: { ruleset: { const: r } }, required: ['ruleset'] },
    then: {
      properties: {
        ...Object.fromEntries(shipProperties[r].filter((p) => p.name !== 'name' && p.name !== 'shields').map((p) => [p.name, paramSchema(p)])),
        // Kinds whose name both rulesets use (`weapon`, `cargo`) are described here, where the
        // ship's ruleset says which one a system is.
        systems: { type: 'array', items: { allOf: sharedKinds(r).map(kindCondition) } },
      },
    },
  }));
}

/** The kinds of `r` whose name the other ruleset uses too. */
export function sharedKinds(r: (typeof rulesets)[number]): SystemKind[] {
  const others = rulesets.filter((x) => x !== r).flatMap((x) => systemKinds(x).map((k) => k.name));
  return systemKinds(r).filter((k) => others.includes(k.name));
}

export function shipSchema(): Schema {
  const shields = shipProperties.sfb.find((p) => p.name === 'shields')!;
  const projectionNames = groupKinds.find((g) => g.name === 'shields')!.params.map((p) => p.name);
  return {
    type: 'object',
    required: ['name', 'ruleset', 'systems', 'derived'],
    properties: {
      name: { type: 'string', minLength: 1, description: "The ship's identifier in the source." },
      ruleset: { enum: [...rulesets] },
      displayName: { type: 'string' },
      extends: { type: 'string' },
      size: { enum: ['light', 'medium', 'large'] },
      projections: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'arc', 'rating'],
          properties: {
            name: { type: 'string', minLength: 1, description: `A direction (${projectionNames.join(', ')}) or a name with a stated arc.` },
            arc: { $ref: '#/$defs/arc' },
            rating: { type: 'integer', minimum: 0 },
            armor: { type: 'integer', minimum: 0, description: 'ST-SH-13: projection armor, stopping up to this much of each hit (at most half of it) without using capacity. Present only when stated.' },
            perHit: { type: 'integer', minimum: 1, description: 'ST-SH-13: the most one hit loses to the projection, armor included. Present only when stated.' },
          },
        },
      },
      shields: paramSchema(shields),
      sections: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string' },
            structure: { type: 'integer', minimum: 0 },
            armor: { type: 'integer', minimum: 0 },
            arc: { $ref: '#/$defs/arc' },
            hits: {
              type: 'array',
              items: {
                ...obj({ from: int, to: int, target: { type: 'string' } }),
                properties: {
                  from: int,
                  to: int,
                  target: { type: 'string', description: 'A system id, a kind, `structure` or `primary`; with `alternatives`, the first of them.' },
                  section: { type: ['string', 'null'], description: 'Where a hit on a system of another section goes; with `ofKind`, the section whose systems of kind `target` take the hit.' },
                  ofKind: { const: true, description: '`aft.nacelle` in a .ship file: `target` is a kind, and any standing system of it in `section` takes the hit (a die picks among several).' },
                  alternatives: {
                    type: 'array',
                    minItems: 2,
                    description: 'An entry with alternatives (`7: [D1, D2]`): the hit goes to one of those still standing, picked by a die; to the structure when none stands.',
                    items: { type: 'object', required: ['target'], properties: { target: { type: 'string' }, section: { type: ['string', 'null'] }, ofKind: { const: true } }, additionalProperties: false },
                  },
                },
              },
            },
          },
        },
      },
      systems: { type: 'array', items: { $ref: '#/$defs/system' } },
      rules: {
        type: 'object',
        properties: Object.fromEntries(ruleConstants.map((c) => [c.name, { type: c.type === 'bool' ? 'boolean' : 'number', ...(c.type === 'number' ? { minimum: c.min ?? 0, ...(c.max !== undefined ? { maximum: c.max } : {}) } : {}), description: c.doc }])),
      },
      allows: { type: 'array', items: obj({ rule: { type: 'string' }, reason: { type: 'string' } }) },
      derived: { $ref: '#/$defs/derived' },
      source: obj({ file: { type: 'string' }, range: obj({ start: position, end: position }) }),
    },
    allOf: shipPropertySchemas(),
  };
}

export function compiledDocumentSchema(): Schema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://drydock.dev/schema/compiled-document.json',
    title: 'drydock compiled document',
    type: 'object',
    required: ['format', 'ships'],
    properties: {
      format: { const: 'drydock/1' },
      ships: { type: 'array', items: { $ref: '#/$defs/ship' } },
      flights: { type: 'array', description: 'Fighter and shuttle flights (`flight NAME { ... }`); absent when there are none.', items: { $ref: '#/$defs/flight' } },
    },
    $defs: {
      arc: {
        type: 'array',
        description: '[from, to] in degrees, clockwise; the full circle is [0, 360].',
        prefixItems: [
          { type: 'number', minimum: 0, maximum: 360 },
          { type: 'number', minimum: 0, maximum: 360 },
        ],
        minItems: 2,
        maxItems: 2,
      },
      system: systemSchema(),
      derived: derivedSchema(),
      ship: shipSchema(),
      flight: flightSchema(),
    },
  };
}
