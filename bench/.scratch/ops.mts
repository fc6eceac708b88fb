import { parse } from '../../grammar/index';
import { compileText } from '../../compiler/index';
const METHODS = ['find','findIndex','findLast','findLastIndex','some','every','filter','includes','indexOf','lastIndexOf','map','forEach','reduce','flatMap','slice','concat','join','sort','splice','shift','unshift'] as const;
function ops(fn: () => void): number {
  let n = 0; const saved: Record<string, unknown> = {};
  const AP = Array.prototype as any;
  for (const m of METHODS) { const orig = AP[m]; saved[m] = orig; Object.defineProperty(AP, m, { value: function (this: unknown[], ...a: unknown[]) { n += this.length; return orig.apply(this, a); }, writable: true, configurable: true }); }
  try { fn(); } finally { for (const m of METHODS) Object.defineProperty(AP, m, { value: saved[m], writable: true, configurable: true }); }
  return n;
}
const host = { readFile: () => undefined };
const cases: Record<string, [(n: number) => string, number]> = {
  unclosedBraces: [(n) => 'ruleset sfb\nship S ' + '{ '.repeat(n), 10000],
  lineComments: [(n) => '//\n'.repeat(n), 12500],
  longString: [(n) => 'ruleset sfb\nship S { name: "' + 'x'.repeat(n) + '" }', 1250000],
  deepNest: [(n) => 'ruleset sfb\nship S { ' + 'a { '.repeat(n) + '}'.repeat(n) + ' }', 1250],
  manySystems: [(n) => 'ruleset sfb\nship S { sizeClass: 4 shields: [1,1,1,1,1,1]\n' + Array.from({length:n},(_, i)=>'cpu A'+i+' { boxes: 1 }').join('\n') + ' }', 500],
  commas: [(n) => 'ruleset sfb\nship S { cpu ' + 'A, '.repeat(n) + ' }', 500],
  badChars: [(n) => '@ # $ '.repeat(n), 2000],
  manyShips: [(n) => 'ruleset sfb\n' + 'ship '.repeat(n), 2000],
  dotdot: [(n) => 'ruleset sfb\nship S { arc: ' + '1..'.repeat(n) + ' }', 2000],
  removes: [(n) => 'ruleset sfb\nship T { sizeClass: 4 }\nship S extends T { remove ' + 'A, '.repeat(n) + ' }', 1000],
  unterminatedStrings: [(n) => '"\n'.repeat(n), 2000],
  allowNoReason: [(n) => 'ruleset sfb\nship S { ' + 'allow SSD-1 '.repeat(n) + ' }', 1000],
  manyShipsValid: [(n) => 'ruleset sfb\n' + Array.from({length:n},(_, i)=>`ship S${i} { sizeClass: 4 shields: [1,1,1,1,1,1] cpu C }`).join('\n'), 200],
  extendsChain: [(n) => 'ruleset sfb\n' + Array.from({length: n}, (_, i) => `ship S${i} extends S${i+1} { }`).join('\n') + `\nship S${n} { sizeClass: 4 }`, 200],
  hits: [(n) => 'ruleset b5wars\nship S { size: large section forward { structure: 10 hits { ' + '1..20: structure '.repeat(n) + '} } }', 1000],
  sections: [(n) => 'ruleset b5wars\nship S { size: large ' + Array.from({length:n},(_, i)=>`section s${i} { structure: 1 }`).join('\n') + ' }', 500],
  imports: [(n) => 'ruleset sfb\n' + Array.from({length:n},(_, i)=>`import "f${i}.ship"`).join('\n'), 500],
};
const which = process.argv[2];
for (const [k, [gen, n]] of Object.entries(cases)) {
  if (which && k !== which) continue;
  const a = gen(n), b = gen(8*n);
  const pa = ops(() => parse(a)), pb = ops(() => parse(b));
  let ca = 0, cb = 0; try { ca = ops(() => compileText(a, '/p/x.ship', { host, root: '/p' })); cb = ops(() => compileText(b, '/p/x.ship', { host, root: '/p' })); } catch (e) { console.log(k, 'threw', (e as Error).message); }
  console.log(k.padEnd(20), `parse ops ${pa} → ${pb} x${(pb/pa).toFixed(1)}   compile ops ${ca} → ${cb} x${(cb/ca).toFixed(1)}`);
}
