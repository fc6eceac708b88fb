// Language-server benchmarks (loaded by bench/run.ts): `node bin/drydock.js lsp --stdio`, as an
// editor runs it (default settings, so the adaptive diagnostics debounce), on generated
// workspaces of 500, 5,000 and 50,000 lines (every file open), and on single files of those sizes. Figures: completion while typing (an edit, then completion at the cursor) and on an
// unchanged document, diagnostics after an edit (for the file and for a file importing it),
// memory per open file, and a soak: concurrent requests and edits for DRYDOCK_SOAK_MS (default a
// minute), with every request answered, the server alive, and its final diagnostics equal to a
// fresh compile of the final texts.
//
// Targets: completion median < 16 ms and p95 < 50 ms, diagnostics after an edit
// < 100 ms, on a 5,000-line workspace. On one 20,000-line file (docs/performance.md §1): edit -> diagnostics
// p95 < 100 ms, a hover sent right after an edit p95 < 16 ms; server memory with the 50,000-line
// workspace open <= 150 MB. Their same-run baselines: a whole-file compile of the same text in the
// bench's process (what every edit cost before the server was incremental), a hover with no edit
// pending, and the RSS of an idle server.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileFiles } from '../compiler/index';
import { LineIndex } from '../grammar/positions';
import { generateBigFile, generateWorkspace } from './fleet';
import { BenchClient, charBoundary, positionAt } from './lsp-client';
import { median, percentile, time } from './stats';
import { runIfMain } from './run-alone';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOAK_MS = Number(process.env.DRYDOCK_SOAK_MS ?? 60_000);
const round = (x: number, d = 1) => +x.toFixed(d);
const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');
/** The machine's load when a figure was taken (the machine is shared: read the figures with it). */
const uptime = () => `uptime: load average ${os.loadavg().map((x) => x.toFixed(2)).join(', ')}`;
/** Set when the bundled server cannot start: the bench then runs the server from the sources. */
let SOURCES = false;

interface Dist {
  n: number;
  median: number;
  p95: number;
  max: number;
}
const dist = (xs: number[]): Dist => ({ n: xs.length, median: round(median(xs)), p95: round(percentile(xs, 95)), max: round(Math.max(...xs)) });
const fmt = (d: Dist) => `median ${d.median} ms, p95 ${d.p95} ms (n=${d.n})`;

export function writeProject(files: Record<string, string>): { dir: string; uris: Map<string, string> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-lsp-bench-'));
  fs.writeFileSync(path.join(dir, 'drydock.json'), '{}\n');
  const uris = new Map<string, string>();
  for (const [rel, text] of Object.entries(files)) {
    const p = path.join(dir, rel);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, text);
    uris.set(pathToFileURL(p).toString(), text);
  }
  return { dir, uris };
}

