// What every CLI command receives and returns. Kept apart from the command table (cli/commands.ts)
// so that command modules depend on this small module only, never on the table that loads them.
// Exit codes: 0 fine, 1 errors found, 2 usage or I/O problem.

export interface CommandContext {
  out(s: string): void;
  err(s: string): void;
  cwd: string;
  /** Which outputs are a terminal (not a pipe or a file); absent means neither. */
  tty?: { out: boolean; err: boolean };
  /** Which outputs get colour (cli/color.ts decides); absent means neither. */
  color?: { out: boolean; err: boolean };
  /** Standard input, read whole (for `check -` and `fmt --stdin-filepath`). */
  readStdin?: () => Promise<string>;
}

export type Command = (argv: string[], ctx: CommandContext) => Promise<number>;

/** Reports a usage or I/O problem (`drydock: msg`) and returns exit status 2. */
export function usage(ctx: CommandContext, msg: string): number {
  ctx.err(`drydock: ${msg}\n`);
  return 2;
}
