// Definition, references, rename and document highlight through real JSON-RPC, across files
// (ships, `extends`, system types, system ids, sections, arc names, imports).
import * as fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentHighlight, Location, Position, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { compileFiles } from '../../compiler/index';
import { applyEdits, cleanupScratch, fixture, LspClient, positionOf, tempProject } from './harness';

let client: LspClient;
let p: ReturnType<typeof tempProject>;

const BASE = `ruleset b5wars
arc FWD = 300..60

ship Base {
  size: large
  shields { fore: 40  starboard: 30  aft: 30  port: 30 }
  section forward {
    structure: 40
    deflector DF { arc: 315..45  value: 8  power: 4 }
    weapon P1 { arc: FWD }
    hits { 1..10: structure  11..15: DF  16..20: P1 }
  }
  section aft {
    deflector DA { arc: 45..315  value: 6  power: 3 }
  }
}
`;

const VARIANT = `ruleset b5wars
import "base.ship"

ship Refit extends Base {
  section forward {
    deflector DF { value: 9 }
  }
  remove P1
}
`;

const TYPES = `ruleset sfb
system LongIon extends ionCannon { impulseCost: 1.5 }
system LongerIon extends LongIon { impulseCost: 2 }

ship V {
  sizeClass: 4
  LongIon C { arc: FA }
  LongerIon D { arc: FA }
}
`;

beforeAll(async () => {
  p = tempProject({ 'base.ship': BASE, 'variant.ship': VARIANT, 'types.ship': TYPES });
  client = await LspClient.start({ rootUri: p.uri('') });
  await client.open(p.uri('base.ship'), BASE);
  await client.open(p.uri('types.ship'), TYPES);
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

/** Position of the n-th occurrence of `needle` in `text`, `delta` characters in. */
function at(text: string, needle: string, nth = 0, delta = 1): Position {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = text.indexOf(needle, i + 1);
  if (i < 0) throw new Error(`${needle} not found`);
  return positionOf(text, i + delta);
}

function rangeText(text: string, loc: { range: { start: Position; end: Position } }): string {
  const lines = text.split('\n');
  const { start, end } = loc.range;
  if (start.line !== end.line) return '<multiline>';
  return lines[start.line].slice(start.character, end.character);
}

const textOf = (uri: string) => fs.readFileSync(new URL(uri), 'utf8');

describe('definition', () => {
  it('goes from `extends Base` (unopened file) to the base ship', async () => {
    await client.open(p.uri('variant.ship'), VARIANT);
    const loc = await client.request<Location>('textDocument/definition', { textDocument: { uri: p.uri('variant.ship') }, position: at(VARIANT, 'extends Base', 0, 9) });
    expect(loc.uri).toBe(p.uri('base.ship'));
    expect(rangeText(BASE, loc)).toBe('Base');
    expect(loc.range.start.line).toBe(3);
  });

  it("goes from a variant's merged block and `remove` to the base ship's system", async () => {
    const df = await client.request<Location>('textDocument/definition', { textDocument: { uri: p.uri('variant.ship') }, position: at(VARIANT, 'DF') });
    expect(df.uri).toBe(p.uri('base.ship'));
    expect(df.range.start).toEqual(at(BASE, 'DF', 0, 0));
    const p1 = await client.request<Location>('textDocument/definition', { textDocument: { uri: p.uri('variant.ship') }, position: at(VARIANT, 'P1') });
    expect(p1.range.start).toEqual(at(BASE, 'P1', 0, 0));
    const section = await client.request<Location>('textDocument/definition', { textDocument: { uri: p.uri('variant.ship') }, position: at(VARIANT, 'forward') });
    expect(section.range.start).toEqual(at(BASE, 'forward', 0, 0));
  });

  it('goes from arc names, hit chart targets and system types to their declarations', async () => {
    const arc = await client.request<Location>('textDocument/definition', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'FWD', 1) });
    expect(arc.range.start).toEqual(at(BASE, 'FWD', 0, 0));
    const hit = await client.request<Location>('textDocument/definition', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'DF', 1) });
    expect(hit.range.start).toEqual(at(BASE, 'DF', 0, 0));
    const type = await client.request<Location>('textDocument/definition', { textDocument: { uri: p.uri('types.ship') }, position: at(TYPES, 'LongIon C') });
    expect(type.range.start).toEqual(at(TYPES, 'LongIon', 0, 0));
    const base = await client.request<Location>('textDocument/definition', { textDocument: { uri: p.uri('types.ship') }, position: at(TYPES, 'extends LongIon', 0, 9) });
    expect(base.range.start).toEqual(at(TYPES, 'LongIon', 0, 0));
  });

  it('goes from an import to the file', async () => {
    const loc = await client.request<Location>('textDocument/definition', { textDocument: { uri: p.uri('variant.ship') }, position: at(VARIANT, 'base.ship') });
    expect(loc.uri).toBe(p.uri('base.ship'));
    expect(loc.range.start).toEqual({ line: 0, character: 0 });
  });

  it('answers null on built-in kinds and blank space', async () => {
    expect(await client.request('textDocument/definition', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'deflector') })).toBeNull();
    expect(await client.request('textDocument/definition', { textDocument: { uri: p.uri('base.ship') }, position: { line: 2, character: 0 } })).toBeNull();
  });
});

