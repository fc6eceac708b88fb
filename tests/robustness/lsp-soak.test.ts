// A bounded soak of the language server through real JSON-RPC (`node bin/drydock.js lsp --stdio`,
// built first when stale; see tests/lsp/server-binary.ts): about 15 s of concurrent requests
// (completion, hover, definition, references, symbols, semantic tokens, formatting, code actions,
// inlay hints, workspace symbols) and edits (typing, deleting, garbage) on a generated workspace.
// Every request is answered, nothing is logged as an internal failure, the server stays alive,
// and its final diagnostics equal a fresh compile of the final texts. The bench runs the same
// soak for a minute (bench/lsp-bench.ts).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateWorkspace } from '../../bench/fleet';
import { BenchClient } from '../../bench/lsp-client';
import { openAll, soak, writeProject } from '../../bench/lsp-bench';
import { root, serverCommand } from '../lsp/server-binary';

const SOAK_MS = Number(process.env.DRYDOCK_LSP_SOAK_MS ?? 15_000);
const hasServer = fs.existsSync(path.join(root, 'lsp', 'server.ts'));

let client: BenchClient | undefined;
let dir: string | undefined;

afterAll(async () => {
  await client?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasServer)('language server soak', () => {
  it(`answers every request of ${SOAK_MS / 1000} s of concurrent requests and edits, and stays alive and correct`, async () => {
    const project = writeProject(generateWorkspace(1_000));
    dir = project.dir;
    const command = serverCommand();
    client = await BenchClient.start(root, dir, { command, debounceMs: 20, timeoutMs: 30_000 });
    await openAll(client, project.uris);
    const r = await soak(client, [...project.uris.keys()], SOAK_MS, 6, 7);
    const summary = `${command.mode}: ${r.requests} requests, ${r.edits} edits; ${JSON.stringify({ errors: r.errorSamples, internal: r.internalErrorSamples, mismatches: r.finalDiagnosticsMismatches.slice(0, 3) })}`;
    expect(r.requests, summary).toBeGreaterThan(100);
    expect(r.edits, summary).toBeGreaterThan(20);
    expect(r.errors, summary).toBe(0);
    expect(r.unanswered, summary).toBe(0);
    expect(r.internalErrors, summary).toBe(0);
    expect(r.alive, summary).toBe(true);
    expect(r.finalDiagnosticsMismatches, summary).toEqual([]);
    // Every kind of request was exercised and answered.
    expect(Object.keys(r.perMethod).length, summary).toBeGreaterThanOrEqual(12);
  }, 120_000);
});
