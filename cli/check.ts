// `drydock check <path>... [--format text|json] [--quiet] [--verbose]`: validates .ship files and
// JSON ship documents (a folder means every .ship and ship-shaped .json below it; `-` standard
// input) and prints diagnostics, then one summary line.
// Exit 0 no errors, 1 errors found, 2 usage or I/O problem.
import * as path from 'node:path';
import type { Diagnostic } from '../grammar/diagnostic';
import { LineIndex } from '../grammar/positions';
import { compileFiles, hasErrors, type CompileOptions, type CompileResult } from '../compiler/index';
import { parseArgs } from './args';
import { paint } from './color';
import { usage, type Command } from './context';
import { expandPaths, pathProblem } from './files';
import { showPathsAs, type TextSource } from './format-diagnostics';
import { readRegularFile } from './safe-fs';
import { compileJson, isAllowed, printDiagnostics, sourceLookup } from './report';
import { SPECS } from './specs';
import { youngGenerationCap } from './young-generation';

/**
 * The closing line: `33 files checked: no problems (124 allowed findings; --verbose lists them).`
 * or `2 files checked: 1 error, 3 warnings.`
 */
export function summaryLine(diags: Diagnostic[], files: number, verbose: boolean, color = false, allowedCounted = 0): string {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  let allowed = allowedCounted;
  for (const d of diags) {
    if (isAllowed(d)) allowed++;
    else if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
    else infos++;
  }
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    ...(errors ? [paint(color, ['bold', 'red'], count(errors, 'error'))] : []),
    ...(warnings ? [paint(color, ['bold', 'yellow'], count(warnings, 'warning'))] : []),
    ...(infos ? [paint(color, 'cyan', count(infos, 'info', 'info'))] : []),
  ];
  const found = parts.length ? parts.join(', ') : paint(color, 'green', 'no problems');
  const excused = allowed ? ` (${count(allowed, 'allowed finding')}; ${verbose ? 'listed above' : '--verbose lists them'})` : '';
  return `${count(files, 'file')} checked: ${found}${excused}.\n`;
}

/** Is this JSON text a ship document (rather than a scenario or anything else)? */
function looksLikeShipDocument(text: string): boolean {
  try {
    const v = JSON.parse(text);
    const isShip = (x: unknown) => !!x && typeof x === 'object' && 'systems' in (x as object);
    return isShip(v) || (Array.isArray(v) && v.every(isShip)) || (!!v && typeof v === 'object' && Array.isArray(v.ships));
  } catch {
    return true; // a broken JSON file given in a folder is still reported
  }
}

/**
 * How `check` compiles: it prints diagnostics with code frames (file texts) and nothing else, so
 * each file's syntax tree can go once its ships are checked. The benchmark compiles the same way.
 */
export const CHECK_COMPILE_OPTIONS = { releaseSyntax: true, diagnosticsOnly: true } as const;

/**
 * `check`'s options when it lists allowed findings (--verbose, --format json) or not (the text
 * prints only their number: they are counted, not kept, one a ship in many fleets).
 */
export function checkCompileOptions(listAllowed: boolean): CompileOptions {
  return { ...CHECK_COMPILE_OPTIONS, allowedFindings: listAllowed ? 'keep' : 'count' };
}

export const check: Command = async (argv, ctx) => {
  const args = parseArgs(argv, SPECS.check);
  if (args.errors.length) return usage(ctx, `${args.errors.join('; ')}. Run drydock check --help for the options.`);
  const format = (args.flags.get('--format') as string) ?? 'text';
  if (format !== 'text' && format !== 'json') return usage(ctx, `--format is text or json, not ${format}`);
  if (!args.positionals.length) return usage(ctx, 'check needs at least one file or folder (or - for standard input)');
  const stdinCount = args.positionals.filter((p) => p === '-').length;
  if (stdinCount > 1) return usage(ctx, 'standard input (-) can be read once');
  const paths = args.positionals.filter((p) => p !== '-');
  const explicitJson = new Set(paths.filter((p) => p.endsWith('.json')).map((p) => path.resolve(ctx.cwd, p)));
  const expanded = await expandPaths(paths, ['.ship', '.json'], ctx.cwd);
  const problem = pathProblem(expanded);
  if (problem) return usage(ctx, problem);
  const { files, shown } = expanded;
  // Standard input is a .ship file in the current folder named <stdin>: its imports are relative
  // to the current folder and stay inside that folder's project.
  const inputs: { path: string; text?: string }[] = [];
  if (stdinCount) {
    const stdinPath = path.join(ctx.cwd, STDIN_NAME);
    shown.set(stdinPath, STDIN_NAME);
    inputs.push({ path: stdinPath, text: ctx.readStdin ? await ctx.readStdin() : '' });
  }
  showPathsAs(shown);
  const shipFiles = files.filter((f) => !f.endsWith('.json'));
  for (const f of shipFiles) inputs.push({ path: f });
  const diags: Diagnostic[] = [];
  const extra = new Map<string, TextSource>();
  const verbose = args.flags.has('--verbose');
  let result: CompileResult | undefined;
  if (inputs.length) {
    // The text lists problems; allowed findings only with --verbose. JSON always holds everything.
    result = compileFiles(inputs, { ...checkCompileOptions(format === 'json' || verbose), afterStreamedShip: youngGenerationCap() });
    for (const d of result.diagnostics) diags.push(d); // not push(...): a huge list overflows the stack
  }
  let checked = inputs.length;
  for (const f of files.filter((f) => f.endsWith('.json'))) {
    let text: string;
    try {
      text = readRegularFile(f);
    } catch {
      return usage(ctx, `cannot read ${f}`);
    }
    if (!explicitJson.has(f) && !looksLikeShipDocument(text)) continue;
    extra.set(f, { text, lines: new LineIndex(text) });
    for (const d of (await compileJson(f, text)).diagnostics) diags.push(d);
    checked++;
  }
  const listed = format === 'json' || verbose ? diags : diags.filter((d) => !isAllowed(d));
  printDiagnostics(ctx, listed, format, sourceLookup(result, extra));
  if (format === 'text' && !args.flags.has('--quiet')) ctx.err(summaryLine(diags, checked, verbose, ctx.color?.err, result?.allowedCounted));
  return hasErrors(diags) ? 1 : 0;
};

/** How standard input is named in diagnostics. */
export const STDIN_NAME = '<stdin>';
