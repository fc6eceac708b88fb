// `drydock check <path>... [--format text|json] [--quiet]`: validates .ship files and JSON ship
// documents (a folder means every .ship and ship-shaped .json below it) and prints diagnostics.
// Exit 0 no errors, 1 errors found, 2 usage or I/O problem.
import * as path from 'node:path';
import type { Diagnostic } from '../grammar/diagnostic';
import { LineIndex } from '../grammar/positions';
import { compileFiles, hasErrors, type CompileResult } from '../compiler/index';
import { parseArgs } from './args';
import { usage, type Command } from './context';
import { expandPaths } from './files';
import { showPathsAs, type TextSource } from './format-diagnostics';
import { readRegularFile } from './safe-fs';
import { compileJson, printDiagnostics, sourceLookup } from './report';

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

/**
 * How `check` compiles: it prints diagnostics with code frames (file texts) and nothing else, so
 * each file's syntax tree can go once its ships are checked. The benchmark compiles the same way.
 */
export const CHECK_COMPILE_OPTIONS = { releaseSyntax: true, diagnosticsOnly: true } as const;

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
    result = compileFiles(shipFiles.map((p) => ({ path: p })), CHECK_COMPILE_OPTIONS);
    for (const d of result.diagnostics) diags.push(d); // not push(...): a huge list overflows the stack
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
    for (const d of (await compileJson(f, text)).diagnostics) diags.push(d);
    checked++;
  }
  printDiagnostics(ctx, diags, format, sourceLookup(result, extra));
  if (format === 'text' && !args.flags.has('--quiet')) ctx.err(summaryLine(diags, checked));
  return hasErrors(diags) ? 1 : 0;
};
