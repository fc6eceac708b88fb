import { lex } from '../grammar/lexer';
import { scan } from '../grammar/scanner';
for (const n of [100e3, 200e3, 400e3, 800e3, 1600e3]) {
  const t = '//\n'.repeat(n / 3);
  let best = Infinity, bs = Infinity;
  for (let i = 0; i < 7; i++) { const t0 = performance.now(); lex(t); best = Math.min(best, performance.now() - t0); const t1 = performance.now(); scan(t); bs = Math.min(bs, performance.now() - t1); }
  console.log(n, 'lex', best.toFixed(1), 'ms', (best / n * 1e6).toFixed(1), 'ns/char; scan', bs.toFixed(1));
}
