// What the standalone executable stores inside itself besides its small main script
// (cli/binary-main.ts), under these names: scripts/package-binary.mjs writes them, the main
// script and cli/binary-fonts.ts read them (node:sea assets).
export const SEA_ASSETS = {
  regularFont: 'fonts/DejaVuSansMono.ttf',
  boldFont: 'fonts/DejaVuSansMono-Bold.ttf',
} as const;

/**
 * The scripts of the command line: `main` is the whole of it (cli/binary.ts); the others are one
 * command each (cli/run.ts and that command's module), so that a command compiles only its own
 * code. Each is a CommonJS script exporting `run(argv)`, stored with V8's code cache of it.
 */
export const cliScript = (name: string) => `cli/${name}.cjs`;
export const cliCodeCache = (name: string) => `cli/${name}.v8cache`;

/** The script as compiled, at build time and at run time alike (the code cache is of this text). */
export function wrapCli(source: string): string {
  return `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
}
