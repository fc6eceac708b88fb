// Running one command: the context it writes through, its exit status, `--help`, and an internal
// error reported instead of thrown. Shared by the command table (cli/main.ts) and by the
// one-command bundles the build makes for a fast start (scripts/build.mjs, bin/drydock.js), so
// both behave alike.
import { commandHelp, parseArgs } from './args';
import { colorWanted } from './color';
import type { Command, CommandContext } from './context';
import { SPECS } from './specs';
import { StdWriter } from './stdio';

export async function runCommand(name: string, command: Command, argv: string[]): Promise<number> {
  // Written synchronously to the descriptors, without making Node's streams (cli/stdio.ts).
  const out = new StdWriter(1);
  const err = new StdWriter(2);
  const tty = { out: out.isTTY(), err: err.isTTY() };
  const ctx: CommandContext = {
    out: (s) => out.write(s),
    err: (s) => err.write(s),
    cwd: process.cwd(),
    tty,
    color: { out: colorWanted(tty.out), err: colorWanted(tty.err) },
    readStdin,
  };
  // `drydock check --help`: the command's own help, whatever else is on the line.
  const spec = Object.hasOwn(SPECS, name) ? SPECS[name] : undefined;
  if (spec && parseArgs(argv, spec).help) {
    ctx.out(commandHelp(spec));
    return 0;
  }
  try {
    return await command(argv, ctx);
  } catch (e) {
    ctx.err(`drydock ${name}: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    return 2;
  }
}

/** Standard input as text (UTF-8), read to its end. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `drydock schema | head`: once the reader has gone, writing more is pointless. End at once and
 * quietly (status 0, as the output that was wanted has been read), instead of Node's stack trace.
 */
let listening = false;
export function endQuietlyOnClosedPipe(): void {
  if (listening) return;
  listening = true;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      // Any other write error: the output is lost either way; say so by the exit status.
      process.exit(e.code === 'EPIPE' ? 0 : 2);
    });
  }
}
