import { readFileSync, writeFileSync } from 'node:fs';
const dir = '/work/main/tests/fixtures/syntax/ok/';
const files = ['excelsior', 'vudar-dw', 'highguard-cz'].map((f) => readFileSync(dir + f + '.ship', 'utf8'));
export function fleet(targetBytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < targetBytes; i++) {
    for (const f of files) {
      const t = f.replace(/^ruleset \w+\n/m, '').replace(/\b(Excelsior|ExcelsiorRefit|VudarDW|HighGuardCZ|HeavyQuantumTorpedo)\b/g, `$1_${i}`);
      parts.push(t);
      size += t.length;
    }
  }
  return parts.join('\n');
}
