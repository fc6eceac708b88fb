// Fixture pairs: tests/fixtures/format/<name>.input.ship formats to <name>.output.ship (with the
// Prettier options of <name>.options.json, if any), the output formats to itself, and formatting
// keeps the comments and the compiled document.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectSafeFormat, formatShip } from './helpers';

const DIR = path.resolve(__dirname, '..', 'fixtures', 'format');
const names = readdirSync(DIR)
  .filter((f) => f.endsWith('.input.ship'))
  .map((f) => f.slice(0, -'.input.ship'.length))
  .sort();

describe('format fixtures', () => {
  it('has a fixture pair per construct', () => {
    expect(names.length).toBeGreaterThanOrEqual(15);
    for (const name of names) expect(existsSync(path.join(DIR, `${name}.output.ship`)), `${name}.output.ship`).toBe(true);
  });

  for (const name of names) {
    it(name, async () => {
      const inputFile = path.join(DIR, `${name}.input.ship`);
      const input = readFileSync(inputFile, 'utf8');
      const expected = readFileSync(path.join(DIR, `${name}.output.ship`), 'utf8');
      const optionsFile = path.join(DIR, `${name}.options.json`);
      const options = existsSync(optionsFile) ? JSON.parse(readFileSync(optionsFile, 'utf8')) : {};
      const once = await formatShip(input, { ...options, filepath: inputFile });
      expect(once).toBe(expected);
      // Stable: the expected output is already formatted.
      expect(await formatShip(expected, { ...options, filepath: inputFile })).toBe(expected);
      await expectSafeFormat(input, inputFile, options);
    });
  }
});
