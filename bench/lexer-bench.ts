// Lexer figures for `npm run bench`: the hand-written scanner against a Chevrotain lexer built
// from the same token types (the lexer it replaced) on a generated fleet, and the growth of lexing
// time over pathological texts from 1x to 8x, each beside the fleet's time per character
// measured in the same run.
import { Lexer } from 'chevrotain';
import { allTokens, lex } from '../grammar/lexer';
import { scan } from '../grammar/scanner';
import { generateFleet } from './fleet';
import { charactersRead, PATHOLOGICAL } from './pathological';
import { time } from './stats';

const mbps = (chars: number, ms: number) => chars / 1e6 / (ms / 1000);

/**
 * Milliseconds per call of `fn`: the fastest of `samples` samples, each of enough calls to last
 * at least 20 ms (a single fast call is below the noise of a shared machine).
 */
function perCall(fn: () => unknown, samples = 7): number {
  const t0 = performance.now();
  fn();
  const once = Math.max(performance.now() - t0, 0.001);
  const calls = Math.max(1, Math.ceil(20 / once));
  let best = Infinity;
  for (let s = 0; s < samples; s++) {
    const t = performance.now();
    for (let i = 0; i < calls; i++) fn();
    best = Math.min(best, (performance.now() - t) / calls);
  }
  return best;
}

export function run(line: (s: string) => void) {
  const chevrotain = new Lexer(allTokens, { positionTracking: 'onlyOffset', ensureOptimizations: true });
  const f = generateFleet(3000);
  const fleet = f.b5wars + '\n' + f.sfb;
  const tLex = time(() => lex(fleet), 7);
  const tScan = time(() => scan(fleet), 7);
  const tChev = time(() => chevrotain.tokenize(fleet), 7);
  const fleetMBps = mbps(fleet.length, tLex);
  line(`\nlexing a ${(fleet.length / 1e6).toFixed(2)} MB fleet:`);
  line(
    `  scanner ${mbps(fleet.length, tScan).toFixed(1)} MB/s (lex, with comments and diagnostics: ${fleetMBps.toFixed(1)} MB/s);` +
      ` baseline Chevrotain lexer of the same token types ${mbps(fleet.length, tChev).toFixed(1)} MB/s; scanner speed / Chevrotain = ${(tChev / tScan).toFixed(2)}x`,
  );

  // Large enough that both sizes are past the young generation's capacity: below it, tokens die
  // young and cost far less, which would read as growth.
  const N = 500_000;
  line(`growth over pathological texts (fastest of 3 samples), ${N / 1e6}M -> ${(8 * N) / 1e6}M characters (1.00 = linear; quadratic would be 8.00);`);
  line(`  baseline: the fleet above, ${((tLex * 1e6) / fleet.length).toFixed(1)} µs per 1000 characters`);
  const cases = PATHOLOGICAL.map(({ name, make }) => {
    const small = make(N);
    const large = make(8 * N);
    const t1 = perCall(() => lex(small), 3);
    const t8 = perCall(() => lex(large), 3);
    const growth = t8 / large.length / (t1 / small.length);
    const vsFleet = t8 / large.length / (tLex / fleet.length);
    // The clock-free measure (as tests/robustness/lexer-growth.test.ts asserts it), on smaller
    // texts since counting slows every read.
    const r1 = charactersRead(() => scan(make(N / 10))) / make(N / 10).length;
    const r8 = charactersRead(() => scan(make((8 * N) / 10))) / make((8 * N) / 10).length;
    line(
      `  ${name.padEnd(42)} time growth ${growth.toFixed(2)}; time per character at 8x vs the fleet's ${vsFleet.toFixed(2)};` +
        ` characters read per character ${r1.toFixed(2)} -> ${r8.toFixed(2)}`,
    );
    return { name, growth: +growth.toFixed(2), perCharVsFleet: +vsFleet.toFixed(2), readsPerChar1x: +r1.toFixed(2), readsPerChar8x: +r8.toFixed(2) };
  });
  const worst = cases.reduce((a, b) => (b.growth > a.growth ? b : a));
  const worstReads = cases.reduce((a, b) => (b.readsPerChar8x / b.readsPerChar1x > a.readsPerChar8x / a.readsPerChar1x ? b : a));
  line(
    `  worst time growth: ${worst.growth} (${worst.name}); worst growth of characters read: ` +
      `${(worstReads.readsPerChar8x / worstReads.readsPerChar1x).toFixed(2)} (${worstReads.name})`,
  );
  return {
    fleetMB: +(fleet.length / 1e6).toFixed(2),
    lexMBps: +fleetMBps.toFixed(1),
    scanMBps: +mbps(fleet.length, tScan).toFixed(1),
    chevrotainMBps: +mbps(fleet.length, tChev).toFixed(1),
    speedup: +(tChev / tScan).toFixed(2),
    pathological: cases,
  };
}
