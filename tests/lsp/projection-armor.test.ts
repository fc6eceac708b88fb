// Completion and hover for a projection's armor and per-hit cap (ST-SH-13), over real JSON-RPC.
import { describe, expect, it } from 'vitest';
import type { CompletionItem, CompletionList, Hover, MarkupContent } from 'vscode-languageserver-protocol';
import { fixture, LspClient, type TempProject, useLsp } from './harness';

let client: LspClient;
let project: TempProject;
let n = 0;

useLsp((c, p) => {
  client = c;
  project = p;
});

const SHIP = (shields: string) => `ruleset b5wars
ship K {
  size: medium
  shields { ${shields} }
  section primary { structure: 30  shieldGenerator SG { boxes: 4 }  deflector D { arc: all  value: 3  power: 2 }  hits { 1..20: structure } }
}
`;

async function at<T>(src: string, method: string): Promise<T[]> {
  const { text, positions } = fixture(src);
  const name = `pa${n++}.ship`;
  project.write(name, text);
  const uri = project.uri(name);
  await client.open(uri, text);
  const out: T[] = [];
  for (const position of positions) out.push(await client.request<T>(method, { textDocument: { uri }, position }));
  await client.close(uri);
  return out;
}

describe('projection armor and perHit in the editor', () => {
  it('completion inside a projection block offers armor and perHit beside rating and arc', async () => {
    const [res] = await at<CompletionList | CompletionItem[]>(SHIP('fore { rating: 15  <|> }  aft: 12'), 'textDocument/completion');
    const labels = (Array.isArray(res) ? res : res.items).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['armor', 'perHit', 'arc']));
    expect(labels).not.toContain('rating'); // already written
  });

  it('hover on armor and perHit shows their meaning and rule; on the projection, its figures', async () => {
    const hs = await at<Hover | null>(SHIP('fo<|>re { rating: 15  arm<|>or: 2  per<|>Hit: 5 }  aft: 12'), 'textDocument/hover');
    const text = hs.map((h) => (h ? (h.contents as MarkupContent).value : ''));
    expect(text[0]).toMatch(/armor 2 · at most 5 a hit \(ST-SH-13\)/);
    expect(text[1]).toMatch(/half the hit/);
    expect(text[1]).toContain('ST-SH-13');
    expect(text[2]).toMatch(/perHit - armor/);
  });
});
