import { compileFiles } from '/work/main/compiler/index';
import { parse } from '/work/main/grammar/index';
import { generateFleet } from '/work/main/bench/fleet';
import { compiledDocumentSchema } from '/work/main/compiler/schema';
import Ajv2020 from 'ajv/dist/2020.js';
const fleet = generateFleet(3000);
const files: Record<string,string> = { '/fleet/b5.ship': fleet.b5wars, '/fleet/sfb.ship': fleet.sfb };
const go = () => compileFiles(Object.keys(files).map((p) => ({ path: p })), { host: { readFile: (p) => files[p] }, root: '/fleet' });
const mode = process.argv[2] ?? 'check';
for (let i = 0; i < 6; i++) {
  const t0 = performance.now();
  if (mode === 'parse') { parse(fleet.b5wars); parse(fleet.sfb); }
  else if (mode === 'check') go();
  console.log(mode, (performance.now() - t0).toFixed(0), 'ms');
}
const r = go(); const json = JSON.stringify(r.document);
console.log('src MB', (fleet.b5wars.length+fleet.sfb.length)/1e6, 'json MB', json.length/1e6);
const v = new Ajv2020({ strict: false }).compile(compiledDocumentSchema());
for (let i=0;i<4;i++){ let t0=performance.now(); const o=JSON.parse(json); const t1=performance.now(); v(o); const t2=performance.now(); console.log('JSON.parse', (t1-t0).toFixed(0), 'ajv', (t2-t1).toFixed(0)); }
