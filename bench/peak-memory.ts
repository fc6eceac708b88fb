// Peak memory of `check` on a fleet against JSON.parse + ajv on the compiled JSON of the same
// ships, each in a fresh process (resident set high-water mark, process.resourceUsage().maxRSS).
//   npx tsx bench/peak-memory.ts check <dir>      compile <dir>/b5.ship and <dir>/sfb.ship
//   npx tsx bench/peak-memory.ts baseline <dir>   JSON.parse + ajv of <dir>/fleet.json
//   npx tsx bench/peak-memory.ts idle <dir>       load the same modules, do nothing (the floor)
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { compileFiles } from '../compiler/index';
import { compiledDocumentSchema } from '../compiler/schema';
import { checkCompileOptions } from '../cli/check';

const [mode, dir] = process.argv.slice(2);
if (mode === 'check') {
  const files = ['b5.ship', 'sfb.ship'].map((f) => path.join(dir, f));
  const result = compileFiles(files.map((p) => ({ path: p })), { ...checkCompileOptions(false), root: dir });
  if (result.diagnostics.some((d) => d.severity === 'error')) process.exitCode = 1;
} else if (mode === 'baseline') {
  const validate = new Ajv2020({ strict: false }).compile(compiledDocumentSchema());
  if (!validate(JSON.parse(readFileSync(path.join(dir, 'fleet.json'), 'utf8')))) process.exitCode = 1;
} else if (mode !== 'idle') {
  process.exitCode = 2;
}
process.stdout.write(`${process.resourceUsage().maxRSS}\n`);
