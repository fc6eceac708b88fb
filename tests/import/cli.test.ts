// `drydock import fieryvoid` through the real command: where files go, the report in text and
// JSON, refusals, and that what it writes passes `drydock fmt --check` and `drydock check`.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { drydock, ensureBuilt } from '../helpers/cli';
import { MEDIUM_CHART, MEDIUM_CORE, shipPhp } from './php';

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-import-'));
});

const fresh = (name: string) => {
  const d = path.join(dir, name);
  mkdirSync(d, { recursive: true });
  writeFileSync(path.join(d, 'Alpha.php'), shipPhp('Alpha', 'HeavyCombatVessel', MEDIUM_CORE + MEDIUM_CHART));
  writeFileSync(path.join(d, 'Beta.php'), shipPhp('Beta', 'HeavyCombatVessel', MEDIUM_CORE + MEDIUM_CHART.replace('"Photonic Torpedo"', '"Heavy Torpedo"')));
  writeFileSync(path.join(d, 'Broken.php'), '<?php class Broken extends MediumShip { function __construct( { }');
  return d;
};

describe('drydock import fieryvoid (the command)', () => {
  it('writes one formatted, clean .ship file per class beside the inputs and reports each file', () => {
    const d = fresh('beside');
    const r = drydock(['import', 'fieryvoid', '.'], { cwd: d });
    expect(r.status).toBe(1); // one file refused
    expect(r.stdout).toContain('Alpha.php: imported Alpha to Alpha.ship\n');
    expect(r.stdout).toMatch(/Beta\.php: imported Beta to Beta\.ship with 1 finding\n {2}Beta\.php:\d+: fv-chart-names-missing: the hit chart names "Heavy Torpedo"/);
    expect(r.stdout).toMatch(/Broken\.php: refused: not valid PHP: .* \(line 1\)/);
    expect(r.stdout).toMatch(/3 files: 1 imported clean, 1 imported with findings, 1 refused\.\n$/);
    expect(readdirSync(d).sort()).toEqual(['Alpha.php', 'Alpha.ship', 'Beta.php', 'Beta.ship', 'Broken.php']);
    expect(drydock(['fmt', '--check', 'Alpha.ship', 'Beta.ship'], { cwd: d }).status).toBe(0);
    const check = drydock(['check', 'Alpha.ship', 'Beta.ship'], { cwd: d });
    expect(check.status).toBe(0);
    expect(check.stderr).toContain('2 files checked: no problems');
  });

  it('writes into -o, gives the report as JSON, and is byte-identical run after run', () => {
    const d = fresh('json');
    const a = drydock(['import', 'fieryvoid', 'Alpha.php', 'Beta.php', '-o', 'out', '--format', 'json'], { cwd: d });
    expect(a.status).toBe(0);
    const report = JSON.parse(a.stdout);
    expect(report.files.map((f: { file: string; status: string; output: string }) => [f.file, f.status, f.output])).toEqual([
      ['Alpha.php', 'clean', path.join('out', 'Alpha.ship')],
      ['Beta.php', 'findings', path.join('out', 'Beta.ship')],
    ]);
    expect(report.files[1].findings).toContainEqual(expect.objectContaining({ severity: 'warning', line: expect.any(Number) }));
    const first = readFileSync(path.join(d, 'out', 'Alpha.ship'), 'utf8');
    const b = drydock(['import', 'fieryvoid', 'Alpha.php', 'Beta.php', '-o', 'out', '--format', 'json'], { cwd: d });
    expect(b.stdout).toBe(a.stdout);
    expect(readFileSync(path.join(d, 'out', 'Alpha.ship'), 'utf8')).toBe(first);
  });

  it('never writes through a link, and never twice to one file in a run', () => {
    const d = fresh('links');
    const outside = path.join(dir, 'outside.txt');
    writeFileSync(outside, 'keep me');
    symlinkSync(outside, path.join(d, 'Alpha.ship'));
    mkdirSync(path.join(d, 'again'));
    writeFileSync(path.join(d, 'again', 'Beta.php'), readFileSync(path.join(d, 'Beta.php')));
    const r = drydock(['import', 'fieryvoid', 'Alpha.php', 'Beta.php', 'again/Beta.php', '-o', '.'], { cwd: d });
    expect(r.stdout).toMatch(/Alpha\.php: refused: not written to Alpha\.ship: it is a symbolic link/);
    expect(r.stdout).toMatch(/again\/Beta\.php: refused: not written to Beta\.ship: another file of this run already wrote it/);
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
  });

  it('answers usage problems with exit 2 and what to type', () => {
    expect(drydock(['import']).stderr).toMatch(/say what to import: drydock import fieryvoid <file\.php\|folder>/);
    expect(drydock(['import', 'sfb', 'x.php']).stderr).toMatch(/cannot import from 'sfb'; the one source is fieryvoid/);
    expect(drydock(['import', 'fieryvoid']).status).toBe(2);
    expect(drydock(['import', 'fieryvoid', path.join(dir, 'nowhere')]).stderr).toMatch(/cannot find/);
    expect(drydock(['import', 'fieryvoid', 'x.php', '--format', 'xml']).stderr).toMatch(/--format is text or json/);
    const help = drydock(['import', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/Usage: drydock import fieryvoid/);
    expect(existsSync(path.join(dir, 'nowhere'))).toBe(false);
  });
});
