// Shared input and output of the commands that take one file and print (or write with -o) one
// result: sim, convert.
import * as path from 'node:path';
import { parseArgs, type ParsedArgs } from './args';
import type { CommandContext } from './context';
import { SPECS } from './specs';
import { readRegularFile, sameFile, writeFileAtomic } from './safe-fs';

export type OneFile = { ok: true; file: string; text: string; args: ParsedArgs } | { ok: false; exit: number };

/** Parses `argv` for exactly one input file (plus `-o`) and reads it; exit 2 on usage or I/O. */
export function readOneFile(argv: string[], ctx: CommandContext, command: string, what: string): OneFile {
  const args = parseArgs(argv, SPECS[command]);
  if (args.errors.length || args.positionals.length !== 1) {
    ctx.err(`drydock ${command}: ${args.errors.length ? `${args.errors.join('; ')}. Run drydock ${command} --help for the options.` : `give exactly one ${what}`}\n`);
    return { ok: false, exit: 2 };
  }
  const file = path.resolve(ctx.cwd, args.positionals[0]);
  try {
    return { ok: true, file, text: readRegularFile(file), args };
  } catch {
    ctx.err(`drydock ${command}: cannot read ${args.positionals[0]}\n`);
    return { ok: false, exit: 2 };
  }
}

/**
 * The `-o` file of `args` when it names the input file itself (through any path or link): the
 * command must refuse it, as tsc refuses to overwrite an input, rather than replace the source.
 */
export function outputIsInput(ctx: CommandContext, command: string, out: string, input: string): boolean {
  if (!sameFile(path.resolve(ctx.cwd, out), input)) return false;
  ctx.err(`drydock ${command}: -o ${out} is the input file; it would be overwritten. Choose another output file.\n`);
  return true;
}

/**
 * The `-o` file when it is one of the files the command read besides the one named (an import, a
 * scenario's ship file): refused like the input itself. `reads` are absolute paths.
 */
export function outputIsRead(ctx: CommandContext, command: string, out: string, reads: Iterable<string>): boolean {
  const target = path.resolve(ctx.cwd, out);
  for (const file of reads) {
    if (!sameFile(target, file)) continue;
    ctx.err(`drydock ${command}: -o ${out} is ${path.relative(ctx.cwd, file) || file}, a file this command reads; it would be overwritten. Choose another output file.\n`);
    return true;
  }
  return false;
}

/**
 * Prints `text`, or writes it to the `-o` file (atomically; never over `input` or any of `reads`);
 * exit 0, or 2 when the file cannot be written.
 */
export function writeResult(ctx: CommandContext, command: string, args: ParsedArgs, text: string, input?: string, reads: Iterable<string> = []): number {
  const out = (args.flags.get('-o') ?? args.flags.get('--output')) as string | undefined;
  if (!out) {
    ctx.out(text);
    return 0;
  }
  if (input !== undefined && outputIsInput(ctx, command, out, input)) return 2;
  if (outputIsRead(ctx, command, out, reads)) return 2;
  try {
    writeFileAtomic(path.resolve(ctx.cwd, out), text);
    wrote(ctx, command, out);
    return 0;
  } catch (e) {
    ctx.err(`drydock ${command}: cannot write ${out}: ${(e as Error).message}\n`);
    return 2;
  }
}

/** Every command that writes a file says so, in one line on standard error. */
export function wrote(ctx: CommandContext, command: string, file: string): void {
  ctx.err(`drydock ${command}: wrote ${file}\n`);
}
