// Every ST-* rule of docs/rules.md, Babylon 5 Wars is named by at least one b5wars runtime test (in a describe or
// test title). The list is copied here from the rule list
// (docs/rules.md); when the project's upstream rule list is beside the checkout, it is also
// checked against that.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const RULES = [
  'ST-IMP-1', 'ST-IMP-2', 'ST-IMP-3', 'ST-IMP-4',
  'ST-SH-2', 'ST-SH-3', 'ST-SH-4', 'ST-SH-5', 'ST-SH-6', 'ST-SH-7', 'ST-SH-8', 'ST-SH-9', 'ST-SH-10', 'ST-SH-11', 'ST-SH-12',
  'ST-WARP-1', 'ST-WARP-2', 'ST-WARP-3', 'ST-WARP-4', 'ST-WARP-5',
  'ST-CLK-1', 'ST-CLK-2', 'ST-CLK-3',
  'ST-APT-1', 'ST-APT-2',
];
/** Rules with no runtime effect: the compiler enforces them. */
const COMPILE_ONLY = ['ST-SH-1'];
/**
 * The project's own rule IDs for seed mechanics the spec gives no ID (the next number of the
 * family); docs/rules.md describes each.
 */
const PROJECT_RULES = ['ST-IMP-5', 'ST-IMP-6', 'ST-CLK-4', 'ST-SH-13'];

const dir = path.dirname(fileURLToPath(import.meta.url));
const titles = readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts') && f !== 'b5wars-rule-coverage.test.ts')
  .flatMap((f) => [...readFileSync(path.join(dir, f), 'utf8').matchAll(/\b(?:describe|test|it)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!));

describe('b5wars rule coverage', () => {
  for (const rule of [...RULES, ...PROJECT_RULES]) {
    test(`${rule} is named by a test`, () => {
      const re = new RegExp(`(^|[^\\w-])${rule}(?![\\w]|-\\d)`);
      expect(titles.some((t) => re.test(t)), `no test title names ${rule}`).toBe(true);
    });
  }

  test('every project rule ID is described in docs/rules.md', () => {
    const docs = readFileSync(path.resolve(dir, '../../docs/rules.md'), 'utf8');
    for (const rule of PROJECT_RULES) expect(docs, `docs/rules.md does not describe ${rule}`).toContain(`### ${rule} `);
  });

  const rulesMd = path.resolve(dir, '../../../shared/spec/rules.md');
  test.skipIf(!existsSync(rulesMd))('the list matches the ST-* IDs of rules.md', () => {
    const ids = new Set([...readFileSync(rulesMd, 'utf8').matchAll(/\*\*(ST-[A-Z]+-\d+)\*\*/g)].map((m) => m[1]!));
    expect([...ids].sort()).toEqual([...RULES, ...COMPILE_ONLY].sort());
  });
});
