// Robustness through real JSON-RPC: impossible positions, unknown documents, malformed parameters
// and documents, huge documents, rapid edits and cancellation all get sane answers, and the
// server keeps answering.
import { describe, expect, it } from 'vitest';
import { CancellationTokenSource } from 'vscode-jsonrpc';
import type { Diagnostic, Hover, SymbolInformation } from 'vscode-languageserver-protocol';
import { compileText } from '../../compiler/index';
import { examplePath, LspClient, readExample, tempProject, type TempProject, uriOf, useLsp } from './harness';

let client: LspClient;
let project: TempProject;

useLsp((c, p) => {
  client = c;
  project = p;
});

/** Every position-taking request at a position. */
function positionRequests(uri: string, position: unknown): [string, unknown][] {
  const td = { uri };
  return [
    ['textDocument/completion', { textDocument: td, position }],
    ['textDocument/hover', { textDocument: td, position }],
    ['textDocument/definition', { textDocument: td, position }],
    ['textDocument/references', { textDocument: td, position, context: { includeDeclaration: true } }],
    ['textDocument/documentHighlight', { textDocument: td, position }],
    ['textDocument/codeAction', { textDocument: td, range: { start: position, end: position }, context: { diagnostics: [] } }],
    ['textDocument/inlayHint', { textDocument: td, range: { start: position, end: position } }],
    ['textDocument/semanticTokens/range', { textDocument: td, range: { start: position, end: position } }],
  ];
}

function documentRequests(uri: string): [string, unknown][] {
  const td = { uri };
  return [
    ['textDocument/documentSymbol', { textDocument: td }],
    ['textDocument/foldingRange', { textDocument: td }],
    ['textDocument/semanticTokens/full', { textDocument: td }],
    ['textDocument/formatting', { textDocument: td, options: { tabSize: 2, insertSpaces: true } }],
  ];
}

async function alive(): Promise<void> {
  const uri = uriOf(examplePath('vudar-dw.ship'));
  if (!client.texts.has(uri)) await client.open(uri, readExample('vudar-dw.ship'));
  const h = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 18, character: 4 } });
  expect(h).not.toBeNull();
  expect(client.exited).toBe(false);
}

