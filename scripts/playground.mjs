// `npm run playground`: builds the playground (playground/ -> playground/dist/) with esbuild and
// serves it on localhost, printing the URL. The page is static: the language server runs in the
// browser, in a Web Worker (playground/worker.ts), with the same code as `drydock lsp --stdio`.
//   --build-only   build and stop (tests and the benchmark)
//   --port N       serve on port N (default 5178; 0 picks a free one)
//   --check        type-check playground/ first
//   --out DIR      build into DIR instead of playground/dist (tests build into scratch folders)
//   --single-file  write one self-contained HTML file (playground/dist/drydock-playground.html, or
//                  --out's folder) that works opened straight from disk, and stop
// Prints `drydock playground: http://127.0.0.1:PORT/` once it listens.
import { libraryFiles } from './library-files.mjs';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'playground');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);

/** generated/grammar-analysis.json (written by scripts/build.mjs), or `undefined` before a build. */
function grammarAnalysis() {
  const file = join(root, 'generated', 'grammar-analysis.json');
  return existsSync(file) ? readFileSync(file, 'utf8') : 'undefined';
}

/**
 * The examples menu's files: every .ship file under `dir` (subfolders too, so an example can import
 * a shared file beside or below it), read when the playground is built, never listed by hand.
 * Names are relative to `dir`, with `/`.
 */
