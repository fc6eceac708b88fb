// Requests sent right after an edit: hover, definition, highlight and references are
// answered at once from the last analysis, positions mapped through the edits, never after a
// compile. Checked through real JSON-RPC: where the edits cannot change the answer (other ships
// than the edited one) the answer given at once equals the one given after analysing; anywhere,
// once the server has analysed the text, every answer equals that of a fresh analysis.
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hover, Location, MarkupContent, Position } from 'vscode-languageserver-protocol';
import { cleanupScratch, fixture, LspClient, positionOf, root, tempProject } from './harness';

let client: LspClient;
let project: ReturnType<typeof tempProject>;
let n = 0;

beforeAll(async () => {
  // No diagnostics run on their own during a test: only the requests analyse.
  client = await LspClient.start({ debounceMs: 600_000 });
  project = tempProject();
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

const SHIPS = `ruleset b5wars

/// The base.
ship Base {
  name: "Base"
  points: 850
  sizeClass: 3
  structure: 40
  thrust: 8
  power: 12
  section forward {
    structure: 20
    deflector D<|>F { value: 8 }
  }
}

ship Other {
  name: "Other"
  points: 400
  sizeClass: 2
  structure: 30
  thrust: 6
  power: 8
  section forward {
    structure: 12
    deflector O<|>F { value: 4 }
  }
}

ship Variant extends Ba<|>se {
  points: 870
  section forward {
    deflector D<|>F { value: 9 }
  }
}
`;

async function openFixture(src: string): Promise<{ uri: string; text: string; positions: Position[] }> {
  const { text, positions } = fixture(src);
  const name = `inc${n++}.ship`;
  project.write(name, text);
  const uri = project.uri(name);
  await client.open(uri, text);
  return { uri, text, positions };
}

/** Replace text[start, end) by `insert` in the client's copy and the server's. */
async function edit(uri: string, start: number, end: number, insert: string): Promise<void> {
  const text = client.texts.get(uri)!;
  await client.change(uri, [{ range: { start: positionOf(text, start), end: positionOf(text, end) }, text: insert }]);
}

const hover = (uri: string, position: Position) => client.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position });
const definition = (uri: string, position: Position) => client.request<Location | null>('textDocument/definition', { textDocument: { uri }, position });

/** Makes the server analyse the current text (document symbols always read a current analysis). */
const settle = (uri: string) => client.request('textDocument/documentSymbol', { textDocument: { uri } });

