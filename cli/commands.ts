// One function per CLI command. Exit codes (contract.md §1): 0 fine, 1 errors found, 2 usage or
// I/O problem.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Diagnostic } from '../grammar/diagnostic';
import { LineIndex } from '../grammar/positions';
import { compileFiles, hasErrors, type CompileResult } from '../compiler/index';
import { compiledDocumentSchema } from '../compiler/schema';
import { parseArgs } from './args';
import { expandPaths } from './files';
import { showPathsAs, toJson, toText, type TextSource } from './format-diagnostics';
import { summarise } from './summary';
import { loadPrecompiledValidators } from './precompiled';
import { outputIsInput } from './io';
import { readRegularFile, writeFileAtomic } from './safe-fs';

export interface CommandContext {
  out(s: string): void;
  err(s: string): void;
  cwd: string;
}

export type Command = (argv: string[], ctx: CommandContext) => Promise<number>;

const usage = (ctx: CommandContext, msg: string): number => {
  ctx.err(`drydock: ${msg}\n`);
  return 2;
};

/** Sources for code frames: the compiled program's files, plus any extra texts (JSON documents). */
function sourceLookup(result: CompileResult | undefined, extra: Map<string, TextSource>) {
  return (file: string): TextSource | undefined => {
    const unit = result?.program.files.get(file);
    if (unit) return { text: unit.text, lines: unit.lines };
    return extra.get(file);
  };
}

function printDiagnostics(ctx: CommandContext, diags: Diagnostic[], format: string, lookup: (f: string) => TextSource | undefined): void {
  if (format === 'json') ctx.out(JSON.stringify(toJson(diags, lookup, ctx.cwd), null, 2) + '\n');
  else if (diags.length) ctx.out(toText(diags, lookup, ctx.cwd) + '\n');
}

