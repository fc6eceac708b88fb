// The standard library shipped with drydock: `.ship` files in the package's own `lib/` folder,
// imported from any project as `import "drydock:fieryvoid/trek.ship"`. Only files inside that
// folder can be named this way (no absolute path, no `..`, links may not lead out of it), so the
// form reads the package's own files and never the user's disk outside the project.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParseResult } from '../grammar/index';
import type { ShipFile } from '../grammar/ast';

export const LIBRARY_PREFIX = 'drydock:';

let cached: string | null | undefined;

/**
 * The package's `lib/` folder: the nearest folder above this module holding the package.json of
 * drydock (from source, from dist/ and from dist/commands/ alike). Undefined where there is none
 * (the browser playground), and then every library import is not found.
 */
export function libraryRoot(): string | undefined {
  if (cached !== undefined) return cached ?? undefined;
  cached = null;
  try {
    let dir = path.dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 6; i++) {
      const pkg = path.join(dir, 'package.json');
      if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === 'drydock-ships') {
        const lib = path.join(dir, 'lib');
        if (fs.existsSync(lib)) cached = fs.realpathSync(lib);
        break;
      }
      const up = path.dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  } catch {
    cached = null;
  }
  return cached ?? undefined;
}

/**
 * The library's files, built in where there is no package folder to read them from: the
 * standalone executable and the browser playground define this at build time (their build
 * scripts read lib/ with scripts/library-files.mjs). Undefined when running from the package.
 */
declare const __DRYDOCK_LIBRARY__: Record<string, string> | undefined;
const BUILT_IN: Record<string, string> | undefined = typeof __DRYDOCK_LIBRARY__ === 'undefined' ? undefined : __DRYDOCK_LIBRARY__;

/** Where built-in library files live among a program's files (a name no disk path has). */
export const BUILT_IN_ROOT = path.resolve('/', '(drydock library)');

/** `text`: the file's text when it is built in (nothing is read from disk then). */
export type LibraryPath = { target: string; root: string; text?: string } | { problem: string };

/** Where `drydock:REST` leads, or why it cannot be used (in words for the diagnostic). */
export function resolveLibraryPath(spec: string, realpath: (p: string) => string | undefined): LibraryPath {
  const rest = spec.slice(LIBRARY_PREFIX.length);
  if (!rest.endsWith('.ship')) return { problem: `Only .ship files can be imported; \`${spec}\` is not one.` };
  if (rest.includes('\\') || path.posix.isAbsolute(rest) || rest.split('/').some((p) => p === '..' || p === '.' || p === ''))
    return { problem: `\`${spec}\` is not a library path; write it as "drydock:fieryvoid/trek.ship" (folders and a file name, no "..").` };
  if (BUILT_IN) {
    const text = Object.hasOwn(BUILT_IN, rest) ? BUILT_IN[rest] : undefined;
    if (text === undefined) return { problem: `Cannot read \`${spec}\`: drydock's library has ${Object.keys(BUILT_IN).map((f) => `"${LIBRARY_PREFIX}${f}"`).join(', ')}.` };
    return { target: path.join(BUILT_IN_ROOT, ...rest.split('/')), root: BUILT_IN_ROOT, text };
  }
  const root = libraryRoot();
  if (!root) return { problem: `drydock's library folder cannot be found, so \`${spec}\` cannot be read.` };
  const target = path.join(root, ...rest.split('/'));
  const real = realpath(target);
  if (real !== undefined) {
    const rel = path.relative(root, real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return { problem: `\`${spec}\` leads outside drydock's library (through a link).` };
  }
  return { target, root };
}

type StoredParses = Record<string, { text: string; ast: string }>;

/**
 * The library's parses stored by the build (scripts/gen-library-parses.ts): each file's text and
 * its syntax tree as JSON. The package's bundles name a file of dist/ that holds them (read on the
 * first import of the library, so a run that imports nothing from it neither reads nor compiles
 * them); the standalone executable holds them itself. Undefined when running from source.
 */
declare const __DRYDOCK_LIBRARY_PARSES__: string | StoredParses | undefined;
const STORED: string | StoredParses | undefined = typeof __DRYDOCK_LIBRARY_PARSES__ === 'undefined' ? undefined : __DRYDOCK_LIBRARY_PARSES__;
let storedFile: StoredParses | null | undefined;

function storedParses(root: string): StoredParses | undefined {
  if (typeof STORED !== 'string') return STORED;
  if (storedFile === undefined) {
    storedFile = null;
    try {
      // The library is the package's lib/ folder, and the build writes the file into its dist/.
      const data: unknown = JSON.parse(fs.readFileSync(path.join(path.dirname(root), 'dist', STORED), 'utf8'));
      if (data && typeof data === 'object' && !Array.isArray(data)) storedFile = data as StoredParses;
    } catch {
      // No stored parses (a partial build): the library is parsed.
    }
  }
  return storedFile ?? undefined;
}

/**
 * The stored parse of the library file `target` (under the library root `root`) when its text is
 * `text`: what parsing `text` gives, as a new tree each time (callers may change it). Undefined
 * for any other file or text, and then the caller parses.
 */
export function storedLibraryParse(root: string, target: string, text: string, given?: StoredParses): ParseResult | undefined {
  if (root !== BUILT_IN_ROOT && root !== (cached ?? undefined)) return undefined;
  const stored = given ?? storedParses(root);
  if (!stored) return undefined;
  const rel = path.relative(root, target).split(path.sep).join('/');
  const entry = Object.hasOwn(stored, rel) ? stored[rel] : undefined;
  if (!entry || typeof entry.text !== 'string' || typeof entry.ast !== 'string' || entry.text !== text) return undefined;
  return { ast: JSON.parse(entry.ast) as ShipFile, diagnostics: [] };
}
