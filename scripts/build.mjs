// Build: bundle the CLI, the runtime library and the Prettier plugin with esbuild so the CLI
// starts without loading hundreds of modules (Chevrotain's lodash-es). Run by `npm ci` (prepare),
// `npm test` and `npm run bench`.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { builtinModules } from 'node:module';
import { contentHash } from './content-hash.mjs';
import { createHash } from 'node:crypto';
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
// - the parser's grammar analysis (see grammar/analysis.ts);
// - the parses of the library's files (see scripts/gen-library-parses.ts).
const generate = (script) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', script)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => resolve({ script, status, out }));
  });
for (const g of await Promise.all([generate('gen-validators.ts'), generate('gen-grammar-analysis.ts'), generate('gen-library-parses.ts')])) {
  if (g.status !== 0) {
    process.stderr.write(`${g.script} failed:\n${g.out}`);
    process.exit(1);
  }
}
const grammarAnalysis = readFileSync(join(root, 'generated', 'grammar-analysis.json'), 'utf8');
// The library's stored parses go to a file of dist/ named by a hash of its content, and the bundles
// get its name (compiler/library.ts reads it on the first import of the library): held in the
// bundles, they made every command's file and code cache larger by their size.
const libraryParsesText = readFileSync(join(root, 'generated', 'library-parses.json'), 'utf8');
const libraryParsesFile = `library-parses-${createHash('sha256').update(libraryParsesText).digest('hex').slice(0, 8)}.json`;
writeFileSync(join(root, 'dist', `${libraryParsesFile}.tmp`), libraryParsesText);
renameSync(join(root, 'dist', `${libraryParsesFile}.tmp`), join(root, 'dist', libraryParsesFile));
for (const f of readdirSync(join(root, 'dist'))) if (/^library-parses-.*\.json$/.test(f) && f !== libraryParsesFile) rmSync(join(root, 'dist', f), { force: true });
const libraryParses = JSON.stringify(libraryParsesFile);
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
  // The stored grammar analysis (grammar/parser.ts reads it) and library parses (compiler/library.ts);
  // both undefined when running from source.
  define: { __DRYDOCK_GRAMMAR_ANALYSIS__: grammarAnalysis, __DRYDOCK_LIBRARY_PARSES__: libraryParses },
  logLevel: 'warning',
});

