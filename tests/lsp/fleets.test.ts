// The language server knows fleets (docs/language.md, fleets), through real JSON-RPC against
// `drydock lsp --stdio` with `<|>` markers: completion of the `fleet` declaration, of its members
// and of the ships and flights its blocks may list; hover on a fleet (its roster and total) and
// on a ship it names; definition and rename from a fleet's entry to the ship.
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

async function at<T>(src: string, method: string, extra: Record<string, unknown> = {}): Promise<{ results: T[]; text: string }> {
  const { text, positions } = fixture(src);
  const name = `fleet${n++}.ship`;
  project.write(name, text);
  const uri = project.uri(name);
  await client.open(uri, text);
  const results: T[] = [];
  for (const position of positions) results.push(await client.request<T>(method, { textDocument: { uri }, position, ...extra }));
  await client.close(uri);
  return { results, text };
}

const labels = (r: CompletionList | CompletionItem[] | null) => (Array.isArray(r) ? r : (r?.items ?? [])).map((i) => i.label);

const SHIP = (name: string, points: number) => `ship ${name} {
  size: light
  points: ${points}
  section primary {
    structure: 20
    hits { 1..20: structure }
  }
}
`;
const SHIPS = `ruleset b5wars\n${SHUTTLEPOD}\n${SHIP('Excelsior', 850)}${SHIP('Miranda', 410)}`;

describe('fleets in the editor', () => {
  it('completion: `fleet` at top level, its members, the ships in `ships { }` and the flights in `flights { }`', async () => {
    const { results } = await at<CompletionList | CompletionItem[] | null>(
      `${SHIPS}<|>
fleet Patrol {
  budget: 3500
  <|>
  ships { Excelsior: 1  <|> }
  flights { <|> }
}
`,
      'textDocument/completion',
    );
    const [top, inside, ships, flights] = results.map(labels);
    expect(top).toContain('fleet');
    expect(inside).toEqual(expect.arrayContaining(['name', 'notes', 'ships', 'flights', 'allow']));
    expect(inside).not.toContain('budget'); // already written
    expect(ships).toEqual(expect.arrayContaining(['Miranda']));
    expect(ships).not.toContain('Excelsior'); // already listed
    expect(ships).not.toContain('NXShuttlepod');
    expect(flights).toEqual(['NXShuttlepod']);
  });

  it('hover: a fleet shows its roster and total against the budget (FLEET-1); an entry shows its ship', async () => {
    const { results } = await at<Hover | null>(`${SHIPS}fleet Pat<|>rol {\n  budget: 3500\n  ships { Excel<|>sior: 3  Miranda: 2 }\n  flights { NXShuttlepod: 6 }\n}\n`, 'textDocument/hover');
    const [fleet, ship] = results.map((h) => (h ? (h.contents as MarkupContent).value : ''));
    expect(fleet).toContain('fleet Patrol');
    expect(fleet).toContain('3 x Excelsior  850 each = 2,550');
    expect(fleet).toContain('6 x NXShuttlepod craft  15 each = 90');
    // 2,550 + 820 + 90 = 3,460 of 3,500.
    expect(fleet).toContain('total 3,460 of 3,500: 40 left');
    expect(ship).toContain('ship Excelsior');
  });

  it('definition from a fleet entry to its ship; rename renames the ship and the entry', async () => {
    const src = `${SHIPS}fleet Patrol {\n  ships { Mir<|>anda: 2 }\n}\n`;
    const def = await at<Location>(src, 'textDocument/definition');
    const { text } = fixture(src);
    expect(def.results[0].range.start.line).toBe(text.slice(0, text.indexOf('ship Miranda')).split('\n').length - 1);
    const ren = await at<WorkspaceEdit>(src, 'textDocument/rename', { newName: 'Reliant' });
    const edits = Object.values(ren.results[0].changes ?? {}).flat();
    expect(edits.map((e) => e.newText)).toEqual(['Reliant', 'Reliant']);
  });
});
