// JSON Schemas of the document's parts, read off their description (compiler/document/parts.ts).
// The compiled document's schema and the JSON input schema differ only where the two documents do:
// input names are identifiers and input texts are non-empty, a field is required where that
// document requires it, and a part is closed where that document refuses other keys.
import type { Field, Part, Shape } from './shape';
import { IDENTIFIER, paramTypeSchema } from './value-schema';
import { readingType } from '../values';

type Schema = Record<string, unknown>;

export type Mode = 'compiled' | 'input';

/** Is the field in that document at all? */
export function inDocument(f: Field, mode: Mode): boolean {
  return mode === 'compiled' ? f.compiled !== 'never' : f.input !== 'none';
}

export function isRequired(f: Field, mode: Mode): boolean {
  return mode === 'compiled' ? f.compiled === 'always' : f.input === 'required';
}

/** The schema description of a field: its text, then the rule IDs it does not already name. */
export function fieldDescription(f: Field): string | undefined {
  const rules = (f.rules ?? []).filter((r) => !f.doc?.includes(r));
  if (!f.doc) return rules.length ? rules.join(', ') : undefined;
  return rules.length ? `${f.doc} (${rules.join(', ')})` : f.doc;
}

export function shapeSchema(s: Shape, mode: Mode): Schema {
  switch (s.kind) {
    case 'value':
      return paramTypeSchema(s.type);
    case 'name':
      return mode === 'input' ? { type: 'string', pattern: IDENTIFIER } : { type: 'string', minLength: 1 };
    case 'text':
      return { type: s.nullable ? ['string', 'null'] : 'string', ...(s.nonEmpty && mode === 'input' ? { minLength: 1 } : {}) };
    case 'const':
      return { const: s.value };
    case 'object':
      return partSchema(s.part, mode);
    case 'list':
      return { type: 'array', items: shapeSchema(s.of, mode), ...(s.minItems !== undefined ? { minItems: s.minItems } : {}) };
    case 'ref':
      return { $ref: `#/$defs/${s.def}` };
    case 'open':
      return { type: 'object' };
    case 'catalog':
    case 'kind':
    case 'constants':
      // Read off the catalog where the ship's schema is put together.
      return {};
  }
}

export function fieldSchema(f: Field, mode: Mode): Schema {
  const spec = (f as { spec?: { type: never; rangeRule?: string } }).spec;
  // A range a rule sets is that rule's finding (which `allow` may accept), not the schema's.
  const base = spec && f.shape.kind === 'value' ? paramTypeSchema(readingType({ type: f.shape.type, rangeRule: spec.rangeRule })) : shapeSchema(f.shape, mode);
  if (mode === 'input' && f.input === 'ignored') return { type: base.type ?? 'object', description: `${fieldDescription(f) ?? f.name} (ignored on input).` };
  const description = fieldDescription(f);
  return description ? { ...base, description } : base;
}

export interface PropertyOptions {
  /** Which fields to take (by default all that the document has). */
  only?: (f: Field) => boolean;
  /**
   * Schemas the catalog supplies, by field name: a `kind` or `constants` field's schema, or for a
   * `catalog` field the properties it stands for (spread in its place).
   */
  catalog?: Record<string, Schema>;
}

/** The properties of the part's fields in one document, in the description's order. */
export function partProperties(p: Part, mode: Mode, options: PropertyOptions = {}): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const f of p.fields) {
    if (!inDocument(f, mode) || (options.only && !options.only(f))) continue;
    const given = options.catalog?.[f.name];
    if (f.shape.kind === 'catalog') Object.assign(out, given ?? {});
    else out[f.name] = given ? { ...given, ...(fieldDescription(f) && !given.description ? { description: fieldDescription(f) } : {}) } : fieldSchema(f, mode);
  }
  return out;
}

/** The fields a document must write (in the description's order). */
export function requiredFields(p: Part, mode: Mode, only?: (f: Field) => boolean): string[] {
  return p.fields.filter((f) => inDocument(f, mode) && isRequired(f, mode) && (!only || only(f))).map((f) => f.name);
}

export function partSchema(p: Part, mode: Mode): Schema {
  const required = requiredFields(p, mode);
  return {
    type: 'object',
    ...(required.length ? { required } : {}),
    properties: partProperties(p, mode),
    ...(p.closed?.[mode] ? { additionalProperties: false } : {}),
  };
}

/** The keys a JSON document may write in a part (what a diagnostic lists as allowed), the catalog's aside. */
export function inputKeys(p: Part): string[] {
  return p.fields.filter((f) => inDocument(f, 'input') && f.shape.kind !== 'catalog').map((f) => f.name);
}
