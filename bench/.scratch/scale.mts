import { parse } from '../../grammar/index';
import { compileText } from '../../compiler/index';
const host = { readFile: () => undefined };
const cases: Record<string, (n: number) => string> = {
  lineComments: (n) => '//\n'.repeat(n),
  removes: (n) => 'ruleset sfb\nship T { sizeClass: 4 }\nship S extends T { remove ' + 'A, '.repeat(n) + ' }',
  removesDistinct: (n) => 'ruleset sfb\nship T { sizeClass: 4 }\nship S extends T { remove ' + Array.from({length:n},(_, i)=>'A'+i).join(', ') + ' }',
  commas: (n) => 'ruleset sfb\nship S { cpu ' + 'A, '.repeat(n) + ' }',
  commasDistinct: (n) => 'ruleset sfb\nship S { cpu ' + Array.from({length:n},(_, i)=>'A'+i).join(', ') + ' }',
  manySystems: (n) => 'ruleset sfb\nship S { sizeClass: 4 shields: [1,1,1,1,1,1]\n' + Array.from({length:n},(_, i)=>'cpu A'+i+' { boxes: 1 }').join('\n') + ' }',
  manyDupSystems: (n) => 'ruleset sfb\nship S { sizeClass: 4 shields: [1,1,1,1,1,1]\n' + 'cpu A { boxes: 1 }\n'.repeat(n) + ' }',
  manyProps: (n) => 'ruleset sfb\nship S { sizeClass: 4 shields: [1,1,1,1,1,1]\n' + 'sensor: 1\n'.repeat(n) + ' }',
  unterminatedStrings: (n) => '"\n'.repeat(n),
  manyHitsRows: (n) => 'ruleset b5wars\nship S { size: large section forward { structure: 10 hits { ' + '1..20: structure '.repeat(n) + '} } }',
  manyAllows: (n) => 'ruleset sfb\nship S { sizeClass: 4 ' + 'allow SSD-1 "x"\n'.repeat(n) + ' }',
  manyArcs: (n) => 'ruleset sfb\n' + Array.from({length:n},(_, i)=>`arc X${i} = 1..2`).join('\n'),
  manyDupArcs: (n) => 'ruleset sfb\n' + 'arc X = 1..2\n'.repeat(n),
  manyShipsDup: (n) => 'ruleset sfb\n' + 'ship S { }\n'.repeat(n),
  manyRulesBlocks: (n) => 'ruleset sfb\n' + 'rules { ionicEnergyLifetime: 3 }\n'.repeat(n),
  sectionsDup: (n) => 'ruleset b5wars\nship S { size: large ' + 'section forward { structure: 1 }\n'.repeat(n) + ' }',
};
function t(fn: () => void) { let best = Infinity; for (let i = 0; i < 3; i++) { const t0 = performance.now(); fn(); best = Math.min(best, performance.now() - t0); } return best; }
const [which, n0s] = process.argv.slice(2);
const n0 = Number(n0s ?? 1000);
for (const [k, gen] of Object.entries(cases)) {
  if (which && which !== 'all' && k !== which) continue;
  const out: string[] = [];
  for (const m of [1, 2, 4, 8]) {
    const s = gen(n0 * m);
    const p = t(() => parse(s)); const c = t(() => compileText(s, '/p/x.ship', { host, root: '/p' }));
    out.push(`${m}x p${(p/m).toFixed(2)} c${(c/m).toFixed(2)}`);
    if (c > 20000) break;
  }
  console.log(k.padEnd(20), 'ms per n0 units:', out.join(' | '));
}
