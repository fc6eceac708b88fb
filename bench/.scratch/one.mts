import { compileText } from '../../compiler/index';
const host = { readFile: () => undefined };
const n = Number(process.argv[3] ?? 16000);
const kind = process.argv[2];
const s = kind === 'commas' ? 'ruleset sfb\nship S { sizeClass: 4 shields: [1,1,1,1,1,1] cpu ' + Array.from({length:n},(_, i)=>'A'+i).join(', ') + ' }'
  : 'ruleset sfb\nship S { sizeClass: 4 shields: [1,1,1,1,1,1]\n' + Array.from({length:n},(_, i)=>'cpu A'+i+' { boxes: 1 }').join('\n') + ' }';
for (let i = 0; i < 2; i++) { const t0 = performance.now(); const r = compileText(s, '/p/x.ship', { host, root: '/p' }); console.log((performance.now()-t0).toFixed(0), 'ms', r.diagnostics.length, r.diagnostics.slice(0,2).map(d=>d.message.slice(0,100))); }
