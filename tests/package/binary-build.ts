// The standalone executable for the tests: dist/bin/drydock as `npm run package:binary` makes it
// (scripts/package-binary.mjs), built again when missing or older than the sources it bundles. The
// build takes the lock the language-server tests take around scripts/build.mjs
// (tests/lsp/server-binary.ts): both regenerate generated/.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { root } from '../lsp/server-binary';

export { root };

export const executable = path.join(root, 'dist', 'bin', process.platform === 'win32' ? 'drydock.exe' : 'drydock');

/** Why this platform cannot have a single executable (undefined when it can). */
export function seaUnsupported(): string | undefined {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 12) || (major === 21 && minor < 7)) return `Node ${process.version} has no single-executable assets (Node 20.12 or later has)`;
  let node: Buffer;
  try {
    node = fs.readFileSync(process.execPath);
  } catch (e) {
    return `cannot read this Node's executable ${process.execPath}: ${(e as Error).message}`;
  }
  if (!node.includes('NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2')) return `this Node (${process.execPath}) was built without single-executable support`;
  return undefined;
}

const SOURCES = ['cli', 'compiler', 'grammar', 'lsp', 'format', 'render', 'runtime', 'import', 'lib'];

function newestSource(): number {
  let newest = Math.max(...['package.json', 'scripts/package-binary.mjs', 'scripts/bundled-licenses.mjs', 'scripts/library-files.mjs'].map((f) => fs.statSync(path.join(root, f)).mtimeMs));
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'vscode' && e.name !== 'node_modules') walk(p);
      } else if (e.name.endsWith('.ts') || e.name.endsWith('.ship')) newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  for (const d of SOURCES) walk(path.join(root, d));
  return newest;
}

const fresh = () => fs.existsSync(executable) && fs.statSync(executable).mtimeMs >= newestSource();

/** Builds the executable unless a fresh one is there; returns its path. */
export function ensureBinary(): string {
  if (fresh()) return executable;
  const lock = path.join(root, 'dist', '.lsp-test-build.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`the build lock ${lock} stayed taken for three minutes`);
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 180_000) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    if (!fresh()) execFileSync(process.execPath, [path.join(root, 'scripts', 'package-binary.mjs')], { cwd: root, stdio: 'pipe', timeout: 240_000 });
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
  return executable;
}
