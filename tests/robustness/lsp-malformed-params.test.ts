// Malformed parameters get an empty result, never an error (docs/lsp.md), for every method the
// server handles, over real JSON-RPC (raw frames: tests/lsp/raw-client.ts) to `drydock lsp
// --stdio`. The methods come from the server's own table (lsp/methods.ts), checked against what
// initialize announces; the parameters are generated from each method's shape:
// - malformed: `params` null, missing, a number, a string, an array; and, field by field, each
//   field missing or replaced by a value of every wrong type, at every depth. Answered with the
//   method's empty result exactly, and nothing is logged as failed.
// - out of range (the right types): positions negative, fractional, far past the end; uris of
//   no document, empty or not file:; arguments of the wrong kind. Answered, never an error, with
//   a result of the method's type.
// After every method, the server still answers a hover. The protocol's own methods (initialize,
// shutdown, exit, $/setTrace, $/cancelRequest) get the same treatment.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS, NOTIFICATIONS, REQUESTS, wellFormed, type Shape } from '../../lsp/methods';
import { RawClient, type RawAnswer } from '../lsp/raw-client';

const SHIP = 'ruleset sfb\nship Alpha { sizeClass: 4  shields: [1, 1, 1, 1, 1, 1] }\nship Beta extends Alpha { }\n';
/** On `Alpha` in `extends Alpha`. */
const ON_ALPHA = { line: 2, character: 20 };

let dir: string;
let uri: string;
let client: RawClient;
let version = 1;

const open = () => client.notifyRaw('textDocument/didOpen', JSON.stringify({ textDocument: { uri, languageId: 'ship', version: version++, text: SHIP } }));

/** The server still answers: a hover on Alpha (reopened, as a notification may have closed it). */
async function alive(after: string): Promise<void> {
  open();
  const h = await client.requestRaw('textDocument/hover', JSON.stringify({ textDocument: { uri }, position: ON_ALPHA }));
  expect(h.error, after).toBeUndefined();
  expect(h.result, after).not.toBeNull();
  expect(client.alive, after).toBe(true);
  expect(client.logs.filter((l) => / failed/.test(l)), after).toEqual([]);
}

