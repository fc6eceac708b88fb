/// <reference lib="dom" />
// The playground's budget (docs/performance.md, "The playground"): each file's size; the gzipped
// bytes fetched before the first diagnostic (target <= 300 KiB) and the time from navigation to it
// in Chromium against a cold `drydock check` of the same file in the same run (target <= 1.5x);
// the edit-to-diagnostics latency of the language server in the browser's Web Worker against the
// same server over stdio (`drydock lsp --stdio`); a PDF in the worker against Node. Needs
// /usr/bin/chromium; without it the section says so and gives the sizes only.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BenchClient } from './lsp-client';
import { median } from './stats';
import { spawnOnce, spawnTimeCleanup } from './spawn-time';
import type { Page } from 'puppeteer-core';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const EDITS = 12;
/** Page loads for the time to first diagnostic, each beside a cold CLI check. */
const LOADS = Number(process.env.DRYDOCK_PLAYGROUND_LOADS ?? 7);

type W = { drydock: { firstDiagnosticsAt(): number | undefined; uri(): string } };

export async function run(line: (s: string) => void): Promise<Record<string, unknown>> {
  const { buildPlayground, serve } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'playground.mjs')).href)) as {
    buildPlayground(): Promise<{ dir: string }>;
    serve(dir: string, port: number): Promise<Server>;
  };
  const built = await buildPlayground();
  // Every file of the site, raw and gzipped (zlib's default level, what a static host's gzip sends).
  const sizes: Record<string, { bytes: number; gzip: number }> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(built.dir, rel), { withFileTypes: true })) {
      const name = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(name);
      else {
        const data = readFileSync(path.join(built.dir, name));
        sizes[name] = { bytes: data.length, gzip: gzipSync(data).length };
      }
    }
  };
  walk('');
  const sum = (names: string[]) => names.reduce((a, n) => ({ bytes: a.bytes + sizes[n].bytes, gzip: a.gzip + sizes[n].gzip }), { bytes: 0, gzip: 0 });
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  const all = sum(Object.keys(sizes));
  line(`\nPlayground: the site is ${kib(all.bytes)} (${kib(all.gzip)} gzip):`);
  line(`  ${Object.entries(sizes).sort((x, y) => y[1].gzip - x[1].gzip).map(([n, z]) => `${n} ${kib(z.bytes)} (${kib(z.gzip)})`).join(', ')}`);
  const out: Record<string, unknown> = { sizes, all };
  if (!CHROMIUM) {
    line('  no chromium: time to first diagnostic not measured');
    return out;
  }

  const text = readFileSync(path.join(ROOT, 'examples', 'excelsior.ship'), 'utf8');
  const broken = text.replace('ship Excelsior {', 'ship Excelsior {\n  bogusKind Q { }');
  const puppeteer = (await import('puppeteer-core')).default;
  const server = await serve(built.dir, 0);
  // Every file the server sends, with the wall clock of its request: what a page load fetched
  // before its first diagnostic is read off this log (the page's worker fetches through it too).
  const served: { file: string; at: number }[] = [];
  server.on('request', (req: IncomingMessage) => served.push({ file: decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(1) || 'index.html', at: Date.now() }));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const profile = mkdtempSync(path.join(tmpdir(), 'drydock-bench-chromium-'));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...FLAGS, `--user-data-dir=${profile}`] });
  try {
    // Fresh page loads (a browser context each: no cache, no stored files, so the first example
    // opens), interleaved with the baseline: a cold `drydock check` of the same file in a fresh
    // process, so that load on the machine weighs on both alike.
    const firsts: number[] = [];
    const cliChecks: number[] = [];
    let before: { files: string[]; gzip: number; bytes: number } | undefined;
    let firstFile = '';
    let page!: Page;
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.createBrowserContext();
      page = await context.newPage();
      const from = served.length;
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => (window as unknown as W).drydock?.firstDiagnosticsAt() !== undefined, { timeout: 120000, polling: 5 });
      const [ms, at, uri] = (await page.evaluate(() => {
        const w = (window as unknown as W).drydock;
        return [w.firstDiagnosticsAt()!, performance.timeOrigin + w.firstDiagnosticsAt()!, w.uri()];
      })) as [number, number, string];
      firsts.push(ms);
      firstFile = decodeURIComponent(uri.replace('file:///playground/', ''));
      const files = [...new Set(served.slice(from).filter((r) => r.at <= at).map((r) => r.file))];
      const loaded = sum(files.filter((f) => sizes[f]));
      // The largest of the loads (a request may land either side of the diagnostic).
      if (!before || loaded.gzip > before.gzip) before = { files, ...loaded };
      cliChecks.push(spawnOnce([path.join(ROOT, 'bin', 'drydock.js'), 'check', path.join(ROOT, 'examples', firstFile)], ROOT).wall);
      if (i < LOADS - 1) await context.close();
    }
    const later = Object.keys(sizes).filter((f) => !before!.files.includes(f));
    const r = (x: number) => +x.toFixed(1);
    const firstMs = median(firsts);
    const cliMs = median(cliChecks);
    out.beforeFirstDiagnostic = { files: before!.files, bytes: before!.bytes, gzip: before!.gzip, targetGzip: 300 * 1024 };
    out.firstDiagnosticMs = r(firstMs);
    out.cliCheckMs = r(cliMs);
    out.firstDiagnosticRatio = +(firstMs / cliMs).toFixed(2);
    const gzipMet = before!.gzip <= 300 * 1024;
    const timeMet = firstMs / cliMs <= 1.5;
    line(`  fetched before the first diagnostic (${before!.files.join(', ')}): ${kib(before!.bytes)}, ${kib(before!.gzip)} gzip (target <= 300 KiB gzip: ${gzipMet ? 'met' : 'NOT MET'}); later, on use: ${later.join(', ')}`);
    line(`  time to first diagnostic (navigation -> diagnostics of ${firstFile} in Chromium, fresh context, median of ${LOADS}): ${out.firstDiagnosticMs} ms; cold \`drydock check ${firstFile}\` in the same run ${out.cliCheckMs} ms; ${out.firstDiagnosticRatio}x (target <= 1.5x: ${timeMet ? 'met' : 'NOT MET'})`);
    out.targets = [
      { figure: 'playground bytes before the first diagnostic', measured: `${kib(before!.gzip)} gzip`, target: '<= 300 KiB gzip', met: gzipMet },
      { figure: 'playground time to first diagnostic', measured: `${out.firstDiagnosticMs} ms = ${out.firstDiagnosticRatio}x`, baseline: `cold drydock check ${out.cliCheckMs} ms`, target: '<= 1.5x', met: timeMet },
    ];
    // Edit latency: alternate a broken and a clean document; time until the diagnostics change.
    const browserEdits: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const next = i % 2 ? text : broken;
      // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
      const ms = (await page.evaluate(`new Promise((resolve) => {
        const w = window.drydock;
        const wantError = ${next === broken};
        const t0 = performance.now();
        w.view.dispatch({ changes: { from: 0, to: w.view.state.doc.length, insert: ${JSON.stringify(next)} } });
        (function poll() {
          if (w.diagnostics().some((d) => d.code === 'unknown-kind') === wantError) resolve(performance.now() - t0);
          else setTimeout(poll, 1);
        })();
      })`)) as number;
      browserEdits.push(ms);
    }
    // The same server over stdio, same document and edits.
    const dir = mkdtempSync(path.join(tmpdir(), 'drydock-bench-stdio-'));
    const client = await BenchClient.start(ROOT, dir);
    const stdioEdits: number[] = [];
    let stdioFirst = 0;
    try {
      const uri = pathToFileURL(path.join(dir, 'excelsior.ship')).href;
      const t0 = performance.now();
      await client.open(uri, text);
      await client.diagnosticsFor(uri, 1);
      stdioFirst = performance.now() - t0;
      let current = text;
      for (let i = 0; i < EDITS; i++) {
        const next = i % 2 ? text : broken;
        const t1 = performance.now();
        const version = await client.edit(uri, 0, current.length, next);
        await client.diagnosticsFor(uri, version);
        stdioEdits.push(performance.now() - t1);
        current = next;
      }
    } finally {
      await client.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    // Download PDF: the worker's drydock/pdf request, first (loads pdf.js and the fonts) and then
    // warm, against render/pdf.ts in Node on the same compiled ship.
    const pdfMs = async () =>
      (await page.evaluate(`(async () => {
        const w = window.drydock;
        const t0 = performance.now();
        const r = await w.client.request('drydock/pdf', { uri: w.uri(), ship: 'Excelsior' });
        if (!r.ok) throw new Error(r.problem);
        return performance.now() - t0;
      })()`)) as number;
    const pdfFirst = await pdfMs();
    const pdfWarm: number[] = [];
    for (let i = 0; i < 5; i++) pdfWarm.push(await pdfMs());
    const [{ compileFiles }, { renderShipPdf }] = await Promise.all([import('../compiler/index'), import('../render/pdf')]);
    const ship = compileFiles([{ path: path.join(ROOT, 'examples', 'excelsior.ship') }]).ships.find((x) => x.compiled.name === 'Excelsior')!.compiled;
    const nodePdf: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      await renderShipPdf(ship);
      if (i) nodePdf.push(performance.now() - t0); // the first includes reading the fonts
    }
    out.pdfFirstMs = r(pdfFirst);
    out.pdfWarmMs = r(median(pdfWarm));
    out.nodePdfMs = r(median(nodePdf));
    out.browserEditToDiagnosticsMs = r(median(browserEdits));
    out.stdioOpenToDiagnosticsMs = r(stdioFirst);
    out.stdioEditToDiagnosticsMs = r(median(stdioEdits));
    line(`  Download PDF of Excelsior in the worker: first ${out.pdfFirstMs} ms (loads pdf.js and fonts), then ${out.pdfWarmMs} ms (median of 5) vs render/pdf.ts in Node ${out.nodePdfMs} ms (${(median(pdfWarm) / median(nodePdf)).toFixed(2)}x)`);
    line(`  edit -> diagnostics, median of ${EDITS}: browser worker ${out.browserEditToDiagnosticsMs} ms vs drydock lsp --stdio ${out.stdioEditToDiagnosticsMs} ms (${(median(browserEdits) / median(stdioEdits)).toFixed(2)}x)`);
  } finally {
    await browser.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
    spawnTimeCleanup();
  }
  return out;
}
