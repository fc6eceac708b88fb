// No import cycle anywhere in the product code: every module of grammar/, compiler/, runtime/,
// render/, format/, lsp/ and cli/ can be read, tested and bundled after the modules it uses. The
// graph is read from the sources themselves (relative `import` and `export ... from`, type-only
// ones included: a cycle through types still ties two modules' designs together).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const LAYERS = ['grammar', 'compiler', 'runtime', 'render', 'format', 'lsp', 'cli'];

function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    // lsp/vscode is the editor extension, a separate package with its own build.
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && !(e.name === 'vscode' && dir.endsWith('lsp'))) sources(p, out);
    } else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm;

/** Module -> the modules of the product it imports. */
export function importGraph(): Map<string, string[]> {
  const files = LAYERS.flatMap((l) => sources(path.join(root, l)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const deps: string[] = [];
    for (const m of fs.readFileSync(f, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(f), m[1]);
      const hit = [target, `${target}.ts`, target.replace(/\.js$/, '.ts'), path.join(target, 'index.ts')].find((c) => known.has(c));
      if (hit) deps.push(hit);
    }
    graph.set(f, deps);
  }
  return graph;
}

/** The strongly connected components with more than one module (or a module importing itself). */
export function cycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative so that a long chain cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { v: string; i: number }[] = [{ v: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const deps = graph.get(top.v) ?? [];
      if (top.i < deps.length) {
        const w = deps[top.i++];
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ v: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].v, Math.min(low.get(work[work.length - 1].v)!, low.get(top.v)!));
      if (low.get(top.v) === index.get(top.v)) {
        const comp: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          comp.push(w);
        } while (w !== top.v);
        if (comp.length > 1 || deps.includes(top.v)) out.push(comp.map((c) => path.relative(root, c)).sort());
      }
    }
  }
  return out;
}

describe('the product code', () => {
  it('has no import cycle', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    // The walker sees the imports: the compiler's entry point uses the lowerer and the rules.
    expect(graph.get(path.join(root, 'compiler/index.ts'))).toContain(path.join(root, 'compiler/lower.ts'));
    expect(cycles(graph)).toEqual([]);
  });

  it('the cycle finder finds a cycle', () => {
    const g = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/d.ts']],
      ['/e.ts', ['/a.ts']],
    ]);
    expect(cycles(g).map((c) => c.length).sort()).toEqual([1, 3]);
  });
});
