import { BenchClient, positionAt } from '../lsp-client';
import * as fs from 'node:fs';
const c = await BenchClient.start('/work/main', '/work/main/examples', { debounceMs: 0, sources: true });
for (const f of ['excelsior.ship', 'highguard-cz.ship']) {
  const uri = 'file:///work/main/examples/' + f;
  const text = fs.readFileSync('/work/main/examples/' + f, 'utf8');
  await c.open(uri, text);
  const b5 = /structure: \d+[^\n]*\n/.exec(text);
  const at = b5 ? b5.index + b5[0].length : (/ship \w+ \{\n/.exec(text)!.index + /ship \w+ \{\n/.exec(text)![0].length);
  for (const sn of (b5 ? ['    de', '    impulseThr', '    deflector DX { arc: ', '    armor'] : ['  phaserZ P9 { arc: ', '  sen', '  quantumT'])) {
    await c.edit(uri, at, at, sn + '\n');
    const r: any = await c.request('textDocument/completion', { textDocument: { uri }, position: positionAt(c.texts.get(uri)!, at + sn.length) });
    console.log(f, JSON.stringify(sn), r.items.length, r.items.slice(0, 8).map((i: any) => i.label).join(','));
    await c.edit(uri, at, at + sn.length + 1, '');
  }
}
await c.stop();
