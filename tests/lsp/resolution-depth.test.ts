// The language server answers from the compiler's semantic model, so a system-type chain or an
// `extends` chain resolves to the same thing in the editor as in `drydock check`, however deep
// (the server once had its own resolver that gave up at depth 32). Real JSON-RPC against
// `drydock lsp --stdio`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionList, Hover, Location, Position } from 'vscode-languageserver-protocol';
import { systemKind } from '../../compiler/catalog/index';
import { compileText } from '../../compiler/index';
import { cleanupScratch, LspClient, positionOf, tempProject } from './harness';

/** A chain of `depth` system types over ionCannon, and `depth` ships each extending the last. */
function chain(depth: number): string {
  const lines = ['ruleset sfb', 'system T0 extends ionCannon { impulseCost: 2 }'];
  for (let i = 1; i < depth; i++) lines.push(`system T${i} extends T${i - 1} { }`);
  const top = `T${depth - 1}`;
  lines.push(`ship S0 {\n  sizeClass: 4\n  ${top} A { arc: FA }\n}`);
  for (let i = 1; i < depth - 1; i++) lines.push(`ship S${i} extends S${i - 1} { }`);
  lines.push(`ship S${depth - 1} extends S${depth - 2} {\n  ${top} A { arc: RA  }\n}`);
  return lines.join('\n') + '\n';
}

function at(text: string, needle: string, nth = 0, delta = 1): Position {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = text.indexOf(needle, i + 1);
  if (i < 0) throw new Error(`${needle} not found`);
  return positionOf(text, i + delta);
}

let client: LspClient;
let p: ReturnType<typeof tempProject>;

beforeAll(async () => {
  p = tempProject({});
  client = await LspClient.start({ rootUri: p.uri('') });
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

describe.each([40, 500])('a chain %i deep', (depth) => {
  const text = chain(depth);
  const file = `chain${depth}.ship`;
  const top = `T${depth - 1}`;
  const last = `S${depth - 1}`;

  it('the compiler resolves both chains', () => {
    const r = compileText(text, `/project/${file}`);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const root = r.document.ships.find((s) => s.name === 'S0')!;
    const leaf = r.document.ships.find((s) => s.name === last)!;
    expect(root.systems[0]).toMatchObject({ id: 'A', type: top, base: 'ionCannon', arc: [300, 60] });
    expect(leaf.systems[0]).toMatchObject({ id: 'A', type: top, base: 'ionCannon', arc: [120, 240] });
  });

  it('the language server resolves them to the same declarations and kind', async () => {
    const compiled = compileText(text, `/project/${file}`).document.ships.find((s) => s.name === last)!;
    const title = systemKind('sfb', compiled.systems[0].base)!.title;
    p.write(file, text);
    const uri = p.uri(file);
    await client.open(uri, text);

    // The system type used in the leaf ship: defined where the compiler found it, working like its root kind.
    const use = at(text, `${top} A`, 1);
    const def = await client.request<Location>('textDocument/definition', { textDocument: { uri }, position: use });
    expect(def.range.start).toEqual(at(text, `system ${top}`, 0, 'system '.length));
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: use });
    expect((hover.contents as { value: string }).value).toContain(`${title} with`);

    // The kind's parameters are offered inside the block.
    const inBlock = at(text, 'arc: RA ', 0, 'arc: RA '.length);
    const completion = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri }, position: inBlock });
    expect(completion.items.map((i) => i.label)).toContain('impulseCost');

    // The leaf's `A` merges into S0's system: definition goes to the root of the extends chain.
    const id = await client.request<Location>('textDocument/definition', { textDocument: { uri }, position: at(text, `${top} A`, 1, top.length + 1) });
    expect(id.range.start).toEqual(at(text, `${top} A`, 0, top.length + 1));

    // The leaf ship's hover reports the compiled model (its one inherited system).
    const ship = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: at(text, `ship ${last} `, 0, 5) });
    expect((ship.contents as { value: string }).value).toContain(`Star Fleet Battles ship · ${compiled.systems.length} system`);
    expect((ship.contents as { value: string }).value).toContain(`extends S${depth - 2}`);
  }, 120_000);
});
