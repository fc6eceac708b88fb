// Document symbols, workspace symbols, folding ranges and semantic tokens through real JSON-RPC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSymbol, FoldingRange, SemanticTokens, SemanticTokensLegend, SymbolInformation } from 'vscode-languageserver-protocol';
import { cleanupScratch, examplePath, LspClient, readExample, root, uriOf } from './harness';

let client: LspClient;
const excelsior = readExample('excelsior.ship');
const highguard = readExample('highguard-cz.ship');
const exUri = uriOf(examplePath('excelsior.ship'));
const hgUri = uriOf(examplePath('highguard-cz.ship'));

beforeAll(async () => {
  client = await LspClient.start({ rootUri: uriOf(root) });
  await client.open(exUri, excelsior);
  await client.open(hgUri, highguard);
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

describe('document symbols', () => {
  it('nests ship > section > system, one symbol per id', async () => {
    const syms = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: exUri } });
    expect(syms.map((s) => s.name)).toEqual(['Excelsior', 'ExcelsiorRefit']);
    const ship = syms[0];
    expect(ship.kind).toBe(5); // Class
    const children = ship.children!.map((c) => c.name);
    expect(children).toEqual(['shields', 'forward', 'aft', 'port', 'starboard', 'primary']);
    const aft = ship.children!.find((c) => c.name === 'aft')!;
    expect(aft.kind).toBe(3); // Namespace
    expect(aft.children!.map((c) => `${c.name}:${c.detail}`)).toEqual(['DA:deflector', 'I1:impulseThruster', 'I2:impulseThruster', 'N1:nacelle', 'N2:nacelle', 'hits:d20 hit chart']);
    expect(syms[1].detail).toBe('extends Excelsior');
    // Every selection range lies inside its range.
    const check = (s: DocumentSymbol) => {
      const le = (a: { line: number; character: number }, b: { line: number; character: number }) => a.line < b.line || (a.line === b.line && a.character <= b.character);
      expect(le(s.range.start, s.selectionRange.start) && le(s.selectionRange.end, s.range.end)).toBe(true);
      s.children?.forEach(check);
    };
    syms.forEach(check);
  });

  it('lists system types and ship-level systems of an sfb ship', async () => {
    const syms = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: hgUri } });
    expect(syms.map((s) => `${s.name}:${s.kind}`)).toEqual(['HighGuardCZ:5', 'HeavyQuantumTorpedo:23']);
    const names = syms[0].children!.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['S7', 'SW', 'QB1', 'QB4', 'P8', 'Q1', 'PL2', 'centralCapacitor', 'defenseField', 'CPU']));
    expect(syms[1].children!.map((c) => c.name)).toEqual(['overloadDamagePerEnergy']);
  });
});

describe('workspace symbols', () => {
  it('finds ships, system types and systems in every file of the workspace, fuzzily', async () => {
    const all = await client.request<SymbolInformation[]>('workspace/symbol', { query: '' });
    const names = all.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Excelsior', 'VudarDW', 'VudarCW', 'HighGuardCZ', 'HeavyQuantumTorpedo', 'LongIonCannon', 'Miranda', 'Runabout']));
    const fuzzy = await client.request<SymbolInformation[]>('workspace/symbol', { query: 'hqt' });
    expect(fuzzy.map((s) => s.name)).toContain('HeavyQuantumTorpedo');
    const vudar = await client.request<SymbolInformation[]>('workspace/symbol', { query: 'VudarD' });
    const dw = vudar.find((s) => s.name === 'VudarDW')!;
    expect(dw.location.uri).toBe(uriOf(examplePath('vudar-dw.ship')));
    expect(dw.kind).toBe(5);
    const ipg = all.find((s) => s.name === 'IPG' && s.containerName === 'VudarDW');
    expect(ipg).toBeDefined();
  });
});

describe('folding ranges', () => {
  it('folds ships, sections, multi-line blocks and comment runs', async () => {
    const text = `// one
// two
ruleset b5wars
/* a
   block */
ship X {
  size: large
  section forward {
    structure: 40
    deflector DF {
      arc: 315..45
      value: 8
    }
  }
}
`;
    const uri = uriOf(examplePath('folding-fixture.ship'));
    await client.open(uri, text);
    const ranges = await client.request<FoldingRange[]>('textDocument/foldingRange', { textDocument: { uri } });
    const pairs = ranges.map((r) => `${r.startLine}-${r.endLine}${r.kind ? `:${r.kind}` : ''}`).sort();
    expect(pairs).toEqual(['0-1:comment', '3-4:comment', '5-13', '7-12', '9-11'].sort());
    await client.close(uri);
  });
});

