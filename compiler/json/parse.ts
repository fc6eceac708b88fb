// A small JSON parser that keeps where every value, key and member was written, so that schema
// and rule diagnostics can point at the wrong value in the JSON text (offsets, and the JSON
// Pointer of the value). Strict JSON (RFC 8259); errors are reported, not thrown, and the parser
// stops at the first one (a document that does not parse is not checked further). Nesting deeper
// than MAX_JSON_DEPTH is such an error: it keeps this parser and everything after it (schema
// checks, reading) far from the stack limit on hostile input.
import type { Span } from '../../grammar/ast';
import { IDENTIFIER_SOURCE } from '../../grammar/lexical';

/** A bare word where a JSON value belongs (`true` and the like are matched before). */
const LEADING_NAME = new RegExp(`^${IDENTIFIER_SOURCE}`);

export type JsonNode = JsonObject | JsonArray | JsonScalar;

interface NodeBase {
  span: Span;
  /** JSON Pointer (RFC 6901) of this value: "" for the root, "/systems/3/arc". */
  pointer: string;
}

export interface JsonMember {
  key: string;
  keySpan: Span;
  value: JsonNode;
  /** From the key to the end of the value. */
  span: Span;
}

export interface JsonObject extends NodeBase {
  type: 'object';
  members: JsonMember[];
}

export interface JsonArray extends NodeBase {
  type: 'array';
  items: JsonNode[];
}

export interface JsonScalar extends NodeBase {
  type: 'string' | 'number' | 'boolean' | 'null';
  value: string | number | boolean | null;
}

export interface JsonProblem {
  code: 'json-syntax-error' | 'json-duplicate-key' | 'json-too-deep';
  message: string;
  span: Span;
  severity: 'error' | 'warning';
}

export interface JsonParse {
  root?: JsonNode;
  problems: JsonProblem[];
}

export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function childPointer(parent: string, key: string | number): string {
  return `${parent}/${typeof key === 'number' ? key : escapePointer(key)}`;
}

/** Arrays and objects nested deeper than this are refused (a ship document needs about 6). */
export const MAX_JSON_DEPTH = 64;

class Fail extends Error {
  constructor(
    readonly msg: string,
    readonly span: Span,
    readonly code: JsonProblem['code'] = 'json-syntax-error',
  ) {
    super(msg);
  }
}

