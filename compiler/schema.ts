// The JSON Schema of the compiled document (`drydock schema`), generated from the catalog so that
// a system's parameters are described once. Draft 2020-12.
import { ruleConstants, rulesets, shipProperties, systemKinds } from './catalog/index';
import type { SystemKind } from './catalog/types';
import { paramSchema, paramTypeSchema } from './document/value-schema';
import { flightProperties } from './catalog/flights';
import { derivedPart, documentPart, flightPart, shipPart, systemPart } from './document/parts';
import { partProperties, partSchema, requiredFields } from './document/schema';

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
  const figures = flightProperties.filter((p) => p.name !== 'name');
  return {
    type: 'object',
    required: [...requiredFields(flightPart, 'compiled'), ...figures.filter((p) => p.required).map((p) => p.name)],
    properties: partProperties(flightPart, 'compiled', { catalog: { properties: Object.fromEntries(figures.map((p) => [p.name, paramSchema(p)])) } }),
  };
}

/** The schema of one system entry: common fields, then each kind's parameters by `base`. */
export function systemSchema(): Schema {
  const kinds = rulesets.flatMap((r) => systemKinds(r));
  const byName = new Map<string, SystemKind[]>();
  for (const k of kinds) byName.set(k.name, [...(byName.get(k.name) ?? []), k]);
  return {
    type: 'object',
    required: requiredFields(systemPart, 'compiled'),
    properties: partProperties(systemPart, 'compiled', { catalog: { base: { enum: [...byName.keys()] } } }),
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
  return {
    type: 'object',
    required: requiredFields(shipPart, 'compiled'),
    properties: partProperties(shipPart, 'compiled', { catalog: { rules: constantsSchema() } }),
    allOf: shipPropertySchemas(),
  };
}

/** The ruleset constants a ship carries; JSON input may write no other key (`closed`). */
export function constantsSchema(closed = false): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      ruleConstants.map((c) => [c.name, { type: c.type === 'bool' ? 'boolean' : 'number', ...(c.type === 'number' ? { minimum: c.min ?? 0, ...(c.max !== undefined ? { maximum: c.max } : {}) } : {}), description: c.doc }]),
    ),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

export function compiledDocumentSchema(): Schema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://drydock.dev/schema/compiled-document.json',
    title: 'drydock compiled document',
    type: 'object',
    required: requiredFields(documentPart, 'compiled'),
    properties: partProperties(documentPart, 'compiled'),
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
