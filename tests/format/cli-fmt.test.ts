// `drydock fmt [--check|--write] <path>...`: exit codes, listing, writing, .prettierrc, and files
// with syntax errors left untouched. Run in-process (cli/fmt.ts), and once through the real
// `drydock` binary when the build is available.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fmt } from '../../cli/fmt';

const ROOT = path.resolve(__dirname, '..', '..');

const UNFORMATTED = 'ruleset sfb\nship Tiny { name: "Tiny"  sizeClass: 4\n  apr APR {boxes:2} }\n';
const FORMATTED = 'ruleset sfb\nship Tiny {\n  name: "Tiny"\n  sizeClass: 4\n  apr APR { boxes: 2 }\n}\n';
const BROKEN = 'ruleset sfb\nship Broken {\n  sizeClass: \n  apr APR { boxes: 2 \n';

let dir: string;

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const status = await fmt(argv, { out: (s) => (out += s), err: (s) => (err += s), cwd: dir });
  return { status, out, err };
}

function file(rel: string, text: string): string {
  const p = path.join(dir, rel);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, text);
  return p;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-fmt-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('drydock fmt', () => {
  it('prints the formatted text without touching the file', async () => {
    const p = file('tiny.ship', UNFORMATTED);
    const r = await run('tiny.ship');
    expect(r.status).toBe(0);
    expect(r.out).toBe(FORMATTED);
    expect(readFileSync(p, 'utf8')).toBe(UNFORMATTED);
  });

  it('--check lists unformatted files and exits 1', async () => {
    file('tiny.ship', UNFORMATTED);
    file('ok.ship', FORMATTED);
    const r = await run('--check', '.');
    expect(r.status).toBe(1);
    expect(r.out).toBe('tiny.ship\n');
    expect(r.err).toMatch(/1 file of 2 not formatted/);
  });

  it('--check exits 0 when everything is formatted', async () => {
    file('ok.ship', FORMATTED);
    file('sub/deeper/ok2.ship', FORMATTED);
    file('notes.txt', 'not a ship');
    const r = await run('--check', dir);
    expect(r.status).toBe(0);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/All 2 files are formatted/);
  });

  it('--write rewrites the unformatted files of a folder, recursively, and lists them', async () => {
    const a = file('fleet/tiny.ship', UNFORMATTED);
    const b = file('fleet/sub/ok.ship', FORMATTED);
    const r = await run('--write', 'fleet');
    expect(r.status).toBe(0);
    expect(r.out).toBe(`${path.join('fleet', 'tiny.ship')}\n`);
    expect(readFileSync(a, 'utf8')).toBe(FORMATTED);
    expect(readFileSync(b, 'utf8')).toBe(FORMATTED);
    expect((await run('--check', 'fleet')).status).toBe(0);
  });

  it('leaves a file with syntax errors untouched and reports it (exit 1)', async () => {
    const bad = file('broken.ship', BROKEN);
    const good = file('tiny.ship', UNFORMATTED);
    for (const flag of ['--write', '--check', '']) {
      const r = await run(...(flag ? [flag] : []), '.');
      expect(r.status, flag).toBe(1);
      expect(r.err).toMatch(/broken\.ship:3:\d+: error syntax-error: /);
      expect(r.err).toMatch(/broken\.ship has syntax errors; it was not formatted/);
      expect(readFileSync(bad, 'utf8')).toBe(BROKEN);
    }
    // The valid file next to it was still formatted by --write.
    expect(readFileSync(good, 'utf8')).toBe(FORMATTED);
  });

  it('honours .prettierrc (useTabs, overrides for *.ship)', async () => {
    file('.prettierrc', JSON.stringify({ useTabs: true, overrides: [{ files: '*.ship', options: { printWidth: 30 } }] }));
    file('tiny.ship', 'ruleset sfb\nship Tiny { apr APR { boxes: 2  armor: 1 } }\n');
    const r = await run('tiny.ship');
    expect(r.status).toBe(0);
    expect(r.out).toBe('ruleset sfb\nship Tiny {\n\tapr APR {\n\t\tboxes: 2\n\t\tarmor: 1\n\t}\n}\n');
  });

  it('reports usage errors with exit 2', async () => {
    expect((await run()).status).toBe(2);
    expect((await run('--check', '--write', '.')).status).toBe(2);
    expect((await run('missing.ship')).status).toBe(2);
    expect((await run('--bogus', '.')).status).toBe(2);
    const empty = await run('.');
    expect(empty.status).toBe(2);
    expect(empty.err).toMatch(/no \.ship files/);
  });
});

describe('drydock fmt through the binary', () => {
  const built = () => {
    if (existsSync(path.join(ROOT, 'dist', 'cli.js'))) return true;
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { encoding: 'utf8' });
    return r.status === 0;
  };

  it('runs `drydock fmt --check` and `--write` (skipped when the build cannot run yet)', (ctx) => {
    if (!built()) {
      ctx.skip('node scripts/build.mjs failed (other modules incomplete); the in-process tests above cover cli/fmt.ts');
      return;
    }
    const p = file('tiny.ship', UNFORMATTED);
    const bin = path.join(ROOT, 'bin', 'drydock.js');
    const check = spawnSync(process.execPath, [bin, 'fmt', '--check', 'tiny.ship'], { cwd: dir, encoding: 'utf8' });
    expect(check.status).toBe(1);
    expect(check.stdout).toBe('tiny.ship\n');
    const write = spawnSync(process.execPath, [bin, 'fmt', '--write', 'tiny.ship'], { cwd: dir, encoding: 'utf8' });
    expect(write.status).toBe(0);
    expect(readFileSync(p, 'utf8')).toBe(FORMATTED);
  });
});