export function parseJson(text: string): JsonParse {
  const problems: JsonProblem[] = [];
  let i = 0;
  const n = text.length;

  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };
  const describe = (at: number) => {
    if (at >= n) return 'the end of the file';
    const c = text[at];
    return c === '\n' || c === '\r' ? 'the end of the line' : `\`${c}\``;
  };
  const fail = (msg: string, at = i, len = 1): never => {
    throw new Fail(msg, { start: Math.min(at, n), end: Math.min(at + len, n) });
  };

  let depth = 0;
  const nested = <T>(inner: () => T): T => {
    if (++depth > MAX_JSON_DEPTH)
      throw new Fail(`Arrays and objects nest more than ${MAX_JSON_DEPTH} deep here; a ship document needs far fewer. Flatten the structure.`, { start: i, end: Math.min(i + 1, n) }, 'json-too-deep');
    const v = inner();
    depth--;
    return v;
  };

  const value = (pointer: string): JsonNode => {
    ws();
    if (i >= n) fail('The JSON ends where a value was expected.');
    const c = text[i];
    if (c === '{') return nested(() => object(pointer));
    if (c === '[') return nested(() => array(pointer));
    if (c === '"') {
      const start = i;
      const s = string();
      return { type: 'string', value: s, span: { start, end: i }, pointer };
    }
    if (c === '-' || (c >= '0' && c <= '9')) return number(pointer);
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        const start = i;
        i += word.length;
        return { type: v === null ? 'null' : 'boolean', value: v, span: { start, end: i }, pointer };
      }
    }
    const word = LEADING_NAME.exec(text.slice(i, i + 64))?.[0];
    if (word) fail(`\`${word}\` is not a JSON value: strings need double quotes ("${word}").`, i, word.length);
    if (c === "'") fail('JSON strings use double quotes (") not single quotes.');
    return fail(`Expected a JSON value, found ${describe(i)}.`);
  };

  const string = (): string => {
    const start = i;
    i++; // opening quote
    let out = '';
    while (i < n) {
      const c = text[i];
      if (c === '"') {
        i++;
        return out;
      }
      if (c === '\n' || c === '\r') fail('This string is not closed before the end of the line.', start, i - start);
      if (c === '\\') {
        const e = text[i + 1];
        const map: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e in map) {
          out += map[e];
          i += 2;
          continue;
        }
        if (e === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('A \\u escape needs four hex digits.', i, 2);
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
          continue;
        }
        fail(`\`\\${e ?? ''}\` is not a JSON escape.`, i, 2);
      }
      if (text.charCodeAt(i) < 0x20) fail('Control characters must be escaped in JSON strings.', i);
      out += c;
      i++;
    }
    return fail('This string is not closed.', start, i - start);
  };

  const number = (pointer: string): JsonScalar => {
    const start = i;
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i, i + 400));
    if (!m) return fail('This is not a JSON number.', i);
    i += m[0].length;
    const next = text[i];
    if (next !== undefined && /[0-9A-Za-z.]/.test(next)) fail('This is not a JSON number.', start, i - start + 1);
    return { type: 'number', value: Number(m[0]), span: { start, end: i }, pointer };
  };

  const object = (pointer: string): JsonObject => {
    const start = i;
    i++;
    const members: JsonMember[] = [];
    const seen = new Map<string, JsonMember>();
    ws();
    if (text[i] === '}') {
      i++;
      return { type: 'object', members, span: { start, end: i }, pointer };
    }
    for (;;) {
      ws();
      if (text[i] !== '"') {
        if (text[i] === '}') fail('Remove the comma before `}`: JSON allows no trailing comma.', i);
        fail(`Expected a property name in double quotes, found ${describe(i)}.`);
      }
      const keyStart = i;
      const key = string();
      const keySpan = { start: keyStart, end: i };
      ws();
      if (text[i] !== ':') fail(`Expected \`:\` after the property name "${key}", found ${describe(i)}.`);
      i++;
      const v = value(childPointer(pointer, key));
      const member: JsonMember = { key, keySpan, value: v, span: { start: keyStart, end: v.span.end } };
      const earlier = seen.get(key);
      if (earlier)
        problems.push({
          code: 'json-duplicate-key',
          severity: 'error',
          message: `The property "${key}" appears twice in this object; JSON readers keep only one of them. Remove one.`,
          span: keySpan,
        });
      else seen.set(key, member);
      members.push(member);
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return { type: 'object', members, span: { start, end: i }, pointer };
      }
      fail(`Expected \`,\` or \`}\` after the value of "${key}", found ${describe(i)}.`);
    }
  };

  const array = (pointer: string): JsonArray => {
    const start = i;
    i++;
    const items: JsonNode[] = [];
    ws();
    if (text[i] === ']') {
      i++;
      return { type: 'array', items, span: { start, end: i }, pointer };
    }
    for (;;) {
      ws();
      if (text[i] === ']') fail('Remove the comma before `]`: JSON allows no trailing comma.', i);
      items.push(value(childPointer(pointer, items.length)));
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return { type: 'array', items, span: { start, end: i }, pointer };
      }
      fail(`Expected \`,\` or \`]\` in the list, found ${describe(i)}.`);
    }
  };

  try {
    if (text.charCodeAt(0) === 0xfeff) i = 1;
    const root = value('');
    ws();
    if (i < n) fail(`Unexpected ${describe(i)} after the end of the JSON value.`);
    return { root, problems };
  } catch (e) {
    if (e instanceof Fail) {
      problems.push({ code: e.code, severity: 'error', message: e.msg, span: e.span });
      return { problems };
    }
    throw e;
  }
}

/** The plain value of a node (the last of duplicate keys wins, as JSON.parse does). */
export function toValue(node: JsonNode): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const m of node.members) {
        // `__proto__` must become an own property, as JSON.parse makes it; plain assignment would
        // replace the object's prototype instead.
        if (m.key === '__proto__') Object.defineProperty(out, m.key, { value: toValue(m.value), enumerable: true, writable: true, configurable: true });
        else out[m.key] = toValue(m.value);
      }
      return out;
    }
    case 'array':
      return node.items.map(toValue);
    default:
      return node.value;
  }
}

/** A member of an object node by key (the last one, as JSON.parse keeps). */
export function member(node: JsonNode | undefined, key: string): JsonMember | undefined {
  if (!node || node.type !== 'object') return undefined;
  for (let k = node.members.length - 1; k >= 0; k--) if (node.members[k].key === key) return node.members[k];
  return undefined;
}

/** The node at a JSON Pointer. */
export function nodeAt(root: JsonNode, pointer: string): JsonNode | undefined {
  if (pointer === '') return root;
  let cur: JsonNode | undefined = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!cur) return undefined;
    if (cur.type === 'object') cur = member(cur, key)?.value;
    else if (cur.type === 'array') cur = cur.items[Number(key)];
    else return undefined;
  }
  return cur;
}

/** The member (key and value) that holds the node at `pointer`, when its parent is an object. */
export function memberAt(root: JsonNode, pointer: string): JsonMember | undefined {
  const cut = pointer.lastIndexOf('/');
  if (cut < 0) return undefined;
  const parent = nodeAt(root, pointer.slice(0, cut));
  const key = pointer.slice(cut + 1).replace(/~1/g, '/').replace(/~0/g, '~');
  return member(parent, key);
}
