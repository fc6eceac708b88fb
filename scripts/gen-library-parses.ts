// Stores the parse of each file of drydock's library (lib/) in generated/library-parses.json:
// scripts/build.mjs bundles it, so a check that imports "drydock:fieryvoid/trek.ship" reads the
// syntax tree instead of parsing 30 KB cold at every start (compiler/library.ts uses it only when
// the file's text is the stored one). Run by the build before bundling.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from '../grammar/index';
import { libraryFiles } from './library-files.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const stored: Record<string, { text: string; ast: string }> = {};
for (const [name, text] of Object.entries(libraryFiles(root))) {
  const first = parse(text, `a/${name}`);
  // Only a clean parse is stored, and only if the tree does not depend on the file's path
  // (diagnostics name their file; the tree must not).
  if (first.diagnostics.length > 0) continue;
  if (!isDeepStrictEqual(first.ast, parse(text, `b/${name}`).ast)) throw new Error(`the syntax tree of ${name} depends on its path`);
  const ast = JSON.stringify(first.ast);
  if (!isDeepStrictEqual(JSON.parse(ast), first.ast)) throw new Error(`the syntax tree of ${name} does not survive JSON`);
  stored[name] = { text, ast };
}
const out = path.join(root, 'generated', 'library-parses.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(`${out}.tmp`, JSON.stringify(stored));
renameSync(`${out}.tmp`, out);
console.log(`stored the parses of ${Object.keys(stored).length} library files`);
