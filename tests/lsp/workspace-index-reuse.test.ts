// The workspace index (references, rename, workspace symbols) is made again after any edit; it
// parses again only the files whose text changed, and its answers are those of an index made
// from scratch.
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace } from '../../lsp/workspace';
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
    expect(ws.wsIndexStats).toEqual({ parsed: 3, reused: 0 });
    // Rename the base ship in the open a.ship: its variants now name a ship that is not there.
    ws.open(p.uri('a.ship'), 'ship', 1, ship('Alpha'));
    ws.change(p.uri('a.ship'), 2, [{ range: { start: { line: 2, character: 5 }, end: { line: 2, character: 10 } }, text: 'Omega' }]);
    const second = await ws.workspaceIndex();
    expect(second).not.toBe(first);
    expect(ws.wsIndexStats).toEqual({ parsed: 1, reused: 2 });
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