export function exampleFiles(dir) {
  const out = [];
  const walk = (rel) => {
    for (const e of readdirSync(join(dir, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const name = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(name);
      else if (e.isFile() && e.name.endsWith('.ship')) out.push({ name, text: readFileSync(join(dir, name), 'utf8') });
    }
  };
  walk('');
  return out;
}

/** playground/example-kind.ts, bundled for this script (which runs without a TypeScript loader). */
let kind;
function exampleKind() {
  kind ??= build({ entryPoints: [join(src, 'example-kind.ts')], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'warning' }).then(
    (r) => import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString('base64')}`),
  );
  return kind;
}

/** Node's modules and Prettier's Node build swapped for the browser stand-ins of playground/shims/. */
const browserShims = (examplesDir) => ({
  name: 'drydock-browser-shims',
  setup(b) {
    const shim = (file) => ({ path: join(src, 'shims', file) });
    b.onResolve({ filter: /^(node:)?fs$/ }, () => shim('fs.ts'));
    b.onResolve({ filter: /^(node:)?url$/ }, () => shim('url.ts'));
    b.onResolve({ filter: /^(node:)?module$/ }, () => shim('module.ts'));
    b.onResolve({ filter: /^(node:)?path$/ }, () => ({ path: require.resolve('path-browserify') }));
    b.onResolve({ filter: /^prettier$/ }, () => shim('prettier.ts'));
    b.onResolve({ filter: /^drydock:(examples|example-index)$/ }, (a) => ({ path: a.path.slice('drydock:'.length), namespace: 'drydock' }));
    b.onLoad({ filter: /.*/, namespace: 'drydock' }, async (a) => {
      const list = exampleFiles(examplesDir);
      if (a.path === 'examples') return { contents: `export const EXAMPLES = ${JSON.stringify(list)};`, loader: 'js' };
      const { isLibrary } = await exampleKind();
      const index = list.map((e) => ({ name: e.name, library: isLibrary(e.text) }));
      const first = list.find((e) => !isLibrary(e.text)) ?? list[0];
      return { contents: `export const EXAMPLE_INDEX = ${JSON.stringify(index)};\nexport const FIRST_EXAMPLE = ${JSON.stringify(first)};`, loader: 'js' };
    });
  },
});

/** Builds the page into `options.out`; `options.examples` replaces examples/ (tests use fixtures). */
/**
 * render/pdf.ts joins pdfkit's chunks with Node's `Buffer.concat`; in the PDF chunk that one file
 * gets playground/shims/buffer.ts. Only that file: libraries inside pdfkit test for a global
 * `Buffer` to pick their Node paths, and must keep finding none.
 */
const pdfBuffer = {
  name: 'drydock-pdf-buffer',
  setup(b) {
    b.onLoad({ filter: /[\\/]render[\\/]pdf\.ts$/ }, (args) => ({
      contents: `import { Buffer } from ${JSON.stringify(join(src, 'shims', 'buffer.ts'))};\n${readFileSync(args.path, 'utf8')}`,
      loader: 'ts',
      resolveDir: dirname(args.path),
    }));
  },
};

/** The worker's chunks (playground/chunks.ts names the same; tests/playground/serve.test.ts checks both agree). */
const WORKER_CHUNKS = ['features', 'panels', 'format', 'examples', 'library', 'pdf'];

/**
 * In the worker's own bundle, what the first diagnostic does not need is a stand-in that loads its
 * chunk: the server's features other than diagnostics (playground/shims/features.ts, for
 * lsp/server.ts; the diagnostics, the commands and the semantic tokens' legend stay), the
 * language server's renderer (lsp/features/commands.ts) and its Prettier and .ship plugin
 * (lsp/features/formatting.ts, lsp/prettier-config.ts). vscode-languageserver is read once,
 * through playground/shims/vscode-languageserver.ts. The command line's streaming check is left
 * out (playground/shims/stream-check.ts): the language server never takes that path.
 */
const lazyInWorker = {
  name: 'drydock-lazy-in-worker',
  setup(b) {
    const from = (importer, file) => importer.replace(/\\/g, '/').endsWith(file);
    b.onResolve({ filter: /^\.\/features\/(completion|hover|definition|references|rename|highlight|documentSymbols|workspaceSymbols|folding|semanticTokens|codeActions|inlayHints|formatting)$/ }, (a) => (from(a.importer, 'lsp/server.ts') ? { path: join(src, 'shims', 'features.ts') } : undefined));
    b.onResolve({ filter: /\/render\/index(\.ts)?$/ }, (a) => (from(a.importer, 'lsp/features/commands.ts') ? { path: join(src, 'shims', 'render.ts') } : undefined));
    b.onResolve({ filter: /\/format\/plugin(\.ts)?$/ }, (a) => (from(a.importer, 'lsp/features/formatting.ts') ? { path: join(src, 'shims', 'no-plugin.ts') } : undefined));
    b.onResolve({ filter: /^vscode-languageserver(\/browser)?$/ }, (a) => (from(a.importer, 'playground/shims/vscode-languageserver.ts') ? undefined : { path: join(src, 'shims', 'vscode-languageserver.ts') }));
    b.onResolve({ filter: /^prettier$/ }, (a) => (from(a.importer, 'lsp/features/formatting.ts') || from(a.importer, 'lsp/prettier-config.ts') ? { path: join(src, 'shims', 'prettier-lazy.ts') } : undefined));
    b.onResolve({ filter: /^\.\/stream-check$/ }, (a) => (from(a.importer, 'compiler/index.ts') ? { path: join(src, 'shims', 'stream-check.ts') } : undefined));
  },
};

/**
 * In the worker's build, Chevrotain's lexer is playground/shims/chevrotain-lexer.ts, its two
 * markers alone: the parser reads tokens from drydock's scanner (grammar/scanner.ts), and the
 * Chevrotain lexer (with its regular-expression parser) is only the tests' oracle.
 */
const markersOfChevrotainLexer = {
  name: 'drydock-chevrotain-lexer-markers',
  setup(b) {
    b.onResolve({ filter: /\/lexer_public\.js$/ }, (a) => (/[\\/]node_modules[\\/]chevrotain[\\/]/.test(a.importer) ? { path: join(src, 'shims', 'chevrotain-lexer.ts') } : undefined));
  },
};

/**
 * In the worker's build, the rule registry (compiler/rule-texts.json) that the compiler reads is
 * each rule's ID, ruleset and source: all the compiler asks of it (which IDs `allow` accepts).
 * The summaries, hover's and completion's, come with the features chunk, which reads the whole
 * registry through a copy of compiler/rule-texts.ts of its own (lsp/docs.ts's import of it).
 */
const RULE_FIELDS_THE_COMPILER_READS = ['id', 'ruleset', 'source'];
const ruleTextsInWorker = {
  name: 'drydock-rule-texts-in-worker',
  setup(b) {
    const ns = 'drydock-full-rule-texts';
    b.onResolve({ filter: /\/compiler\/rule-texts$/ }, (a) => (a.importer.replace(/\\/g, '/').endsWith('lsp/docs.ts') ? { path: join(root, 'compiler', 'rule-texts.ts'), namespace: ns } : undefined));
    b.onResolve({ filter: /^\.\/rule-texts\.json$/, namespace: ns }, () => ({ path: join(root, 'compiler', 'rule-texts.json'), namespace: ns }));
    b.onLoad({ filter: /\.ts$/, namespace: ns }, (a) => ({ contents: readFileSync(a.path, 'utf8'), loader: 'ts', resolveDir: dirname(a.path) }));
    b.onLoad({ filter: /\.json$/, namespace: ns }, (a) => ({ contents: readFileSync(a.path, 'utf8'), loader: 'json' }));
    b.onLoad({ filter: /[\\/]compiler[\\/]rule-texts\.json$/, namespace: 'file' }, (a) => {
      const registry = JSON.parse(readFileSync(a.path, 'utf8'));
      const rules = registry.rules.map((r) => Object.fromEntries(RULE_FIELDS_THE_COMPILER_READS.filter((k) => k in r).map((k) => [k, r[k]])));
      return { contents: JSON.stringify({ rules }), loader: 'json' };
    });
  },
};

/**
 * In the worker's build, the features' `await import('prettier')` (lsp/features/formatting.ts,
 * lsp/prettier-config.ts; a dynamic import keeps Prettier out of the CLI's start) is a static
 * import of the stand-in playground/shims/prettier-lazy.ts, which is small and loads the format
 * chunk itself: a dynamic import would be split into a part of its own.
 */
const prettierInPlace = {
  name: 'drydock-prettier-in-place',
  setup(b) {
    b.onLoad({ filter: /[\\/]lsp[\\/](features[\\/]formatting|prettier-config)\.ts$/ }, (a) => {
      const text = readFileSync(a.path, 'utf8');
      const dynamic = /\bimport\((['"])prettier\1\)/g;
      if (!dynamic.test(text)) throw new Error(`${a.path} no longer imports prettier dynamically: scripts/playground.mjs's prettierInPlace is stale`);
      return { contents: `import * as drydockPrettier from 'prettier';\n${text.replace(dynamic, 'Promise.resolve(drydockPrettier)')}`, loader: 'ts', resolveDir: dirname(a.path) };
    });
  },
};