describe('requests right after an edit', () => {
  it('a hover in another ship answers at the shifted position, as after a compile', async () => {
    const { uri, positions } = await openFixture(SHIPS);
    const other = positions[1];
    // Typing inside Base's body (before Other): Other moves by 4 characters on no line.
    const text = client.texts.get(uri)!;
    const at = text.indexOf('points: 850') + 'points: 85'.length;
    await edit(uri, at, at + 1, '1234');
    const now = client.texts.get(uri)!;
    const of = now.indexOf('deflector OF') + 'deflector O'.length;
    const quick = await hover(uri, positionOf(now, of));
    await settle(uri);
    const after = await hover(uri, positionOf(now, of));
    expect((quick?.contents as MarkupContent).value).toContain('OF');
    expect(quick).toEqual(after);
    expect(other.line).toBe(positionOf(now, of).line);
  });

  it('a hover inside the edited ship answers at once from the last analysis, and sees the edit once analysed', async () => {
    const { uri } = await openFixture(SHIPS);
    const text = client.texts.get(uri)!;
    const at = text.indexOf('value: 8') + 'value: '.length;
    await edit(uri, at, at + 1, '7');
    const now = client.texts.get(uri)!;
    // The base's DF and the variant's DF (a variant of the edited ship): no compile, an edit behind.
    const own = await hover(uri, positionOf(now, now.indexOf('deflector DF') + 'deflector D'.length));
    expect((own?.contents as MarkupContent).value).toContain('value: 8');
    await settle(uri);
    const after = await hover(uri, positionOf(now, now.indexOf('deflector DF') + 'deflector D'.length));
    expect((after?.contents as MarkupContent).value).toContain('value: 7');
    expect(after?.range).toEqual(own?.range);
  });

  it('a hover right after an edit that breaks the syntax answers from the last analysis', async () => {
    const { uri } = await openFixture(SHIPS);
    const text = client.texts.get(uri)!;
    // An unclosed block in Base: the whole text would have to be parsed again.
    const at = text.indexOf('structure: 20');
    await edit(uri, at, at, 'section broken {\n');
    const now = client.texts.get(uri)!;
    const of = now.indexOf('deflector OF') + 'deflector O'.length;
    const quick = await hover(uri, positionOf(now, of));
    expect((quick?.contents as MarkupContent).value).toContain('OF');
    expect(quick?.range?.start).toEqual(positionOf(now, of - 1));
    // Typed text has no answer until it is analysed.
    expect(await hover(uri, positionOf(now, at + 3))).toBeNull();
    await settle(uri);
    expect(client.logs.filter((l) => / failed/.test(l))).toEqual([]);
  });

  it('definition from an unchanged ship leads to the shifted declaration', async () => {
    const { uri, positions } = await openFixture(SHIPS);
    const text = client.texts.get(uri)!;
    const at = text.indexOf('points: 400') + 'points: 4'.length;
    await edit(uri, at, at, '99');
    const now = client.texts.get(uri)!;
    const def = await definition(uri, positions[2]);
    expect(def?.uri).toBe(uri);
    expect(def?.range.start).toEqual(positionOf(now, now.indexOf('ship Base') + 'ship '.length));
    await settle(uri);
    expect(await definition(uri, positions[2])).toEqual(def);
  });

  it('random edits in one ship: answers about the others given at once equal those after analysing (fast-check)', async () => {
    // Three ships of the fixture and an example: edits (typing over digits) in Other, which no ship
    // extends; requests in every other declaration.
    const example = fixture(SHIPS).text + '\n' + fs.readFileSync(path.join(root, 'examples', 'excelsior.ship'), 'utf8').replace(/^ruleset \w+/m, '');
    const { uri } = await openFixture(example);
    const pieces = ['1', '12', '', '9', '0', 'x', ' '];
    const spots = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m.index!);
    const otherOf = (text: string) => {
      const start = text.indexOf('ship Other');
      return { start, end: text.indexOf('\n}\n', start) + 2 };
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...pieces)), { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('textDocument/hover', 'textDocument/definition', 'textDocument/documentHighlight')), { minLength: 1, maxLength: 6 }),
        async (edits, requests) => {
          for (const [where, insert] of edits) {
            const text = client.texts.get(uri)!;
            const other = otherOf(text);
            const digits = spots(text, /\d/g).filter((d) => d > other.start && d < other.end);
            const start = digits[where % digits.length];
            await edit(uri, start, start + 1, insert);
          }
          const text = client.texts.get(uri)!;
          const other = otherOf(text);
          // Requests on names (where answers are not empty) outside Other.
          const names = spots(text, /[A-Za-z]/g).filter((o) => o < other.start || o > other.end);
          const asked = requests.map(([where, method]) => ({ method, params: { textDocument: { uri }, position: positionOf(text, names[where % names.length] ?? 0) } }));
          const quick = [];
          for (const r of asked) quick.push(await client.request(r.method, r.params));
          await settle(uri);
          const after = [];
          for (const r of asked) after.push(await client.request(r.method, r.params));
          expect(quick).toEqual(after);
          // Back to the starting text for the next run.
          await client.change(uri, [{ text: example }]);
          await settle(uri);
        },
      ),
      { numRuns: 40, seed: 18 },
    );
    expect(client.logs.filter((l) => / failed/.test(l))).toEqual([]);
  }, 180_000);

  it('random edits anywhere: requests answer at once, and once analysed equal a fresh analysis of the text (fast-check)', async () => {
    const example = fixture(SHIPS).text + '\n' + fs.readFileSync(path.join(root, 'examples', 'excelsior.ship'), 'utf8').replace(/^ruleset \w+/m, '');
    const { uri } = await openFixture(example);
    const pieces = ['1', '12', '', '9', 'x', ' ', '\n', '}', '{', '"', '// c\n', 'ship Q {\n}\n'];
    const methods = ['textDocument/hover', 'textDocument/definition', 'textDocument/documentHighlight', 'textDocument/references'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.constantFrom(...pieces)), { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...methods)), { minLength: 1, maxLength: 5 }),
        async (edits, requests) => {
          for (const [where, len, insert] of edits) {
            const text = client.texts.get(uri)!;
            const start = where % (text.length + 1);
            await edit(uri, start, Math.min(text.length, start + len), insert);
          }
          const text = client.texts.get(uri)!;
          const names = [...text.matchAll(/[A-Za-z]/g)].map((m) => m.index!);
          const asked = requests.map(([where, method]) => ({
            method,
            params: { textDocument: { uri }, position: positionOf(text, names[where % names.length] ?? 0), ...(method === 'textDocument/references' ? { context: { includeDeclaration: true } } : {}) },
          }));
          // At once: answered (from the last analysis), whatever the edits did.
          for (const r of asked) await client.request(r.method, r.params);
          await settle(uri);
          const after = [];
          for (const r of asked) after.push(await client.request(r.method, r.params));
          // A fresh document with the same text, analysed from scratch (no earlier analysis to reuse).
          const fresh = await openFixture(text.replaceAll('<|>', ''));
          const want = [];
          for (const r of asked) want.push(await client.request(r.method, { ...r.params, textDocument: { uri: fresh.uri } }));
          await client.close(fresh.uri);
          // References reach into other files (the fresh copy among them): compared within the document.
          const own = (rs: unknown[], u: string) => rs.map((r) => (Array.isArray(r) ? r.filter((l: { uri: string }) => l.uri === u) : r));
          expect(JSON.parse(JSON.stringify(own(after, uri)).replaceAll(uri, '#'))).toEqual(JSON.parse(JSON.stringify(own(want, fresh.uri)).replaceAll(fresh.uri, '#')));
          await client.change(uri, [{ text: example }]);
          await settle(uri);
        },
      ),
      { numRuns: 30, seed: 1818 },
    );
    expect(client.logs.filter((l) => / failed/.test(l))).toEqual([]);
  }, 240_000);
});

