// `npm run playground`: builds the playground (playground/ -> playground/dist/) with esbuild and
// serves it on localhost, printing the URL. The page is static: the language server runs in the
// browser, in a Web Worker (playground/worker.ts), with the same code as `drydock lsp --stdio`.
//   --build-only   build and stop (tests and the benchmark)
//   --port N       serve on port N (default 5178; 0 picks a free one)
//   --check        type-check playground/ first
//   --out DIR      build into DIR instead of playground/dist (tests build into scratch folders)
// Prints `drydock playground: http://127.0.0.1:PORT/` once it listens.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'playground');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);

/** Node's modules and Prettier's Node build swapped for the browser stand-ins of playground/shims/. */
const browserShims = {
  name: 'drydock-browser-shims',
  setup(b) {
    const shim = (file) => ({ path: join(src, 'shims', file) });
    b.onResolve({ filter: /^(node:)?fs$/ }, () => shim('fs.ts'));
    b.onResolve({ filter: /^(node:)?url$/ }, () => shim('url.ts'));
    b.onResolve({ filter: /^(node:)?path$/ }, () => ({ path: require.resolve('path-browserify') }));
    b.onResolve({ filter: /^prettier$/ }, () => shim('prettier.ts'));
    b.onResolve({ filter: /^drydock:examples$/ }, () => ({ path: 'examples', namespace: 'drydock' }));
    b.onLoad({ filter: /.*/, namespace: 'drydock' }, () => {
      const dir = join(root, 'examples');
      const list = readdirSync(dir)
        .filter((f) => f.endsWith('.ship'))
        .sort()
        .map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') }));
      return { contents: `export const EXAMPLES = ${JSON.stringify(list)};`, loader: 'js' };
    });
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
  for (const f of ['index.html', 'style.css', 'main.js', 'worker.js']) rmSync(join(out, f), { force: true });
  const common = {
    absWorkingDir: root,
    bundle: true,
    platform: 'browser',
    target: ['chrome110', 'firefox115', 'safari16'],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [browserShims],
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
  };
  const worker = await build({ ...common, entryPoints: { worker: join(src, 'worker.ts') }, outdir: out, format: 'iife', inject: [join(src, 'shims', 'process.ts')] });
  const page = await build({ ...common, entryPoints: { main: join(src, 'main.ts') }, outdir: out, format: 'esm' });
  for (const f of ['index.html', 'style.css']) copyFileSync(join(src, f), join(out, f));
  const size = (meta) => Object.values(meta.outputs).reduce((n, o) => n + o.bytes, 0);
  return { dir: out, bytes: { worker: size(worker.metafile), page: size(page.metafile) } };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json' };

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
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(data);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = await buildPlayground();
  process.stderr.write(`built playground/dist: page ${(built.bytes.page / 1024).toFixed(0)} KiB, language server worker ${(built.bytes.worker / 1024).toFixed(0)} KiB\n`);
  if (!args.includes('--build-only')) {
    const i = args.indexOf('--port');
    const port = i >= 0 ? Number(args[i + 1]) : Number(process.env.PORT ?? 5178);
    const server = await serve(built.dir, port);
    process.stdout.write(`drydock playground: http://127.0.0.1:${server.address().port}/\n`);
  }
}
