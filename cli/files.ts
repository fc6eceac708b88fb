// Expanding command-line paths: a folder means every .ship (and, for check, .json) file below it
// (the one folder walk, compiler/ship-files.ts, which skips links and special files), and a glob
// the shell left alone (`drydock check "examples/*.ship"`, as cmd.exe passes every pattern) is
// expanded with tinyglobby. A glob stays inside the project folder of the current folder
// (docs/security.md): one whose fixed part lies outside it, or that climbs with `..` after its
// first wildcard, is refused; matches that are links or lead outside through a link are dropped.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { climbsOut, findProjectRoot } from '../compiler/program';
import { filesBelow, skippedInWalk } from '../compiler/ship-files';

export interface Expanded {
  /** Absolute paths, each once, in the order given (a folder's files in name order). */
  files: string[];
  /** Inputs that name nothing (a glob that matches no file included). */
  missing: string[];
  /** Inputs refused, with the reason (a glob reaching outside the project folder). */
  refused: string[];
  /** How to show each file: as the user wrote it, or the folder as written joined with its place below it. */
  shown: Map<string, string>;
}

/** The files the inputs name (folders and globs expanded); relative inputs are taken from `cwd`. */
export async function expandPaths(inputs: string[], exts: string[], cwd = process.cwd()): Promise<Expanded> {
  const files: string[] = [];
  const missing: string[] = [];
  const refused: string[] = [];
  const shown = new Map<string, string>();
  for (const input of inputs) {
    let st: fs.Stats | undefined;
    try {
      st = fs.statSync(path.resolve(cwd, input));
    } catch {
      st = undefined;
    }
    if (!st && GLOB_SYNTAX.test(toGlob(input))) {
      // Loaded only for a pattern: most runs name files and folders.
      const r = expandGlob(await import('tinyglobby'), input, exts, cwd);
      if (typeof r === 'string') refused.push(r);
      else if (!r.length) missing.push(input);
      for (const f of r) {
        if (!shown.has(f)) shown.set(f, path.isAbsolute(input) ? f : path.relative(cwd, f));
        files.push(f);
      }
    } else if (!st) missing.push(input);
    else if (st.isDirectory()) {
      const found = filesBelow(path.resolve(cwd, input), exts);
      for (const f of found) if (!shown.has(f)) shown.set(f, path.join(input, path.relative(path.resolve(cwd, input), f)));
      for (const f of found) files.push(f);
    } else {
      const abs = path.resolve(cwd, input);
      if (!shown.has(abs)) shown.set(abs, input);
      files.push(abs);
    }
  }
  return { files: [...new Set(files)], missing, refused, shown };
}

/** One message for the inputs that name nothing or are refused, or undefined when all are fine. */
export function pathProblem(e: Pick<Expanded, 'missing' | 'refused'>, show: (p: string) => string = (p) => p): string | undefined {
  const parts = [...(e.missing.length ? [`cannot find ${e.missing.map(show).join(', ')}`] : []), ...e.refused];
  return parts.length ? parts.join('; ') : undefined;
}

/** Characters that may make a path a pattern (tinyglobby then decides whether it is one). */
const GLOB_SYNTAX = /[*?[\]{}()!+@]/;

/** Never searched (the folder walk skips them too; see compiler/ship-files.ts). */
const IGNORED = ['**/node_modules/**', '**/dist/**', '**/.*/**'];

/** Glob syntax uses `/`; on Windows a `\` in a pattern is a folder separator, not an escape. */
function toGlob(p: string): string {
  return process.platform === 'win32' ? p.replace(/\\/g, '/') : p;
}

/** The files matching `pattern` (absolute, sorted), or why it is refused. */
function expandGlob(tinyglobby: typeof import('tinyglobby'), pattern: string, exts: string[], cwd: string): string[] | string {
  const { globSync, isDynamicPattern } = tinyglobby;
  if (!isDynamicPattern(toGlob(pattern))) return []; // a missing file with a `+` or `(` in its name
  const root = findProjectRoot(path.join(cwd, '.drydock-cwd'));
  const glob = toGlob(pattern);
  const segments = glob.split('/');
  const firstDynamic = segments.findIndex((s) => isDynamicPattern(s));
  const fixed = segments.slice(0, firstDynamic).join('/');
  const rest = segments.slice(firstDynamic);
  const base = path.resolve(cwd, fixed || '.');
  const outside = `the pattern ${pattern} reaches outside the project folder ${root}; a glob stays inside it (name the folder itself to go elsewhere)`;
  if (climbsOut(path.relative(root, base)) || rest.includes('..')) return outside;
  let realRoot = root;
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    // the root exists (the cwd is inside it); keep it as written
  }
  const matches = globSync(rest.join('/'), { cwd: base, absolute: true, onlyFiles: true, followSymbolicLinks: false, dot: false, expandDirectories: false, ignore: IGNORED });
  const out: string[] = [];
  for (const m of matches) {
    const abs = path.resolve(m);
    const rel = path.relative(base, abs);
    if (rel.split(path.sep).slice(0, -1).some(skippedInWalk)) continue;
    if (!exts.some((x) => abs.endsWith(x))) continue;
    try {
      if (!fs.lstatSync(abs).isFile()) continue;
      if (climbsOut(path.relative(realRoot, fs.realpathSync(abs)))) continue;
    } catch {
      continue;
    }
    out.push(abs);
  }
  return out.sort();
}
