import { readFileSync } from 'node:fs';
for (const f of process.argv.slice(2)) {
  const p = JSON.parse(readFileSync(f, 'utf8'));
  const self = new Map(); const byId = new Map(p.nodes.map(n => [n.id, n]));
  const dt = p.timeDeltas; const counts = new Map();
  p.samples.forEach((s, i) => counts.set(s, (counts.get(s) ?? 0) + (dt[i] ?? 0)));
  let total = 0;
  for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber+1}`; self.set(key, (self.get(key) ?? 0) + t); total += t; }
  console.log(f, 'total ms', (total/1000).toFixed(0));
  for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 15))) console.log((t/1000).toFixed(1).padStart(8), (100*t/total).toFixed(1).padStart(5)+'%', k);
}
