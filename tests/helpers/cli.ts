// Run the real `drydock` command (bin/drydock.js -> dist/cli.js) in a child process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { ROOT } from './compile';

export const BIN = path.join(ROOT, 'bin', 'drydock.js');

export function ensureBuilt(): void {
  if (!existsSync(path.join(ROOT, 'dist', 'cli.js'))) {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`build failed: ${r.stderr}`);
  }
}

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a run: the caller's, without FORCE_COLOR (a CI may set it), so output is plain text. */
export function plainEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.FORCE_COLOR;
  return env;
}

export function drydock(args: string[], options: { cwd?: string; input?: string } = {}): CliRun {
  ensureBuilt();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: options.cwd ?? ROOT, encoding: 'utf8', input: options.input, timeout: 60000, env: plainEnv() });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
