// Fighter and shuttle flights in play (runtime/b5wars/flights.ts, docs/runtime.md "Flights"): the
// example scenario examples/scenarios/flight-shuttlepod-attack.json, number by number, and the
// edge cases: one projection per flight attack (ST-SH-6), fighter fire never doubled (ST-SH-11),
// damage per craft (armor by the side hit, then structure; destroyed at 0), replay.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario, ScenarioError } from '../../runtime/index';
import { facingOf } from '../../runtime/b5wars/flights';
import { ROOT } from '../helpers/compile';

const DIR = path.join(ROOT, 'examples', 'scenarios');
const FILE = 'flight-shuttlepod-attack.json';
const load = () => JSON.parse(readFileSync(path.join(DIR, FILE), 'utf8'));
const run = (sc = load()) => runScenario(sc, DIR);

describe('flights in play: the shuttlepod attack scenario', () => {
  const out = run();
  const r = out.results as Record<string, unknown>[];

  it('replays byte-identically', () => {
    expect(JSON.stringify(run())).toBe(JSON.stringify(out));
  });

  it('four pods fire 8 shots; 3 hits rolled d6+1 (6, 2, 4 -> 7, 3, 5) all go into the fore projection (40 -> 25)', () => {
    expect(r[1]).toMatchObject({ ok: true, craft: 4, shots: 8, projection: 'fore', toShip: 0, remaining: 25 });
    expect((r[1].hits as { damage: number }[]).map((h) => h.damage)).toEqual([7, 3, 5]);
  });

  it('a flight fires each weapon once a turn', () => {
    expect(r[2]).toMatchObject({ ok: false, error: 'flight pods has already fired weapon DB this turn' });
  });

  it('`damage` with the flight as attacker is fighter fire: the spline pick goes to the fuller projection (starboard 30 > fore 25)', () => {
    expect(r[3]).toMatchObject({ ok: true, projection: 'starboard', absorbed: 5, remaining: 25 });
    expect(r[3].firstOne).toBeUndefined();
  });

  it('a hit on a craft: armor 1 on the side hit, the rest off its 6 structure; destroyed at 0; a destroyed craft takes no more', () => {
    expect(r[4]).toMatchObject({ ok: true, craft: 1, facing: 'fore', armor: 1, structure: 3, remaining: 3, standing: 4 });
    expect(r[5]).toMatchObject({ ok: true, facing: 'aft', armor: 1, structure: 3, remaining: 0, destroyed: true, standing: 3 });
    expect(r[5].events).toEqual([{ ship: 'pods', craft: 1, destroyed: true }]);
    expect(r[6]).toMatchObject({ ok: false, error: 'craft 1 of flight pods is already destroyed' });
  });

  it('ship actions are refused on a flight', () => {
    expect(r[7]).toMatchObject({ ok: false, error: 'pods is a fighter flight: it takes flightFire and craftDamage, not fire' });
  });

  it('three pods left fire 6 shots; a stated projection on the spline takes every hit of the attack (ST-SH-6)', () => {
    expect(r[9]).toMatchObject({ ok: false, error: 'flight pods fires 6 shots with DB (3 craft x 2); 7 cannot hit' });
    expect(r[10]).toMatchObject({ ok: true, craft: 3, shots: 6, projection: 'starboard', remaining: 7 });
    const hits = r[10].hits as { damage: number; shieldPoints: number }[];
    expect(hits).toHaveLength(5);
    expect(25 - hits.reduce((t, h) => t + h.shieldPoints, 0)).toBe(7);
  });

  it('keeps each craft in the state', () => {
    const pods = out.state.ships.pods as unknown as { unit: string; craft: { damage: number; destroyed: boolean }[]; armor: Record<string, number> };
    expect(pods.unit).toBe('flight');
    expect(pods.craft).toEqual([{ damage: 6, destroyed: true }, ...Array(3).fill({ damage: 0, destroyed: false })]);
    expect(pods.armor).toEqual({ fore: 1, aft: 1, port: 1, starboard: 1 });
  });
});

describe('flights in play: edge cases', () => {
  it('the side a hit strikes: 315..45 fore, 135..225 aft (boundaries fore and aft), else port or starboard', () => {
    expect([0, 45, 46, 134, 135, 180, 225, 226, 314, 315].map(facingOf)).toEqual(['fore', 'fore', 'starboard', 'starboard', 'aft', 'aft', 'aft', 'port', 'port', 'fore']);
  });

  it('a flight of more craft than maxCraft, a missing flight, or ship and flight at once are refused with a clear message', () => {
    const sc = load();
    sc.ships.pods.craft = 7;
    expect(() => run(sc)).toThrow('flight NXShuttlepod fields 1 to 6 craft, not 7');
    const sc2 = load();
    sc2.ships.pods.flight = 'Nope';
    expect(() => run(sc2)).toThrow(ScenarioError);
    expect(() => run(sc2)).toThrow('has no flight "Nope" (it has NXShuttlepod)');
    const sc3 = load();
    sc3.ships.pods.ship = 'X';
    expect(() => run(sc3)).toThrow('give "ship" or "flight", not both');
  });

  it('a flight at full strength by default, and flight actions refused on ships', () => {
    const sc = load();
    delete sc.ships.pods.craft;
    sc.actions = [
      { type: 'flightFire', ship: 'pods', weapon: 'DB', target: 'exc', bearing: 0, hits: 12, rolls: Array(12).fill(1) },
      { type: 'craftDamage', ship: 'exc', craft: 1, bearing: 0, amount: 1 },
      { type: 'flightFire', ship: 'pods', weapon: 'XX', target: 'exc', bearing: 0, hits: 1 },
    ];
    const res = run(sc).results;
    expect(res[0]).toMatchObject({ ok: true, craft: 6, shots: 12, toShip: 0, remaining: 16 });
    expect(res[1]).toMatchObject({ ok: false, error: 'craftDamage is an action of fighter flights, and exc is a ship' });
    expect(res[2]).toMatchObject({ ok: false, error: 'flight pods has no weapon "XX" (its weapons: DB)' });
  });

  it('damage beyond the projection goes to the ship; a ship can fire at a flight (hits then land with craftDamage)', () => {
    const sc = load();
    sc.actions = [
      { type: 'flightFire', ship: 'pods', weapon: 'DB', target: 'exc', bearing: 0, hits: 8, rolls: Array(8).fill(6) },
      { type: 'fire', ship: 'exc', weapon: 'T1', target: 'pods' },
    ];
    const res = run(sc).results;
    // 8 hits of 7 = 56 into fore 40: 40 absorbed, 16 through
    expect(res[0]).toMatchObject({ ok: true, toShip: 16, remaining: 0 });
    expect(res[1]).toMatchObject({ ok: true, weapon: 'T1', target: 'pods' });
  });
});