/** The global through which the features chunk reaches the code it shares with the worker. */
const SHARED_GLOBAL = 'drydockWorkerShared';

/**
 * The worker and its features chunk (playground/features.ts), built together so that what both
 * use (the compiler, the workspace, vscode-languageserver) is one copy: esbuild splits the two
 * entries into worker-only, features-only and shared code (as ES modules), then each part is
 * wrapped as a classic script, since the worker loads its chunks with importScripts. worker.js is
 * the shared part (which sets the global SHARED_GLOBAL to its exports) followed by the worker's
 * own; features.js reads the shared code through that global, never a second copy of it (one
 * compiler, one catalog, one token type per token, as in the CLI's server).
 */
async function buildWorkerAndFeatures(options) {
  const split = await build({ ...options, entryPoints: { worker: join(src, 'worker.ts'), features: join(src, 'features.ts') }, format: 'esm', splitting: true, chunkNames: 'shared-[hash]', write: false });
  const outputs = new Map(split.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => [basename(f.path), f.text]));
  const shared = [...outputs.keys()].filter((n) => n.startsWith('shared-'));
  if (shared.length > 1) throw new Error(`the worker and its features chunk share ${shared.length} parts; one was expected`);
  // An import of the shared part, from either entry: its exports, as the shared part's script left them.
  const sharedImport = {
    name: 'drydock-worker-shared',
    setup(b) {
      b.onResolve({ filter: /^\.\/shared-[\w-]+\.js$/ }, (a) => ({ path: a.path, namespace: 'drydock-shared' }));
      b.onLoad({ filter: /.*/, namespace: 'drydock-shared' }, () => ({ contents: `module.exports = self.${SHARED_GLOBAL};`, loader: 'js' }));
    },
  };
  const wrap = async (name, globalName) =>
    (
      await build({
        stdin: { contents: outputs.get(name), loader: 'js', sourcefile: name, resolveDir: src },
        bundle: true,
        write: false,
        format: 'iife',
        globalName,
        platform: 'browser',
        target: options.target,
        minify: true,
        legalComments: 'none',
        logLevel: 'warning',
        plugins: [sharedImport],
      })
    ).outputFiles[0].text;
  const sharedCode = shared.length ? await wrap(shared[0], SHARED_GLOBAL) : '';
  const [workerCode, featuresCode] = await Promise.all([wrap('worker.js'), wrap('features.js', 'drydockChunk_features')]);
  writeFileSync(join(options.outdir, 'worker.js'), sharedCode + workerCode);
  writeFileSync(join(options.outdir, 'features.js'), featuresCode);
  return { bytes: { worker: Buffer.byteLength(sharedCode + workerCode), features: Buffer.byteLength(featuresCode) } };
}

