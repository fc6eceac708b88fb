// The workspace index (references, rename, workspace symbols) is made again after any edit; it
// parses again only the files whose text changed, lowers again only the files the change can
// reach (lsp/workspace-reuse.ts), and its answers are those of an index made from scratch.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Program, resolveProgram } from '../../compiler/index';
import { Workspace } from '../../lsp/workspace';
import { importTargets, WorkspaceReuse } from '../../lsp/workspace-reuse';
import { cleanupScratch, tempProject } from './harness';

afterAll(() => cleanupScratch());

const ship = (name: string, base?: string) => `ruleset sfb\n${base ? 'import "a.ship"\n' : ''}\nship ${name}${base ? ` extends ${base}` : ''} {\n  name: "${name}"\n  sizeClass: 4\n  ionCannon A { arc: FA }\n}\n`;

function names(index: Awaited<ReturnType<Workspace['workspaceIndex']>>, file: string): string[] {
  return (index.index(file)?.occurrences ?? []).filter((o) => o.kind === 'ship').map((o) => o.name);
}

describe('the workspace index after an edit', () => {
  it('parses again only the file that changed, and answers as a fresh index', async () => {
    const p = tempProject({ 'a.ship': ship('Alpha'), 'b.ship': ship('Beta', 'Alpha'), 'c.ship': ship('Gamma', 'Alpha') });
    const ws = new Workspace();
    ws.roots = [p.dir];
    const first = await ws.workspaceIndex();
    expect(first.files.length).toBe(3);
    expect(ws.wsIndexStats).toEqual({ parsed: 3, reused: 0, shipsLowered: 3, shipsReused: 0 });
    // Rename the base ship in the open a.ship: its variants now name a ship that is not there.
    ws.open(p.uri('a.ship'), 'ship', 1, ship('Alpha'));
    ws.change(p.uri('a.ship'), 2, [{ range: { start: { line: 2, character: 5 }, end: { line: 2, character: 10 } }, text: 'Omega' }]);
    const second = await ws.workspaceIndex();
    expect(second).not.toBe(first);
    expect(ws.wsIndexStats).toEqual({ parsed: 1, reused: 2, shipsLowered: 3, shipsReused: 0 });
    expect(names(second, p.file('a.ship'))).toEqual(['Omega']);
    // A fresh workspace over the same texts gives the same occurrences, file by file.
    const fresh = new Workspace();
    fresh.roots = [p.dir];
    fresh.open(p.uri('a.ship'), 'ship', 1, ship('Omega'));
    const scratch = await fresh.workspaceIndex();
    for (const f of ['a.ship', 'b.ship', 'c.ship']) {
      const key = (i: typeof second) => (i.index(p.file(f))?.occurrences ?? []).map((o) => [o.kind, o.name, o.span.start, o.span.end, o.key ?? ''].join('|'));
      expect(key(second)).toEqual(key(scratch));
    }
    expect((second.index(p.file('b.ship'))?.occurrences ?? []).some((o) => o.kind === 'unresolved' && o.name === 'Alpha')).toBe(true);
  });
});

/** A small random workspace: files that import each other, declare system types, and ships that extend ships and use the types. */
interface FileState {
  imports: Set<number>;
  systems: string[];
  ships: { name: string; base?: string; uses?: string }[];
}

const FILES = 5;
const SHIP_NAMES = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'];
const TYPE_NAMES = ['Lance', 'Pike', 'Spear'];

function render(s: FileState): string {
  const lines = ['ruleset sfb'];
  for (const i of [...s.imports].sort()) lines.push(`import "f${i}.ship"`);
  for (const t of s.systems) lines.push(`system ${t} extends ionCannon { impulseCost: 2 }`);
  for (const sh of s.ships) {
    lines.push(`ship ${sh.name}${sh.base ? ` extends ${sh.base}` : ''} {`, ...(sh.base ? [] : ['  sizeClass: 4']), `  ${sh.uses ?? 'ionCannon'} A${sh.name} { arc: FA }`, '}');
  }
  return lines.join('\n') + '\n';
}