beforeAll(async () => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-params-')));
  fs.writeFileSync(path.join(dir, 'drydock.json'), '{}\n');
  fs.writeFileSync(path.join(dir, 'a.ship'), SHIP);
  uri = pathToFileURL(path.join(dir, 'a.ship')).toString();
  client = await RawClient.start(JSON.stringify({ processId: null, rootUri: pathToFileURL(dir).toString(), capabilities: {} }));
  open();
}, 180_000);
afterAll(async () => {
  await client?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

// ---- generation -------------------------------------------------------------------------------

/** Marks a field left out (a `params` member left out, for the top level). */
const MISSING = Symbol('missing');
type Value = unknown;

/** Values of every JSON type. */
const ANY_TYPE: Value[] = [null, 0, -1, 2.5, 'x', '', true, false, [], [1], {}, { uri: 7 }];

/** A well-formed value of the shape: the open document, a position on a name, the first command. */
function example(shape: Shape, field = ''): Value {
  if (shape === 'string') return field === 'uri' ? uri : field === 'command' ? COMMANDS[0] : field === 'newName' ? 'Gamma' : field === 'text' ? SHIP : field === 'query' ? 'Alpha' : 'x';
  if (shape === 'number') return field === 'line' ? ON_ALPHA.line : field === 'character' ? ON_ALPHA.character : field === 'tabSize' ? 2 : 1;
  if (shape === 'boolean') return true;
  if (shape === 'any') return field === 'arguments' ? uri : {};
  switch (shape.kind) {
    case 'optional':
      return example(shape.of, field);
    case 'array':
      return [example(shape.of, field)];
    case 'object':
      return Object.fromEntries(Object.entries(shape.fields).map(([k, s]) => [k, example(s, k)]));
  }
}

/** Values that do not have the shape, built from a valid one: wrong types, and field by field. */
function malformed(shape: Shape, valid: Value): Value[] {
  const out: Value[] = ANY_TYPE.filter((v) => !wellFormed(shape, v));
  if (!wellFormed(shape, undefined)) out.push(MISSING);
  if (typeof shape === 'string') return out;
  if (shape.kind === 'optional') return malformed(shape.of, valid).filter((v) => v !== MISSING);
  if (shape.kind === 'array') {
    for (const m of malformed(shape.of, (valid as Value[])[0])) if (m !== MISSING) out.push([m], [(valid as Value[])[0], m]);
    return out;
  }
  const o = valid as Record<string, Value>;
  for (const [k, s] of Object.entries(shape.fields))
    for (const m of malformed(s, o[k])) {
      const copy = { ...o };
      if (m === MISSING) delete copy[k];
      else copy[k] = m;
      out.push(copy);
    }
  return out;
}

/** The right types, wrong values: every number, uri and argument list replaced in turn. */
function outOfRange(shape: Shape, valid: Value, field = ''): Value[] {
  if (shape === 'number') return [-1, -0.5, 0.5, 1e9, 1e308, 2 ** 53 + 2];
  if (shape === 'string') return field === 'uri' || field === 'command' || field === 'query' ? ['', 'untitled:nothing', 'file:///nowhere/none.ship', 'x'.repeat(10_000)] : [];
  if (shape === 'any') return field === 'arguments' ? [42, null, 'not-a-uri', { uri }] : [];
  if (shape === 'boolean') return [];
  if (shape.kind === 'optional') return outOfRange(shape.of, valid, field);
  if (shape.kind === 'array') return field === 'arguments' ? [[], [42], [uri, 42], ['file:///nowhere/none.ship'], [uri, 'Alpha', 'extra', null]] : [[]];
  const o = valid as Record<string, Value>;
  const out: Value[] = [];
  for (const [k, s] of Object.entries(shape.fields))
    for (const v of outOfRange(s, o[k], k)) out.push({ ...o, [k]: v });
  return out;
}

const text = (v: Value) => (v === MISSING ? undefined : JSON.stringify(v));
const TOP: Value[] = [null, MISSING, 42, 'x', true, [], [1, 2]];

/** A result of the same type as the method's empty result. */
function sameType(empty: unknown, result: unknown): boolean {
  if (Array.isArray(empty)) return Array.isArray(result);
  if (empty === null) return result === null || typeof result === 'object' || typeof result === 'string';
  return !!result && typeof result === 'object';
}

// ---- the table against what the server announces ---------------------------------------------

describe('the methods tested are the ones the server handles', () => {
  it('every capability initialize announces has its methods in the table, and every entry its capability', async () => {
    const c = await RawClient.start(undefined);
    const init = await c.requestRaw('initialize', '{"processId":null,"rootUri":null,"capabilities":{}}');
    await c.stop();
    const caps = (init.result as { capabilities: Record<string, unknown> }).capabilities;
    const claimed = new Set(Object.values(REQUESTS).map((r) => r.capability));
    for (const cap of Object.keys(caps)) {
      if (cap === 'textDocumentSync') for (const m of ['textDocument/didOpen', 'textDocument/didChange', 'textDocument/didClose', 'textDocument/didSave']) expect(NOTIFICATIONS).toHaveProperty([m]);
      else if (cap === 'workspace') expect(NOTIFICATIONS).toHaveProperty(['workspace/didChangeWorkspaceFolders']);
      else expect(claimed, cap).toContain(cap);
    }
    for (const c of claimed) expect(caps, c).toHaveProperty([c]);
    expect((caps.executeCommandProvider as { commands: string[] }).commands).toEqual(COMMANDS);
  }, 60_000);
});

// ---- requests ---------------------------------------------------------------------------------

describe.each(Object.keys(REQUESTS) as (keyof typeof REQUESTS)[])('%s', (method) => {
  const entry = REQUESTS[method];
  const valid = example(entry.params);

  it('answers malformed parameters with its empty result', async () => {
    const cases = [...TOP, ...malformed(entry.params, valid)];
    expect(cases.length).toBeGreaterThan(TOP.length);
    const answers: [string | undefined, RawAnswer][] = [];
    for (const c of cases) answers.push([text(c), await client.requestRaw(method, text(c))]);
    const wrong = answers.filter(([, a]) => a.error !== undefined || JSON.stringify(a.result) !== JSON.stringify(entry.empty));
    expect(wrong.map(([p, a]) => `${p} -> ${JSON.stringify(a).slice(0, 200)}`)).toEqual([]);
    await alive(method);
  }, 120_000);

  it('answers out-of-range parameters without an error', async () => {
    const cases = outOfRange(entry.params, valid);
    const answers: [string | undefined, RawAnswer][] = [];
    for (const c of cases) answers.push([text(c), await client.requestRaw(method, text(c))]);
    const wrong = answers.filter(([, a]) => a.error !== undefined || !sameType(entry.empty, a.result));
    expect(wrong.map(([p, a]) => `${p?.slice(0, 200)} -> ${JSON.stringify(a).slice(0, 200)}`)).toEqual([]);
    await alive(method);
  }, 120_000);
});

// ---- notifications ----------------------------------------------------------------------------

describe.each(Object.keys(NOTIFICATIONS) as (keyof typeof NOTIFICATIONS)[])('%s', (method) => {
  const shape = NOTIFICATIONS[method].params;
  it('ignores malformed and out-of-range parameters, and the server keeps answering', async () => {
    const valid = example(shape);
    const cases = [...TOP, ...malformed(shape, valid), ...outOfRange(shape, valid)];
    for (const c of cases) client.notifyRaw(method, text(c));
    await alive(method);
  }, 120_000);
});

// ---- the protocol's own methods -----------------------------------------------------------------

describe('the protocol methods', () => {
  it.each([
    ['null', 'null'],
    ['missing', undefined],
    ['a number', '42'],
    ['an array', '[1]'],
    ['capabilities null', '{"processId":null,"rootUri":null,"capabilities":null}'],
    ['every field of the wrong type', '{"processId":"x","rootUri":5,"workspaceFolders":5,"capabilities":5,"initializationOptions":"x","trace":7}'],
    ['workspace folders of the wrong type', '{"processId":null,"capabilities":{"workspace":null,"textDocument":7},"workspaceFolders":[null,5,{"uri":5},{"uri":"file:///x"}]}'],
  ])('initialize with %s params answers its capabilities, then serves', async (_name, params) => {
    const c = await RawClient.start(undefined);
    try {
      const init = await c.requestRaw('initialize', params);
      expect(init.error).toBeUndefined();
      expect((init.result as { capabilities: object }).capabilities).toHaveProperty('hoverProvider', true);
      c.notifyRaw('initialized', params);
      const h = await c.requestRaw('textDocument/hover', JSON.stringify({ textDocument: { uri }, position: ON_ALPHA }));
      expect(h.error).toBeUndefined();
      expect(c.alive).toBe(true);
    } finally {
      await c.stop();
    }
  }, 60_000);

  it('$/setTrace and $/cancelRequest with malformed parameters are ignored', async () => {
    for (const m of ['$/setTrace', '$/cancelRequest']) for (const p of [...TOP, { value: 5 }, { id: 'nope' }, { id: null }]) client.notifyRaw(m, text(p));
    await alive('$/setTrace, $/cancelRequest');
  });

  it('shutdown with malformed parameters answers null, and exit then ends the server with 0', async () => {
    const c = await RawClient.start();
    for (const p of ['null', '42', '[1]']) {
      const r = await c.requestRaw('shutdown', p);
      expect(r.error).toBeUndefined();
      expect(r.result).toBeNull();
    }
    c.notifyRaw('exit', 'null');
    await new Promise<void>((resolve) => (c.alive ? c.child.on('exit', () => resolve()) : resolve()));
    expect(c.exitCode).toBe(0);
  }, 60_000);
});
