import { parse } from '/work/main/grammar/index';
const cases: Record<string, (n: number) => string> = {
  dotdot: (n) => 'ship A { x: ' + '1..'.repeat(n / 3) + '}',
  unclosed: (n) => 'ship A {\n'.repeat(n / 9),
  nul: (n) => '\u0000'.repeat(n),
  closebr: (n) => '}'.repeat(n),
  deepclosed: (n) => 'ship A { x: ' + '['.repeat(n / 2) + ']'.repeat(n / 2) + ' }',
  openstr: (n) => 'ship A {\n' + 'x: "a\n'.repeat(n / 6),
  blocks: (n) => 'ship A { ' + 'a b '.repeat(n / 4) + '}',
};
const which = process.argv[2];
for (const n of (process.argv[3] ?? '100000,200000,400000').split(',').map(Number)) {
  const s = cases[which](n);
  const c0 = process.cpuUsage();
  const r = parse(s);
  const c = process.cpuUsage(c0);
  console.log(which, n, ((c.user + c.system) / 1000).toFixed(0) + 'ms cpu', r.diagnostics.length);
}
