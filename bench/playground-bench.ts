/// <reference lib="dom" />
// The playground's budget: bundle sizes, time to first diagnostic in Chromium, and
// the edit-to-diagnostics latency of the language server in the browser's Web Worker against the
// same server over stdio (`drydock lsp --stdio`) on the same machine. Needs /usr/bin/chromium;
// without it the section says so and measures the bundle only.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BenchClient } from './lsp-client';
import { median } from './stats';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const EDITS = 12;

type W = { drydock: { firstDiagnosticsAt(): number | undefined } };

export async function run(line: (s: string) => void): Promise<Record<string, unknown>> {
  const { buildPlayground, serve } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'playground.mjs')).href)) as {
    buildPlayground(): Promise<{ dir: string }>;
    serve(dir: string, port: number): Promise<Server>;
  };
  const built = await buildPlayground();
  // What loading the page fetches, and what only the first "Download PDF" fetches (pdf.js, fonts/).
  const sizes: Record<string, { bytes: number; gzip: number }> = {};
  const add = (rel: string) => {
    const data = readFileSync(path.join(built.dir, rel));
    sizes[rel] = { bytes: data.length, gzip: gzipSync(data).length };
  };
  for (const f of readdirSync(built.dir)) if (f !== 'fonts') add(f);
  for (const f of readdirSync(path.join(built.dir, 'fonts'))) add(`fonts/${f}`);
  const sum = (names: string[]) => names.reduce((a, n) => ({ bytes: a.bytes + sizes[n].bytes, gzip: a.gzip + sizes[n].gzip }), { bytes: 0, gzip: 0 });
  const onDemand = Object.keys(sizes).filter((n) => n === 'pdf.js' || n.startsWith('fonts/'));
  const total = sum(Object.keys(sizes).filter((n) => !onDemand.includes(n)));
  const pdf = sum(onDemand);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  line(`\nPlayground: page load ${kib(total.bytes)} (${kib(total.gzip)} gzip): page ${kib(sizes['main.js'].bytes)}, language server worker ${kib(sizes['worker.js'].bytes)} (${kib(sizes['worker.js'].gzip)} gzip)`);
  line(`  loaded on the first Download PDF only: ${kib(pdf.bytes)} (${kib(pdf.gzip)} gzip): pdf.js ${kib(sizes['pdf.js'].bytes)} (${kib(sizes['pdf.js'].gzip)} gzip), fonts ${kib(pdf.bytes - sizes['pdf.js'].bytes)}`);
  const out: Record<string, unknown> = { sizes, total, pdfOnDemand: pdf };
  if (!CHROMIUM) {
    line('  no chromium: time to first diagnostic not measured');
    return out;
  }

  const text = readFileSync(path.join(ROOT, 'examples', 'excelsior.ship'), 'utf8');
  const broken = text.replace('ship Excelsior {', 'ship Excelsior {\n  bogusKind Q { }');
  const puppeteer = (await import('puppeteer-core')).default;
  const server = await serve(built.dir, 0);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const profile = mkdtempSync(path.join(tmpdir(), 'drydock-bench-chromium-'));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...FLAGS, `--user-data-dir=${profile}`] });
  try {
    const firsts: number[] = [];
    let page = await browser.newPage();
    for (let i = 0; i < 3; i++) {
      if (i) page = await browser.newPage();
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => (window as unknown as W).drydock?.firstDiagnosticsAt() !== undefined, { timeout: 120000 });
      firsts.push(await page.evaluate(() => (window as unknown as W).drydock.firstDiagnosticsAt()!));
      if (i < 2) await page.close();
    }
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
    const r = (x: number) => +x.toFixed(1);
    out.pdfFirstMs = r(pdfFirst);
    out.pdfWarmMs = r(median(pdfWarm));
    out.nodePdfMs = r(median(nodePdf));
    out.firstDiagnosticMs = r(median(firsts));
    out.browserEditToDiagnosticsMs = r(median(browserEdits));
    out.stdioOpenToDiagnosticsMs = r(stdioFirst);
    out.stdioEditToDiagnosticsMs = r(median(stdioEdits));
    line(`  time to first diagnostic (page load -> diagnostics of excelsior.ship in Chromium): ${out.firstDiagnosticMs} ms (median of 3 loads)`);
    line(`  Download PDF of Excelsior in the worker: first ${out.pdfFirstMs} ms (loads pdf.js and fonts), then ${out.pdfWarmMs} ms (median of 5) vs render/pdf.ts in Node ${out.nodePdfMs} ms (${(median(pdfWarm) / median(nodePdf)).toFixed(2)}x)`);
    line(`  edit -> diagnostics, median of ${EDITS}: browser worker ${out.browserEditToDiagnosticsMs} ms vs drydock lsp --stdio ${out.stdioEditToDiagnosticsMs} ms (${(median(browserEdits) / median(stdioEdits)).toFixed(2)}x)`);
  } finally {
    await browser.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return out;
}
