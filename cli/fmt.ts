// `drydock fmt [--check|--write] <path>...` (docs/cli.md, docs/formatting.md): formats .ship files with the
// Prettier plugin (format/plugin.ts), honouring .prettierrc / .editorconfig like Prettier does.
// - no flag: prints the formatted text of every file;
// - --check: lists the files that are not formatted (exit 1 if any);
// - --write: rewrites the files that are not formatted and lists them.
// A file with syntax errors is never touched: its errors are reported and the exit status is 1.
// Files are replaced atomically (cli/safe-fs.ts): a failed write leaves the file as it was and
// exits 2. A folder's symbolic links and special files are skipped (cli/files.ts); a link named on
// the command line is refused by --write, as Prettier refuses it. Prettier configuration is
// resolved as Prettier resolves it, so a .prettierrc.cjs / prettier.config.js beside the files runs
// as code (docs/security.md).
import * as path from 'node:path';
import { parse } from '../grammar/index';
import { LineIndex } from '../grammar/positions';
import * as plugin from '../format/plugin';
import { parseArgs } from './args';
import type { CommandContext } from './context';
import { expandPaths, pathProblem } from './files';
import { SPECS } from './specs';
import { FileRefused, isSymlink, readRegularFile, writeFileAtomic } from './safe-fs';
import { displayPath, toText } from './format-diagnostics';
import { mayHavePrettierConfig } from './prettier-config';

/**
 * Formats like format/format.ts `formatShip` with the file's Prettier configuration. Without any
 * configuration in reach (./prettier-config.ts), Prettier's standalone build does it: the same
 * printer and plugin, without loading the full build.
 */
async function formatFile(text: string, file: string): Promise<string> {
  if (mayHavePrettierConfig(file)) {
    const prettier = await import('prettier');
    const config = (await prettier.resolveConfig(file, { editorconfig: true })) ?? {};
    return prettier.format(text, { ...config, filepath: file, parser: 'ship', plugins: [plugin] });
  }
  const standalone = await import('prettier/standalone');
  return standalone.format(text, { filepath: file, parser: 'ship', plugins: [plugin] });
}

const USAGE = 'usage: drydock fmt [--check|--write] <file.ship|folder>... (or --stdin-filepath x.ship); drydock fmt --help lists the options';

export async function fmt(argv: string[], ctx: CommandContext): Promise<number> {
  const args = parseArgs(argv, SPECS.fmt);
  const usage = (msg: string) => {
    ctx.err(`drydock fmt: ${msg}\n${USAGE}\n`);
    return 2;
  };
  if (args.errors.length) return usage(args.errors.join('; '));
  const check = args.flags.has('--check');
  const write = args.flags.has('--write');
  if (check && write) return usage('use either --check or --write, not both');
  const stdinPath = args.flags.get('--stdin-filepath') as string | undefined;
  if (stdinPath !== undefined) {
    if (check || write || args.positionals.length) return usage('--stdin-filepath formats standard input alone: give no files, --check or --write with it');
    return formatStdin(ctx, stdinPath);
  }
  if (!args.positionals.length) return usage('fmt needs at least one file or folder');
  const expanded = await expandPaths(args.positionals, ['.ship'], ctx.cwd);
  const problem = pathProblem(expanded);
  if (problem) return usage(problem);
  const { files } = expanded;
  if (!files.length) return usage(`no .ship files in ${args.positionals.join(', ')}`);

  let status = 0;
  let broken = 0;
  let failed = 0; // could not be read, formatted or written: never counted as formatted
  const unformatted: string[] = [];
  for (const file of files) {
    const shown = displayPath(file, ctx.cwd);
    let text: string;
    try {
      if (write && isSymlink(file)) throw new FileRefused('it is a symbolic link; give the file it points to');
      text = readRegularFile(file);
    } catch (e) {
      ctx.err(`drydock fmt: cannot read ${shown}: ${(e as Error).message}\n`);
      status = 2;
      failed++;
      continue;
    }
    // Syntax errors first, reported like `drydock check` does; the file is left as it is.
    const errors = parse(text, file).diagnostics.filter((d) => d.severity === 'error');
    if (errors.length) {
      const source = { text, lines: new LineIndex(text) };
      ctx.err(`${toText(errors, () => source, ctx.cwd, ctx.color?.err)}\n`);
      ctx.err(`drydock fmt: ${shown} has syntax errors; it was not formatted.\n`);
      broken++;
      status = Math.max(status, 1);
      continue;
    }
    let formatted: string;
    try {
      formatted = await formatFile(text, file);
    } catch (e) {
      ctx.err(`drydock fmt: cannot format ${shown}: ${(e as Error).message}\n`);
      status = 2;
      failed++;
      continue;
    }
    if (check) {
      if (formatted !== text) {
        unformatted.push(shown);
        ctx.out(`${shown}\n`);
      }
    } else if (write) {
      if (formatted !== text) {
        try {
          writeFileAtomic(file, formatted);
        } catch (e) {
          ctx.err(`drydock fmt: cannot write ${shown}: ${(e as Error).message}\n`);
          status = 2;
          failed++;
          continue;
        }
        unformatted.push(shown);
        ctx.out(`${shown}\n`);
      }
    } else {
      ctx.out(formatted);
    }
  }

  const total = files.length;
  const files_ = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
  const left = broken ? `; ${files_(broken)} with syntax errors left unchanged` : '';
  const fine = total - broken - failed - unformatted.length;
  if (check) {
    if (unformatted.length) {
      ctx.err(`${files_(unformatted.length)} of ${total} not formatted${left}. Run drydock fmt --write to format.\n`);
      status = Math.max(status, 1);
    } else if (status === 0) {
      ctx.err(total === 1 ? 'The file is formatted.\n' : `All ${total} files are formatted.\n`);
    } else if (broken || failed) {
      ctx.err(`${files_(fine)} already formatted${left}${failed ? `; ${files_(failed)} could not be read (see above)` : ''}.\n`);
    }
  } else if (write) {
    ctx.err(`${files_(unformatted.length)} formatted, ${fine} already formatted${left}${failed ? `; ${files_(failed)} could not be read or written (see above)` : ''}.\n`);
  }
  return status;
}

/**
 * `drydock fmt --stdin-filepath x.ship`, as Prettier does it: standard input formatted as if it
 * were the file `x.ship` (its folder's Prettier configuration applies; the file itself need not
 * exist and is never read or written), printed on standard output. Syntax errors: reported under
 * that name, nothing printed, exit 1.
 */
async function formatStdin(ctx: CommandContext, given: string): Promise<number> {
  const file = path.resolve(ctx.cwd, given);
  const text = ctx.readStdin ? await ctx.readStdin() : '';
  const errors = parse(text, file).diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) {
    const source = { text, lines: new LineIndex(text) };
    ctx.err(`${toText(errors, () => source, ctx.cwd, ctx.color?.err)}\n`);
    ctx.err(`drydock fmt: standard input (${given}) has syntax errors; it was not formatted.\n`);
    return 1;
  }
  try {
    ctx.out(await formatFile(text, file));
  } catch (e) {
    ctx.err(`drydock fmt: cannot format standard input (${given}): ${(e as Error).message}\n`);
    return 2;
  }
  return 0;
}
