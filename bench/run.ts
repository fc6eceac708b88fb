// `npm run bench`: throughput and latency figures, each against a baseline measured in the same
// run. Results go to bench/results/latest.json; docs/performance.md summarises them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from '../grammar/index';
import { compileFiles } from '../compiler/index';
import { checkCompileOptions } from '../cli/check';
import { compiledDocumentSchema } from '../compiler/schema';
import { sourceToJson } from '../compiler/convert/index';
import { inputShipSchema } from '../compiler/json/index';
import { generateFleet } from './fleet';
import { median, time } from './stats';
import { CPU_METHOD, spawnOnce, spawnTimeCleanup } from './spawn-time';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Runs a bench module in a fresh process: its lines are printed as they come, its result returned. */
function isolated(file: string): unknown {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'drydock-bench-'));
  const out = path.join(dir, 'result.json');
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DRYDOCK_BENCH_RESULT: out } });
    if (r.status !== 0) throw new Error(`${path.basename(file)} failed (exit ${r.status})`);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const line = (s: string) => process.stdout.write(s + '\n');
const mb = (chars: number) => chars / 1e6;

/** Compiles the fleet as `drydock check` does (by default), or as `drydock build` does (`check: false`: the compiled document is kept). */
function compileFleet(f: { b5wars: string; sfb: string }, check = true) {
  const files: Record<string, string> = { '/fleet/b5.ship': f.b5wars, '/fleet/sfb.ship': f.sfb };
  return compileFiles(
    Object.keys(files).map((p) => ({ path: p })),
    { ...(check ? checkCompileOptions(false) : {}), host: { readFile: (p) => files[p] }, root: '/fleet' },
  );
}

