// JSON Schema of one catalog value type (an int with bounds, an arc, a dice expression, ...), the
// same in the compiled document and in JSON input, and the identifier pattern names follow.
import type { ParamSpec, ParamType } from '../catalog/types';
import { readingType } from '../values';
import { IDENTIFIER_PATTERN } from '../../grammar/lexical';

type Schema = Record<string, unknown>;

/** A name as a `.ship` file writes it (a ship, section, projection, system or flight). */
export const IDENTIFIER = IDENTIFIER_PATTERN;

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
