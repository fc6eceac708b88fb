// A language client for the tests: spawns `drydock lsp --stdio`, speaks real JSON-RPC to it
// (vscode-jsonrpc), initializes it, opens and edits documents, and collects what it publishes.
// Fixture texts mark cursor positions with `<|>`.
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import { afterAll, beforeAll } from 'vitest';
import type { Diagnostic, Hover, InitializeResult, MarkupContent, Position, PublishDiagnosticsParams, TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol';
import { root, serverCommand } from './server-binary';

export { root };

export const MARK = '<|>';

/** Strip `<|>` markers; returns the text and the marker positions (in order). */
export function fixture(withMarkers: string): { text: string; positions: Position[]; offsets: number[] } {
  const offsets: number[] = [];
  let text = '';
  let i = 0;
  for (;;) {
    const j = withMarkers.indexOf(MARK, i);
    if (j < 0) {
      text += withMarkers.slice(i);
      break;
    }
    text += withMarkers.slice(i, j);
    offsets.push(text.length);
    i = j + MARK.length;
  }
  return { text, offsets, positions: offsets.map((o) => positionOf(text, o)) };
}

export function positionOf(text: string, offset: number): Position {
  let line = 0;
  let last = 0;
  for (let k = 0; k < offset; k++) {
    if (text.charCodeAt(k) === 10) {
      line++;
      last = k + 1;
    }
  }
  return { line, character: offset - last };
}

export function offsetOf(text: string, pos: Position): number {
  let line = 0;
  let k = 0;
  while (line < pos.line && k < text.length) {
    if (text.charCodeAt(k) === 10) line++;
    k++;
  }
  return Math.min(text.length, k + pos.character);
}

/** Apply LSP text edits to a text (for checking formatting, code actions and rename). */
export function applyEdits(text: string, edits: { range: { start: Position; end: Position }; newText: string }[]): string {
  const withOffsets = edits.map((e) => ({ start: offsetOf(text, e.range.start), end: offsetOf(text, e.range.end), newText: e.newText }));
  withOffsets.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  for (const e of withOffsets) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}

export function uriOf(file: string): string {
  return pathToFileURL(file).toString();
}

const scratch: string[] = [];

/** Remove the scratch projects made so far (each test file calls it in afterAll). */
export function cleanupScratch(): void {
  for (const d of scratch.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}
process.on('exit', cleanupScratch);

export type TempProject = { dir: string; file(name: string): string; uri(name: string): string; write(name: string, text: string): void };

/** A scratch project folder (with a drydock.json marker, so imports stay inside it); removed by cleanupScratch. */
export function tempProject(files: Record<string, string> = {}): TempProject {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-lsp-'));
  scratch.push(dir);
  fs.writeFileSync(path.join(dir, 'drydock.json'), '{}\n');
  const write = (name: string, text: string) => {
    const p = path.join(dir, name);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, text);
  };
  for (const [name, text] of Object.entries(files)) write(name, text);
  return { dir, file: (n) => path.join(dir, n), uri: (n) => uriOf(path.join(dir, n)), write };
}

export interface StartOptions {
  rootUri?: string | null;
  debounceMs?: number;
  snippets?: boolean;
  /** Another server to start instead of `drydock lsp --stdio` (e.g. the one unpacked from the .vsix). */
  server?: { command: string; args: string[]; cwd: string };
  initializationOptions?: Record<string, unknown>;
  /** Announce LSP 3.17 pull diagnostics (and refresh support), as VS Code does. */
  pull?: boolean;
}

export class LspClient {
  readonly published = new Map<string, PublishDiagnosticsParams[]>();
  private readonly waiters: { uri: string; after: number; resolve: (p: PublishDiagnosticsParams) => void; pred: (p: PublishDiagnosticsParams) => boolean }[] = [];
  readonly versions = new Map<string, number>();
  readonly texts = new Map<string, string>();
  stderr = '';
  logs: string[] = [];
  /** workspace/diagnostic/refresh requests received. */
  refreshes = 0;
  initializeResult!: InitializeResult;
  exited = false;

  private constructor(
    readonly child: ChildProcess,
    readonly conn: MessageConnection,
  ) {}

  static async start(opts: StartOptions = {}): Promise<LspClient> {
    const cmd = opts.server ?? serverCommand();
    const child = spawn(cmd.command, cmd.args, { cwd: opts.server?.cwd ?? root, stdio: ['pipe', 'pipe', 'pipe'] });
    const conn = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    const client = new LspClient(child, conn);
    child.stderr!.on('data', (d) => (client.stderr += String(d)));
    child.on('exit', () => (client.exited = true));
    conn.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      const list = client.published.get(p.uri) ?? [];
      list.push(p);
      client.published.set(p.uri, list);
      for (const w of [...client.waiters]) {
        if (w.uri === p.uri && list.length > w.after && w.pred(p)) {
          client.waiters.splice(client.waiters.indexOf(w), 1);
          w.resolve(p);
        }
      }
    });
    conn.onNotification('window/logMessage', (p: { message: string }) => {
      client.logs.push(p.message);
    });
    conn.onRequest('client/registerCapability', () => null);
    conn.onRequest('client/unregisterCapability', () => null);
    conn.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => null));
    conn.onRequest('window/workDoneProgress/create', () => null);
    conn.onRequest('workspace/semanticTokens/refresh', () => null);
    conn.onRequest('workspace/inlayHint/refresh', () => null);
    conn.onRequest('workspace/diagnostic/refresh', () => {
      client.refreshes++;
      return null;
    });
    conn.listen();
    const died = new Promise<never>((_, reject) => {
      child.on('exit', (code) => reject(new Error(`the server exited (${code}) during initialize: ${client.stderr.slice(-3000)}`)));
      child.on('error', (e) => reject(e));
    });
    const init = conn.sendRequest('initialize', {
      processId: process.pid,
      rootUri: opts.rootUri ?? null,
      workspaceFolders: opts.rootUri ? [{ uri: opts.rootUri, name: 'root' }] : null,
      initializationOptions: { debounceMs: opts.debounceMs ?? 20, ...opts.initializationOptions },
      capabilities: {
        textDocument: {
          synchronization: { dynamicRegistration: false },
          completion: { completionItem: { snippetSupport: opts.snippets ?? true } },
          publishDiagnostics: { relatedInformation: true },
          semanticTokens: { requests: { full: true, range: true }, tokenTypes: [], tokenModifiers: [], formats: ['relative'] },
          inlayHint: {},
          rename: { prepareSupport: true },
          ...(opts.pull ? { diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false } } : {}),
        },
        workspace: { didChangeWatchedFiles: { dynamicRegistration: true }, workspaceFolders: true, ...(opts.pull ? { diagnostics: { refreshSupport: true } } : {}) },
      },
    }) as Promise<InitializeResult>;
    client.initializeResult = await Promise.race([init, died]);
    died.catch(() => undefined);
    await conn.sendNotification('initialized', {});
    return client;
  }

  request<R = unknown>(method: string, params: unknown): Promise<R> {
    return this.conn.sendRequest(method, params) as Promise<R>;
  }

  notify(method: string, params: unknown): Promise<void> {
    return this.conn.sendNotification(method, params);
  }

  /** Count of diagnostics publications seen for a document so far. */
  count(uri: string): number {
    return this.published.get(uri)?.length ?? 0;
  }

  /** The next publication for `uri` after `after` publications (default: those seen so far). */
  nextDiagnostics(uri: string, after = this.count(uri), pred: (p: PublishDiagnosticsParams) => boolean = () => true, timeoutMs = 15000): Promise<PublishDiagnosticsParams> {
    const list = this.published.get(uri) ?? [];
    for (let i = after; i < list.length; i++) if (pred(list[i])) return Promise.resolve(list[i]);
    return new Promise((resolve, reject) => {
      const w = { uri, after, resolve, pred };
      this.waiters.push(w);
      setTimeout(() => {
        const i = this.waiters.indexOf(w);
        if (i >= 0) {
          this.waiters.splice(i, 1);
          reject(new Error(`no diagnostics for ${uri} within ${timeoutMs} ms (stderr: ${this.stderr.slice(-2000)})`));
        }
      }, timeoutMs);
    });
  }

  /** Open a document and wait for its diagnostics. */
  async open(uri: string, text: string, version = 1): Promise<Diagnostic[]> {
    const after = this.count(uri);
    this.versions.set(uri, version);
    this.texts.set(uri, text);
    await this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'ship', version, text } });
    return (await this.nextDiagnostics(uri, after, (p) => p.version === undefined || p.version >= version)).diagnostics;
  }

  /** Send changes (no waiting). */
  async change(uri: string, changes: TextDocumentContentChangeEvent[]): Promise<number> {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    let text = this.texts.get(uri) ?? '';
    for (const c of changes) {
      if ('range' in c && c.range) text = applyEdits(text, [{ range: c.range, newText: c.text }]);
      else text = c.text;
    }
    this.texts.set(uri, text);
    await this.notify('textDocument/didChange', { textDocument: { uri, version }, contentChanges: changes });
    return version;
  }

  /** Replace the whole text and wait for the diagnostics of that version. */
  async replace(uri: string, text: string): Promise<Diagnostic[]> {
    const after = this.count(uri);
    const version = await this.change(uri, [{ text }]);
    return (await this.nextDiagnostics(uri, after, (p) => p.version === undefined || p.version >= version)).diagnostics;
  }

  async close(uri: string): Promise<void> {
    this.texts.delete(uri);
    await this.notify('textDocument/didClose', { textDocument: { uri } });
  }

  async stop(): Promise<void> {
    try {
      await Promise.race([this.request('shutdown', null), new Promise((r) => setTimeout(r, 3000))]);
      await this.notify('exit', null);
    } catch {
      // already gone
    }
    await new Promise<void>((resolve) => {
      if (this.exited) return resolve();
      const t = setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve();
      }, 3000);
      this.child.on('exit', () => {
        clearTimeout(t);
        resolve();
      });
    });
    this.conn.dispose();
  }
}

export function examplePath(name: string): string {
  return path.join(root, 'examples', name);
}

export function readExample(name: string): string {
  return fs.readFileSync(examplePath(name), 'utf8');
}

/**
 * One server and one scratch project for a test file: started before its tests (`ready` gets
 * them), stopped and removed after them.
 */
export function useLsp(ready: (client: LspClient, project: TempProject) => void): void {
  let client: LspClient | undefined;
  beforeAll(async () => {
    client = await LspClient.start();
    ready(client, tempProject());
  }, 180_000);
  afterAll(async () => {
    await client?.stop();
    cleanupScratch();
  });
}

let hoverFiles = 0;

/** Opens the fixture (`<|>` markers) as a new file of `project` and hovers at every marker. */
export async function hoversAt(client: LspClient, project: TempProject, src: string): Promise<(string | null)[]> {
  const { text, positions } = fixture(src);
  const name = `hover${hoverFiles++}.ship`;
  project.write(name, text);
  const uri = project.uri(name);
  await client.open(uri, text);
  const out: (string | null)[] = [];
  for (const position of positions) {
    const h = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position });
    out.push(h ? (h.contents as MarkupContent).value : null);
  }
  await client.close(uri);
  return out;
}