/**
 * The page, with what its first diagnostic does not need in chunks of its own (page-*.js, imported
 * on use). esbuild puts the code main.js shares with them (CodeMirror's view and state, which the
 * search chunk uses too) in a part of its own; that part goes into main.js, which exports what
 * the chunks take from it, so the first load is one script, not two.
 */
async function buildPage(options) {
  const r = await build({ ...options, write: false });
  const files = new Map(r.outputFiles.map((f) => [basename(f.path), f.text]));
  const shared = Object.entries(r.metafile.outputs).filter(([f, o]) => f.endsWith('.js') && !o.entryPoint).map(([f]) => basename(f));
  if (shared.length > 1) throw new Error(`the page's chunks share ${shared.length} parts with it; one was expected`);
  if (shared.length === 1) {
    const [part] = shared;
    const inMemory = {
      name: 'drydock-page-parts',
      setup(b) {
        b.onResolve({ filter: /^\.\/[\w.-]+\.js$/ }, (a) => (a.path === `./${part}` || a.path === './main.js' ? { path: a.path.slice(2), namespace: 'drydock-page' } : { path: a.path, external: true }));
        b.onLoad({ filter: /.*/, namespace: 'drydock-page' }, (a) => ({ contents: files.get(a.path), loader: 'js' }));
      },
    };
    // The shared part first, as main.js's own import of it ran it first.
    const merged = await build({ stdin: { contents: `export * from './${part}';\nimport './main.js';\n`, loader: 'js', resolveDir: src }, bundle: true, write: false, format: 'esm', platform: 'browser', target: options.target, minify: true, legalComments: 'none', logLevel: 'warning', plugins: [inMemory] });
    files.set('main.js', merged.outputFiles[0].text);
    files.delete(part);
    for (const [name, text] of files) if (text.includes(`"./${part}"`)) files.set(name, text.replaceAll(`"./${part}"`, '"./main.js"'));
  }
  for (const [name, text] of files) writeFileSync(join(options.outdir, name), text);
  const metafile = { outputs: Object.fromEntries([...files].map(([name, text]) => [name, { bytes: Buffer.byteLength(text) }])) };
  return { metafile };
}

