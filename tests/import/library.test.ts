// drydock's library of FieryVoid system types and the `drydock:` import form that reaches it from
// any folder, and only it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { libraryRoot } from '../../compiler/library';
import { parse } from '../../grammar/index';
import { CLASSES } from '../../import/fieryvoid/classes';
import { ROOT } from '../helpers/compile';

const LIB = path.join(ROOT, 'lib', 'fieryvoid', 'trek.ship');

function compileIn(text: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'drydock-lib-'));
  const file = path.join(dir, 'fleet.ship');
  writeFileSync(file, text);
  return compileFiles([{ path: file }]);
}

describe('the FieryVoid library', () => {
  it('is found in the package from source', () => {
    expect(libraryRoot()).toBe(path.join(ROOT, 'lib'));
  });

  it('checks clean, and each type names the FieryVoid class it comes from', () => {
    const r = compileFiles([{ path: LIB }]);
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const decls = parse(readFileSync(LIB, 'utf8'), LIB).ast.decls.filter((d) => d.kind === 'system');
    expect(decls.length).toBeGreaterThan(25);
    const classes = Object.keys(CLASSES);
    for (const d of decls) expect(classes.some((c) => new RegExp(`\\(${c}\\b`).test(d.doc ?? '')), `${d.name.name} names its FieryVoid class`).toBe(true);
  });

  it('holds every library type the importer writes', () => {
    const names = new Set(parse(readFileSync(LIB, 'utf8'), LIB).ast.decls.filter((d) => d.kind === 'system').map((d) => (d as { name: { name: string } }).name.name));
    const kinds = /^[a-z]/;
    for (const [cls, map] of Object.entries(CLASSES)) {
      for (const t of [map.type, ...Object.values(map.byCount ?? {})]) if (t && !kinds.test(t)) expect(names.has(t), `${cls} -> ${t}`).toBe(true);
    }
  });

  it('is imported as "drydock:fieryvoid/trek.ship" from a folder outside the package', () => {
    const r = compileIn('ruleset b5wars\nimport "drydock:fieryvoid/trek.ship"\nship T {\n  size: light\n  section primary {\n    structure: 10\n    TrekPhaser P { arc: all }\n    hits { 1..20: structure }\n  }\n}\n');
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
    const p = r.ships[0]?.compiled.systems.find((s) => s.id === 'P');
    expect(p).toMatchObject({ type: 'TrekPhaser' });
    expect(JSON.stringify(p)).toContain('2d10+14');
  });

  it('reaches nothing but the library', () => {
    for (const spec of ['drydock:../package.json', 'drydock:fieryvoid/../../examples/excelsior.ship', 'drydock:/etc/passwd.ship', 'drydock:fieryvoid\\trek.ship', 'drydock:fieryvoid//trek.ship', 'drydock:fieryvoid/trek.json']) {
      const r = compileIn(`ruleset b5wars\nimport "${spec}"\n`);
      const d = r.diagnostics.find((x) => x.severity === 'error');
      // A backslash is read as `/` and reported as such (import-backslash); it reaches no further.
      expect(d?.code, spec).toBe(spec.includes('\\') ? 'import-backslash' : 'import-not-found');
    }
    const missing = compileIn('ruleset b5wars\nimport "drydock:fieryvoid/none.ship"\n').diagnostics[0];
    expect(missing.message).toMatch(/Cannot read `drydock:fieryvoid\/none\.ship`/);
  });
});

describe('docs/import.md', () => {
  it('lists every FieryVoid class and hull the importer knows', async () => {
    const { HULLS } = await import('../../import/fieryvoid/hulls');
    const doc = readFileSync(path.join(ROOT, 'docs', 'import.md'), 'utf8');
    for (const cls of Object.keys(CLASSES)) expect(doc, cls).toMatch(new RegExp(`^\\| [^|]*\\b${cls}\\b[^|]*\\|`, 'm'));
    for (const hull of Object.keys(HULLS)) expect(doc, hull).toContain(`\`${hull}\``);
  });
});
