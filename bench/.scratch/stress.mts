import { parse } from '/work/main/grammar/index';
function t(label: string, make: (n: number) => string, n: number) {
  const res: string[] = [];
  for (const k of [n, 2 * n]) {
    const s = make(k);
    const c0 = process.cpuUsage();
    let r;
    try { r = parse(s); } catch (e) { console.log('THROW', label, e); return; }
    const cu = process.cpuUsage(c0); const ms = (cu.user + cu.system) / 1000;
    res.push(`${(s.length / 1e6).toFixed(2)}MB ${ms.toFixed(0)}ms diags=${r.diagnostics.length} ${r.diagnostics.find((d) => d.code === 'internal-error') ? 'INTERNAL ' + r.diagnostics[0].message : ''}`);
  }
  console.log(label.padEnd(22), res.join(' | '));
}
const N = 1_000_000;
t('deep braces', (n) => 'ship A ' + 'a {'.repeat(n / 3), N);
t('deep brackets', (n) => 'ship A { x: ' + '['.repeat(n), N);
t('deep closed brackets', (n) => 'ship A { x: ' + '['.repeat(n / 2) + ']'.repeat(n / 2) + ' }', N);
t('close braces', (n) => '}'.repeat(n), N);
t('colons', (n) => 'ship A { ' + ': '.repeat(n / 2) + '}', N);
t('binary', (n) => { let s = ''; for (let i = 0; i < n; i++) s += String.fromCharCode((i * 7919) % 256); return s; }, N);
t('nul bytes', (n) => '\u0000'.repeat(n), N);
t('long ident', (n) => 'ship ' + 'A'.repeat(n), N);
t('long RULEID-ish', (n) => 'ship A { allow ' + 'A1'.repeat(n / 2) + ' }', N);
t('long string', (n) => 'ship A { name: "' + 'x'.repeat(n), N);
t('long comment', (n) => '/*' + '*'.repeat(n), N);
t('many open strings', (n) => 'ship A {\n' + 'x: "a\n'.repeat(n / 6), N);
t('unclosed ships', (n) => 'ship A {\n'.repeat(n / 9), N);
t('unclosed lists', (n) => 'ship A { x: [1, \n'.repeat(n / 17), N);
t('stray keywords', (n) => 'arc : '.repeat(n / 6), N);
t('ship ship', (n) => 'ship '.repeat(n / 5), N);
t('numbers', (n) => 'ship A { ' + '1 '.repeat(n / 2) + '}', N);
t('dotdot', (n) => 'ship A { x: ' + '1..'.repeat(n / 3) + '}', N);
t('commas', (n) => 'ship A { b ' + 'x,'.repeat(n / 2) + '}', N);
t('blocks same line', (n) => 'ship A { ' + 'a b '.repeat(n / 4) + '}', N);
t('top junk', (n) => 'x '.repeat(n / 2), N);
t('docs', (n) => '/// d\n'.repeat(n / 6) + 'ship A {}', N);
t('soup', (n) => { const v = ['ship', '{', '}', ':', 'x', '1', '..', '[', ']', ',', '"s"', '\n', 'allow', 'remove', '=', 'arc']; let s = ''; let seed = 1; while (s.length < n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; s += v[seed % v.length] + ' '; } return s; }, N);
