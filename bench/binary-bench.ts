// The standalone executable (scripts/package-binary.mjs, docs/install.md): its size, and its cold
// start against `node -e 0` and against the same command through Node (`node bin/drydock.js`),
// measured interleaved in fresh processes as bench/run.ts measures the CLI. It builds the
// executable first, so the figures are of the current sources.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { median } from './stats';
import { CPU_METHOD, spawnOnce, spawnTimeCleanup } from './spawn-time';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function run(line: (s: string) => void) {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'package-binary.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) {
    line(`\nstandalone executable: not built (${(built.stderr || built.stdout).trim()})`);
    return { built: false, reason: (built.stderr || built.stdout).trim() };
  }
  const exe = path.join(ROOT, 'dist', 'bin', process.platform === 'win32' ? 'drydock.exe' : 'drydock');
  const sizeMB = statSync(exe).size / 1e6;
  const nodeMB = statSync(process.execPath).size / 1e6;
  // The command-line scripts and their code caches (scripts/package-binary.mjs writes them there
  // before storing them inside the executable).
  const cliDir = path.join(ROOT, 'dist', 'bin', 'cli');
  const sum = (ext: string) => readdirSync(cliDir).filter((f) => f.endsWith(ext)).reduce((n, f) => n + statSync(path.join(cliDir, f)).size, 0) / 1e6;
  const scriptMB = sum('.cjs');
  const cacheMB = sum('.v8cache');
  // Run from a folder of its own, as a user who downloaded it would.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'drydock-binary-bench-'));
  try {
    const ship = path.join(dir, 'vudar-dw.ship');
    copyFileSync(path.join(ROOT, 'examples', 'vudar-dw.ship'), ship);
    const cli = path.join(ROOT, 'bin', 'drydock.js');
    const rounds = Number(process.env.DRYDOCK_COLD_RUNS ?? 9);
    const series = {
      node: [] as { wall: number; cpu: number }[],
      binVersion: [] as { wall: number; cpu: number }[],
      binCheck: [] as { wall: number; cpu: number }[],
      nodeCheck: [] as { wall: number; cpu: number }[],
    };
    // One unmeasured run each: the first start of a 100 MB file reads it from disk.
    spawnOnce(['--version'], dir, exe);
    spawnOnce([cli, 'check', ship], dir);
    for (let round = 0; round < rounds; round++) {
      series.node.push(spawnOnce(['-e', '0'], dir));
      series.binVersion.push(spawnOnce(['--version'], dir, exe));
      series.binCheck.push(spawnOnce(['check', ship], dir, exe));
      series.nodeCheck.push(spawnOnce([cli, 'check', ship], dir));
    }
    spawnTimeCleanup();
    const wall = (s: { wall: number }[]) => median(s.map((r) => r.wall));
    const cpu = (s: { cpu: number }[]) => median(s.map((r) => r.cpu));
    const nodeMs = wall(series.node);
    const nodeCpuMs = cpu(series.node);
    const row = (name: string, s: { wall: number; cpu: number }[]) => ({ name, ms: +wall(s).toFixed(1), ratio: +(wall(s) / nodeMs).toFixed(2), cpuMs: +cpu(s).toFixed(1), cpuRatio: +(cpu(s) / nodeCpuMs).toFixed(2) });
    const commands = [row('drydock --version', series.binVersion), row('drydock check one.ship', series.binCheck), row('node bin/drydock.js check one.ship', series.nodeCheck)];
    line(`\nstandalone executable (${process.platform}-${process.arch}, Node ${process.version}): ${sizeMB.toFixed(1)} MB = Node's executable ${nodeMB.toFixed(1)} MB + the command-line scripts ${scriptMB.toFixed(1)} MB + their code caches ${cacheMB.toFixed(1)} MB + the fonts`);
    line(`  cold start (medians of ${rounds}, interleaved) vs node -e 0 ${nodeMs.toFixed(1)} ms wall, ${nodeCpuMs.toFixed(1)} ms CPU (${CPU_METHOD}):`);
    for (const c of commands) line(`  ${c.name.padEnd(36)} ${c.ms} ms = ${c.ratio}x; CPU ${c.cpuMs} ms = ${c.cpuRatio}x`);
    return { built: true, sizeMB: +sizeMB.toFixed(1), nodeExecutableMB: +nodeMB.toFixed(1), scriptMB: +scriptMB.toFixed(1), codeCacheMB: +cacheMB.toFixed(1), runs: rounds, cpuMethod: CPU_METHOD, nodeMs: +nodeMs.toFixed(1), nodeCpuMs: +nodeCpuMs.toFixed(1), commands };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
