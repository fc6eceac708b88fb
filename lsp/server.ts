// The drydock language server (LSP 3.17, vscode-languageserver): `startServer(connection)` wires
// every capability of docs/lsp.md to a connection. `drydock lsp --stdio` (cli/lsp.ts) makes the
// connection; tests/lsp/ drive it through real JSON-RPC.
//
// Robustness: every handler runs in `guard` (lsp/util.ts): an internal error is logged and answered
// with an empty result, never thrown at the client; positions are clamped; diagnostics are
// debounced; the workspace-wide requests yield to the event loop and honour cancellation.
import type {
  CancellationToken,
  CodeActionParams,
  CompletionParams,
  Connection,
  DefinitionParams,
  DidChangeTextDocumentParams,
  DidChangeWatchedFilesParams,
  DidCloseTextDocumentParams,
  DidOpenTextDocumentParams,
  DocumentDiagnosticParams,
  DocumentDiagnosticReport,
  DocumentFormattingParams,
  DocumentHighlight,
  DocumentHighlightParams,
  ExecuteCommandParams,
  HoverParams,
  InitializeParams,
  InitializeResult,
  InlayHintParams,
  Location,
  Position,
  PrepareRenameParams,
  Range,
  ReferenceParams,
  RenameParams,
  SemanticTokensRangeParams,
  ServerCapabilities,
  WorkspaceSymbolParams,
} from 'vscode-languageserver';
import { CodeActionKind, DidChangeWatchedFilesNotification, FileChangeType, TextDocumentSyncKind } from 'vscode-languageserver';
import { DiagnosticsPublisher } from './features/diagnostics';
import { completion } from './features/completion';
import { hover } from './features/hover';
import { definition } from './features/definition';
import { references } from './features/references';
import { prepareRename, rename } from './features/rename';
import { documentHighlight } from './features/highlight';
import { documentSymbols } from './features/documentSymbols';
import { workspaceSymbols } from './features/workspaceSymbols';
import { foldingRanges } from './features/folding';
import { semanticTokens } from './features/semanticTokens';
import { legend } from './features/semantic-legend';
import { codeActions } from './features/codeActions';
import { inlayHints } from './features/inlayHints';
import { commandNames, executeCommand } from './features/commands';
import { formatDocument } from './features/formatting';
import { NOTIFICATIONS, REQUESTS, wellFormed, type NotificationMethod, type RequestMethod } from './methods';
import { Workspace, type Analysis } from './workspace';
import { clampPosition, guard, guardNotification, log, offsetAt, positionAt, setLogger, sourceOf, uriToPath } from './util';

export interface ServerOptions {
  /** Delay between the last edit and re-checking (ms); default 10. Also initializationOptions.debounceMs. */
  debounceMs?: number;
  /**
   * The workspace is trusted: Prettier config files that are code may be loaded for formatting.
   * Also initializationOptions.trustedWorkspace (only `true` trusts; default untrusted).
   */
  trustedWorkspace?: boolean;
  /** Called after each check of a document (cli/lsp.ts: memory is collected once the server is idle). */
  afterCheck?: () => void;
}

