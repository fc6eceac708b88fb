// Diagnostics: exactly what `drydock check <file>` reports for the file (same codes, messages,
// ranges and rule IDs), published on open and (debounced) on change. An edit to a file re-checks
// every open document whose compilation read it (imports, base ships in other files).
//
// A client may pull them instead (LSP 3.17 `textDocument/diagnostic`). From its first pull the
// server stops publishing (and clears what it published, so nothing shows twice), and answers
// each pull with a `resultId`: when the diagnostics are the ones the client already holds, the
// answer is "unchanged" and nothing is sent again. Pushing stays the default because a client may
// announce the capability without ever pulling.
import type { Connection, DocumentDiagnosticReport, Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { DiagnosticRefreshRequest } from 'vscode-languageserver';
import type { Analysis, Workspace } from '../workspace';
import { log } from '../util';
import { DiagnosticConversions } from './diagnostic-reuse';
import { sameDiagnostics, toLspDiagnostic } from './lsp-diagnostic';

/** Documents with at least this many diagnostics keep their last conversion, at most this many documents. */
const KEEP_CONVERSIONS_FROM = 64;
const KEEP_CONVERSIONS_FOR = 8;

/**
 * Longest stretch of building symbols after a check before messages are read again (ms). An edit
 * that comes in during a stretch waits for its end before its own wait begins: after a keystroke
 * near the top of a 50,000-line file the stretch moves every later ship's spans (about 5 ms).
 * With 8 ms stretches, edits typed there had a p95 of 119 ms, with 2 ms 98 ms (six alternated
 * runs of 80 edits each; the p50 moved less than the runs differ). A stretch costs one turn of
 * the event loop, some microseconds.
 */
export const INDEX_SLICE_MS = 2;

/** The default delay between the last edit and re-checking (ms). */
export const DEFAULT_DEBOUNCE_MS = 10;

export class DiagnosticsPublisher {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Last published version per document. */
  readonly published = new Map<string, number>();
  /** Per document, for the few with many diagnostics: its last diagnostics as sent, whose unchanged objects go out again. */
  private readonly conversions = new Map<string, DiagnosticConversions>();

  /**
   * Delay between the last edit and re-checking. Unset: 10 ms, long enough to take the changes an
   * editor sends together (a paste, several cursors) as one. It used to grow with the file's
   * compile time (to wait for the typing to pause), which made every keystroke in a big file wait
   * longer; an edit now costs little however big the file, and a re-check that a newer edit
   * overtakes is given up (Workspace.recheck), so waiting longer would only delay what the user
   * sees.
   */
  debounceMs: number | undefined;

  constructor(
    private readonly connection: Connection,
    private readonly ws: Workspace,
    debounceMs?: number,
  ) {
    this.debounceMs = debounceMs;
  }

  /** Called after each check of a document (`drydock lsp --stdio` collects memory once idle). */
  afterCheck: (() => void) | undefined;

  delayFor(): number {
    return this.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  }

  /** Check a document now (on open). */
  now(uri: string): void {
    if (this.pulling) return;
    this.cancel(uri);
    this.publish(uri);
  }

  private refreshTimer: NodeJS.Timeout | undefined;

  /**
   * Pulling: the client pulls the document it edits by itself; what changed elsewhere (a file it
   * imports) is announced by asking for a new pull of every document, once per burst of changes.
   */
  private refreshLater(): void {
    if (!this.refreshSupport || this.refreshTimer) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      void this.connection.sendRequest(DiagnosticRefreshRequest.type).catch(() => undefined);
    }, this.debounceMs ?? 30);
  }

  /** Check a document after the debounce delay (on change), and the documents that depend on it. */
  schedule(uri: string, file?: string): void {
    if (this.pulling) {
      // The client pulls the edited document itself; only other documents need a refresh.
      if (file && this.ws.dependents(file).some((dep) => dep !== uri)) this.refreshLater();
      return;
    }
    this.later(uri);
    if (file) for (const dep of this.ws.dependents(file)) if (dep !== uri) this.later(dep);
  }

  /** A file changed outside the editor: re-check its dependents (and itself when open). */
  fileChanged(file: string): void {
    for (const dep of this.ws.dependents(file)) this.later(dep);
  }

  private later(uri: string): void {
    if (this.pulling) return this.refreshLater();
    this.cancel(uri);
    this.timers.set(
      uri,
      setTimeout(() => {
        this.timers.delete(uri);
        void this.recheck(uri);
      }, this.delayFor()),
    );
  }

  private cancel(uri: string): void {
    const t = this.timers.get(uri);
    if (t) clearTimeout(t);
    this.timers.delete(uri);
  }

  clear(uri: string): void {
    this.cancel(uri);
    this.published.delete(uri);
    this.pulled.delete(uri);
    this.conversions.delete(uri);
    if (!this.pulling) void this.connection.sendDiagnostics({ uri, diagnostics: [] }).catch(() => undefined);
  }

  /** Set once the client has pulled: nothing is published from then on. */
  private pulling = false;
  /** Can the client be asked to pull again (workspace/diagnostic/refresh)? */
  refreshSupport = false;
  /** Per document: the last report's id and its diagnostics as sent. */
  private readonly pulled = new Map<string, { resultId: string; items: LspDiagnostic[] }>();
  private nextResultId = 1;

  /**
   * The answer to `textDocument/diagnostic`: the document checked as it is now, "unchanged" when
   * the client's `previousResultId` names diagnostics equal to these.
   */
  async pull(uri: string, previousResultId: string | undefined): Promise<DocumentDiagnosticReport> {
    if (!this.ws.get(uri)) return { kind: 'full', items: [] };
    if (!this.pulling) this.startPulling();
    this.cancel(uri);
    const a = (await this.ws.recheck(uri)) ?? this.ws.analyze(uri);
    if (!a) return { kind: 'full', items: [] };
    this.afterCheck?.();
    const items = this.convert(a);
    const last = this.pulled.get(uri);
    this.published.set(uri, a.version);
    this.indexSoon(a);
    if (last && previousResultId === last.resultId && sameDiagnostics(last.items, items)) return { kind: 'unchanged', resultId: last.resultId };
    const resultId = String(this.nextResultId++);
    this.pulled.set(uri, { resultId, items });
    return { kind: 'full', resultId, items };
  }

  /** The first pull: stop publishing, and take back what was published. */
  private startPulling(): void {
    this.pulling = true;
    for (const uri of this.published.keys()) void this.connection.sendDiagnostics({ uri, diagnostics: [] }).catch(() => undefined);
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  /** Check a document now and publish its diagnostics (on open). */
  publish(uri: string): void {
    try {
      const a = this.ws.analyze(uri);
      if (a) this.send(a);
    } catch (e) {
      log(`[drydock] checking ${uri} failed: ${(e as Error)?.stack ?? String(e)}`);
    }
  }

  /**
   * The debounced re-check: in steps that let requests read meanwhile go first, given up when a
   * newer edit supersedes it (that edit scheduled its own); see Workspace.recheck.
   */
  private async recheck(uri: string): Promise<void> {
    try {
      const a = await this.ws.recheck(uri);
      if (!a) return;
      this.send(a);
      this.indexSoon(a);
    } catch (e) {
      log(`[drydock] checking ${uri} failed: ${(e as Error)?.stack ?? String(e)}`);
    }
  }

  /**
   * The symbols (hover, definition, highlight) are built now rather than by the next request, in
   * slices of INDEX_SLICE_MS: messages that arrive meanwhile (an edit) are read between two
   * slices, and a newer edit stops the build (the next check's symbols reuse what was built).
   */
  private indexSoon(a: Analysis): void {
    const slice = () => {
      try {
        if (this.ws.seqOf(a.uri) !== a.seq) return;
        if (!a.indexStep(performance.now() + INDEX_SLICE_MS)) setImmediate(slice);
      } catch (e) {
        log(`[drydock] indexing ${a.uri} failed: ${(e as Error)?.stack ?? String(e)}`);
      }
    };
    setImmediate(slice);
  }

  private send(a: Analysis): void {
    this.afterCheck?.();
    if (this.pulling) return;
    const diagnostics = this.convert(a);
    this.published.set(a.uri, a.version);
    void this.connection.sendDiagnostics({ uri: a.uri, version: a.version, diagnostics }).catch(() => undefined);
  }

  /**
   * The LSP diagnostics of an analysis. The last conversion is kept (to hand back what did not
   * change) only for documents with many diagnostics, the few used last: in a workspace with every
   * file open, keeping every document's would hold what nothing needs again.
   */
  private convert(a: Analysis): LspDiagnostic[] {
    if (a.diagnostics.length < KEEP_CONVERSIONS_FROM) {
      this.conversions.delete(a.uri);
      return a.diagnostics.map((d) => toLspDiagnostic(d, a.source));
    }
    let c = this.conversions.get(a.uri);
    if (c) this.conversions.delete(a.uri);
    else c = new DiagnosticConversions();
    this.conversions.set(a.uri, c);
    if (this.conversions.size > KEEP_CONVERSIONS_FOR) this.conversions.delete(this.conversions.keys().next().value!);
    return c.convert(a.diagnostics, a.source);
  }

  /** Re-check every open document (after a configuration change or many file events). */
  all(): void {
    for (const uri of this.ws.openUris()) this.later(uri);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
  }
}