/** In the page, @codemirror/lsp-client's Markdown renderer is a stand-in that loads it on use. */
const lazyInPage = {
  name: 'drydock-lazy-in-page',
  setup(b) {
    b.onResolve({ filter: /^marked$/ }, (a) => (a.importer.replace(/\\/g, '/').includes('/@codemirror/lsp-client/') ? { path: join(src, 'shims', 'marked.ts') } : undefined));
  },
};

export async function buildPlayground(options = {}) {
  const outArg = args.indexOf('--out');
  const out = resolve(options.out ?? (outArg >= 0 ? args[outArg + 1] : join(src, 'dist')));
  if (args.includes('--check')) {
    const r = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(src, 'tsconfig.json')], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`playground type errors:\n${r.stdout}${r.stderr}`);
  }
  // Replace only what this build writes: --out may name a folder that holds other things.
  mkdirSync(out, { recursive: true });
  for (const f of ['index.html', 'style.css', 'main.js', 'boot.js', 'worker.js', ...WORKER_CHUNKS.map((c) => `${c}.js`), 'fonts']) rmSync(join(out, f), { force: true, recursive: true });
  for (const f of readdirSync(out)) if (/^page-.*\.js$/.test(f)) rmSync(join(out, f), { force: true });
  const common = {
    absWorkingDir: root,
    bundle: true,
    platform: 'browser',
    target: ['chrome110', 'firefox115', 'safari16'],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [browserShims(resolve(options.examples ?? join(root, 'examples')))],
    // The standard library is built in: the browser has no package folder (compiler/library.ts).
    // The parser's grammar analysis, stored by scripts/build.mjs as for the CLI: without it the
    // worker's parser would record its grammar and compute its lookahead before the first check.
    define: { 'process.env.NODE_ENV': '"production"', __DRYDOCK_LIBRARY__: JSON.stringify(libraryFiles(root)), __DRYDOCK_GRAMMAR_ANALYSIS__: grammarAnalysis() },
    metafile: true,
  };
  const examplesDir = resolve(options.examples ?? join(root, 'examples'));
  const workerSide = { format: 'iife', inject: [join(src, 'shims', 'process.ts')] };
  // A chunk of the worker (playground/chunks.ts): its own file, loaded on first use, setting the
  // global `drydockChunk_<name>` to its exports.
  const chunk = (name, extra = {}) =>
    build({
      ...common,
      ...workerSide,
      entryPoints: { [name]: join(src, `${name}.ts`) },
      outdir: out,
      globalName: `drydockChunk_${name}`,
      ...extra,
      define: { ...common.define, 'import.meta.url': JSON.stringify(`file:///playground/${name}.js`), ...extra.define },
    });
  const [worker, page, , ...chunks] = await Promise.all([
    // The worker holds what the first diagnostic needs; the other features, the renderer and
    // Prettier are stand-ins that load their chunks (lazyInWorker).
    buildWorkerAndFeatures({
      ...common,
      outdir: out,
      plugins: [lazyInWorker, prettierInPlace, ruleTextsInWorker, markersOfChevrotainLexer, ...common.plugins],
      // The standard library's texts are the library chunk's: the worker looks them up there.
      inject: [...workerSide.inject, join(src, 'shims', 'library.ts')],
      // As a classic script has it: the worker has no module address (compiler/library.ts).
      define: { ...Object.fromEntries(Object.entries(common.define).filter(([k]) => k !== '__DRYDOCK_LIBRARY__')), 'import.meta.url': 'undefined' },
    }),
    // The page, with what the first diagnostic does not need in chunks of its own (page-*.js,
    // imported on use); the single file has nowhere to put chunks, so its page is one script.
    options.singleFile
      ? build({ ...common, entryPoints: { main: join(src, 'main.ts') }, outdir: out, format: 'esm', plugins: [lazyInPage, ...common.plugins] })
      : buildPage({ ...common, entryPoints: { main: join(src, 'main.ts') }, outdir: out, format: 'esm', splitting: true, chunkNames: 'page-[name]-[hash]', plugins: [lazyInPage, ...common.plugins] }),
    // The page's first script: starts the worker before main.js has loaded (playground/boot.ts).
    build({ ...common, entryPoints: { boot: join(src, 'boot.ts') }, outdir: out, format: 'iife' }),
    chunk('panels'),
    chunk('format'),
    chunk('examples'),
    chunk('library'),
    // pdfkit and render/pdf.ts, loaded only when a PDF is asked for.
    chunk('pdf', { plugins: [browserShims(examplesDir), pdfBuffer] }),
  ]);
  const pdf = chunks[4];
  const size = (meta) => Object.values(meta.outputs).reduce((n, o) => n + o.bytes, 0);
  const chunkBytes = { features: worker.bytes.features, ...Object.fromEntries(WORKER_CHUNKS.slice(1).map((c, i) => [c, size(chunks[i].metafile)])) };
  // Its fonts, served beside it (the same files `drydock render --format pdf` embeds).
  const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  mkdirSync(join(out, 'fonts'));
  let fontBytes = 0;
  for (const f of PDF_FONTS) {
    copyFileSync(join(fontDir, f), join(out, 'fonts', f));
    fontBytes += statSync(join(fontDir, f)).size;
  }
  copyFileSync(join(src, 'style.css'), join(out, 'style.css'));
  const html = readFileSync(join(src, 'index.html'), 'utf8');
  if (!html.includes(CSP_MARK)) throw new Error(`playground/index.html lost its ${CSP_MARK} line`);
  writeFileSync(join(out, 'index.html'), html.replace(CSP_MARK, `<meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}">`));
  return { dir: out, bytes: { worker: worker.bytes.worker, page: size(page.metafile), chunks: chunkBytes, pdf: size(pdf.metafile), fonts: fontBytes } };
}

