/// <reference lib="dom" />
// The playground's files in real Chromium: the examples menu built from the examples
// folder, examples that import other examples (the worker's in-memory file system), imports of
// anything else refused with a diagnostic, and the record sheet downloaded as SVG and as PDF —
// the same bytes' worth as `drydock render` gives for the same ship.
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { renderShipSvg } from '../../render/index';
import { renderShipPdf } from '../../render/pdf';
import { ROOT } from '../helpers/compile';
import { readPdf } from '../render/pdf-text';
import { CHROMIUM, openPage, startPlayground, until, type PageWithErrors, type Playground } from './chromium';

interface Lsp {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  code?: string;
  message: string;
  severity: number;
}
type W = { drydock: { diagnostics(): Lsp[]; source(): string; uri(): string; view: { state: { doc: { length: number } }; dispatch(s: unknown): void; focus(): void } } };

// The examples folder of this build: the repository's examples and a variant in a subfolder that
// imports one of them.
const examples = mkdtempSync(path.join(tmpdir(), 'drydock-playground-examples-'));
for (const f of readdirSync(path.join(ROOT, 'examples'))) if (f.endsWith('.ship')) copyFileSync(path.join(ROOT, 'examples', f), path.join(examples, f));
cpSync(path.join(ROOT, 'tests', 'fixtures', 'playground'), examples, { recursive: true });
const VARIANT = 'variants/fast-runabout.ship';

let pg: Playground;
let downloads: string;

beforeAll(async () => {
  pg = await startPlayground({ examples });
  downloads = path.join(pg.dir, 'downloads');
  mkdirSync(downloads);
}, 240000);

afterAll(async () => {
  await pg?.close();
  rmSync(examples, { recursive: true, force: true });
});

const status = (page: Page) => page.$eval('#status', (e) => e.textContent ?? '');

async function pickExample(page: Page, name: string, ship: string): Promise<void> {
  await page.select('#examples', name);
  await page.waitForFunction((s) => (document.getElementById('ship') as HTMLSelectElement).value === s, { timeout: 60000 }, ship);
}

/** Clicks `button` and returns the file the browser saves (in a folder of its own). */
async function download(page: Page, button: string, name: string): Promise<Buffer> {
  const dir = mkdtempSync(path.join(downloads, 'd-'));
  const cdp = await page.createCDPSession();
  // Each page has a browser context of its own (tests/playground/chromium.ts): allow downloads there.
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir, browserContextId: page.browserContext().id });
  await page.click(button);
  const file = path.join(dir, name);
  // Chromium writes NAME.crdownload and renames it when done. A refusal shows in the status line.
  await until(`${name} in ${dir}`, async () => {
    if (existsSync(file) && readdirSync(dir).length === 1) return true;
    const s = await page.$eval('#status', (e) => e.textContent ?? '');
    if (/^cannot|^Cannot/.test(s)) throw new Error(`no download: ${s}`);
    return undefined;
  }, 90000);
  return readFileSync(file);
}

/** The repository's compiler and renderer on the same file (for comparison with the browser's). */
function compiledExample(name: string) {
  const r = compileFiles([{ path: path.join(examples, name) }]);
  return r.ships;
}

