import { compileFiles } from '../../compiler/index';
for (const n of [500, 4000, 10000]) {
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++) files[`/p/f${i}.ship`] = `ruleset sfb\nimport "f${i+1}.ship"\nship S${i} { sizeClass: 4 }\n`;
  files[`/p/f${n}.ship`] = 'ruleset sfb\n';
  try { const t0 = performance.now(); const r = compileFiles([{ path: '/p/f0.ship' }], { host: { readFile: (p) => files[p] }, root: '/p' }); console.log(n, (performance.now()-t0).toFixed(0), 'ms', r.diagnostics.length, r.diagnostics[0]?.message); }
  catch (e) { console.log(n, 'THREW', (e as Error).message); }
}
