// The main script of the standalone executable (scripts/package-binary.mjs). It is small on
// purpose: Node compiles the main script at every start, so `drydock --version` is answered here,
// and every other command loads the command line (cli/binary.ts, stored as an asset) through the
// V8 code cache made for it at build time.
import { getAsset } from 'node:sea';
import * as path from 'node:path';
import { Script } from 'node:vm';
import { SEA_ASSETS, wrapCli } from './binary-assets';

declare const __DRYDOCK_VERSION__: string;

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  process.stdout.write(`${__DRYDOCK_VERSION__}\n`);
} else {
  let cachedData: Buffer | undefined;
  try {
    cachedData = Buffer.from(getAsset(SEA_ASSETS.codeCache));
  } catch {
    // Built without a cache: compiled as usual.
  }
  // V8 checks the cache against the text and its own version and flags, and compiles the text
  // when it does not fit (e.g. run with other V8 flags in NODE_OPTIONS).
  const script = new Script(wrapCli(getAsset(SEA_ASSETS.cli, 'utf8')), { filename: SEA_ASSETS.cli, cachedData });
  const module = { exports: {} as { run?: (argv: string[]) => Promise<number> } };
  script.runInThisContext()(module.exports, require, module, process.execPath, path.dirname(process.execPath));
  module.exports.run!(args).then(
    (code) => {
      if (typeof code === 'number') process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error && err.stack ? err.stack : String(err));
      process.exitCode = 2;
    },
  );
}
