// A bench module run on its own (`npx tsx bench/<name>.ts`) rather than loaded by bench/run.ts:
// it runs its part, printing each line as it comes and the figures as JSON at the end.
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

export function runIfMain(moduleUrl: string, run: (line: (s: string) => void) => Promise<object>): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  run((s) => process.stdout.write(s + '\n')).then(
    (r) => process.stdout.write(JSON.stringify(r, null, 2) + '\n'),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
