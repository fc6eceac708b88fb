import { readFileSync } from 'node:fs';
import { parse, LineIndex } from '/work/main/grammar/index';
export function show(text: string) {
  const r = parse(text);
  const li = new LineIndex(text);
  for (const d of r.diagnostics) {
    const s = li.position(d.span.start), e = li.position(d.span.end);
    console.log(`  ${s.line + 1}:${s.character + 1}-${e.line + 1}:${e.character + 1} ${d.code} ${d.message}  [${JSON.stringify(text.slice(d.span.start, d.span.end))}]`);
  }
  const sum = (ms: any[], ind: string): string[] => ms.flatMap((m: any) => m.kind === 'block' ? [`${ind}${m.doc?'(doc='+JSON.stringify(m.doc)+') ':''}${m.type.name} ${m.ids.map((i: any) => i.name).join(',')}${m.body ? ' {' : ''}`, ...(m.body ? sum(m.body, ind + '  ') : [])] : m.kind === 'property' ? [`${ind}${m.doc?'(doc='+JSON.stringify(m.doc)+') ':''}${m.key}: ${m.value.kind}${m.value.kind==='number'?' '+m.value.value:m.value.kind==='ident'?' '+m.value.name:''}`] : [`${ind}${m.kind} ${JSON.stringify(m.ids ?? m.rule)}`]);
  for (const d of r.ast.decls as any[]) {
    console.log(`  > ${d.kind} ${d.name?.name ?? d.path?.value ?? ''}${d.doc ? ' doc=' + JSON.stringify(d.doc) : ''}`);
    if (d.body) console.log(sum(d.body, '      ').join('\n'));
  }
  return r;
}
if (process.argv[2]) show(readFileSync(process.argv[2], 'utf8'));
