// lsp/features/lsp-diagnostic.ts sameDiagnostics: whether a pull is answered "unchanged". Two lists
// are the same exactly when their JSON, with the keys of every object in one order, is the same.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { sameDiagnostics } from '../../lsp/features/lsp-diagnostic';

/** JSON with the keys of every object sorted. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));
}

// A small domain, so that independent values are often equal.
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(0, 1, 2, 'a', 'b', '', null, true, false),
    fc.array(tie('value'), { maxLength: 2 }),
    fc.dictionary(fc.constantFrom('range', 'code', 'data', 'message'), tie('value'), { maxKeys: 3 }),
  ),
}));

describe('sameDiagnostics', () => {
  it('says the same exactly when the JSON (keys in one order) is the same', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 3 }), fc.array(value, { maxLength: 3 }), (a, b) => {
        const same = sameDiagnostics(a as LspDiagnostic[], b as LspDiagnostic[]);
        expect(same).toBe(canonical(a) === canonical(b));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds a copy the same, and a changed range, message or piece of data not', () => {
    const d: LspDiagnostic = { range: { start: { line: 3, character: 4 }, end: { line: 3, character: 9 } }, severity: 2, code: 'c', source: 'drydock', message: 'm', data: { rule: 'B5-HITS', missing: ['damage', 'range'] } };
    const copy = JSON.parse(JSON.stringify(d)) as LspDiagnostic;
    expect(sameDiagnostics([d, d], [copy, copy])).toBe(true);
    expect(sameDiagnostics([d], [{ ...copy, range: { ...copy.range, end: { line: 3, character: 10 } } }])).toBe(false);
    expect(sameDiagnostics([d], [{ ...copy, message: 'n' }])).toBe(false);
    expect(sameDiagnostics([d], [{ ...copy, data: { rule: 'B5-HITS', missing: ['damage'] } }])).toBe(false);
    expect(sameDiagnostics([d], [d, d])).toBe(false);
    expect(sameDiagnostics([], [])).toBe(true);
  });
});
