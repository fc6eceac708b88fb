// Completion through real JSON-RPC, with `<|>` cursor markers in fixture texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionItem, CompletionList, MarkupContent } from 'vscode-languageserver-protocol';
import { paramOf, shipProperty, systemKind, systemKinds } from '../../compiler/catalog/index';
import { knownRuleIds } from '../../compiler/rule-ids';
import { applyEdits, cleanupScratch, fixture, LspClient, tempProject } from './harness';

let client: LspClient;
let project: ReturnType<typeof tempProject>;
let n = 0;

beforeAll(async () => {
  client = await LspClient.start();
  project = tempProject({
    'common/arcs.ship': 'ruleset sfb\n/// Forward quarter.\narc FWD = 315..45\n',
    'fleet/excelsior.ship': 'ruleset b5wars\nship Excelsior {\n  size: large\n  section forward {\n    deflector DF { arc: 315..45  value: 8  power: 4 }\n    advancedPhotonLauncher T1 { arc: 300..60 }\n  }\n}\n',
  });
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

/** Open the fixture as a new document and complete at its (first) marker. */
async function complete(src: string, file?: string): Promise<{ items: CompletionItem[]; labels: string[]; text: string; offset: number }> {
  const { text, positions, offsets } = fixture(src);
  const name = file ?? `c${n++}.ship`;
  const uri = project.uri(name);
  project.write(name, text);
  await client.open(uri, text);
  const res = await client.request<CompletionList | CompletionItem[] | null>('textDocument/completion', { textDocument: { uri }, position: positions[0] });
  await client.close(uri);
  const items = Array.isArray(res) ? res : (res?.items ?? []);
  return { items, labels: items.map((i) => i.label), text, offset: offsets[0] };
}

function doc(item: CompletionItem | undefined): string {
  const d = item?.documentation;
  return typeof d === 'string' ? d : ((d as MarkupContent | undefined)?.value ?? '');
}

describe('completion', () => {
  it('offers the top-level keywords and a new-ship snippet in an empty file', async () => {
    const { labels, items } = await complete('<|>');
    expect(labels).toEqual(expect.arrayContaining(['ruleset', 'import', 'arc', 'rules', 'system', 'ship']));
    const snippet = items.find((i) => i.label === 'ship (new ship)')!;
    expect(snippet.insertTextFormat).toBe(2);
    expect(snippet.textEdit!.newText).toContain('ship ${1:Name} {');
  });

  it('offers the rulesets after `ruleset`', async () => {
    const { labels } = await complete('ruleset <|>');
    expect(labels).toEqual(['b5wars', 'sfb']);
  });

  it('offers ship properties, ship-level kinds, groups and snippets inside a b5wars ship', async () => {
    const { labels, items } = await complete('ruleset b5wars\nship X {\n  size: large\n  <|>\n}\n');
    expect(labels).toEqual(expect.arrayContaining(['name', 'faction', 'points', 'power', 'shields', 'section', 'deflector', 'reactor', 'allow']));
    expect(labels).not.toContain('size'); // already written
    expect(labels).not.toContain('ionCannon'); // an sfb kind
    expect(labels).not.toContain('sizeClass'); // an sfb property
    expect(labels).not.toContain('remove'); // not a variant
    expect(items.find((i) => i.label === 'section (new section)')!.textEdit!.newText).toContain('section ${1:forward} {');
    // Types and docs come from the catalog.
    const power = items.find((i) => i.label === 'power')!;
    expect(doc(power)).toContain(shipProperty('b5wars', 'power')!.doc);
    const deflector = items.find((i) => i.label === 'deflector')!;
    expect(doc(deflector)).toContain(systemKind('b5wars', 'deflector')!.doc);
    expect(deflector.detail).toContain(systemKind('b5wars', 'deflector')!.title);
  });

  it('offers sfb kinds and properties inside an sfb ship, with the required properties as snippet placeholders', async () => {
    const { labels, items } = await complete('ruleset sfb\nship V {\n  <|>\n}\n');
    for (const k of systemKinds('sfb')) expect(labels).toContain(k.name);
    expect(labels).toEqual(expect.arrayContaining(['sizeClass', 'moveCost', 'empire']));
    expect(labels).not.toContain('deflector');
    expect(labels).not.toContain('section');
    const storm = items.find((i) => i.label === 'ionStormGenerator')!;
    expect(storm.textEdit!.newText).toMatch(/ionStormGenerator \$\{1:ID\} \{ .*impulseCost: /);
    const sizeClass = items.find((i) => i.label === 'sizeClass')!;
    expect(sizeClass.detail).toContain('required');
  });

  it('offers section properties, kinds and `hits` inside a section', async () => {
    const { labels } = await complete('ruleset b5wars\nship X {\n  size: large\n  section forward {\n    structure: 40\n    <|>\n  }\n}\n');
    expect(labels).toEqual(expect.arrayContaining(['armor', 'deflector', 'hits', 'impulseThruster']));
    expect(labels).not.toContain('structure');
    expect(labels).not.toContain('size');
    expect(labels).not.toContain('section');
  });

  it('offers the properties of the kind inside a system block, minus those written', async () => {
    const { labels, items } = await complete('ruleset b5wars\nship X {\n  size: large\n  section f {\n    deflector DF { arc: 315..45  <|> }\n  }\n}\n');
    const kind = systemKind('b5wars', 'deflector')!;
    for (const p of kind.params) if (p.name !== 'arc') expect(labels).toContain(p.name);
    expect(labels).not.toContain('arc');
    expect(labels).not.toContain('size');
    const value = items.find((i) => i.label === 'value')!;
    expect(doc(value)).toContain(paramOf(kind, 'value')!.doc);
    expect(value.textEdit!.newText).toBe('value: ');
  });

  it('completes a partly typed property name, replacing the word', async () => {
    const { items, text, offset } = await complete('ruleset b5wars\nship X {\n  size: large\n  section f {\n    deflector DF { arc: 315..45  val<|> }\n  }\n}\n');
    const value = items.find((i) => i.label === 'value')!;
    const edited = applyEdits(text, [value.textEdit as { range: never; newText: string }]);
    expect(edited).toContain('{ arc: 315..45  value:  }');
    expect(offset).toBeGreaterThan(0);
  });

  it('offers enum values after `size:`', async () => {
    const { labels } = await complete('ruleset b5wars\nship X {\n  size: <|>\n}\n');
    expect(labels).toEqual(['light', 'medium', 'large']);
  });

  it('offers arc names (sfb arcs, `all`, imported arcs) after `arc:`', async () => {
    const { labels } = await complete('ruleset sfb\nimport "common/arcs.ship"\nship V {\n  sizeClass: 4\n  ionCannon A { arc: <|> }\n}\n');
    expect(labels).toEqual(expect.arrayContaining(['all', 'FA', 'RA', 'FX', 'RX', 'LS', 'RS', 'FWD']));
  });

  it('offers the derived value for a derived property (ionic capacitor capacity)', async () => {
    const { items } = await complete('ruleset sfb\nship V {\n  sizeClass: 4\n  ionCannon A, B, C { arc: FA }\n  ionPulseGenerator IPG { arc: 360 }\n  ionicCapacitor { capacity: <|> }\n}\n');
    const derived = items.find((i) => i.label === '7');
    expect(derived).toBeDefined();
    expect(derived!.detail).toContain('H93.12');
  });

  it('offers the section\'s ids, kinds, structure and primary in a hit chart', async () => {
    const { labels } = await complete(
      'ruleset b5wars\nship X {\n  size: large\n  section forward {\n    deflector DF { arc: 315..45 }\n    photonLauncher T1 { arc: 300..60 }\n    hits { 1..8: structure  9..10: <|> }\n  }\n}\n',
    );
    expect(labels.slice(0, 2)).toEqual(['DF', 'deflector']);
    expect(labels).toEqual(expect.arrayContaining(['DF', 'T1', 'deflector', 'photonLauncher', 'structure', 'primary']));
  });

  it('offers the base ship\'s ids after `remove`', async () => {
    const { labels } = await complete('ruleset b5wars\nimport "fleet/excelsior.ship"\nship R extends Excelsior {\n  remove <|>\n}\n');
    expect(labels).toEqual(expect.arrayContaining(['DF', 'T1']));
  });

  it('offers `remove` in a variant', async () => {
    const { labels } = await complete('ruleset b5wars\nimport "fleet/excelsior.ship"\nship R extends Excelsior {\n  <|>\n}\n');
    expect(labels).toContain('remove');
  });

  it('offers ship names after `ship X extends`, not the ship itself', async () => {
    const { labels } = await complete('ruleset b5wars\nimport "fleet/excelsior.ship"\nship Local { size: light }\nship R extends <|>\n');
    expect(labels).toEqual(expect.arrayContaining(['Excelsior', 'Local']));
    expect(labels).not.toContain('R');
  });

  it('offers kinds and system types after `system X extends`', async () => {
    const { labels } = await complete('ruleset sfb\nsystem Long extends ionCannon { impulseCost: 1.5 }\nsystem Heavy extends <|>\n');
    expect(labels).toEqual(expect.arrayContaining(['quantumTorpedo', 'ionCannon', 'Long']));
    expect(labels).not.toContain('Heavy');
  });

  it('offers user system types where kinds go', async () => {
    const { labels, items } = await complete('ruleset sfb\nsystem Long extends ionCannon { impulseCost: 1.5 }\nship V {\n  sizeClass: 4\n  <|>\n}\n');
    expect(labels).toContain('Long');
    expect(items.find((i) => i.label === 'Long')!.detail).toContain('ion cannon');
  });

  it('offers the properties of a system type\'s base kind inside `system X extends K { }`', async () => {
    const { labels } = await complete('ruleset sfb\nsystem Heavy extends quantumTorpedo {\n  <|>\n}\n');
    expect(labels).toEqual(expect.arrayContaining(['overloadDamagePerEnergy', 'arming', 'ionBased']));
  });

  it('offers import paths inside the quotes', async () => {
    const { labels } = await complete('ruleset sfb\nimport "<|>"\n', 'imp.ship');
    expect(labels).toEqual(expect.arrayContaining(['common/arcs.ship', 'fleet/excelsior.ship']));
    expect(labels).not.toContain('imp.ship');
  });

  it('offers rule IDs after `allow`, replacing a partly typed ID', async () => {
    const all = await complete('ruleset sfb\nship V {\n  allow <|>\n}\n');
    expect(all.labels.length).toBe(knownRuleIds.size);
    const partial = await complete('ruleset b5wars\nship V {\n  size: large\n  allow ST-SH-<|>\n}\n');
    const item = partial.items.find((i) => i.label === 'ST-SH-9')!;
    const edited = applyEdits(partial.text, [item.textEdit as { range: never; newText: string }]);
    expect(edited).toContain('allow ST-SH-9 "${1:reason}"');
  });

  it('offers shield projections of the ship\'s size with their arcs', async () => {
    const { labels, items } = await complete('ruleset b5wars\nship X {\n  size: medium\n  shields { fore: 20  <|> }\n}\n');
    expect(labels).toEqual(['aft']);
    expect(items[0].detail).toContain('90..270');
  });

  it('offers rule constants in a rules block', async () => {
    const { labels } = await complete('ruleset sfb\nrules { <|> }\n');
    expect(labels).toEqual(expect.arrayContaining(['fractionalAccounting', 'arcExtensionPowerFactor']));
  });

  it('offers nothing inside a comment or a string value', async () => {
    expect((await complete('ruleset sfb\n// ship <|>\n')).labels).toEqual([]);
    expect((await complete('ruleset sfb\nship V {\n  name: "Vu<|>dar"\n}\n')).labels).toEqual([]);
  });

  it('gives plain text (no snippets) to clients without snippet support', async () => {
    const plain = await LspClient.start({ snippets: false });
    try {
      const uri = project.uri('plain.ship');
      const text = 'ruleset sfb\nship V {\n  \n}\n';
      await plain.open(uri, text);
      const res = await plain.request<CompletionList>('textDocument/completion', { textDocument: { uri }, position: { line: 2, character: 2 } });
      expect(res.items.length).toBeGreaterThan(0);
      for (const i of res.items) {
        expect(i.insertTextFormat ?? 1).toBe(1);
        expect(i.textEdit!.newText).not.toMatch(/\$\{?\d|\t/);
      }
      // A multi-line template comes indented to the line it goes on, two spaces a level.
      const b5 = project.uri('plain-b5.ship');
      await plain.open(b5, 'ruleset b5wars\nship W {\n  size: large\n  \n}\n');
      const b5res = await plain.request<CompletionList>('textDocument/completion', { textDocument: { uri: b5 }, position: { line: 3, character: 2 } });
      const section = b5res.items.find((i) => i.label === 'section')!;
      expect(section.textEdit!.newText).toBe('section name {\n    \n  }');
    } finally {
      await plain.stop();
    }
  });
});