describe('robustness', () => {
  it('answers requests at impossible positions', async () => {
    const uri = uriOf(examplePath('excelsior.ship'));
    await client.open(uri, readExample('excelsior.ship'));
    const positions = [
      { line: -1, character: -1 },
      { line: 1e9, character: 1e9 },
      { line: 3, character: 1e6 },
      { line: 0.5, character: 2.7 },
      { line: null, character: 'x' },
      {},
    ];
    for (const pos of positions) for (const [method, params] of positionRequests(uri, pos)) await expect(client.request(method, params), `${method} ${JSON.stringify(pos)}`).resolves.not.toThrow();
    await alive();
  });

  it('answers requests about documents that are not open, and malformed parameters', async () => {
    const uri = project.uri('never-opened.ship');
    for (const [method, params] of [...positionRequests(uri, { line: 0, character: 0 }), ...documentRequests(uri)]) {
      const r = await client.request(method, params);
      expect(r === null || (Array.isArray(r) && r.length === 0) || (typeof r === 'object' && r !== null), method).toBe(true);
    }
    for (const method of ['textDocument/hover', 'textDocument/completion', 'textDocument/documentSymbol', 'textDocument/rename', 'workspace/symbol', 'workspace/executeCommand']) {
      await client.request(method, {}).catch(() => undefined);
      await client.request(method, null).catch(() => undefined);
    }
    await client.notify('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ text: 'x' }] });
    await client.notify('textDocument/didChange', {});
    await client.notify('textDocument/didOpen', {});
    await client.notify('textDocument/didClose', { textDocument: { uri } });
    await alive();
  });

  it('handles malformed documents', async () => {
    const texts = [
      '',
      '{{{{{{{{{{',
      '}}}}]]]]',
      'ship',
      'ship X extends',
      'ruleset sfb\nship X { ionCannon A { arc: FA } ionCannon A { arc: ',
      '"unterminated\nship',
      '/* never closed\nship X {}',
      'ruleset b5wars\n' + 'ship X { section s { '.repeat(300),
      '\u0000\u0001\uffff\ud800 ship \u00e9 { }',
      'ruleset sfb\r\nship V {\r\n  sizeClass: 4\r\n  ionCannon A { arc: FA }\r\n}\r\n',
      '; ; ; ===== ..... ++++ ---- //// ',
    ];
    let i = 0;
    for (const text of texts) {
      const uri = project.uri(`bad${i++}.ship`);
      const diags = await client.open(uri, text);
      expect(Array.isArray(diags)).toBe(true);
      for (const [method, params] of [...positionRequests(uri, { line: 0, character: 3 }), ...positionRequests(uri, { line: 2, character: 5 }), ...documentRequests(uri)])
        await expect(client.request(method, params), `${method} on ${JSON.stringify(text.slice(0, 20))}`).resolves.not.toThrow();
      await client.close(uri);
    }
    // CRLF text: positions are right.
    const crlf = 'ruleset sfb\r\nship V {\r\n  sizeClass: 4\r\n  ionCannon A { arc: FA }\r\n}\r\n';
    const uri = project.uri('crlf.ship');
    await client.open(uri, crlf);
    const h = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 3, character: 4 } });
    expect(h!.range).toEqual({ start: { line: 3, character: 2 }, end: { line: 3, character: 11 } });
    await alive();
  });

  it('copes with a huge document (thousands of ships)', async () => {
    const one = readExample('vudar-dw.ship').replace('ruleset sfb', '');
    let text = 'ruleset sfb\n';
    for (let k = 0; k < 1500; k++) text += one.replace('ship VudarDW', `ship Vudar${k}`);
    expect(text.split('\n').length).toBeGreaterThan(25_000);
    const uri = project.uri('huge.ship');
    const t0 = Date.now();
    const diags = await client.open(uri, text);
    expect(diags.filter((d) => d.severity === 1)).toEqual([]);
    const line = text.split('\n').findIndex((l, idx) => idx > 20_000 && l.includes('ionicCapacitor'));
    const h = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line, character: 4 } });
    expect((h!.contents as { value: string }).value).toContain('capacity **7**');
    for (const [method, params] of documentRequests(uri).filter(([m]) => m !== 'textDocument/formatting')) await client.request(method, params);
    expect(Date.now() - t0).toBeLessThan(60_000);
    await client.close(uri);
  });

  it('keeps up with rapid edits: the last version wins', async () => {
    const uri = project.uri('rapid.ship');
    const base = readExample('vudar-dw.ship');
    await client.open(uri, base);
    // Type a comment one character at a time without waiting, then request.
    const line = base.split('\n').length - 1;
    const typed = '// typing quickly, character after character';
    for (let k = 0; k < typed.length; k++) await client.change(uri, [{ range: { start: { line, character: k }, end: { line, character: k } }, text: typed[k] }]);
    // And break then fix the capacity 60 times.
    const capLine = base.split('\n').findIndex((l) => l.includes('capacity: 7'));
    const capChar = base.split('\n')[capLine].indexOf('7');
    let last = 0;
    for (let k = 0; k < 60; k++) last = await client.change(uri, [{ range: { start: { line: capLine, character: capChar }, end: { line: capLine, character: capChar + 1 } }, text: k % 2 ? '7' : '9' }]);
    const requests = [...positionRequests(uri, { line: capLine, character: capChar }), ...documentRequests(uri)].map(([m, p]) => client.request(m, p));
    await Promise.all(requests);
    const pub = await client.nextDiagnostics(uri, 0, (p) => p.version === last);
    expect(pub.diagnostics.filter((d: Diagnostic) => d.severity === 1)).toEqual([]);
    const symbols = await client.request<{ name: string }[]>('textDocument/documentSymbol', { textDocument: { uri } });
    expect(symbols.map((s) => s.name)).toEqual(['VudarDW']);
    // The server's text is the client's text: the diagnostics match an in-process compile of it.
    const expected = compileText(client.texts.get(uri)!, project.file('rapid.ship')).diagnostics.filter((d) => d.file === project.file('rapid.ship'));
    expect(pub.diagnostics.map((d) => d.code)).toEqual(expected.map((d) => d.code));
    // Diagnostics were debounced: far fewer publications than edits.
    expect(client.count(uri)).toBeLessThan(40);
  });

  it('honours cancellation of long work and answers the next request in full', async () => {
    const files: Record<string, string> = {};
    const one = readExample('miranda.ship');
    for (let k = 0; k < 400; k++) files[`fleet/m${k}.ship`] = one.replace('ship Miranda', `ship Miranda${k}`);
    const p = tempProject(files);
    const c2 = await LspClient.start({ rootUri: uriOf(p.dir) });
    try {
      await c2.open(p.uri('fleet/m0.ship'), files['fleet/m0.ship']);
      const source = new CancellationTokenSource();
      const pending = c2.conn.sendRequest('workspace/symbol', { query: 'Miranda' }, source.token);
      await new Promise((r) => setTimeout(r, 5));
      source.cancel();
      const outcome = await pending.then(
        () => 'answered',
        (e: { code?: number }) => (e?.code === -32800 ? 'cancelled' : `error ${String(e)}`),
      );
      expect(outcome).toBe('cancelled');
      const full = await c2.request<SymbolInformation[]>('workspace/symbol', { query: 'Miranda' });
      expect(full.filter((s) => s.kind === 5).length).toBe(400);
    } finally {
      await c2.stop();
    }
  });
});