/** Wires the server to `connection` and starts listening; returns its workspace (the playground's extra requests read it). */
export function startServer(connection: Connection, options: ServerOptions = {}): Workspace {
  const ws = new Workspace();
  setLogger((m) => connection.console.error(m));
  const diagnostics = new DiagnosticsPublisher(connection, ws, options.debounceMs);
  diagnostics.afterCheck = options.afterCheck;
  let snippets = false;
  // Only the client's initialization options can trust a workspace: workspace settings come from
  // the (possibly downloaded) workspace itself, so didChangeConfiguration never changes this.
  let trusted = options.trustedWorkspace === true;
  let watchDynamic = false;

  /** Runs a feature on the analysis of the request's document (nothing when it is not open). */
  const withDoc = <P extends { textDocument: { uri: string } }, R>(name: string, fallback: R, run: (a: Analysis, params: P, token: import('vscode-languageserver').CancellationToken) => R | Promise<R>) =>
    guard<P, R>(name, fallback, (params, token) => {
      const uri = params?.textDocument?.uri;
      if (typeof uri !== 'string') return fallback;
      const a = ws.analyze(uri);
      return a ? run(a, params, token) : fallback;
    });

  /**
   * Runs a feature at a position without waiting for a compile: on the last analysis
   * when the edits since cannot change its answer (Workspace.settled: the exact answer), else on
   * the last analysis all the same with the position mapped back through the edits
   * (Workspace.stale: an edit behind until the re-check the edit scheduled has run, as completion
   * is). `mapResult` maps the answer's ranges to the current text; a range that fell inside edited
   * text is dropped (undefined: no answer). Only a document without any analysis yet is compiled.
   */
  const atPosition = <P extends { textDocument: { uri: string }; position: Position }, R>(
    name: string,
    fallback: R,
    run: (a: Analysis, params: P, token: CancellationToken) => R | Promise<R>,
    /** The answer with its ranges in the current text; undefined when it cannot be given there. */
    mapResult: (r: R, toCurrent: (range: Range) => Range | undefined, uri: string) => R | undefined,
  ) =>
    guard<P, R>(name, fallback, async (params, token) => {
      const uri = params?.textDocument?.uri;
      const doc = typeof uri === 'string' ? ws.get(uri) : undefined;
      if (!doc) return fallback;
      const offset = doc.offsetAt(clampPosition(params.position));
      const s = ws.settled(uri, offset) ?? ws.stale(uri, offset);
      if (!s) {
        // No analysis yet, or the position lies in text typed since the last one.
        if (ws.hasAnalysis(uri)) return fallback;
        return run(ws.analyze(uri)!, params, token);
      }
      const a = s.analysis;
      if (a.seq === ws.seqOf(uri)) return run(a, params, token);
      const result = await run(a, { ...params, position: positionAt(a.source, s.offset) }, token);
      const toCurrent = (r: Range): Range | undefined => {
        const start = s.toCurrent(offsetAt(a.source, r.start));
        const end = s.toCurrent(offsetAt(a.source, r.end), true);
        return start === undefined || end === undefined ? undefined : { start: doc.positionAt(start), end: doc.positionAt(Math.max(start, end)) };
      };
      const mapped = result == null ? result : mapResult(result, toCurrent, uri);
      return mapped === undefined ? fallback : mapped;
    });

  /** A notification handler that ignores (and logs) parameters without the shape lsp/methods.ts gives it. */
  const shaped =
    (method: NotificationMethod, handler: (params: any) => void) =>
    (params: unknown): void => {
      if (wellFormed(NOTIFICATIONS[method].params, params)) handler(params);
      else log(`[drydock] ${method} with malformed parameters: ignored`);
    };

  /** Is the position inside the analysed document as given (not only once clamped)? */
  const inside = (a: Analysis, p: Position): boolean => {
    if (!Number.isInteger(p.line) || !Number.isInteger(p.character) || p.line < 0 || p.character < 0 || p.line >= a.source.lines.lineCount) return false;
    return offsetAt(a.source, { line: p.line, character: 0 }) + p.character <= offsetAt(a.source, { line: p.line, character: Number.MAX_SAFE_INTEGER });
  };

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    try {
      const fileFolder = (f: unknown): f is { uri: string } => typeof (f as { uri?: unknown } | null)?.uri === 'string' && (f as { uri: string }).uri.startsWith('file:');
      const folders: unknown[] = Array.isArray(params.workspaceFolders) ? params.workspaceFolders : typeof params.rootUri === 'string' ? [{ uri: params.rootUri }] : [];
      ws.roots = folders.filter(fileFolder).map((f) => uriToPath(f.uri));
      snippets = params.capabilities?.textDocument?.completion?.completionItem?.snippetSupport === true;
      watchDynamic = params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
      diagnostics.refreshSupport = params.capabilities?.workspace?.diagnostics?.refreshSupport === true;
      const init = (params.initializationOptions && typeof params.initializationOptions === 'object' ? params.initializationOptions : {}) as { debounceMs?: unknown; trustedWorkspace?: unknown };
      if (init.trustedWorkspace === true) trusted = true;
      if (typeof init.debounceMs === 'number' && init.debounceMs >= 0) diagnostics.debounceMs = init.debounceMs;
    } catch (e) {
      log(`[drydock] initialize: ${(e as Error).message}`);
    }
    const capabilities: ServerCapabilities = {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
      completionProvider: { triggerCharacters: [':', '"', '/'], resolveProvider: false },
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      renameProvider: { prepareProvider: true },
      documentHighlightProvider: true,
      documentSymbolProvider: { label: 'drydock' },
      workspaceSymbolProvider: true,
      foldingRangeProvider: true,
      semanticTokensProvider: { legend, full: true, range: true },
      documentFormattingProvider: true,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      inlayHintProvider: true,
      // Announced to every client; it is used only once the client pulls (lsp/features/diagnostics.ts).
      diagnosticProvider: { identifier: 'drydock', interFileDependencies: true, workspaceDiagnostics: false },
      executeCommandProvider: { commands: commandNames() },
      workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
    };
    return { capabilities, serverInfo: { name: 'drydock' } };
  });

  // ---- notifications --------------------------------------------------------------------------

  const onWorkspaceFolders = guardNotification('workspaceFolders', (p: { event: { added: { uri: string }[]; removed: { uri: string }[] } }) => {
    const removed = new Set(p.event.removed.map((f) => uriToPath(f.uri)));
    ws.roots = [...ws.roots.filter((r) => !removed.has(r)), ...p.event.added.filter((f) => f.uri.startsWith('file:')).map((f) => uriToPath(f.uri))];
  });
  // Each takes parameters of its shape in lsp/methods.ts; others are ignored (logged).
  const notifications: { [M in NotificationMethod]: (params: any) => void } = {
    initialized: guardNotification('initialized', async () => {
      // vscode-languageserver takes workspace-folder changes over at initialize: take them back.
      connection.onNotification('workspace/didChangeWorkspaceFolders', shaped('workspace/didChangeWorkspaceFolders', onWorkspaceFolders));
      if (watchDynamic)
        await connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.ship' }] }).catch(() => undefined);
    }),
    'textDocument/didOpen': guardNotification('didOpen', (p: DidOpenTextDocumentParams) => {
      const d = p.textDocument;
      // A document without a uri cannot be named again by the client; keeping it would break
      // every workspace-wide request (symbols, references, rename) that walks the uris.
      if (!d.uri) return log('[drydock] didOpen without a document uri: ignored');
      ws.open(d.uri, d.languageId ?? 'ship', Number.isInteger(d.version) ? d.version : 0, d.text);
      diagnostics.now(d.uri);
      // Files that import this one read it from the editor from now on.
      diagnostics.fileChanged(uriToPath(d.uri));
    }),
    'textDocument/didChange': guardNotification('didChange', (p: DidChangeTextDocumentParams) => {
      const uri = p.textDocument.uri;
      if (!ws.change(uri, p.textDocument.version ?? 0, p.contentChanges)) return;
      diagnostics.schedule(uri, uriToPath(uri));
    }),
    'textDocument/didClose': guardNotification('didClose', (p: DidCloseTextDocumentParams) => {
      const uri = p.textDocument.uri;
      ws.close(uri);
      diagnostics.clear(uri);
      diagnostics.fileChanged(uriToPath(uri));
    }),
    'textDocument/didSave': guardNotification('didSave', () => undefined),
    'workspace/didChangeWatchedFiles': guardNotification('watchedFiles', (p: DidChangeWatchedFilesParams) => {
      for (const c of p.changes) {
        const file = uriToPath(c.uri);
        ws.fileChanged(file);
        diagnostics.fileChanged(file);
        if (c.type === FileChangeType.Deleted || c.type === FileChangeType.Created) diagnostics.all();
      }
    }),
    'workspace/didChangeConfiguration': guardNotification('configuration', (p: { settings: unknown }) => {
      const s = (p.settings as { drydock?: { diagnostics?: { debounceMs?: unknown } } } | null | undefined)?.drydock;
      const ms = s?.diagnostics?.debounceMs;
      if (typeof ms === 'number' && ms >= 0) diagnostics.debounceMs = ms;
      diagnostics.all();
    }),
    'workspace/didChangeWorkspaceFolders': onWorkspaceFolders,
  };
  for (const [method, handler] of Object.entries(notifications)) connection.onNotification(method, shaped(method as NotificationMethod, handler));

  // ---- requests ----------------------------------------------------------------------------------

  const requests: { [M in RequestMethod]: (params: any, token: CancellationToken) => unknown } = {
    // Completion reads the current text; the program (names) may be an edit behind (ws.latest).
    'textDocument/completion': guard('completion', REQUESTS['textDocument/completion'].empty, (p: CompletionParams) => {
      const uri = p.textDocument.uri;
      const doc = ws.get(uri);
      const a = doc ? ws.latest(uri) : undefined;
      if (!doc || !a) return REQUESTS['textDocument/completion'].empty;
      const text = doc.getText();
      return completion(a, text === a.source.text ? a.source : sourceOf(text), p, { snippets });
    }),
    // Hover, definition, highlight and references answer from the last analysis when they can
    // (see atPosition): a request sent right after an edit does not wait for a compile.
    'textDocument/hover': atPosition('hover', null, (a, p: HoverParams) => hover(a, p), (h, map) => {
      if (!h?.range) return h;
      const range = map(h.range);
      if (range) return { ...h, range };
      const { range: _, ...rest } = h;
      return rest;
    }),
    'textDocument/definition': atPosition('definition', null as Location | null, (a, p: DefinitionParams) => definition(ws, a, p), (loc, map, uri) => {
      if (!loc || loc.uri !== uri) return loc;
      const range = map(loc.range);
      return range ? { ...loc, range } : undefined;
    }),
    // The workspace index reads the current texts: only the symbol under the cursor comes from the analysis.
    'textDocument/references': atPosition('references', [] as Location[], (a, p: ReferenceParams, t) => references(ws, a, p, t), (r) => r),
    // A position outside the document names nothing to rename (clamped, it would name something else).
    'textDocument/prepareRename': withDoc('prepareRename', null, (a, p: PrepareRenameParams) => (inside(a, p.position) ? prepareRename(a, p) : null)),
    'textDocument/rename': withDoc('rename', null, (a, p: RenameParams, t) => (inside(a, p.position) ? rename(ws, a, p, t) : null)),
    'textDocument/documentHighlight': atPosition('documentHighlight', [] as DocumentHighlight[], (a, p: DocumentHighlightParams) => documentHighlight(a, p), (hs, map) => {
      const out: DocumentHighlight[] = [];
      for (const h of hs) {
        const range = map(h.range);
        if (range) out.push({ ...h, range });
      }
      return out;
    }),
    'textDocument/documentSymbol': withDoc('documentSymbol', [], (a, p) => documentSymbols(a, p)),
    'workspace/symbol': guard('workspaceSymbol', [], (p: WorkspaceSymbolParams, t) => workspaceSymbols(ws, p, t)),
    'textDocument/foldingRange': withDoc('foldingRange', [], (a, p) => foldingRanges(a, p)),
    'textDocument/semanticTokens/full': withDoc('semanticTokens', { data: [] }, (a) => semanticTokens(a)),
    'textDocument/semanticTokens/range': withDoc('semanticTokensRange', { data: [] }, (a, p: SemanticTokensRangeParams) => semanticTokens(a, p.range)),
    'textDocument/formatting': withDoc('formatting', [], (a, p: DocumentFormattingParams, t) => formatDocument(a, p, t, trusted)),
    'textDocument/codeAction': withDoc('codeAction', [], (a, p: CodeActionParams) => codeActions(a, p, ws.host)),
    'textDocument/inlayHint': withDoc('inlayHint', [], (a, p: InlayHintParams) => inlayHints(a, p)),
    'workspace/executeCommand': guard('executeCommand', null, (p: ExecuteCommandParams) => executeCommand(ws, p)),
    'textDocument/diagnostic': guard('diagnostic', { kind: 'full', items: [] } as DocumentDiagnosticReport, (p: DocumentDiagnosticParams) =>
      diagnostics.pull(p.textDocument.uri, p.previousResultId),
    ),
  };
  // Registered by method name, not through vscode-languageserver's typed helpers: those read the
  // parameters (for progress tokens) before the handler could check them.
  for (const [method, handler] of Object.entries(requests)) {
    const { params: shape, empty } = REQUESTS[method as RequestMethod];
    connection.onRequest(method, (params: unknown, token: CancellationToken) => (wellFormed(shape, params) ? handler(params, token) : structuredClone(empty)));
  }

  connection.onShutdown(() => diagnostics.dispose());
  connection.listen();
  return ws;
}
