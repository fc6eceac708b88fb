// Edits as a user types them (loaded by bench/run.ts as part `lsp-edit`): one file of 5,000,
// 20,000 and 50,000 lines, and a 20,000-line file where every ship has a warning, opened alone in
// `node bin/drydock.js lsp --stdio`. At the top, the middle and the end of the file, a character is
// inserted and then deleted (the text grows and shrinks) and a digit is typed over a digit (the
// length stays); each edit waits for its diagnostics, and a hover on the first ship's name is sent
// right after every other edit. Figures: edit to diagnostics p50 / p95 per size and kind, hover
// right after an edit, the server's resident memory with the file open (right after the edits,
// 2.5 s later, once the server collected what the edits left, and 10 s later, once it gave its
// young generation back), and the growth of a keystroke's cost: p50 at 50,000 lines over p50 at
// 5,000 lines. Same-run baselines: the 5,000-line file's p50 (for the growth) and an idle
// server's memory.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateBigFile } from './fleet';
import { BenchClient, positionAt } from './lsp-client';
import { writeProject } from './lsp-bench';
import { fileWithDiagnostics } from './lsp-pull-bench';
import { median, percentile } from './stats';
import { runIfMain } from './run-alone';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const round = (x: number, d = 1) => +x.toFixed(d);
const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');
const SAMPLES = Number(process.env.DRYDOCK_LSP_EDIT_SAMPLES ?? 8);

interface Figures {
  label: string;
  lines: number;
  diagnostics: number;
  rssMB: number;
  /** The same, 2.5 s after the last edit (the server collects once idle: lsp/idle-collect.ts). */
  settledMB: number;
  /** The same, 10 s after the last edit (by then the server has given its young generation back). */
  restMB: number;
  idleMB: number;
  /** Per place and kind: ms from the edit to its diagnostics. */
  edits: Record<string, { p50: number; p95: number }>;
  all: { p50: number; p95: number };
  hover: { p50: number; p95: number };
  /** A key typed before its value (a syntax error) and taken out again: ms to diagnostics. */
  syntaxError: { p50: number; p95: number };
}

/** Offsets of the digit ending a `points: N` line near the top, the middle and the end. */
function spots(text: string): Record<string, number> {
  const all = [...text.matchAll(/points: (\d+)/g)].map((m) => m.index! + m[0].length - 1);
  return { top: all[0], middle: all[all.length >> 1], end: all[all.length - 1] };
}

