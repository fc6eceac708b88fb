// The library's parses stored by the build (scripts/gen-library-parses.ts, compiler/library.ts):
// a stored tree is used only for the very text it was made from, and is what parsing gives.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROOT, libraryRoot, storedLibraryParse } from '../../compiler/library';
import { parse } from '../../grammar/index';
import { drydock, plainEnv } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

const STORED = path.join(ROOT, 'generated', 'library-parses.json');
const LIB_ROOT = path.join(ROOT, 'lib');
const TREK = path.join(LIB_ROOT, 'fieryvoid', 'trek.ship');

describe('stored library parses', () => {
  it('hold, for every library file, its current text and the tree parsing it gives', () => {
    expect(existsSync(STORED), 'run `node scripts/build.mjs`').toBe(true);
    const stored = JSON.parse(readFileSync(STORED, 'utf8')) as Record<string, { text: string; ast: string }>;
    expect(Object.keys(stored)).toContain('fieryvoid/trek.ship');
    for (const [name, entry] of Object.entries(stored)) {
      expect(entry.text, `${name} changed since the build: run \`node scripts/build.mjs\``).toBe(readFileSync(path.join(LIB_ROOT, name), 'utf8'));
      expect(isDeepStrictEqual(JSON.parse(entry.ast), parse(entry.text, name).ast), name).toBe(true);
    }
  });

  it('are used only for their own file and text, as a new tree each time', () => {
    libraryRoot();
    const text = 'ruleset b5wars\n';
    const stored = { 'fieryvoid/trek.ship': { text, ast: JSON.stringify(parse(text).ast) } };
    const a = storedLibraryParse(LIB_ROOT, TREK, text, stored);
    expect(a?.ast).toEqual(parse(text).ast);
    expect(a?.diagnostics).toEqual([]);
    const b = storedLibraryParse(LIB_ROOT, TREK, text, stored);
    expect(b?.ast).not.toBe(a?.ast);
    // Another text, another file, a file outside the library, no stored parses: parse as usual.
    expect(storedLibraryParse(LIB_ROOT, TREK, `${text} `, stored)).toBeUndefined();
    expect(storedLibraryParse(LIB_ROOT, path.join(LIB_ROOT, 'fieryvoid', 'other.ship'), text, stored)).toBeUndefined();
    expect(storedLibraryParse(ROOT, path.join(ROOT, 'fieryvoid', 'trek.ship'), text, stored)).toBeUndefined();
    expect(storedLibraryParse(LIB_ROOT, TREK, text, undefined)).toBeUndefined();
    // The built-in library of the standalone executable and the playground is found the same way.
    expect(storedLibraryParse(BUILT_IN_ROOT, path.join(BUILT_IN_ROOT, 'fieryvoid', 'trek.ship'), text, stored)?.ast).toEqual(parse(text).ast);
  });

  it('leave the built command with the output of the sources', () => {
    const args = ['build', 'examples/trek-constitution.ship'];
    const built = drydock(args);
    const source = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import('./cli/main.ts').then((m) => m.main(${JSON.stringify(args)})).then((c) => { process.exitCode = c; })`], { cwd: ROOT, encoding: 'utf8', env: plainEnv(), timeout: 60000 });
    expect(built.status).toBe(0);
    expect(source.status).toBe(0);
    expect(built.stdout).toBe(source.stdout);
    expect(JSON.parse(built.stdout).ships?.[0]?.systems?.some((s: { type?: string }) => s.type === 'TrekPhaser')).toBe(true);
  });
});
