// Turning ajv errors into diagnostics a wargamer can read: what is wrong, in the words of the
// ship ("`value` of deflector DF must be at least 0"), the JSON Pointer of the value and its span
// in the JSON text, and a fix where one is obvious (a misspelt kind or property name).
import type { ErrorObject } from 'ajv';
import type { Span } from '../../grammar/ast';
import type { Diagnostic, DiagnosticData } from '../../grammar/diagnostic';
import { projectionNames, ruleConstants, shipProperties, systemKind, systemKinds } from '../catalog/index';
import type { ParamSpec, Ruleset, SystemKind } from '../catalog/types';
import { suggest } from '../suggest';
import { allowPart, derivedPart, documentPart, hitEntryPart, projectionPart, sectionPart, sectionSpecs } from '../document/parts';
import { inputKeys } from '../document/schema';
import type { Field, Part } from '../document/shape';
import { SHIP_FIELDS, SYSTEM_FIELDS } from './input-schema';
import { memberAt, nodeAt, type JsonNode, member } from './parse';

interface Context {
  /** "`value` of deflector DF" */
  what: string;
  /** The object that holds the value, described: "deflector DF", "the ship Excelsior". */
  owner: string;
  spec?: ParamSpec;
  /** Property names valid in the object at this pointer (for unknown-property). */
  allowed?: string[];
  kind?: SystemKind;
}

const strOf = (n: JsonNode | undefined): string | undefined => (n && n.type === 'string' ? (n.value as string) : undefined);