describe('references', () => {
  it('finds a ship and its `extends` in other files (not opened)', async () => {
    await client.close(p.uri('variant.ship'));
    const refs = await client.request<Location[]>('textDocument/references', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'Base'), context: { includeDeclaration: true } });
    expect(refs.map((r) => [r.uri, r.range.start.line])).toEqual(
      expect.arrayContaining([
        [p.uri('base.ship'), 3],
        [p.uri('variant.ship'), 3],
      ]),
    );
    expect(refs.length).toBe(2);
  });

  it('finds a system id: declaration, hit chart, variant block, with or without the declaration', async () => {
    const all = await client.request<Location[]>('textDocument/references', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'DF'), context: { includeDeclaration: true } });
    expect(all.length).toBe(3);
    expect(all.map((r) => r.uri).sort()).toEqual([p.uri('base.ship'), p.uri('base.ship'), p.uri('variant.ship')]);
    const uses = await client.request<Location[]>('textDocument/references', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'DF'), context: { includeDeclaration: false } });
    expect(uses.length).toBe(2);
  });

  it('finds arc names and system types', async () => {
    const arcs = await client.request<Location[]>('textDocument/references', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'FWD'), context: { includeDeclaration: true } });
    expect(arcs.length).toBe(2);
    const types = await client.request<Location[]>('textDocument/references', { textDocument: { uri: p.uri('types.ship') }, position: at(TYPES, 'LongIon'), context: { includeDeclaration: true } });
    expect(types.length).toBe(3);
  });
});

describe('document highlight', () => {
  it('highlights a symbol in this file, the declaration as a write', async () => {
    const hl = await client.request<DocumentHighlight[]>('textDocument/documentHighlight', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'DF', 1) });
    expect(hl.length).toBe(2);
    expect(hl.find((h) => h.kind === 3)!.range.start).toEqual(at(BASE, 'DF', 0, 0));
    expect(hl.filter((h) => h.kind === 2).length).toBe(1);
  });
});

