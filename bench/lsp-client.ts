// A minimal language client for the benchmarks: spawns `node bin/drydock.js lsp --stdio`, speaks
// JSON-RPC (vscode-jsonrpc), keeps the text of every open document, times requests and the
// diagnostics published after an edit, and reads the server's resident memory from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';

export interface Pos {
  line: number;
  character: number;
}

export interface Published {
  uri: string;
  version?: number;
  diagnostics: { code?: string | number; message: string; range: { start: Pos; end: Pos } }[];
  at: number;
}

/** The LSP position of an offset: lines end at \n, \r\n or \r (as the protocol says); UTF-16 columns. */
export function positionAt(text: string, offset: number): Pos {
  let line = 0;
  let last = 0;
  for (let k = 0; k < offset; k++) {
    const c = text.charCodeAt(k);
    if (c === 10 || (c === 13 && text.charCodeAt(k + 1) !== 10)) {
      line++;
      last = k + 1;
    }
  }
  return { line, character: offset - last };
}

/**
 * The offset moved back off the middle of a surrogate pair or of a \r\n line break: an editor
 * never splits a character, and an LSP position cannot point between \r and \n.
 */
export function charBoundary(text: string, offset: number): number {
  const c = text.charCodeAt(offset);
  const p = text.charCodeAt(offset - 1);
  if (offset > 0 && c >= 0xdc00 && c <= 0xdfff && p >= 0xd800 && p <= 0xdbff) return offset - 1;
  if (offset > 0 && c === 10 && p === 13) return offset - 1;
  return offset;
}

export class BenchClient {
  readonly texts = new Map<string, string>();
  readonly versions = new Map<string, number>();
  readonly published = new Map<string, Published[]>();
  /** Messages the server logged (internal errors show up here as `[drydock] ... failed`). */
  readonly logs: string[] = [];
  stderr = '';
  exited = false;
  private waiters: { uri: string; version: number; resolve: (p: Published) => void }[] = [];

  private constructor(
    readonly child: ChildProcess,
    readonly conn: MessageConnection,
  ) {}

