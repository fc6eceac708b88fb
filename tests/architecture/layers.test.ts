// The bottom of the layers (docs/architecture.md): grammar/ (with the printer of its syntax tree,
// grammar/print) imports nothing of the product outside itself, and compiler/ only grammar/. So
// the compiler can print the trees it builds (convert) without reaching up into format/.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm;

function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sources(p, out);
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** The modules of a layer: path and text. */
function layer(name: string): { file: string; text: string }[] {
  return sources(path.join(root, name)).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

/** `file -> import` for every relative import that leaves the folders the modules may use. */
function reachingOut(modules: { file: string; text: string }[], allowed: string[]): string[] {
  const out: string[] = [];
  for (const { file, text } of modules) {
    for (const m of text.matchAll(IMPORT)) {
      const top = path.relative(root, path.resolve(path.dirname(file), m[1])).split(path.sep)[0];
      if (!allowed.includes(top)) out.push(`${path.relative(root, file).split(path.sep).join('/')} -> ${m[1]}`);
    }
  }
  return out;
}

describe('layers: the bottom imports nothing above it', () => {
  it('grammar/ imports only grammar/', () => {
    expect(reachingOut(layer('grammar'), ['grammar'])).toEqual([]);
  });

  it('compiler/ imports only compiler/ and grammar/', () => {
    expect(reachingOut(layer('compiler'), ['compiler', 'grammar'])).toEqual([]);
  });

  it('the check sees an import that reaches up, type-only ones too', () => {
    const probe = {
      file: path.join(root, 'compiler', 'convert', 'probe.ts'),
      text: "import { formatShip } from '../../format/format';\nimport type { ShipRoot } from '../../grammar/print/nodes';\nexport type { Doc } from '../../format/plugin';\n",
    };
    expect(reachingOut([probe], ['compiler', 'grammar'])).toEqual(['compiler/convert/probe.ts -> ../../format/format', 'compiler/convert/probe.ts -> ../../format/plugin']);
  });
});
