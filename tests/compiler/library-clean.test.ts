// drydock's own library compiles without a diagnostic, so a check (diagnostics only) lowers only
// the library's system types that the checked ships use, as they read them (compiler/index.ts),
// in a library file whose text is the one the build stored a parse of (the built commands; from
// the sources there is none). The built `check` gives the diagnostics of a full compile, for
// ships that use the library well or badly; a library file of another text is lowered whole.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFiles, type Diagnostic } from '../../compiler/index';
import { checkCompileOptions } from '../../cli/check';
import { libraryRoot, storedLibraryParse } from '../../compiler/library';
import { parse } from '../../grammar/index';
import { BIN, ensureBuilt, plainEnv } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

const STORED = path.join(ROOT, 'generated', 'library-parses.json');
const LIB = path.join(ROOT, 'lib');
const plain = (ds: Diagnostic[]) => ds.map((d) => `${d.file}:${d.span.start}-${d.span.end} ${d.severity} ${d.code} ${d.rule ?? ''} ${d.message}`);

/** A ship that uses the library's phaser and torpedo well, and one type wrongly, and one it does not have; a bad unused type of its own. */
const USER = `ruleset b5wars
import "drydock:fieryvoid/trek.ship"

// A type of the user's own that no ship uses, with a bad figure: still reported.
system Junk extends TrekPhaser { range: "lots" }

ship Probe {
  name: "Probe"
  size: medium
  points: 100
  forwardDefense: 13
  sideDefense: 15
  initiative: 6
  power: 40
  thrust: 8
  section primary {
    structure: 20
    TrekPhaser P1 { arc: 240..60  armor: 3  range: "far" }
    TrekPhotonTorpedo T1 { arc: 270..90  armor: 3 }
    TrekNoSuchGun X1 { arc: 270..90 }
  }
}
`;

/** Diagnostics as `drydock check --format json` prints them, as plain lines. */
function printed(list: { file: string; range: { start: { line: number; character: number }; end: { line: number; character: number } }; severity: string; code: string; rule?: string; message: string }[]): string[] {
  return list.map((d) => `${d.file}:${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.severity} ${d.code} ${d.rule ?? ''} ${d.message}`);
}

/** A full compile's diagnostics (every system type of every file lowered), printed the same way. */
function fullCompile(file: string): string[] {
  const r = compileFiles([{ path: file }]);
  return printed(
    r.diagnostics.map((d) => {
      const lines = r.program.files.get(d.file)!.lines;
      return { ...d, range: { start: lines.position(d.span.start), end: lines.position(d.span.end) } };
    }),
  );
}

describe("the library's system types in a check", () => {
  it('the library files, imported, compile without a diagnostic', () => {
    const stored = JSON.parse(fs.readFileSync(STORED, 'utf8')) as Record<string, { text: string }>;
    expect(Object.keys(stored).length).toBeGreaterThan(0);
    for (const name of Object.keys(stored)) {
      const text = fs.readFileSync(path.join(LIB, name), 'utf8');
      expect(stored[name].text, `${name} changed since the build: run \`node scripts/build.mjs\``).toBe(text);
      const ruleset = /^ruleset (\w+)/m.exec(text)?.[1] ?? 'b5wars';
      const r = compileFiles([{ path: path.join(ROOT, 'examples', 'library-clean-probe.ship'), text: `ruleset ${ruleset}\nimport "drydock:${name}"\n` }]);
      expect(r.program.files.has(path.join(libraryRoot()!, name)), name).toBe(true);
      expect(plain(r.diagnostics), name).toEqual([]);
    }
  });

  it('marks a library file read with its stored text, and no other', () => {
    const trek = path.join(LIB, 'fieryvoid', 'trek.ship');
    const text = fs.readFileSync(trek, 'utf8');
    const given = { 'fieryvoid/trek.ship': { text, ast: JSON.stringify(parse(text, trek).ast) } };
    expect(storedLibraryParse(libraryRoot()!, trek, text, given)).toBeDefined();
    // From the sources there are no stored parses: nothing is marked, every type is lowered.
    const r = compileFiles([{ path: path.join(ROOT, 'examples', 'trek-constitution.ship') }], checkCompileOptions(true));
    expect(r.program.files.get(trek)?.builtLibrary).toBeUndefined();
  });

  it('gives, from the built command, the diagnostics of a full compile, for the examples and a ship that misuses the library', () => {
    ensureBuilt();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-library-clean-'));
    try {
      fs.writeFileSync(path.join(dir, 'probe.ship'), USER);
      const files = [path.join(dir, 'probe.ship'), ...fs.readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.ship')).map((f) => path.join(ROOT, 'examples', f))];
      const importing = files.filter((f) => fs.readFileSync(f, 'utf8').includes('drydock:'));
      expect(importing.length).toBeGreaterThan(2);
      for (const f of importing) {
        const r = spawnSync(process.execPath, [BIN, 'check', '--format', 'json', f], { cwd: ROOT, encoding: 'utf8', env: plainEnv(), timeout: 60_000 });
        expect(printed(JSON.parse(r.stdout)), f).toEqual(fullCompile(f));
      }
      const probe = fullCompile(path.join(dir, 'probe.ship'));
      expect(probe.some((d) => d.includes('TrekNoSuchGun'))).toBe(true);
      expect(probe.some((d) => d.includes('`range`'))).toBe(true);
      expect(probe.some((d) => d.includes('lots') || d.includes('Junk'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lowers a library file whole when its text is not the stored one', () => {
    const trek = path.join(LIB, 'fieryvoid', 'trek.ship');
    // An unused type given a bad figure: reported, as in a full compile.
    const edited = fs.readFileSync(trek, 'utf8') + '\nsystem TrekBroken extends ionCannon { impulseCost: "lots" }\n';
    const host = { readFile: (p: string) => (p === trek ? edited : fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : undefined) };
    const ship = path.join(ROOT, 'examples', 'trek-constitution.ship');
    const checked = compileFiles([{ path: ship }], { ...checkCompileOptions(true), host });
    expect(checked.program.files.get(trek)?.builtLibrary).toBeUndefined();
    expect(plain(checked.diagnostics)).toEqual(plain(compileFiles([{ path: ship }], { host }).diagnostics));
    expect(checked.diagnostics.some((d) => d.file === trek)).toBe(true);
  });
});
