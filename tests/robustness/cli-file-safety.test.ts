// The CLI's writes cannot destroy files:
// - `fmt --write` replaces a file atomically: when the write fails (the file-size limit stands in
//   for a full disk) the command exits 2, says so, never counts the file as formatted, and the
//   file is byte-identical; when the process is killed mid-write the file is whole too; the mode
//   bits survive a successful write;
// - `fmt --write <folder>` skips symbolic links (to files or folders outside) and FIFOs;
// - `build -o`, `convert -o`, `sim -o` and `render -o` refuse to overwrite their own input, under
//   any spelling of its path, through a link or a hard link.
// Inputs are generated: many small unformatted ships, so the formatted text is large.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fmt } from '../../cli/fmt';
import { commands } from '../../cli/commands';
import { BIN, ensureBuilt } from '../helpers/cli';

let dir: string;

/** `n` unformatted ships in one file (each about 75 characters). */
function manyShips(n: number, seed = 1): string {
  let out = 'ruleset sfb\n';
  for (let i = 0; i < n; i++) out += `ship Tiny${seed}x${i} { name: "Tiny ${i}"  sizeClass: 4\n  apr APR {boxes:${1 + (i % 5)}} }\n`;
  return out;
}

async function run(name: string, ...argv: string[]) {
  let out = '';
  let err = '';
  const status = await commands[name](argv, { out: (s) => (out += s), err: (s) => (err += s), cwd: dir });
  return { status, out, err };
}

/** The folder's entries other than the ones the test made (left-over temporary files). */
const leftovers = (folder: string, expected: string[]) => fs.readdirSync(folder).filter((f) => !expected.includes(f));

beforeAll(() => ensureBuilt());
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-files-')));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('fmt --write is atomic', () => {
  /** Runs the real binary under a file-size limit (in 512- or 1024-byte blocks: small either way). */
  const limited = (args: string[], ignoreSignal: boolean) =>
    spawnSync('sh', ['-c', `${ignoreSignal ? "trap '' XFSZ; " : ''}ulimit -f 16; exec "$0" "$@"`, process.execPath, BIN, ...args], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60000,
    });

  it('a failed write exits 2, leaves the file byte-identical and is not counted as formatted', () => {
    const text = manyShips(600);
    expect(text.length).toBeGreaterThan(40_000);
    const file = path.join(dir, 'big.ship');
    fs.writeFileSync(file, text);
    const r = limited(['fmt', '--write', 'big.ship'], true);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('cannot write big.ship');
    expect(r.stderr).not.toMatch(/1 already formatted/);
    expect(r.stderr).toContain('0 files formatted, 0 already formatted; 1 file could not be read or written');
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    expect(leftovers(dir, ['big.ship'])).toEqual([]);
  });

  it('a process killed mid-write leaves the old file whole', () => {
    const text = manyShips(600, 2);
    const file = path.join(dir, 'big.ship');
    fs.writeFileSync(file, text);
    const r = limited(['fmt', '--write', 'big.ship'], false);
    expect(r.status).not.toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  it('a successful write keeps the mode bits and leaves no temporary file', async () => {
    const file = path.join(dir, 'a.ship');
    fs.writeFileSync(file, manyShips(3));
    fs.chmodSync(file, 0o640);
    let err = '';
    const status = await fmt(['--write', 'a.ship'], { out: () => {}, err: (s) => (err += s), cwd: dir });
    expect(status, err).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);
    expect(fs.readFileSync(file, 'utf8')).toContain('ship Tiny1x2 {\n  name: "Tiny 2"\n');
    expect(leftovers(dir, ['a.ship'])).toEqual([]);
  });
});

