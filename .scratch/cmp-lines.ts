import { Lexer } from 'chevrotain';
import { allTokens } from '../grammar/lexer';
import { scan } from '../grammar/scanner';
const ref = new Lexer(allTokens, { positionTracking: 'onlyOffset', ensureOptimizations: true });
const fastest = (fn: () => unknown, k: number) => { let b = Infinity; for (let i = 0; i < k; i++) { const t = performance.now(); fn(); b = Math.min(b, performance.now() - t); } return b; };
for (const [name, make] of [['// lines', (n: number) => '//\n'.repeat(n)], ['"\\n', (n: number) => '"\n'.repeat(n)], ['@ # $', (n: number) => '@ # $ '.repeat(n)]] as const) {
  const n = name === '// lines' ? 12500 : 2000;
  const s = make(n), l = make(8 * n);
  console.log(name, 'chev', fastest(() => ref.tokenize(s), 5).toFixed(2), fastest(() => ref.tokenize(l), 3).toFixed(2), 'scan', fastest(() => scan(s), 5).toFixed(2), fastest(() => scan(l), 3).toFixed(2));
}