  /**
   * Starts `node bin/drydock.js lsp --stdio` (or, with `sources`, the CLI from the TypeScript
   * sources through tsx; or `command` as given) and initializes it on the folder `workspace`.
   */
  static async start(
    root: string,
    workspace: string,
    options: { debounceMs?: number; sources?: boolean; timeoutMs?: number; command?: { command: string; args: string[] }; pull?: boolean } = {},
  ): Promise<BenchClient> {
    const args = options.sources
      ? ['--import', pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).toString(), path.join(root, 'bench', 'lsp-entry.ts'), 'lsp', '--stdio']
      : [path.join(root, 'bin', 'drydock.js'), 'lsp', '--stdio'];
    const child = options.command
      ? spawn(options.command.command, options.command.args, { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] })
      : spawn(process.execPath, args, { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    const conn = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    const c = new BenchClient(child, conn);
    child.stderr!.on('data', (d) => (c.stderr += String(d)));
    child.on('exit', () => (c.exited = true));
    conn.onNotification('textDocument/publishDiagnostics', (p: Omit<Published, 'at'>) => {
      const rec = { ...p, at: performance.now() };
      const list = c.published.get(p.uri) ?? [];
      list.push(rec);
      c.published.set(p.uri, list);
      c.waiters = c.waiters.filter((w) => {
        if (w.uri === p.uri && (p.version === undefined || p.version >= w.version)) {
          w.resolve(rec);
          return false;
        }
        return true;
      });
    });
    conn.onNotification('window/logMessage', (p: { message: string }) => void c.logs.push(p.message));
    for (const m of ['client/registerCapability', 'client/unregisterCapability', 'window/workDoneProgress/create', 'workspace/semanticTokens/refresh', 'workspace/inlayHint/refresh']) conn.onRequest(m, () => null);
    conn.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => null));
    conn.listen();
    const uri = pathToFileURL(workspace).toString();
    const exited = new Promise<never>((_, reject) => child.on('exit', (code) => reject(new Error(`the server exited (${code}) during initialize: ${c.stderr.slice(-800)}`))));
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer to initialize within ${options.timeoutMs ?? 60_000} ms: ${c.stderr.slice(-800)}`)), options.timeoutMs ?? 60_000).unref());
    const init = conn.sendRequest('initialize', {
      processId: process.pid,
      rootUri: uri,
      workspaceFolders: [{ uri, name: 'bench' }],
      ...(options.debounceMs !== undefined ? { initializationOptions: { debounceMs: options.debounceMs } } : {}),
      capabilities: {
        textDocument: {
          completion: { completionItem: { snippetSupport: true } },
          synchronization: {},
          semanticTokens: { requests: { full: true }, tokenTypes: [], tokenModifiers: [], formats: ['relative'] },
          // As VS Code: LSP 3.17 pull diagnostics.
          ...(options.pull ? { diagnostic: { dynamicRegistration: false } } : {}),
        },
        workspace: { workspaceFolders: true, didChangeWatchedFiles: { dynamicRegistration: true } },
      },
    });
    try {
      await Promise.race([init, exited, timeout]);
    } catch (e) {
      child.kill('SIGKILL');
      conn.dispose();
      throw e;
    }
    exited.catch(() => undefined);
    await conn.sendNotification('initialized', {});
    return c;
  }

  request<R = unknown>(method: string, params: unknown): Promise<R> {
    return this.conn.sendRequest(method, params) as Promise<R>;
  }

  /** Milliseconds a request takes, and its result. */
  async timed<R = unknown>(method: string, params: unknown): Promise<{ ms: number; result: R }> {
    const t0 = performance.now();
    const result = await this.request<R>(method, params);
    return { ms: performance.now() - t0, result };
  }

  /** The next diagnostics for `uri` at `version` or later. */
  diagnosticsFor(uri: string, version: number, timeoutMs = 30_000): Promise<Published> {
    const list = this.published.get(uri) ?? [];
    // Publications carry the document version, so one at `version` or later is about this text.
    const have = list.find((p) => p.version !== undefined && p.version >= version);
    if (have) return Promise.resolve(have);
    return new Promise((resolve, reject) => {
      const w = { uri, version, resolve };
      this.waiters.push(w);
      setTimeout(() => {
        if (this.waiters.includes(w)) {
          this.waiters = this.waiters.filter((x) => x !== w);
          reject(new Error(`no diagnostics for ${uri} v${version} within ${timeoutMs} ms`));
        }
      }, timeoutMs).unref();
    });
  }

  async open(uri: string, text: string): Promise<void> {
    this.texts.set(uri, text);
    this.versions.set(uri, 1);
    await this.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'ship', version: 1, text } });
  }

  /** When the last edit was sent (performance.now()), after the client computed its range. */
  lastEditAt = 0;

  /** Replace [start, end) of the document by `insert`; returns the new version. */
  async edit(uri: string, start: number, end: number, insert: string): Promise<number> {
    const text = this.texts.get(uri)!;
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    this.texts.set(uri, text.slice(0, start) + insert + text.slice(end));
    const range = { start: positionAt(text, start), end: positionAt(text, end) };
    this.lastEditAt = performance.now();
    await this.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text: insert }] });
    return version;
  }

  /** Resident memory of the server process in MB (Linux /proc), or NaN. */
  rssMB(): number {
    try {
      const status = fs.readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
      const m = /VmRSS:\s+(\d+) kB/.exec(status);
      return m ? Number(m[1]) / 1024 : NaN;
    } catch {
      return NaN;
    }
  }

  async stop(): Promise<void> {
    try {
      await Promise.race([this.request('shutdown', null), new Promise((r) => setTimeout(r, 3000))]);
      await this.conn.sendNotification('exit', null);
    } catch {
      // gone already
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
