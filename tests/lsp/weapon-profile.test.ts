// Hover and completion for the Babylon 5 Wars weapon profile's later parts: pulse base
// hits as a die roll, through real JSON-RPC with `<|>` markers.
import { describe, expect, it } from 'vitest';
import type { CompletionItem, CompletionList, MarkupContent } from 'vscode-languageserver-protocol';
import { applyEdits, fixture, hoversAt, LspClient, type TempProject, useLsp } from './harness';

let client: LspClient;
let project: TempProject;
let n = 0;

useLsp((c, p) => {
  client = c;
  project = p;
});

const hovers = (src: string) => hoversAt(client, project, src);

describe('pulse base hits as a die roll', () => {
  it('hover on `pulse` shows the base hits\' minimum, mean and maximum, counted as at least 1', async () => {
    const [d3, d32, bad, num] = await hovers(`ruleset b5wars
system A extends weapon { mode: pulse  pu<|>lse: ["d3", 4, 5] }
system B extends weapon { mode: pulse  pu<|>lse: ["d3-2", 3, 4] }
system C extends weapon { mode: pulse  pu<|>lse: ["d3x", 4, 5] }
system D extends weapon { mode: pulse  pu<|>lse: [1, 5, 6] }
`);
    expect(d3).toContain('**d3** base hits min 1 · mean 2 · max 3');
    expect(d32).toContain('**d3-2** base hits min 1 · mean 1 · max 1');
    expect(bad).toContain('`d3x` is not a dice expression');
    expect(num).toContain('Base hits may be a die roll');
    expect(num).not.toContain('base hits min');
  });

  it('hover on a weapon shows its pulse figures with the base hits\' minimum, mean and maximum', async () => {
    const [w] = await hovers(`ruleset b5wars
ship K {
  size: medium
  section primary {
    structure: 20
    weapon W<|>1 { arc: all  damage: "d10+4"  mode: pulse  pulse: ["d3", 4, 5] }
    hits { 1..20: structure }
  }
}
`);
    expect(w).toContain('pulse: [d3, 4, 5]   // base hits min 1 · mean 2 · max 3');
  });
});

describe('weapon effects (B5-EFFECTS)', () => {
  it('hover on `marginDamage` shows the least and the most with the weapon\'s damage; a mode block its effects', async () => {
    const [typed, margin, weapon, boosted] = await hovers(`ruleset b5wars
system T extends weapon { damage: "8"  margin<|>Damage: [5, 12] }
ship K {
  size: medium
  section primary {
    structure: 20
    weapon AM { arc: all  damage: "8"  rangePenalty: 1  margin<|>Damage: [5, 12] }
    weapon K<|>L { arc: all  damage: "2d10+10"  range: 25  armorReduction: 1  armorReductionFrom: 12  armorReductionOf: structure }
    weapon PB { arc: all  damage: "2d6"  rangePenalty: 1  mo<|>de boosted { kind: standard  damage: "4d6"  forcesCritical: true } }
    hits { 1..20: structure }
  }
}
`);
    expect(margin).toContain('**8 + 1 per 5 of margin (max +12): 8 to 20**');
    expect(weapon).toContain('armorReductionOf: structure');
    expect(boosted).toContain('boosted (standard): 4d6 (min 4 · mean 14 · max 24), forces a critical roll on the weapon');
    expect(typed).toContain('**8 + 1 per 5 of margin (max +12): 8 to 20**');
  });

  it('hover on an effect figure says it in words', async () => {
    const [ignored, reduction, launch] = await hovers(`ruleset b5wars
system P extends weapon { damage: "4d10+5"  armor<|>Ignored: 50  armor<|>Reduction: 1  launch<|>Range: 10  range: 30 }
`);
    expect(ignored).toContain('**ignores 50% of armor**');
    expect(reduction).toContain('**takes 1 armor off the system it strikes with each hit**');
    expect(launch).toContain('**launched within 10 hexes**');
  });
});

