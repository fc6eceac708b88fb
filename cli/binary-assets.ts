// What the standalone executable stores inside itself besides its small main script
// (cli/binary-main.ts), under these names: scripts/package-binary.mjs writes them, the main
// script and cli/binary.ts read them (node:sea assets).
export const SEA_ASSETS = {
  /** The whole command line, one CommonJS script (cli/binary.ts bundled). */
  cli: 'drydock-cli.cjs',
  /** V8's code cache of that script, made by running it at build time. */
  codeCache: 'drydock-cli.v8cache',
  regularFont: 'fonts/DejaVuSansMono.ttf',
  boldFont: 'fonts/DejaVuSansMono-Bold.ttf',
} as const;

/** The script as compiled, at build time and at run time alike (the code cache is of this text). */
export function wrapCli(source: string): string {
  return `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
}
