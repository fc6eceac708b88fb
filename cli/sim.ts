// `drydock sim <scenario.json>`: run a scenario and print `{ results, state }` (contract §6).
// Exit 0 when it ran (even with refused actions), 1 when the scenario or a ship file is invalid,
// 2 on usage or I/O problems.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runScenario, ScenarioError } from '../runtime/index';
import { parseArgs } from './args';
import { loadPrecompiledValidators } from './precompiled';
import type { CommandContext } from './commands';

export async function sim(argv: string[], ctx: CommandContext): Promise<number> {
  const args = parseArgs(argv, { values: ['-o', '--output'], booleans: ['--compact'] });
  if (args.errors.length || args.positionals.length !== 1) {
    ctx.err(`drydock sim: ${args.errors.join('; ') || 'give exactly one scenario file'}\n`);
    return 2;
  }
  const file = path.resolve(ctx.cwd, args.positionals[0]);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    ctx.err(`drydock sim: cannot read ${args.positionals[0]}\n`);
    return 2;
  }
  let scenario: unknown;
  try {
    scenario = JSON.parse(text);
  } catch (e) {
    ctx.err(`drydock sim: ${args.positionals[0]} is not valid JSON: ${(e as Error).message}\n`);
    return 1;
  }
  await loadPrecompiledValidators();
  let output;
  try {
    output = runScenario(scenario, path.dirname(file));
  } catch (e) {
    if (e instanceof ScenarioError) {
      ctx.err(`drydock sim: invalid scenario:\n${e.problems.map((p) => `  ${p}`).join('\n')}\n`);
      return 1;
    }
    throw e;
  }
  const json = JSON.stringify(output, null, args.flags.has('--compact') ? 0 : 2) + '\n';
  const out = (args.flags.get('-o') ?? args.flags.get('--output')) as string | undefined;
  if (out) fs.writeFileSync(path.resolve(ctx.cwd, out), json);
  else ctx.out(json);
  return 0;
}
