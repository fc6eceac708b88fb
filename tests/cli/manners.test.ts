// Command-line habits that Prettier, ESLint and tsc users bring: colour only on a terminal (or
// when FORCE_COLOR asks), globs that work when the shell leaves them alone, standard input, and a
// clean project reported in one line.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesBelow } from '../../compiler/ship-files';
import { BIN, ensureBuilt } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

const BROKEN = 'ruleset b5wars\nship X {\n  size: huge\n}\n';
const ESC = '\x1b[';

/** Runs drydock through pipes with exactly these colour variables (the test runner's are dropped). */
function run(args: string[], options: { cwd?: string; input?: string; env?: Record<string, string> } = {}) {
  const env = { ...process.env };
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: options.cwd ?? ROOT, input: options.input ?? '', encoding: 'utf8', timeout: 60000, env: { ...env, ...options.env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-manners-'));
  writeFileSync(path.join(dir, 'drydock.json'), '{}');
  mkdirSync(path.join(dir, 'ships', 'deep'), { recursive: true });
  cpSync(path.join(ROOT, 'examples', 'runabout.ship'), path.join(dir, 'ships', 'runabout.ship'));
  writeFileSync(path.join(dir, 'ships', 'deep', 'broken.ship'), BROKEN);
  writeFileSync(path.join(dir, 'arcs.ship'), 'ruleset b5wars\narc Wide = 300..60\n');
  // Skipped by every walk and glob: build output, dependencies, dot-folders.
  for (const skipped of ['dist', 'node_modules', '.cache']) {
    mkdirSync(path.join(dir, 'ships', skipped));
    writeFileSync(path.join(dir, 'ships', skipped, 'x.ship'), BROKEN);
  }
  // A link inside the project to a ship outside it.
  const outside = mkdtempSync(path.join(tmpdir(), 'drydock-outside-'));
  writeFileSync(path.join(outside, 'secret.ship'), BROKEN);
  symlinkSync(path.join(outside, 'secret.ship'), path.join(dir, 'ships', 'link.ship'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('colour', () => {
  it('is off through a pipe, on with FORCE_COLOR, off again with NO_COLOR or FORCE_COLOR=0', () => {
    const plain = run(['check', '-'], { input: BROKEN });
    expect(plain.status).toBe(1);
    expect(plain.stdout + plain.stderr).not.toContain(ESC);
    const forced = run(['check', '-'], { input: BROKEN, env: { FORCE_COLOR: '1' } });
    expect(forced.status).toBe(1);
    expect(forced.stdout).toContain(`${ESC}1m<stdin>:3:9:${ESC}22m ${ESC}1m${ESC}31merror${ESC}39m${ESC}22m`);
    expect(forced.stderr).toContain(`${ESC}31m2 errors`);
    // Without the escapes the text is the plain text, byte for byte.
    expect(forced.stdout.replace(/\x1b\[\d+m/g, '')).toBe(plain.stdout);
    expect(run(['check', '-'], { input: BROKEN, env: { NO_COLOR: '1' } }).stdout).not.toContain(ESC);
    expect(run(['check', '-'], { input: BROKEN, env: { FORCE_COLOR: '0' } }).stdout).not.toContain(ESC);
  });
});

/** The files of a JSON report with a problem (allowed findings, which JSON always holds, left out). */
function filesWithProblems(stdout: string): string[] {
  const diags = JSON.parse(stdout) as { file: string; severity: string; data?: { allowed?: boolean } }[];
  return [...new Set(diags.filter((d) => !(d.severity === 'info' && d.data?.allowed === true)).map((d) => d.file))];
}

describe('globs the shell did not expand', () => {
  it('are expanded, skipping dist, node_modules, dot-folders and links', () => {
    const r = run(['check', '--format', 'json', 'ships/**/*.ship'], { cwd: dir });
    expect(r.status).toBe(1);
    expect(filesWithProblems(r.stdout)).toEqual([path.join('ships', 'deep', 'broken.ship')]);
    const clean = run(['check', 'ships/*.ship'], { cwd: dir });
    expect(clean.stderr).toBe('1 file checked: no problems (1 allowed finding; --verbose lists them).\n');
    expect(clean.status).toBe(0);
  });

  it('and folders skip the same (the walk the language server uses too)', () => {
    const r = run(['check', '--format', 'json', 'ships'], { cwd: dir });
    expect(filesWithProblems(r.stdout)).toEqual([path.join('ships', 'deep', 'broken.ship')]);
    expect(filesBelow(path.join(dir, 'ships'), ['.ship'])).toEqual([path.join(dir, 'ships', 'deep', 'broken.ship'), path.join(dir, 'ships', 'runabout.ship')]);
  });

  it('work as in the docs from the repository', () => {
    const r = run(['check', 'examples/*.ship']);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^\d+ files checked: no problems/);
  });

  it('never reach outside the project folder', () => {
    // From a subfolder, `..` is still the project.
    expect(run(['check', '../*.ship'], { cwd: path.join(dir, 'ships') }).stderr).toBe('1 file checked: no problems.\n');
    const r = run(['check', '../*.ship'], { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`drydock: the pattern ../*.ship reaches outside the project folder ${dir}; a glob stays inside it (name the folder itself to go elsewhere)\n`);
    expect(run(['check', 'ships/*/../../../*.ship'], { cwd: dir }).status).toBe(2);
    expect(run(['check', `${tmpdir()}/*/secret.ship`], { cwd: dir }).stderr).toContain('reaches outside the project folder');
  });

  it('that match nothing are reported like a missing file', () => {
    const r = run(['check', 'ships/*.shp'], { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('drydock: cannot find ships/*.shp\n');
  });
});

describe('standard input', () => {
  it('check - reads a .ship named <stdin>, importing relative to the current folder', () => {
    const r = run(['check', '-'], { input: BROKEN });
    expect(r.stdout).toMatch(/^<stdin>:2:6: error missing-property/);
    expect(r.stdout).toContain('<stdin>:3:9: error unknown-value');
    const imports = run(['check', '-'], { cwd: dir, input: 'import "arcs.ship"\nruleset b5wars\nship Y {\n  size: light\n  shields { all: 10 }\n}\n' });
    expect(imports.stdout).not.toContain('import-not-found');
    const missing = run(['check', '-'], { cwd: path.join(dir, 'ships'), input: 'import "arcs.ship"\nruleset b5wars\n' });
    expect(missing.stdout).toContain('<stdin>:1:8: error import-not-found');
  });

  it('fmt --stdin-filepath formats standard input as that file and prints it', () => {
    const r = run(['fmt', '--stdin-filepath', 'x.ship'], { cwd: dir, input: 'ruleset b5wars\nship   A {\n size: light }\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('ruleset b5wars\nship A {\n  size: light\n}\n');
    const bad = run(['fmt', '--stdin-filepath', 'x.ship'], { cwd: dir, input: 'ship {' });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^x\.ship:1:6: error/);
    expect(bad.stderr).toContain('standard input (x.ship) has syntax errors; it was not formatted.');
    expect(run(['fmt', '--stdin-filepath', 'x.ship', 'arcs.ship'], { cwd: dir }).status).toBe(2);
  });
});

describe('a clean project', () => {
  it('prints one line, counting the findings that an allow excuses', () => {
    const r = run(['check', 'examples']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^\d+ files checked: no problems \(\d+ allowed findings; --verbose lists them\)\.\n$/);
  });

  it('lists the allowed findings with --verbose, and JSON always holds them', () => {
    const allowed = Number(/\((\d+) allowed/.exec(run(['check', 'examples']).stderr)![1]);
    const verbose = run(['check', '--verbose', 'examples']);
    expect(verbose.status).toBe(0);
    expect(verbose.stdout.match(/^\S+:\d+:\d+: info /gm)).toHaveLength(allowed);
    expect(verbose.stderr).toMatch(/allowed findings; listed above\)\.\n$/);
    const json = JSON.parse(run(['check', '--format', 'json', 'examples']).stdout);
    expect(json.filter((d: { data?: { allowed?: boolean } }) => d.data?.allowed)).toHaveLength(allowed);
  });
});
