// Every rule ID that docs/rules.md lists in "Every rule ID" is named by the title of at least one
// test (a describe, test or it anywhere under tests/), so a rule cannot be documented without a
// test that checks it. Ranges in the table (`SSD-1..5`, `H93.31-34`) stand for each ID in them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/compile';

/** The IDs of the table's first column, ranges expanded. */
export function documentedRuleIds(markdown: string): string[] {
  const table = markdown.slice(markdown.indexOf('## Every rule ID'));
  const ids = new Set<string>();
  for (const line of table.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| ---') || line.startsWith('| ID ')) continue;
    for (const part of line.split('|')[1].split(',')) {
      const p = part.trim().replace(/`/g, '');
      const range = /^(.*?[.-])(\d+)(?:-|\.\.)(\d+)$/.exec(p);
      if (range) for (let i = Number(range[2]); i <= Number(range[3]); i++) ids.add(`${range[1]}${i}`);
      else if (p) ids.add(p);
    }
  }
  return [...ids];
}

function testTitles(dir: string): string[] {
  const out: string[] = [];
  for (const f of readdirSync(dir)) {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) out.push(...testTitles(p));
    else if (f.endsWith('.test.ts')) out.push(...[...readFileSync(p, 'utf8').matchAll(/\b(?:describe|test|it)(?:\.\w+\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]));
  }
  return out;
}

describe('every documented rule ID has a test', () => {
  const ids = documentedRuleIds(readFileSync(path.join(ROOT, 'docs', 'rules.md'), 'utf8'));
  const titles = testTitles(path.join(ROOT, 'tests'));

  it('reads the table, ranges expanded', () => {
    expect(ids.length).toBeGreaterThan(70);
    expect(ids).toEqual(expect.arrayContaining(['ST-SH-3', 'H93.12', 'H93.32', 'SSD-3', 'Z-CC-3', 'Z-PLZ-1']));
    expect(documentedRuleIds('## Every rule ID\n| ID | what |\n| --- | --- |\n| A-1..3, B.7-8 | x |\n')).toEqual(['A-1', 'A-2', 'A-3', 'B.7', 'B.8']);
  });

  for (const id of ids) {
    it(`a test title names ${id}`, () => {
      const re = new RegExp(`(^|[^\\w.-])${id.replace(/\./g, '\\.')}(?![\\w]|[.-]\\d)`);
      expect(titles.some((t) => re.test(t)), `no describe/test/it title under tests/ names ${id}; name the test that checks it`).toBe(true);
    });
  }
});