describe('fmt --write <folder> stays in the folder', () => {
  it('skips links to files and folders outside, and FIFOs', async () => {
    const project = path.join(dir, 'project');
    const outside = path.join(dir, 'outside');
    fs.mkdirSync(path.join(project, 'sub'), { recursive: true });
    fs.mkdirSync(outside);
    const victims: string[] = [];
    for (let i = 0; i < 5; i++) {
      const v = path.join(outside, `victim${i}.ship`);
      fs.writeFileSync(v, manyShips(2, 10 + i));
      victims.push(v);
      fs.symlinkSync(v, path.join(project, i % 2 ? `sub/link${i}.ship` : `link${i}.ship`));
    }
    fs.symlinkSync(outside, path.join(project, 'linked-folder'));
    fs.symlinkSync(outside, path.join(project, 'linked-folder.ship'));
    const fifo = path.join(project, 'pipe.ship');
    const mk = spawnSync('mkfifo', [fifo]);
    const own = path.join(project, 'own.ship');
    fs.writeFileSync(own, manyShips(2, 99));
    const before = victims.map((v) => fs.readFileSync(v, 'utf8'));
    let err = '';
    let out = '';
    const status = await fmt(['--write', 'project'], { out: (s) => (out += s), err: (s) => (err += s), cwd: dir });
    expect(status, err).toBe(0);
    expect(out).toBe(`${path.join('project', 'own.ship')}\n`);
    expect(victims.map((v) => fs.readFileSync(v, 'utf8'))).toEqual(before);
    for (let i = 0; i < 5; i++) expect(fs.lstatSync(path.join(project, i % 2 ? `sub/link${i}.ship` : `link${i}.ship`)).isSymbolicLink()).toBe(true);
    if (mk.status === 0) expect(fs.lstatSync(fifo).isFIFO()).toBe(true);
  });

  it('refuses a link or a FIFO named on the command line instead of writing through it or blocking', async () => {
    const victim = path.join(dir, 'victim.ship');
    fs.writeFileSync(victim, manyShips(2, 7));
    fs.symlinkSync(victim, path.join(dir, 'link.ship'));
    const before = fs.readFileSync(victim, 'utf8');
    let r = await run('fmt', '--write', 'link.ship');
    expect(r.status).toBe(2);
    expect(r.err).toContain('link.ship: it is a symbolic link');
    expect(fs.readFileSync(victim, 'utf8')).toBe(before);
    if (spawnSync('mkfifo', [path.join(dir, 'pipe.ship')]).status === 0) {
      r = await run('fmt', '--check', 'pipe.ship');
      expect(r.status).toBe(2);
      expect(r.err).toContain('pipe.ship: it is not a regular file');
    }
  });
});

describe('-o never overwrites the input', () => {
  const SHIP = manyShips(2, 5);

  it.each([
    ['build', 'x.ship', SHIP],
    ['convert', 'x.ship', SHIP],
    ['render', 'x.ship', SHIP],
  ])('%s refuses -o naming its input, by any path or link', async (command, name, text) => {
    fs.mkdirSync(path.join(dir, 'sub'));
    const input = path.join(dir, name);
    fs.writeFileSync(input, text);
    fs.symlinkSync(input, path.join(dir, 'alias.ship'));
    fs.linkSync(input, path.join(dir, 'hard.ship'));
    for (const out of [name, `./${name}`, `sub/../${name}`, input, 'alias.ship', 'hard.ship']) {
      const r = await run(command, name, '-o', out);
      expect(r.status, `${command} ${name} -o ${out}`).toBe(2);
      expect(r.err).toContain('is the input file');
      expect(fs.readFileSync(input, 'utf8')).toBe(text);
    }
    // A different output is still written.
    const ok = await run(command, name, '-o', 'out.txt');
    expect(ok.status, ok.err).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'out.txt'), 'utf8').length).toBeGreaterThan(10);
  });

  it('sim refuses -o naming the scenario', async () => {
    fs.writeFileSync(path.join(dir, 's.ship'), SHIP);
    const scenario = JSON.stringify({ ships: { a: { file: 's.ship', ship: 'Tiny5x0' } }, actions: [] });
    fs.writeFileSync(path.join(dir, 'sc.json'), scenario);
    const r = await run('sim', 'sc.json', '-o', 'sc.json');
    expect(r.status).toBe(2);
    expect(r.err).toContain('is the input file');
    expect(fs.readFileSync(path.join(dir, 'sc.json'), 'utf8')).toBe(scenario);
  });

  it('convert of a JSON document refuses -o naming it', async () => {
    fs.writeFileSync(path.join(dir, 's.ship'), SHIP);
    const b = await run('build', 's.ship', '-o', 's.json');
    expect(b.status, b.err).toBe(0);
    const json = fs.readFileSync(path.join(dir, 's.json'), 'utf8');
    const r = await run('convert', 's.json', '-o', 's.json');
    expect(r.status).toBe(2);
    expect(fs.readFileSync(path.join(dir, 's.json'), 'utf8')).toBe(json);
  });
});
