// `drydock convert <file>`: a JSON ship document becomes .ship source, a .ship file becomes a JSON
// ship document (contract §4). Exit 0 converted, 1 the input has errors, 2 usage or I/O.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { convertText } from '../compiler/convert/index';
import { LineIndex } from '../grammar/positions';
import { parseArgs } from './args';
import type { CommandContext } from './commands';
import { toText } from './format-diagnostics';

export async function convert(argv: string[], ctx: CommandContext): Promise<number> {
  const args = parseArgs(argv, { values: ['-o', '--output'] });
  if (args.errors.length || args.positionals.length !== 1) {
    ctx.err(`drydock convert: ${args.errors.join('; ') || 'give exactly one .json or .ship file'}\n`);
    return 2;
  }
  const file = path.resolve(ctx.cwd, args.positionals[0]);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    ctx.err(`drydock convert: cannot read ${args.positionals[0]}\n`);
    return 2;
  }
  const result = convertText(text, file);
  const lines = new LineIndex(text);
  const lookup = (f: string) => (f === file ? { text, lines } : undefined);
  if (result.diagnostics.length) ctx.err(toText(result.diagnostics, lookup, ctx.cwd) + '\n');
  if (result.output === undefined || result.diagnostics.some((d) => d.severity === 'error')) {
    ctx.err(`drydock convert: ${path.basename(file)} has errors; nothing was converted.\n`);
    return 1;
  }
  const out = (args.flags.get('-o') ?? args.flags.get('--output')) as string | undefined;
  if (out) {
    try {
      fs.writeFileSync(path.resolve(ctx.cwd, out), result.output);
    } catch (e) {
      ctx.err(`drydock convert: cannot write ${out}: ${(e as Error).message}\n`);
      return 2;
    }
  } else ctx.out(result.output);
  return 0;
}
