// `drydock schema [--input]`: the JSON Schema of the compiled document, or with --input the
// schema of JSON ship documents that `check`, `build`, `convert` and `render` accept.
import { compiledDocumentSchema } from '../compiler/schema';
import { parseArgs } from './args';
import { usage, type Command } from './context';
import { SPECS } from './specs';

export const schema: Command = async (argv, ctx) => {
  const args = parseArgs(argv, SPECS.schema);
  if (args.errors.length) return usage(ctx, `${args.errors.join('; ')}. Run drydock schema --help for the options.`);
  if (args.positionals.length) return usage(ctx, `schema takes no file (got ${args.positionals.join(' ')})`);
  if (args.flags.has('--input')) {
    const { inputShipSchema } = await import('../compiler/json/input-schema');
    ctx.out(JSON.stringify(inputShipSchema(), null, 2) + '\n');
  } else ctx.out(JSON.stringify(compiledDocumentSchema(), null, 2) + '\n');
  return 0;
};
