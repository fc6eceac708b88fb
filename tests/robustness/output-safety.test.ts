// What a command writes never destroys a file it should not (generated set-ups):
// - `-o` naming any file build, render, convert or sim reads (the file named, its imports at any depth, a
//   scenario's ship files and their imports), under its own name, through a link or a hard link,
//   is refused with exit 2 and the file is byte-identical;
// - a file without write permission (every mode without the owner's write bit) is not replaced by
//   `fmt --write` or `build -o`: exit 2 with the path and the reason; as root, and as `nobody`;
// - a dangling link given as `-o` is refused and stays a link (its target is not created); a link
//   to a file inside the project is written through; a link out of the project is refused;
// - SIGINT, SIGTERM and SIGHUP during `build -o` leave no temporary file, and the output is either
//   absent or whole; after kill -9 the next write to the folder removes the stale temporary file
//   (and leaves those of live processes and files of other names alone).
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commands } from '../../cli/commands';
import { BIN, ensureBuilt } from '../helpers/cli';

let dir: string;
beforeAll(() => ensureBuilt());
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-out-')));
  fs.writeFileSync(path.join(dir, 'drydock.json'), '{}\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const status = await commands[argv[0]](argv.slice(1), {
    out: (s) => (out += s),
    err: (s) => (err += s),
    cwd: dir,
  });
  return { status, out, err };
}

const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
};

/** main.ship importing lib1.ship importing ... lib{depth}.ship; each declares a system type. */
function importChain(depth: number): string[] {
  const names = ['main.ship', ...Array.from({ length: depth }, (_, i) => (i % 2 ? `sub/lib${i + 1}.ship` : `lib${i + 1}.ship`))];
  names.forEach((name, i) => {
    const next = names[i + 1];
    const rel = next
      ? path
          .relative(path.dirname(path.join(dir, name)), path.join(dir, next))
          .split(path.sep)
          .join('/')
      : '';
    write(name, `ruleset sfb\n${next ? `import "${rel}"\n` : ''}${i === 0 ? `ship Main { sizeClass: 4  apr A { boxes: 2 } }\n` : `system T${i} extends apr { }\n`}`);
  });
  return names;
}

const snapshot = () => Object.fromEntries(walk(dir).map((f) => [f, fs.lstatSync(f).isSymbolicLink() ? `link:${fs.readlinkSync(f)}` : fs.readFileSync(f, 'utf8')]));
function walk(d: string): string[] {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
}

describe('-o never names a file the command reads', () => {
  const commandsWritingO: [string, number, string[]][] = [];
  for (const depth of [1, 2, 4])
    for (const [name, argv] of [
      ['build', ['build', 'main.ship', '-o']],
      ['render svg', ['render', 'main.ship', '-o']],
      ['render pdf', ['render', 'main.ship', '--format', 'pdf', '-o']],
      ['convert', ['convert', 'main.ship', '-o']],
    ] as const)
      commandsWritingO.push([name, depth, [...argv]]);
  it.each(commandsWritingO)('%s, imports %i deep: every file read is refused as -o', async (_name, depth, argv) => {
    const names = importChain(depth);
    // Every file by its own name, through a link and through a hard link.
    for (const [i, name] of names.entries()) {
      fs.symlinkSync(path.join(dir, name), path.join(dir, `alias${i}.ship`));
      fs.linkSync(path.join(dir, name), path.join(dir, `hard${i}.ship`));
    }
    const before = snapshot();
    for (const [i, name] of names.entries())
      for (const out of [name, `alias${i}.ship`, `hard${i}.ship`, `./${name}`]) {
        const r = await run(...argv, out);
        expect(r.status, `${argv.join(' ')} ${out}: ${r.err}`).toBe(2);
        expect(r.err).toMatch(i === 0 && !out.startsWith('hard') && !out.startsWith('alias') ? /is the input file|a file this command reads/ : /a file this command reads|is the input file/);
        expect(r.err).toContain('Choose another output file');
      }
    expect(snapshot()).toEqual(before);
  });

  it('sim: the scenario, its ship files and their imports are refused as -o', async () => {
    importChain(2);
    write('e.ship', 'ruleset sfb\nimport "lib1.ship"\nship E { sizeClass: 4  apr A { boxes: 2 } }\n');
    write(
      's.json',
      JSON.stringify({
        seed: 1,
        ships: {
          a: { file: 'e.ship', ship: 'E' },
          b: { file: 'main.ship', ship: 'Main' },
        },
        actions: [],
      }),
    );
    fs.symlinkSync(path.join(dir, 'sub/lib2.ship'), path.join(dir, 'alias.ship'));
    const before = snapshot();
    for (const out of ['s.json', 'e.ship', 'main.ship', 'lib1.ship', 'sub/lib2.ship', 'alias.ship']) {
      const r = await run('sim', 's.json', '-o', out);
      expect(r.status, `${out}: ${r.err}`).toBe(2);
      expect(r.err).toMatch(/is the input file|a file this command reads/);
    }
    expect(snapshot()).toEqual(before);
    const ok = await run('sim', 's.json', '-o', 'result.json');
    expect(ok.status, ok.err).toBe(0);
  });
});

