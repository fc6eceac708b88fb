// Completion, hover and the formatter know every property of the catalog. The test iterates
// the catalog itself, so a property added later is covered without touching this file: every
// system kind's parameters, a weapon's `mode NAME { ... }` figures, a shield projection block's
// `rating` and `arc`, and the ship and section properties, each offered by completion where it
// may be written (over real JSON-RPC, `<|>` markers), documented by hover there, and kept by the
// formatter.
import { describe, expect, it } from 'vitest';
import type { CompletionItem, CompletionList, Hover, MarkupContent } from 'vscode-languageserver-protocol';
import { groupKind, rulesets, shipProperties, systemKinds } from '../../compiler/catalog/index';
import { placeholderValue, propertiesOf, subBlockWords } from '../../compiler/catalog/properties';
import { weaponModeParams } from '../../compiler/catalog/common';
import type { ParamSpec, Ruleset, SystemKind } from '../../compiler/catalog/types';
import { projectionParams } from '../../compiler/shields-group';
import { expectSafeFormat } from '../format/helpers';
import { fixture, LspClient, type TempProject, useLsp } from './harness';

let client: LspClient;
let project: TempProject;
let n = 0;

useLsp((c, p) => {
  client = c;
  project = p;
});

async function open(src: string): Promise<{ uri: string; positions: ReturnType<typeof fixture>['positions'] }> {
  const { text, positions } = fixture(src);
  const name = `cov${n++}.ship`;
  project.write(name, text);
  const uri = project.uri(name);
  await client.open(uri, text);
  return { uri, positions };
}

async function labelsAt(src: string): Promise<string[]> {
  const { uri, positions } = await open(src);
  const res = await client.request<CompletionList | CompletionItem[] | null>('textDocument/completion', { textDocument: { uri }, position: positions[0] });
  await client.close(uri);
  const items = Array.isArray(res) ? res : (res?.items ?? []);
  return items.map((i) => i.label);
}

async function hoversAt(src: string): Promise<string[]> {
  const { uri, positions } = await open(src);
  const out: string[] = [];
  for (const position of positions) {
    const h = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position });
    out.push(h ? (h.contents as MarkupContent).value : '');
  }
  await client.close(uri);
  return out;
}

/** `name: <placeholder>` with a hover marker inside the name. */
const written = (specs: readonly ParamSpec[], indent: string) => specs.map((p) => `${indent}${p.name.slice(0, 1)}<|>${p.name.slice(1)}: ${placeholderValue(p)}`).join('\n');
/** The first words of a doc: hover shows the catalog's doc of the parameter. */
const docStart = (p: ParamSpec) => p.doc.slice(0, 30);

function systemDoc(ruleset: Ruleset, kind: SystemKind, body: string): string {
  const id = kind.singleton ? '' : ' X1';
  if (ruleset === 'sfb') return `ruleset sfb\nship S {\n  sizeClass: 4\n  ${kind.name}${id} {\n${body}\n  }\n}\n`;
  return `ruleset b5wars\nship S {\n  size: large\n  section primary {\n    structure: 10\n    ${kind.name}${id} {\n${body}\n    }\n  }\n}\n`;
}

