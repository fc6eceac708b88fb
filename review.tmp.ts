import { readFileSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { compileFile } from './compiler/index';
import { compileJsonText } from './compiler/json/index';
import { LineIndex } from './grammar/positions';
const files = process.argv.slice(2);
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const li = new LineIndex(text);
  const diags = file.endsWith('.json') ? compileJsonText(text, file).diagnostics : compileFile(file).diagnostics;
  console.log('=====', file);
  for (const d of diags) {
    const s = li.position(d.span.start);
    console.log(`  ${s.line + 1}:${s.character + 1} ${d.severity} ${d.code} [${d.rule ?? ''}] «${text.slice(d.span.start, d.span.end)}» ${d.message}${d.data?.fixes ? '  FIX: ' + JSON.stringify(d.data.fixes.map((f) => f.edits.map((e) => e.newText))) : ''}`);
  }
}
