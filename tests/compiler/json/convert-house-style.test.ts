// `drydock build` then `drydock convert` on every example and on drydock's library of system
// types (which the Trek examples import): the .ship text convert writes is
// already in the house style (`drydock fmt --check` passes on it: convert prints its syntax tree
// with the formatter's printer), and it compiles to the same document as the example, byte for
// byte once the source positions (which name the file and lines the ship was read from) are left out.
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonToShipSource } from '../../../compiler/convert/index';
import { compiledDocument, compileFiles } from '../../../compiler/index';
import { isFormatted } from '../../../format/format';
import { compileMemory, ROOT } from '../../helpers/compile';

/** Every .ship file under examples/, in every folder. */
function shipFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? shipFiles(p) : e.name.endsWith('.ship') ? [p] : [];
  });
}

/** The document as `drydock build` writes it, without the `source` of each ship and flight. */
function built(result: ReturnType<typeof compileFiles>): string {
  const withoutSource = (_key: string, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) && 'source' in v ? { ...v, source: undefined } : v);
  return JSON.stringify(compiledDocument(result.ships, result.flights), withoutSource, 2);
}

const errors = (r: { diagnostics: { severity: string; code: string; message: string }[] }) =>
  r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);

const examples = [...shipFiles(path.join(ROOT, 'examples')), ...shipFiles(path.join(ROOT, 'lib'))].sort();

describe('convert writes the house style and the same ships, for every example', () => {
  it('finds the examples and the library, files in subfolders too', () => {
    expect(examples.length).toBeGreaterThan(20);
    expect(examples.some((f) => f.endsWith(`${path.sep}lib${path.sep}fieryvoid${path.sep}trek.ship`))).toBe(true);
  });

  for (const file of examples) {
    it(`${path.relative(ROOT, file)}: build, convert, fmt --check, build again`, async () => {
      const first = compileFiles([{ path: file }]);
      expect(errors(first)).toEqual([]);
      const json = JSON.stringify(compiledDocument(first.ships, first.flights), null, 2) + '\n';
      const back = jsonToShipSource(json, file.replace(/\.ship$/, '.json'));
      expect(errors(back)).toEqual([]);
      expect(back.text).toBeDefined();
      const text = back.text!;
      expect(await isFormatted(text, { filepath: 'converted.ship' })).toBe(true);
      const again = compileMemory({ 'converted.ship': text });
      expect(errors(again)).toEqual([]);
      expect(built(again)).toBe(built(first));
    });
  }
});
