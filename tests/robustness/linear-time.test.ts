// No input takes more than linear time: pathological inputs at size n and 8n. Two measures:
// - array work (deterministic): every Array.prototype scan (find, filter, includes, indexOf, ...)
//   made while compiling adds the array's length to a counter; linear code gives a ratio near 8,
//   a scan per element (quadratic) near 64. Asserted below 16.
// - time (noisy, so generous): the fastest of several runs, retried; linear is 8, quadratic 64.
//   Asserted below 28.
// Nothing here asserts an absolute time.
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { parse } from '../../grammar/index';
import { growth } from './helpers';

// Its work grows with the corpus (or is deliberately large), so a loaded machine can take longer
// than the default 30 s; this is a bound against hangs, not a timing assertion.
const HEAVY = 180_000;

const host = { readFile: () => undefined };
const compile = (text: string) => compileFiles([{ path: '/p/x.ship', text }], { host, root: '/p' });

const SCANS = ['find', 'findIndex', 'findLast', 'findLastIndex', 'some', 'every', 'filter', 'includes', 'indexOf', 'lastIndexOf', 'map', 'forEach', 'reduce', 'flatMap', 'slice', 'concat', 'join', 'splice'] as const;

/** Sum of the lengths of the arrays scanned by Array.prototype methods while `fn` runs. */
function arrayWork(fn: () => unknown): number {
  const AP = Array.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  const saved = SCANS.map((m) => [m, AP[m]] as const);
  let work = 0;
  for (const [m, orig] of saved) {
    Object.defineProperty(AP, m, {
      value: function (this: unknown[], ...args: unknown[]) {
        work += this.length;
        return orig.apply(this, args);
      },
      writable: true,
      configurable: true,
    });
  }
  try {
    fn();
  } finally {
    for (const [m, orig] of saved) Object.defineProperty(AP, m, { value: orig, writable: true, configurable: true });
  }
  return work;
}

function workRatio(make: (n: number) => string, n: number): number {
  const a = arrayWork(() => compile(make(n)));
  const b = arrayWork(() => compile(make(8 * n)));
  return b / Math.max(a, 8 * 64); // tiny counts (a few fixed scans) are not growth
}

interface Case {
  name: string;
  make: (n: number) => string;
  /** n; the large input is 8n. */
  n: number;
}

const ids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

