// The broken-ship corpus: every tests/fixtures/rules/**/*.ship and tests/fixtures/json/*.json
// produces exactly the diagnostics of its sibling .expected.json (code, rule, severity and the
// 1-based range). UPDATE_FIXTURES=1 rewrites the expected files (review the diff before keeping it).
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../../compiler/index';
import { compileJsonText } from '../../../compiler/json/index';
import type { Diagnostic } from '../../../grammar/diagnostic';
import { LineIndex } from '../../../grammar/positions';
import { ROOT } from '../../helpers/compile';

interface Expected {
  code: string;
  rule?: string;
  severity: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

function walk(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return walk(p, ext);
    return f.endsWith(ext) && !f.endsWith('.expected.json') ? [p] : [];
  });
}

function toExpected(d: Diagnostic, lines: LineIndex): Expected {
  const s = lines.position(d.span.start);
  const e = lines.position(d.span.end);
  return {
    code: d.code,
    ...(d.rule ? { rule: d.rule } : {}),
    severity: d.severity,
    line: s.line + 1,
    column: s.character + 1,
    endLine: e.line + 1,
    endColumn: e.character + 1,
  };
}

const order = (a: Expected, b: Expected) => a.line - b.line || a.column - b.column || a.code.localeCompare(b.code) || (a.rule ?? '').localeCompare(b.rule ?? '');

function actualFor(file: string): { list: Expected[]; all: Diagnostic[] } {
  const text = readFileSync(file, 'utf8');
  const lines = new LineIndex(text);
  const diags = file.endsWith('.json') ? compileJsonText(text, file).diagnostics : compileFile(file).diagnostics;
  const own = diags.filter((d) => path.resolve(d.file) === path.resolve(file));
  return { list: own.map((d) => toExpected(d, lines)).sort(order), all: diags };
}

const shipFixtures = walk(path.join(ROOT, 'tests/fixtures/rules'), '.ship');
const jsonFixtures = walk(path.join(ROOT, 'tests/fixtures/json'), '.json');

describe('broken-ship corpus', () => {
  it('has at least 40 broken ships, in both rulesets and both formats', () => {
    const all = [...shipFixtures, ...jsonFixtures];
    expect(all.length).toBeGreaterThanOrEqual(40);
    const text = all.map((f) => readFileSync(f, 'utf8'));
    expect(shipFixtures.some((f) => f.includes('/b5wars/'))).toBe(true);
    expect(shipFixtures.some((f) => f.includes('/sfb/'))).toBe(true);
    expect(jsonFixtures.filter((f, i) => text[shipFixtures.length + i].includes('"b5wars"')).length).toBeGreaterThan(3);
    expect(jsonFixtures.filter((f, i) => text[shipFixtures.length + i].includes('"sfb"')).length).toBeGreaterThan(3);
  });

  for (const file of [...shipFixtures, ...jsonFixtures]) {
    const rel = path.relative(ROOT, file);
    it(`${rel} produces exactly its expected diagnostics`, () => {
      const expectedFile = file.replace(/\.(ship|json)$/, '.expected.json');
      const { list, all } = actualFor(file);
      if (process.env.UPDATE_FIXTURES) writeFileSync(expectedFile, JSON.stringify(list, null, 2) + '\n');
      const expected = (JSON.parse(readFileSync(expectedFile, 'utf8')) as Expected[]).sort(order);
      expect(list).toEqual(expected);
      // a broken ship is broken: at least one diagnostic that is not information
      expect(all.some((d) => d.severity !== 'info')).toBe(true);
      // every diagnostic speaks to the reader, and every fix edits something
      for (const d of all) {
        expect(d.message.length).toBeGreaterThan(20);
        for (const f of d.data?.fixes ?? []) expect(f.edits.length).toBeGreaterThan(0);
      }
    });
  }
});
