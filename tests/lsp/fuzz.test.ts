// Fuzz: thousands of random incremental edits to the examples (insertions of language fragments,
// deletions, replacements, at random places), with every request sent at random positions (some
// of them impossible) along the way. Every request must answer (a result, or RequestCancelled),
// within a time bound; the server never dies; and at the end its text is the client's text.
// Deterministic (seeded PRNG), bounded in count and time.
import * as fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { compileText } from '../../compiler/index';
import { cleanupScratch, examplePath, LspClient, positionOf, tempProject } from './harness';

const EDITS_PER_EXAMPLE = 400;
const REQUEST_EVERY = 8;
const TIME_BUDGET_MS = 150_000;

let client: LspClient;
let project: ReturnType<typeof tempProject>;

beforeAll(async () => {
  client = await LspClient.start({ debounceMs: 5 });
  project = tempProject();
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FRAGMENTS = [
  '{', '}', '[', ']', ':', ',', '..', '/', '+', '-', '=', '"', '"x"', '//', '/*', '*/', '///', '\n', '\n\n', ' ', '  ',
  'ship', 'system', 'extends', 'import', 'arc', 'rules', 'ruleset', 'allow', 'remove', 'section', 'shields', 'hits',
  'ship Z { }', 'system Q extends ionCannon { impulseCost: 2 }', 'import "vudar-dw.ship"', 'arc X = 10..20', 'remove A',
  'allow H93.12 "r"', 'allow ST-SH-9', 'deflector D9 { arc: 0..90 }', 'ionCannon K { arc: FA }', 'hits { 1..20: structure }',
  'capacity: 99', 'size: huge', 'arc: FA', 'value: 1/0', '1+1+3', '300..60', 'true', 'false', 'all', '360', '-10', '1.5',
  'FA', 'DF', 'Excelsior', 'VudarDW', '\u00e9', '\ud83d\ude80', '\t', '\r\n',
];

interface Edit {
  start: number;
  end: number;
  text: string;
}

function randomEdit(rand: () => number, text: string): Edit {
  const at = Math.floor(rand() * (text.length + 1));
  const r = rand();
  if (r < 0.45) return { start: at, end: at, text: FRAGMENTS[Math.floor(rand() * FRAGMENTS.length)] };
  if (r < 0.75) return { start: at, end: Math.min(text.length, at + 1 + Math.floor(rand() * 12)), text: '' };
  if (r < 0.95) return { start: at, end: Math.min(text.length, at + Math.floor(rand() * 6)), text: FRAGMENTS[Math.floor(rand() * FRAGMENTS.length)] };
  // Occasionally a big cut (a whole block disappears).
  return { start: at, end: Math.min(text.length, at + Math.floor(rand() * 400)), text: '' };
}

/** Don't split surrogate pairs or CRLF: the client would never send such an edit. */
function safe(text: string, e: Edit): Edit {
  const bad = (i: number) => i > 0 && i < text.length && ((text.charCodeAt(i) >= 0xdc00 && text.charCodeAt(i) <= 0xdfff) || (text[i - 1] === '\r' && text[i] === '\n'));
  let { start, end } = e;
  while (bad(start)) start--;
  while (bad(end)) end++;
  return { start, end, text: e.text };
}

function randomPosition(rand: () => number, text: string) {
  const r = rand();
  if (r < 0.08) return { line: Math.floor(rand() * 1e6), character: Math.floor(rand() * 1e6) };
  if (r < 0.12) return { line: -1, character: -5 };
  return positionOf(text, Math.floor(rand() * (text.length + 1)));
}

describe('fuzz', () => {
  const examples = fs.readdirSync(examplePath('.')).filter((f) => f.endsWith('.ship'));

  it(`applies ${EDITS_PER_EXAMPLE} random edits to each example and every request still answers`, async () => {
    const t0 = Date.now();
    let requests = 0;
    let edits = 0;
    for (const [i, name] of examples.entries()) {
      const rand = prng(1000 + i);
      const uri = project.uri(name);
      let text = fs.readFileSync(examplePath(name), 'utf8');
      project.write(name, text);
      await client.open(uri, text);
      for (let k = 0; k < EDITS_PER_EXAMPLE && Date.now() - t0 < TIME_BUDGET_MS; k++) {
        const e = safe(text, randomEdit(rand, text));
        const range = { start: positionOf(text, e.start), end: positionOf(text, e.end) };
        text = text.slice(0, e.start) + e.text + text.slice(e.end);
        await client.change(uri, [{ range, text: e.text }]);
        edits++;
        if (k % REQUEST_EVERY !== 0) continue;
        const pos = randomPosition(rand, text);
        const td = { uri };
        const batch: [string, unknown][] = [
          ['textDocument/completion', { textDocument: td, position: pos }],
          ['textDocument/hover', { textDocument: td, position: pos }],
          ['textDocument/definition', { textDocument: td, position: pos }],
          ['textDocument/documentHighlight', { textDocument: td, position: pos }],
          ['textDocument/prepareRename', { textDocument: td, position: pos }],
          ['textDocument/documentSymbol', { textDocument: td }],
          ['textDocument/foldingRange', { textDocument: td }],
          ['textDocument/semanticTokens/full', { textDocument: td }],
          ['textDocument/inlayHint', { textDocument: td, range: { start: { line: 0, character: 0 }, end: pos } }],
          ['textDocument/codeAction', { textDocument: td, range: { start: pos, end: pos }, context: { diagnostics: [] } }],
        ];
        if (k % (REQUEST_EVERY * 5) === 0) {
          batch.push(['textDocument/references', { textDocument: td, position: pos, context: { includeDeclaration: true } }]);
          batch.push(['textDocument/rename', { textDocument: td, position: pos, newName: 'Renamed' }]);
          batch.push(['textDocument/formatting', { textDocument: td, options: { tabSize: 2, insertSpaces: true } }]);
        }
        const answers = await Promise.all(
          batch.map(([method, params]) =>
            Promise.race([
              client.request(method, params).then(
                () => 'ok',
                (err: { code?: number; message?: string }) =>
                  // prepareRename/rename refuse with InvalidRequest/InvalidParams where nothing can be renamed.
                  (method.endsWith('ename') && (err.code === -32600 || err.code === -32602)) || err.code === -32800 ? 'ok' : `${method}: ${err.code} ${err.message}`,
              ),
              new Promise<string>((r) => setTimeout(() => r(`${method}: no answer in 20 s`), 20_000)),
            ]),
          ),
        );
        requests += batch.length;
        expect(answers.filter((a) => a !== 'ok')).toEqual([]);
        expect(client.exited).toBe(false);
      }
      // The server's copy of the text is the client's: the final diagnostics are those of an
      // in-process compile of the client's text.
      const version = client.versions.get(uri)!;
      const pub: PublishDiagnosticsParams = await client.nextDiagnostics(uri, 0, (p) => p.version === version);
      const expected = compileText(text, project.file(name)).diagnostics.filter((d) => d.file === project.file(name));
      expect(pub.diagnostics.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}`)).toEqual(
        expected.map((d) => {
          const p = positionOf(text, d.span.start);
          return `${d.code}@${p.line}:${p.character}`;
        }),
      );
      await client.close(uri);
    }
    expect(edits).toBeGreaterThanOrEqual(1000);
    expect(requests).toBeGreaterThan(1000);
    // Internal errors are answered with empty results, but they are bugs: none may happen.
    expect(client.logs.filter((l) => l.includes('failed:'))).toEqual([]);
  }, 200_000);
});
