// Measures parse speed on a generated fleet (not a test; timings vary with the machine):
//   npx tsx tests/grammar/tools/speed.ts [megabytes]
import { lex, parse } from '../../../grammar/index';
import { fleetText } from './fleet';

const mb = Number(process.argv[2] ?? 5);
const text = fleetText(mb * 1024 * 1024);
const size = text.length / 1024 / 1024;

function best(run: () => unknown, rounds = 7): { wall: number; cpu: number } {
  let wall = Infinity;
  let cpu = Infinity;
  for (let i = 0; i < rounds; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run();
    const t1 = performance.now();
    const c = process.cpuUsage(c0);
    wall = Math.min(wall, t1 - t0);
    cpu = Math.min(cpu, (c.user + c.system) / 1000);
  }
  return { wall, cpu };
}

const report = (name: string, r: { wall: number; cpu: number }): void =>
  console.log(
    `${name.padEnd(6)} ${size.toFixed(2)} MB: ${r.wall.toFixed(0)} ms wall (${(size / (r.wall / 1000)).toFixed(1)} MB/s), ` +
      `${r.cpu.toFixed(0)} ms cpu (${(size / (r.cpu / 1000)).toFixed(1)} MB/s)`,
  );

const first = parse(text);
console.log(`${first.ast.decls.length} declarations, ${first.diagnostics.length} diagnostics`);
report('lex', best(() => lex(text)));
report('parse', best(() => parse(text)));
