// The ship document is described once (compiler/document/parts.ts). The files that carry a part of
// it from one form to another (the readers, the emitter, the schemas, the types, the displays)
// walk that description: none of them names a projection figure itself, so a new figure is its
// entry in the description plus the rule and play that give it meaning.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flightProperties } from '../../compiler/catalog/flights';
import { sectionSpecs, statedProjectionSpecs } from '../../compiler/document/parts';
import { shipProperties } from '../../compiler/catalog/index';

const CARRIERS = [
  'compiler/schema.ts',
  'compiler/json/input-schema.ts',
  'compiler/json/read.ts',
  'compiler/json/errors.ts',
  'compiler/emit.ts',
  'compiler/types.ts',
  'compiler/model.ts',
  'compiler/projections.ts',
  'compiler/shields-group.ts',
  'compiler/lower.ts',
  'compiler/convert/to-ship.ts',
  'compiler/convert/systems.ts',
  'compiler/convert/values.ts',
  'cli/summary.ts',
  'lsp/features/hover.ts',
  'render/b5wars.ts',
];

/** The code of a file without its comments (what a `//` inside a string hides does not matter here). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

// A figure that other parts have too (a section's armor) may be named where those parts are handled.
const elsewhere = new Set([...sectionSpecs, ...flightProperties, ...shipProperties.b5wars, ...shipProperties.sfb].map((p) => p.name));
const own = statedProjectionSpecs.map((s) => s.name).filter((n) => !elsewhere.has(n));

describe('the document description', () => {
  it('has projection figures of its own to check', () => {
    expect(own).toContain('perHit');
  });

  for (const file of CARRIERS)
    it(`${file} names no projection figure of its own`, () => {
      const text = code(file);
      for (const name of own) expect(new RegExp(`\\b${name}\\b`).test(text), `${file} names \`${name}\``).toBe(false);
    });
});
