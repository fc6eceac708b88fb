// `npm run package:binary`: one standalone `drydock` executable for this machine's platform, which
// runs without Node.js, npm or node_modules (docs/install.md). Node's single-executable-application
// support (SEA) makes it:
// 1. esbuild bundles cli/binary.ts — the whole CLI: compiler, runtime, formatter with Prettier,
//    record sheets with pdfkit, the language server — into one CommonJS script, each command with
//    what it needs into a script of its own, and cli/binary-main.ts into the small main script
//    that loads them (Node 20's SEA runs one CommonJS main script, which can require nothing but
//    Node's built-in modules);
// 2. each of those scripts runs its usual commands once in a child process, which then writes
//    V8's code cache of it;
// 3. `node --experimental-sea-config` makes a blob of the main script with the assets: the
//    scripts, their code caches and the sheet's two DejaVu faces;
// 4. a copy of this Node executable gets the blob injected with postject.
// Output: dist/bin/drydock (drydock.exe on Windows), git-ignored. Prints its path and size.
import { libraryFiles } from './library-files.mjs';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { bundledPackages, licensesText, packageAt } from './bundled-licenses.mjs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const outDir = join(root, 'dist', 'bin');
const exe = join(outDir, process.platform === 'win32' ? 'drydock.exe' : 'drydock');
// The fuse Node's executable carries to say whether a blob was injected (Node's documentation).
const SENTINEL_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

