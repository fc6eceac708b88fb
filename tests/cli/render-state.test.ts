// `drydock render <ship file> --state <file>` through the built command (bin/drydock.js): a project
// of example ships and scenarios in a temporary folder, `drydock sim` writing the state, the sheet
// drawn from it. Then the choice of ships, and the hostile inputs: each refused with its code and
// the exit status docs/render.md gives, never a crash, never a word of the file's text.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drydock } from '../helpers/cli';
import { ROOT } from '../helpers/compile';
import { readPdf } from '../render/pdf-text';
import { find, hasClass, parseXml, textOf } from '../render/xml';

let proj: string;
const run = (...args: string[]) => drydock(args, { cwd: proj });

beforeAll(() => {
  proj = mkdtempSync(path.join(tmpdir(), 'drydock-state-'));
  writeFileSync(path.join(proj, 'drydock.json'), '{}\n');
  for (const f of ['miranda.ship', 'excelsior.ship', 'highguard-cz.ship', 'vudar-dw.ship']) copyFileSync(path.join(ROOT, 'examples', f), path.join(proj, f));
  mkdirSync(path.join(proj, 'scenarios'));
  for (const f of ['b5wars-medium.json', 'b5wars-cloak.json', 'sfb-seventh-shield.json'])
    copyFileSync(path.join(ROOT, 'examples', 'scenarios', f), path.join(proj, 'scenarios', f));
  for (const f of ['b5wars-medium', 'b5wars-cloak', 'sfb-seventh-shield']) {
    const r = run('sim', `scenarios/${f}.json`, '-o', `${f}.state.json`);
    if (r.status !== 0) throw new Error(r.stderr);
  }
}, 120000);
afterAll(() => rmSync(proj, { recursive: true, force: true }));

const boxesOf = (svg: string, id: string) => {
  const rects = find(parseXml(svg), (e) => e.name === 'g' && hasClass(e, 'system') && e.attrs['data-id'] === id).flatMap((g) =>
    find(g, (e) => e.name === 'rect' && hasClass(e, 'box')),
  );
  return { boxes: rects.length, destroyed: rects.filter((r) => r.attrs['data-mark'] === 'destroyed').length, hit: rects.filter((r) => r.attrs['data-mark'] === 'hit').length };
};

