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

/** Example files and the names declared in each (renamed per copy in generated workspaces). */
const WORKSPACE_FILES: [file: string, names: string[]][] = [
  ['excelsior.ship', ['ExcelsiorRefit', 'Excelsior']],
  ['miranda.ship', ['Miranda']],
  ['runabout.ship', ['Runabout']],
  ['highguard-cz.ship', ['HighGuardCZ', 'HeavyQuantumTorpedo']],
  ['vudar-dw.ship', ['VudarDW']],
  ['vudar-cw.ship', ['VudarCW', 'LongIonCannon']],
];

function renamed(text: string, suffix: string, names: string[]): string {
  let out = text;
  for (const n of names) out = out.replace(new RegExp(`\\b${n}\\b`, 'g'), `${n}_${suffix}`);
  return out;
}

/**
 * A workspace of about `lines` lines: copies of the examples (each a file of its own, names
 * suffixed per copy) plus, per copy, a file of variants that imports the copy's Excelsior (so
 * edits have dependents). Returns relative path -> text; every file compiles clean.
 */
export function generateWorkspace(lines: number): Record<string, string> {
  const files: Record<string, string> = {};
  let total = 0;
  for (let i = 0; total < lines; i++) {
    for (const [file, names] of WORKSPACE_FILES) {
      const text = renamed(example(file), String(i), names);
      files[`fleet-${i}/${file}`] = text;
      total += text.split('\n').length;
    }
    const variants =
      `// Variants of copy ${i}, in their own file.\nruleset b5wars\nimport "excelsior.ship"\n\n` +
      `ship Lakota_${i} extends Excelsior_${i} {\n  points: 870\n  section forward {\n    deflector DF { value: 9 }\n  }\n}\n`;
    files[`fleet-${i}/variants.ship`] = variants;
    total += variants.split('\n').length;
  }
  return files;
}

/** One file of about `lines` lines (the examples of both rulesets, renamed), for single-file scaling. */
export function generateBigFile(lines: number, ruleset: 'b5wars' | 'sfb' = 'b5wars'): string {
  const parts: string[] = [`ruleset ${ruleset}\n`];
  let total = 1;
  const sources: [string, string[]][] = ruleset === 'b5wars' ? WORKSPACE_FILES.slice(0, 3) : WORKSPACE_FILES.slice(3);
  for (let i = 0; total < lines; i++) {
    for (const [file, names] of sources) {
      const text = renamed(example(file), String(i), names).replace(/^ruleset \w+\s*$/m, '');
      parts.push(text);
      total += text.split('\n').length;
    }
  }
  return parts.join('\n');
}
