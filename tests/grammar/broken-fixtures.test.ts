// The corpus of broken files: each `broken/x.ship` lists its expected diagnostics in
// `broken/x.expected.json` (1-based lines and columns, a substring of the message), and must
// still yield its ships and the members that follow its first error.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/index';
import type { ExpectedDiagnostic } from './helpers';
import { allMembers, fixtureNames, fixturesDir, located } from './helpers';

const names = fixtureNames('broken');

describe('broken fixtures', () => {
  it('are at least 12, each with its expected diagnostics', () => {
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const name of names) expect(existsSync(fixturesDir + 'broken/' + name.replace(/\.ship$/, '.expected.json'))).toBe(true);
  });

  for (const name of names) {
    const text = readFileSync(fixturesDir + 'broken/' + name, 'utf8');
    const expected = JSON.parse(
      readFileSync(fixturesDir + 'broken/' + name.replace(/\.ship$/, '.expected.json'), 'utf8'),
    ) as ExpectedDiagnostic[];

    it(`${name}: reports exactly the expected diagnostics`, () => {
      const actual = located(text, parse(text, name).diagnostics);
      expect(actual.map(({ message, ...where }) => where)).toEqual(expected.map(({ message, ...where }) => where));
      expected.forEach((e, i) => {
        if (e.message) expect(actual[i].message).toContain(e.message);
      });
    });

    it(`${name}: still yields ships and the members after the first error`, () => {
      const { ast, diagnostics } = parse(text, name);
      expect(ast.decls.some((d) => d.kind === 'ship')).toBe(true);
      const firstError = diagnostics[0].span.start;
      const after = [...ast.decls, ...allMembers(ast)].filter((n) => n.span.start > firstError);
      expect(after.length).toBeGreaterThan(0);
    });
  }
});
