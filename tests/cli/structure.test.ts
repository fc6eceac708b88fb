// The command line's layout: one file per command, the shared context type in
// its own module, and no import cycle inside cli/ (static or dynamic imports alike).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/compile';

const CLI = path.join(ROOT, 'cli');

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(CLI, file), 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.\/[\w./-]+)'/g)].map((m) => m[1]);
  return specs.map((s) => path.basename(s) + '.ts').filter((f) => existsSync(path.join(CLI, f)));
}

describe('cli/', () => {
  const files = readdirSync(CLI).filter((f) => f.endsWith('.ts'));

  it('has no import cycle', () => {
    const graph = new Map(files.map((f) => [f, importsOf(f)]));
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (f: string, trail: string[]) => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(f)), f].join(' -> '));
        return;
      }
      state.set(f, 'open');
      for (const g of graph.get(f) ?? []) visit(g, [...trail, f]);
      state.set(f, 'done');
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('keeps each command in a file named for it, reached from the command table', () => {
    const table = readFileSync(path.join(CLI, 'commands.ts'), 'utf8');
    const names = [...table.matchAll(/^ {2}(\w+)[:,]/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThanOrEqual(9);
    for (const n of names) {
      expect(files, `cli/${n}.ts`).toContain(`${n}.ts`);
      expect(readFileSync(path.join(CLI, `${n}.ts`), 'utf8')).toMatch(new RegExp(`export (const|async function) ${n}\\b`));
    }
  });

  it('has command modules depend on the context module, never on the command table', () => {
    for (const f of files.filter((f) => f !== 'main.ts' && f !== 'commands.ts')) expect(importsOf(f), f).not.toContain('commands.ts');
    expect(readFileSync(path.join(CLI, 'context.ts'), 'utf8')).toMatch(/export interface CommandContext/);
  });

  it('walks folders with the one walk that the language server uses too', () => {
    // compiler/ship-files.ts decides what a folder holds, for the commands and the editor alike.
    for (const file of ['cli/files.ts', 'lsp/workspace.ts']) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect(text, file).toMatch(/from '\.\.\/compiler\/ship-files'/);
      expect(text, file).not.toMatch(/readdirSync/);
    }
  });
});
