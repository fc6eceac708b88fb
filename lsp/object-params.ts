// JSON-RPC lets a message's `params` be anything, but every LSP method takes an object, and
// vscode-languageserver reads fields of it before any handler of ours runs (`workDoneToken` of a
// hover, `capabilities` of initialize): `params: null` was answered -32603. This reader hands on
// every request and notification with `params` an object: a missing, null, primitive or array
// `params` becomes `{}`, and so does initialize's `capabilities`. The handlers then see missing
// fields and answer their empty result (lsp/methods.ts).
import type { DataCallback, Disposable, Message, MessageReader } from 'vscode-jsonrpc';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The message with object `params` (the same message when it has them already). */
export function withObjectParams(message: Message): Message {
  const m = message as Message & { method?: unknown; params?: unknown };
  if (typeof m.method !== 'string') return message; // a response
  let params = isObject(m.params) ? m.params : {};
  if (m.method === 'initialize' && !isObject(params.capabilities)) params = { ...params, capabilities: {} };
  return params === m.params ? message : ({ ...m, params } as Message);
}

/** `reader`, with every message's `params` made an object (withObjectParams). */
export function objectParamsReader(reader: MessageReader): MessageReader {
  return {
    onError: reader.onError,
    onClose: reader.onClose,
    onPartialMessage: reader.onPartialMessage,
    listen: (callback: DataCallback): Disposable => reader.listen((m) => callback(withObjectParams(m))),
    dispose: () => reader.dispose(),
  };
}
