// Builds a large fleet text from the language.md examples (ships renamed so that every copy is a
// distinct, valid declaration). Used by the speed script and the large-input tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const okDir = fileURLToPath(new URL('../../fixtures/syntax/ok/', import.meta.url));
const EXAMPLES = ['excelsior.ship', 'vudar-dw.ship', 'highguard-cz.ship'];
const NAMES = /\b(ExcelsiorRefit|Excelsior|VudarDW|HighGuardCZ|HeavyQuantumTorpedo)\b/g;

/** The three examples, repeated until the text reaches `bytes` characters. */
export function fleetText(bytes: number): string {
  const sources = EXAMPLES.map((f) => readFileSync(okDir + f, 'utf8').replace(/^ruleset \w+\n/m, ''));
  const parts = ['ruleset sfb\n'];
  let size = parts[0].length;
  for (let i = 0; size < bytes; i++) {
    for (const src of sources) {
      const copy = src.replace(NAMES, `$1_${i}`);
      parts.push(copy);
      size += copy.length;
    }
  }
  return parts.join('\n');
}
