import { readFileSync } from 'node:fs';
import { parse } from '/work/main/grammar/index';
const dir = '/work/main/tests/fixtures/syntax/ok/';
const examples = ['excelsior', 'vudar-dw', 'highguard-cz'].map((f) => readFileSync(dir + f + '.ship', 'utf8'));
const vocab = ['ship', 'system', 'arc', 'rules', 'ruleset', 'import', 'extends', 'allow', 'remove', 'A', 'foo', 'true', '{', '}', '[', ']', ',', ':', '..', '/', '+', '-', '=', '1', '2.5', '"s"', '"un', '/* c */', '/*', '// x\n', '/// d\n', '\n', ' ', 'SSD-5', 'H93.12', '@', '\u0000', '😀', ';', '.', 'hits', '300..60'];
let seed = 12345;
const rnd = (n: number) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
function check(text: string, label: string) {
  let r;
  try { r = parse(text); } catch (e) { console.log('THROW', label, JSON.stringify(text.slice(0, 200)), e); process.exit(1); }
  for (const d of r.diagnostics) {
    if (d.code === 'internal-error') { console.log('INTERNAL', label, d.message, JSON.stringify(text.slice(0, 300))); process.exit(1); }
    if (!(d.span.start >= 0 && d.span.end <= text.length && d.span.start <= d.span.end)) { console.log('BADSPAN', label, d, JSON.stringify(text)); process.exit(1); }
  }
  const walk = (o: any, path: string) => {
    if (o && typeof o === 'object') {
      if ('start' in o && 'end' in o && Object.keys(o).length === 2) {
        if (!(Number.isInteger(o.start) && Number.isInteger(o.end) && o.start >= 0 && o.end <= text.length && o.start <= o.end)) { console.log('BADAST', label, path, o, JSON.stringify(text.slice(0, 300))); process.exit(1); }
      }
      for (const k of Object.keys(o)) walk(o[k], path + '.' + k);
    }
  };
  walk(r.ast, '');
  const starts = r.diagnostics.map((d) => d.span.start);
  if (new Set(starts).size !== starts.length) { console.log('DUP', label, JSON.stringify(text)); process.exit(1); }
}
for (let i = 0; i < 20000; i++) {
  const n = 1 + rnd(60);
  let s = '';
  for (let j = 0; j < n; j++) s += vocab[rnd(vocab.length)] + (rnd(3) === 0 ? ' ' : rnd(4) === 0 ? '\n' : '');
  check(s, 'soup' + i);
}
for (const ex of examples) for (let i = 0; i <= ex.length; i += 1) check(ex.slice(0, i), 'trunc' + i);
for (const ex of examples) for (let i = 0; i < 3000; i++) { const a = rnd(ex.length), b = a + rnd(20); check(ex.slice(0, a) + ex.slice(b), 'cut' + i); }
for (const ex of examples) for (let i = 0; i < 3000; i++) { const a = rnd(ex.length); check(ex.slice(0, a) + vocab[rnd(vocab.length)] + ex.slice(a), 'ins' + i); }
console.log('ok');