/** `count`: the generateFleet argument (3,000 gives 5,000 ships; see bench/fleet.ts). */
function throughput(count: number) {
  const fleet = generateFleet(count);
  const size = fleet.b5wars.length + fleet.sfb.length;
  // Only the JSON text and the ship count stay: a live compile result (every ship's model) would
  // slow the collections of everything timed below.
  const { json, ships } = (() => {
    const result = compileFleet(fleet, false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
    if (errors) throw new Error(`the generated fleet has ${errors} errors: ${result.diagnostics[0].message}`);
    return { json: JSON.stringify(result.document), ships: result.document.ships.length };
  })();
  const validate = new Ajv2020({ strict: false }).compile(compiledDocumentSchema());
  const runs = count >= 3000 ? 5 : 9;
  const tBaseline = time(() => {
    if (!validate(JSON.parse(json))) throw new Error('baseline document invalid');
  }, runs);
  const tParse = time(() => {
    parse(fleet.b5wars, 'b5.ship');
    parse(fleet.sfb, 'sfb.ship');
  }, runs);
  const tCheck = time(() => compileFleet(fleet), runs);
  // Further baselines on the same fleet: JSON.parse alone, and JSON.parse + ajv on the JSON
  // *input* form of the same ships (what a user would write instead of .ship: `drydock convert`).
  const tJsonParse = time(() => JSON.parse(json), runs);
  const opts = { host: { readFile: () => undefined }, root: '/fleet' };
  const input = [JSON.stringify(sourceToJson(fleet.b5wars, '/fleet/b5.ship', opts).document), JSON.stringify(sourceToJson(fleet.sfb, '/fleet/sfb.ship', opts).document)];
  const inputSize = input[0].length + input[1].length;
  const validateInput = new Ajv2020({ strict: false }).compile(inputShipSchema());
  const tInput = time(() => {
    for (const doc of input) if (!validateInput(JSON.parse(doc))) throw new Error('input baseline document invalid');
  }, runs);
  return {
    count,
    ships,
    sourceMB: +mb(size).toFixed(2),
    jsonMB: +mb(json.length).toFixed(2),
    inputJsonMB: +mb(inputSize).toFixed(2),
    baselineMBps: +(mb(json.length) / (tBaseline / 1000)).toFixed(1),
    jsonParseMBps: +(mb(json.length) / (tJsonParse / 1000)).toFixed(1),
    inputBaselineMBps: +(mb(inputSize) / (tInput / 1000)).toFixed(1),
    parseMBps: +(mb(size) / (tParse / 1000)).toFixed(1),
    checkMBps: +(mb(size) / (tCheck / 1000)).toFixed(1),
    checkMs: +tCheck.toFixed(1),
    baselineMs: +tBaseline.toFixed(1),
  };
}

/**
 * Peak resident memory of check and of its baseline on `generateFleet(count)`, each in a fresh
 * process, the median of `rounds` processes each. (Until session 5 this was given the fleet's
 * ship count instead of its generateFleet argument, so the "5,000 ships" figure was measured on
 * 8,335 ships.)
 */
function peakMemory(count: number, rounds = 3) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'drydock-fleet-'));
  try {
    const fleet = generateFleet(count);
    writeFileSync(path.join(dir, 'b5.ship'), fleet.b5wars);
    writeFileSync(path.join(dir, 'sfb.ship'), fleet.sfb);
    writeFileSync(path.join(dir, 'fleet.json'), JSON.stringify(compileFleet(fleet, false).document));
    const rss = (mode: string) => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'peak-memory.ts'), mode, dir], { cwd: ROOT, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`peak-memory ${mode} failed: ${r.stderr || r.stdout}`);
      return Number(r.stdout.trim()) / 1024; // maxRSS is in KB
    };
    const med = (mode: string) => median(Array.from({ length: rounds }, () => rss(mode)));
    const idle = med('idle');
    const check = med('check');
    const baseline = med('baseline');
    return {
      checkMB: +check.toFixed(0),
      baselineMB: +baseline.toFixed(0),
      idleMB: +idle.toFixed(0),
      ratio: +(check / baseline).toFixed(2),
      ratioAboveIdle: +((check - idle) / Math.max(1, baseline - idle)).toFixed(2),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Cold start of each command against `node -e 0`, measured interleaved so load hits all alike: the
 * median wall time (the figure the targets are stated in) and the median CPU time (steadier when
 * other work shares the cores).
 */
function coldStart() {
  const cli = path.join(ROOT, 'bin', 'drydock.js');
  const ship = path.join(ROOT, 'examples', 'vudar-dw.ship');
  const svg = path.join(os.tmpdir(), `drydock-cold-start-${process.pid}.svg`);
  const commands: [name: string, args: string[], target: number][] = [
    ['check one.ship', [cli, 'check', ship], 1.5],
    // A ship that imports the weapons library, as every imported FieryVoid ship does.
    ['check ship + import', [cli, 'check', path.join(ROOT, 'examples', 'trek-constitution.ship')], 1.3],
    ['--version', [cli, '--version'], 1.2],
    ['fmt --check one.ship', [cli, 'fmt', '--check', ship], 2],
    ['render one.ship', [cli, 'render', ship, '-o', svg], 2],
    ['sim scenario', [cli, 'sim', path.join(ROOT, 'examples', 'scenarios', 'b5wars-absorption.json')], 1.5],
  ];
  const rounds = Number(process.env.DRYDOCK_COLD_RUNS ?? 9);
  const node: { wall: number; cpu: number }[] = [];
  const runs: { wall: number; cpu: number }[][] = commands.map(() => []);
  for (let round = 0; round < rounds; round++) {
    node.push(spawnOnce(['-e', '0'], ROOT));
    commands.forEach(([, args], i) => runs[i].push(spawnOnce(args, ROOT)));
  }
  rmSync(svg, { force: true });
  spawnTimeCleanup();
  const nodeMs = median(node.map((r) => r.wall));
  const nodeCpuMs = median(node.map((r) => r.cpu));
  return {
    runs: rounds,
    cpuMethod: CPU_METHOD,
    nodeMs: +nodeMs.toFixed(1),
    nodeCpuMs: +nodeCpuMs.toFixed(1),
    commands: commands.map(([name, , target], i) => {
      const ms = median(runs[i].map((r) => r.wall));
      const cpuMs = median(runs[i].map((r) => r.cpu));
      return { name, ms: +ms.toFixed(1), ratio: +(ms / nodeMs).toFixed(2), cpuMs: +cpuMs.toFixed(1), cpuRatio: +(cpuMs / nodeCpuMs).toFixed(2), target };
    }),
  };
}

/**
 * The target fleet size (14,000 ships; the target's was 11.4 MB, this one is ~13 MB):
 * check against JSON.parse + ajv in ships per second (1 warm-up, 3 runs each) and peak memory
 * (one process each). Fewer rounds than the 5,000-ship row: it is the costliest part.
 */
function bigFleet() {
  const count = 8400; // generateFleet(8400): 14,000 ships
  const fleet = generateFleet(count);
  const size = fleet.b5wars.length + fleet.sfb.length;
  // Only the JSON text stays: a live compiled document would slow both sides' collections.
  const { ships, text } = (() => {
    const doc = compileFleet(fleet, false).document;
    return { ships: doc.ships.length, text: JSON.stringify(doc) };
  })();
  const jsonMB = mb(text.length);
  const validate = new Ajv2020({ strict: false }).compile(compiledDocumentSchema());
  const tBaseline = time(() => {
    if (!validate(JSON.parse(text))) throw new Error('baseline document invalid');
  }, 3, 1);
  const tCheck = time(() => compileFleet(fleet), 3, 1);
  const mem = peakMemory(count, 1);
  return {
    ships,
    sourceMB: +mb(size).toFixed(2),
    jsonMB: +jsonMB.toFixed(2),
    checkMs: +tCheck.toFixed(0),
    baselineMs: +tBaseline.toFixed(0),
    ratio: +(tBaseline / tCheck).toFixed(2),
    checkMBps: +(mb(size) / (tCheck / 1000)).toFixed(1),
    memory: mem,
  };
}

const loadNow = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

// DRYDOCK_BENCH=check,memory,cold (any of check, memory, big-fleet, fresh, cold, lexer, runtime, lsp, lsp-pull, lsp-edit, playground, binary)
// runs only those parts, for measuring one figure on a shared machine; unset runs everything.
// `memory` needs `check` (it uses the largest fleet's size) and runs it at the 3,000-ship size only
// when `check` is not asked for.
const PARTS = new Set((process.env.DRYDOCK_BENCH ?? 'check,memory,big-fleet,fresh,cold,lexer,runtime,lsp,lsp-pull,lsp-edit,playground,binary').split(',').map((p) => p.trim()));
const part = (name: string) => PARTS.has(name);

async function main() {
  const loadStart = loadNow();
  line(`drydock benchmarks (medians; baselines measured in this run); ${os.cpus().length} cores, load average ${loadStart}\n`);
  let scale: ReturnType<typeof throughput>[] = [];
  if (part('check') || part('memory')) {
    line('check throughput on a generated fleet vs JSON.parse + ajv on the compiled JSON:');
    scale = (part('check') ? [30, 300, 3000] : [3000]).map((n) => {
      const r = throughput(n);
      line(
        `  ${String(r.ships).padStart(5)} ships ${String(r.sourceMB).padStart(6)} MB: parse ${r.parseMBps} MB/s, check ${r.checkMBps} MB/s` +
          ` (${r.checkMs} ms); baseline ${r.baselineMBps} MB/s (${r.baselineMs} ms); ships per second check/baseline = ${(r.baselineMs / r.checkMs).toFixed(3)} (target >= 0.5)`,
      );
      return r;
    });
    results.throughput = scale;
  }
  const [a, c] = [scale[0], scale[scale.length - 1]];
  const growth = a && c && a !== c ? c.checkMs / c.sourceMB / (a.checkMs / a.sourceMB) : undefined;
  if (growth !== undefined) {
    line(`  time per MB at 100x vs 1x: ${growth.toFixed(2)} (1.0 = linear)`);
    results.checkGrowthPerMB = +growth.toFixed(2);
    line(
      `  other baselines at ${c.ships} ships: JSON.parse alone ${c.jsonParseMBps} MB/s; JSON.parse + ajv on the input JSON (drydock convert) ${c.inputBaselineMBps} MB/s;` +
        ` the reference figure of 110 MB/s. check vs those: ${(c.checkMBps / c.inputBaselineMBps).toFixed(3)}, ${(c.checkMBps / 110).toFixed(3)} (target >= 0.1)`,
    );
  }

  const mem = part('memory') ? peakMemory(c.count) : undefined;
  if (mem) {
    line(
      `  peak memory at ${c.ships} ships (fresh processes, max RSS): check ${mem.checkMB} MB; baseline JSON.parse + ajv on the compiled JSON ${mem.baselineMB} MB;` +
        ` check/baseline = ${mem.ratio} (target <= 2); both above an idle process of the same modules, ${mem.idleMB} MB: ${mem.ratioAboveIdle}`,
    );
    results.peakMemory = mem;
  }

  const big = part('big-fleet') ? bigFleet() : undefined;
  if (big) {
    line(
      `  the issue's fleet size, ${big.ships} ships ${big.sourceMB} MB (compiled JSON ${big.jsonMB} MB): check ${big.checkMs} ms (${big.checkMBps} MB/s), baseline ${big.baselineMs} ms;` +
        ` ships per second check/baseline = ${big.ratio}; peak memory check ${big.memory.checkMB} MB, baseline ${big.memory.baselineMB} MB = ${big.memory.ratio} (one process each; idle ${big.memory.idleMB} MB)`,
    );
    results.bigFleet = big;
  }

  const cold = part('cold') ? coldStart() : undefined;
  if (cold) {
    line(`\nCLI cold start (medians of ${cold.runs}, interleaved) vs node -e 0 ${cold.nodeMs} ms wall, ${cold.nodeCpuMs} ms CPU (${cold.cpuMethod}):`);
    for (const c of cold.commands)
      line(`  ${c.name.padEnd(22)} ${c.ms} ms = ${c.ratio}x (target <= ${c.target}x: ${c.ratio <= c.target ? 'met' : 'not met'}); CPU ${c.cpuMs} ms = ${c.cpuRatio}x`);
    results.coldStart = cold;
  }

  for (const extra of ['./fresh-check', './lexer-bench', './runtime-bench', './lsp-bench', './lsp-pull-bench', './lsp-edit-bench', './playground-bench', './binary-bench']) {
    if (!part(extra === './fresh-check' ? 'fresh' : extra.slice(2).replace(/-bench$/, ''))) continue;
    if (extra === './runtime-bench') {
      // In a process of its own: the heap the check benchmarks above leave behind (fleets of
      // thousands of ships) would otherwise weigh on the interpreter's collections and caches.
      results[extra.slice(2)] = isolated(path.join(ROOT, 'bench', 'runtime-bench.ts'));
      continue;
    }
    try {
      const mod = await import(extra);
      results[extra.slice(2)] = await mod.run(line);
    } catch (e) {
      if ((e as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw e;
    }
  }

  // Every figure of docs/performance.md §2-§4 beside its same-run baseline, with its target.
  const rows: [figure: string, measured: string, baseline: string, target: string, met: boolean | undefined][] = [];
  if (c && part('check')) {
    const checkRatio = c.baselineMs / c.checkMs;
    rows.push([`§2 check ships/s, ${c.ships} ships`, `${(c.ships / (c.checkMs / 1000)).toFixed(0)} ships/s = ${checkRatio.toFixed(2)}x`, `JSON.parse+ajv ${(c.ships / (c.baselineMs / 1000)).toFixed(0)} ships/s`, '>= 0.5x', checkRatio >= 0.5]);
  }
  if (mem) rows.push([`§2 check peak memory, ${c.ships} ships`, `${mem.checkMB} MB = ${mem.ratio}x`, `JSON.parse+ajv ${mem.baselineMB} MB`, '<= 2x', mem.ratio <= 2]);
  if (big) {
    rows.push([`§2 check ships/s, ${big.ships} ships (issue's size)`, `${big.ratio.toFixed(2)}x`, `JSON.parse+ajv ${big.baselineMs} ms`, '>= 0.5x', big.ratio >= 0.5]);
    rows.push([`§2 check peak memory, ${big.ships} ships`, `${big.memory.checkMB} MB = ${big.memory.ratio}x`, `JSON.parse+ajv ${big.memory.baselineMB} MB`, '<= 2x', big.memory.ratio <= 2]);
  }
  if (growth !== undefined) rows.push(['§2 check time per MB, 100x / 1x', growth.toFixed(2), `1x fleet ${(a.checkMs / a.sourceMB).toFixed(1)} ms/MB`, 'flat (<= 1.2)', growth <= 1.2]);
  const fresh = results['fresh-check'] as { sizes: { ships: number; ratio: number; checkMB: number; baselineMB: number; memoryGrowth: number; memoryRatio: number }[] } | undefined;
  if (fresh) {
    const [small, ...rest] = fresh.sizes;
    for (const r of rest) rows.push([`§2 fresh check ships/s, ${r.ships} ships`, `${r.ratio.toFixed(2)}x`, 'JSON.parse + standalone ajv', '>= 1.0x', r.ratio >= 1]);
    for (const r of rest)
      rows.push([`§2 fresh check peak memory, ${r.ships} / ${small.ships} ships`, `${r.checkMB} MB = ${r.memoryGrowth}x`, `JSON.parse + standalone ajv ${r.baselineMB} MB (${r.memoryRatio}x)`, 'flat (<= 1.2)', r.memoryGrowth <= 1.2]);
  }
  const rt = results['runtime-bench'] as
    | {
        damage?: { byShips: { actionsPerSecond: number; baselinePerSecond: number; ratio: number }[]; growth: number; plainGrowth: number; targets: { ratio: number } };
        sfbTurn?: {
          byPairs: { actionsPerSecond: number; plainActionsPerSecond: number; plainRatio: number; baselineActionsPerSecond: number; ratio: number }[];
          growth: number;
          plainGrowth: number;
          baselineGrowth: number;
          targets: { plainRatio: number };
        };
      }
    | undefined;
  if (rt?.damage) {
    const d = rt.damage;
    const worst = Math.min(...d.byShips.map((r) => r.ratio));
    const rates = d.byShips.map((r) => `${(r.baselinePerSecond / 1e6).toFixed(2)}M`).join(' / ');
    rows.push(['§3 damage vs plain JS (worst of 1/10/100 ships)', `${worst.toFixed(3)}x`, `plain loop ${rates}/s`, `>= ${d.targets.ratio}x`, worst >= d.targets.ratio]);
    rows.push(['§3 damage cost per action, 100 / 1 ships', d.growth.toFixed(2), `plain ${d.plainGrowth.toFixed(2)}`, 'flat (<= 1.2)', d.growth <= 1.2]);
  }
  if (rt?.sfbTurn) {
    const worstPlain = Math.min(...rt.sfbTurn.byPairs.map((r) => r.plainRatio));
    const rates = rt.sfbTurn.byPairs.map((r) => `${(r.plainActionsPerSecond / 1e6).toFixed(2)}M`).join(' / ');
    rows.push(['§3 sfb vs plain JS (worst of 1/10/100 pairs)', `${worstPlain.toFixed(3)}x`, `plain loop ${rates}/s`, `>= ${rt.sfbTurn.targets.plainRatio}x`, worstPlain >= rt.sfbTurn.targets.plainRatio]);
    const worst = Math.min(...rt.sfbTurn.byPairs.map((r) => r.ratio));
    rows.push(['§3 sfb actions/s vs before (worst of 1/10/100 pairs)', `${worst.toFixed(2)}x`, 'per-action snapshot + refresh of every ship', '>= 3x', worst >= 3]);
    rows.push(['§3 sfb cost per action, 100 / 1 pairs', rt.sfbTurn.growth.toFixed(2), `plain ${rt.sfbTurn.plainGrowth.toFixed(2)}, before ${rt.sfbTurn.baselineGrowth.toFixed(2)}`, 'flat (<= 1.2)', rt.sfbTurn.growth <= 1.2]);
  }
  if (cold)
    for (const cmd of cold.commands)
      rows.push([`§4 cold start ${cmd.name} (CPU ${cmd.cpuRatio}x)`, `${cmd.ms} ms = ${cmd.ratio}x`, `node -e 0 ${cold.nodeMs} ms (CPU ${cold.nodeCpuMs} ms)`, `<= ${cmd.target}x`, cmd.ratio <= cmd.target]);
  const pg = results['playground-bench'] as { targets?: { figure: string; measured: string; baseline?: string; target: string; met: boolean }[] } | undefined;
  for (const t of pg?.targets ?? []) rows.push([t.figure, t.measured, t.baseline ?? '-', t.target, t.met]);
  line(`\ntargets (sections 2-4; section 1 is the language server above), load average at the start ${loadStart} and now ${loadNow()}:`);
  for (const [fig, m, b, t, ok] of rows) line(`  ${fig.padEnd(52)} ${m.padEnd(22)} baseline ${b.padEnd(44)} target ${t.padEnd(14)} ${ok === undefined ? '' : ok ? 'met' : 'NOT MET'}`);
  results.targets = { loadStart, loadEnd: loadNow(), rows: rows.map(([figure, measured, baseline, target, met]) => ({ figure, measured, baseline, target, met })) };

  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  // A partial run does not replace the full run's record.
  const out = process.env.DRYDOCK_BENCH ? 'partial.json' : 'latest.json';
  writeFileSync(path.join(ROOT, 'bench', 'results', out), JSON.stringify(results, null, 2) + '\n');
  line(`\nwritten to bench/results/${out}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
