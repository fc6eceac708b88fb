// The language server against a hostile client:
// - didOpen notifications with a uri that is not a string (generated: numbers, null, objects,
//   arrays, booleans, missing) are ignored: workspace symbols, references and rename keep working;
// - broken framing (no Content-Length, a header without `:`, a Content-Length that is no number,
//   generated garbage) makes the server say so on stderr and exit 1 instead of staying deaf;
// - a body that is not JSON is skipped and the server keeps answering.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location, SymbolInformation, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { cleanupScratch, LspClient, root, tempProject } from '../lsp/harness';
import { serverCommand } from '../lsp/server-binary';

const SHIP = 'ruleset sfb\nship Alpha { sizeClass: 4  shields: [1, 1, 1, 1, 1, 1] }\nship Beta extends Alpha { }\n';

describe('didOpen with a uri that is not a string', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await LspClient.start();
  }, 180_000);
  afterAll(async () => {
    await client?.stop();
    cleanupScratch();
  });

  it('is ignored, and workspace symbols, references and rename still answer', async () => {
    const project = tempProject({ 'a.ship': SHIP });
    const uri = project.uri('a.ship');
    await client.open(uri, SHIP);
    const bad: unknown[] = [42, null, { path: '/x.ship' }, ['file:///x.ship'], true, 0, '', undefined];
    for (const u of bad) {
      await client.notify('textDocument/didOpen', { textDocument: { uri: u, languageId: 'ship', version: 1, text: SHIP } });
      await client.notify('textDocument/didOpen', { textDocument: { uri: u } });
    }
    await client.notify('textDocument/didOpen', {});
    await client.notify('textDocument/didOpen', { textDocument: null });
    const symbols = await client.request<SymbolInformation[]>('workspace/symbol', { query: 'Alpha' });
    expect(symbols.map((s) => s.name)).toContain('Alpha');
    const position = { line: 2, character: 20 }; // on `Alpha` in `extends Alpha`
    const refs = await client.request<Location[]>('textDocument/references', { textDocument: { uri }, position, context: { includeDeclaration: true } });
    expect(refs.length).toBe(2);
    const edit = await client.request<WorkspaceEdit>('textDocument/rename', { textDocument: { uri }, position, newName: 'Gamma' });
    expect(JSON.stringify(edit)).toContain('Gamma');
    expect(client.exited).toBe(false);
  }, 60_000);
});

/** Starts the server, writes `bytes`, and waits (at most 20 s) for it to exit. */
function feed(bytes: string | Buffer, answered?: (stdout: string) => boolean): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const cmd = serverCommand();
  const child = spawn(cmd.command, cmd.args, { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  child.stdin.write(bytes);
  return new Promise((resolve) => {
    child.stdout.on('data', (d) => {
      stdout += String(d);
      if (answered?.(stdout)) {
        child.kill();
        resolve({ code: null, stderr, stdout });
      }
    });
    const timer = setTimeout(() => {
      child.kill();
      resolve({ code: null, stderr, stdout });
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const INIT = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });

/** Deterministic garbage headers: printable noise without a `:`, or with a bad length. */
function garbageHeaders(): string[] {
  const out: string[] = [];
  let x = 12345;
  const next = () => (x = (x * 1103515245 + 12345) & 0x7fffffff);
  for (let k = 0; k < 4; k++) {
    let s = '';
    for (let i = 0; i < 40; i++) s += String.fromCharCode(33 + (next() % 90)).replace(':', '.');
    out.push(`${s}\r\n\r\n`);
  }
  return out;
}

describe('broken framing', () => {
  const cases: [string, string][] = [
    ['no Content-Length', `Content-Type: application/json\r\n\r\n${INIT}`],
    ['a header without a colon', `hello there\r\n\r\n${INIT}`],
    ['a Content-Length that is not a number', `Content-Length: lots\r\n\r\n${INIT}`],
    ...garbageHeaders().map((g, i): [string, string] => [`generated garbage ${i}`, g + frame(INIT)]),
  ];

  it.each(cases)('%s: the server says so and exits 1', async (_name, bytes) => {
    const r = await feed(bytes);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('drydock lsp: the client sent a message with a broken header');
  }, 30_000);

  it('a body that is not JSON is skipped and the next message is answered', async () => {
    const r = await feed(frame('{not json at all') + frame(INIT), (out) => out.includes('"capabilities"'));
    expect(r.stdout).toContain('"capabilities"');
    expect(r.stderr).not.toContain('broken header');
  }, 30_000);
});
