import { Lexer } from 'chevrotain';
import { allTokens, lex } from '../grammar/lexer';
import { scan } from '../grammar/scanner';
import { generateFleet } from '../bench/fleet';
import { time } from '../bench/stats';
const ref = new Lexer(allTokens, { positionTracking: 'onlyOffset', ensureOptimizations: true });
const f = generateFleet(3000); const text = f.b5wars + f.sfb;
const mb = text.length / 1e6;
const tc = time(() => ref.tokenize(text), 5);
const ts = time(() => scan(text), 5);
const tl = time(() => lex(text), 5);
console.log(`${mb.toFixed(2)} MB chevrotain ${(mb/tc*1000).toFixed(1)} MB/s scan ${(mb/ts*1000).toFixed(1)} MB/s lex ${(mb/tl*1000).toFixed(1)} MB/s`);
for (const n of [10000, 80000, 640000]) {
  const s = '„ '.repeat(n/2);
  const t1 = time(() => scan(s), 3);
  console.log(n, 'scan', t1.toFixed(2), 'ms work', scan(s).work);
}
const s = '„'.repeat(10000); console.log('chev 10k', time(() => ref.tokenize(s), 1, 0).toFixed(1));
