// Prints a fixture's diagnostics in the `*.expected.json` format, to review before saving:
//   npx tsx tests/grammar/tools/diagnostics.ts tests/fixtures/syntax/broken/x.ship
import { readFileSync } from 'node:fs';
import { parse } from '../../../grammar/index';
import { located } from '../helpers';

for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const rows = located(text, parse(text, file).diagnostics);
  console.log(`[\n${rows.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n]`);
}
