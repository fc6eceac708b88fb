// A generated fleet for benchmarks and scale tests: the example ships repeated with fresh names,
// so that every ship is distinct and the whole text compiles clean.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function example(name: string): string {
  return readFileSync(path.join(ROOT, 'examples', name), 'utf8');
}

/** Ship declarations of a file, without its `ruleset` line, with every ship/type name suffixed. */
function body(text: string, suffix: string, names: string[]): string {
  let out = text.replace(/^ruleset \w+\s*$/m, '');
  for (const n of names) out = out.replace(new RegExp(`\\b${n}\\b`, 'g'), `${n}_${suffix}`);
  return out;
}

/** `count` b5wars ships (in pairs: base + variant) and `count` sfb ships, as two files' texts. */
export function generateFleet(count: number): { b5wars: string; sfb: string } {
  const exc = example('excelsior.ship');
  const mir = example('miranda.ship');
  const dw = example('vudar-dw.ship');
  const cz = example('highguard-cz.ship');
  const b5: string[] = ['ruleset b5wars\n'];
  const sf: string[] = ['ruleset sfb\n'];
  for (let i = 0; i < count; i += 3) {
    b5.push(body(exc, String(i), ['ExcelsiorRefit', 'Excelsior']));
    b5.push(body(mir, String(i), ['Miranda']));
    sf.push(body(dw, String(i), ['VudarDW']));
    sf.push(body(cz, String(i), ['HighGuardCZ', 'HeavyQuantumTorpedo']));
  }
  return { b5wars: b5.join('\n'), sfb: sf.join('\n') };
}
