// `drydock convert <file>`: a JSON ship document becomes .ship source, a .ship file becomes a JSON
// ship document (docs/compiled-document.md). Exit 0 converted, 1 the input has errors, 2 usage or I/O.
import * as path from 'node:path';
import { convertText } from '../compiler/convert/index';
import { LineIndex } from '../grammar/positions';
import type { CommandContext } from './context';
import { toText } from './format-diagnostics';
import { isAllowed } from './report';
import { readOneFile, writeResult } from './io';

export async function convert(argv: string[], ctx: CommandContext): Promise<number> {
  const input = readOneFile(argv, ctx, 'convert', '.json or .ship file');
  if (!input.ok) return input.exit;
  const { file, text } = input;
  const result = convertText(text, file);
  const lines = new LineIndex(text);
  const lookup = (f: string) => (f === file ? { text, lines } : undefined);
  // Allowed findings are accepted exceptions: `check --verbose` lists them, a conversion does not.
  const shown = result.diagnostics.filter((d) => !isAllowed(d));
  if (shown.length) ctx.err(toText(shown, lookup, ctx.cwd) + '\n');
  if (result.output === undefined || result.diagnostics.some((d) => d.severity === 'error')) {
    ctx.err(`drydock convert: ${path.basename(file)} has errors; nothing was converted.\n`);
    return 1;
  }
  return writeResult(ctx, 'convert', input.args, result.output, file, result.reads);
}
