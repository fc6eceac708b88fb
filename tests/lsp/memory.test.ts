// The server keeps full analyses only for the documents used last (lsp/workspace.ts,
// KEEP_ANALYSES, to bound memory with a whole workspace open). A document whose analysis was let
// go must answer as before: requests compile it again, and an edit to a file it imports still
// re-checks it. Checked through real JSON-RPC with more documents open than the server keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hover, Location } from 'vscode-languageserver-protocol';
import { cleanupScratch, fixture, LspClient, positionOf, tempProject } from './harness';

let client: LspClient;

beforeAll(async () => {
  client = await LspClient.start();
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

const BASE = 'ruleset sfb\n\nship Base {\n  name: "Base"\n  sizeClass: 4\n  ionCannon A { arc: FA }\n}\n';

/** A variant of Base in its own file, stating the capacitor's capacity for one ion cannon. */
const variant = (i: number) =>
  `ruleset sfb\nimport "base.ship"\n\n/// Variant number ${i}.\nship V${i} extends Ba<|>se {\n  ionicCapacitor { capacity: 1 }\n  ionCannon B${i} { arc: F<|>A }\n}\n`;

describe('documents whose analysis was let go', () => {
  it('answer hover and definition as when they were analysed, and are re-checked when an import changes', async () => {
    const files: Record<string, string> = { 'base.ship': BASE };
    const count = 90;
    for (let i = 0; i < count; i++) files[`v${i}.ship`] = fixture(variant(i)).text;
    const p = tempProject(files);
    const first = p.uri('v0.ship');
    const { text, positions } = fixture(variant(0));
    await client.open(first, text);
    const ask = () =>
      Promise.all([
        client.request<Hover | null>('textDocument/hover', { textDocument: { uri: first }, position: positions[0] }),
        client.request<Location | null>('textDocument/definition', { textDocument: { uri: first }, position: positions[0] }),
        client.request<Hover | null>('textDocument/hover', { textDocument: { uri: first }, position: positions[1] }),
        client.request('textDocument/documentSymbol', { textDocument: { uri: first } }),
        client.request<{ data: number[] }>('textDocument/semanticTokens/full', { textDocument: { uri: first } }).then((t) => t.data),
      ]);
    const before = await ask();
    expect(JSON.stringify(before[0])).toContain('Base');
    expect((before[1] as Location).uri).toBe(p.uri('base.ship'));
    // Every other file, then the base: far more documents than the server keeps analyses of.
    for (let i = 1; i < count; i++) await client.open(p.uri(`v${i}.ship`), files[`v${i}.ship`]);
    await client.open(p.uri('base.ship'), BASE);
    expect(await ask()).toEqual(before);
    // A second ion cannon in the base (unsaved): the first variant's stated capacity is now wrong,
    // and it is re-checked although its analysis was let go long ago.
    for (let i = 1; i < count; i++) await client.request('textDocument/hover', { textDocument: { uri: p.uri(`v${i}.ship`) }, position: positionOf(files[`v${i}.ship`], 60) });
    const after = client.count(first);
    await client.change(p.uri('base.ship'), [{ range: { start: { line: 5, character: 25 }, end: { line: 5, character: 25 } }, text: '\n  ionCannon B { arc: FA }' }]);
    const pub = await client.nextDiagnostics(first, after, (x) => x.diagnostics.some((d) => d.code === 'stated-value-mismatch'));
    expect(pub.diagnostics.find((d) => d.code === 'stated-value-mismatch')!.message).toContain('ion cannons x 1');
    const last = client.count(p.uri(`v${count - 1}.ship`));
    expect(last).toBeGreaterThan(1);
    expect(client.logs.filter((l) => / failed/.test(l))).toEqual([]);
  }, 120_000);
});