async function complete(src: string): Promise<string[]> {
  const { text, positions } = fixture(src);
  const name = `wc${n++}.ship`;
  project.write(name, text);
  const uri = project.uri(name);
  await client.open(uri, text);
  const res = await client.request<CompletionList | CompletionItem[] | null>('textDocument/completion', { textDocument: { uri }, position: positions[0] });
  await client.close(uri);
  return (Array.isArray(res) ? res : (res?.items ?? [])).map((i) => i.label);
}

describe('named modes', () => {
  it('completion offers `kind` inside a mode block and the kinds after `kind:`', async () => {
    expect(await complete('ruleset b5wars\nsystem P extends weapon {\n  mode quick { <|> }\n}\n')).toEqual(expect.arrayContaining(['kind', 'damage', 'loading', 'rateOfFire']));
    expect(await complete('ruleset b5wars\nsystem P extends weapon {\n  mode quick { kind: <|> }\n}\n')).toEqual(expect.arrayContaining(['standard', 'raking', 'pulse', 'piercing', 'flash', 'sustained']));
  });

  it('hover on a named mode shows each mode by name and kind', async () => {
    const [h] = await hovers(`ruleset b5wars
system P extends weapon {
  mo<|>de quick { kind: raking  rake: 10  loading: 1  damage: "1d10+4" }
  mode full { kind: raking  rake: 10  loading: 2  damage: "2d10+14" }
}
`);
    expect(h).toContain('quick (raking): 1d10+4 (min 5 · mean 9.5 · max 14), rake 10, loading 1');
    expect(h).toContain('full (raking): 2d10+14');
  });
});

describe('deprecated altModes', () => {
  const src = `ruleset b5wars
ship K {
  size: medium
  section primary {
    structure: 20
    weapon W { arc: all  damage: "2d10"  mode: raking  rake: 10  altModes: ["piercing 3d10+2d6"] }
    hits { 1..20: structure }
  }
}
`;

  it('the hint is tagged deprecated and its quick fix writes the mode blocks; completion strikes the property through', async () => {
    const name = `wd${n++}.ship`;
    project.write(name, src);
    const uri = project.uri(name);
    const diags = await client.open(uri, src);
    const hint = diags.find((d) => d.code === 'deprecated-property');
    expect(hint).toMatchObject({ severity: 3, tags: [2] }); // Information, DiagnosticTag.Deprecated
    expect(src.split('\n')[hint!.range.start.line].slice(hint!.range.start.character, hint!.range.end.character)).toBe('altModes');
    const actions = await client.request<{ title: string; edit: { changes: Record<string, { range: never; newText: string }[]> } }[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: hint!.range,
      context: { diagnostics: [hint], only: ['quickfix'] },
    });
    const fix = actions.find((a) => a.title.includes('mode blocks'));
    expect(fix).toBeDefined();
    const fixed = applyEdits(src, fix!.edit.changes[uri]);
    expect(fixed).toContain('rake: 10  mode piercing { damage: "3d10+2d6" } }');
    expect((await client.replace(uri, fixed)).filter((d) => d.code === 'deprecated-property')).toEqual([]);
    await client.close(uri);

    const items = await (async () => {
      const { text, positions } = fixture('ruleset b5wars\nsystem P extends weapon {\n  <|>\n}\n');
      const f = `wd${n++}.ship`;
      project.write(f, text);
      const u = project.uri(f);
      await client.open(u, text);
      const res = await client.request<CompletionList | CompletionItem[] | null>('textDocument/completion', { textDocument: { uri: u }, position: positions[0] });
      await client.close(u);
      return Array.isArray(res) ? res : (res?.items ?? []);
    })();
    const alt = items.find((i) => i.label === 'altModes');
    expect(alt?.tags).toEqual([1]); // CompletionItemTag.Deprecated
    expect((alt?.documentation as MarkupContent).value).toContain('**Deprecated:** write each further mode as a block');
    expect(alt!.sortText! > items.find((i) => i.label === 'damage')!.sortText!).toBe(true);
  });
});
