// docs/seed-coverage.md lists every mechanic of the three seeds with its status and what shows it.
// This keeps the page honest: every test or scenario a row names exists, every "played" row names
// at least one, every status is one the page defines, and the totals line matches the rows.
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/compile';

interface Row {
  id: string;
  mechanic: string;
  status: string;
  files: string[];
}

const STATUSES = ['played', 'data only', 'not applicable', 'not played'];

/** The rows of the page's mechanic tables (first cell `000-01` and the like). */
export function coverageRows(markdown: string): Row[] {
  const rows: Row[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 7 || !/^\d{3}-\d{2}$/.test(cells[1]!)) continue;
    const files = [...cells[5]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    rows.push({ id: cells[1]!, mechanic: cells[2]!, status: cells[4]!, files });
  }
  return rows;
}

describe('docs/seed-coverage.md', () => {
  const text = readFileSync(path.join(ROOT, 'docs', 'seed-coverage.md'), 'utf8');
  const rows = coverageRows(text);

  it('reads every seed\'s table: more than the 147 mechanics of the audit, each id once', () => {
    expect(rows.length).toBeGreaterThanOrEqual(147);
    for (const seed of ['000', '003', '004']) expect(rows.some((r) => r.id.startsWith(`${seed}-`))).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('every status is one the page defines', () => {
    for (const r of rows) expect(STATUSES, `${r.id} ${r.mechanic}`).toContain(r.status);
  });

  it('every played row names a test or scenario', () => {
    const bare = rows.filter((r) => r.status === 'played' && !r.files.some((f) => /\.test\.ts$|^examples\/scenarios\/.+\.json$|^tests\/runtime\/scenarios\/.+\.json$/.test(f)));
    expect(bare.map((r) => `${r.id} ${r.mechanic}`)).toEqual([]);
  });

  it('every test, scenario or file a row names exists in the repository', () => {
    const missing = rows.flatMap((r) => r.files.filter((f) => !existsSync(path.join(ROOT, f))).map((f) => `${r.id}: ${f}`));
    expect(missing).toEqual([]);
  });

  it('the totals line counts the rows', () => {
    const count = (s: string) => rows.filter((r) => r.status === s).length;
    expect(text).toContain(`Totals: ${rows.length} mechanics; ${STATUSES.map((s) => `${count(s)} ${s}`).join(', ')}.`);
  });

  it('docs/rules.md links the page', () => {
    expect(readFileSync(path.join(ROOT, 'docs', 'rules.md'), 'utf8')).toContain('](seed-coverage.md)');
  });
});
