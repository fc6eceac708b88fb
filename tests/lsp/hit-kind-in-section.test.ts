// `1..3: aft.nacelle` in the editor, over real JSON-RPC: completion after `aft.` offers the kinds
// of section aft, hover on the kind part describes the kind, definition on the section part goes
// to the section, and renaming the section renames the part.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompletionItem, CompletionList, Diagnostic, Hover, Location, MarkupContent, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { applyEdits, fixture, LspClient, type TempProject, useLsp } from './harness';

let client: LspClient;
let project: TempProject;
let n = 0;

useLsp((c, p) => {
  client = c;
  project = p;
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

async function at<T>(src: string, method: string, extra: Record<string, unknown> = {}): Promise<{ text: string; out: T[]; diagnostics: Diagnostic[]; uri: string }> {
  const { text, positions } = fixture(src);
  const name = `hk${n++}.ship`;
  project.write(name, text);
  const uri = project.uri(name);
  const diagnostics = await client.open(uri, text);
  const out: T[] = [];
  for (const position of positions) out.push(await client.request<T>(method, { textDocument: { uri }, position, ...extra }));
  await client.close(uri);
  return { text, out, diagnostics, uri };
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

// A variant's chart naming a section it inherits: the compiler resolves the ship (base sections,
// the variant's additions and removals), and completion, hover, definition and references read
// that resolution (SemanticModel.sectionSystems, declOf), as `drydock check` does.
describe('section.kind hit targets in a variant', () => {
  const BASE = SHIP('1..3: aft.nacelle  4..20: structure').replace('ruleset b5wars\n', 'ruleset b5wars\nsystem TrekNacelle extends nacelle { }\n').replace('nacelle N1, N2', 'TrekNacelle N1, N2');
  const VARIANT = (body: string) => `ruleset b5wars\nimport "hkbase.ship"\nship K2 extends K {\n${body}\n}\n`;
  const ssd2 = (ds: Diagnostic[]) => ds.filter((d) => ['unknown-hit-section', 'unknown-hit-kind', 'hit-kind-not-in-section', 'unknown-hit-target'].includes(String(d.code)));
  beforeAll(() => project.write('hkbase.ship', BASE));

  it('completion after `aft.` offers the kinds of the inherited section aft, with a system type\'s catalog kind', async () => {
    const { text, out, diagnostics } = await at<CompletionList>(VARIANT('  section primary { hits { 1..3: aft.<|>  4..20: structure } }'), 'textDocument/completion');
    const list = items(out[0]);
    expect(list.map((i) => i.label).sort()).toEqual(['aft.TrekNacelle', 'aft.deflector', 'aft.nacelle']);
    expect(list.find((i) => i.label === 'aft.nacelle')!.detail).toContain('N1, N2');
    expect(applyEdits(text, [list.find((i) => i.label === 'aft.nacelle')!.textEdit as never])).toContain('1..3: aft.nacelle  4..20');
    // `aft.` alone is no target yet; the compiler's SSD-2 checks say nothing of the inherited section.
    expect(ssd2(diagnostics).map((d) => d.code)).not.toContain('unknown-hit-section');
  });

  it('a variant\'s removals and additions in the inherited section are what completion offers', async () => {
    const body = '  remove D2\n  section aft { nacelle N3 { boxes: 5 } }\n  section primary { hits { 1..3: aft.<|>  4..20: structure } }';
    const { out } = await at<CompletionList>(VARIANT(body), 'textDocument/completion');
    const list = items(out[0]);
    expect(list.map((i) => i.label).sort()).toEqual(['aft.TrekNacelle', 'aft.nacelle']);
    expect(list.find((i) => i.label === 'aft.nacelle')!.detail).toContain('N1, N2, N3');
  });

  it('completion in a chart of the inherited section offers its systems and kinds', async () => {
    const { out } = await at<CompletionList>(VARIANT('  section aft { hits { 1..10: structure  11..20: <|> } }'), 'textDocument/completion');
    const list = items(out[0]);
    for (const label of ['N1', 'N2', 'D2', 'TrekNacelle', 'deflector']) expect(list.find((i) => i.label === label)?.detail, label).toMatch(/in this section|in the section/);
  });

  it('hover, definition and references on `aft.nacelle` reach the base ship\'s section in its own file', async () => {
    const src = VARIANT('  section primary { hits { 1..3: a<|>ft.nac<|>elle  4..20: structure } }');
    const hover = await at<Hover | null>(src, 'textDocument/hover');
    expect((hover.out[1]!.contents as MarkupContent).value.toLowerCase()).toContain('nacelle');
    expect(ssd2(hover.diagnostics)).toEqual([]);
    const def = await at<Location | Location[] | null>(src, 'textDocument/definition');
    const loc = (Array.isArray(def.out[0]) ? def.out[0][0] : def.out[0]) as Location;
    expect(loc.uri).toBe(project.uri('hkbase.ship'));
    expect(loc.range.start.line).toBe(BASE.split('\n').findIndex((l) => l.includes('section aft')));
    const refs = await at<Location[]>(src, 'textDocument/references', { context: { includeDeclaration: true } });
    // The base's `section aft` and its own `aft.nacelle`, and the variant's use (the project's other files aside).
    const inBase = refs.out[0].filter((r) => r.uri === project.uri('hkbase.ship')).map((r) => r.range.start.line);
    expect(inBase).toEqual([BASE.split('\n').findIndex((l) => l.includes('aft.nacelle')), loc.range.start.line]);
    expect(refs.out[0].filter((r) => r.uri === refs.uri).map((r) => [r.range.start.character, r.range.end.character])).toEqual([[def.text.split('\n')[3].indexOf('aft.'), def.text.split('\n')[3].indexOf('aft.') + 3]]);
  });

  it('renaming the inherited section from the variant\'s `aft.nacelle` renames it in the base ship\'s file too', async () => {
    const r = await at<WorkspaceEdit>(VARIANT('  section primary { hits { 1..3: a<|>ft.nacelle  4..20: structure } }'), 'textDocument/rename', { newName: 'stern' });
    const changes = r.out[0].changes ?? {};
    expect(applyEdits(r.text, (changes[r.uri] ?? []) as never)).toContain('1..3: stern.nacelle  4..20');
    const base = applyEdits(BASE, (changes[project.uri('hkbase.ship')] ?? []) as never);
    expect(base).toContain('section stern {');
    expect(base).toContain('1..3: stern.nacelle');
  });

  it('the SSD-2 checks read the inherited sections: a wrong section, and a kind the variant removed', async () => {
    const body = '  remove D2\n  section primary { hits { 1..3: aaft.nacelle  4..5: aft.deflector  6..7: aft.TrekNacelle  8..20: structure } }';
    const { text, diagnostics } = await at<Hover | null>(VARIANT(body), 'textDocument/hover');
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('aaft'));
    const col = (s: string) => lines[line].indexOf(s);
    expect(ssd2(diagnostics).map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.character])).toEqual([
      ['unknown-hit-section', line, col('aaft'), col('aaft') + 4],
      ['hit-kind-not-in-section', line, col('deflector'), col('deflector') + 'deflector'.length],
    ]);
  });
});