function parsePointer(p: string): string[] {
  return p === '' ? [] : p.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Where in the document a pointer leads: which ship, and the path inside it. */
function shipOf(root: JsonNode, parts: string[]): { ship?: JsonNode; base: string; rest: string[] } {
  if (member(root, 'ships') && parts[0] === 'ships' && parts.length >= 2) {
    return { ship: nodeAt(root, `/ships/${parts[1]}`), base: `/ships/${parts[1]}`, rest: parts.slice(2) };
  }
  if (member(root, 'ships')) return { base: '', rest: parts };
  return { ship: root, base: '', rest: parts };
}

function rulesetOf(ship: JsonNode | undefined): Ruleset | undefined {
  const r = strOf(member(ship, 'ruleset')?.value);
  return r === 'b5wars' || r === 'sfb' ? r : undefined;
}

function shipPropertyNames(r: Ruleset | undefined): string[] {
  const props = r ? shipProperties[r].map((p) => p.name).filter((n) => n !== 'name') : [];
  const fields: string[] = [...SHIP_FIELDS];
  if (r === 'sfb') return [...fields.filter((f) => f !== 'projections' && f !== 'sections'), ...props];
  return [...fields, ...props];
}

export function describeContext(root: JsonNode, pointer: string): Context {
  const parts = parsePointer(pointer);
  if (member(root, 'ships') && parts.length <= 1) {
    return { what: parts.length ? `\`${parts[0]}\` of the document` : 'the document', owner: 'the document', allowed: inputKeys(documentPart) };
  }
  if (parts[0] === 'types' && member(root, 'ships')) {
    const t = nodeAt(root, `/types/${parts[1] ?? ''}`);
    const name = strOf(member(t, 'name')?.value) ?? `#${Number(parts[1]) + 1}`;
    const key = parts[2];
    return { what: key ? `\`${key}\` of the system type ${name}` : `the system type ${name}`, owner: `the system type ${name}` };
  }
  const { ship, rest } = shipOf(root, parts);
  const r = rulesetOf(ship);
  const shipName = strOf(member(ship, 'name')?.value);
  const shipDesc = shipName ? `the ship ${shipName}` : 'the ship';
  if (rest.length === 0) return { what: shipDesc, owner: shipDesc, allowed: shipPropertyNames(r) };
  const [head, idx, key, ...more] = rest;
  if (head === 'systems' && idx !== undefined) {
    const sys = ship && nodeAt(ship, `/systems/${idx}`);
    const base = strOf(member(sys, 'base')?.value);
    const kind = r && base ? systemKind(r, base) : undefined;
    const id = strOf(member(sys, 'id')?.value) ?? `#${Number(idx) + 1}`;
    const owner = kind ? (id === kind.name ? `the ${kind.title}` : `${kind.title} ${id}`) : `system ${id}`;
    const allowed = kind ? [...SYSTEM_FIELDS.filter((f) => f !== 'section' || r === 'b5wars'), ...kind.params.map((p) => p.name)] : undefined;
    if (key === undefined) return { what: owner, owner, allowed, kind };
    const spec = kind?.params.find((p) => p.name === key);
    const sub = more.length ? ` entry ${Number(more[0]) + 1}` : '';
    return { what: `\`${key}\`${sub} of ${owner}`, owner, spec, kind };
  }
  if (head === 'sections' && idx !== undefined) {
    const sec = ship && nodeAt(ship, `/sections/${idx}`);
    const name = strOf(member(sec, 'name')?.value) ?? `#${Number(idx) + 1}`;
    const owner = `section ${name}`;
    if (key === undefined) return { what: owner, owner, allowed: inputKeys(sectionPart) };
    if (key === 'hits' && more.length) {
      const entry = `hit chart entry ${Number(more[0]) + 1} of ${owner}`;
      if (more.length === 1) return { what: entry, owner: entry, allowed: inputKeys(hitEntryPart) };
      return { what: `\`${more[1]}\` of ${entry}`, owner: entry };
    }
    return { what: `\`${key}\` of ${owner}`, owner, spec: sectionSpecs.find((p) => p.name === key) };
  }
  if (head === 'projections' && idx !== undefined) {
    const pr = ship && nodeAt(ship, `/projections/${idx}`);
    const name = strOf(member(pr, 'name')?.value) ?? `#${Number(idx) + 1}`;
    const owner = `the ${name} projection`;
    if (key === undefined) return { what: owner, owner, allowed: inputKeys(projectionPart) };
    return { what: `\`${key}\` of ${owner}`, owner };
  }
  if (head === 'allows' && idx !== undefined) {
    const a = ship && nodeAt(ship, `/allows/${idx}`);
    const rule = strOf(member(a, 'rule')?.value);
    const owner = rule ? `\`allow ${rule}\`` : `allow #${Number(idx) + 1}`;
    if (key === undefined) return { what: owner, owner, allowed: inputKeys(allowPart) };
    return { what: `\`${key}\` of ${owner}`, owner };
  }
  if (head === 'rules') {
    if (idx === undefined) return { what: 'the rules', owner: 'the rules', allowed: ruleConstants.map((c) => c.name) };
    return { what: `the rule constant \`${idx}\``, owner: 'the rules' };
  }
  if (head === 'derived') {
    const path = rest.slice(1);
    // The keys of the derived object the path names, as the document describes it.
    let part: Part | undefined = derivedPart;
    for (const step of path) {
      const f: Field | undefined = part?.fields.find((x) => x.name === step);
      part = f?.shape.kind === 'object' ? f.shape.part : undefined;
    }
    return { what: `derived${path.map((p) => `.${p}`).join('')}`, owner: 'derived', allowed: part ? inputKeys(part) : undefined };
  }
  const spec = r ? shipProperties[r].find((p) => p.name === head) : undefined;
  return { what: `\`${head}\` of ${shipDesc}`, owner: shipDesc, spec };
}

function jsonType(v: JsonNode | undefined): string {
  if (!v) return 'nothing';
  switch (v.type) {
    case 'string':
      return `the string ${JSON.stringify(v.value)}`;
    case 'number':
      return `the number ${v.value}`;
    case 'boolean':
      return `\`${v.value}\``;
    case 'null':
      return '`null`';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
  }
}

function expected(type: string | string[], spec?: ParamSpec): string {
  if (spec?.type.kind === 'arc') return 'an arc `[from, to]` in degrees';
  if (spec?.type.kind === 'sum') return 'an arming sequence such as `[1, 1]`';
  const one = (t: string) =>
    ({
      integer: 'a whole number',
      number: 'a number',
      string: 'a string in double quotes',
      boolean: '`true` or `false`',
      array: 'a list `[...]`',
      object: 'an object `{...}`',
      null: '`null`',
    })[t] ?? t;
  return Array.isArray(type) ? type.map(one).join(' or ') : one(type);
}

/** The smallest span for "this object lacks X": its id or name value, the key holding it, or its `{`. */
function objectAnchor(root: JsonNode, pointer: string): Span {
  const node = nodeAt(root, pointer);
  for (const k of ['id', 'name', 'rule']) {
    const m = member(node, k);
    if (m) return m.value.span;
  }
  const holder = memberAt(root, pointer);
  if (holder) return holder.keySpan;
  const start = node?.span.start ?? 0;
  return { start, end: start + 1 };
}

/** Pointers whose object has a wrong discriminator (ruleset, base): their unknown-property noise is dropped. */
function discriminatorFailures(errors: ErrorObject[]): Set<string> {
  const out = new Set<string>();
  for (const e of errors) {
    const m = /^(.*)\/(ruleset|base)$/.exec(e.instancePath);
    if (m) out.add(m[1]);
  }
  return out;
}

export function mapAjvErrors(errors: readonly ErrorObject[], root: JsonNode, file: string): { diagnostics: Diagnostic[]; bad: Set<string> } {
  const diagnostics: Diagnostic[] = [];
  const bad = new Set<string>();
  const seen = new Set<string>();
  const noisy = discriminatorFailures([...errors]);
  const push = (code: string, message: string, span: Span, pointer: string, data: DiagnosticData = {}) => {
    const key = `${pointer}\0${code}\0${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    diagnostics.push({ code, severity: 'error', message, span, file, data: { pointer, ...data } });
  };
  for (const e of errors) {
    const pointer = e.instancePath;
    const node = nodeAt(root, pointer);
    const ctx = describeContext(root, pointer);
    const span = node?.span ?? { start: 0, end: 0 };
    const doc = ctx.spec ? ` (${ctx.spec.doc})` : '';
    switch (e.keyword) {
      case 'if':
        break;
      case 'type': {
        bad.add(pointer);
        push('wrong-type', `${cap(ctx.what)} must be ${expected(e.params.type as string, ctx.spec)}, not ${jsonType(node)}.`, span, pointer);
        break;
      }
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum': {
        bad.add(pointer);
        const low = e.keyword.endsWith('inimum');
        const limit = e.params.limit as number;
        const v = node?.type === 'number' ? (node.value as number) : undefined;
        const bound = low ? (limit === 0 ? '0 or more' : `at least ${limit}`) : `at most ${limit}`;
        const message = `${cap(ctx.what)} must be ${bound}; ${v} is too ${low ? 'small' : 'large'}.${deflectorMeaning(ctx) ?? doc}`;
        push('out-of-range', message, span, pointer);
        break;
      }
      case 'enum': {
        bad.add(pointer);
        const allowed = (e.params.allowedValues as unknown[]).map(String);
        const v = node?.type === 'string' ? (node.value as string) : undefined;
        const guess = v !== undefined ? suggest(v, allowed) : undefined;
        const fix = guess ? { suggestion: guess, fixes: [{ title: `Change to ${guess}`, edits: [{ span, newText: JSON.stringify(guess) }] }] } : {};
        const last = pointer.split('/').pop();
        if (last === 'base') {
          const r = rulesetFor(root, pointer);
          const other: Ruleset | undefined = r === 'b5wars' ? 'sfb' : r === 'sfb' ? 'b5wars' : undefined;
          const elsewhere = other && v && systemKind(other, v) ? ` (\`${v}\` is a ${other} system; this ship follows ${r}.)` : '';
          const shown = v !== undefined ? `\`${v}\`` : jsonType(node);
          const article = r === 'sfb' ? 'an sfb' : r ? `a ${r}` : 'a';
          push('unknown-kind', `${shown} is not ${article} system kind.${elsewhere}${guess ? ` Did you mean \`${guess}\`?` : ''}`, span, pointer, fix);
        } else if (last === 'ruleset') {
          push('unknown-ruleset', `Unknown ruleset ${v !== undefined ? JSON.stringify(v) : jsonType(node)}: write "b5wars" (Babylon 5 Wars) or "sfb" (Star Fleet Battles).${guess ? ` Did you mean "${guess}"?` : ''}`, span, pointer, fix);
        } else {
          const list = allowed.length <= 8 ? allowed.map((a) => `"${a}"`).join(', ') : `${allowed.slice(0, 8).map((a) => `"${a}"`).join(', ')}, ...`;
          push('unknown-value', `${cap(ctx.what)} must be one of ${list}; ${jsonType(node)} is not one of them.${guess ? ` Did you mean "${guess}"?` : ''}`, span, pointer, fix);
        }
        break;
      }
      case 'required': {
        const missing = e.params.missingProperty as string;
        const anchor = objectAnchor(root, pointer);
        if (/\/allows\/\d+$/.test(pointer) && missing === 'reason') {
          const rule = strOf(member(node, 'rule')?.value) ?? 'RULE';
          push('allow-without-reason', `An \`allow ${rule}\` needs a reason saying why the canon design breaks the rule, e.g. "reason": "printed SSD shows 8" (SSD-5).`, anchor, pointer);
          break;
        }
        const spec = ctx.kind?.params.find((p) => p.name === missing) ?? (pointer === '' || /^\/ships\/\d+$/.test(pointer) ? shipSpec(root, pointer, missing) : undefined);
        const what = spec ? ` (${expected(jsonSchemaType(spec), spec)}): ${spec.doc}` : '.';
        push('missing-property', `${cap(ctx.owner)} needs \`${missing}\`${what}`, anchor, pointer, { property: missing });
        break;
      }
      case 'additionalProperties':
      case 'unevaluatedProperties': {
        const key = (e.params.additionalProperty ?? e.params.unevaluatedProperty) as string;
        if (noisy.has(pointer)) break;
        if (ctx.allowed && ctx.allowed.includes(key)) break; // evaluated in a branch that failed for another reason
        const m = member(node, key);
        const child = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        bad.add(child);
        const guess = ctx.allowed ? suggest(key, ctx.allowed) : undefined;
        const hint = misplacedHint(root, pointer, key);
        const fix = guess && m ? { suggestion: guess, fixes: [{ title: `Change to ${guess}`, edits: [{ span: m.keySpan, newText: JSON.stringify(guess) }] }] } : {};
        push(
          'unknown-property',
          `${cap(ctx.owner)} has no property \`${key}\`.${hint ?? (guess ? ` Did you mean \`${guess}\`?` : '')}`,
          m?.keySpan ?? span,
          child,
          fix,
        );
        break;
      }
      case 'pattern': {
        bad.add(pointer);
        push('invalid-name', `${cap(ctx.what)} must be an identifier as in a .ship file (letters, digits and _, not starting with a digit); ${jsonType(node)} is not.`, span, pointer);
        break;
      }
      case 'minItems':
      case 'maxItems': {
        bad.add(pointer);
        const count = node?.type === 'array' ? node.items.length : 0;
        const limit = e.params.limit as number;
        if (ctx.spec?.type.kind === 'arc' || pointer.endsWith('/arc'))
          push('wrong-type', `${cap(ctx.what)} must be an arc \`[from, to]\`: two bearings in degrees; the list has ${count}.`, span, pointer);
        else
          push('out-of-range', `${cap(ctx.what)} needs ${e.keyword === 'minItems' ? 'at least' : 'at most'} ${limit} ${limit === 1 ? 'entry' : 'entries'}; the list has ${count}.`, span, pointer);
        break;
      }
      case 'minLength': {
        bad.add(pointer);
        push('invalid-value', `${cap(ctx.what)} must not be empty.`, span, pointer);
        break;
      }
      case 'const': {
        bad.add(pointer);
        push('invalid-value', `${cap(ctx.what)} must be ${JSON.stringify(e.params.allowedValue)}.`, span, pointer);
        break;
      }
      default: {
        bad.add(pointer);
        push('invalid-value', `${cap(ctx.what)}: ${e.message ?? 'invalid value'}.`, span, pointer);
      }
    }
  }
  return { diagnostics, bad };
}