function summaryLine(diags: Diagnostic[], files: number): string {
  const n = (s: Diagnostic['severity']) => diags.filter((d) => d.severity === s).length;
  return `${files} file${files === 1 ? '' : 's'} checked: ${n('error')} error(s), ${n('warning')} warning(s), ${n('info')} info.\n`;
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

async function compileJson(file: string, text: string): Promise<{ diagnostics: Diagnostic[]; document?: unknown }> {
  const [{ compileJsonText }] = await Promise.all([import('../compiler/json/index'), loadPrecompiledValidators()]);
  return compileJsonText(text, file);
}

export const check: Command = async (argv, ctx) => {
  const args = parseArgs(argv, { values: ['--format'], booleans: ['--quiet'] });
  if (args.errors.length) return usage(ctx, args.errors.join('; '));
  const format = (args.flags.get('--format') as string) ?? 'text';
  if (format !== 'text' && format !== 'json') return usage(ctx, `--format is text or json, not ${format}`);
  if (!args.positionals.length) return usage(ctx, 'check needs at least one file or folder');
  const explicitJson = new Set(args.positionals.filter((p) => p.endsWith('.json')).map((p) => path.resolve(p)));
  const { files, missing, shown } = expandPaths(args.positionals, ['.ship', '.json']);
  if (missing.length) return usage(ctx, `cannot find ${missing.join(', ')}`);
  showPathsAs(shown);
  const shipFiles = files.filter((f) => !f.endsWith('.json'));
  const diags: Diagnostic[] = [];
  const extra = new Map<string, TextSource>();
  let result: CompileResult | undefined;
  if (shipFiles.length) {
    result = compileFiles(shipFiles.map((p) => ({ path: p })));
    diags.push(...result.diagnostics);
  }
  let checked = shipFiles.length;
  for (const f of files.filter((f) => f.endsWith('.json'))) {
    let text: string;
    try {
      text = readRegularFile(f);
    } catch {
      return usage(ctx, `cannot read ${f}`);
    }
    if (!explicitJson.has(f) && !looksLikeShipDocument(text)) continue;
    extra.set(f, { text, lines: new LineIndex(text) });
    diags.push(...(await compileJson(f, text)).diagnostics);
    checked++;
  }
  printDiagnostics(ctx, diags, format, sourceLookup(result, extra));
  if (format === 'text' && !args.flags.has('--quiet')) ctx.err(summaryLine(diags, checked));
  return hasErrors(diags) ? 1 : 0;
};

export const build: Command = async (argv, ctx) => {
  const args = parseArgs(argv, { values: ['-o', '--output', '--format'] });
  if (args.errors.length) return usage(ctx, args.errors.join('; '));
  if (args.positionals.length !== 1) return usage(ctx, 'build takes exactly one file');
  const file = path.resolve(ctx.cwd, args.positionals[0]);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return usage(ctx, `cannot find ${args.positionals[0]}`);
  showPathsAs(new Map([[file, args.positionals[0]]]));
  const out = (args.flags.get('-o') ?? args.flags.get('--output')) as string | undefined;
  if (out !== undefined && outputIsInput(ctx, 'build', out, file)) return 2;
  const format = (args.flags.get('--format') as string) ?? 'text';
  let diagnostics: Diagnostic[];
  let document: unknown;
  const extra = new Map<string, TextSource>();
  let result: CompileResult | undefined;
  if (file.endsWith('.json')) {
    let text: string;
    try {
      text = readRegularFile(file);
    } catch (e) {
      return usage(ctx, `cannot read ${args.positionals[0]}: ${(e as Error).message}`);
    }
    extra.set(file, { text, lines: new LineIndex(text) });
    ({ diagnostics, document } = await compileJson(file, text));
  } else {
    result = compileFiles([{ path: file }]);
    ({ diagnostics, document } = result);
  }
  if (hasErrors(diagnostics)) {
    printDiagnostics(ctx, diagnostics, format, sourceLookup(result, extra));
    ctx.err(`drydock build: ${path.basename(file)} has errors; nothing was emitted.\n`);
    return 1;
  }
  const json = JSON.stringify(document, null, 2) + '\n';
  if (diagnostics.length) ctx.err(toText(diagnostics, sourceLookup(result, extra), ctx.cwd) + '\n');
  if (out) {
    try {
      writeFileAtomic(path.resolve(ctx.cwd, out), json);
    } catch (e) {
      return usage(ctx, `cannot write ${out}: ${(e as Error).message}`);
    }
  } else ctx.out(json);
  return 0;
};

export const schema: Command = async (argv, ctx) => {
  const args = parseArgs(argv, { booleans: ['--input'] });
  if (args.errors.length) return usage(ctx, args.errors.join('; '));
  if (args.flags.has('--input')) {
    const { inputShipSchema } = await import('../compiler/json/input-schema');
    ctx.out(JSON.stringify(inputShipSchema(), null, 2) + '\n');
  } else ctx.out(JSON.stringify(compiledDocumentSchema(), null, 2) + '\n');
  return 0;
};

export const summary: Command = async (argv, ctx) => {
  const inputs = argv.length ? argv : ['examples'];
  const { files, missing } = expandPaths(inputs, ['.ship']);
  if (missing.length) return usage(ctx, `cannot find ${missing.join(', ')}`);
  const result = compileFiles(files.map((p) => ({ path: p })));
  ctx.out(summarise(result, ctx.cwd));
  const lookup = sourceLookup(result, new Map());
  if (result.diagnostics.length) ctx.out('\n' + toText(result.diagnostics, lookup, ctx.cwd) + '\n');
  return hasErrors(result.diagnostics) ? 1 : 0;
};

export const commands: Record<string, Command> = {
  check,
  build,
  schema,
  summary,
  fmt: async (argv, ctx) => (await import('./fmt')).fmt(argv, ctx),
  sim: async (argv, ctx) => (await import('./sim')).sim(argv, ctx),
  convert: async (argv, ctx) => (await import('./convert')).convert(argv, ctx),
  render: async (argv, ctx) => (await import('./render')).render(argv, ctx),
  lsp: async (argv, ctx) => (await import('./lsp')).lsp(argv, ctx),
};
