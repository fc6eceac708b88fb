// The drydock language server (LSP 3.17, vscode-languageserver): `startServer(connection)` wires
// every capability of docs/lsp.md to a connection. `drydock lsp --stdio` (cli/lsp.ts) makes the
// connection; tests/lsp/ drive it through real JSON-RPC.
//
// Robustness: every handler runs in `guard` (lsp/util.ts): an internal error is logged and answered
// with an empty result, never thrown at the client; positions are clamped; diagnostics are
// debounced; the workspace-wide requests yield to the event loop and honour cancellation.
import type {
  CancellationToken,
  Connection,
  DefinitionParams,
  DocumentHighlight,
  DocumentHighlightParams,
  HoverParams,
  InitializeParams,
  InitializeResult,
  Location,
  Position,
  Range,
  ReferenceParams,
  ServerCapabilities,
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
import { legend, semanticTokens } from './features/semanticTokens';
import { codeActions } from './features/codeActions';
import { inlayHints } from './features/inlayHints';
import { commandNames, executeCommand } from './features/commands';
import { formatDocument } from './features/formatting';
import { Workspace, type Analysis } from './workspace';
import { clampPosition, guard, guardNotification, log, offsetAt, positionAt, setLogger, sourceOf, uriToPath } from './util';

export interface ServerOptions {
  /** Delay between the last edit and re-checking (ms); default adaptive. Also initializationOptions.debounceMs. */
  debounceMs?: number;
  /**
   * The workspace is trusted: Prettier config files that are code may be loaded for formatting.
   * Also initializationOptions.trustedWorkspace (only `true` trusts; default untrusted).
   */
  trustedWorkspace?: boolean;
}

/** Wires the server to `connection` and starts listening; returns its workspace (the playground's extra requests read it). */
export function startServer(connection: Connection, options: ServerOptions = {}): Workspace {
  const ws = new Workspace();
  setLogger((m) => connection.console.error(m));
  const diagnostics = new DiagnosticsPublisher(connection, ws, options.debounceMs);
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
   * Runs a feature at a position without waiting for a compile (issue 18): on the last analysis
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

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    try {
      const folders = params.workspaceFolders ?? (params.rootUri ? [{ uri: params.rootUri, name: 'root' }] : []);
      ws.roots = folders.filter((f) => f.uri.startsWith('file:')).map((f) => uriToPath(f.uri));
      snippets = !!params.capabilities?.textDocument?.completion?.completionItem?.snippetSupport;
      watchDynamic = !!params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration;
      const init = (params.initializationOptions ?? {}) as { debounceMs?: unknown; trustedWorkspace?: unknown };
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
      executeCommandProvider: { commands: commandNames() },
      workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
    };
    return { capabilities, serverInfo: { name: 'drydock' } };
  });

  connection.onInitialized(
    guardNotification('initialized', async () => {
      if (watchDynamic)
        await connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.ship' }] }).catch(() => undefined);
      try {
        connection.workspace.onDidChangeWorkspaceFolders(
          guardNotification('workspaceFolders', (e) => {
            const removed = new Set(e.removed.map((f) => uriToPath(f.uri)));
            ws.roots = [...ws.roots.filter((r) => !removed.has(r)), ...e.added.filter((f) => f.uri.startsWith('file:')).map((f) => uriToPath(f.uri))];
          }),
        );
      } catch {
        // the client does not support workspace folders
      }
    }),
  );

  // ---- documents ---------------------------------------------------------------------------------

  connection.onDidOpenTextDocument(
    guardNotification('didOpen', (p) => {
      const d = p?.textDocument;
      // A document without a string uri cannot be named again by the client; keeping it would
      // break every workspace-wide request (symbols, references, rename) that walks the uris.
      if (typeof d?.uri !== 'string' || !d.uri) return log('[drydock] didOpen without a document uri: ignored');
      ws.open(d.uri, typeof d.languageId === 'string' ? d.languageId : 'ship', Number.isInteger(d.version) ? d.version : 0, typeof d.text === 'string' ? d.text : String(d.text ?? ''));
      diagnostics.now(d.uri);
      // Files that import this one read it from the editor from now on.
      diagnostics.fileChanged(uriToPath(d.uri));
    }),
  );
  connection.onDidChangeTextDocument(
    guardNotification('didChange', (p) => {
      const uri = p.textDocument.uri;
      if (!ws.change(uri, p.textDocument.version ?? 0, p.contentChanges ?? [])) return;
      diagnostics.schedule(uri, uriToPath(uri));
    }),
  );
  connection.onDidCloseTextDocument(
    guardNotification('didClose', (p) => {
      const uri = p.textDocument.uri;
      ws.close(uri);
      diagnostics.clear(uri);
      diagnostics.fileChanged(uriToPath(uri));
    }),
  );
  connection.onDidSaveTextDocument(guardNotification('didSave', () => undefined));
  connection.onDidChangeWatchedFiles(
    guardNotification('watchedFiles', (p) => {
      for (const c of p.changes ?? []) {
        const file = uriToPath(c.uri);
        ws.fileChanged(file);
        diagnostics.fileChanged(file);
        if (c.type === FileChangeType.Deleted || c.type === FileChangeType.Created) diagnostics.all();
      }
    }),
  );
  connection.onDidChangeConfiguration(
    guardNotification('configuration', (p) => {
      const s = (p?.settings as { drydock?: { diagnostics?: { debounceMs?: unknown } } } | undefined)?.drydock;
      const ms = s?.diagnostics?.debounceMs;
      if (typeof ms === 'number' && ms >= 0) diagnostics.debounceMs = ms;
      diagnostics.all();
    }),
  );

  // ---- requests ----------------------------------------------------------------------------------

  // Completion reads the current text; the program (names) may be an edit behind (ws.latest).
  connection.onCompletion(
    guard('completion', { isIncomplete: false, items: [] }, (p) => {
      const uri = p?.textDocument?.uri;
      const doc = typeof uri === 'string' ? ws.get(uri) : undefined;
      const a = doc ? ws.latest(uri) : undefined;
      if (!doc || !a) return { isIncomplete: false, items: [] };
      const text = doc.getText();
      return completion(a, text === a.source.text ? a.source : sourceOf(text), p, { snippets });
    }),
  );
  // Hover, definition, highlight and references answer from the last analysis when they can
  // (see atPosition): a request sent right after an edit does not wait for a compile.
  connection.onHover(
    atPosition('hover', null, (a, p: HoverParams) => hover(a, p), (h, map) => {
      if (!h?.range) return h;
      const range = map(h.range);
      if (range) return { ...h, range };
      const { range: _, ...rest } = h;
      return rest;
    }),
  );
  connection.onDefinition(
    atPosition('definition', null as Location | null, (a, p: DefinitionParams) => definition(ws, a, p), (loc, map, uri) => {
      if (!loc || loc.uri !== uri) return loc;
      const range = map(loc.range);
      return range ? { ...loc, range } : undefined;
    }),
  );
  // The workspace index reads the current texts: only the symbol under the cursor comes from the analysis.
  connection.onReferences(atPosition('references', [] as Location[], (a, p: ReferenceParams, t) => references(ws, a, p, t), (r) => r));
  connection.onPrepareRename(withDoc('prepareRename', null, (a, p) => prepareRename(a, p)));
  connection.onRenameRequest(withDoc('rename', null, (a, p, t) => rename(ws, a, p, t)));
  connection.onDocumentHighlight(
    atPosition('documentHighlight', [] as DocumentHighlight[], (a, p: DocumentHighlightParams) => documentHighlight(a, p), (hs, map) => {
      const out: DocumentHighlight[] = [];
      for (const h of hs) {
        const range = map(h.range);
        if (range) out.push({ ...h, range });
      }
      return out;
    }),
  );
  connection.onDocumentSymbol(withDoc('documentSymbol', [], (a, p) => documentSymbols(a, p)));
  connection.onWorkspaceSymbol(guard('workspaceSymbol', [], (p, t) => workspaceSymbols(ws, p, t)));
  connection.onFoldingRanges(withDoc('foldingRange', [], (a, p) => foldingRanges(a, p)));
  connection.languages.semanticTokens.on(withDoc('semanticTokens', { data: [] }, (a) => semanticTokens(a)));
  connection.languages.semanticTokens.onRange(withDoc('semanticTokensRange', { data: [] }, (a, p) => semanticTokens(a, p.range)));
  connection.onDocumentFormatting(withDoc('formatting', [], (a, p, t) => formatDocument(a, p, t, trusted)));
  connection.onCodeAction(withDoc('codeAction', [], (a, p) => codeActions(a, p, ws.host)));
  connection.languages.inlayHint.on(withDoc('inlayHint', [], (a, p) => inlayHints(a, p)));
  connection.onExecuteCommand(guard('executeCommand', null, (p) => executeCommand(ws, p)));

  connection.onShutdown(() => diagnostics.dispose());
  connection.listen();
  return ws;
}