describe('every catalog property is known to completion, hover and the formatter', () => {
  for (const ruleset of rulesets) {
    it(`${ruleset}: every system kind's parameters are offered inside its block, with its sub-blocks`, async () => {
      for (const kind of systemKinds(ruleset)) {
        const labels = await labelsAt(systemDoc(ruleset, kind, '      <|>'));
        const specs = propertiesOf({ type: 'system', kind, typeName: kind.name, ruleset });
        expect(labels, kind.name).toEqual(expect.arrayContaining([...specs.map((p) => p.name), ...subBlockWords(kind)]));
      }
    }, 120_000);

    it(`${ruleset}: hover documents every system kind's parameters where they are written`, async () => {
      for (const kind of systemKinds(ruleset)) {
        const specs = propertiesOf({ type: 'system', kind, typeName: kind.name, ruleset });
        if (!specs.length) continue;
        const texts = await hoversAt(systemDoc(ruleset, kind, written(specs, '      ')));
        specs.forEach((p, i) => expect(texts[i], `${kind.name}.${p.name}`).toContain(docStart(p)));
      }
    }, 120_000);

    it(`${ruleset}: ship properties are offered and documented`, async () => {
      const head = ruleset === 'b5wars' ? 'size: large' : 'sizeClass: 4';
      const specs = shipProperties[ruleset].filter((p) => !head.startsWith(p.name + ':'));
      const labels = await labelsAt(`ruleset ${ruleset}\nship S {\n  ${head}\n  <|>\n}\n`);
      expect(labels).toEqual(expect.arrayContaining(specs.map((p) => p.name)));
      const texts = await hoversAt(`ruleset ${ruleset}\nship S {\n  ${head}\n${written(specs, '  ')}\n}\n`);
      specs.forEach((p, i) => expect(texts[i], p.name).toContain(docStart(p)));
    }, 60_000);
  }

  it('a section offers and documents its properties (arc included)', async () => {
    const specs = groupKind('b5wars', 'section')!.params;
    expect(specs.map((p) => p.name)).toContain('arc');
    const labels = await labelsAt('ruleset b5wars\nship S {\n  size: large\n  section fore {\n    <|>\n  }\n}\n');
    expect(labels).toEqual(expect.arrayContaining(specs.map((p) => p.name)));
    const texts = await hoversAt(`ruleset b5wars\nship S {\n  size: large\n  section fore {\n${written(specs, '    ')}\n  }\n}\n`);
    specs.forEach((p, i) => expect(texts[i], p.name).toContain(docStart(p)));
  });

  it('a weapon mode block offers and documents every figure a mode takes, in a ship and in a system type', async () => {
    const names = weaponModeParams.map((p) => p.name);
    for (const host of ['weapon', 'photonLauncher', 'advancedPhotonLauncher']) {
      const inShip = await labelsAt(`ruleset b5wars\nship S {\n  size: large\n  section primary {\n    ${host} W {\n      arc: all\n      mode piercing {\n        <|>\n      }\n    }\n  }\n}\n`);
      expect(inShip, host).toEqual(expect.arrayContaining(names));
      expect(inShip, host).not.toContain('altModes');
    }
    const inType = await labelsAt('ruleset b5wars\nsystem D extends weapon {\n  mode raking { <|> }\n}\n');
    expect(inType).toEqual(expect.arrayContaining(names));
    const texts = await hoversAt(`ruleset b5wars\nsystem D extends weapon {\n  mode raking {\n${written(weaponModeParams, '    ')}\n  }\n}\n`);
    weaponModeParams.forEach((p, i) => expect(texts[i], p.name).toContain(docStart(p)));
    expect(texts[0]).toContain('Property of the raking mode of a weapon');
  });

  it('`mode <|>` offers the firing modes; hover on a mode name shows that mode resolved, with its dice figures', async () => {
    const labels = await labelsAt('ruleset b5wars\nsystem D extends weapon {\n  damage: "2d10+4"\n  mode <|>\n}\n');
    expect(labels).toEqual(['standard', 'raking', 'pulse', 'piercing', 'flash', 'sustained', 'salvo']);
    const [name, word] = await hoversAt('ruleset b5wars\nsystem D extends weapon {\n  damage: "2d10+4"\n  mode: raking\n  rake: 10\n  m<|>ode pier<|>cing { damage: "3d10+2d6" }\n}\n');
    expect(word).toContain('piercing: 3d10+2d6 (min 5 · mean 23.5 · max 42)');
    expect(name).toContain('**Firing modes**');
    expect(name).toContain('raking: 2d10+4 (min 6 · mean 15 · max 24), rake 10');
  });

  it('a shield projection block offers and documents `rating` and `arc`; its arc value completes with arc names', async () => {
    const labels = await labelsAt('ruleset b5wars\nship S {\n  size: medium\n  shields {\n    port { <|> }\n  }\n}\n');
    expect(labels).toEqual(expect.arrayContaining(projectionParams.map((p) => p.name)));
    const rated = await labelsAt('ruleset b5wars\nship S {\n  size: medium\n  shields {\n    port { rating: 15  <|> }\n  }\n}\n');
    expect(rated).toContain('arc');
    expect(rated).not.toContain('rating');
    const arcs = await labelsAt('ruleset b5wars\narc PORTSIDE = 180..0\nship S {\n  size: medium\n  shields {\n    port { rating: 15  arc: <|> }\n  }\n}\n');
    expect(arcs).toEqual(expect.arrayContaining(['all', 'PORTSIDE']));
    const [rating, arc] = await hoversAt('ruleset b5wars\nship S {\n  size: medium\n  shields {\n    port { rat<|>ing: 15  ar<|>c: 180..0 }\n  }\n}\n');
    expect(rating).toContain('Rating of the `port` projection');
    expect(rating).toContain('Property of the port projection');
    expect(arc).toContain(docStart(projectionParams[1]));
  });

  it('the formatter keeps every property of every kind, formatting twice changes nothing', async () => {
    for (const ruleset of rulesets) {
      for (const kind of systemKinds(ruleset)) {
        const specs = propertiesOf({ type: 'system', kind, typeName: kind.name, ruleset });
        const src = systemDoc(ruleset, kind, written(specs, '      ').replace(/<\|>/g, ''));
        const out = await expectSafeFormat(src);
        for (const p of specs) expect(out, `${kind.name}.${p.name}`).toContain(`${p.name}: `);
      }
    }
    const modes = `ruleset b5wars\nsystem D extends weapon {\n  mode raking {\n${written(weaponModeParams, '    ').replace(/<\|>/g, '')}\n  }\n}\n`;
    const out = await expectSafeFormat(modes);
    for (const p of weaponModeParams) expect(out).toContain(`${p.name}: `);
  }, 120_000);
});
