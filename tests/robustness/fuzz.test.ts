// Fuzzing of the parser and the compiler (fast-check): random token streams, random mutations
// and truncations of examples/*.ship. Whatever the input: parse() and the compiler never throw
// (nor fall back to the parser's `internal-error`), every diagnostic span and every AST span lies
// inside its document, and the compiled document is plain JSON that round-trips unchanged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/index';
import { assertNoPollution, astSpanProblems, compileInProject, compileSpanProblems, EXAMPLE_NAMES, EXAMPLES, oddPrototypes, spanProblems } from './helpers';

// Its work grows with the corpus (or is deliberately large), so a loaded machine can take longer
// than the default 30 s; this is a bound against hangs, not a timing assertion.
const HEAVY = 180_000;

/** Raise with DRYDOCK_FUZZ_RUNS=5000 for a deeper local run. */
const RUNS = Number(process.env.DRYDOCK_FUZZ_RUNS ?? 150);

/** Parse and compile `text`; throws (with the input in the message) on any broken invariant. */
function check(text: string): void {
  const parsed = parse(text, '/virtual-project/input.ship');
  const pSpans = spanProblems(parsed.diagnostics, () => text.length);
  if (pSpans.length) throw new Error(`parser spans: ${pSpans.join('; ')}`);
  const aSpans = astSpanProblems(parsed.ast, text.length);
  if (aSpans.length) throw new Error(`AST spans: ${aSpans.join('; ')}`);
  if (parsed.diagnostics.some((d) => d.code === 'internal-error')) throw new Error(`parser internal error: ${parsed.diagnostics.find((d) => d.code === 'internal-error')!.message}`);

  const { result } = compileInProject(text);
  const cSpans = compileSpanProblems(result);
  if (cSpans.length) throw new Error(`compiler spans: ${cSpans.join('; ')}`);
  for (const d of result.diagnostics) {
    if (typeof d.message !== 'string' || d.message.length === 0) throw new Error(`diagnostic ${d.code} has no message`);
    if (!['error', 'warning', 'info'].includes(d.severity)) throw new Error(`diagnostic ${d.code} has severity ${String(d.severity)}`);
  }
  const json = JSON.stringify(result.document);
  if (JSON.stringify(JSON.parse(json)) !== json) throw new Error('the compiled document does not round-trip through JSON');
  const odd = oddPrototypes(result.document);
  if (odd.length) throw new Error(`compiled document objects with a foreign prototype: ${odd.join(', ')}`);
  assertNoPollution();
}

// ---- vocabulary of random token streams ------------------------------------------------------

const TOKENS = [
  // keywords and names
  'ruleset', 'rules', 'import', 'arc', 'system', 'ship', 'extends', 'allow', 'remove', 'section', 'hits', 'shields',
  'b5wars', 'sfb', 'all', 'FA', 'RS', 'true', 'false', 'large', 'structure', 'deflector', 'phaserZ', 'cpu', 'ionCannon',
  'ionicCapacitor', 'centralCapacitor', 'defenseField', 'seventhShield', 'boxes', 'arc', 'value', 'power', 'name', 'size', 'sizeClass',
  '__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', 'A', 'B1', '_x', 'ship_',
  // rule ids, numbers, strings
  'SSD-5', 'ST-SH-9', 'H93.12', 'Z-CC-1', '0', '1', '40', '1.5', '300', '360', '99999999999999999999', '1e308', '0.0000001',
  '"s"', '"Excelsior"', '""', '"\\""', '"unclosed', '"a\\', '"x.ship"', '"../../etc/passwd.ship"', '"/etc/passwd"',
  // punctuation
  '{', '}', '[', ']', ',', ':', '..', '=', '/', '+', '-', '.', '...', '*', ';',
  // comments and trivia
  '// c\n', '/// doc\n', '/* b */', '/*', '*/', '\n', '\r\n', '\r', ' ', '\t', '\u00a0', '\ufeff',
  // junk
  '\u0000', '\u0001', '\u007f', '@', '#', '$', '%', '“', '”', "'", '😀', '\ud800', '\udc00', 'é', '\u2028', '\\',
];

const tokenStream = fc.array(fc.constantFrom(...TOKENS), { maxLength: 120 }).chain((toks) =>
  fc.array(fc.constantFrom(' ', '', '\n'), { minLength: toks.length, maxLength: toks.length }).map((seps) => toks.map((t, i) => t + seps[i]).join('')),
);

const example = fc.constantFrom(...EXAMPLE_NAMES).map((n) => EXAMPLES[n]);

/** One edit: replace [at, at + del) of the text by `ins`. */
const edit = fc.record({
  at: fc.nat(),
  del: fc.nat({ max: 12 }),
  ins: fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 4 }), fc.constant('')),
});

function applyEdits(text: string, edits: { at: number; del: number; ins: string }[]): string {
  let out = text;
  for (const e of edits) {
    const at = out.length ? e.at % (out.length + 1) : 0;
    out = out.slice(0, at) + e.ins + out.slice(at + e.del);
  }
  return out;
}

describe('parser and compiler fuzzing', () => {
  it('random token streams never break an invariant', () => {
    fc.assert(fc.property(tokenStream, (s) => check(s)), { numRuns: RUNS * 2 });
  });

  it('random token streams after a valid header never break an invariant', () => {
    fc.assert(
      fc.property(fc.constantFrom('ruleset b5wars\nship S {\n', 'ruleset sfb\nship S {\n', 'ruleset sfb\n'), tokenStream, (head, s) => check(head + s)),
      { numRuns: RUNS * 2 },
    );
  });

  it('random printable and binary strings never break an invariant', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 100 })), (s) => check(s)),
      { numRuns: RUNS },
    );
  });

  it('random mutations of the examples never break an invariant', () => {
    fc.assert(fc.property(example, fc.array(edit, { minLength: 1, maxLength: 8 }), (text, edits) => check(applyEdits(text, edits))), { numRuns: RUNS * 2 });
  });

  it('random truncations of the examples never break an invariant', () => {
    fc.assert(fc.property(example, fc.double({ min: 0, max: 1, noNaN: true }), (text, f) => check(text.slice(0, Math.floor(f * text.length)))), { numRuns: RUNS });
  });

  it('every prefix of every example (and the text with each line removed) keeps the invariants', () => {
    for (const name of EXAMPLE_NAMES) {
      const text = EXAMPLES[name];
      // Every prefix at a token boundary-ish step: whole file in at most ~120 cuts.
      const step = Math.max(1, Math.floor(text.length / 120));
      for (let i = 0; i <= text.length; i += step) check(text.slice(0, i));
      const lines = text.split('\n');
      for (let i = 0; i < lines.length; i++) check([...lines.slice(0, i), ...lines.slice(i + 1)].join('\n'));
    }
  }, HEAVY);

  it('spliced examples (one example cut into another) keep the invariants', () => {
    fc.assert(
      fc.property(example, example, fc.nat(), fc.nat(), (a, b, i, j) => check(a.slice(0, i % (a.length + 1)) + b.slice(j % (b.length + 1)))),
      { numRuns: RUNS },
    );
  });

  it('the examples themselves still compile without errors (the fuzz seeds are sound)', () => {
    for (const name of EXAMPLE_NAMES) {
      const { result } = compileInProject(EXAMPLES[name]);
      expect(result.diagnostics.filter((d) => d.severity === 'error'), name).toEqual([]);
    }
  });
});
