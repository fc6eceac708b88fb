/// <reference lib="dom" />
// The single-file playground (`npm run playground -- --single-file`), opened straight from disk
// (file://) in Chromium with no server: diagnostics, completion, hover, the live sheet, the
// simulation panel and both downloads work, and the page asks for nothing but its own blobs.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/compile';
import { CHROMIUM, CHROMIUM_FLAGS, until } from './chromium';

let dir: string;
let file: string;
let browser: Browser;

beforeAll(async () => {
  if (!CHROMIUM) return;
  const { buildSingleFile } = (await import(path.join(ROOT, 'scripts', 'playground.mjs'))) as { buildSingleFile(o: { out: string }): Promise<{ file: string }> };
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-single-'));
  ({ file } = await buildSingleFile({ out: path.join(dir, 'out') }));
  browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS, `--user-data-dir=${path.join(dir, 'chromium')}`] });
}, 240000);
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface W {
  drydock: { view: { state: { doc: { length: number; toString(): string } }; dispatch(s: unknown): void; focus(): void; coordsAtPos(n: number): { left: number; top: number; bottom: number } | null }; diagnostics(): { code?: string }[]; source(): string };
}

async function download(page: Page, button: string, name: string): Promise<Buffer> {
  const to = mkdtempSync(path.join(dir, 'dl-'));
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: to, browserContextId: page.browserContext().id });
  await page.click(button);
  const out = path.join(to, name);
  await until(`${name}`, () => (existsSync(out) && readdirSync(to).length === 1 ? true : undefined), 90000);
  return readFileSync(out);
}

describe.skipIf(!CHROMIUM && !process.env.CI)('the single-file playground from file://', { retry: 1 }, () => {
  it('is one file that holds everything it needs', () => {
    const html = readFileSync(file, 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+href=/);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'sha256-/);
  });

  it('checks, completes, hovers, draws, simulates and downloads with no server', async () => {
    const page = await (await browser.createBrowserContext()).newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    await page.waitForFunction(() => document.getElementById('status')!.textContent === 'no problems', { timeout: 60000 });
    await page.waitForFunction(() => document.querySelector('#preview svg') !== null, { timeout: 60000 });
    // A typed error gets its diagnostic.
    const text = 'ruleset sfb\nship T {\n  sizeClass: 4\n  ionCanon X { arc: FA }\n  ionicCapacitor { capacity: 1 }\n  \n}\n';
    await page.evaluate((t) => {
      const v = (window as unknown as W).drydock.view;
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: t }, selection: { anchor: t.indexOf('  \n}') + 2 } });
      v.focus();
    }, text);
    await page.waitForFunction(() => (window as unknown as W).drydock.diagnostics().some((d) => d.code === 'unknown-kind'), { timeout: 30000 });
    // Completion from the server.
    await page.keyboard.type('ionCa');
    await page.waitForSelector('.cm-tooltip-autocomplete li', { timeout: 30000 });
    const options = await page.$$eval('.cm-tooltip-autocomplete li', (els) => els.map((e) => e.textContent ?? ''));
    expect(options.some((o) => o.startsWith('ionCannon'))).toBe(true);
    await page.keyboard.press('Escape');
    // Hover over a kind: the catalog's documentation.
    const at = await page.evaluate(() => {
      const v = (window as unknown as W).drydock.view;
      const c = v.coordsAtPos(v.state.doc.toString().indexOf('ionicCapacitor') + 3)!;
      return { x: c.left, y: (c.top + c.bottom) / 2 };
    });
    await page.mouse.move(at.x, at.y);
    await page.waitForSelector('.cm-tooltip-hover', { timeout: 30000 });
    expect(await page.$eval('.cm-tooltip-hover', (e) => e.textContent ?? '')).toMatch(/capacitor/i);
    // A ship that checks clean: sheet and simulation.
    await page.select('#examples', 'excelsior.ship');
    await page.waitForFunction(() => (document.getElementById('ship') as HTMLSelectElement).value === 'Excelsior', { timeout: 60000 });
    await page.waitForFunction(() => document.getElementById('preview')!.textContent!.includes('Excelsior'), { timeout: 60000 });
    await page.click('button[data-action="turn"]');
    await page.waitForFunction(() => document.querySelectorAll('#results tbody tr').length === 1, { timeout: 30000 });
    expect(await page.$eval('#results tbody tr', (e) => e.textContent ?? '')).toContain('turn');
    // Both downloads.
    const svg = await download(page, '#download', 'Excelsior.svg');
    expect(svg.toString('utf8')).toContain('<svg');
    const pdf = await download(page, '#download-pdf', 'Excelsior.pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/DejaVuSansMono/);
    expect(errors).toEqual([]);
    const outside = requests.filter((u) => !/^(file|blob|data):/.test(u));
    expect(outside).toEqual([]);
    await page.close();
  }, 240000);
});
