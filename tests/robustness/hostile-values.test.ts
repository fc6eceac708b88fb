// Hostile values and encodings: huge numbers (1e308, 1e400, 99999999999999999999), NaN-like
// text, binary bytes and NUL, a BOM, CRLF and CR line endings (diagnostic positions must name the
// same line and column as with LF), a 10 MB line, and declarations chained very deep (extends,
// imports). Clear errors or correct compilation; never a throw, never a non-JSON value.
import { describe, expect, it } from 'vitest';
import { compileFiles, type CompileResult } from '../../compiler/index';
import { parse } from '../../grammar/index';
import { LineIndex } from '../../grammar/positions';
import { assertNoPollution, compileInProject, compileSpanProblems, EXAMPLE_NAMES, EXAMPLES, recordingHost } from './helpers';

const H400 = '9'.repeat(400); // 1e400: Infinity as a double
const H20 = '99999999999999999999'; // above Number.MAX_SAFE_INTEGER

function compile(text: string): CompileResult {
  return compileInProject(text).result;
}
const codes = (r: CompileResult) => r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);

/** Every number in the value is finite (what JSON can hold). */
function nonFinite(value: unknown, where = '$', out: string[] = []): string[] {
  if (typeof value === 'number' && !Number.isFinite(value)) out.push(`${where} = ${value}`);
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) nonFinite(v, `${where}.${k}`, out);
  return out;
}

function expectSound(r: CompileResult): void {
  expect(compileSpanProblems(r)).toEqual([]);
  const json = JSON.stringify(r.document);
  expect(JSON.stringify(JSON.parse(json))).toBe(json);
  assertNoPollution();
}

const SFB = (members: string) => `ruleset sfb\nship S { sizeClass: 4  shields: [1, 1, 1, 1, 1, 1]  ${members} }\n`;

describe('huge numbers', () => {
  it('1e400 (Infinity as a double) is a clear error wherever a number goes', () => {
    const cases = [
      `ruleset sfb\nship S { sizeClass: ${H400}  shields: [1, 1, 1, 1, 1, 1] }\n`,
      `ruleset sfb\nship S { sizeClass: 4  shields: [${H400}, 1, 1, 1, 1, 1] }\n`,
      SFB(`sensor: 1/${H400}`),
      SFB(`centralCapacitor { max: -${H400} }`),
      `ruleset b5wars\nship S { size: light  power: ${H400}  shields { all: ${H400} } }\n`,
      `ruleset sfb\nrules { ionicEnergyLifetime: ${H400} }\nship S { sizeClass: 4  shields: [1, 1, 1, 1, 1, 1] }\n`,
    ];
    for (const text of cases) {
      const r = compile(text);
      expect(codes(r).length, text).toBeGreaterThan(0);
      expect(r.diagnostics.some((d) => /Infinity|too large|whole number|number/.test(d.message)), text).toBe(true);
      expect(nonFinite(r.document), text).toEqual([]);
      expectSound(r);
    }
  });

  // Found by this suite: an arc bearing of 1e400 was reported but the compiled system still held
  // `arc: [0, Infinity]` (JSON: [0, null]), so the document and its JSON differed (fixed in 376087d).
  it('an out-of-range arc bearing never reaches the compiled document as Infinity', () => {
    const r = compile(SFB(`phaserZ P { arc: 0..${H400} }  centralCapacitor { max: 1 }`));
    expect(codes(r)).toContain('arc-out-of-range');
    expect(nonFinite(r.document)).toEqual([]);
  });

  // A numerator that overflows to Infinity is a number too large, not a division by zero.
  it('a fraction whose numerator is 1e400 says the number is too large, not "divide by zero"', () => {
    const r = compile(SFB(`moveCost: ${H400}/1`));
    expect(codes(r)).toEqual(['out-of-range']);
    expect(r.diagnostics[0].message).not.toMatch(/divide by zero/);
  });

  // 1/1e400 would be 1/Infinity = 0: a denominator that is not a finite number is refused.
  it('a fraction whose denominator is 1e400 is refused, not read as 0', () => {
    const r = compile(SFB(`moveCost: 1/${H400}`));
    expect(codes(r)).toEqual(['out-of-range']);
  });

  it('99999999999999999999 (above 2^53) is refused where a whole number must be exact', () => {
    const r = compile(`ruleset b5wars\nship S { size: light  points: ${H20}  shields { all: 10 } }\n`);
    expect(codes(r)).toContain('out-of-range');
    expectSound(r);
  });

  it('1e308 is not a number literal: a clear error, not a silent 1', () => {
    const r = compile(SFB('sensor: 1e308'));
    expect(codes(r).length).toBeGreaterThan(0);
    expectSound(r);
  });

  it('0/0, 1/0 and tiny decimals are clear errors or exact values', () => {
    const r = compile(SFB(`moveCost: 0/0  sensor: 1/0  centralCapacitor { max: 0.${'0'.repeat(400)}1 }`));
    expect(codes(r).length).toBeGreaterThanOrEqual(2);
    expect(nonFinite(r.document)).toEqual([]);
    expectSound(r);
  });

  it('NaN-like text is never a number', () => {
    for (const v of ['NaN', 'Infinity', '-Infinity', 'nan', '0x10', '1_000', '.5', '5.', '--5', '+-5', '1e5', '０']) {
      const r = compile(SFB(`sensor: ${v}`));
      expect(codes(r).length, v).toBeGreaterThan(0);
      expect(nonFinite(r.document), v).toEqual([]);
      expectSound(r);
    }
  });
});

