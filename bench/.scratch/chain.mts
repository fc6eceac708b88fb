import { compileText } from '../../compiler/index';
import { parse } from '../../grammar/index';
const host = { readFile: () => undefined };
for (const n of [100, 500, 1000, 2000, 3000, 5000]) {
  const s = 'ruleset sfb\n' + Array.from({length: n}, (_, i) => `ship S${i} extends S${i+1} { }`).join('\n') + `\nship S${n} { sizeClass: 4 }`;
  try { const t0 = performance.now(); const r = compileText(s, '/p/x.ship', { host, root: '/p' }); console.log(n, 'ok', (performance.now()-t0).toFixed(0), 'ms', r.diagnostics.length, r.diagnostics[0]?.message.slice(0, 120)); }
  catch (e) { console.log(n, 'THREW', (e as Error).message); }
}
// cycle
const cyc = 'ruleset sfb\nship A extends B {}\nship B extends A {}\n';
console.log(compileText(cyc, '/p/x.ship', { host, root: '/p' }).diagnostics.map(d => d.message));
// deep nesting 10k
for (const n of [31, 32, 33, 100, 10000]) {
  const s = 'ruleset sfb\nship S { ' + 'a { '.repeat(n) + '}'.repeat(n) + ' }';
  try { const r = compileText(s, '/p/x.ship', { host, root: '/p' }); console.log('nest', n, r.diagnostics.length, r.diagnostics.slice(0,3).map(d=>d.code+': '+d.message.slice(0,100))); } catch (e) { console.log('nest', n, 'THREW', (e as Error).message); }
}
for (const n of [31, 32, 33, 10000]) {
  const s = 'ruleset sfb\nship S { x: ' + '['.repeat(n) + ']'.repeat(n) + ' }';
  try { const r = compileText(s, '/p/x.ship', { host, root: '/p' }); console.log('list', n, r.diagnostics.length, r.diagnostics.slice(0,3).map(d=>d.code+': '+d.message.slice(0,100))); } catch (e) { console.log('list', n, 'THREW', (e as Error).message); }
}
