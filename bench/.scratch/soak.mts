import { BenchClient } from '../lsp-client';
import { soak } from '../lsp-bench';
import { generateWorkspace } from '../fleet';
import * as fs from 'node:fs'; import * as os from 'node:os'; import * as path from 'node:path'; import { pathToFileURL } from 'node:url';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dd-soak-')); fs.writeFileSync(path.join(dir, 'drydock.json'), '{}');
const files = generateWorkspace(Number(process.argv[2] ?? 1000)); const uris: string[] = [];
const c = await BenchClient.start('/work/main', dir, { debounceMs: 20, sources: true });
c.child.on('exit', (code, sig) => { console.log('SERVER EXIT', code, sig, c.stderr.slice(-3000), c.logs.slice(-5)); });
const keep = setInterval(() => {}, 1000);
for (const [rel, text] of Object.entries(files)) { const p = path.join(dir, rel); fs.mkdirSync(path.dirname(p), { recursive: true }); fs.writeFileSync(p, text); const u = pathToFileURL(p).toString(); uris.push(u); await c.open(u, text); }
const r = await soak(c, uris, Number(process.argv[3] ?? 15000));
console.log(JSON.stringify({ ...r, perMethod: Object.fromEntries(Object.entries(r.perMethod).map(([k, v]) => [k, `${v.median}/${v.p95}/${v.max} n=${v.n}`])) }, null, 1));
clearInterval(keep); await c.stop(); fs.rmSync(dir, { recursive: true, force: true });