async function measure(label: string, text: string): Promise<Figures> {
  const { dir, uris } = writeProject({ 'big.ship': text });
  const c = await BenchClient.start(ROOT, dir, {});
  try {
    const [uri] = [...uris.keys()];
    const idleMB = c.rssMB();
    await c.open(uri, text);
    const first = await c.diagnosticsFor(uri, 1, 180_000);
    const hoverAt = positionAt(text, text.indexOf('ship ') + 'ship '.length + 1);
    const edits: Figures['edits'] = {};
    const every: number[] = [];
    const hovers: number[] = [];
    for (const [place, at] of Object.entries(spots(text))) {
      for (const kind of ['insert', 'delete', 'overtype'] as const) {
        const ms: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          // Each delete takes out the character the insert before it added; the overtype writes
          // a digit over the same digit's place (its value alternates), so the text comes back.
          const cur = c.texts.get(uri)!;
          let version: number;
          if (kind === 'insert') version = await c.edit(uri, at + 1, at + 1, '7');
          else if (kind === 'delete') {
            if (cur[at + 1] !== '7') await c.edit(uri, at + 1, at + 1, '7').then((v) => c.diagnosticsFor(uri, v, 60_000));
            version = await c.edit(uri, at + 1, at + 2, '');
          } else version = await c.edit(uri, at, at + 1, cur[at] === '5' ? '6' : '5');
          const t0 = c.lastEditAt;
          if (i % 2 === 1 || SAMPLES === 1) {
            const h0 = performance.now();
            await c.request('textDocument/hover', { textDocument: { uri }, position: hoverAt });
            hovers.push(performance.now() - h0);
          }
          const p = await c.diagnosticsFor(uri, version, 60_000);
          ms.push(p.at - t0);
          // An insert is followed by its delete, so that the file's size stays the same.
          if (kind === 'insert') await c.edit(uri, at + 1, at + 2, '').then((v) => c.diagnosticsFor(uri, v, 60_000));
        }
        edits[`${place} ${kind}`] = { p50: round(median(ms)), p95: round(percentile(ms, 95)) };
        every.push(...ms);
      }
    }
    const rssMB = c.rssMB();
    await new Promise((r) => setTimeout(r, 2500));
    const settledMB = c.rssMB();
    await new Promise((r) => setTimeout(r, 7500));
    const restMB = c.rssMB();
    // Typing passes through texts that do not parse: a key typed before its value (`sensor:` on
    // a line of its own), then taken out again, in the middle of the file. After the memory
    // figures, and apart from the targets' figures (a syntax error makes the server parse the
    // whole text: lsp/incremental.ts `keepUnchanged`).
    const syntax: number[] = [];
    const mid = spots(c.texts.get(uri)!).middle;
    const lineStart = c.texts.get(uri)!.lastIndexOf('\n', mid) + 1;
    const typed = 'sensor:\n';
    for (let i = 0; i < SAMPLES; i++) {
      for (const step of ['type', 'mend']) {
        const version = step === 'type' ? await c.edit(uri, lineStart, lineStart, typed) : await c.edit(uri, lineStart, lineStart + typed.length, '');
        const t0 = c.lastEditAt;
        const p = await c.diagnosticsFor(uri, version, 60_000);
        syntax.push(p.at - t0);
      }
    }
    return {
      label,
      lines: text.split('\n').length,
      diagnostics: first.diagnostics.length,
      rssMB: round(rssMB),
      settledMB: round(settledMB),
      restMB: round(restMB),
      syntaxError: { p50: round(median(syntax)), p95: round(percentile(syntax, 95)) },
      idleMB: round(idleMB),
      edits,
      all: { p50: round(median(every)), p95: round(percentile(every, 95)) },
      hover: { p50: round(median(hovers)), p95: round(percentile(hovers, 95)) },
    };
  } finally {
    await c.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(line: (s: string) => void): Promise<object> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'cli.js'))) {
    line('\nlanguage server, typed edits: dist/cli.js is missing (run `node scripts/build.mjs`); skipped');
    return { skipped: 'dist/cli.js missing' };
  }
  line(`\nlanguage server, one file, characters inserted, deleted and overtyped at the top, middle and end (${SAMPLES} of each; load ${os.loadavg()[0].toFixed(1)}):`);
  const out: Figures[] = [];
  for (const [label, text] of [
    ['5,000 lines', generateBigFile(5_000)],
    ['20,000 lines', generateBigFile(20_000)],
    ['50,000 lines', generateBigFile(50_000)],
    ['20,000 lines, a warning on every ship', fileWithDiagnostics(20_000)],
  ] as const) {
    const f = await measure(label, text);
    out.push(f);
    line(`  ${label} (${f.lines} lines, ${f.diagnostics} diagnostics): edit -> diagnostics p50 ${f.all.p50} / p95 ${f.all.p95} ms; hover right after an edit p50 ${f.hover.p50} / p95 ${f.hover.p95} ms; server ${f.rssMB} MB right after the edits, ${f.settledMB} MB 2.5 s later, ${f.restMB} MB 10 s later (idle server ${f.idleMB} MB)`);
    line(`    ${Object.entries(f.edits).map(([k, v]) => `${k} ${v.p50}/${v.p95}`).join('; ')}`);
  }
  line(`  a syntax error typed and mended (\`sensor:\` typed on a line of its own in the middle, then taken out; not in the figures above): ${out.map((f) => `${f.label} p50 ${f.syntaxError.p50} / p95 ${f.syntaxError.p95} ms`).join('; ')}`);
  const [s5, s20, s50, warn] = out;
  const growth = round(s50.all.p50 / s5.all.p50, 2);
  line(`  targets: p95 at 20,000 lines ${s20.all.p95} ms (< 50: ${met(s20.all.p95 < 50)}), with warnings ${warn.all.p95} ms (< 50: ${met(warn.all.p95 < 50)}); p95 at 50,000 lines ${s50.all.p95} ms (< 100: ${met(s50.all.p95 < 100)})`);
  line(`  targets: hover p95 ${out.map((f) => f.hover.p95).join(' / ')} ms (< 16: ${met(out.every((f) => f.hover.p95 < 16))}); p50 50,000 / 5,000 lines = ${growth} (<= 1.5: ${met(growth <= 1.5)}); memory, one 50,000-line file ${s50.rssMB} MB right after typing (<= 150: ${met(s50.rssMB <= 150)}), ${s50.settledMB} MB 2.5 s later (<= 150: ${met(s50.settledMB <= 150)}), ${s50.restMB} MB 10 s later (<= 150: ${met(s50.restMB <= 150)})`);
  return { files: out, growth };
}

// `npx tsx bench/lsp-edit-bench.ts` (after a build): this part alone.
runIfMain(import.meta.url, run);