describe.skipIf(!CHROMIUM && !process.env.CI)('the playground\'s files in Chromium', { retry: 2 }, () => {
  it('lists every .ship file of the examples folder in the menu, subfolders too, and opens the first', async () => {
    const page = await openPage(pg);
    const options = await page.$$eval('#examples option', (els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
    const onDisk = readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.ship'));
    expect(onDisk.length).toBeGreaterThan(0);
    for (const f of onDisk) expect(options).toContain(f);
    expect(options).toContain(VARIANT);
    expect(options.length).toBe(onDisk.length + 1);
    await page.waitForFunction(() => document.getElementById('status')!.textContent === 'no problems', { timeout: 60000 });
    expect(await page.$eval('#examples', (e) => (e as HTMLSelectElement).value)).toBe(options[0]);
    expect(await page.evaluate(() => (window as unknown as W).drydock.uri())).toBe(`file:///playground/${options[0]}`);
    expect(page.errors).toEqual([]);
    await page.close();
  }, 120000);

  it('compiles an example that imports another example, from a subfolder, and keeps its place in a share link', async () => {
    const page = await openPage(pg);
    await pickExample(page, VARIANT, 'FastRunabout');
    expect(await page.evaluate(() => (window as unknown as W).drydock.uri())).toBe(`file:///playground/${VARIANT}`);
    await page.waitForFunction(() => document.getElementById('status')!.textContent === 'no problems', { timeout: 60000 });
    // The inherited systems came through the import: the preview draws the runabout's phaser P1.
    await page.waitForFunction(() => document.querySelector('#preview svg') !== null && document.getElementById('preview')!.textContent!.includes('refit'), { timeout: 60000 });
    const systems = await page.$$eval('#system option', (els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(systems).toEqual(expect.arrayContaining(['D1', 'P1', 'R']));
    await page.click('#share');
    await page.waitForFunction(() => location.hash.startsWith('#s='), { timeout: 10000 });
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toContain(`&f=${encodeURIComponent(VARIANT)}`);
    await page.close();
    const other = await openPage(pg, hash);
    await other.waitForFunction((u) => (window as unknown as W).drydock.uri() === u, { timeout: 30000 }, `file:///playground/${VARIANT}`);
    await other.waitForFunction(() => document.getElementById('status')!.textContent === 'no problems', { timeout: 60000 });
    expect(await other.$eval('#examples', (e) => (e as HTMLSelectElement).value)).toBe(VARIANT);
    expect(other.errors).toEqual([]);
    await other.close();
  }, 120000);

  it('reports imports of files it does not hold, or outside the project, as diagnostics at the path, and keeps working', async () => {
    const page = await openPage(pg);
    await page.waitForFunction(() => document.getElementById('status')!.textContent === 'no problems', { timeout: 60000 });
    const text = 'ruleset b5wars\nimport "nowhere.ship"\nimport "../../etc/passwd.ship"\nimport "runabout.ship"\nship Q extends Runabout { }\n';
    await page.evaluate((t) => {
      const v = (window as unknown as W).drydock.view;
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: t } });
    }, text);
    await page.waitForFunction(() => (window as unknown as W).drydock.diagnostics().some((d) => d.code === 'import-outside-project'), { timeout: 30000 });
    const ds = await page.evaluate(() => (window as unknown as W).drydock.diagnostics());
    const missing = ds.find((d) => d.code === 'import-not-found')!;
    expect(missing.range).toEqual({ start: { line: 1, character: 7 }, end: { line: 1, character: 21 } });
    expect(missing.message).toContain('Cannot read `nowhere.ship`');
    const outside = ds.find((d) => d.code === 'import-outside-project')!;
    expect(outside.range.start).toEqual({ line: 2, character: 7 });
    expect(outside.message).toContain('outside the project folder /playground');
    // The import that names an example resolves: Runabout is known.
    expect(ds.map((d) => d.code)).not.toContain('unknown-ship');
    expect(ds.filter((d) => d.severity === 1)).toHaveLength(2);
    expect(await page.$eval('#problems', (e) => e.textContent ?? '')).toContain('can import only the files of the Example menu');
    // The server is still answering: the ship compiles and is drawn.
    await page.waitForFunction(() => (document.getElementById('ship') as HTMLSelectElement).value === 'Q', { timeout: 30000 });
    expect(page.errors).toEqual([]);
    await page.close();
  }, 120000);

  it('downloads the record sheet as SVG, the same as drydock render draws it', async () => {
    const page = await openPage(pg);
    await pickExample(page, 'runabout.ship', 'Runabout');
    await page.waitForFunction(() => document.querySelector('#preview svg') !== null, { timeout: 60000 });
    const svg = (await download(page, '#download', 'Runabout.svg')).toString('utf8');
    const [ship] = compiledExample('runabout.ship');
    expect(svg).toBe(renderShipSvg(ship.compiled));
    await page.close();
  }, 120000);

  it('downloads the record sheet as PDF (A4 and Letter), with the pages and text drydock render gives, loading pdfkit only then', async () => {
    const page = await openPage(pg);
    await pickExample(page, 'runabout.ship', 'Runabout');
    await page.waitForFunction(() => document.querySelector('#preview svg') !== null, { timeout: 60000 });
    // The PDF chunk and the fonts are not part of loading the page.
    expect(page.requests.some((u) => u.endsWith('/pdf.js') || u.includes('/fonts/'))).toBe(false);
    const [ship] = compiledExample('runabout.ship');
    for (const paper of ['a4', 'letter'] as const) {
      await page.select('#paper', paper);
      const pdf = await download(page, '#download-pdf', 'Runabout.pdf');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
      const doc = readPdf(pdf);
      const expected = readPdf(await renderShipPdf(ship.compiled, { page: paper }));
      expect(doc.pages.length).toBeGreaterThan(0);
      expect(doc.pages.length).toBe(expected.pages.length);
      expect(doc.pages.map((p) => p.mediaBox.map(Math.round))).toEqual(expected.pages.map((p) => p.mediaBox.map(Math.round)));
      expect(doc.pages[0].mediaBox.map(Math.round)).toEqual(paper === 'a4' ? [0, 0, 595, 842] : [0, 0, 612, 792]);
      // The ship's name is on the sheet, as text (fonts embedded), and every run matches Node's.
      expect(doc.pages[0].runs.join(' ')).toContain('Danube-class Runabout');
      expect(doc.pages.map((p) => p.runs)).toEqual(expected.pages.map((p) => p.runs));
      expect(doc.fonts.length).toBeGreaterThan(0);
      expect(doc.fonts.every((f) => f.embedded)).toBe(true);
      await page.waitForFunction((n) => document.getElementById('status')!.textContent === `Runabout.pdf: ${n} page(s)`, { timeout: 30000 }, expected.pages.length);
    }
    // Then they were fetched, from this server only: the page needs no network.
    expect(page.requests.filter((u) => u.endsWith('/pdf.js'))).toHaveLength(1);
    expect(page.requests.filter((u) => u.includes('/fonts/DejaVuSansMono'))).toHaveLength(2);
    expect(page.requests.filter((u) => !u.startsWith(pg.url) && !u.startsWith('blob:') && !u.startsWith('data:'))).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();
  }, 180000);
});
