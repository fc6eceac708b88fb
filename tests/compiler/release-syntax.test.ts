// `releaseSyntax` (what `drydock check` compiles with, to hold less memory on whole fleets) drops
// each file's syntax tree once its ships are checked: the diagnostics and the compiled document
// must be exactly those of a compile that keeps everything.
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { ROOT } from '../helpers/compile';

function shipFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? shipFiles(path.join(dir, e.name)) : e.name.endsWith('.ship') ? [path.join(dir, e.name)] : [],
  );
}

const files = [...shipFiles(path.join(ROOT, 'examples')), ...shipFiles(path.join(ROOT, 'tests', 'fixtures'))];

function outcome(paths: string[], releaseSyntax: boolean) {
  const r = compileFiles(paths.map((p) => ({ path: p })), { releaseSyntax });
  return { diagnostics: JSON.stringify(r.diagnostics), document: JSON.stringify(r.document), ships: r.ships.length };
}

describe('releaseSyntax', () => {
  it('gives the same diagnostics and compiled document for every example and fixture, one file at a time', () => {
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) expect(outcome([f], true), path.relative(ROOT, f)).toEqual(outcome([f], false));
  });

  it('gives the same for each folder compiled at once (files that import others and are imported)', () => {
    const byDir = new Map<string, string[]>();
    for (const f of files) byDir.set(path.dirname(f), [...(byDir.get(path.dirname(f)) ?? []), f]);
    for (const [dir, group] of byDir) expect(outcome(group, true), path.relative(ROOT, dir)).toEqual(outcome(group, false));
  });

  it('drops the syntax tree of a file nothing imports, and keeps the text for code frames', () => {
    const file = path.join(ROOT, 'examples', 'excelsior.ship');
    const r = compileFiles([{ path: file }], { releaseSyntax: true });
    const unit = r.program.files.get(file)!;
    expect(unit.ast.decls).toEqual([]);
    expect(unit.ships.size).toBe(0);
    expect(unit.text.length).toBeGreaterThan(0);
    expect(r.document.ships.map((s) => s.name)).toEqual(['Excelsior', 'ExcelsiorRefit']);
  });
});
