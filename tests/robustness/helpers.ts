// Shared helpers of the robustness suite: the example texts, an in-memory project whose
// CompilerHost records every path it is asked for, span checks over diagnostics and ASTs, a
// prototype-pollution probe, and a noise-tolerant growth measurement (time for 8n vs n).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFiles, type CompileResult, type CompilerHost } from '../../compiler/index';
import type { Diagnostic } from '../../grammar/diagnostic';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXAMPLES_DIR = path.join(ROOT, 'examples');

/** Every .ship file under examples/ (shared type files in subfolders too), by path relative to it. */
export const EXAMPLES: Record<string, string> = Object.fromEntries(
  (fs.readdirSync(EXAMPLES_DIR, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.ship'))
    .sort()
    .map((f) => [f, fs.readFileSync(path.join(EXAMPLES_DIR, f), 'utf8')]),
);
export const EXAMPLE_NAMES = Object.keys(EXAMPLES);

/** drydock's own library of system types (`import "drydock:fieryvoid/trek.ship"`), at its real paths. */
const LIBRARY_DIR = path.join(ROOT, 'lib');
export const LIBRARY: Record<string, string> = Object.fromEntries(
  (fs.readdirSync(LIBRARY_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.ship')).map((f) => [path.join(LIBRARY_DIR, f), fs.readFileSync(path.join(LIBRARY_DIR, f), 'utf8')]),
);

/** The virtual project root used for in-memory compilation. */
export const VROOT = '/virtual-project';

/** A host that serves `files` (absolute paths) and records every path asked for. */
export function recordingHost(files: Record<string, string>): CompilerHost & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    readFile(file: string) {
      reads.push(file);
      return Object.prototype.hasOwnProperty.call(files, file) ? files[file] : undefined;
    },
  };
}

/**
 * Compile `text` as /virtual-project/input.ship, with every example available next to it (so a
 * mutated `import "excelsior.ship"` resolves). Returns the result and the host (for its reads).
 */
export function compileInProject(text: string, extra: Record<string, string> = {}) {
  const files: Record<string, string> = { ...LIBRARY };
  for (const [name, t] of Object.entries(EXAMPLES)) files[path.join(VROOT, name)] = t;
  for (const [name, t] of Object.entries(extra)) files[path.join(VROOT, name)] = t;
  const file = path.join(VROOT, 'input.ship');
  files[file] = text;
  const host = recordingHost(files);
  const result = compileFiles([{ path: file, text }], { host, root: VROOT });
  return { result, host, file };
}

/** Problems with diagnostic spans: each must satisfy 0 <= start <= end <= length of its file. */
export function spanProblems(diags: Diagnostic[], lengthOf: (file: string) => number | undefined): string[] {
  const out: string[] = [];
  for (const d of diags) {
    const len = lengthOf(d.file);
    const { start, end } = d.span ?? ({} as { start?: number; end?: number });
    const ok =
      typeof start === 'number' &&
      typeof end === 'number' &&
      Number.isInteger(start) &&
      Number.isInteger(end) &&
      start >= 0 &&
      start <= end &&
      (len === undefined || end <= len);
    if (!ok) out.push(`${d.code} [${start}, ${end}) in ${d.file} (length ${len}): ${d.message}`);
  }
  return out;
}

/** Span problems of a compile result (every file of its program). */
export function compileSpanProblems(result: CompileResult): string[] {
  return spanProblems(result.diagnostics, (f) => result.program.files.get(f)?.text.length);
}

/** Every `span` object in an AST that lies outside 0..length or is reversed (NaN included). */
export function astSpanProblems(node: unknown, length: number): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  const walk = (x: unknown, where: string) => {
    if (typeof x !== 'object' || x === null || seen.has(x)) return;
    seen.add(x);
    if (Array.isArray(x)) {
      x.forEach((y, i) => walk(y, `${where}[${i}]`));
      return;
    }
    const o = x as Record<string, unknown>;
    const s = o.span as { start?: unknown; end?: unknown } | undefined;
    if (s && typeof s === 'object') {
      const { start, end } = s;
      if (!(typeof start === 'number' && typeof end === 'number' && start >= 0 && start <= end && end <= length)) {
        out.push(`${where}.span = [${String(start)}, ${String(end)}) (length ${length})`);
      }
    }
    for (const k of Object.keys(o)) if (k !== 'span') walk(o[k], `${where}.${k}`);
  };
  walk(node, 'ast');
  return out.slice(0, 10);
}

const PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join(',');

/** Throws when Object.prototype (or Array.prototype) has gained a property. */
export function assertNoPollution(): void {
  const now = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
  const probe = {} as Record<string, unknown>;
  if (now !== PROTO_KEYS || probe.polluted !== undefined || probe.isAdmin !== undefined || ([] as unknown as Record<string, unknown>).polluted !== undefined) {
    throw new Error(`Object.prototype was polluted: ${now}`);
  }
}

/**
 * Objects anywhere in `value` whose prototype is neither Object.prototype, Array.prototype nor
 * null (a `__proto__` key assigned as a property changes the prototype instead of adding a key).
 */
export function oddPrototypes(value: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  const walk = (x: unknown, where: string) => {
    if (typeof x !== 'object' || x === null || seen.has(x)) return;
    seen.add(x);
    const proto = Object.getPrototypeOf(x);
    if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) out.push(where);
    for (const k of Object.keys(x)) walk((x as Record<string, unknown>)[k], `${where}.${k}`);
  };
  walk(value, '$');
  return out;
}

/** Median-free, noise-tolerant timing: the fastest of `runs` runs, in ms. */
export function fastest(fn: () => unknown, runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/**
 * How the cost of `fn(input)` grows from size n to 8n, linear 8, quadratic 64: the fastest time
 * of one run at 8n over the fastest time of eight runs at n, times 8. The eight small runs keep
 * their results alive to the end, so both sides hold the same memory and pay the same garbage
 * collection (one small run fits the young generation and would look cheaper per character than
 * the large one, which reads as growth). Retried (the lowest ratio wins) so a busy machine does
 * not fail a linear input.
 */
export function growth(make: (n: number) => string, n: number, fn: (input: string) => unknown, attempts = 3): { ratio: number; small: number; large: number } {
  const small = make(n);
  const large = make(8 * n);
  let best = { ratio: Infinity, small: 0, large: 0 };
  for (let a = 0; a < attempts; a++) {
    const ts = fastest(() => {
      const kept: unknown[] = [];
      for (let i = 0; i < 8; i++) kept.push(fn(small));
      return kept;
    }, 3);
    const tl = fastest(() => fn(large), 3);
    // Below ~2 ms the timer and the JIT dominate; count such a small time as 2 ms.
    const ratio = (8 * tl) / Math.max(ts, 2);
    if (ratio < best.ratio) best = { ratio, small: ts / 8, large: tl };
    if (best.ratio <= 16) break;
  }
  return best;
}
