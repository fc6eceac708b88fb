// `1..3: aft.nacelle` in the editor, over real JSON-RPC: completion after `aft.` offers the kinds
// of section aft, hover on the kind part describes the kind, definition on the section part goes
// to the section, and renaming the section renames the part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionItem, CompletionList, Hover, Location, MarkupContent, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { applyEdits, cleanupScratch, fixture, LspClient, tempProject } from './harness';

let client: LspClient;
let project: ReturnType<typeof tempProject>;
let n = 0;

beforeAll(async () => {
  client = await LspClient.start();
  project = tempProject();
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

const SHIP = (chart: string) => `ruleset b5wars
ship K {
  size: medium
  power: 10
  shields { fore: 10  aft: 10 }
  section primary {
    structure: 30
    deflector DF { arc: all  value: 4  power: 2 }
    hits { ${chart} }
  }
  section aft {
    structure: 16
    nacelle N1, N2 { boxes: 5 }
    deflector D2 { arc: 90..270  value: 1  power: 1 }
    hits { 1..10: structure  11..20: nacelle }
  }
}
`;

async function at<T>(src: string, method: string, extra: Record<string, unknown> = {}): Promise<{ text: string; out: T[] }> {
  const { text, positions } = fixture(src);
  const name = `hk${n++}.ship`;
  project.write(name, text);
  const uri = project.uri(name);
  await client.open(uri, text);
  const out: T[] = [];
  for (const position of positions) out.push(await client.request<T>(method, { textDocument: { uri }, position, ...extra }));
  await client.close(uri);
  return { text, out };
}

const items = (r: CompletionList | CompletionItem[] | null) => (Array.isArray(r) ? r : (r?.items ?? []));

describe('section.kind hit targets in the editor', () => {
  it('completion after `aft.` offers the kinds of section aft, replacing the whole dotted name', async () => {
    const { text, out } = await at<CompletionList>(SHIP('1..3: aft.<|>  4..20: structure'), 'textDocument/completion');
    const list = items(out[0]);
    expect(list.map((i) => i.label).sort()).toEqual(['aft.deflector', 'aft.nacelle']);
    expect(list.find((i) => i.label === 'aft.nacelle')!.detail).toContain('N1, N2');
    const nacelle = list.find((i) => i.label === 'aft.nacelle')!;
    expect(applyEdits(text, [nacelle.textEdit as never])).toContain('1..3: aft.nacelle  4..20');
    const partial = await at<CompletionList>(SHIP('1..3: aft.na<|>  4..20: structure'), 'textDocument/completion');
    const it2 = items(partial.out[0]).find((i) => i.label === 'aft.nacelle')!;
    expect(applyEdits(partial.text, [it2.textEdit as never])).toContain('1..3: aft.nacelle  4..20');
  });

  it('hover on the kind part describes the kind; definition on the section part goes to the section', async () => {
    const src = SHIP('1..3: a<|>ft.nac<|>elle  4..20: structure');
    const hover = await at<Hover | null>(src, 'textDocument/hover');
    expect((hover.out[1]!.contents as MarkupContent).value.toLowerCase()).toContain('nacelle');
    const def = await at<Location | Location[] | null>(src, 'textDocument/definition');
    const loc = (Array.isArray(def.out[0]) ? def.out[0][0] : def.out[0]) as Location;
    const lines = def.text.split('\n');
    expect(loc.range.start.line).toBe(lines.findIndex((l) => l.includes('section aft')));
  });

  it('renaming the section renames the section part of `aft.nacelle`', async () => {
    const src = SHIP('1..3: aft.nacelle  4..20: structure').replace('section aft', 'section a<|>ft');
    const r = await at<WorkspaceEdit>(src, 'textDocument/rename', { newName: 'stern' });
    const edits = Object.values(r.out[0].changes ?? {})[0] ?? [];
    const renamed = applyEdits(r.text, edits as never);
    expect(renamed).toContain('section stern');
    expect(renamed).toContain('1..3: stern.nacelle');
  });
});