describe('drydock render --state (the built command)', () => {
  it('documents --state in its help', () => {
    const r = run('render', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/--state FILE\s+draw the ship as it stands in a game/);
  });

  it('draws the Miranda after b5wars-medium.json: DA destroyed, fore 12 left, turn 3', () => {
    const r = run('render', 'miranda.ship', '--state', 'b5wars-medium.state.json');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(boxesOf(r.stdout, 'DA')).toEqual({ boxes: 6, destroyed: 6, hit: 0 });
    const svg = parseXml(r.stdout);
    expect(svg.attrs['data-state-turn']).toBe('3');
    const texts = find(svg, (e) => e.name === 'text').map(textOf);
    expect(texts).toEqual(expect.arrayContaining(['In play: turn 3', 'mir at turn 3, fire segment', '12', '24']));
  });

  it('writes a PDF whose page carries the turn and the projections left', () => {
    const r = run('render', 'miranda.ship', '--state', 'b5wars-medium.state.json', '-o', 'mir.pdf');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('wrote mir.pdf');
    const runs = readPdf(readFileSync(path.join(proj, 'mir.pdf'))).pages.flatMap((p) => p.runs);
    expect(runs).toEqual(expect.arrayContaining(['In play: turn 3', 'fore', '12', 'aft', '6 of 6']));
  });

  it('draws every ship of the state the file defines: SVG the first (and says so), --ship a handle or a name, PDF all', () => {
    const first = run('render', 'excelsior.ship', '--state', 'b5wars-cloak.state.json');
    expect(first.status).toBe(0);
    expect(first.stderr).toContain('holds 2 ships of excelsior.ship (rom, ent); drawing rom. Use --ship HANDLE for another, or --format pdf for all.');
    expect(parseXml(first.stdout).attrs['data-state-ship']).toBe('rom');
    expect(parseXml(run('render', 'excelsior.ship', '--state', 'b5wars-cloak.state.json', '--ship', 'ent').stdout).attrs['data-state-ship']).toBe('ent');
    expect(parseXml(run('render', 'excelsior.ship', '--state', 'b5wars-cloak.state.json', '--ship', 'Excelsior').stdout).attrs['data-state-ship']).toBe('ent');
    const pdf = run('render', 'excelsior.ship', '--state', 'b5wars-cloak.state.json', '-o', 'both.pdf');
    expect(pdf.status, pdf.stderr).toBe(0);
    const pages = readPdf(readFileSync(path.join(proj, 'both.pdf'))).pages;
    expect(pages.filter((p) => p.runs.includes('In play: turn 3')).length).toBe(2);
    // A two-ship state of two files: each file draws its own.
    const cz = run('render', 'highguard-cz.ship', '--state', 'sfb-seventh-shield.state.json');
    expect(cz.status, cz.stderr).toBe(0);
    expect(parseXml(cz.stdout).attrs['data-state-ship']).toBe('cz');
    const s7 = boxesOf(cz.stdout, 'S7');
    expect(s7.hit + s7.destroyed).toBe(4);
    expect(parseXml(run('render', 'vudar-dw.ship', '--state', 'sfb-seventh-shield.state.json').stdout).attrs['data-state-ship']).toBe('dw');
  });

  it('takes one ship file: two files or a folder are a usage problem', () => {
    const two = run('render', 'miranda.ship', 'excelsior.ship', '--state', 'b5wars-medium.state.json');
    expect(two.status).toBe(2);
    expect(two.stderr).toContain('--state draws the ships of one file');
    const folder = run('render', '.', '--state', 'b5wars-medium.state.json');
    expect(folder.status).toBe(2);
    expect(folder.stderr).toContain('--state draws the ships of one file');
  });

  it('never writes over the state file', () => {
    const r = run('render', 'miranda.ship', '--state', 'b5wars-medium.state.json', '-o', 'b5wars-medium.state.json');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('is the input file');
    expect(JSON.parse(readFileSync(path.join(proj, 'b5wars-medium.state.json'), 'utf8')).state.turn).toBe(3);
  });

  describe('hostile and mismatched states: a code, no crash, nothing of the file echoed', () => {
    const write = (name: string, text: string) => writeFileSync(path.join(proj, name), text);
    const medium = () => JSON.parse(readFileSync(path.join(proj, 'b5wars-medium.state.json'), 'utf8'));
    const expectRefused = (r: ReturnType<typeof run>, code: string, status: number) => {
      expect(r.status, r.stderr).toBe(status);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`drydock render: error ${code}: `);
      expect(r.stderr).not.toMatch(/\n\s+at |TypeError|RangeError/);
    };

    it('unknown system ids and more damage than boxes: state-mismatch', () => {
      const s = medium();
      s.state.ships.mir.systems.ZZ9 = { damage: 1, destroyed: false };
      write('unknown.json', JSON.stringify(s));
      const r = run('render', 'miranda.ship', '--state', 'unknown.json');
      expectRefused(r, 'state-mismatch', 1);
      expect(r.stderr).toContain('1 of its systems (ZZ9) is not a system of the ship');
      const t = medium();
      t.state.ships.mir.systems.DA.damage = 60;
      write('over.json', JSON.stringify(t));
      const o = run('render', 'miranda.ship', '--state', 'over.json');
      expectRefused(o, 'state-mismatch', 1);
      expect(o.stderr).toContain('60 boxes of damage on DA, which has 6');
    });

    it('malformed JSON, JSON that is no state, a state without the ship', () => {
      write('broken.json', '{"token": "s3cr3t-value", ');
      const b = run('render', 'miranda.ship', '--state', 'broken.json');
      expectRefused(b, 'state-not-json', 1);
      expect(b.stderr).not.toContain('s3cr3t');
      write('other.json', '{"token": "s3cr3t-value"}');
      const o = run('render', 'miranda.ship', '--state', 'other.json');
      expectRefused(o, 'state-not-a-state', 1);
      expect(o.stderr).not.toContain('s3cr3t');
      expectRefused(run('render', 'vudar-dw.ship', '--state', 'b5wars-medium.state.json'), 'state-no-ship', 1);
      expectRefused(run('render', 'miranda.ship', '--state', 'b5wars-medium.state.json', '--ship', 'nobody'), 'state-no-ship', 1);
      const deep = `${'['.repeat(100000)}${']'.repeat(100000)}`;
      write('deep.json', deep);
      expectRefused(run('render', 'miranda.ship', '--state', 'deep.json'), 'state-not-a-state', 1);
    });

    it('a huge file is refused before it is read; a missing one, a folder, one outside the project or linked out', () => {
      write('huge.json', '');
      truncateSync(path.join(proj, 'huge.json'), 64 * 1024 * 1024);
      const h = run('render', 'miranda.ship', '--state', 'huge.json');
      expectRefused(h, 'state-too-large', 2);
      expect(h.stderr).toContain('67,108,864 bytes');
      expectRefused(run('render', 'miranda.ship', '--state', 'missing.json'), 'state-unreadable', 2);
      expectRefused(run('render', 'miranda.ship', '--state', 'scenarios'), 'state-unreadable', 2);
      const outside = mkdtempSync(path.join(tmpdir(), 'drydock-outside-'));
      try {
        writeFileSync(path.join(outside, 'state.json'), readFileSync(path.join(proj, 'b5wars-medium.state.json')));
        expectRefused(run('render', 'miranda.ship', '--state', path.join(outside, 'state.json')), 'state-outside-project', 2);
        symlinkSync(path.join(outside, 'state.json'), path.join(proj, 'linked.json'));
        expectRefused(run('render', 'miranda.ship', '--state', 'linked.json'), 'state-outside-project', 2);
      } finally {
        rmSync(outside, { recursive: true, force: true });
      }
    });
  });
});
