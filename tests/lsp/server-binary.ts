// Which command starts the language server for the tests: the real `node bin/drydock.js lsp
// --stdio`, built with scripts/build.mjs first when dist/cli.js is missing or older than the
// sources (a lock directory keeps parallel test files from building at the same time); when the
// bundle cannot be built (another part of the project is mid-way), the sources through tsx.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const SOURCE_DIRS = ['cli', 'compiler', 'grammar', 'lsp', 'format', 'render', 'runtime'];

function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'vscode' && e.name !== 'node_modules') walk(p);
      } else if (e.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  for (const d of SOURCE_DIRS) walk(path.join(root, d));
  return newest;
}

function bundleFresh(): boolean {
  const bundle = path.join(root, 'dist', 'cli.js');
  if (!fs.existsSync(bundle)) return false;
  return fs.statSync(bundle).mtimeMs >= newestSource();
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

let decided: boolean | undefined;

export interface Command {
  command: string;
  args: string[];
  mode: 'bundle' | 'sources';
}

/** The command that runs `drydock ARGS...`. */
export function cliCommand(args: string[]): Command {
  // For debugging: DRYDOCK_TEST_CLI=/path/to/entry.js runs that entry instead.
  const override = process.env.DRYDOCK_TEST_CLI;
  if (override) return { command: process.execPath, args: [override, ...args], mode: 'bundle' };
  return useBundle()
    ? { command: process.execPath, args: [path.join(root, 'bin', 'drydock.js'), ...args], mode: 'bundle' }
    : { command: process.execPath, args: ['--import', pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).toString(), path.join(root, 'tests', 'lsp', 'cli-entry.ts'), ...args], mode: 'sources' };
}

export function serverCommand(): Command {
  return cliCommand(['lsp', '--stdio']);
}

function useBundle(): boolean {
  if (decided !== undefined) return decided;
  const lock = path.join(root, 'dist', '.lsp-test-build.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  let built = bundleFresh();
  if (!built) {
    const deadline = Date.now() + 120_000;
    let haveLock = false;
    while (!haveLock && Date.now() < deadline) {
      try {
        fs.mkdirSync(lock);
        haveLock = true;
      } catch {
        // Someone else builds; a lock older than two minutes is stale.
        try {
          if (Date.now() - fs.statSync(lock).mtimeMs > 120_000) fs.rmSync(lock, { recursive: true, force: true });
        } catch {
          // gone meanwhile
        }
        sleep(200);
        if (bundleFresh()) break;
      }
    }
    try {
      built = bundleFresh();
      if (!built && haveLock) {
        try {
          execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'pipe', timeout: 120_000 });
          built = true;
        } catch {
          built = false;
        }
      }
    } finally {
      if (haveLock) fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  decided = built;
  return decided;
}
