// No input overflows the stack, and cycles of any length are each reported:
// generated `extends` cycles of ships and of system types (2 to 3,000 long, also entered from a
// chain outside the cycle), JSON ship documents nested thousands deep, and a file producing about
// 130,000 diagnostics. The compiler, `drydock check` and the language server all answer.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileText } from '../../compiler/index';
import { compileJsonText } from '../../compiler/json/index';
import { MAX_JSON_DEPTH } from '../../compiler/json/parse';
import { spawnSync } from 'node:child_process';
import { BIN, ensureBuilt } from '../helpers/cli';
import { cleanupScratch, LspClient, tempProject } from '../lsp/harness';

/** A ship `extends` cycle of `n` ships, plus a chain of `tail` ships leading into it. */
function shipCycle(n: number, tail = 0): string {
  let s = 'ruleset sfb\n';
  for (let i = 0; i < n; i++) s += `ship S${i} extends S${(i + 1) % n} { sizeClass: 4 }\n`;
  for (let i = 0; i < tail; i++) s += `ship Tail${i} extends ${i + 1 < tail ? `Tail${i + 1}` : 'S0'} { sizeClass: 4 }\n`;
  return s;
}

/** A system-type cycle of `n` types, used by a ship. */
function typeCycle(n: number): string {
  let s = 'ruleset sfb\n';
  for (let i = 0; i < n; i++) s += `system T${i} extends T${(i + 1) % n} { }\n`;
  return s + 'ship A { sizeClass: 4  shields: [1, 1, 1, 1, 1, 1]  T0 X { boxes: 1 } }\n';
}

const deepJson = (d: number, open = '[', close = ']') => `{"name": "A", "systems": ${open.repeat(d)}${close.repeat(d)}}`;
const deepObjects = (d: number) => `{"name": "A", "systems": [${'{"a":'.repeat(d)}1${'}'.repeat(d)}]}`;
const manyErrors = (n: number) => `ruleset sfb\nship A {\n${'  ?\n'.repeat(n)}}\n`;

describe('cycles of any length are each reported, without recursion', () => {
  it.each([1, 2, 3, 7, 100, 2000, 3000])('a ship extends cycle of %i', (n) => {
    const r = compileText(shipCycle(n, 3));
    const cycles = r.diagnostics.filter((d) => d.code === 'extends-cycle');
    expect(cycles).toHaveLength(n);
    expect(new Set(cycles.map((d) => d.span.start)).size).toBe(n);
    expect(r.diagnostics.every((d) => d.code === 'extends-cycle')).toBe(true);
  });

  it.each([1, 2, 5, 2000, 3000])('a system type cycle of %i', (n) => {
    const r = compileText(typeCycle(n));
    const cycles = r.diagnostics.filter((d) => d.code === 'extends-cycle');
    expect(cycles).toHaveLength(n);
    // The ship using a broken type is not told the type is unknown: the type's own error says why.
    expect(r.diagnostics.filter((d) => d.code === 'unknown-kind')).toEqual([]);
  });

  it('two cycles in one file, each member once', () => {
    const r = compileText(shipCycle(50) + shipCycle(40).replace('ruleset sfb\n', '').replace(/S(\d+)/g, 'R$1'));
    expect(r.diagnostics.filter((d) => d.code === 'extends-cycle')).toHaveLength(90);
  });
});

describe('deep JSON', () => {
  it.each([MAX_JSON_DEPTH + 1, 3000, 100_000])('arrays nested %i deep are one json-too-deep error', (d) => {
    const r = compileJsonText(deepJson(d), 'deep.json');
    expect(r.diagnostics.map((x) => x.code)).toEqual(['json-too-deep']);
  });

  it.each([3000, 50_000])('objects nested %i deep are one json-too-deep error', (d) => {
    const r = compileJsonText(deepObjects(d), 'deep.json');
    expect(r.diagnostics.map((x) => x.code)).toEqual(['json-too-deep']);
  });

  it('nesting within the limit is parsed as usual', () => {
    const r = compileJsonText(deepJson(MAX_JSON_DEPTH - 2), 'deep.json');
    expect(r.diagnostics.some((x) => x.code === 'json-too-deep')).toBe(false);
    expect(r.diagnostics.length).toBeGreaterThan(0);
  });
});

