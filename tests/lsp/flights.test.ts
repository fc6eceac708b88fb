// The language server knows flights (docs/language.md, flights), through real JSON-RPC with `<|>`
// markers: completion of the `flight` declaration, its figures and weapon kinds, and of a hangar's
// `craft:` flights; hover on a flight and on `craft: NAME`; definition, references and rename from
// a hangar's `craft` to the flight declaration.
import { describe, expect, it } from 'vitest';
import type { CompletionItem, CompletionList, Hover, Location, MarkupContent, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { fixture, LspClient, type TempProject, useLsp } from './harness';
import { SHUTTLEPOD } from '../helpers/flight-ship';

let client: LspClient;
let project: TempProject;
let n = 0;

useLsp((c, p) => {
  client = c;
  project = p;
});

async function at<T>(src: string, method: string, extra: Record<string, unknown> = {}): Promise<{ results: T[]; uri: string; text: string }> {
  const { text, positions } = fixture(src);
  const name = `f${n++}.ship`;
  project.write(name, text);
  const uri = project.uri(name);
  await client.open(uri, text);
  const results: T[] = [];
  for (const position of positions) results.push(await client.request<T>(method, { textDocument: { uri }, position, ...extra }));
  await client.close(uri);
  return { results, uri, text };
}

const labels = (r: CompletionList | CompletionItem[] | null) => (Array.isArray(r) ? r : (r?.items ?? [])).map((i) => i.label);

const CARRIER = (craft: string) => `ship Carrier {
  size: light
  hangar H { boxes: 2  fighters: 2  ${craft} }
}
`;

describe('flights in the editor', () => {
  it('completion: `flight` at top level, the figures and weapon kinds inside a flight, the flights after `craft:`', async () => {
    const { results } = await at<CompletionList | CompletionItem[] | null>(
      `ruleset b5wars
${SHUTTLEPOD}
<|>
flight Other {
  <|>
}
${CARRIER('craft: <|>')}`,
      'textDocument/completion',
    );
    const [top, inside, craft] = results.map(labels);
    expect(top).toContain('flight');
    expect(top).toContain('flight (new flight)');
    expect(inside).toEqual(expect.arrayContaining(['armor', 'structure', 'maxCraft', 'freeThrust', 'jinkingLimit', 'offensiveBonus', 'forwardDefense', 'weapon', 'allow']));
    expect(inside).not.toContain('hangar');
    expect(inside).not.toContain('size');
    expect(craft).toContain('NXShuttlepod');
  });

  it('hover: a flight shows its figures; `craft: NAME` shows the flight it names', async () => {
    const { results } = await at<Hover | null>(`ruleset b5wars\n${SHUTTLEPOD.replace('flight NXShuttlepod', 'flight NXShuttle<|>pod')}\n${CARRIER('craft: NXShu<|>ttlepod')}`, 'textDocument/hover');
    const [decl, use] = results.map((h) => (h ? (h.contents as MarkupContent).value : ''));
    expect(decl).toContain('flight NXShuttlepod');
    expect(decl).toContain('1-6 craft · armor 1/1/1/1 (fore/aft/port/starboard) · structure 6 each');
    expect(decl).toContain('defense 7/8 · thrust 7 · offensive bonus 3 · jinking 4 · initiative 14 · 15 points a craft');
    expect(decl).toContain('weapons: DB d6+1');
    expect(use).toContain('flight NXShuttlepod');
    expect(use).toContain('structure 6 each');
  });

  it('definition and references from a hangar to its flight; rename renames the declaration and every `craft`', async () => {
    const src = `ruleset b5wars\n${SHUTTLEPOD}\n${CARRIER('craft: NXShuttle<|>pod')}`;
    const def = await at<Location>(src, 'textDocument/definition');
    const { text } = fixture(src);
    const declAt = text.indexOf('NXShuttlepod');
    expect(def.results[0].range.start.line).toBe(text.slice(0, declAt).split('\n').length - 1);
    const refs = await at<Location[]>(src, 'textDocument/references', { context: { includeDeclaration: true } });
    expect(refs.results[0]).toHaveLength(2);
    const ren = await at<WorkspaceEdit>(src, 'textDocument/rename', { newName: 'Pods' });
    const edits = Object.values(ren.results[0].changes ?? {}).flat();
    expect(edits.map((e) => e.newText)).toEqual(['Pods', 'Pods']);
  });
});