/** A seeded generator (the same sequence every run). */
function rng(seed: number): (n: number) => number {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x % n;
  };
}

function mutate(states: FileState[], pick: (n: number) => number): number {
  const f = pick(FILES);
  const s = states[f];
  const name = () => SHIP_NAMES[pick(SHIP_NAMES.length)];
  const type = () => TYPE_NAMES[pick(TYPE_NAMES.length)];
  switch (pick(7)) {
    case 0: {
      const other = pick(FILES);
      if (other !== f) s.imports.has(other) ? s.imports.delete(other) : s.imports.add(other);
      break;
    }
    case 1:
      if (s.systems.length && pick(2)) s.systems.splice(pick(s.systems.length), 1);
      else s.systems.push(type());
      break;
    case 2:
      s.ships.push({ name: name(), ...(pick(2) ? { base: name() } : {}), ...(pick(2) ? { uses: type() } : {}) });
      break;
    case 3:
      if (s.ships.length) s.ships.splice(pick(s.ships.length), 1);
      break;
    case 4:
      if (s.ships.length) s.ships[pick(s.ships.length)].name = name();
      break;
    case 5:
      if (s.ships.length) s.ships[pick(s.ships.length)].uses = pick(3) ? type() : undefined;
      break;
    default:
      if (s.systems.length) s.systems[pick(s.systems.length)] = type();
  }
  return f;
}

type Index = Awaited<ReturnType<Workspace['workspaceIndex']>>;

function described(index: Index, file: string): string[] {
  return (index.index(file)?.occurrences ?? []).map((o) => [o.kind, o.name, o.span.start, o.span.end, o.key ?? '', o.def?.file ?? '', o.def?.span.start ?? '', o.def?.span.end ?? '', o.decl ?? '', o.renamable ?? ''].join('|'));
}

