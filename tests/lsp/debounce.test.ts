// The delay between an edit and its re-check (lsp/features/diagnostics.ts): 10 ms unless the
// client sets another, the same for a big file as for a small one, and the changes that arrive
// within it are checked once.
import * as path from 'node:path';
import type { Connection } from 'vscode-languageserver';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, DiagnosticsPublisher } from '../../lsp/features/diagnostics';
import { Workspace } from '../../lsp/workspace';
import { pathToUri } from '../../lsp/util';
import { generateBigFile } from '../../bench/fleet';

const URI = pathToUri(path.resolve('/nonexistent-drydock-test/debounce.ship'));

function publisher(debounceMs?: number) {
  const sent: { uri: string; version?: number }[] = [];
  const connection = { sendDiagnostics: async (p: { uri: string; version?: number }) => void sent.push(p) } as unknown as Connection;
  const ws = new Workspace();
  return { ws, sent, pub: new DiagnosticsPublisher(connection, ws, debounceMs) };
}

describe('the re-check delay', () => {
  it('is 10 ms by default whatever the size of the file, and the setting when one is given', () => {
    const { ws, pub } = publisher();
    ws.open(URI, 'ship', 1, generateBigFile(5000));
    pub.now(URI);
    expect(DEFAULT_DEBOUNCE_MS).toBe(10);
    expect(pub.delayFor()).toBe(10);
    pub.debounceMs = 250;
    expect(pub.delayFor()).toBe(250);
    expect(publisher(0).pub.delayFor()).toBe(0);
  });

  it('checks the changes that arrive within it once', async () => {
    const { ws, sent, pub } = publisher();
    const text = generateBigFile(300);
    ws.open(URI, 'ship', 1, text);
    pub.now(URI);
    expect(sent).toHaveLength(1);
    for (let v = 2; v <= 6; v++) {
      ws.change(URI, v, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n' }]);
      pub.schedule(URI);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(sent.map((s) => s.version)).toEqual([1, 6]);
    pub.dispose();
  });
});
