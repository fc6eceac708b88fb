// `drydock import fieryvoid <file.php|folder>... [-o folder] [--format text|json]` (docs/import.md):
// reads FieryVoid ship class files (never running them) and writes one formatted .ship file per
// class, into -o or beside its input, then prints one report line per file. Files are written
// atomically (cli/safe-fs.ts) and never over an input, a link or another file of the same run.
// Exit 0 every file imported, 1 some file refused, 2 usage or I/O problem.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { importFieryVoid } from '../import/fieryvoid/index';
import { MAX_FILE_BYTES } from '../import/fieryvoid/read-php';
import { reportJson, reportText, statusOf, type FileReport } from '../import/fieryvoid/report';
import { commandHelp, parseArgs } from './args';
import type { CommandContext } from './context';
import { expandPaths, pathProblem } from './files';
import { SPECS } from './specs';
import { displayPath } from './format-diagnostics';
import { isSymlink, readRegularFile, sameFile, writeFileAtomic } from './safe-fs';

const USAGE = 'usage: drydock import fieryvoid <file.php|folder>... [-o <folder>] [--format text|json]; drydock import --help lists the options';

export async function importCommand(argv: string[], ctx: CommandContext): Promise<number> {
  const args = parseArgs(argv, SPECS.import);
  const fail = (msg: string) => {
    ctx.err(`drydock import: ${msg}\n${USAGE}\n`);
    return 2;
  };
  if (args.help) {
    ctx.out(commandHelp(SPECS.import));
    return 0;
  }
  if (args.errors.length) return fail(args.errors.join('; '));
  const [source, ...inputs] = args.positionals;
  if (source !== 'fieryvoid') return fail(source ? `cannot import from '${source}'; the one source is fieryvoid` : 'say what to import: drydock import fieryvoid <file.php|folder>');
  if (!inputs.length) return fail('give at least one .php file or folder');
  const format = (args.flags.get('--format') as string | undefined) ?? 'text';
  if (format !== 'text' && format !== 'json') return fail(`--format is text or json, not ${format}`);
  const outFlag = args.flags.get('--output') as string | undefined;
  const outDir = outFlag !== undefined ? path.resolve(ctx.cwd, outFlag) : undefined;
  const expanded = await expandPaths(inputs, ['.php'], ctx.cwd);
  const problem = pathProblem(expanded, (m) => displayPath(path.resolve(ctx.cwd, m), ctx.cwd));
  if (problem) return fail(problem);
  const { files } = expanded;
  if (!files.length) return fail(`no .php files in ${inputs.join(', ')}`);
  if (outDir) {
    try {
      fs.mkdirSync(outDir, { recursive: true });
    } catch (e) {
      return fail(`cannot make the folder ${outFlag}: ${(e as Error).message}`);
    }
  }

  const reports: FileReport[] = [];
  const written = new Set<string>();
  let status = 0;
  for (const file of files) {
    const shown = displayPath(file, ctx.cwd);
    const refuse = (reason: string, line?: number) => {
      reports.push({ file: shown, status: 'refused', reason: line ? `${reason} (line ${line})` : reason, findings: [] });
      status = Math.max(status, 1);
    };
    let text: string;
    try {
      if (fs.statSync(file).size > MAX_FILE_BYTES) {
        refuse(`the file is over ${MAX_FILE_BYTES} bytes; ship files that large are not read`);
        continue;
      }
      text = readRegularFile(file);
    } catch (e) {
      refuse(`cannot read it: ${(e as Error).message}`);
      continue;
    }
    const result = await importFieryVoid(text, file, path.basename(file));
    if (!result.ok) {
      refuse(result.reason, result.line);
      continue;
    }
    const target = path.join(outDir ?? path.dirname(file), `${result.className}.ship`);
    const why = written.has(target)
      ? 'another file of this run already wrote it'
      : files.some((f) => sameFile(f, target))
        ? 'it is one of the inputs'
        : isSymlink(target)
          ? 'it is a symbolic link'
          : undefined;
    if (why) {
      refuse(`not written to ${displayPath(target, ctx.cwd)}: ${why}`);
      continue;
    }
    try {
      writeFileAtomic(target, result.text);
    } catch (e) {
      ctx.err(`drydock import: cannot write ${displayPath(target, ctx.cwd)}: ${(e as Error).message}\n`);
      refuse(`cannot write ${displayPath(target, ctx.cwd)}`);
      status = 2;
      continue;
    }
    written.add(target);
    reports.push({ file: shown, status: statusOf(result.findings), output: displayPath(target, ctx.cwd), className: result.className, findings: result.findings });
  }
  ctx.out(format === 'json' ? reportJson(reports) : reportText(reports));
  return status;
}
