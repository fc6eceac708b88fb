// Running one command: the context it writes through, its exit status, and an internal error
// reported instead of thrown. Shared by the command table (cli/main.ts) and by the one-command
// bundles the build makes for a fast start (scripts/build.mjs, bin/drydock.js), so both behave
// alike.
import type { Command, CommandContext } from './context';

export async function runCommand(name: string, command: Command, argv: string[]): Promise<number> {
  endQuietlyOnClosedPipe();
  const ctx: CommandContext = {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
    cwd: process.cwd(),
  };
  try {
    return await command(argv, ctx);
  } catch (e) {
    ctx.err(`drydock ${name}: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    return 2;
  }
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
