// The standard library's .ship files (lib/), as { "fieryvoid/trek.ship": text }, for builds that
// carry them inside: the standalone executable and the browser playground, which have no package
// folder to read lib/ from (compiler/library.ts reads `__DRYDOCK_LIBRARY__`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function libraryFiles(root) {
  const lib = join(root, 'lib');
  const out = {};
  const walk = (rel) => {
    for (const e of readdirSync(join(lib, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const name = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(name);
      else if (e.isFile() && e.name.endsWith('.ship')) out[name] = readFileSync(join(lib, name), 'utf8');
    }
  };
  walk('');
  return out;
}