function cap(s: string): string {
  return s.length ? s[0].toUpperCase() + s.slice(1) : s;
}

function rulesetFor(root: JsonNode, pointer: string): Ruleset | undefined {
  const { ship } = shipOf(root, parsePointer(pointer));
  return rulesetOf(ship);
}

function shipSpec(root: JsonNode, pointer: string, name: string): ParamSpec | undefined {
  const r = rulesetOf(nodeAt(root, pointer));
  return r ? shipProperties[r].find((p) => p.name === name) : undefined;
}

function jsonSchemaType(spec: ParamSpec): string {
  switch (spec.type.kind) {
    case 'int':
      return 'integer';
    case 'number':
      return 'number';
    case 'bool':
      return 'boolean';
    case 'string':
    case 'enum':
      return 'string';
    default:
      return 'array';
  }
}

/** Deflector value and power: say what the number means (B5-DEFLECTOR). */
function deflectorMeaning(ctx: Context): string | undefined {
  if (ctx.kind?.name !== 'deflector' || !ctx.spec) return undefined;
  if (ctx.spec.name === 'value') return ' A deflector\'s value is the number of projection points it restores for free each turn (ST-SH-3); it cannot be negative.';
  if (ctx.spec.name === 'power') return ' A deflector\'s power is what it draws from the reactor each turn at its base arc (ST-SH-9); it cannot be negative.';
  return undefined;
}

/** A property that belongs elsewhere: a system parameter on the ship, a projection name at ship level. */
function misplacedHint(root: JsonNode, pointer: string, key: string): string | undefined {
  const r = rulesetFor(root, pointer);
  if (!r) return undefined;
  if (r === 'b5wars' && !/systems/.test(pointer) && (suggest(key, ['shields']) || key === 'shields'))
    return ' Shield ratings go in `projections`: [{ "name": "fore", "rating": N }, ...] (ST-SH-1).';
  if ((projectionNames as readonly string[]).includes(key) && !/systems/.test(pointer))
    return ` Shield ratings go in \`projections\`: { "name": "${key}", "rating": N }.`;
  if (/systems\/\d+$/.test(pointer)) return undefined;
  const kind = systemKinds(r).find((k) => k.name === key);
  if (kind) return ` \`${key}\` is a system kind: add it to \`systems\` as { "id": "...", "type": "${key}", "base": "${key}" }.`;
  return undefined;
}
