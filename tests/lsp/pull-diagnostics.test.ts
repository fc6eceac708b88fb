// LSP 3.17 pull diagnostics over real JSON-RPC: once the client pulls, the server stops publishing
// (and takes back what it published), answers each pull with a resultId, answers "unchanged" when
// an edit left the diagnostics as the client holds them, and asks for a refresh when a file that
// an open document imports changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDiagnosticReport } from 'vscode-languageserver-protocol';
import { cleanupScratch, LspClient, tempProject } from './harness';

const SHIP = `ruleset b5wars

ship Alpha {
  name: "Alpha"
  size: medium
  points: 300
  sensr: 5
}
`;

let client: LspClient;

beforeAll(async () => {
  client = await LspClient.start({ pull: true });
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

const pull = (uri: string, previousResultId?: string) =>
  client.request<DocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri }, ...(previousResultId ? { previousResultId } : {}) });

describe('pull diagnostics', () => {
  it('announces a diagnostic provider with inter-file dependencies', () => {
    expect(client.initializeResult.capabilities.diagnosticProvider).toMatchObject({ interFileDependencies: true, workspaceDiagnostics: false });
  });

  it('the first pull takes back the published diagnostics; then a pull gives them with a resultId, and "unchanged" while they stay the same', async () => {
    const p = tempProject({ 'a.ship': SHIP });
    const uri = p.uri('a.ship');
    // Before any pull the server publishes, as to any client.
    const pushed = await client.open(uri, SHIP);
    expect(pushed.map((d) => d.code)).toContain('unknown-property');
    const before = client.count(uri);
    const first = await pull(uri);
    expect(first.kind).toBe('full');
    if (first.kind !== 'full') return;
    expect(first.items.map((d) => d.code)).toEqual(pushed.map((d) => d.code));
    expect(first.items.map((d) => d.range)).toEqual(pushed.map((d) => d.range));
    expect(first.resultId).toEqual(expect.any(String));
    // What was published is taken back: an empty publication.
    expect((await client.nextDiagnostics(uri, before)).diagnostics).toEqual([]);
    expect(await pull(uri, first.resultId)).toEqual({ kind: 'unchanged', resultId: first.resultId });

    // Insert a character in the name on line 4: the diagnostic on line 7 keeps its position.
    await client.change(uri, [{ range: { start: { line: 3, character: 9 }, end: { line: 3, character: 9 } }, text: 'x' }]);
    expect(await pull(uri, first.resultId)).toEqual({ kind: 'unchanged', resultId: first.resultId });

    // Insert a line above it: the range moves, so the full report comes again, with a new id.
    await client.change(uri, [{ range: { start: { line: 5, character: 0 }, end: { line: 5, character: 0 } }, text: '  // cost\n' }]);
    const moved = await pull(uri, first.resultId);
    expect(moved.kind).toBe('full');
    if (moved.kind !== 'full') return;
    expect(moved.resultId).not.toBe(first.resultId);
    expect(moved.items.find((d) => d.code === 'unknown-property')?.range.start.line).toBe(first.items.find((d) => d.code === 'unknown-property')!.range.start.line + 1);

    // A client that lost its copy (no previousResultId) gets the full report.
    expect((await pull(uri)).kind).toBe('full');
    // No publication after the pulls began but the one that took them back.
    await new Promise((r) => setTimeout(r, 200));
    expect(client.count(uri)).toBe(before + 1);
  });

  it('a change to an imported file asks the client to pull again, and the pull shows it', async () => {
    const types = 'ruleset b5wars\n\nsystem Gun extends weapon { damage: "1d10" }\n';
    const b = 'ruleset b5wars\nimport "./types.ship"\n\nship Beta {\n  name: "Beta"\n  size: medium\n  points: 300\n  Gun G { arc: 0..360 }\n}\n';
    const p = tempProject({ 'types.ship': types, 'b.ship': b });
    const uri = p.uri('b.ship');
    await client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'ship', version: 1, text: b } });
    const first = await pull(uri);
    const refreshes = client.refreshes;
    const typesUri = p.uri('types.ship');
    await client.notify('textDocument/didOpen', { textDocument: { uri: typesUri, languageId: 'ship', version: 1, text: types } });
    await client.change(typesUri, [{ text: 'ruleset b5wars\n\nsystem Gunn extends weapon { damage: "1d10" }\n' }]);
    const deadline = Date.now() + 10_000;
    while (client.refreshes === refreshes && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(client.refreshes).toBeGreaterThan(refreshes);
    const after = await pull(uri, first.kind === 'full' ? first.resultId : undefined);
    expect(after.kind).toBe('full');
    if (after.kind === 'full') expect(after.items.map((d) => d.code)).toContain('unknown-kind');
  });
});