/**
 * The page's Content Security Policy, the last wall against a share link's text (the server
 * escapes doc comments, playground/sanitize.ts cleans all HTML): script only from the page's own
 * files, never inline or evaluated; requests only to its own origin; no plugins, frames, forms or
 * base changes. Styles may be inline because CodeMirror writes its own; they cannot reach out,
 * since images and fonts too come only from the page itself. Sent as a <meta> in index.html (so it
 * holds on any static host) and, by `serve`, as a header.
 */
export const PAGE_CSP = "default-src 'none'; script-src 'self'; worker-src 'self'; connect-src 'self'; img-src 'self' data: blob:; font-src 'self'; style-src 'self' 'unsafe-inline'; manifest-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-src 'none'";
/**
 * The worker's policy (a worker takes its own from its response): the same walls. The runtime's
 * validators are precompiled (playground/worker.ts), so nothing is evaluated there either.
 */
export const WORKER_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'";
const CSP_MARK = '<!-- content-security-policy -->';

/**
 * The single file's policy. Its one script is inline, allowed by its hash alone; the worker, its
 * chunks and the fonts are blob: URLs the page makes from its own data blocks (a blob: worker
 * inherits this policy, so it too reaches nothing but those blobs). No origin is reachable at all:
 * a page opened from disk has no server to talk to.
 */
const singleFileCsp = (scriptHash) =>
  `default-src 'none'; script-src 'sha256-${scriptHash}' blob:; worker-src blob:; connect-src blob:; img-src data: blob:; font-src data: blob:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-src 'none'`;

/**
 * `--single-file`: the playground as one HTML file. The page's script is inlined as a module
 * script; the worker, its chunks and the fonts ride in <script type="application/json"> data
 * blocks (never run), from which playground/single-file.ts makes blob: URLs. Written atomically.
 */
