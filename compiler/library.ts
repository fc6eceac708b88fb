// The standard library shipped with drydock: `.ship` files in the package's own `lib/` folder,
// imported from any project as `import "drydock:fieryvoid/trek.ship"`. Only files inside that
// folder can be named this way (no absolute path, no `..`, links may not lead out of it), so the
// form reads the package's own files and never the user's disk outside the project.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export type LibraryPath = { target: string; root: string } | { problem: string };

/** Where `drydock:REST` leads, or why it cannot be used (in words for the diagnostic). */
export function resolveLibraryPath(spec: string, realpath: (p: string) => string | undefined): LibraryPath {
  const rest = spec.slice(LIBRARY_PREFIX.length);
  if (!rest.endsWith('.ship')) return { problem: `Only .ship files can be imported; \`${spec}\` is not one.` };
  if (rest.includes('\\') || path.posix.isAbsolute(rest) || rest.split('/').some((p) => p === '..' || p === '.' || p === ''))
    return { problem: `\`${spec}\` is not a library path; write it as "drydock:fieryvoid/trek.ship" (folders and a file name, no "..").` };
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
