// Build: bundle the CLI, the runtime library and the Prettier plugin with esbuild so the CLI
// starts without loading hundreds of modules (Chevrotain's lodash-es). Run by `npm ci` (prepare),
// `npm test` and `npm run bench`.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
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
// Generated inputs of the bundle, made from the sources first (in parallel):
// - the ajv validators, precompiled (see compiler/validators.ts);
// - the parser's grammar analysis (see grammar/analysis.ts).
const generate = (script) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', script)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => resolve({ script, status, out }));
  });
for (const g of await Promise.all([generate('gen-validators.ts'), generate('gen-grammar-analysis.ts')])) {
  if (g.status !== 0) {
    process.stderr.write(`${g.script} failed:\n${g.out}`);
    process.exit(1);
  }
}
const grammarAnalysis = readFileSync(join(root, 'generated', 'grammar-analysis.json'), 'utf8');
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
  // The stored grammar analysis (grammar/parser.ts reads it; undefined when running from source).
  define: { __DRYDOCK_GRAMMAR_ANALYSIS__: grammarAnalysis },
  logLevel: 'warning',
});

// Drop chunks of earlier builds (their names are content hashes, so they pile up).
const outputs = new Set(Object.keys(result.metafile.outputs).map((p) => p.replace(/^dist\//, '')));
for (const f of readdirSync(join(root, 'dist'))) if (/\.js(\.map)?$/.test(f) && !outputs.has(f)) rmSync(join(root, 'dist', f), { force: true });
