// lsp/features/diagnostic-reuse.ts: a document's diagnostics, converted again after each edit,
// are always those of a fresh conversion; a diagnostic that says the same at the same place comes
// back as the object it was last time, and each object serves one diagnostic only.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../grammar/diagnostic';
import { DiagnosticConversions } from '../../lsp/features/diagnostic-reuse';
import { toLspDiagnostic } from '../../lsp/features/lsp-diagnostic';
import { sourceOf } from '../../lsp/util';

const TEXT = 'ship A {\n  points: 850\n}\nship B {\n  points: 9\n}\n';

// A small domain, so that the same message at the same place with other data comes up often.
const diagnostic = fc.record({
  code: fc.constantFrom('a', 'b', 'unused-allow'),
  severity: fc.constantFrom('error', 'warning', 'info') as fc.Arbitrary<Diagnostic['severity']>,
  message: fc.constantFrom('m', 'n'),
  span: fc.nat(TEXT.length).chain((start) => fc.record({ start: fc.constant(start), end: fc.integer({ min: start, max: TEXT.length }) })),
  file: fc.constant('/x.ship'),
  rule: fc.option(fc.constantFrom('B5-HITS', 'SSD-5'), { nil: undefined }),
  data: fc.option(fc.record({ allowed: fc.boolean() }, { requiredKeys: [] }), { nil: undefined }),
});

describe('DiagnosticConversions', () => {
  it('converts as afresh, and hands back an earlier object only for a diagnostic that says the same there', () => {
    fc.assert(
      fc.property(fc.array(fc.array(diagnostic, { maxLength: 12 }), { minLength: 1, maxLength: 5 }), fc.nat(20), (rounds, insertAt) => {
        const c = new DiagnosticConversions();
        let src = sourceOf(TEXT);
        for (const [i, list] of rounds.entries()) {
          // Between rounds a character goes in: spans move while most ranges stay.
          if (i > 0) src = sourceOf(`${src.text.slice(0, insertAt)}x${src.text.slice(insertAt)}`);
          const out = c.convert(list, src);
          expect(out).toEqual(list.map((d) => toLspDiagnostic(d, src)));
          expect(new Set(out).size).toBe(out.length);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('reuses the objects of diagnostics an insert on another line left where they were', () => {
    const c = new DiagnosticConversions();
    const d = (start: number, message: string, data?: Diagnostic['data']): Diagnostic => ({ code: 'c', severity: 'info', message, span: { start, end: start + 3 }, file: '/x.ship', data });
    const first = c.convert([d(13, 'one', { fixes: [] }), d(42, 'two')], sourceOf(TEXT));
    // One character before the first line's end: every span moves by one, the second line does not.
    const moved = `ship A {x${TEXT.slice(8)}`;
    const second = c.convert([d(14, 'one', { fixes: [] }), d(43, 'two')], sourceOf(moved));
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    // Same place, other data, other message, or another place: new objects.
    const third = c.convert([d(14, 'one', { fixes: [{ title: 't', edits: [] }] }), d(43, 'three')], sourceOf(moved));
    expect(third[0]).not.toBe(first[0]);
    expect(third[1]).not.toBe(first[1]);
    expect(c.convert([d(15, 'one', { fixes: [{ title: 't', edits: [] }] })], sourceOf(moved))[0]).not.toBe(third[0]);
  });

  it('gives each of many equal diagnostics at one place its own object', () => {
    const c = new DiagnosticConversions();
    const same: Diagnostic = { code: 'c', severity: 'error', message: 'm', span: { start: 0, end: 1 }, file: '/x.ship' };
    const list = Array.from({ length: 5000 }, () => same);
    const a = c.convert(list, sourceOf(TEXT));
    const b = c.convert(list, sourceOf(TEXT));
    expect(new Set(a).size).toBe(5000);
    expect(new Set(b).size).toBe(5000);
    expect(b).toEqual(a);
    expect(b.filter((x, i) => x === a[i]).length).toBe(5000);
  });

  it('finds the earlier objects when many diagnostics came before them', () => {
    const c = new DiagnosticConversions();
    const text = 'x\n'.repeat(200);
    const at = (line: number, message: string): Diagnostic => ({ code: 'c', severity: 'warning', message, span: { start: 2 * line, end: 2 * line + 1 }, file: '/x.ship' });
    const kept = Array.from({ length: 50 }, (_, i) => at(100 + i, `kept ${i}`));
    const first = c.convert(kept, sourceOf(text));
    // Twenty new diagnostics before them (the in-order look sees only a few ahead): the kept
    // ones are found among those with their message.
    const second = c.convert([...Array.from({ length: 20 }, (_, i) => at(i, `new ${i}`)), ...kept], sourceOf(text));
    expect(second.slice(20)).toEqual(first);
    expect(second.slice(20).every((x, i) => x === first[i])).toBe(true);
    // And forty before them gone: the few looked for in order first are made anew, then the rest
    // are found by message and in order again.
    const third = c.convert(kept.slice(20), sourceOf(text));
    expect(third).toEqual(first.slice(20));
    expect(third.filter((x, i) => x === first[20 + i]).length).toBeGreaterThanOrEqual(30 - 4);
  });
});
