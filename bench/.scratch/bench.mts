import { fleet } from './fleet.mts';
import { parse, lex } from '/work/main/grammar/index';
const text = fleet(5 * 1024 * 1024);
const mb = text.length / 1024 / 1024;
function measure(name: string, f: () => unknown, n = 7) {
  let bestWall = Infinity, bestCpu = Infinity;
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage(); const t0 = performance.now();
    f();
    const t1 = performance.now(); const c = process.cpuUsage(c0);
    bestWall = Math.min(bestWall, t1 - t0); bestCpu = Math.min(bestCpu, (c.user + c.system) / 1000);
  }
  console.log(`${name}: ${mb.toFixed(2)} MB, best wall ${bestWall.toFixed(0)} ms (${(mb / (bestWall / 1000)).toFixed(1)} MB/s), best cpu ${bestCpu.toFixed(0)} ms (${(mb / (bestCpu / 1000)).toFixed(1)} MB/s)`);
}
measure('lex', () => lex(text));
measure('parse', () => parse(text));
const r = parse(text);
console.log(`decls ${r.ast.decls.length}, diags ${r.diagnostics.length}`);
