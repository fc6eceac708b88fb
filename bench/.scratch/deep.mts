import { parse } from '/work/main/grammar/index';
const s = 'ship A {' + ' a {'.repeat(46) + ' x: ' + '['.repeat(10) + ']'.repeat(10) + '}'.repeat(47);
const r = parse(s);
console.log(r.diagnostics.map(d => d.code + ' ' + d.message));
const s2 = 'ship A {' + ' a {'.repeat(200) + ' x: 1 ' + '}'.repeat(201) + '\nship B { y: 2 }';
const r2 = parse(s2);
console.log(r2.diagnostics.map(d => d.code + ' ' + d.message), r2.ast.decls.map((d: any) => d.name?.name));
