// `drydock check` as a user runs it, a fresh process on a fleet's files, against the fastest way to
// validate the same ships as JSON: a fresh process that reads the compiled JSON, JSON.parse-s it
// and runs a precompiled (standalone) ajv validator of the compiled document schema. Wall time,
// CPU time and peak resident memory of each, at 100, 1,000, 5,000 and 14,000 ships, the two
// interleaved round by round. Peak memory is given as a ratio to the smallest fleet's (flat in the
// number of ships is the target) and to the baseline's at the same size.
//   DRYDOCK_BENCH=fresh npx tsx bench/run.ts    (after node scripts/build.mjs)
//   DRYDOCK_FRESH_RUNS=5                        rounds per size (default 3)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import { compileFiles } from '../compiler/index';
import { compiledDocumentSchema } from '../compiler/schema';
import { generateFleet } from './fleet';
import { median } from './stats';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PRELOAD = path.join(ROOT, 'bench', 'rss-at-exit.cjs');
/** generateFleet arguments: 100, 1,000, 5,000 and 14,000 ships. */
const COUNTS = [60, 600, 3000, 8400];

const BASELINE = `'use strict';
const fs = require('node:fs');
const validate = require('./validate.cjs');
if (!validate(JSON.parse(fs.readFileSync(process.argv[2], 'utf8')))) process.exitCode = 1;
`;

interface Run {
  wall: number;
  cpu: number;
  rssMB: number;
}

function once(args: string[], env?: NodeJS.ProcessEnv): Run {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--require', PRELOAD, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
  const wall = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${r.status}): ${(r.stderr || r.stdout).slice(0, 2000)}`);
  const [cpu, rss] = String(r.output[3] ?? '').trim().split(' ').map(Number);
  return { wall, cpu, rssMB: rss / 1024 };
}

/** The fleet's files, its compiled JSON and the standalone validator, in a folder of their own. */
function prepare(count: number, dir: string): { ships: number; sourceMB: number; jsonMB: number } {
  const fleet = generateFleet(count);
  writeFileSync(path.join(dir, 'b5.ship'), fleet.b5wars);
  writeFileSync(path.join(dir, 'sfb.ship'), fleet.sfb);
  const files: Record<string, string> = { '/fleet/b5.ship': fleet.b5wars, '/fleet/sfb.ship': fleet.sfb };
  const { json, ships } = (() => {
    const doc = compileFiles(Object.keys(files).map((p) => ({ path: p })), { host: { readFile: (p) => files[p] }, root: '/fleet' }).document;
    return { json: JSON.stringify(doc), ships: doc.ships.length };
  })();
  writeFileSync(path.join(dir, 'fleet.json'), json);
  const ajv = new Ajv2020({ strict: false, code: { source: true } });
  writeFileSync(path.join(dir, 'validate.cjs'), standaloneCode(ajv, ajv.compile(compiledDocumentSchema())));
  writeFileSync(path.join(dir, 'baseline.cjs'), BASELINE);
  return { ships, sourceMB: (fleet.b5wars.length + fleet.sfb.length) / 1e6, jsonMB: json.length / 1e6 };
}

export async function run(line: (s: string) => void) {
  const rounds = Number(process.env.DRYDOCK_FRESH_RUNS ?? 3);
  const cli = path.join(ROOT, 'bin', 'drydock.js');
  line(`\ncheck as a fresh process (node bin/drydock.js check) vs a fresh process of JSON.parse + standalone ajv on the compiled JSON, medians of ${rounds}:`);
  const rows: { ships: number; sourceMB: number; jsonMB: number; check: Run; baseline: Run }[] = [];
  for (const count of COUNTS) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'drydock-fresh-'));
    try {
      const size = prepare(count, dir);
      const checks: Run[] = [];
      const bases: Run[] = [];
      for (let i = 0; i < rounds; i++) {
        checks.push(once([cli, 'check', path.join(dir, 'b5.ship'), path.join(dir, 'sfb.ship')]));
        // The validator's runtime helpers (ajv/dist/runtime/*) resolve from the project's modules.
        bases.push(once([path.join(dir, 'baseline.cjs'), path.join(dir, 'fleet.json')], { NODE_PATH: path.join(ROOT, 'node_modules') }));
      }
      const med = (rs: Run[]): Run => ({ wall: median(rs.map((r) => r.wall)), cpu: median(rs.map((r) => r.cpu)), rssMB: median(rs.map((r) => r.rssMB)) });
      rows.push({ ...size, check: med(checks), baseline: med(bases) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const first = rows[0];
  const result = rows.map((r) => ({
    ships: r.ships,
    sourceMB: +r.sourceMB.toFixed(2),
    jsonMB: +r.jsonMB.toFixed(2),
    checkMs: +r.check.wall.toFixed(0),
    checkCpuMs: +r.check.cpu.toFixed(0),
    baselineMs: +r.baseline.wall.toFixed(0),
    baselineCpuMs: +r.baseline.cpu.toFixed(0),
    /** Ships per second, check / baseline (target >= 1.0 at 1,000 ships and up). */
    ratio: +(r.baseline.wall / r.check.wall).toFixed(2),
    cpuRatio: +(r.baseline.cpu / r.check.cpu).toFixed(2),
    checkMB: +r.check.rssMB.toFixed(0),
    baselineMB: +r.baseline.rssMB.toFixed(0),
    /** Peak memory against the smallest fleet's (flat: 1.0). */
    memoryGrowth: +(r.check.rssMB / first.check.rssMB).toFixed(2),
    baselineMemoryGrowth: +(r.baseline.rssMB / first.baseline.rssMB).toFixed(2),
    memoryRatio: +(r.check.rssMB / r.baseline.rssMB).toFixed(2),
  }));
  for (const r of result)
    line(
      `  ${String(r.ships).padStart(5)} ships ${String(r.sourceMB).padStart(5)} MB (JSON ${r.jsonMB} MB): check ${r.checkMs} ms (CPU ${r.checkCpuMs}), baseline ${r.baselineMs} ms (CPU ${r.baselineCpuMs});` +
        ` ships/s check/baseline = ${r.ratio} (CPU ${r.cpuRatio}); peak memory check ${r.checkMB} MB = ${r.memoryGrowth}x the ${first.ships}-ship fleet's, baseline ${r.baselineMB} MB = ${r.baselineMemoryGrowth}x; check/baseline ${r.memoryRatio}`,
    );
  return { rounds, sizes: result };
}
