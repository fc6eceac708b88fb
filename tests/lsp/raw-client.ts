// A client that writes JSON-RPC frames byte for byte to `drydock lsp --stdio`: vscode-jsonrpc's
// own client rewrites some parameters before sending (`null` becomes `[null]` or nothing), so a
// test of exactly what a hostile client may send needs its own framing.
import { spawn, type ChildProcess } from 'node:child_process';
import { root, serverCommand } from './server-binary';

export interface RawAnswer {
  result?: unknown;
  error?: { code: number; message: string };
}

export class RawClient {
  readonly logs: string[] = [];
  stderr = '';
  exitCode: number | null | undefined;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (a: RawAnswer) => void>();

  private constructor(readonly child: ChildProcess) {
    child.stdout!.on('data', (d: Buffer) => this.take(d));
    child.stderr!.on('data', (d) => (this.stderr += String(d)));
    child.on('exit', (code) => {
      this.exitCode = code;
      for (const resolve of this.pending.values()) resolve({ error: { code: 0, message: `the server exited (${code})` } });
      this.pending.clear();
    });
  }

  /** Starts the server; `initialize` is the raw text of its initialize params (omitted: not initialized). */
  static async start(initialize: string | undefined = '{"processId":null,"rootUri":null,"capabilities":{}}'): Promise<RawClient> {
    const cmd = serverCommand();
    const client = new RawClient(spawn(cmd.command, cmd.args, { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] }));
    if (initialize !== undefined) {
      await client.requestRaw('initialize', initialize);
      client.notifyRaw('initialized', '{}');
    }
    return client;
  }

  get alive(): boolean {
    return this.exitCode === undefined;
  }

  /** Sends a request whose `params` is the raw JSON text given (undefined: no `params` member). */
  requestRaw(method: string, params: string | undefined, timeoutMs = 20_000): Promise<RawAnswer> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve({ error: { code: 0, message: `no answer to ${method} in ${timeoutMs} ms` } });
      }, timeoutMs);
      this.pending.set(id, (a) => {
        clearTimeout(timer);
        resolve(a);
      });
      this.write(`{"jsonrpc":"2.0","id":${id},"method":${JSON.stringify(method)}${params === undefined ? '' : `,"params":${params}`}}`);
    });
  }

  notifyRaw(method: string, params: string | undefined): void {
    this.write(`{"jsonrpc":"2.0","method":${JSON.stringify(method)}${params === undefined ? '' : `,"params":${params}`}}`);
  }

  async stop(): Promise<void> {
    if (!this.alive) return;
    await this.requestRaw('shutdown', undefined, 3000);
    this.notifyRaw('exit', undefined);
    await new Promise((r) => setTimeout(r, 200));
    if (this.alive) this.child.kill();
  }

  private write(body: string): void {
    if (!this.alive || !this.child.stdin!.writable) return;
    this.child.stdin!.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  private take(d: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, d]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString()) as { id?: number; method?: string; params?: { message?: string }; result?: unknown; error?: RawAnswer['error'] };
      this.buffer = this.buffer.subarray(end + 4 + length);
      if (message.method !== undefined) {
        if (message.method === 'window/logMessage') this.logs.push(String(message.params?.message));
        // A request from the server (registerCapability and the like): answered empty.
        if (message.id !== undefined) this.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: null }));
      } else if (message.id !== undefined) {
        const resolve = this.pending.get(message.id);
        this.pending.delete(message.id);
        resolve?.('error' in message ? { error: message.error } : { result: message.result });
      }
    }
  }
}
