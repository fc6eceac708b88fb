// Every H93.* and Z-* rule (docs/rules.md) is named in the title of at least one sfb runtime test
// that checks its numbers (the list is copied here, so the check needs nothing but the repository).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RULES = [
  'H93.11', 'H93.12', 'H93.13', 'H93.14', 'H93.221', 'H93.223', 'H93.31', 'H93.32', 'H93.33', 'H93.34',
  'Z-PHZ-1', 'Z-PHZ-2', 'Z-QT-1', 'Z-QT-2', 'Z-QT-3', 'Z-QT-4', 'Z-PLZ-1', 'Z-PLZ-2', 'Z-PLZ-3', 'Z-PLZ-4',
  'Z-CC-1', 'Z-CC-2', 'Z-CC-3', 'Z-CC-4', 'Z-DF-1', 'Z-PWR-1', 'Z-BTY-1', 'Z-S7-1', 'Z-EW-1', 'Z-SHTL-1',
  'Z-CPU-1', 'Z-MISC',
  // Seed rules the runtime now plays, and the project IDs given to the rest.
  'H93.21', 'H93.22', 'H93.222', 'Z-S7-2', 'Z-CPU-2', 'Z-PRB-1', 'Z-LAB-1', 'Z-STD-1',
];

describe('rule coverage', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const titles = readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts') && f !== 'rule-coverage.test.ts')
    .flatMap((f) => [...readFileSync(`${dir}/${f}`, 'utf8').matchAll(/\bit\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!));

  for (const rule of RULES) {
    it(`${rule} is named by a test`, () => {
      const re = new RegExp(`(^|[^\\w.-])${rule.replace(/\./g, '\\.')}(?![\\w.]|-\\d)`);
      expect(titles.filter((t) => re.test(t)).length, `no test title names ${rule}`).toBeGreaterThan(0);
    });
  }
});
