// Wall and CPU time of one fresh process, for the cold-start figures (bench/run.ts and
// bench/binary-bench.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const CPU_AT_EXIT = path.join(path.dirname(new URL(import.meta.url).pathname), 'cpu-at-exit.cjs');
/**
 * CPU time of a child: GNU time reads the child's rusage when it has ended (all threads, start-up
 * and teardown); without it, the child reports its own at exit (bench/cpu-at-exit.cjs: misses the
 * teardown, so ratios come out higher).
 */
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
export const CPU_METHOD = GNU_TIME ? 'rusage of the ended process (/usr/bin/time)' : 'process.cpuUsage() at exit';

/**
 * Wall time and CPU time of one fresh `node <args>`, in ms; of `<program> <args>` when a program
 * is given (its CPU time is NaN without GNU time: only Node can be given the preload).
 */
export function spawnOnce(args: string[], cwd: string, program?: string): { wall: number; cpu: number } {
  const out = path.join(os.tmpdir(), `drydock-cpu-${process.pid}.txt`);
  const exe = program ?? process.execPath;
  const [cmd, argv] = GNU_TIME ? [GNU_TIME, ['-o', out, '-f', '%U %S', exe, ...args]] : program ? [program, args] : [process.execPath, ['--require', CPU_AT_EXIT, ...args]];
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
  const wall = performance.now() - t0;
  if (r.status !== 0 && args[0] !== '-e') throw new Error(`cold start run failed: ${[exe, ...args].join(' ')}: ${r.stderr || r.stdout}`);
  let cpu: number;
  if (GNU_TIME) {
    const [user, system] = readFileSync(out, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
    cpu = (user + system) * 1000;
  } else cpu = program ? NaN : Number(String(r.output[3] ?? '').trim());
  return { wall, cpu };
}

/** Removes the file spawnOnce reads GNU time's figures from. */
export function spawnTimeCleanup(): void {
  rmSync(path.join(os.tmpdir(), `drydock-cpu-${process.pid}.txt`), { force: true });
}