/** Where typing happens in a file: after the first `structure:` line (b5wars) or the first `{` line of a ship (sfb). */
function typingSpot(text: string): { at: number; snippets: { text: string; expect: string }[] } {
  const b5 = /structure: \d+[^\n]*\n/.exec(text);
  if (b5) {
    const at = b5.index + b5[0].length;
    return { at, snippets: [{ text: '    de', expect: 'deflector' }, { text: '    impulseThr', expect: 'impulseThruster' }, { text: '    deflector DX { arc: ', expect: 'all' }, { text: '    armor', expect: 'armor' }] };
  }
  const ship = /ship \w+ \{\n/.exec(text)!;
  const at = ship.index + ship[0].length;
  return { at, snippets: [{ text: '  phaserZ P9 { arc: ', expect: 'FA' }, { text: '  desig', expect: 'designer' }, { text: '  quantumT', expect: 'quantumTorpedo' }] };
}

interface CompletionList {
  items: { label: string }[];
}

/** Completion while typing: insert a snippet, ask for completion at its end, take it out again. */
async function typingCompletions(c: BenchClient, uris: string[], samples: number): Promise<{ typing: Dist; cached: Dist; misses: number }> {
  const typing: number[] = [];
  const cached: number[] = [];
  let misses = 0;
  for (let i = 0; i < samples; i++) {
    const uri = uris[i % uris.length];
    const text = c.texts.get(uri)!;
    const spot = typingSpot(text);
    const sn = spot.snippets[i % spot.snippets.length];
    await c.edit(uri, spot.at, spot.at, sn.text + '\n');
    const position = positionAt(c.texts.get(uri)!, spot.at + sn.text.length);
    const first = await c.timed<CompletionList>('textDocument/completion', { textDocument: { uri }, position });
    typing.push(first.ms);
    if (!first.result?.items?.some((it) => it.label === sn.expect)) misses++;
    const again = await c.timed<CompletionList>('textDocument/completion', { textDocument: { uri }, position });
    cached.push(again.ms);
    await c.edit(uri, spot.at, spot.at + sn.text.length + 1, '');
  }
  return { typing: dist(typing), cached: dist(cached), misses };
}

/** Diagnostics after an edit that adds (then removes) an error; and for the file importing it. */
async function diagnosticsAfterEdit(c: BenchClient, pairs: { uri: string; dependent?: string }[], samples: number): Promise<{ own: Dist; dependent?: Dist; wrong: number }> {
  const own: number[] = [];
  const dep: number[] = [];
  let wrong = 0;
  for (let i = 0; i < samples; i++) {
    const { uri, dependent } = pairs[i % pairs.length];
    const text = c.texts.get(uri)!;
    const m = /points: (\d+|"x")/.exec(text) ?? /sizeClass: (\d+|"x")/.exec(text)!;
    const broken = m[1] !== '"x"';
    const depCount = dependent ? (c.published.get(dependent)?.length ?? 0) : 0;
    const version = await c.edit(uri, m.index + m[0].length - m[1].length, m.index + m[0].length, broken ? '"x"' : '850');
    const t0 = c.lastEditAt;
    const p = await c.diagnosticsFor(uri, version);
    own.push(p.at - t0);
    if (broken !== p.diagnostics.some((d) => d.code === 'wrong-type')) wrong++;
    if (dependent) {
      const deadline = performance.now() + 10_000;
      while ((c.published.get(dependent)?.length ?? 0) <= depCount && performance.now() < deadline) await new Promise((r) => setTimeout(r, 1));
      const list = c.published.get(dependent) ?? [];
      if (list.length > depCount) dep.push(list[list.length - 1].at - t0);
    }
  }
  return { own: dist(own), ...(dep.length ? { dependent: dist(dep) } : {}), wrong };
}

/**
 * A hover sent right after an edit: the edit types a digit over a `points` value of one ship, the
 * hover asks about a system id of another ship at once (half before the edit, half after it, so
 * the answer's position has to move); then the diagnostics of that version are awaited, and the
 * same hover asked again with nothing pending (the baseline).
 */
async function hoverAfterEdit(c: BenchClient, uri: string, samples: number): Promise<{ afterEdit: Dist; settled: Dist; empty: number; editToDiagnostics: Dist }> {
  const afterEdit: number[] = [];
  const settled: number[] = [];
  const diag: number[] = [];
  let empty = 0;
  for (let i = 0; i < samples; i++) {
    const text = c.texts.get(uri)!;
    const points = [...text.matchAll(/points: (\d+)/g)];
    const m = points[(i * 7919) % points.length];
    const digitAt = m.index! + m[0].length - 1;
    // The hover's position is found before the edit (a digit typed over a digit moves nothing), so
    // that the request follows the edit at once, as an editor's would, instead of after the bench
    // has scanned half a megabyte of text.
    const ids = [...text.matchAll(/\n {2,6}(?:deflector|ionCannon|reactor|engine|warpEngine) (\w+)/g)];
    const pick = ids[(i * 104729 + (i % 2 ? ids.length >> 1 : 0)) % ids.length];
    const position = positionAt(text, pick.index! + pick[0].length - 1);
    const version = await c.edit(uri, digitAt, digitAt + 1, text[digitAt] === '1' ? '2' : '1');
    const t0 = c.lastEditAt;
    const h = await c.timed<{ contents?: unknown } | null>('textDocument/hover', { textDocument: { uri }, position });
    afterEdit.push(h.ms);
    if (!h.result?.contents) empty++;
    const p = await c.diagnosticsFor(uri, version);
    diag.push(p.at - t0);
    settled.push((await c.timed('textDocument/hover', { textDocument: { uri }, position })).ms);
  }
  return { afterEdit: dist(afterEdit), settled: dist(settled), empty, editToDiagnostics: dist(diag) };
}

export async function openAll(c: BenchClient, uris: Map<string, string>): Promise<number> {
  const t0 = performance.now();
  await Promise.all([...uris].map(async ([uri, text]) => {
    await c.open(uri, text);
    await c.diagnosticsFor(uri, 1, 120_000);
  }));
  return performance.now() - t0;
}

async function measureWorkspace(lines: number, line: (s: string) => void) {
  const files = generateWorkspace(lines);
  const { dir, uris } = writeProject(files);
  const c = await BenchClient.start(ROOT, dir, { sources: SOURCES });
  try {
    await new Promise((r) => setTimeout(r, 200));
    const rssIdle = c.rssMB();
    const all = [...uris.keys()];
    // One file first: the server has loaded everything it needs; RSS from here is per-file cost.
    const [firstUri, firstText] = [all[0], uris.get(all[0])!];
    await c.open(firstUri, firstText);
    await c.diagnosticsFor(firstUri, 1);
    await new Promise((r) => setTimeout(r, 200));
    const rss0 = c.rssMB();
    const rest = new Map([...uris].slice(1));
    const openMs = await openAll(c, rest);
    await new Promise((r) => setTimeout(r, 200));
    const rss1 = c.rssMB();
    const exc = all.filter((u) => u.endsWith('/excelsior.ship'));
    const sfb = all.filter((u) => u.endsWith('/highguard-cz.ship'));
    const typingUris = exc.slice(0, 4).flatMap((u, i) => [u, sfb[i] ?? sfb[0]]);
    const samples = lines > 20_000 ? 40 : 80;
    const comp = await typingCompletions(c, typingUris, samples);
    const pairs = exc.slice(0, 4).map((u) => ({ uri: u, dependent: u.replace(/excelsior\.ship$/, 'variants.ship') }));
    const diag = await diagnosticsAfterEdit(c, pairs, lines > 20_000 ? 20 : 40);
    const realLines = Object.values(files).reduce((s, t) => s + t.split('\n').length, 0);
    const rssEnd = c.rssMB();
    const r = {
      lines: realLines,
      files: uris.size,
      openAllMs: round(openMs),
      completionTyping: comp.typing,
      completionCached: comp.cached,
      completionMisses: comp.misses,
      diagnosticsAfterEdit: diag.own,
      dependentDiagnosticsAfterEdit: diag.dependent,
      diagnosticsWrong: diag.wrong,
      rssIdleMB: round(rssIdle),
      rssBaseMB: round(rss0),
      rssAllOpenMB: round(rss1),
      rssEndMB: round(rssEnd),
      kbPerOpenFile: round(((rss1 - rss0) * 1024) / (uris.size - 1)),
      internalErrors: c.logs.filter((l) => / failed/.test(l)).length,
    };
    line(
      `  workspace ${String(r.lines).padStart(6)} lines / ${String(r.files).padStart(4)} files: completion typing ${fmt(r.completionTyping)}; cached ${fmt(r.completionCached)};` +
        ` diagnostics after edit ${fmt(r.diagnosticsAfterEdit)}${r.dependentDiagnosticsAfterEdit ? `, importer ${fmt(r.dependentDiagnosticsAfterEdit)}` : ''};` +
        ` memory ${r.kbPerOpenFile} KB per open file (RSS ${r.rssBaseMB} -> ${r.rssAllOpenMB} MB); open all ${r.openAllMs} ms`,
    );
    const peakRss = Math.max(r.rssAllOpenMB, r.rssEndMB);
    line(
      `    memory: RSS ${r.rssAllOpenMB} MB with every file open, ${r.rssEndMB} MB at the end of the run, vs an idle server ${r.rssIdleMB} MB (${round(r.rssEndMB / r.rssIdleMB, 2)}x)` +
        (lines >= 50_000 ? ` (target <= 150 MB: ${met(peakRss <= 150)}; ${uptime()})` : ''),
    );
    if (r.completionMisses || r.diagnosticsWrong || r.internalErrors) line(`    !! completion misses ${r.completionMisses}, wrong diagnostics ${r.diagnosticsWrong}, internal errors ${r.internalErrors}`);
    return r;
  } finally {
    await c.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measureBigFile(lines: number, line: (s: string) => void, debounceMs?: number) {
  const text = generateBigFile(lines);
  const { dir, uris } = writeProject({ 'big.ship': text });
  const c = await BenchClient.start(ROOT, dir, { debounceMs, sources: SOURCES });
  try {
    const [uri] = [...uris.keys()];
    const rss0 = c.rssMB();
    const t0 = performance.now();
    await c.open(uri, text);
    await c.diagnosticsFor(uri, 1, 120_000);
    const openMs = performance.now() - t0;
    const samples = lines > 20_000 ? 12 : 40;
    const comp = await typingCompletions(c, [uri], samples);
    const diag = await diagnosticsAfterEdit(c, [{ uri }], lines > 20_000 ? 8 : lines >= 20_000 ? 40 : 20);
    const hov = lines === 20_000 ? await hoverAfterEdit(c, uri, 40) : undefined;
    // Same-run baseline: the whole-file compile every edit used to cost (in this process).
    const fullCompileMs = lines === 20_000 ? round(time(() => compileFiles([{ path: path.join(dir, 'big.ship'), text: c.texts.get(uri)! }]), 5, 1)) : undefined;
    const r = {
      lines: text.split('\n').length,
      bytes: text.length,
      openMs: round(openMs),
      completionTyping: comp.typing,
      completionCached: comp.cached,
      completionMisses: comp.misses,
      diagnosticsAfterEdit: diag.own,
      rssDeltaMB: round(c.rssMB() - rss0),
      ...(hov ? { hoverAfterEdit: hov.afterEdit, hoverSettled: hov.settled, hoverEmpty: hov.empty, digitEditToDiagnostics: hov.editToDiagnostics, fullCompileMs } : {}),
    };
    line(
      `  one file  ${String(r.lines).padStart(6)} lines${debounceMs === undefined ? '' : ` (debounce ${debounceMs})`}: completion typing ${fmt(r.completionTyping)}; cached ${fmt(r.completionCached)}; diagnostics after edit ${fmt(r.diagnosticsAfterEdit)}; open ${r.openMs} ms`,
    );
    if (hov && fullCompileMs !== undefined) {
      const x = (a: number) => round(a / fullCompileMs, 2);
      line(
        `    target figures: edit -> diagnostics p50 ${r.diagnosticsAfterEdit.median} / p95 ${r.diagnosticsAfterEdit.p95} ms (digit edits: ${hov.editToDiagnostics.median} / ${hov.editToDiagnostics.p95} ms)` +
          ` vs whole-file compile ${fullCompileMs} ms in this process = ${x(r.diagnosticsAfterEdit.median)}x / ${x(r.diagnosticsAfterEdit.p95)}x (target p95 < 100 ms: ${met(r.diagnosticsAfterEdit.p95 < 100)}; ${uptime()})`,
      );
      line(
        `    target figures: hover right after an edit p50 ${hov.afterEdit.median} / p95 ${hov.afterEdit.p95} ms vs the same hover with nothing pending ${hov.settled.median} / ${hov.settled.p95} ms` +
          ` = ${round(hov.afterEdit.median / Math.max(0.01, hov.settled.median), 2)}x / ${round(hov.afterEdit.p95 / Math.max(0.01, hov.settled.p95), 2)}x; empty answers ${hov.empty} (target p95 < 16 ms: ${met(hov.afterEdit.p95 < 16)}; ${uptime()})`,
      );
    }
    return r;
  } finally {
    await c.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}


// ---- soak ----------------------------------------------------------------------------------

const TOKENS = [' ', '\n', 'x', 'de', '{', '}', ':', '1', '..', '"s"', 'ship', '// c\n', '[', ']', ',', 'arc: FA ', 'boxes: 3 ', '@',
  // hostile ones: names that collide with Object.prototype, NUL, BOM, CRLF, astral and lone surrogates, unclosed things
  // (no lone surrogates: they cannot travel in UTF-8, so an editor never sends them)
  '__proto__', 'constructor ', 'toString: 1 ', '\u0000', '\ufeff', '\r\n', '\r', '😀', '\u2028', '"unclosed', '/*', '9'.repeat(400), 'import "../../etc/passwd.ship"\n'];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SoakResult {
  ms: number;
  requests: number;
  rssSamplesMB: number[];
  edits: number;
  perMethod: Record<string, Dist>;
  /** Requests not answered in 20 s or lost with the connection. */
  errors: number;
  /** Requests answered with an LSP error (prepareRename's "nothing to rename here", cancellations). */
  answeredWithError: number;
  errorSamples: string[];
  unanswered: number;
  internalErrors: number;
  internalErrorSamples: string[];
  alive: boolean;
  rssStartMB: number;
  rssEndMB: number;
  finalDiagnosticsMismatches: string[];
}

/** Concurrent requests and edits against an open workspace for `ms`; see SoakResult. */
export async function soak(c: BenchClient, uris: string[], ms: number, concurrency = 8, seed = 1): Promise<SoakResult> {
  const rand = rng(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
  const lat = new Map<string, number[]>();
  const errorSamples: string[] = [];
  let errors = 0;
  let answeredWithError = 0;
  let requests = 0;
  let edits = 0;
  let inFlight = 0;
  const edited = new Set<string>();
  const rssStart = c.rssMB();
  const logsBefore = c.logs.length;
  const deadline = performance.now() + ms;
  const randomPos = (uri: string) => positionAt(c.texts.get(uri)!, Math.floor(rand() * (c.texts.get(uri)!.length + 1)));
  const requestOf = (uri: string): [string, unknown] => {
    const td = { textDocument: { uri } };
    const position = randomPos(uri);
    const text = c.texts.get(uri)!;
    const endPos = positionAt(text, text.length);
    return pick<[string, unknown]>([
      ['textDocument/completion', { ...td, position }],
      ['textDocument/completion', { ...td, position }],
      ['textDocument/hover', { ...td, position }],
      ['textDocument/definition', { ...td, position }],
      ['textDocument/references', { ...td, position, context: { includeDeclaration: true } }],
      ['textDocument/documentHighlight', { ...td, position }],
      ['textDocument/prepareRename', { ...td, position }],
      ['textDocument/documentSymbol', td],
      ['textDocument/foldingRange', td],
      ['textDocument/semanticTokens/full', td],
      ['textDocument/formatting', { ...td, options: { tabSize: 2, insertSpaces: true } }],
      ['textDocument/codeAction', { ...td, range: { start: position, end: position }, context: { diagnostics: [] } }],
      ['textDocument/inlayHint', { ...td, range: { start: { line: 0, character: 0 }, end: endPos } }],
      ['workspace/symbol', { query: pick(['', 'Ex', 'Vudar', 'DF', 'zz']) }],
    ]);
  };
  const worker = async () => {
    while (performance.now() < deadline) {
      const uri = pick(uris);
      if (rand() < 0.3) {
        const text = c.texts.get(uri)!;
        const at = charBoundary(text, Math.floor(rand() * (text.length + 1)));
        if (rand() < 0.5) {
          // typing and taking it back
          const ins = pick(TOKENS);
          await c.edit(uri, at, at, ins);
          // (unless the insertion joined a \r and a \n around it: that range is no longer addressable)
          const now = c.texts.get(uri)!;
          if (charBoundary(now, at) === at && charBoundary(now, at + ins.length) === at + ins.length) await c.edit(uri, at, at + ins.length, '');
        } else {
          const end = charBoundary(text, Math.min(text.length, at + Math.floor(rand() * 4)));
          await c.edit(uri, at, end, rand() < 0.5 ? pick(TOKENS) : '');
        }
        edits++;
        edited.add(uri);
        continue;
      }
      const [method, params] = requestOf(uri);
      const t0 = performance.now();
      requests++;
      inFlight++;
      try {
        await Promise.race([
          c.request(method, params),
          new Promise((_, reject) => setTimeout(() => reject(new Error(`${method} unanswered after 20 s`)), 20_000).unref()),
        ]);
        const l = lat.get(method) ?? [];
        l.push(performance.now() - t0);
        lat.set(method, l);
      } catch (e) {
        // An LSP error answer (prepareRename "nothing to rename here", a cancelled request) is an
        // answer; a timeout or a broken connection is not.
        const code = (e as { code?: unknown }).code;
        if (typeof code === 'number') {
          answeredWithError++;
          const l = lat.get(method) ?? [];
          l.push(performance.now() - t0);
          lat.set(method, l);
          if (method !== 'textDocument/prepareRename' && errorSamples.length < 5) errorSamples.push(`${method}: error answer ${code} ${(e as Error).message}`);
        } else {
          errors++;
          if (errorSamples.length < 5) errorSamples.push(`${method}: ${(e as Error).message}`);
        }
      } finally {
        inFlight--;
      }
    }
  };
  const rssSamples: number[] = [];
  const sampler = setInterval(() => rssSamples.push(round(c.rssMB())), 5000);
  await Promise.all(Array.from({ length: concurrency }, worker));
  clearInterval(sampler);
  // Alive and current: a last request answers, and the final diagnostics equal a fresh compile.
  let alive = false;
  try {
    await Promise.race([c.request('textDocument/documentSymbol', { textDocument: { uri: uris[0] } }), new Promise((_, r) => setTimeout(() => r(new Error('timeout')), 10_000).unref())]);
    alive = !c.exited;
  } catch {
    alive = false;
  }
  const mismatches = await compareFinalDiagnostics(c, [...edited]);
  const internal = c.logs.slice(logsBefore).filter((l) => / failed|uncaught|unhandled/.test(l));
  return {
    ms,
    requests,
    rssSamplesMB: rssSamples,
    edits,
    perMethod: Object.fromEntries([...lat].map(([m, xs]) => [m, dist(xs)])),
    errors,
    answeredWithError,
    errorSamples,
    unanswered: inFlight,
    internalErrors: internal.length,
    internalErrorSamples: internal.slice(0, 3).map((s) => s.slice(0, 600)),
    alive,
    rssStartMB: round(rssStart),
    rssEndMB: round(c.rssMB()),
    finalDiagnosticsMismatches: mismatches,
  };
}

/** The server's last diagnostics for each file equal what the compiler says about the client's text. */
export async function compareFinalDiagnostics(c: BenchClient, uris: string[]): Promise<string[]> {
  const out: string[] = [];
  // Let the last re-checks (debounced, and those of importing files) land.
  for (const uri of uris) await c.diagnosticsFor(uri, c.versions.get(uri) ?? 1, 30_000).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 1000));
  const byPath = new Map([...c.texts].map(([u, t]) => [fileURLToPath(u), t]));
  for (const uri of uris) {
    const file = fileURLToPath(uri);
    const text = c.texts.get(uri)!;
    const r = compileFiles([{ path: file, text }], { host: { readFile: (p) => byPath.get(p) ?? (fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : undefined) } });
    const lines = new LineIndex(text);
    const want = r.diagnostics
      .filter((d) => d.file === file)
      .map((d) => {
        const s = lines.position(d.span.start);
        const e = lines.position(d.span.end);
        return `${d.code}@${s.line}:${s.character}-${e.line}:${e.character}`;
      })
      .sort();
    const list = c.published.get(uri) ?? [];
    const last = list[list.length - 1];
    const got = (last?.diagnostics ?? []).map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`).sort();
    if (last?.version !== undefined && last.version !== c.versions.get(uri)) out.push(`${uri}: last diagnostics are for v${last.version}, the document is v${c.versions.get(uri)}`);
    else if (JSON.stringify(got) !== JSON.stringify(want)) out.push(`${uri}: server ${JSON.stringify(got).slice(0, 300)} vs compiler ${JSON.stringify(want).slice(0, 300)}`);
  }
  return out;
}

async function soakRun(lines: number, ms: number, line: (s: string) => void) {
  const files = generateWorkspace(lines);
  const { dir, uris } = writeProject(files);
  const c = await BenchClient.start(ROOT, dir, { sources: SOURCES });
  try {
    await openAll(c, uris);
    const r = await soak(c, [...uris.keys()], ms);
    const worst = Object.entries(r.perMethod).sort((a, b) => b[1].p95 - a[1].p95)[0];
    line(
      `  soak ${Math.round(ms / 1000)} s on ${lines} lines: ${r.requests} requests + ${r.edits} edits, 8 concurrent; errors ${r.errors}, unanswered ${r.unanswered}, internal errors ${r.internalErrors};` +
        ` alive ${r.alive}; RSS ${r.rssStartMB} -> ${r.rssEndMB} MB; completion ${r.perMethod['textDocument/completion'] ? fmt(r.perMethod['textDocument/completion']) : '-'};` +
        ` slowest p95 ${worst ? `${worst[0]} ${worst[1].p95} ms` : '-'}; final diagnostics mismatches ${r.finalDiagnosticsMismatches.length}`,
    );
    for (const s of [...r.errorSamples, ...r.internalErrorSamples, ...r.finalDiagnosticsMismatches.slice(0, 3)]) line(`    ${s.split('\n')[0]}`);
    return r;
  } finally {
    await c.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(line: (s: string) => void): Promise<object> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'cli.js'))) {
    line('\nlanguage server: dist/cli.js is missing (run `node scripts/build.mjs`); skipped');
    return { skipped: 'dist/cli.js missing' };
  }
  let bundleProblem: string | undefined;
  try {
    const probe = await BenchClient.start(ROOT, path.join(ROOT, 'examples'), { timeoutMs: 20_000 });
    await probe.stop();
  } catch (e) {
    bundleProblem = (e as Error).message.split('\n').slice(0, 3).join(' ');
    SOURCES = true;
  }
  line(`\nlanguage server (${SOURCES ? 'FROM THE SOURCES through tsx' : 'node bin/drydock.js lsp --stdio'}, every file open, the server's default (adaptive) debounce unless said):`);
  if (bundleProblem) line(`  !! node bin/drydock.js lsp --stdio does not start: ${bundleProblem}`);
  // DRYDOCK_LSP_BENCH=targets: only the language-server target figures (the 20,000-line file, the 50,000-line workspace).
  if (process.env.DRYDOCK_LSP_BENCH === 'targets') {
    line(`  ${uptime()} (2 cores shared)`);
    const big = await measureBigFile(20_000, line);
    const ws50 = await measureWorkspace(50_000, line);
    return { server: SOURCES ? 'sources (tsx)' : 'bundle', loadAverage: os.loadavg(), bigFile20k: big, workspace50k: ws50 };
  }
  line(`  load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} (2 cores shared)`);
  const workspace = [];
  for (const n of [500, 5_000, 50_000]) workspace.push(await measureWorkspace(n, line));
  const bigFile = [];
  for (const n of [500, 5_000, 20_000, 50_000]) bigFile.push(await measureBigFile(n, line));
  // The compile work alone: the same 5,000-line file with the debounce at 0.
  const computeOnly = await measureBigFile(5_000, line, 0);
  // Medians at 1x, 10x, 100x the lines, relative to 1x (linear in the lines = 1, 10, 100).
  const growth = (xs: { lines: number; completionTyping: Dist; diagnosticsAfterEdit: Dist }[]) => ({
    lines: xs.map((x) => x.lines),
    completionTyping: xs.map((x) => round(x.completionTyping.median / xs[0].completionTyping.median, 2)),
    diagnosticsAfterEdit: xs.map((x) => round(x.diagnosticsAfterEdit.median / xs[0].diagnosticsAfterEdit.median, 2)),
  });
  const soakResult = await soakRun(5_000, SOAK_MS, line);
  return { server: SOURCES ? 'sources (tsx): the bundle does not start' : 'bundle', ...(bundleProblem ? { bundleProblem } : {}), workspace, bigFile, bigFileNoDebounce: computeOnly, growth: { workspace: growth(workspace), bigFile: growth(bigFile) }, soak: soakResult };
}

// `npx tsx bench/lsp-bench.ts`: this part alone.
runIfMain(import.meta.url, run);
