// The command line of docs/cli.md: check, build, schema — output forms and exit codes.
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { drydock, ensureBuilt } from '../helpers/cli';

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-cli-'));
  writeFileSync(path.join(dir, 'drydock.json'), '{}');
  writeFileSync(path.join(dir, 'good.ship'), 'ruleset sfb\nship A { sizeClass: 4  ionCannon X { arc: FA } }\n');
  writeFileSync(path.join(dir, 'bad.ship'), 'ruleset sfb\nship B {\n  sizeClass: 4\n  ionCanon X { arc: FA }\n}\n');
  mkdirSync(path.join(dir, 'sub'));
  writeFileSync(path.join(dir, 'sub', 'also.ship'), 'ruleset sfb\nship C { sizeClass: 4 }\n');
});

describe('drydock check', () => {
  it('exits 0 on a clean file', () => {
    const r = drydock(['check', path.join(dir, 'good.ship')]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
  });

  it('prints file:LINE:COL: severity CODE: message with a code frame, and exits 1 on errors', () => {
    const r = drydock(['check', 'bad.ship'], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("bad.ship:4:3: error unknown-kind: `ionCanon` is not an sfb system kind. Did you mean 'ionCannon'?");
    expect(r.stdout).toContain('4 |   ionCanon X { arc: FA }');
    expect(r.stdout).toMatch(/\n {2}\| {3}\^{8}/);
  });

  it('prints the JSON array with 0-based LSP ranges under --format json', () => {
    const r = drydock(['check', '--format', 'json', 'bad.ship'], { cwd: dir });
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out).toEqual([
      expect.objectContaining({
        file: 'bad.ship',
        range: { start: { line: 3, character: 2 }, end: { line: 3, character: 10 } },
        severity: 'error',
        code: 'unknown-kind',
      }),
    ]);
  });

  it('names each file as the command line did (absolute stays absolute, folders joined)', () => {
    const abs = path.join(dir, 'bad.ship');
    expect(JSON.parse(drydock(['check', '--format', 'json', abs]).stdout)[0].file).toBe(abs);
    const viaFolder = JSON.parse(drydock(['check', '--format', 'json', '.'], { cwd: dir }).stdout)[0].file;
    expect(viaFolder).toBe('bad.ship');
  });

  it('checks every .ship below a folder', () => {
    const r = drydock(['check', '--format', 'json', dir]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toHaveLength(1);
  });

  it('exits 2 on usage and I/O problems', () => {
    expect(drydock(['check']).status).toBe(2);
    expect(drydock(['check', path.join(dir, 'nope.ship')]).status).toBe(2);
    expect(drydock(['check', '--format', 'xml', dir]).status).toBe(2);
    expect(drydock(['frobnicate']).status).toBe(2);
  });
});

describe('drydock build', () => {
  it('prints the compiled document, or writes it with -o', () => {
    const r = drydock(['build', path.join(dir, 'good.ship')]);
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.format).toBe('drydock/1');
    expect(doc.ships[0]).toMatchObject({ name: 'A', ruleset: 'sfb', systems: [{ id: 'X', type: 'ionCannon', arc: [300, 60] }] });
    const out = path.join(dir, 'out.json');
    expect(drydock(['build', path.join(dir, 'good.ship'), '-o', out]).status).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(doc);
  });

  it('refuses to emit when there are errors', () => {
    const r = drydock(['build', path.join(dir, 'bad.ship')]);
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain('"format"');
  });

  it('exits 2 for a missing file', () => {
    expect(drydock(['build', path.join(dir, 'missing.ship')]).status).toBe(2);
  });
});

describe('drydock schema', () => {
  it('prints a JSON Schema that the built examples satisfy', () => {
    const r = drydock(['schema']);
    expect(r.status).toBe(0);
    const schema = JSON.parse(r.stdout);
    const validate = new Ajv2020({ strict: false }).compile(schema);
    const built = drydock(['build', 'examples/excelsior.ship']);
    expect(validate(JSON.parse(built.stdout))).toBe(true);
    expect(validate({ format: 'drydock/1', ships: [{ name: 'x', ruleset: 'b5wars', systems: [{ id: 'D', type: 'deflector', base: 'deflector', value: 'high' }], derived: {} }] })).toBe(false);
  });
});