export async function buildSingleFile(options = {}) {
  const tmp = mkdtempSync(join(tmpdir(), 'drydock-single-file-'));
  try {
    await buildPlayground({ ...options, out: join(tmp, 'site'), singleFile: true });
    const read = (f) => readFileSync(join(tmp, 'site', f), 'utf8');
    // `</script` may not appear inside an inline script; `<\/script` means the same to JavaScript.
    const main = read('main.js').replace(/<\/(script)/gi, '<\\/$1');
    const hash = createHash('sha256').update(main, 'utf8').digest('base64');
    const data = (id, value) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
    const fonts = Object.fromEntries(PDF_FONTS.map((f) => [f, readFileSync(join(tmp, 'site', 'fonts', f)).toString('base64')]));
    const html = readFileSync(join(src, 'index.html'), 'utf8')
      .replace(CSP_MARK, () => `<meta http-equiv="Content-Security-Policy" content="${singleFileCsp(hash)}">`)
      .replace('<script src="boot.js"></script>\n', '')
      .replace('<link rel="stylesheet" href="style.css">', () => `<style>\n${read('style.css')}</style>`)
      .replace(
        '<script type="module" src="main.js"></script>',
        () => `${data('drydock-worker', read('worker.js'))}\n${data('drydock-chunks', Object.fromEntries(WORKER_CHUNKS.map((c) => [c, read(`${c}.js`)])))}\n${data('drydock-fonts', fonts)}\n<script type="module">${main}</script>`,
      );
    const outDir = resolve(options.out ?? join(src, 'dist'));
    mkdirSync(outDir, { recursive: true });
    const file = join(outDir, 'drydock-playground.html');
    const part = `${file}.${process.pid}.tmp`;
    writeFileSync(part, html);
    renameSync(part, file);
    return { file, bytes: Buffer.byteLength(html) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The faces render/pdf.ts embeds (playground/pdf.ts fetches them from fonts/). */
const PDF_FONTS = ['DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf'];

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json', '.ttf': 'font/ttf' };

/** A static file server for playground/dist on 127.0.0.1 (nothing outside that folder is served). */
export function serve(dir, port) {
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(dir, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath));
    if (!file.startsWith(dir + sep)) {
      res.writeHead(403).end();
      return;
    }
    let data;
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
      data = readFileSync(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    const base = file.slice(dir.length + 1);
    const csp = base === 'worker.js' || WORKER_CHUNKS.some((c) => base === `${c}.js`) ? WORKER_CSP : PAGE_CSP;
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', 'content-security-policy': csp, 'x-content-type-options': 'nosniff' }).end(data);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Listens on `port`, or the next free one when it is taken (up to 20 further). */
async function serveOnFreePort(dir, port) {
  for (let p = port; ; p++) {
    try {
      return await serve(dir, p);
    } catch (e) {
      if (e?.code !== 'EADDRINUSE' || p >= port + 20 || port === 0) throw e;
      process.stderr.write(`port ${p} is taken; trying ${p + 1}\n`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && args.includes('--single-file')) {
  const outArg = args.indexOf('--out');
  const { file, bytes } = await buildSingleFile({ out: outArg >= 0 ? args[outArg + 1] : undefined });
  process.stdout.write(`drydock playground: wrote ${file} (${(bytes / 1048576).toFixed(1)} MB); open it in a browser, no server needed\n`);
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = await buildPlayground();
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  process.stderr.write(`built playground/dist: page ${kib(built.bytes.page)}, language server worker ${kib(built.bytes.worker)}; loaded on the first PDF: pdf.js ${kib(built.bytes.pdf)}, fonts ${kib(built.bytes.fonts)}\n`);
  if (!args.includes('--build-only')) {
    const i = args.indexOf('--port');
    const port = i >= 0 ? Number(args[i + 1]) : Number(process.env.PORT ?? 5178);
    const server = await serveOnFreePort(built.dir, port);
    process.stdout.write(`drydock playground: http://127.0.0.1:${server.address().port}/\n`);
  }
}