describe('the workspace index after random edits', () => {
  it('answers as an index made from scratch, and lowers again only what an edit can change', async () => {
    const pick = rng(20261204);
    const states: FileState[] = Array.from({ length: FILES }, (_, i) => ({
      imports: new Set(i > 0 ? [i - 1] : []),
      systems: [TYPE_NAMES[i % TYPE_NAMES.length]],
      ships: [{ name: SHIP_NAMES[i], ...(i > 0 ? { base: SHIP_NAMES[i - 1], uses: TYPE_NAMES[(i - 1) % TYPE_NAMES.length] } : {}) }],
    }));
    const files = Object.fromEntries(states.map((s, i) => [`f${i}.ship`, render(s)]));
    const p = tempProject(files);
    const ws = new Workspace();
    ws.roots = [p.dir];
    const versions = states.map(() => 1);
    states.forEach((s, i) => ws.open(p.uri(`f${i}.ship`), 'ship', 1, render(s)));
    let reusedSome = 0;
    let loweredSome = 0;
    for (let step = 0; step < 60; step++) {
      const f = mutate(states, pick);
      ws.change(p.uri(`f${f}.ship`), ++versions[f], [{ text: render(states[f]) }]);
      const index = await ws.workspaceIndex();
      const fresh = new Workspace();
      fresh.roots = [p.dir];
      states.forEach((s, i) => fresh.open(p.uri(`f${i}.ship`), 'ship', 1, render(s)));
      const scratch = await fresh.workspaceIndex();
      expect(index.files).toEqual(scratch.files);
      for (const file of scratch.files) expect(described(index, file), `step ${step}, ${file}`).toEqual(described(scratch, file));
      if (ws.wsIndexStats.shipsReused > 0) reusedSome++;
      if (ws.wsIndexStats.shipsLowered > 0) loweredSome++;
    }
    // Both paths ran, many times over.
    expect(reusedSome).toBeGreaterThan(20);
    expect(loweredSome).toBeGreaterThan(20);
  });

  it('takes the lowering of files the edit cannot reach, and lowers again the importers of the edited file', async () => {
    const p = tempProject({
      'types.ship': 'ruleset sfb\nsystem Lance extends ionCannon { impulseCost: 2 }\n',
      'uses.ship': 'ruleset sfb\nimport "types.ship"\nship Alpha {\n  sizeClass: 4\n  Lance A { arc: FA }\n}\n',
      'alone.ship': 'ruleset sfb\nship Beta {\n  sizeClass: 4\n  ionCannon A { arc: FA }\n}\nship Gamma extends Beta { }\n',
    });
    const ws = new Workspace();
    ws.roots = [p.dir];
    const first = await ws.workspaceIndex();
    expect(ws.wsIndexStats).toMatchObject({ shipsLowered: 3, shipsReused: 0 });
    const lanceIn = (i: Index) => (i.index(p.file('uses.ship'))?.occurrences ?? []).find((o) => o.name === 'Lance' || o.name === 'Pike')!;
    expect(lanceIn(first).kind).toBe('systemType');
    // The type is renamed: the ship that uses it is lowered again and now names nothing known;
    // the file that imports nothing keeps its two ships.
    ws.open(p.uri('types.ship'), 'ship', 1, 'ruleset sfb\nsystem Pike extends ionCannon { impulseCost: 2 }\n');
    const second = await ws.workspaceIndex();
    expect(ws.wsIndexStats).toMatchObject({ parsed: 1, shipsLowered: 1, shipsReused: 2 });
    expect(lanceIn(second).kind).not.toBe('systemType');
    // Nothing changed: the index is the same one.
    expect(await ws.workspaceIndex()).toBe(second);
  });

  it('lowers again a file whose import leads nowhere now, though its text is the same', async () => {
    const p = tempProject({
      'types.ship': 'ruleset sfb\nsystem Lance extends ionCannon { impulseCost: 2 }\n',
      'uses.ship': 'ruleset sfb\nimport "types.ship"\nship Alpha {\n  sizeClass: 4\n  Lance A { arc: FA }\n}\n',
    });
    const ws = new Workspace();
    ws.roots = [p.dir];
    const lance = (i: Index) => (i.index(p.file('uses.ship'))?.occurrences ?? []).find((o) => o.name === 'Lance')!;
    expect(lance(await ws.workspaceIndex()).kind).toBe('systemType');
    fs.rmSync(p.file('types.ship'));
    // The index looks at the disk again once it is a few seconds old.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    const after = await ws.workspaceIndex();
    vi.restoreAllMocks();
    expect(ws.wsIndexStats).toMatchObject({ parsed: 0, shipsLowered: 1, shipsReused: 0 });
    expect(lance(after).kind).not.toBe('systemType');
  });
});

describe('the reuse between two indexes', () => {
  it('offers the last index ships only while the new one is resolved, so no index keeps the one before it', () => {
    const file = path.resolve('/nonexistent-drydock-ws/a.ship');
    const text = 'ruleset sfb\nship Alpha {\n  sizeClass: 4\n  ionCannon A { arc: FA }\n}\n';
    const program = new Program({ host: { readFile: (p) => (p === file ? text : undefined) }, root: path.dirname(file) });
    const unit = program.load(file)!;
    const first = new WorkspaceReuse(program, () => true);
    resolveProgram(program, first);
    first.resolved();
    expect(first.stats).toEqual({ lowered: 1, reused: 0 });
    const second = new WorkspaceReuse(program, () => false, { reuse: first, imports: importTargets(program) });
    const decl = unit.ships.get('Alpha')!;
    expect(second.ship(unit, decl)?.model?.name).toBe('Alpha');
    resolveProgram(program, second);
    expect(second.stats).toEqual({ lowered: 0, reused: 1 });
    second.resolved();
    expect(second.ship(unit, decl)).toBeUndefined();
  });
});
