#!/usr/bin/env node
// The CLI entry. `--version` is answered here, loading nothing else. Every other command runs from
// the one CommonJS file the build made for it (dist/commands/, scripts/build.mjs), compiled through
// a V8 code cache: Node 20 has no compile cache for modules, and parsing and compiling the bundle
// was a large part of every start. Anything else (help, `lsp`, an unknown command, a
// build without per-command files) goes through the ESM bundle's command table, dist/cli.js.
//
// This file is CommonJS (bin/package.json): an ES module entry makes Node start its module loader
// first, which cost every command, `--version` included, ~7% of `node -e 0`.
//
// The code cache is V8's serialized bytecode of the bundle, made after a first run so it holds the
// functions that ran. It lives beside the bundle inside the package (never in the user's project),
// its file name carries the bundle's content hash (in the bundle's own name), the V8 version and
// the architecture, and it is written atomically (a temporary file, then a rename) and only when
// missing or refused. V8 checks it again and ignores it (compiling as usual) when it does not fit,
// e.g. under other V8 flags. A cache that cannot be read or written is simply not used.
'use strict';
const { readFileSync } = require('node:fs');
const path = require('node:path');

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  let version = 'unknown';
  try {
    version = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version;
  } catch {
    // Same answer as cli/main.ts when package.json cannot be read.
  }
  process.stdout.write(`${version}\n`);
} else {
  const bundle = commandBundle(args[0]);
  const run = bundle ? runBundle(bundle, args[0], args.slice(1)) : import('../dist/cli.js').then((m) => m.main(args));
  run.then(
    (code) => { if (typeof code === 'number') process.exitCode = code; },
    (err) => { console.error(err && err.stack ? err.stack : String(err)); process.exitCode = 2; },
  );
}

/** The per-command bundle of `name`, if the build made one (and this Node can load it). */
function commandBundle(name) {
  if (typeof name !== 'string') return undefined;
  try {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', 'dist', 'commands', 'manifest.json'), 'utf8'));
    const file = Object.hasOwn(manifest, name) ? manifest[name] : undefined;
    return typeof file === 'string' && /^[\w.-]+\.cjs$/.test(file) ? path.join(__dirname, '..', 'dist', 'commands', file) : undefined;
  } catch {
    return undefined;
  }
}

async function runBundle(file, name, argv) {
  const pending = [];
  const loaded = new Map();
  // The command's file and the files it loads on demand (the precompiled validators, the JSON
  // compiler: their names carry a content hash too) are compiled through a code cache alike.
  const load = (target) => {
    if (loaded.has(target)) return loaded.get(target).exports;
    const nodeRequire = require('node:module').createRequire(target);
    const local = (id) => (typeof id === 'string' && /^\.\/[\w.-]+-[A-Z0-9]{8}\.cjs$/.test(id) ? load(path.join(path.dirname(target), id)) : nodeRequire(id));
    const module = { exports: {} };
    loaded.set(target, module);
    const { script, cacheFile, cached } = compileCached(target);
    script.runInThisContext()(module.exports, Object.assign(local, { resolve: nodeRequire.resolve, cache: nodeRequire.cache }), module, target, path.dirname(target));
    if (!cached) pending.push([script, cacheFile]);
    return module.exports;
  };
  const main = load(file);
  const code = await main.runCommand(name, main.command, argv);
  // After the run, so each cache holds the functions that ran.
  for (const [script, cacheFile] of pending) writeCache(script, cacheFile);
  return code;
}

function compileCached(file) {
  const vm = require('node:vm');
  // The build writes these files in ASCII only (scripts/build.mjs checks), so reading them as
  // latin1 gives the same text without UTF-8 decoding, as a one-byte string.
  const source = readFileSync(file, 'latin1');
  const cacheFile = `${file.slice(0, -'.cjs'.length)}.${process.versions.v8}-${process.arch}.v8cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
  });
  // A cache V8 refused (made by another build of the same V8 with other flags) is made again.
  return { script, cacheFile, cached: cachedData !== undefined && !script.cachedDataRejected };
}

function writeCache(script, cacheFile) {
  const { renameSync, rmSync, writeFileSync } = require('node:fs');
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, script.createCachedData());
    renameSync(tmp, cacheFile);
  } catch {
    // A read-only install: run without a cache.
    rmSync(tmp, { force: true });
  }
}
