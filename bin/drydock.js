#!/usr/bin/env node
// The CLI is bundled by scripts/build.mjs (run by `npm ci` through `prepare`) so that it starts
// without loading hundreds of ES modules. `--version` is answered here, loading nothing else, so
// that it starts as fast as Node itself (issue 18).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  let version = 'unknown';
  try {
    version = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
  } catch {
    // Same answer as cli/main.ts when package.json cannot be read.
  }
  process.stdout.write(`${version}\n`);
} else {
  import('../dist/cli.js').then((m) => m.main(args)).then(
    (code) => { if (typeof code === 'number') process.exitCode = code; },
    (err) => { console.error(err && err.stack ? err.stack : String(err)); process.exitCode = 2; },
  );
}