describe('bytes and encodings', () => {
  it('NUL, control and binary bytes outside strings are unexpected characters with visible names', () => {
    const r = compile('ruleset sfb\u0000\nship S { sizeClass: 4\u0007  shields: [1, 1, 1, 1, 1, 1] }\u0001\u00ff\ufffe\n');
    const bad = r.diagnostics.filter((d) => d.code === 'unexpected-character');
    expect(bad.length).toBeGreaterThan(0);
    for (const d of bad) expect(d.message).not.toMatch(/[\u0000-\u0008]/);
    expect(bad.some((d) => d.message.includes('U+0000'))).toBe(true);
    expectSound(r);
  });

  it('NUL and lone surrogates inside a string survive into the compiled JSON', () => {
    const r = compile('ruleset sfb\nship S { name: "a\u0000b\ud800c\uffff"  sizeClass: 4  shields: [1, 1, 1, 1, 1, 1] }\n');
    expect(codes(r)).toEqual([]);
    expect((r.document.ships[0] as { displayName?: string }).displayName).toBe('a\u0000b\ud800c\uffff');
    expectSound(r);
  });

  it('a BOM at the start changes nothing but the offsets', () => {
    for (const name of EXAMPLE_NAMES) {
      const plain = compile(EXAMPLES[name]);
      const bom = compile('\ufeff' + EXAMPLES[name]);
      expect(bom.diagnostics.map((d) => d.code), name).toEqual(plain.diagnostics.map((d) => d.code));
      expect(JSON.stringify(bom.document.ships.map((s) => ({ ...s, source: undefined })))).toBe(JSON.stringify(plain.document.ships.map((s) => ({ ...s, source: undefined }))));
    }
  });

  /** Diagnostics as (code, line, column, end line, end column), from the file's own line index. */
  function positioned(text: string): string[] {
    const r = compile(text);
    expectSound(r);
    const lines = new LineIndex(text);
    return r.diagnostics
      .filter((d) => d.file.endsWith('input.ship'))
      .map((d) => {
        const s = lines.position(d.span.start);
        const e = lines.position(d.span.end);
        return `${d.code} ${s.line}:${s.character}-${e.line}:${e.character}`;
      });
  }

  it('CRLF and CR line endings give the same diagnostic lines and columns as LF', () => {
    // Examples with an error planted on a known line, plus an unterminated string and comment.
    const texts = EXAMPLE_NAMES.map((n) => EXAMPLES[n].replace(/: (\d+)/, ': "oops"').replace(/\n\s*\}\s*$/, '\n  bogus: [1, 2\n}\n'));
    texts.push('ruleset sfb\nship S {\n  name: "never closed\n  sizeClass: 4\n  /* open comment\n}\n');
    texts.push('ruleset sfb\n\n\nship S {\n  @@@\n  sizeClass: 4 x\n}\n');
    for (const lf of texts) {
      const want = positioned(lf);
      expect(want.length).toBeGreaterThan(0);
      expect(positioned(lf.replace(/\n/g, '\r\n')), 'CRLF').toEqual(want);
      expect(positioned(lf.replace(/\n/g, '\r')), 'CR').toEqual(want);
    }
  });

  it('CRLF does not leak \\r into names, strings or doc comments', () => {
    const r = compile('ruleset sfb\r\n/// Doc line\r\nship S {\r\n  name: "N"\r\n  sizeClass: 4\r\n  shields: [1, 1, 1, 1, 1, 1]\r\n}\r\n');
    expect(codes(r)).toEqual([]);
    expect(JSON.stringify(r.document)).not.toContain('\\r');
  });
});