describe('rename', () => {
  async function renameAt(uri: string, position: Position, newName: string): Promise<WorkspaceEdit> {
    return client.request<WorkspaceEdit>('textDocument/rename', { textDocument: { uri }, position, newName });
  }

  function applyAll(edit: WorkspaceEdit, texts: Record<string, string>): Record<string, string> {
    const out = { ...texts };
    for (const [uri, edits] of Object.entries(edit.changes ?? {})) out[uri] = applyEdits(out[uri] ?? textOf(uri), edits as TextEdit[]);
    return out;
  }

  it('prepares a rename on user names and refuses built-in ones', async () => {
    const ok = await client.request<{ range: unknown; placeholder: string }>('textDocument/prepareRename', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'DF') });
    expect(ok.placeholder).toBe('DF');
    await expect(client.request('textDocument/prepareRename', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'deflector') })).rejects.toThrow(/built-in system kind/);
    await expect(client.request('textDocument/prepareRename', { textDocument: { uri: p.uri('base.ship') }, position: at(BASE, 'structure') })).rejects.toThrow(/cannot be renamed/);
  });

  it('renames a system id across files, and the result compiles as before', async () => {
    const edit = await renameAt(p.uri('base.ship'), at(BASE, 'DF', 1), 'FD');
    const texts = applyAll(edit, { [p.uri('base.ship')]: BASE });
    expect(Object.keys(edit.changes!).sort()).toEqual([p.uri('base.ship'), p.uri('variant.ship')].sort());
    expect(texts[p.uri('base.ship')]).toContain('deflector FD {');
    expect(texts[p.uri('base.ship')]).toContain('11..15: FD');
    expect(texts[p.uri('variant.ship')]).toContain('deflector FD { value: 9 }');
    const check = tempProject({ 'base.ship': texts[p.uri('base.ship')], 'variant.ship': texts[p.uri('variant.ship')] });
    const result = compileFiles([{ path: check.file('base.ship') }, { path: check.file('variant.ship') }]);
    const before = compileFiles([{ path: p.file('base.ship') }, { path: p.file('variant.ship') }]);
    // (The variant's `remove P1` breaks the inherited hit chart: that error stays, nothing new.)
    expect(result.diagnostics.map((d) => d.code)).toEqual(before.diagnostics.map((d) => d.code));
    expect(result.ships.length).toBe(2);
  });

  it('renames a ship, an arc and a system type', async () => {
    const ship = applyAll(await renameAt(p.uri('base.ship'), at(BASE, 'Base'), 'Mother'), { [p.uri('base.ship')]: BASE });
    expect(ship[p.uri('base.ship')]).toContain('ship Mother {');
    expect(ship[p.uri('variant.ship')]).toContain('ship Refit extends Mother {');
    const arc = applyAll(await renameAt(p.uri('base.ship'), at(BASE, 'FWD', 1), 'FORE'), { [p.uri('base.ship')]: BASE });
    expect(arc[p.uri('base.ship')]).toContain('arc FORE = 300..60');
    expect(arc[p.uri('base.ship')]).toContain('weapon P1 { arc: FORE }');
    const type = applyAll(await renameAt(p.uri('types.ship'), at(TYPES, 'LongIon C'), 'Lance'), { [p.uri('types.ship')]: TYPES });
    expect(type[p.uri('types.ship')]).toContain('system Lance extends ionCannon');
    expect(type[p.uri('types.ship')]).toContain('system LongerIon extends Lance');
    expect(type[p.uri('types.ship')]).toContain('Lance C { arc: FA }');
  });

  it('follows unsaved edits of open documents', async () => {
    const { text, positions } = fixture(VARIANT.replace('remove P1', 'remove P1\n  deflector DA { value: 7 }').replace('deflector DA', 'deflector D<|>A'));
    await client.open(p.uri('variant.ship'), text);
    const edit = await renameAt(p.uri('variant.ship'), positions[0], 'AFT');
    expect(applyEdits(text, edit.changes![p.uri('variant.ship')] as TextEdit[])).toContain('deflector AFT { value: 7 }');
    expect(applyEdits(BASE, edit.changes![p.uri('base.ship')] as TextEdit[])).toContain('deflector AFT { arc: 45..315');
    await client.close(p.uri('variant.ship'));
  });

  it('refuses invalid names, keywords and collisions', async () => {
    await expect(renameAt(p.uri('base.ship'), at(BASE, 'DF'), '9lives')).rejects.toThrow(/not a valid name/);
    await expect(renameAt(p.uri('base.ship'), at(BASE, 'DF'), 'ship')).rejects.toThrow(/keyword/);
    for (const word of ['flight', 'remove', 'true', 'all']) await expect(renameAt(p.uri('base.ship'), at(BASE, 'DF'), word)).rejects.toThrow(/keyword/);
    await expect(renameAt(p.uri('base.ship'), at(BASE, 'DF'), 'aft.nacelle')).rejects.toThrow(/not a valid name/);
    await expect(renameAt(p.uri('base.ship'), at(BASE, 'DF'), 'DA')).rejects.toThrow(/already a system id/);
  });
});
