import { Lexer } from 'chevrotain';
import { allTokens } from '../grammar/lexer';
import { scan } from '../grammar/scanner';
import { generateFleet } from '../bench/fleet';
const ref = new Lexer(allTokens, { positionTracking: 'onlyOffset', ensureOptimizations: true });
const f = generateFleet(300); const text = f.b5wars + f.sfb;
const mb = text.length / 1e6;
const wall = (fn: () => unknown) => { const t0 = performance.now(); fn(); return performance.now() - t0; };
const a: number[] = [], b: number[] = [];
for (let r = 0; r < 40; r++) { a.push(wall(() => ref.tokenize(text))); b.push(wall(() => scan(text))); }
const min = (x: number[]) => Math.min(...x);
console.log(`${mb.toFixed(2)} MB min wall: chevrotain ${(mb / min(a) * 1000).toFixed(1)} MB/s, scan ${(mb / min(b) * 1000).toFixed(1)} MB/s, ratio ${(min(a) / min(b)).toFixed(2)}`);
