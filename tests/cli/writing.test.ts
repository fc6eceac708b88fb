// What the writing commands say and where they write: every file written is named in one line on
// standard error; `render` without -o writes a file named after the ship on a terminal (never a
// sheet dumped into it) and keeps standard output on a pipe; a long PDF shows progress on a
// terminal's standard error only.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../cli/render';
import type { CommandContext } from '../../cli/context';
import { drydock, ensureBuilt } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-writing-'));
  writeFileSync(path.join(dir, 'drydock.json'), '{}');
  for (const f of ['runabout.ship', 'miranda.ship']) cpSync(path.join(ROOT, 'examples', f), path.join(dir, 'fleet', f), { recursive: true });
  cpSync(path.join(ROOT, 'examples', 'excelsior.ship'), path.join(dir, 'excelsior.ship'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** render() as a terminal (or a pipe) would run it, in `cwd`. */
async function renderAs(tty: boolean, cwd: string, ...argv: string[]) {
  let out = '';
  let err = '';
  const ctx: CommandContext = { out: (s) => (out += s), err: (s) => (err += s), cwd, tty: { out: tty, err: tty } };
  const code = await render(argv, ctx);
  return { code, out, err };
}

describe('render without -o', () => {
  it('on a terminal writes a file named after the ship and says so; nothing goes to the terminal', async () => {
    const cwd = path.join(dir, 'term');
    mkdirSync(cwd);
    const r = await renderAs(true, cwd, path.join(dir, 'fleet', 'runabout.ship'));
    expect(r.code).toBe(0);
    expect(r.out).toBe('');
    expect(r.err).toBe('drydock render: wrote Runabout.svg (named after what it draws; -o FILE chooses the file)\n');
    expect(readFileSync(path.join(cwd, 'Runabout.svg'), 'utf8')).toMatch(/^<\?xml/);
  });

  it('on a terminal writes a fleet PDF named after the folder, with progress that is then cleared', async () => {
    const cwd = path.join(dir, 'term-pdf');
    mkdirSync(cwd);
    const r = await renderAs(true, cwd, path.join(dir, 'fleet'), '--format', 'pdf');
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(cwd, 'fleet.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.err).toContain('\r\x1b[Klaying out sheet 1/2');
    expect(r.err).toMatch(/\r\x1b\[Kdrydock render: wrote fleet\.pdf \(named after what it draws; -o FILE chooses the file\)\n$/);
  });

  it('on a terminal never writes over an input, even when the file named after the ship links to it', async () => {
    const cwd = path.join(dir, 'term-link');
    mkdirSync(cwd);
    const ship = path.join(cwd, 'runabout.ship');
    cpSync(path.join(dir, 'fleet', 'runabout.ship'), ship);
    const before = readFileSync(ship, 'utf8');
    symlinkSync(ship, path.join(cwd, 'Runabout.svg'));
    const r = await renderAs(true, cwd, ship);
    expect(r.code).toBe(2);
    expect(r.err).toContain('is the input file');
    expect(readFileSync(ship, 'utf8')).toBe(before);
  });

  it('on a pipe prints the SVG, shows no progress and writes no file', async () => {
    const cwd = path.join(dir, 'pipe');
    mkdirSync(cwd);
    const r = await renderAs(false, cwd, path.join(dir, 'fleet', 'runabout.ship'));
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^<\?xml/);
    expect(existsSync(path.join(cwd, 'Runabout.svg'))).toBe(false);
    const pdf = await renderAs(false, cwd, path.join(dir, 'fleet'), '--format', 'pdf', '-o', path.join(cwd, 'f.pdf'));
    expect(pdf.code).toBe(0);
    expect(pdf.err).toBe(`drydock render: wrote ${path.join(cwd, 'f.pdf')}\n`);
  });
});

describe('writing commands', () => {
  it('name the file they wrote on standard error, and print nothing else', () => {
    const cases: [string[], string][] = [
      [['build', 'excelsior.ship', '-o', 'out.json'], 'drydock build: wrote out.json\n'],
      [['convert', 'excelsior.ship', '-o', 'out-doc.json'], 'drydock convert: wrote out-doc.json\n'],
      [['render', 'excelsior.ship', '--ship', 'Excelsior', '-o', 'e.svg'], 'drydock render: wrote e.svg\n'],
    ];
    for (const [args, said] of cases) {
      const r = drydock(args, { cwd: dir });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(said);
      expect(existsSync(path.join(dir, args[args.length - 1]))).toBe(true);
    }
    const scenario = path.join(ROOT, 'examples', 'scenarios', 'b5wars-cloak.json');
    const out = path.join(dir, 'sim.json');
    const sim = drydock(['sim', scenario, '-o', out]);
    expect(sim.stderr).toBe(`drydock sim: wrote ${out}\n`);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toHaveProperty('results');
  });
});
