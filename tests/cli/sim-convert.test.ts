// `drydock sim` and `drydock convert` through the real command: output and exit codes.
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { drydock, ensureBuilt } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-sim-'));
  // Scenario ship files are relative and inside the scenario's project (docs/security.md).
  writeFileSync(path.join(dir, 'excelsior.ship'), readFileSync(path.join(ROOT, 'examples', 'excelsior.ship')));
});

const scenario = (actions: unknown[], file = 'excelsior.ship') => {
  const p = path.join(dir, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(p, JSON.stringify({ seed: 3, ships: { ent: { file, ship: 'Excelsior' } }, actions }));
  return p;
};

describe('drydock sim', () => {
  it('prints one result per action and the state; refused actions still exit 0 (ST-SH-2 worked numbers)', () => {
    const r = drydock(['sim', scenario([{ type: 'turn' }, { type: 'damage', ship: 'ent', bearing: 0, amount: 25 }, { type: 'damage', ship: 'ent', bearing: 0, amount: 30 }, { type: 'transfer', ship: 'ent', from: 'fore', to: 'aft', amount: 1 }])]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.results).toHaveLength(4);
    expect(out.results[2]).toMatchObject({ ok: true, projection: 'fore', absorbed: 15, toShip: 15 });
    expect(out.results[3].ok).toBe(false);
    expect(out.state.ships.ent.projections.fore).toMatchObject({ rating: 40, remaining: 0 });
  });

  it('is byte-identical on replay', () => {
    const p = scenario([{ type: 'turn' }, { type: 'warp', ship: 'ent' }, { type: 'damage', ship: 'ent', bearing: 45, amount: 12 }]);
    expect(drydock(['sim', p]).stdout).toBe(drydock(['sim', p]).stdout);
  });

  it('exits 1 for an invalid scenario or ship file, 2 for usage', () => {
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ships: {}, actions: [] }));
    expect(drydock(['sim', bad]).status).toBe(1);
    const broken = path.join(dir, 'broken.ship');
    writeFileSync(broken, 'ruleset b5wars\nship Excelsior { size: huge }\n');
    expect(drydock(['sim', scenario([], 'broken.ship')]).status).toBe(1);
    expect(drydock(['sim', scenario([], broken)]).status).toBe(1); // absolute: refused
    expect(drydock(['sim']).status).toBe(2);
    expect(drydock(['sim', path.join(dir, 'missing.json')]).status).toBe(2);
  });
});

describe('drydock convert', () => {
  it('turns a .ship file into a JSON document and back into source that compiles the same', () => {
    const json = path.join(dir, 'dw.json');
    expect(drydock(['convert', path.join(ROOT, 'examples', 'vudar-dw.ship'), '-o', json]).status).toBe(0);
    expect(JSON.parse(readFileSync(json, 'utf8')).ships[0].name).toBe('VudarDW');
    const back = drydock(['convert', json]);
    expect(back.status).toBe(0);
    const shipFile = path.join(dir, 'dw.ship');
    writeFileSync(shipFile, back.stdout);
    const a = JSON.parse(drydock(['build', shipFile]).stdout).ships[0];
    const b = JSON.parse(drydock(['build', path.join(ROOT, 'examples', 'vudar-dw.ship')]).stdout).ships[0];
    delete a.source;
    delete b.source;
    expect(a).toEqual(b);
  });
});

describe('a JSON document with flights through the commands', () => {
  it('build, check, render and convert take the NX shuttlepod example as compiled JSON as they take the .ship file', () => {
    const ship = path.join(ROOT, 'examples', 'flight-nx-shuttlepod.ship');
    const json = path.join(dir, 'nx.json');
    expect(drydock(['build', ship, '-o', json]).status).toBe(0);
    expect(drydock(['check', json]).status).toBe(0);
    const again = path.join(dir, 'nx-again.json');
    expect(drydock(['build', json, '-o', again]).status).toBe(0);
    const strip = (f: string) => (JSON.parse(readFileSync(f, 'utf8')).flights as { source?: unknown }[]).map(({ source, ...rest }) => (void source, rest));
    expect(strip(again)).toEqual(strip(json));
    // The flight's sheet, as drawn from the .ship file.
    const fromJson = path.join(dir, 'nx-json.svg');
    const fromShip = path.join(dir, 'nx-ship.svg');
    expect(drydock(['render', json, '-o', fromJson]).status).toBe(0);
    expect(drydock(['render', ship, '-o', fromShip]).status).toBe(0);
    expect(readFileSync(fromJson, 'utf8')).toBe(readFileSync(fromShip, 'utf8'));
    const back = drydock(['convert', json]);
    expect(back.status).toBe(0);
    expect(back.stdout).toContain('flight NXShuttlepod {');
  });
});
