import { spawnSync } from 'node:child_process';
const runs = +(process.argv[2] || 9);
const cmds = {
  node: ['-e', '0'],
  version: ['bin/drydock.js', '--version'],
  check: ['bin/drydock.js', 'check', 'examples/vudar-dw.ship'],
  fmt: ['bin/drydock.js', 'fmt', '--check', 'examples/vudar-dw.ship'],
  render: ['bin/drydock.js', 'render', 'examples/vudar-dw.ship', '-o', '/tmp/perf-cold.svg'],
  sim: ['bin/drydock.js', 'sim', 'examples/scenarios/' + process.argv[3]],
};
const ts = Object.fromEntries(Object.keys(cmds).map((k) => [k, []]));
for (let i = 0; i < runs; i++) for (const [k, a] of Object.entries(cmds)) { const t = performance.now(); const r = spawnSync(process.execPath, a, { encoding: 'utf8' }); ts[k].push(performance.now() - t); if (r.status > 1) console.error(k, r.stderr.slice(0, 300)); }
const med = (x) => x.sort((a, b) => a - b)[x.length >> 1];
const node = med(ts.node);
for (const k of Object.keys(cmds)) console.log(k.padEnd(8), med(ts[k]).toFixed(1), 'ms', (med(ts[k]) / node).toFixed(2) + 'x');
