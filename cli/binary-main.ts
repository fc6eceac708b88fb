// The main script of the standalone executable (scripts/package-binary.mjs). It is small on
// purpose: Node compiles the main script at every start. `drydock --version` is answered here;
// a command loads its own script (cli/run.ts and the command, stored as an asset), anything else
// the whole command line (cli/binary.ts), each through the V8 code cache made for it at build time.
import { getAsset } from 'node:sea';
import * as path from 'node:path';
import { Script } from 'node:vm';
import { cliCodeCache, cliScript, wrapCli } from './binary-assets';

declare const __DRYDOCK_VERSION__: string;
/** The commands that have a script of their own in the executable. */
declare const __DRYDOCK_COMMAND_SCRIPTS__: string[];

const args = process.argv.slice(2);
// As cli/main.ts answers it, whatever follows; cli/main.ts itself would look for a package.json
// beside the executable.
if (args[0] === '--version' || args[0] === '-v') {
  process.stdout.write(`${__DRYDOCK_VERSION__}\n`);
} else {
  const name = __DRYDOCK_COMMAND_SCRIPTS__.includes(args[0]) ? args[0] : 'main';
  let cachedData: Buffer | undefined;
  try {
    cachedData = Buffer.from(getAsset(cliCodeCache(name)));
  } catch {
    // Built without a cache: compiled as usual.
  }
  // V8 checks the cache against the text and its own version and flags, and compiles the text
  // when it does not fit (e.g. run with other V8 flags in NODE_OPTIONS). The scripts are ASCII
  // (the build makes them so): read as latin1, they need no UTF-8 decoding.
  const script = new Script(wrapCli(Buffer.from(getAsset(cliScript(name))).toString('latin1')), { filename: cliScript(name), cachedData });
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
