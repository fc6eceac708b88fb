#!/usr/bin/env node
// The CLI is bundled by scripts/build.mjs (run by `npm ci` through `prepare`) so that it starts
// without loading hundreds of ES modules.
import('../dist/cli.js').then((m) => m.main(process.argv.slice(2))).then(
  (code) => { if (typeof code === 'number') process.exitCode = code; },
  (err) => { console.error(err && err.stack ? err.stack : String(err)); process.exitCode = 2; },
);
