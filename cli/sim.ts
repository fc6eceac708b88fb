// `drydock sim <scenario.json>`: run a scenario and print `{ results, state }` (docs/scenarios.md).
// Exit 0 when it ran (even with refused actions), 1 when the scenario or a ship file is invalid,
// 2 on usage or I/O problems.
import * as path from 'node:path';
import { runScenario, ScenarioError } from '../runtime/index';
import type { CommandContext } from './context';
import { readOneFile, writeResult } from './io';
import { loadPrecompiledValidators } from './precompiled';

export async function sim(argv: string[], ctx: CommandContext): Promise<number> {
  const input = readOneFile(argv, ctx, 'sim', 'scenario file');
  if (!input.ok) return input.exit;
  let scenario: unknown;
  try {
    scenario = JSON.parse(input.text);
  } catch (e) {
    ctx.err(`drydock sim: ${input.args.positionals[0]} is not valid JSON: ${(e as Error).message}\n`);
    return 1;
  }
  // The input family only when the scenario names a JSON ship document (see ./precompiled.ts).
  const ships = (scenario as { ships?: unknown } | null)?.ships;
  const jsonShips = !!ships && typeof ships === 'object' && Object.values(ships).some((e) => typeof (e as { file?: unknown })?.file === 'string' && /\.json$/i.test((e as { file: string }).file));
  await loadPrecompiledValidators(jsonShips ? ['runtime', 'input'] : ['runtime']);
  let output;
  /** The ship files (and their imports) the scenario read: never overwritten by -o. */
  const reads: string[] = [];
  try {
    output = runScenario(scenario, path.dirname(input.file), { warn: (m) => ctx.err(`drydock sim: ${m}\n`), read: (f) => reads.push(f) });
  } catch (e) {
    if (e instanceof ScenarioError) {
      ctx.err(`drydock sim: invalid scenario:\n${e.problems.map((p) => `  ${p}`).join('\n')}\n`);
      return 1;
    }
    throw e;
  }
  return writeResult(ctx, 'sim', input.args, JSON.stringify(output, null, input.args.flags.has('--compact') ? 0 : 2) + '\n', input.file, reads);
}
