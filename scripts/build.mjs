// Build: bundle the CLI, the runtime library and the Prettier plugin with esbuild so the CLI
// starts without loading hundreds of modules (Chevrotain's lodash-es). Run by `npm ci` (prepare),
// `npm test` and `npm run bench`.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entries = {
  cli: 'cli/main.ts',
  runtime: 'runtime/index.ts',
  compiler: 'compiler/index.ts',
  'prettier-plugin': 'format/plugin.ts',
  'lsp-server': 'lsp/server.ts',
};
const entryPoints = Object.fromEntries(Object.entries(entries).filter(([, p]) => existsSync(join(root, p))));
mkdirSync(join(root, 'dist'), { recursive: true });
// Precompile the ajv validators first: the bundle includes them (see compiler/validators.ts).
const gen = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'gen-validators.ts')], { cwd: root, encoding: 'utf8' });
if (gen.status !== 0) {
  process.stderr.write(gen.stderr || gen.stdout);
  process.exit(1);
}
const result = await build({
  metafile: true,
  absWorkingDir: root,
  entryPoints,
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  // Prettier is loaded from node_modules by `drydock fmt` only; bundling it gains nothing.
  // pdfkit (with fontkit) reads its own data files at run time, and the sheet's font comes from
  // the dejavu-fonts-ttf package: both are loaded from node_modules by `drydock render --format pdf`.
  external: ['prettier', 'prettier/*', 'pdfkit', 'dejavu-fonts-ttf'],
  banner: { js: "import { createRequire as __drydockCreateRequire } from 'node:module'; const require = __drydockCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});

// Drop chunks of earlier builds (their names are content hashes, so they pile up).
const outputs = new Set(Object.keys(result.metafile.outputs).map((p) => p.replace(/^dist\//, '')));
for (const f of readdirSync(join(root, 'dist'))) if (/\.js(\.map)?$/.test(f) && !outputs.has(f)) rmSync(join(root, 'dist', f), { force: true });