const UNFORMATTED = 'ruleset sfb\nship   A {sizeClass:4\n apr X {boxes:2}}\n';
/** Every mode without the owner's write bit, and some with it. */
const READ_ONLY = [0o444, 0o400, 0o555, 0o464, 0o474, 0o066, 0o000];
const WRITABLE = [0o644, 0o600, 0o200, 0o640];

describe('a file without write permission is not replaced', () => {
  it.each(READ_ONLY.map((m) => [m.toString(8).padStart(4, '0'), m]))('mode %s: fmt --write and build -o refuse it', async (_s, mode) => {
    write('a.ship', UNFORMATTED);
    write('out.json', 'old\n');
    fs.chmodSync(path.join(dir, 'a.ship'), mode);
    fs.chmodSync(path.join(dir, 'out.json'), mode);
    const f = await run('fmt', '--write', 'a.ship');
    expect(f.status).toBe(2);
    expect(f.err).toContain('cannot write a.ship');
    expect(f.err).toContain('read-only');
    const b = await run('build', 'a.ship', '-o', 'out.json');
    expect(b.status).toBe(2);
    expect(b.err).toContain('cannot write out.json');
    expect(b.err).toContain('read-only');
    fs.chmodSync(path.join(dir, 'a.ship'), 0o644);
    fs.chmodSync(path.join(dir, 'out.json'), 0o644);
    expect(fs.readFileSync(path.join(dir, 'a.ship'), 'utf8')).toBe(UNFORMATTED);
    expect(fs.readFileSync(path.join(dir, 'out.json'), 'utf8')).toBe('old\n');
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it.each(WRITABLE.map((m) => [m.toString(8).padStart(4, '0'), m]))('mode %s: written, mode kept', async (_s, mode) => {
    write('a.ship', UNFORMATTED);
    fs.chmodSync(path.join(dir, 'a.ship'), mode);
    const f = await run('fmt', '--write', 'a.ship');
    expect(f.status, f.err).toBe(0);
    expect(fs.statSync(path.join(dir, 'a.ship')).mode & 0o777).toBe(mode);
    fs.chmodSync(path.join(dir, 'a.ship'), 0o644);
    expect(fs.readFileSync(path.join(dir, 'a.ship'), 'utf8')).not.toBe(UNFORMATTED);
  });

  const setpriv = spawnSync('setpriv', ['--version']).status === 0 && process.getuid?.() === 0;
  it.skipIf(!setpriv)('as nobody (setpriv): fmt --write and build -o on 0444 files exit 2, files unchanged', () => {
    fs.chmodSync(dir, 0o777);
    write('a.ship', UNFORMATTED);
    write('out.json', 'old\n');
    for (const f of ['a.ship', 'out.json', 'drydock.json']) {
      fs.chownSync(path.join(dir, f), 65534, 65534);
      fs.chmodSync(path.join(dir, f), 0o444);
    }
    const asNobody = (...args: string[]) => spawnSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, BIN, ...args], { cwd: dir, encoding: 'utf8' });
    const f = asNobody('fmt', '--write', 'a.ship');
    expect(f.status, f.stderr).toBe(2);
    expect(f.stderr).toContain('cannot write a.ship');
    const b = asNobody('build', 'a.ship', '-o', 'out.json');
    expect(b.status, b.stderr).toBe(2);
    expect(b.stderr).toContain('cannot write out.json');
    expect(fs.readFileSync(path.join(dir, 'a.ship'), 'utf8')).toBe(UNFORMATTED);
    expect(fs.readFileSync(path.join(dir, 'out.json'), 'utf8')).toBe('old\n');
    // Writable by nobody: written.
    fs.chmodSync(path.join(dir, 'out.json'), 0o644);
    expect(asNobody('build', 'a.ship', '-o', 'out.json').status).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'out.json'), 'utf8')).toContain('"ships"');
  });
});