function fail(message) {
  process.stderr.write(`package:binary: ${message}\n`);
  process.exit(1);
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) fail(`${[cmd, ...args].join(' ')} failed (${r.error?.message ?? `exit ${r.status}`}):\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  return r.stdout;
}

const [major, minor] = process.versions.node.split('.').map(Number);
// sea.getAsset and the `assets` field of the SEA configuration came with Node 20.12 and 21.7.
if (major < 20 || (major === 20 && minor < 12) || (major === 21 && minor < 7)) fail(`Node ${process.version} cannot store assets in a single executable: use Node 20.12 or later.`);

// Generated inputs of the bundle, made from the sources first, as scripts/build.mjs makes them: the
// precompiled ajv validators, the parser's grammar analysis and the library's parses.
for (const g of ['gen-validators.ts', 'gen-grammar-analysis.ts', 'gen-library-parses.ts']) run(process.execPath, ['--import', 'tsx', join(root, 'scripts', g)]);
const analysisFile = join(root, 'generated', 'grammar-analysis.json');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/**
 * The executable's require: Node's built-in modules, and for anything else an error saying what to
 * do instead (the executable runs no JavaScript from disk; only Prettier asks, for a configuration
 * written in JavaScript or a plugin).
 */
function builtinOnlyRequire(seaRequire) {
  const { isBuiltin } = seaRequire('node:module');
  return function require(id) {
    if (isBuiltin(id)) return seaRequire(id);
    let name = String(id);
    try {
      if (name.startsWith('file:')) name = seaRequire('node:url').fileURLToPath(name);
    } catch {
      // keep the text as given
    }
    throw new Error(
      `the standalone drydock runs no JavaScript from disk, so it cannot load ${name}. A Prettier configuration for .ship files can be .prettierrc (JSON or YAML), .prettierrc.json, .prettierrc.yaml, .prettierrc.toml, package.json or .editorconfig; or install the npm package to use a JavaScript one.`,
    );
  };
}

mkdirSync(outDir, { recursive: true });
// The asset names and the wrapper the code cache is made of, from the sources the executable
// itself is built of (cli/binary-assets.ts).
const shared = await build({ absWorkingDir: root, entryPoints: [join(root, 'cli', 'binary-assets.ts')], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error' });
const { SEA_ASSETS, cliScript, cliCodeCache, wrapCli } = await import(`data:text/javascript;base64,${Buffer.from(shared.outputFiles[0].text).toString('base64')}`);

// The commands of the command table (cli/commands.ts: `name: lazy(async () => (await
// import('./module')).export)`), each of which gets a script of its own. A command this does not
// find still works, through the whole command line (`main`), only less quickly.
const commandTable = readFileSync(join(root, 'cli', 'commands.ts'), 'utf8');
const commands = [...commandTable.matchAll(/^\s*(\w+): lazy\(async \(\) => \(await import\('\.\/([\w-]+)'\)\)\.(\w+)\)/gm)].map(([, name, module, exported]) => ({ name, module, exported }));
if (!commands.length) process.stderr.write('package:binary: found no command in cli/commands.ts (has the table changed shape?): every command runs through the whole command line, which starts more slowly.\n');
const commandEntries = {
  name: 'drydock-binary-command-entries',
  setup(b) {
    b.onResolve({ filter: /^drydock-command:/ }, (a) => ({ path: a.path.slice('drydock-command:'.length), namespace: 'drydock-command' }));
    b.onLoad({ filter: /.*/, namespace: 'drydock-command' }, (a) => {
      const c = commands.find((x) => x.name === a.path);
      return {
        contents: `import './cli/binary-fonts';\nimport { runCommand } from './cli/run';\nimport { ${c.exported} as command } from './cli/${c.module}';\nexport const run = (argv) => runCommand(${JSON.stringify(c.name)}, command, argv.slice(1));\n`,
        resolveDir: root,
        loader: 'ts',
      };
    });
  },
};

const common = { absWorkingDir: root, bundle: true, format: 'cjs', platform: 'node', target: `node${major}`, minifyWhitespace: true, minifySyntax: true, legalComments: 'none', logLevel: 'error' };
// The main script: answers --version, loads the command line from the assets (cli/binary-main.ts).
const mainScript = join(outDir, 'drydock-main.cjs');
await build({
  ...common,
  entryPoints: [join(root, 'cli', 'binary-main.ts')],
  outfile: mainScript,
  define: { __DRYDOCK_VERSION__: JSON.stringify(version), __DRYDOCK_COMMAND_SCRIPTS__: JSON.stringify(commands.map((c) => c.name)) },
});
// The command-line scripts: everything each needs, Prettier and pdfkit included, since the
// executable has no node_modules to load from.
rmSync(join(outDir, 'cli'), { recursive: true, force: true });
const scripts = ['main', ...commands.map((c) => c.name)];
const result = await build({
  ...common,
  metafile: true,
  plugins: [commandEntries],
  entryPoints: Object.fromEntries(scripts.map((n) => [n, n === 'main' ? join(root, 'cli', 'binary.ts') : `drydock-command:${n}`])),
  outdir: join(outDir, 'cli'),
  outExtension: { '.js': '.cjs' },
  external: [],
  // A script gets the executable's path as __filename but has no import.meta, and the main
  // script's require, which loads Node's built-in modules only. What is left of import() (Prettier
  // loading a JavaScript configuration or a plugin named in one) becomes that require, which then
  // says why it cannot load the file.
  banner: { js: `var __drydockImportMetaUrl = require('node:url').pathToFileURL(__filename).href;\nvar require = (${builtinOnlyRequire.toString()})(require);` },
  supported: { 'dynamic-import': false },
  // ASCII only (esbuild escapes the rest), so the main script reads them as latin1.
  charset: 'ascii',
  define: {
    __DRYDOCK_GRAMMAR_ANALYSIS__: readFileSync(analysisFile, 'utf8'),
    // The standard library (import "drydock:fieryvoid/trek.ship"): the executable has no lib/ beside it.
    __DRYDOCK_LIBRARY__: JSON.stringify(libraryFiles(root)),
    // Their parses, stored (compiler/library.ts uses one only for the text it was made from).
    __DRYDOCK_LIBRARY_PARSES__: readFileSync(join(root, 'generated', 'library-parses.json'), 'utf8'),
    'import.meta.url': '__drydockImportMetaUrl',
  },
});
// The notices that go with the executable: every package in the scripts (from esbuild's record of
// their inputs), the fonts, and Node.js, of which the executable is a copy.
const fontsPackage = dirname(require.resolve('dejavu-fonts-ttf/package.json'));
const nodeNotice = {
  name: 'Node.js',
  version: process.version,
  license: 'MIT, with the licenses of the libraries it includes',
  text: `The executable is a copy of the Node.js ${process.version} executable that built it. Node.js's license, with those of the libraries built into it, is its LICENSE file: https://github.com/nodejs/node/blob/${process.version}/LICENSE`,
};
writeFileSync(
  join(outDir, 'THIRD-PARTY-NOTICES.txt'),
  licensesText('The standalone drydock executable holds these packages, fonts and program:', bundledPackages(root, result.metafile), [packageAt(fontsPackage), nodeNotice]),
);

// The code caches: V8's compiled code of each script after it ran its usual commands once (in a
// child process of this same Node, so the caches fit the executable's V8 and flags). Made like the
// per-command caches of bin/drydock.js, but at build time: the executable never writes one. A
// script with no workload here (the language server runs until stopped) gets the cache of its
// compile alone.
const scratch = mkdtempSync(join(tmpdir(), 'drydock-sea-cache-'));
try {
  const ship = 'examples/vudar-dw.ship';
  const workloads = {
    main: [['--help']],
    check: [['check', ship]],
    build: [['build', 'examples/excelsior.ship', '-o', join(scratch, 'excelsior.json')]],
    schema: [['schema']],
    fmt: [['fmt', '--check', ship]],
    sim: [['sim', 'examples/scenarios/b5wars-absorption.json']],
    convert: [['convert', ship, '-o', join(scratch, 'dw.json')]],
    render: [['render', ship, '-o', join(scratch, 'dw.svg')], ['render', ship, '--format', 'pdf', '-o', join(scratch, 'dw.pdf')]],
    summary: [['summary', ship]],
  };
  const warm = `
    const fs = require('node:fs'), path = require('node:path'), vm = require('node:vm');
    const [file, filename, out, workloads] = [process.argv[1], process.argv[2], process.argv[3], JSON.parse(process.argv[4])];
    const script = new vm.Script(fs.readFileSync(file + '.wrapped', 'latin1'), { filename });
    const module = { exports: {} };
    // __filename is the script's own path here, so the fonts come from the repository's packages.
    script.runInThisContext()(module.exports, require, module, file, path.dirname(file));
    (async () => {
      for (const args of workloads) if ((await module.exports.run(args)) !== 0) throw new Error('drydock ' + args.join(' ') + ' failed');
      fs.writeFileSync(out, script.createCachedData());
      process.exit(0);
    })().catch((e) => { process.stderr.write(String(e && e.stack || e)); process.exit(1); });`;
  for (const name of scripts) {
    const file = join(outDir, cliScript(name));
    writeFileSync(`${file}.wrapped`, wrapCli(readFileSync(file, 'latin1')));
    run(process.execPath, ['-e', warm, file, cliScript(name), join(outDir, cliCodeCache(name)), JSON.stringify(workloads[name] ?? [])]);
    rmSync(`${file}.wrapped`, { force: true });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// No file is read from node_modules at run time: what pdfkit reads by itself (its standard fonts,
// an ICC profile for PDF/A) drydock never asks for (render/pdf.ts embeds its own face first).
const fontsDir = join(fontsPackage, 'ttf');
const assets = {
  [SEA_ASSETS.regularFont]: join(fontsDir, 'DejaVuSansMono.ttf'),
  [SEA_ASSETS.boldFont]: join(fontsDir, 'DejaVuSansMono-Bold.ttf'),
};
for (const name of scripts) for (const asset of [cliScript(name), cliCodeCache(name)]) assets[asset] = join(outDir, asset);

const blob = join(outDir, 'drydock.blob');
const seaConfig = join(outDir, 'sea-config.json');
writeFileSync(
  seaConfig,
  JSON.stringify({ main: mainScript, output: blob, disableExperimentalSEAWarning: true, useCodeCache: false, useSnapshot: false, assets }, null, 2) + '\n',
);
run(process.execPath, ['--experimental-sea-config', seaConfig]);

// Inject into a copy of this Node, then put it in place in one rename (a half-written executable
// never stands at dist/bin/drydock).
const tmp = `${exe}.${process.pid}.tmp`;
rmSync(tmp, { force: true });
copyFileSync(process.execPath, tmp);
chmodSync(tmp, 0o755);
if (process.platform === 'darwin') run('codesign', ['--remove-signature', tmp]);
// postject runs as a child process: its injector prints warnings about the ELF notes of Node's
// executable that mean nothing here; they are shown only when it fails.
const postject = join(dirname(require.resolve('postject/package.json')), 'dist', 'cli.js');
const injected = spawnSync(
  process.execPath,
  [postject, tmp, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SENTINEL_FUSE, ...(process.platform === 'darwin' ? ['--macho-segment-name', 'NODE_SEA'] : [])],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
);
if (injected.status !== 0) {
  rmSync(tmp, { force: true });
  fail(`postject could not inject the blob (${injected.error?.message ?? `exit ${injected.status}`}):\n${injected.stdout ?? ''}${injected.stderr ?? ''}`);
}
if (process.platform === 'darwin') run('codesign', ['--sign', '-', tmp]);
renameSync(tmp, exe);
rmSync(blob, { force: true });

// A first run proves it starts: it must answer the version it was built with.
const answered = run(exe, ['--version']).trim();
if (answered !== version) fail(`the built executable answered --version with ${JSON.stringify(answered)}, not ${version}`);
const size = statSync(exe).size;
process.stdout.write(`${relative(process.cwd(), exe) || exe} (${(size / 1e6).toFixed(1)} MB, drydock ${version}, Node ${process.version}, ${process.platform}-${process.arch})\n`);
