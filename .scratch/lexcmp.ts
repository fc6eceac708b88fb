import { Lexer } from 'chevrotain';
import { allTokens } from '../grammar/lexer';
import { scan } from '../grammar/scanner';
import { generateFleet } from '../bench/fleet';
const ref = new Lexer(allTokens, { positionTracking: 'onlyOffset', ensureOptimizations: true });
const f = generateFleet(1500); const text = f.b5wars + f.sfb;
const mb = text.length / 1e6;
const cpu = (fn: () => unknown) => { const c0 = process.cpuUsage(); fn(); const c = process.cpuUsage(c0); return (c.user + c.system) / 1000; };
const a: number[] = [], b: number[] = [];
for (let r = 0; r < 10; r++) { a.push(cpu(() => ref.tokenize(text))); b.push(cpu(() => scan(text))); }
const med = (x: number[]) => x.sort((p, q) => p - q)[x.length >> 1];
console.log(`${mb.toFixed(2)} MB cpu: chevrotain ${(mb / med(a) * 1000).toFixed(1)} MB/s, scan ${(mb / med(b) * 1000).toFixed(1)} MB/s, ratio ${(med(a) / med(b)).toFixed(2)}`);
