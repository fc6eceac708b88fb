// The JSON Schema of the compiled document (`drydock schema`), generated from the catalog so that
// a system's parameters are described once. Draft 2020-12.
import { ruleConstants, rulesets, shipProperties, systemKinds } from './catalog/index';
import type { SystemKind } from './catalog/types';
import { paramSchema, paramTypeSchema } from './document/value-schema';
import { flightProperties } from './catalog/flights';
import { allowPart, derivedPart, projectionPart, sectionPart, sourcePart } from './document/parts';
import { partSchema } from './document/schema';

type Schema = Record<string, unknown>;

export { paramSchema, paramTypeSchema };


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
      allows: { type: 'array', items: partSchema(allowPart, 'compiled') },
      source: partSchema(sourcePart, 'compiled'),
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
  return partSchema(derivedPart, 'compiled');
}




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
  return {
    type: 'object',
    required: ['name', 'ruleset', 'systems', 'derived'],
    properties: {
      name: { type: 'string', minLength: 1, description: "The ship's identifier in the source." },
      ruleset: { enum: [...rulesets] },
      displayName: { type: 'string' },
      extends: { type: 'string' },
      size: { enum: ['light', 'medium', 'large'] },
      projections: { type: 'array', items: partSchema(projectionPart, 'compiled') },
      shields: paramSchema(shields),
      sections: { type: 'array', items: partSchema(sectionPart, 'compiled') },
      systems: { type: 'array', items: { $ref: '#/$defs/system' } },
      rules: {
        type: 'object',
        properties: Object.fromEntries(ruleConstants.map((c) => [c.name, { type: c.type === 'bool' ? 'boolean' : 'number', ...(c.type === 'number' ? { minimum: c.min ?? 0, ...(c.max !== undefined ? { maximum: c.max } : {}) } : {}), description: c.doc }])),
      },
      allows: { type: 'array', items: partSchema(allowPart, 'compiled') },
      derived: { $ref: '#/$defs/derived' },
      source: partSchema(sourcePart, 'compiled'),
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