describe('symbolic links given as -o', () => {
  const SHIP = 'ruleset sfb\nship A { sizeClass: 4  apr X { boxes: 2 } }\n';
  it.each(['missing.json', 'sub/missing.json', '../elsewhere/missing.json', '/nonexistent-drydock-dir/x.json'])('a dangling link to %s is refused and stays a link', async (to) => {
    write('a.ship', SHIP);
    fs.symlinkSync(to, path.join(dir, 'out.json'));
    for (const argv of [
      ['build', 'a.ship', '-o', 'out.json'],
      ['render', 'a.ship', '-o', 'out.json'],
    ]) {
      const r = await run(...argv);
      expect(r.status, r.err).toBe(2);
      expect(r.err).toContain('symbolic link');
      expect(fs.lstatSync(path.join(dir, 'out.json')).isSymbolicLink()).toBe(true);
      expect(fs.readlinkSync(path.join(dir, 'out.json'))).toBe(to);
      expect(fs.existsSync(path.resolve(dir, to))).toBe(false);
    }
  });

  it('a link to a file inside the project is written through, and stays a link', async () => {
    write('a.ship', SHIP);
    write('sub/real.json', 'old\n');
    fs.symlinkSync('sub/real.json', path.join(dir, 'out.json'));
    const r = await run('build', 'a.ship', '-o', 'out.json');
    expect(r.status, r.err).toBe(0);
    expect(fs.lstatSync(path.join(dir, 'out.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'sub/real.json'), 'utf8')).ships[0].name).toBe('A');
  });

  it('a link to a file outside the project is refused; the file is unchanged', async () => {
    const outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-outside-')));
    try {
      fs.writeFileSync(path.join(outside, 'victim.json'), 'precious\n');
      write('a.ship', SHIP);
      fs.symlinkSync(path.join(outside, 'victim.json'), path.join(dir, 'out.json'));
      const r = await run('build', 'a.ship', '-o', 'out.json');
      expect(r.status).toBe(2);
      expect(r.err).toContain('outside the project');
      expect(fs.readFileSync(path.join(outside, 'victim.json'), 'utf8')).toBe('precious\n');
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('temporary files', () => {
  /** A file whose compiled document is several megabytes, so a write takes a while. */
  const big = () => `ruleset sfb\n${Array.from({ length: 2500 }, (_, i) => `ship Big${i} { sizeClass: 4  shields: [1, 1, 1, 1, 1, 1]  apr A { boxes: 2 }  warpEngine W { boxes: 10 } }\n`).join('')}`;
  const temporaries = () => fs.readdirSync(dir).filter((n) => n.endsWith('.tmp'));

  const SIGNAL_NUMBER = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;

  function startBuild(): {
    child: ReturnType<typeof spawn>;
    done: Promise<number | null>;
  } {
    const child = spawn(process.execPath, [BIN, 'build', 'big.ship', '-o', 'out.json'], { cwd: dir, stdio: 'ignore' });
    return {
      child,
      done: new Promise((r) => child.on('exit', (code) => r(code))),
    };
  }

  /** Waits until the build's temporary file appears (or the build ends). */
  async function whileWriting(child: ReturnType<typeof spawn>): Promise<void> {
    for (let i = 0; i < 2000 && child.exitCode === null; i++) {
      if (temporaries().length) return;
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)(
    '%s during build -o leaves no temporary file, and the output absent or whole',
    async (signal) => {
      write('big.ship', big());
      // Generated moments: as the temporary file appears, and a few milliseconds into the write.
      let midWrite = 0;
      for (const delay of [0, 3, 10, 30]) {
        fs.rmSync(path.join(dir, 'out.json'), { force: true });
        const { child, done } = startBuild();
        await whileWriting(child);
        await new Promise((r) => setTimeout(r, delay));
        const writing = temporaries().length > 0;
        if (writing) midWrite++;
        child.kill(signal);
        const code = await done;
        // Handled (the write under way finished first): 128 + the signal's number, or 0 when the
        // command was already finishing.
        if (writing) expect([0, 128 + SIGNAL_NUMBER[signal]]).toContain(code);
        expect(temporaries(), `${signal} after ${delay} ms`).toEqual([]);
        if (fs.existsSync(path.join(dir, 'out.json'))) expect(JSON.parse(fs.readFileSync(path.join(dir, 'out.json'), 'utf8')).ships).toHaveLength(2500);
      }
      expect(midWrite, 'the signal came during a write at least once').toBeGreaterThan(0);
    },
    180_000,
  );

  it('after kill -9 mid-write, the next write to the folder removes the stale temporary file', async () => {
    write('big.ship', big());
    write('small.ship', 'ruleset sfb\nship A { sizeClass: 4 }\n');
    let caught = 0;
    for (let k = 0; k < 4 && caught === 0; k++) {
      const { child, done } = startBuild();
      await whileWriting(child);
      child.kill('SIGKILL');
      await done;
      caught += temporaries().length;
    }
    expect(caught, 'kill -9 landed during a write at least once').toBeGreaterThan(0);
    // Files that only look alike, and the temporary file of a process that is alive, stay.
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const keep = [`.out.json.${sleeper.pid}.abc123.tmp`, '.out.json.tmp', 'out.json.123.abc.tmp', '.notes.txt', `.out.json.x${sleeper.pid}.abc.tmp`];
      for (const k of keep) write(k, 'x');
      const r = await run('build', 'small.ship', '-o', 'small.json');
      expect(r.status, r.err).toBe(0);
      expect(temporaries().sort()).toEqual(keep.filter((k) => k.endsWith('.tmp')).sort());
      for (const k of keep) expect(fs.existsSync(path.join(dir, k)), k).toBe(true);
    } finally {
      sleeper.kill();
    }
  }, 180_000);
});
