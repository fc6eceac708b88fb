import { parse } from '../../grammar/index';
import { compileText } from '../../compiler/index';
const host = { readFile: () => undefined };
const cases: Record<string, (n: number) => string> = {
  unclosedBraces: (n) => 'ruleset sfb\nship S ' + '{ '.repeat(n),
  unclosedBracesNl: (n) => 'ruleset sfb\nship S ' + '{\n'.repeat(n),
  closeBraces: (n) => 'ruleset sfb\n' + '} '.repeat(n),
  lineComments: (n) => '//\n'.repeat(n),
  longLine: (n) => 'ruleset sfb\nship S { name: "' + 'x'.repeat(n) + '" }',
  longLineIdents: (n) => 'ruleset sfb\nship S { ' + 'a '.repeat(n) + ' }',
  deepNest: (n) => 'ruleset sfb\nship S { ' + 'a { '.repeat(n) + '}'.repeat(n) + ' }',
  deepNestOpen: (n) => 'ruleset sfb\nship S { ' + 'a { '.repeat(n),
  deepList: (n) => 'ruleset sfb\nship S { shields: ' + '['.repeat(n) + ']'.repeat(n) + ' }',
  unterminatedStrings: (n) => '"\n'.repeat(n),
  blockCommentOpen: (n) => '/* '.repeat(n),
  badChars: (n) => '@ # $ '.repeat(n),
  colons: (n) => 'ruleset sfb\nship S { ' + ': '.repeat(n) + '}',
  manyShips: (n) => 'ruleset sfb\n' + 'ship '.repeat(n),
  dotdot: (n) => 'ruleset sfb\nship S { arc: ' + '1..'.repeat(n) + ' }',
  plus: (n) => 'ruleset sfb\nship S { x: ' + '1+'.repeat(n) + ' }',
  commas: (n) => 'ruleset sfb\nship S { cpu ' + 'A, '.repeat(n) + ' }',
  allowNoReason: (n) => 'ruleset sfb\nship S { ' + 'allow SSD-1 '.repeat(n) + ' }',
  removes: (n) => 'ruleset sfb\nship S extends T { remove ' + 'A, '.repeat(n) + ' }',
  extendsChain: (n) => 'ruleset sfb\n' + Array.from({length: n}, (_, i) => `ship S${i} extends S${i+1} { }`).join('\n'),
  importsMany: (n) => 'ruleset sfb\n' + 'import "a.ship"\n'.repeat(n),
};
function t(fn: () => void) { let best = Infinity; for (let i = 0; i < 3; i++) { const t0 = performance.now(); fn(); best = Math.min(best, performance.now() - t0); } return best; }
const which = process.argv[2];
for (const [k, gen] of Object.entries(cases)) {
  if (which && k !== which) continue;
  const n = Number(process.argv[3] ?? 10000);
  const a = gen(n), b = gen(8 * n);
  const pa = t(() => parse(a)), pb = t(() => parse(b));
  const ca = t(() => compileText(a, '/p/x.ship', { host, root: '/p' })), cb = t(() => compileText(b, '/p/x.ship', { host, root: '/p' }));
  console.log(k.padEnd(20), `len ${a.length} parse ${pa.toFixed(1)} → ${pb.toFixed(1)} (x${(pb/pa).toFixed(1)})  compile ${ca.toFixed(1)} → ${cb.toFixed(1)} (x${(cb/ca).toFixed(1)})`);
}