describe('huge diagnostic lists', () => {
  it('130,000 diagnostics are all reported', () => {
    const r = compileText(manyErrors(130_000));
    expect(r.diagnostics.length).toBeGreaterThanOrEqual(130_000);
  });
});

describe('convert of huge documents', () => {
  it('200,000 doc lines and 9,000 systems that merge into one block convert without overflowing', async () => {
    const { convertText } = await import('../../compiler/convert/index');
    const doc = 'line\n'.repeat(200_000);
    const systems = Array.from({ length: 9_000 }, (_, i) => ({ id: `A${i}`, type: 'apr', boxes: 1 }));
    const text = JSON.stringify({ name: 'Big', ruleset: 'sfb', sizeClass: 4, shields: [1, 1, 1, 1, 1, 1], doc, systems: [{ id: 'D', type: 'apr', boxes: 1, doc }, ...systems] });
    const r = convertText(text, 'big.json');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.output).toContain(`apr A0, A1, A2,`);
    expect(r.output).toContain(`, A8998, A8999\n`);
    expect(r.output!.split('\n').length).toBeGreaterThan(400_000);
  }, 120_000);
});

describe('the CLI and the language server answer on these inputs', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-deep-'));
    fs.writeFileSync(path.join(dir, 'ext.ship'), shipCycle(2000));
    fs.writeFileSync(path.join(dir, 'sys.ship'), typeCycle(2000));
    fs.writeFileSync(path.join(dir, 'deep.json'), deepJson(3000));
    fs.writeFileSync(path.join(dir, 'many.ship'), manyErrors(125_000));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['ext.ship', 'extends-cycle'],
    ['sys.ship', 'extends-cycle'],
    ['deep.json', 'json-too-deep'],
    ['many.ship', 'unexpected-character'],
  ])('drydock check %s exits 1 with %s, no internal error', (file, code) => {
    ensureBuilt();
    const r = spawnSync(process.execPath, [BIN, 'check', file, '--format', 'json'], { cwd: dir, encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 30 });
    expect(r.stderr).not.toMatch(/internal error|RangeError/);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`"${code}"`);
  });

  describe('language server', () => {
    let client: LspClient;
    beforeAll(async () => {
      client = await LspClient.start();
    }, 180_000);
    afterAll(async () => {
      await client?.stop();
      cleanupScratch();
    });

    it.each([
      ['ext.ship', () => shipCycle(2000), 'extends-cycle', 2000],
      ['sys.ship', () => typeCycle(2000), 'extends-cycle', 2000],
      ['many.ship', () => manyErrors(20_000), 'unexpected-character', 20_000],
    ])('publishes diagnostics for %s', async (name, make, code, count) => {
      const project = tempProject();
      const diags = await client.open(project.uri(name), make());
      expect(diags.filter((d) => d.code === code).length).toBeGreaterThanOrEqual(count);
      // Requests that walk `extends` chains and names answer too.
      const uri = project.uri(name);
      for (const line of [1, 2, 1000, 1999]) {
        const position = { line, character: 20 };
        await client.request('textDocument/hover', { textDocument: { uri }, position });
        await client.request('textDocument/definition', { textDocument: { uri }, position });
        await client.request('textDocument/references', { textDocument: { uri }, position, context: { includeDeclaration: true } });
        await client.request('textDocument/completion', { textDocument: { uri }, position });
      }
      await client.request('textDocument/documentSymbol', { textDocument: { uri } });
      await client.request('textDocument/semanticTokens/full', { textDocument: { uri } });
      await client.request('textDocument/inlayHint', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 3000, character: 0 } } });
      await client.request('workspace/symbol', { query: 'S1' });
      expect(client.exited).toBe(false);
      expect(client.logs.join('\n') + client.stderr).not.toMatch(/RangeError|Maximum call stack/);
    }, 120_000);
  });
});