describe('diagnostics of an incrementally analysed document', () => {
  it('equal drydock check of the same text after random edits (fast-check, JSON-RPC)', async () => {
    const { compileFiles } = await import('../../compiler/index');
    const { generateBigFile } = await import('../../bench/fleet');
    // A server that publishes (the default test debounce), on a file of some 60 ships.
    const live = await LspClient.start();
    try {
      const start = generateBigFile(1500, 'b5wars');
      const name = `inc${n++}.ship`;
      project.write(name, start);
      const uri = project.uri(name);
      const file = project.file(name);
      await live.open(uri, start);
      const pieces = ['1', '9', 'x', '', ' ', '\n', '}', '{', '"', 'DF', '// c\n', 'ship Q {\n}\n', 'extends Miranda_0 '];
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.nat(), fc.nat(4), fc.constantFrom(...pieces)), { minLength: 1, maxLength: 3 }), async (edits) => {
          const after = live.count(uri);
          for (const [atDigit, where, len, insert] of edits) {
            const text = live.texts.get(uri)!;
            const digits = [...text.matchAll(/\d/g)].map((m) => m.index!);
            const s = atDigit && digits.length ? digits[where % digits.length] : where % (text.length + 1);
            const e = Math.min(text.length, s + len);
            await live.change(uri, [{ range: { start: positionOf(text, s), end: positionOf(text, e) }, text: insert }]);
          }
          const text = live.texts.get(uri)!;
          const version = live.versions.get(uri)!;
          const published = await live.nextDiagnostics(uri, after, (p) => p.version === version);
          const got = published.diagnostics.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.message}`);
          const want = compileFiles([{ path: file, text }], { host: { readFile: (f) => (f === file ? text : undefined) } })
            .diagnostics.filter((d) => d.file === file)
            .map((d) => {
              const a = positionOf(text, d.span.start);
              const b = positionOf(text, d.span.end);
              return `${d.code}@${a.line}:${a.character}-${b.line}:${b.character} ${d.message}`;
            });
          expect(got).toEqual(want);
        }),
        { numRuns: 40, seed: 7 },
      );
      expect(live.logs.filter((l) => / failed/.test(l))).toEqual([]);
    } finally {
      await live.stop();
    }
  }, 300_000);
});