describe('very large and very deep inputs', () => {
  it('a 10 MB line (one string) compiles', () => {
    const big = 'x'.repeat(10_000_000);
    const r = compile(SFB(`name: "${big}"`));
    expect(codes(r)).toEqual([]);
    expect((r.document.ships[0] as { displayName?: string }).displayName?.length).toBe(10_000_000);
  });

  it('a 1 MB line of unexpected characters is one diagnostic with a short message', () => {
    const r = compile('ruleset sfb\n' + '@'.repeat(1_000_000));
    const bad = r.diagnostics.filter((d) => d.code === 'unexpected-character');
    expect(bad).toHaveLength(1);
    expect(bad[0].span).toEqual({ start: 12, end: 1_000_012 });
    expect(bad[0].message.length).toBeLessThan(200);
  });

  it('nesting 10k deep is refused past the nesting limit, without a stack overflow', () => {
    for (const text of [SFB('a { '.repeat(10_000) + '}'.repeat(10_000)), SFB('a { '.repeat(10_000)), SFB(`x: ${'['.repeat(10_000)}${']'.repeat(10_000)}`), '{'.repeat(10_000), '['.repeat(10_000)]) {
      const p = parse(text);
      expect(p.diagnostics.some((d) => d.code === 'internal-error')).toBe(false);
      const r = compile(text);
      expect(r.diagnostics.some((d) => d.code === 'syntax-error')).toBe(true);
      expectSound(r);
    }
  });

  const chain = (n: number) => 'ruleset sfb\n' + Array.from({ length: n }, (_, i) => `ship S${i} extends S${i + 1} { }`).join('\n') + `\nship S${n} { sizeClass: 4  shields: [1, 1, 1, 1, 1, 1] }\n`;

  it('an extends chain 500 deep compiles', () => {
    const r = compile(chain(500));
    expect(codes(r)).toEqual([]);
    expect(r.document.ships).toHaveLength(501);
  });

  // Found by this suite: Lowerer.ship recursed once per base, so ~3,000 variants deep overflowed
  // the stack and compileFiles threw RangeError (fixed in 376087d).
  it('an extends chain 5,000 deep does not throw', () => {
    let r: CompileResult | undefined;
    expect(() => (r = compile(chain(5000)))).not.toThrow();
    expect(r!.diagnostics.filter((d) => d.code === 'internal-error')).toEqual([]);
    expectSound(r!);
  });

  // Found by this suite: Program.loadInner recursed once per import, so ~4,000 files deep
  // overflowed the stack inside a nested parse(), reported as the parser's internal-error (fixed in
  // 376087d: chains deeper than MAX_IMPORT_DEPTH are refused with import-too-deep).
  it('an import chain 5,000 files deep gives a clear error, no internal error', () => {
    const n = 5000;
    const files: Record<string, string> = {};
    for (let i = 0; i < n; i++) files[`/deep/f${i}.ship`] = `ruleset sfb\nimport "f${i + 1}.ship"\n`;
    files[`/deep/f${n}.ship`] = 'ruleset sfb\n';
    const r = compileFiles([{ path: '/deep/f0.ship' }], { host: recordingHost(files), root: '/deep' });
    expect(r.diagnostics.filter((d) => d.code === 'internal-error')).toEqual([]);
    expect(r.diagnostics.filter((d) => d.severity === 'error').length).toBeGreaterThan(0);
    expectSound(r);
  });
});
