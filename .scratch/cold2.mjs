import { spawnSync } from 'node:child_process';
const runs = +(process.argv[2] || 9);
const sim = 'examples/scenarios/b5wars-absorption.json';
const cmds = {
  node: ['-e', '0'],
  version: ['bin/drydock.js', '--version'],
  check: ['bin/drydock.js', 'check', 'examples/vudar-dw.ship'],
  fmt: ['bin/drydock.js', 'fmt', '--check', 'examples/vudar-dw.ship'],
  render: ['bin/drydock.js', 'render', 'examples/vudar-dw.ship', '-o', '/tmp/perf-cold.svg'],
  sim: ['bin/drydock.js', 'sim', sim],
};
const ts = Object.fromEntries(Object.keys(cmds).map((k) => [k, []]));
const cpu = Object.fromEntries(Object.keys(cmds).map((k) => [k, []]));
for (let i = 0; i < runs; i++) for (const [k, a] of Object.entries(cmds)) {
  const t = performance.now(); const r = spawnSync(process.execPath, ['-r', './.scratch/cpu-exit.cjs', ...a], { encoding: 'utf8' }); ts[k].push(performance.now() - t);
  const m = /CPU ([\d.]+)/.exec(r.stderr); cpu[k].push(m ? +m[1] : NaN);
  if (r.status > 1) console.error(k, r.stderr.slice(0, 300));
}
const med = (x) => [...x].sort((a, b) => a - b)[x.length >> 1];
const node = med(ts.node), nodeCpu = med(cpu.node);
for (const k of Object.keys(cmds)) console.log(k.padEnd(8), 'wall', med(ts[k]).toFixed(1), (med(ts[k]) / node).toFixed(2) + 'x', ' cpu', med(cpu[k]).toFixed(1), (med(cpu[k]) / nodeCpu).toFixed(2) + 'x');
