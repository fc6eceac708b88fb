// Hit-chart alternatives (`13..16: [N1, N2]`) in the editor, over real JSON-RPC: each alternative
// is a reference (definition, references, rename through the semantic model), completion offers
// ids inside the brackets, and hover on the section shows the entry as "N1 or N2".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionItem, CompletionList, Hover, Location, MarkupContent, Position, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { applyEdits, cleanupScratch, fixture, LspClient, positionOf, tempProject } from './harness';

const SHIP = `ruleset b5wars
ship Alt {
  size: medium
  warpDelay: 2
  power: 10
  shields { fore: 10  aft: 10 }
  section primary {
    structure: 30
    deflector DF { arc: all  value: 4  power: 2  boxes: 6 }
    hits { 1..12: structure  13..20: [N1, N2] }
  }
  section aft {
    structure: 16
    nacelle N1, N2 { boxes: 5 }
    hits { 1..10: structure  11..20: nacelle }
  }
}
`;

let client: LspClient;
let p: ReturnType<typeof tempProject>;

beforeAll(async () => {
  p = tempProject({ 'alt.ship': SHIP });
  client = await LspClient.start({ rootUri: p.uri('') });
  await client.open(p.uri('alt.ship'), SHIP);
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

function at(needle: string, nth = 0, delta = 0): Position {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = SHIP.indexOf(needle, i + 1);
  if (i < 0) throw new Error(`${needle} not found`);
  return positionOf(SHIP, i + delta);
}

describe('hit-chart alternatives in the language server', () => {
  it('definition and references go through each alternative', async () => {
    const uri = p.uri('alt.ship');
    const def = await client.request<Location>('textDocument/definition', { textDocument: { uri }, position: at('N2]', 0, 1) });
    expect(def.range.start).toEqual(at('N2 {'));
    const refs = await client.request<Location[]>('textDocument/references', { textDocument: { uri }, position: at('N2 {', 0, 1), context: { includeDeclaration: true } });
    expect(refs.map((r) => r.range.start).sort((a, b) => a.line - b.line)).toEqual([at('N2]'), at('N2 {')]);
  });

  it('rename changes the id inside the brackets', async () => {
    const edit = await client.request<WorkspaceEdit>('textDocument/rename', { textDocument: { uri: p.uri('alt.ship') }, position: at('N1,', 1, 0), newName: 'NP' });
    const text = applyEdits(SHIP, edit.changes![p.uri('alt.ship')] as TextEdit[]);
    expect(text).toContain('13..20: [NP, N2]');
    expect(text).toContain('nacelle NP, N2 { boxes: 5 }');
  });

  it('completion inside the brackets offers the ship\'s ids', async () => {
    const { text, positions } = fixture(SHIP.replace('[N1, N2]', '[N1, <|>]'));
    const uri = p.uri('c.ship');
    p.write('c.ship', text);
    await client.open(uri, text);
    const res = await client.request<CompletionList | CompletionItem[] | null>('textDocument/completion', { textDocument: { uri }, position: positions[0] });
    const labels = (Array.isArray(res) ? res : (res?.items ?? [])).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['N1', 'N2', 'DF']));
  });

  it('hover on the section shows the entry as alternatives', async () => {
    const h = await client.request<Hover>('textDocument/hover', { textDocument: { uri: p.uri('alt.ship') }, position: at('primary', 0, 1) });
    expect((h.contents as MarkupContent).value).toContain('13..20 N1 or N2');
  });
});
