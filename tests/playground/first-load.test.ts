/// <reference lib="dom" />
// What the playground fetches before its first diagnostic (docs/playground.md, "What loads when"):
// the page is served through a gate that answers only the first-load files and holds every other
// request unanswered. The first diagnostics must arrive all the same, so nothing held is needed for
// them; once they have, the gate opens, and a hover and a completion (answered by the features
// chunk, features.js, which the worker then fetches, once) show the rule summaries that the
// worker's own bundle leaves to that chunk.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../helpers/compile';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';

/** The first-load files. */
const FIRST_LOAD = ['index.html', 'style.css', 'boot.js', 'main.js', 'worker.js'];

let dir: string;
let site: Server;
let gate: Server;
let browser: Browser;
let url: string;
/** Every file asked for, in order, and whether the gate let it through at once. */
const asked: { file: string; held: boolean }[] = [];
let held: (() => void)[] = [];
let open = false;

beforeAll(async () => {
  if (!CHROMIUM) return;
  const { buildPlayground, serve } = (await import(path.join(ROOT, 'scripts', 'playground.mjs'))) as {
    buildPlayground(options?: { out?: string }): Promise<{ dir: string }>;
    serve(dir: string, port: number): Promise<Server>;
  };
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-first-load-'));
  const built = await buildPlayground({ out: path.join(dir, 'site') });
  site = await serve(built.dir, 0);
  const sitePort = (site.address() as AddressInfo).port;
  // The gate: passes a request on to the playground's own server, at once for a first-load file
  // (or once the gate is open), else when the gate opens.
  gate = createServer((req, res) => {
    const file = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(1) || 'index.html';
    const pass = () =>
      req.pipe(
        request({ host: '127.0.0.1', port: sitePort, path: req.url, method: req.method, headers: req.headers }, (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        }),
      );
    const first = open || FIRST_LOAD.includes(file);
    asked.push({ file, held: !first });
    if (first) pass();
    else held.push(pass);
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gate.address() as AddressInfo).port}/`;
  browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS, `--user-data-dir=${path.join(dir, 'chromium')}`] });
}, 240000);

afterAll(async () => {
  await browser?.close();
  for (const pass of held) pass();
  gate?.close();
  site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Hover {
  contents: { kind: string; value: string } | string;
}

describe.skipIf(!CHROMIUM && !process.env.CI)('what the playground loads before its first diagnostic', () => {
  it('gives the first diagnostics with only the first-load files, and the features after', async () => {
    const page = await (await browser.createBrowserContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url, { waitUntil: 'load' });
    // The first example (excelsior.ship) opens; its diagnostics arrive while the rest is held.
    await page.waitForFunction(() => (window as unknown as { drydock?: { firstDiagnosticsAt(): number | undefined } }).drydock?.firstDiagnosticsAt() !== undefined, { timeout: 60000 });
    const before = asked.filter((a) => !a.held).map((a) => a.file);
    expect(before.sort()).toEqual([...FIRST_LOAD].sort());
    // What the page asks for once they are in: DOMPurify, the Markdown renderer, the search.
    await vi.waitFor(() => expect(asked.filter((a) => a.held && a.file.startsWith('page-')).map((a) => a.file.replace(/-[A-Z0-9]+\.js$/, '.js')).sort()).toEqual(['page-marked.esm.js', 'page-sanitize.js', 'page-search.js']), { timeout: 30000, interval: 20 });
    open = true;
    for (const pass of held.splice(0)) pass();

    // A hover on a rule ID: the worker fetches features.js and answers with the rule's summary.
    const text = await page.evaluate(() => (window as unknown as { drydock: { source(): string } }).drydock.source());
    const line = text.split('\n').findIndex((l) => l.includes('allow B5-FIGURES'));
    expect(line).toBeGreaterThan(0);
    const character = text.split('\n')[line].indexOf('B5-FIGURES') + 2;
    const hover = (await page.evaluate(
      (l, c) => {
        const d = (window as unknown as { drydock: { client: { request(m: string, p: unknown): Promise<unknown> }; uri(): string } }).drydock;
        return d.client.request('textDocument/hover', { textDocument: { uri: d.uri() }, position: { line: l, character: c } });
      },
      line,
      character,
    )) as Hover | null;
    const registry = JSON.parse(readFileSync(path.join(ROOT, 'compiler', 'rule-texts.json'), 'utf8')) as { rules: { id: string; summary: string }[] };
    const summary = registry.rules.find((r) => r.id === 'B5-FIGURES')!.summary;
    expect(hover).not.toBeNull();
    expect(typeof hover!.contents === 'string' ? hover!.contents : hover!.contents.value).toContain(summary);
    expect(asked.filter((a) => a.file === 'features.js')).toHaveLength(1);
    // Completion of the rule ID, from the same chunk (fetched once), with the summary as detail.
    const completion = (await page.evaluate(
      (l, c) => {
        const d = (window as unknown as { drydock: { client: { request(m: string, p: unknown): Promise<unknown> }; uri(): string } }).drydock;
        return d.client.request('textDocument/completion', { textDocument: { uri: d.uri() }, position: { line: l, character: c } });
      },
      line,
      character - 2,
    )) as { items: { label: string; detail?: string }[] } | { label: string; detail?: string }[];
    const items = Array.isArray(completion) ? completion : completion.items;
    expect(items.find((i) => i.label === 'B5-FIGURES')?.detail).toBe(summary);
    expect(asked.filter((a) => a.file === 'features.js')).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 120000);
});