// Drop chunks of earlier builds (their names are content hashes, so they pile up).
const outputs = new Set(Object.keys(result.metafile.outputs).map((p) => p.replace(/^dist\//, '')));
for (const f of readdirSync(join(root, 'dist'))) if (/\.js(\.map)?$/.test(f) && !outputs.has(f)) rmSync(join(root, 'dist', f), { force: true });

// One CommonJS file per command (cli/run.ts + the command and all it imports), for a fast start:
// bin/drydock.js reads one file instead of a graph of chunks, and compiles it through a V8 code
// cache kept beside it (see bin/drydock.js). File names carry a hash of their content, so a cache
// made for one build is never used with another. `lsp` is long-running and keeps the ESM bundle.
const COMMANDS = ['check', 'build', 'schema', 'fmt', 'sim', 'convert', 'render', 'summary', 'explain'];
const commandsDir = join(root, 'dist', 'commands');
mkdirSync(commandsDir, { recursive: true });
const commandEntries = {
  name: 'drydock-command-entries',
  setup(b) {
    b.onResolve({ filter: /^drydock-command:/ }, (a) => ({ path: a.path.slice('drydock-command:'.length), namespace: 'drydock-command' }));
    b.onLoad({ filter: /.*/, namespace: 'drydock-command' }, (a) => ({
      contents: `export { runCommand } from './cli/run';\nexport { ${a.path} as command } from './cli/${a.path}';\n`,
      resolveDir: root,
      loader: 'ts',
    }));
  },
};
// The precompiled validators (about 1 MB of generated code) stay out of the command files: only
// `sim` and checks of JSON documents load them, through require, from CommonJS copies here. Their
// names carry a hash of their content, as the command files' do, so bin/drydock.js compiles them
// through a code cache of their own too.
const hashed = {};
const hashedNames = (result) => {
  for (const [out, info] of Object.entries(result.metafile.outputs)) {
    if (!out.endsWith('.cjs') || !info.entryPoint) continue;
    const base = out.split('/').pop();
    hashed[base.replace(/-[A-Z0-9]{8}\.cjs$/, '')] = base;
  }
};
const generatedValidators = {
  name: 'drydock-generated-validators',
  setup(b) {
    b.onResolve({ filter: /generated\/validators-(index|runtime|input)\.mjs$/ }, (a) => ({ path: `./${hashed[a.path.split('/').pop().replace(/\.mjs$/, '')]}`, external: true }));
  },
};
// What the files of dist/commands/ share: CommonJS, named by a hash of their content, and ASCII
// only (esbuild escapes the rest), which bin/drydock.js relies on to read them as latin1.
const commandFile = {
  metafile: true,
  absWorkingDir: root,
  entryNames: '[name]-[hash]',
  outdir: 'dist/commands',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  charset: 'ascii',
  logLevel: 'warning',
};
hashedNames(await build({ ...commandFile, entryPoints: ['index', 'runtime', 'input'].map((f) => `generated/validators-${f}.mjs`) }));
// The JSON compiler (ajv, the input schema's checks; cli/json-compile.ts) is a file of its own too,
// required by the command files only when they meet a JSON ship document: most runs never do, and
// it was a third of `check`'s file. It carries its own copy of what it shares with the command
// (catalog, rules, validators), which holds no state the two exchange: it gets text, returns plain
// diagnostics and documents, and installs the validators it uses itself.
const lazyJsonCompiler = {
  name: 'drydock-lazy-json-compiler',
  setup(b) {
    b.onResolve({ filter: /^\.\/json-compile$/ }, () => ({ path: `./${hashed['json-compile']}`, external: true }));
  },
};
const jsonCompiler = await build({
  ...commandFile,
  entryPoints: { 'json-compile': 'cli/json-compile.ts' },
  banner: { js: "var __drydockImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { __DRYDOCK_GRAMMAR_ANALYSIS__: grammarAnalysis, __DRYDOCK_LIBRARY_PARSES__: libraryParses, 'import.meta.url': '__drydockImportMetaUrl' },
  supported: { 'dynamic-import': false },
  minifyWhitespace: true,
  plugins: [generatedValidators],
});
hashedNames(jsonCompiler);
// ajv itself (with its URI and equality helpers, a fifth of `sim`'s and `convert`'s files) is only
// a fallback: every schema those commands validate against has a precompiled validator, and ajv
// compiles one only when a schema has none (a build whose validators are older than its schemas).
// It is a file of its own, required the first time an Ajv is made; the command files get a
// stand-in whose constructor does that.
hashedNames(
  await build({
    ...commandFile,
    entryPoints: { ajv: 'drydock-ajv:all' },
    minifyWhitespace: true,
    plugins: [
      {
        name: 'drydock-ajv-entry',
        setup(b) {
          b.onResolve({ filter: /^drydock-ajv:/ }, () => ({ path: 'all', namespace: 'drydock-ajv' }));
          b.onLoad({ filter: /.*/, namespace: 'drydock-ajv' }, () => ({
            contents: "export { Ajv } from 'ajv';\nexport { default as Ajv2020 } from 'ajv/dist/2020';\n",
            resolveDir: root,
            loader: 'js',
          }));
        },
      },
    ],
  }),
);
const lazyAjv = {
  name: 'drydock-lazy-ajv',
  setup(b) {
    b.onResolve({ filter: /^ajv(\/dist\/2020)?$/ }, (a) => ({ path: a.path, namespace: 'drydock-lazy-ajv' }));
    b.onResolve({ filter: /^\.\/ajv-[A-Z0-9]{8}\.cjs$/ }, (a) => ({ path: a.path, external: true }));
    b.onLoad({ filter: /.*/, namespace: 'drydock-lazy-ajv' }, (a) => {
      const load = `let loaded;\nconst load = () => (loaded ??= require(${JSON.stringify(`./${hashed.ajv}`)}));\n`;
      const name = a.path === 'ajv' ? 'Ajv' : 'Ajv2020';
      const stand = `class ${name} {\n  constructor(options) {\n    return new (load().${name})(options);\n  }\n}\n`;
      return { contents: `${load}${stand}${a.path === 'ajv' ? 'export { Ajv };\n' : 'export default Ajv2020;\n'}`, resolveDir: root, loader: 'js' };
    });
  },
};
const perCommand = await build({
  ...commandFile,
  entryPoints: Object.fromEntries(COMMANDS.map((c) => [c, `drydock-command:${c}`])),
  external: ['prettier', 'prettier/*', 'pdfkit', 'dejavu-fonts-ttf'],
  // The loader gives each file __filename; import.meta.url is derived from it.
  banner: { js: "var __drydockImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { __DRYDOCK_GRAMMAR_ANALYSIS__: grammarAnalysis, __DRYDOCK_LIBRARY_PARSES__: libraryParses, 'import.meta.url': '__drydockImportMetaUrl' },
  // No import() left in the file: a script compiled from a code cache cannot run one (Node 20).
  // Externals are required instead (prettier, prettier/standalone and pdfkit ship CommonJS builds).
  supported: { 'dynamic-import': false },
  // No comments nor indentation: a smaller file to read at every start (esbuild escapes every
  // character outside ASCII in code; only comments kept them). Names are kept, so stack traces
  // still name their functions.
  minifyWhitespace: true,
  plugins: [commandEntries, generatedValidators, lazyJsonCompiler, lazyAjv],
});
// esbuild makes `import * as fs from 'node:fs'` in a CommonJS file `__toESM(require('node:fs'))`,
// which copies every export of the module onto a new object: a builtin module's are hundreds of
// properties, 0.7 ms of each start across the dozen such imports of a command file. A builtin's
// module object has the same properties itself, so it is used as it is, unless the file reads its
// `default` (a default import), which only the copy has. Each command file is then named by a hash
// of what it holds (scripts/content-hash.mjs): a code cache made for other text must not be taken
// for it.
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const commandOut = new Map();
for (const out of Object.keys(perCommand.metafile.outputs)) {
  if (!out.endsWith('.cjs')) continue;
  const text = readFileSync(join(root, out), 'latin1');
  const direct = text.replace(/([\w$]+)=__toESM\(require\("([\w:/]+)"\),1\)/g, (all, name, id) =>
    builtins.has(id) && !new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}\\.default\\b`).test(text) ? `${name}=require(${JSON.stringify(id)})` : all,
  );
  const renamed = out.replace(/-[A-Z0-9]{8}\.cjs$/, `-${contentHash(direct)}.cjs`);
  writeFileSync(join(root, `${renamed}.tmp`), direct, 'latin1');
  renameSync(join(root, `${renamed}.tmp`), join(root, renamed));
  if (renamed !== out) rmSync(join(root, out), { force: true });
  commandOut.set(out, renamed);
}
for (const out of [...commandOut.values(), ...Object.values(hashed).map((f) => `dist/commands/${f}`)]) {
  if (!out.endsWith('.cjs')) continue;
  const bytes = readFileSync(join(root, out));
  if (bytes.some((b) => b > 0x7f)) {
    process.stderr.write(`${out} is not ASCII: bin/drydock.js reads it as latin1\n`);
    process.exit(1);
  }
}
const manifest = {};
for (const [out, info] of Object.entries(perCommand.metafile.outputs)) {
  const name = info.entryPoint?.slice('drydock-command:'.length);
  if (name) manifest[name] = (commandOut.get(out) ?? out).replace(/^dist\/commands\//, '');
}
const manifestText = JSON.stringify(manifest, null, 2) + '\n';
writeFileSync(join(commandsDir, 'manifest.json.tmp'), manifestText);
renameSync(join(commandsDir, 'manifest.json.tmp'), join(commandsDir, 'manifest.json'));
// Bundles and caches of earlier builds go (their names no longer match).
const keep = new Set([...Object.values(manifest), ...Object.values(hashed)].map((f) => f.replace(/\.cjs$/, '')));
for (const f of readdirSync(commandsDir)) {
  if (f === 'manifest.json') continue;
  if (!keep.has(f.split('.')[0])) rmSync(join(commandsDir, f), { force: true });
}

// Make the code caches now (bin/drydock.js writes one after a command's first run when it is
// missing), so the first real run already starts fast. Failures only mean no cache yet.
const svg = join(commandsDir, `warm-${process.pid}.svg`);
const warm = [
  // With a ship that imports the library, so the cache holds what that import runs too.
  ['check', '--quiet', 'examples/vudar-dw.ship', 'examples/trek-constitution.ship'],
  ['fmt', '--check', 'examples/vudar-dw.ship'],
  ['render', 'examples/vudar-dw.ship', '-o', svg],
  ['sim', 'examples/scenarios/b5wars-absorption.json'],
  ['summary', 'examples/vudar-dw.ship'],
];
if (existsSync(join(root, 'examples', 'vudar-dw.ship'))) {
  await Promise.all(
    warm.map((args) => new Promise((resolve) => spawn(process.execPath, [join(root, 'bin', 'drydock.js'), ...args], { cwd: root, stdio: 'ignore' }).on('close', resolve).on('error', resolve))),
  );
}
rmSync(svg, { force: true });
