// Every request and notification the server handles, with the shape of parameters it needs and
// the empty answer it gives when they do not have it (docs/lsp.md: malformed parameters get an
// empty result, never an error). lsp/server.ts registers its handlers from this table, so a
// handler cannot exist without its entry; tests/robustness/lsp-malformed-params.test.ts sends
// every method here malformed parameters generated from its shape.
import { COMMANDS } from './features/commands';

/** A parameter's shape: a primitive, any value, an object with fields, an array, or optional. */
export type Shape =
  | 'string'
  | 'number'
  | 'boolean'
  | 'any'
  | { readonly kind: 'object'; readonly fields: Readonly<Record<string, Shape>> }
  | { readonly kind: 'array'; readonly of: Shape }
  | { readonly kind: 'optional'; readonly of: Shape };

const obj = (fields: Record<string, Shape>): Shape => ({ kind: 'object', fields });
const arr = (of: Shape): Shape => ({ kind: 'array', of });
const opt = (of: Shape): Shape => ({ kind: 'optional', of });

/** A position's numbers may be anything numeric: negative, fractional or past the end are clamped. */
export const POSITION = obj({ line: 'number', character: 'number' });
export const RANGE = obj({ start: POSITION, end: POSITION });
const DOC = obj({ uri: 'string' });
const AT = { textDocument: DOC, position: POSITION };

/** Does `value` have `shape`? (Extra fields are allowed, as the protocol grows.) */
export function wellFormed(shape: Shape, value: unknown): boolean {
  if (typeof shape === 'string') return shape === 'any' ? true : shape === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === shape;
  switch (shape.kind) {
    case 'optional':
      return value === undefined || wellFormed(shape.of, value);
    case 'array':
      return Array.isArray(value) && value.every((v) => wellFormed(shape.of, v));
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
      const o = value as Record<string, unknown>;
      for (const [k, s] of Object.entries(shape.fields)) if (!wellFormed(s, Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined)) return false;
      return true;
    }
  }
}

export interface RequestEntry {
  params: Shape;
  /** The answer to malformed parameters (and to a document that is not open). */
  empty: unknown;
  /** The server capability that announces it (initialize's result). */
  capability: string;
}

/** The requests the server's own handlers answer (initialize and shutdown are the library's). */
export const REQUESTS = {
  'textDocument/completion': { params: obj({ ...AT, context: opt(obj({ triggerKind: 'number' })) }), empty: { isIncomplete: false, items: [] }, capability: 'completionProvider' },
  'textDocument/hover': { params: obj(AT), empty: null, capability: 'hoverProvider' },
  'textDocument/definition': { params: obj(AT), empty: null, capability: 'definitionProvider' },
  'textDocument/references': { params: obj({ ...AT, context: opt(obj({ includeDeclaration: opt('boolean') })) }), empty: [], capability: 'referencesProvider' },
  'textDocument/prepareRename': { params: obj(AT), empty: null, capability: 'renameProvider' },
  'textDocument/rename': { params: obj({ ...AT, newName: 'string' }), empty: null, capability: 'renameProvider' },
  'textDocument/documentHighlight': { params: obj(AT), empty: [], capability: 'documentHighlightProvider' },
  'textDocument/documentSymbol': { params: obj({ textDocument: DOC }), empty: [], capability: 'documentSymbolProvider' },
  'workspace/symbol': { params: obj({ query: 'string' }), empty: [], capability: 'workspaceSymbolProvider' },
  'textDocument/foldingRange': { params: obj({ textDocument: DOC }), empty: [], capability: 'foldingRangeProvider' },
  'textDocument/semanticTokens/full': { params: obj({ textDocument: DOC }), empty: { data: [] }, capability: 'semanticTokensProvider' },
  'textDocument/semanticTokens/range': { params: obj({ textDocument: DOC, range: RANGE }), empty: { data: [] }, capability: 'semanticTokensProvider' },
  'textDocument/formatting': { params: obj({ textDocument: DOC, options: obj({ tabSize: 'number', insertSpaces: 'boolean' }) }), empty: [], capability: 'documentFormattingProvider' },
  'textDocument/codeAction': { params: obj({ textDocument: DOC, range: RANGE, context: obj({ diagnostics: arr(obj({ range: RANGE, message: 'string' })) }) }), empty: [], capability: 'codeActionProvider' },
  'textDocument/inlayHint': { params: obj({ textDocument: DOC, range: RANGE }), empty: [], capability: 'inlayHintProvider' },
  'textDocument/diagnostic': { params: obj({ textDocument: DOC, previousResultId: opt('string') }), empty: { kind: 'full', items: [] }, capability: 'diagnosticProvider' },
  'workspace/executeCommand': { params: obj({ command: 'string', arguments: opt(arr('any')) }), empty: null, capability: 'executeCommandProvider' },
} as const satisfies Record<string, RequestEntry>;

export type RequestMethod = keyof typeof REQUESTS;

/** The notifications the server's own handlers take (exit, $/setTrace and $/cancelRequest are the library's). */
export const NOTIFICATIONS = {
  initialized: { params: 'any' },
  'textDocument/didOpen': { params: obj({ textDocument: obj({ uri: 'string', languageId: opt('string'), version: opt('number'), text: 'string' }) }) },
  'textDocument/didChange': { params: obj({ textDocument: obj({ uri: 'string', version: opt('number') }), contentChanges: arr(obj({ text: 'string', range: opt(RANGE) })) }) },
  'textDocument/didClose': { params: obj({ textDocument: DOC }) },
  'textDocument/didSave': { params: obj({ textDocument: DOC }) },
  'workspace/didChangeWatchedFiles': { params: obj({ changes: arr(obj({ uri: 'string', type: 'number' })) }) },
  'workspace/didChangeConfiguration': { params: obj({ settings: 'any' }) },
  'workspace/didChangeWorkspaceFolders': {
    params: obj({ event: obj({ added: arr(obj({ uri: 'string', name: 'string' })), removed: arr(obj({ uri: 'string', name: 'string' })) }) }),
  },
} as const satisfies Record<string, { params: Shape }>;

export type NotificationMethod = keyof typeof NOTIFICATIONS;

/** The commands of workspace/executeCommand (lsp/features/commands.ts). */
export { COMMANDS };
