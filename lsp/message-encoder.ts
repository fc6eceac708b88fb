// How `drydock lsp --stdio` writes its messages: JSON as vscode-jsonrpc writes it, except that a
// publication of diagnostics is put together from each diagnostic's JSON, encoded once per
// diagnostic object. A keystroke in a 50,000-line file republishes 1,716 diagnostics (1.3 MB),
// nearly all of them the same objects as last time (lsp/features/diagnostic-reuse.ts): writing
// them out again was a third of the server's work per edit. The bytes are exactly those of
// `JSON.stringify` (tests/lsp/message-encoder.test.ts).
//
// It relies on diagnostic objects never being changed once made, which the publisher keeps.
import type { ContentTypeEncoder, Message } from 'vscode-languageserver';

/** Each diagnostic object's JSON, as UTF-8. */
const encoded = new WeakMap<object, Buffer>();

const COMMA = Buffer.from(',');

/** `msg` as UTF-8 JSON, the same bytes as `JSON.stringify(msg)`. */
export function encodeMessage(msg: Message): Buffer {
  const list = publishedDiagnostics(msg);
  if (!list) return Buffer.from(JSON.stringify(msg), 'utf8');
  const params = (msg as unknown as { params: { uri: string; version?: number } }).params;
  const head = `{"jsonrpc":${JSON.stringify(msg.jsonrpc)},"method":"textDocument/publishDiagnostics","params":{"uri":${JSON.stringify(params.uri)}${params.version === undefined ? '' : `,"version":${params.version}`},"diagnostics":[`;
  const parts: Buffer[] = new Array(list.length * 2 + 1);
  parts[0] = Buffer.from(head, 'utf8');
  for (let i = 0; i < list.length; i++) {
    const d = list[i];
    let json = encoded.get(d);
    if (!json) encoded.set(d, (json = Buffer.from(JSON.stringify(d), 'utf8')));
    parts[2 * i + 1] = i === 0 ? EMPTY : COMMA;
    parts[2 * i + 2] = json;
  }
  parts.push(TAIL);
  return Buffer.concat(parts);
}

const EMPTY = Buffer.alloc(0);
const TAIL = Buffer.from(']}}');

/**
 * The diagnostics of a publication shaped exactly as the server sends one (keys in this order,
 * plain objects in the list), so that joining their JSON gives `JSON.stringify`'s bytes; otherwise
 * undefined, and the message is written out whole.
 */
function publishedDiagnostics(msg: Message): readonly object[] | undefined {
  const m = msg as unknown as Record<string, unknown>;
  if (m.method !== 'textDocument/publishDiagnostics' || !sameKeys(m, MESSAGE_KEYS) || typeof m.jsonrpc !== 'string') return undefined;
  const p = m.params as Record<string, unknown> | null;
  if (typeof p !== 'object' || p === null || Object.getPrototypeOf(p) !== Object.prototype) return undefined;
  if (!sameKeys(p, Object.hasOwn(p, 'version') ? WITH_VERSION : PARAMS_KEYS)) return undefined;
  if (typeof p.uri !== 'string' || (p.version !== undefined && !Number.isSafeInteger(p.version))) return undefined;
  const list = p.diagnostics;
  if (!Array.isArray(list) || Object.getPrototypeOf(list) !== Array.prototype) return undefined;
  for (let i = 0; i < list.length; i++) {
    const d: unknown = list[i];
    // A plain object without toJSON encodes the same alone as inside the list.
    if (typeof d !== 'object' || d === null || Object.getPrototypeOf(d) !== Object.prototype || 'toJSON' in d) return undefined;
  }
  return list as object[];
}

const MESSAGE_KEYS = ['jsonrpc', 'method', 'params'];
const PARAMS_KEYS = ['uri', 'diagnostics'];
const WITH_VERSION = ['uri', 'version', 'diagnostics'];

function sameKeys(o: object, keys: readonly string[]): boolean {
  const k = Object.keys(o);
  if (k.length !== keys.length) return false;
  for (let i = 0; i < k.length; i++) if (k[i] !== keys[i]) return false;
  return true;
}

/** The content encoder for vscode-jsonrpc's stream writer. */
export const messageEncoder: ContentTypeEncoder = {
  name: 'application/json',
  encode: (msg) => {
    try {
      return Promise.resolve(encodeMessage(msg));
    } catch (e) {
      return Promise.reject(e);
    }
  },
};