// The target sizes are the 8n sizes: 10k unclosed braces, 100k `//` lines, a 10 MB
// line, nesting 10k deep.
const CASES: Case[] = [
  { name: '10k unclosed braces', make: (n) => 'ruleset sfb\nship S ' + '{ '.repeat(n), n: 1250 },
  { name: '10k unclosed braces, one per line', make: (n) => 'ruleset sfb\nship S ' + '{\n'.repeat(n), n: 1250 },
  { name: '10k stray closing braces', make: (n) => 'ruleset sfb\n' + '} '.repeat(n), n: 1250 },
  { name: '100k // lines', make: (n) => '//\n'.repeat(n), n: 12500 },
  { name: '100k /// doc lines before a ship', make: (n) => '/// doc\n'.repeat(n) + 'ruleset sfb\nship S { sizeClass: 4 }', n: 12500 },
  { name: 'a 10 MB single line (one string)', make: (n) => 'ruleset sfb\nship S { name: "' + 'x'.repeat(n) + '" }', n: 1_250_000 },
  { name: 'a 10 MB single line (one comment)', make: (n) => '// ' + 'y'.repeat(n), n: 1_250_000 },
  { name: 'a 1 MB single line of members', make: (n) => 'ruleset sfb\nship S { sizeClass: 4 ' + 'sensor: 6 '.repeat(n) + '}', n: 12_500 },
  { name: 'nesting a { a { ... 10k deep, closed', make: (n) => 'ruleset sfb\nship S { ' + 'a { '.repeat(n) + '}'.repeat(n) + ' }', n: 1250 },
  { name: 'nesting a { a { ... 10k deep, never closed', make: (n) => 'ruleset sfb\nship S { ' + 'a { '.repeat(n), n: 1250 },
  { name: 'lists [[[ ... 10k deep', make: (n) => 'ruleset sfb\nship S { shields: ' + '['.repeat(n) + ']'.repeat(n) + ' }', n: 1250 },
  { name: 'unclosed block comments', make: (n) => '/* '.repeat(n), n: 5000 },
  { name: 'unterminated strings, one per line', make: (n) => '"\n'.repeat(n), n: 2000 },
  { name: 'runs of unexpected characters', make: (n) => '@ # $ '.repeat(n), n: 2000 },
  { name: 'NUL and binary bytes', make: (n) => '\u0000\u0001\u00ff\ufffe '.repeat(n), n: 2000 },
  { name: 'declaration keywords without names', make: (n) => 'ruleset sfb\n' + 'ship '.repeat(n), n: 2000 },
  { name: 'colons without names', make: (n) => 'ruleset sfb\nship S { ' + ': '.repeat(n) + '}', n: 2000 },
  { name: 'an endless arc 1..1..1..', make: (n) => 'ruleset sfb\nship S { arc: ' + '1..'.repeat(n) + ' }', n: 1000 },
  { name: 'an endless sum 1+1+1+', make: (n) => 'ruleset sfb\nship S { x: ' + '1+'.repeat(n) + ' }', n: 2000 },
  { name: 'allow without reasons', make: (n) => 'ruleset sfb\nship S { ' + 'allow SSD-1 '.repeat(n) + ' }', n: 1000 },
  { name: 'remove lists', make: (n) => 'ruleset sfb\nship T { sizeClass: 4 }\nship S extends T { remove ' + 'A, '.repeat(n) + ' }', n: 1000 },
  { name: 'many ships', make: (n) => 'ruleset sfb\n' + ids(n, 'S').map((s) => `ship ${s} { sizeClass: 4 shields: [1,1,1,1,1,1] cpu C }`).join('\n'), n: 150 },
  { name: 'many duplicate ships', make: (n) => 'ruleset sfb\n' + 'ship S { sizeClass: 4 }\n'.repeat(n), n: 300 },
  { name: 'many sections', make: (n) => 'ruleset b5wars\nship S { size: large ' + ids(n, 's').map((s) => `section ${s} { structure: 1 }`).join('\n') + ' }', n: 300 },
  { name: 'a long hit chart', make: (n) => 'ruleset b5wars\nship S { size: large section forward { structure: 10 hits { ' + '1..20: structure '.repeat(n) + '} } }', n: 1000 },
  { name: 'many imports (not found)', make: (n) => 'ruleset sfb\n' + ids(n, 'f').map((f) => `import "${f}.ship"`).join('\n'), n: 400 },
  { name: 'many rules blocks', make: (n) => 'ruleset sfb\n' + 'rules { ionicEnergyLifetime: 3 }\n'.repeat(n), n: 500 },
  { name: 'many named arcs', make: (n) => 'ruleset sfb\n' + ids(n, 'X').map((a) => `arc ${a} = 1..2`).join('\n'), n: 500 },
];

describe('no input takes more than linear time', () => {
  for (const c of CASES) {
    it(`${c.name}: parse and compile grow linearly`, () => {
      const w = workRatio(c.make, c.n);
      expect(w, `array work grows x${w.toFixed(1)} from n to 8n`).toBeLessThan(16);
      const p = growth(c.make, c.n, (s) => parse(s));
      expect(p.ratio, `parse: ${p.small.toFixed(1)} ms -> ${p.large.toFixed(1)} ms`).toBeLessThan(28);
      const k = growth(c.make, c.n, compile);
      expect(k.ratio, `compile: ${k.small.toFixed(1)} ms -> ${k.large.toFixed(1)} ms`).toBeLessThan(28);
    }, HEAVY);
  }

  // ---- found by this suite (docs/performance.md "Robustness findings") -------------------------

  // Lowerer.block looked every new system up with `model.systems.find(...)`: one scan of the
  // ship's systems per system, O(n^2) in the systems of one ship (16k systems: ~1.3 s). Fixed in 376087d.
  it('many systems in one ship compile in linear time', () => {
    const make = (n: number) => 'ruleset sfb\nship S { sizeClass: 4 shields: [1,1,1,1,1,1]\n' + ids(n, 'A').map((a) => `cpu ${a} { boxes: 1 }`).join('\n') + ' }';
    expect(workRatio(make, 500)).toBeLessThan(16);
  });

  it('one block with many ids (`cpu A, A, A, ...`) compiles in linear time', () => {
    const make = (n: number) => 'ruleset sfb\nship S { cpu ' + 'A, '.repeat(n) + ' }';
    expect(workRatio(make, 500)).toBeLessThan(16);
  });
});