describe('semantic tokens', () => {
  function decode(data: number[], legend: SemanticTokensLegend, text: string) {
    const lines = text.split('\n');
    const out: { text: string; type: string; mods: string[] }[] = [];
    let line = 0;
    let char = 0;
    for (let i = 0; i < data.length; i += 5) {
      line += data[i];
      char = data[i] === 0 ? char + data[i + 1] : data[i + 1];
      const mods = legend.tokenModifiers.filter((_, k) => data[i + 4] & (1 << k));
      out.push({ text: lines[line].slice(char, char + data[i + 2]), type: legend.tokenTypes[data[i + 3]], mods });
    }
    return out;
  }

  it('classifies every name by what it means', async () => {
    const legend = (client.initializeResult.capabilities.semanticTokensProvider as { legend: SemanticTokensLegend }).legend;
    const res = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri: exUri } });
    const toks = decode(res.data, legend, excelsior);
    const find = (text: string, type: string) => toks.find((t) => t.text === text && t.type === type);
    expect(find('ship', 'keyword')).toBeDefined();
    expect(find('Excelsior', 'class')!.mods).toContain('declaration');
    expect(find('deflector', 'type')!.mods).toContain('defaultLibrary');
    expect(find('DF', 'variable')).toBeDefined();
    expect(find('forward', 'namespace')).toBeDefined();
    expect(find('size', 'property')).toBeDefined();
    expect(find('large', 'enumMember')).toBeDefined();
    expect(find('40', 'number')).toBeDefined();
    expect(find('"Federation"', 'string')).toBeDefined();
    expect(toks.find((t) => t.type === 'comment' && t.text.startsWith('///'))!.mods).toContain('documentation');
    expect(find('..', 'operator')).toBeDefined();
    expect(find('shields', 'keyword')).toBeDefined();
    // Tokens are in order and never overlap.
    let prev = -1;
    const lines = excelsior.split('\n');
    let offsetLine = 0;
    let line = 0;
    let char = 0;
    for (let i = 0; i < res.data.length; i += 5) {
      line += res.data[i];
      char = res.data[i] === 0 ? char + res.data[i + 1] : res.data[i + 1];
      offsetLine = lines.slice(0, line).reduce((a, l) => a + l.length + 1, 0);
      const start = offsetLine + char;
      expect(start).toBeGreaterThan(prev);
      prev = start + res.data[i + 2] - 1;
    }
  });

  it('classifies sfb arcs, system types, rule ids and booleans', async () => {
    const legend = (client.initializeResult.capabilities.semanticTokensProvider as { legend: SemanticTokensLegend }).legend;
    const text = 'ruleset sfb\nsystem Long extends ionCannon { impulseCost: 2 }\nship V {\n  zship: true\n  Long L { arc: FA }\n  allow H93.12 "x"\n}\n';
    const uri = uriOf(examplePath('tokens-fixture.ship'));
    await client.open(uri, text);
    const res = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
    const toks = decode(res.data, legend, text);
    expect(toks.filter((t) => t.text === 'Long').map((t) => t.type)).toEqual(['struct', 'struct']);
    expect(toks.find((t) => t.text === 'FA')).toMatchObject({ type: 'variable', mods: ['readonly', 'defaultLibrary'] });
    expect(toks.find((t) => t.text === 'H93.12')!.type).toBe('decorator');
    expect(toks.find((t) => t.text === 'true')!.type).toBe('keyword');
    const range = await client.request<SemanticTokens>('textDocument/semanticTokens/range', { textDocument: { uri }, range: { start: { line: 4, character: 0 }, end: { line: 5, character: 0 } } });
    const ranged = decode(range.data, legend, text);
    expect(ranged.map((t) => t.text)).toEqual(['Long', 'L', '{', 'arc', 'FA'].filter((x) => x !== '{'));
    await client.close(uri);
  });
});
