// The real conversions of FieryVoid's non-Federation, non-Klingon Star Trek ships (examples/):
// each compiles without an error or a warning, keeps the figures of its source ship, and its
// scenario plays out with the numbers below (worked by hand from the ship's figures).
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../compiler/index';
import type { CompiledShip } from '../../compiler/types';
import { runScenario } from '../../runtime/index';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXAMPLES = path.join(ROOT, 'examples');

function ship(file: string, name: string): CompiledShip {
  const result = compileFile(path.join(EXAMPLES, file));
  const loud = result.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
  expect(loud.map((d) => `${d.code}: ${d.message}`), file).toEqual([]);
  const found = result.ships.find((s) => s.compiled.name === name);
  expect(found, `${name} in ${file}`).toBeDefined();
  return found!.compiled;
}

function play(file: string) {
  const dir = path.join(EXAMPLES, 'scenarios');
  const out = runScenario(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), dir);
  return out;
}

const sys = (s: CompiledShip, id: string) => s.systems.find((x) => x.id === id)!;

type Entry = { from: number; to: number; target: string; section?: string; alternatives?: { target: string; section?: string }[] };
/** A section's chart as `from-to:target`, alternatives joined by `|`. */
const chartRolls = (s: CompiledShip, name: string) =>
  (s.sections!.find((x) => x.name === name)!.hits as Entry[]).map((h) => `${h.from}-${h.to}:${h.alternatives ? h.alternatives.map((a) => a.target).join('|') : h.target}`);

describe('Andorian Kumari cruiser (FieryVoid AndorianKumari.php)', () => {
  const kum = ship('trek-andorian-kumari.ship', 'AndorianKumari');

  it('keeps the side projections as stated, under its one allow', () => {
    expect(kum.projections).toEqual([
      // FieryVoid TrekShieldProjection(2, 15, 5): 2 armor, at most 5 of a hit, armor included (ST-SH-13)
      { name: 'starboard', arc: [0, 180], rating: 15, armor: 2, perHit: 5 },
      { name: 'port', arc: [180, 0], rating: 15, armor: 2, perHit: 5 },
    ]);
    expect(kum.allows?.map((a) => a.rule)).toEqual(['ST-SH-1']);
  });

  it('carries the source figures: defenses, thrust, power budget, weapons', () => {
    expect([kum.points, kum.forwardDefense, kum.sideDefense, kum.initiative]).toEqual([480, 13, 13, 7]);
    expect(kum.derived.impulseThrust).toBe(10); // drive 2 + two nacelles of 4
    expect(kum.derived.powerBudget).toEqual({ required: 42, available: 42 });
    expect(sys(kum, 'SPC')).toMatchObject({ type: 'ParticleCannon', damage: '2d10+15', mode: 'raking', rake: 10, loading: 2, arc: [300, 120] });
    expect(sys(kum, 'PLPC')).toMatchObject({ type: 'LightParticleCannon', fireControl: [4, 2, 0] });
    expect(sys(kum, 'TB')).toMatchObject({ base: 'tractorBeam', arc: [0, 360], power: 4 });
    expect(sys(kum, 'H')).toMatchObject({ fighters: 3, craft: 'shuttlecraft' });
  });

  it('plays its scenario: side projections by bearing, regeneration, transfer, collapse', () => {
    const r = play('trek-andorian-kumari.json').results as Record<string, unknown>[];
    // Since the projections state armor 2 and perHit 5 (ST-SH-13), each hit loses at most 2 to the
    // armor (never over half the hit) and 3 to the capacity: a 20 no longer empties the starboard one.
    // 20 from starboard: armor 2, capacity 3, 15 to the hull, 12 left
    expect(r[1]).toMatchObject({ projection: 'starboard', armorStopped: 2, shieldPoints: 3, absorbed: 5, toShip: 15, remaining: 12 });
    // 6 from port: armor 2 (half of 6 is 3), capacity 3, 1 to the hull, 12 left
    expect(r[2]).toMatchObject({ projection: 'port', armorStopped: 2, shieldPoints: 3, absorbed: 5, toShip: 1, remaining: 12 });
    expect(r[4]).toMatchObject({ ok: false });
    // starboard lacks only 3: 2 free + 1 of the 4 bought, 3 bought points unused
    // ST-SH-3 Interpretation: 3 applied, 2 of them free, so 1 of the 4 bought is applied and paid.
    expect(r[6]).toMatchObject({ applied: { starboard: 3 }, free: 2, bought: 1, notBought: 3, powerSpent: 1, unused: 3 });
    // the full starboard projection lends 3 to port (ST-SH-4): 12 and 15
    expect(r[8]).toMatchObject({ from: { name: 'starboard', remaining: 12 }, to: { name: 'port', remaining: 15 }, amount: 3 });
    // two 5s on port: 2 armor + 3 capacity each, 15 -> 12 -> 9
    expect(r[10]).toMatchObject({ projection: 'port', armorStopped: 2, absorbed: 5, toShip: 0, remaining: 9 });
    expect(r[15]).toMatchObject({ ok: false, rule: 'ST-SH-10' });
    // a collapsed projection stops nothing, armor included
    expect(r[16]).toMatchObject({ projection: 'starboard', absorbed: 0, armorStopped: 0, toShip: 7, status: 'collapsed' });
    // 3 on port (11 after PD1's 2): armor 1 (half of 3), capacity 2, nothing through, 9 left
    expect(r[17]).toMatchObject({ projection: 'port', armorStopped: 1, shieldPoints: 2, absorbed: 3, toShip: 0, remaining: 9 });
  });
});

describe("Vulcan D'Kyr heavy cruiser (FieryVoid VulcanDKyr.php)", () => {
  const dkyr = ship('trek-vulcan-dkyr.ship', 'VulcanDKyr');

  it('keeps four overlapping 120-degree projections of 20, under its one allow', () => {
    expect(dkyr.projections).toEqual([
      // FieryVoid TrekShieldProjection(2, 20, 6): 2 armor, at most 6 of a hit, armor included (ST-SH-13)
      { name: 'fore', arc: [300, 60], rating: 20, armor: 2, perHit: 6 },
      { name: 'starboard', arc: [30, 150], rating: 20, armor: 2, perHit: 6 },
      { name: 'aft', arc: [120, 240], rating: 20, armor: 2, perHit: 6 },
      { name: 'port', arc: [210, 330], rating: 20, armor: 2, perHit: 6 },
    ]);
    expect(dkyr.allows?.map((a) => a.rule)).toEqual(['ST-SH-1']);
  });

  it('carries the source figures: thrust, power, phase cannons and photonic torpedoes', () => {
    expect([dkyr.points, dkyr.forwardDefense, dkyr.sideDefense, dkyr.initiative]).toEqual([650, 14, 16, 0]);
    expect(dkyr.derived.impulseThrust).toBe(9); // drive 1 + four nacelles of 2
    expect(dkyr.derived.powerBudget).toEqual({ required: 54, available: 54 });
    expect(dkyr.systems.filter((s) => s.base === 'nacelle').length).toBe(4);
    expect(sys(dkyr, 'HPC1')).toMatchObject({ damage: '3d10+12', rake: 10, loading: 3, rangePenalty: 1 / 3, fireControl: [3, 2, 0], arc: [270, 30] });
    expect(sys(dkyr, 'PC2')).toMatchObject({ damage: '2d10+12', rake: 8, arc: [0, 120] });
    expect(sys(dkyr, 'AL1')).toMatchObject({ type: 'TrekLightPhaseCannon', damage: 'd10+4', rake: 6, arc: [90, 270] });
    expect(sys(dkyr, 'ST2')).toMatchObject({ base: 'photonLauncher', damage: '2d6+6', range: 15 });
  });

  it('plays its scenario: overlaps are the defender’s choice, collapse leaves the neighbour standing', () => {
    const r = play('trek-vulcan-dkyr.json').results as Record<string, unknown>[];
    // Since the projections state armor 2 and perHit 6 (ST-SH-13), a hit loses at most 2 to the armor
    // and 4 to the capacity, so the starboard projection is no longer emptied by one hit.
    // 25 on starboard: armor 2, capacity 4, 19 to the hull, 16 left
    expect(r[1]).toMatchObject({ projection: 'starboard', armorStopped: 2, shieldPoints: 4, absorbed: 6, toShip: 19, remaining: 16 });
    // 12 on fore: armor 2, capacity 4, 6 to the hull, 16 left
    expect(r[2]).toMatchObject({ projection: 'fore', armorStopped: 2, shieldPoints: 4, absorbed: 6, toShip: 6, remaining: 16 });
    // 4 on starboard: armor 2 (half of 4), capacity 2, nothing through, 14 left
    expect(r[3]).toMatchObject({ projection: 'starboard', armorStopped: 2, shieldPoints: 2, absorbed: 4, toShip: 0, remaining: 14 });
    expect(r[4]).toMatchObject({ ok: false, rule: 'ST-SH-6' });
    expect(r[8]).toMatchObject({ applied: { starboard: 6 }, powerSpent: 4 });
    expect(r[9]).toMatchObject({ applied: { fore: 2 } });
    expect(r[12]).toMatchObject({ events: [{ projection: 'fore', status: 'collapsed', rule: 'ST-SH-7' }] });
    expect(r[13]).toMatchObject({ projection: 'fore', absorbed: 0, armorStopped: 0, toShip: 5 });
    // 5 on the refilled starboard (20): armor 2, capacity 3, 17 left (ST-SH-13)
    expect(r[14]).toMatchObject({ projection: 'starboard', armorStopped: 2, shieldPoints: 3, absorbed: 5, remaining: 17 });
  });
});

describe("Vulcan Vah'Klas frigate (FieryVoid VulcanVahklas.php)", () => {
  const vk = ship('trek-vulcan-vahklas.ship', 'VulcanVahklas');

  it('sends the shared chart across sections, either cannon of a pair as alternatives', () => {
    const chart = (name: string) => vk.sections!.find((s) => s.name === name)!.hits!;
    const rolls = (name: string) => chartRolls(vk, name);
    // Every section rolls on the same chart, as FieryVoid gives it three times; "1:Phase Cannon"
    // (rolls 9-10) is either forward phase cannon.
    expect(rolls('primary')).toEqual(['1-8:structure', '9-10:PC1|PC2', '11-12:LP1|LP2', '13-13:D', '14-16:N', '17-18:I', '19-19:R', '20-20:S']);
    expect(rolls('forward')).toEqual(rolls('primary'));
    expect(rolls('aft')).toEqual(rolls('primary'));
    // A roll that lands in another section says which (the compiled chart routes it there).
    const away = (name: string) => chart(name).filter((h) => 'section' in h).map((h) => `${h.target}@${(h as { section?: string }).section}`);
    expect(away('primary')).toEqual(['PC1@forward', 'LP1@forward', 'N@aft']);
    expect(away('forward')).toEqual(['D@primary', 'N@aft', 'I@primary', 'R@primary', 'S@primary']);
    expect(away('aft')).toEqual(['PC1@forward', 'LP1@forward', 'D@primary', 'I@primary', 'R@primary', 'S@primary']);
    // each alternative carries the section it lies in
    expect((chart('aft') as Entry[])[1].alternatives).toEqual([
      { target: 'PC1', section: 'forward' },
      { target: 'PC2', section: 'forward' },
    ]);
  });

  it('carries the source figures', () => {
    expect(vk.projections).toEqual([{ name: 'all', arc: [0, 360], rating: 12 }]);
    expect(vk.allows ?? []).toEqual([]);
    expect([vk.points, vk.initiative, vk.forwardDefense, vk.sideDefense]).toEqual([325, 14, 12, 12]);
    expect(vk.derived.impulseThrust).toBe(6);
    expect(vk.derived.powerBudget).toEqual({ required: 18, available: 20 });
  });

  it('plays its scenario: all-round projection, thrust, the drive lost', () => {
    const r = play('trek-vulcan-vahklas.json').results as Record<string, unknown>[];
    expect(r[1]).toMatchObject({ maneuver: 'accel', cost: 1, freeThrust: 6 });
    expect(r[2]).toMatchObject({ maneuver: 'turn', cost: 2 }); // 1/3 x speed 6
    expect(r[3]).toMatchObject({ projection: 'all', absorbed: 9, remaining: 3 });
    expect(r[4]).toMatchObject({ projection: 'all', absorbed: 3, toShip: 6 });
    expect(r[7]).toMatchObject({ ok: false });
    expect(r[9]).toMatchObject({ applied: { all: 6 }, free: 2, bought: 4, powerSpent: 4 });
    expect(r[10]).toMatchObject({ destroyed: true, events: [{ thrustMultiplier: 2, initiativeModifier: -10, rule: 'ST-IMP-3' }] });
    expect(r[11]).toMatchObject({ maneuver: 'accel', cost: 2 });
    expect(r[12]).toMatchObject({ maneuver: 'turn', cost: 4 });
    // PC2 was destroyed in turn 1: a phase cannon roll goes to PC1, no die rolled
    expect(r[14]).toMatchObject({ entry: '9..10', alternatives: ['PC1', 'PC2'], standing: ['PC1'], system: 'PC1', goesTo: 'forward', damage: 3, destroyed: false });
    expect(r[14]).not.toHaveProperty('pick');
    // both light phase cannons stand: a d2 picks, the given 2 -> LP2, 4 boxes destroy it
    expect(r[15]).toMatchObject({ entry: '11..12', standing: ['LP1', 'LP2'], pick: { die: 2, roll: 2 }, system: 'LP2', damage: 4, destroyed: true });
  });
});

describe('Tellarite cruiser (FieryVoid TellariteCruiser.php)', () => {
  const tel = ship('trek-tellarite-cruiser.ship', 'TellariteCruiser');

  it('carries the source figures', () => {
    expect(tel.projections).toEqual([
      { name: 'fore', arc: [270, 90], rating: 12 },
      { name: 'aft', arc: [90, 270], rating: 12 },
    ]);
    expect(tel.rules.extraThrustPowerCost).toBe(2);
    expect([tel.points, tel.initiative, tel.turnCost]).toEqual([380, 7, 0.66]);
    expect(tel.derived.impulseThrust).toBe(8);
    expect(tel.derived.powerBudget).toEqual({ required: 23, available: 25 });
    expect(sys(tel, 'PC')).toMatchObject({ type: 'ParticleCutter', damage: '2d10+12', mode: 'raking', rake: 10, sustained: true });
    expect(tel.systems.filter((s) => s.type === 'TrekLightPhaseCannon').length).toBe(5);
  });

  it('plays its scenario: extra thrust at the drive’s boost price, projections by bearing', () => {
    const r = play('trek-tellarite-cruiser.json').results as Record<string, unknown>[];
    expect(r[3]).toMatchObject({ thrustUsed: 9, freeThrust: 8, overThrust: 1, criticalCheck: true, powerSpent: 2 });
    expect(r[5]).toMatchObject({ projection: 'fore', absorbed: 12, toShip: 4 });
    expect(r[6]).toMatchObject({ projection: 'aft', absorbed: 7, remaining: 5 });
    expect(r[10]).toMatchObject({ applied: { fore: 3 }, free: 1, bought: 2, powerSpent: 2 });
    expect(r[12]).toMatchObject({ from: { name: 'aft', remaining: 3 }, to: { name: 'fore', remaining: 6 } });
    expect(r[13]).toMatchObject({ absorbed: 6, toShip: 4 });
  });
});

describe('Andorian Chimesh battlecarrier (FieryVoid AndorianChimesh.php)', () => {
  const chi = ship('trek-andorian-chimesh.ship', 'AndorianChimesh');

  it('keeps three 120-degree projections and no aft one, under its one allow', () => {
    expect(chi.projections).toEqual([
      { name: 'fore', arc: [300, 60], rating: 20 },
      { name: 'starboard', arc: [60, 180], rating: 16 },
      { name: 'port', arc: [180, 300], rating: 16 },
    ]);
    expect(chi.allows?.map((a) => a.rule)).toEqual(['ST-SH-1']);
  });

  it('carries the source figures', () => {
    expect([chi.points, chi.forwardDefense, chi.sideDefense]).toEqual([575, 15, 15]);
    expect(chi.specialAbilities).toEqual(['Carries 24 medium fighters']);
    expect(chi.derived.impulseThrust).toBe(10);
    expect(chi.derived.powerBudget).toEqual({ required: 45, available: 45 });
    expect(chi.systems.filter((s) => s.base === 'hangar').map((s) => s.boxes)).toEqual([6, 6, 6, 6, 6]);
    expect(chi.sections!.map((s) => s.name)).toEqual(['primary', 'forward', 'port', 'starboard']);
  });

  it('plays its scenario: astern is a spline of the two quarters, transfer is half of what is left', () => {
    const r = play('trek-andorian-chimesh.json').results as Record<string, unknown>[];
    expect(r[1]).toMatchObject({ projection: 'starboard', absorbed: 16, toShip: 4 });
    expect(r[2]).toMatchObject({ projection: 'port', absorbed: 10, remaining: 6 });
    expect(r[3]).toMatchObject({ projection: 'fore', absorbed: 4, remaining: 16 });
    expect(r[4]).toMatchObject({ ok: false, rule: 'ST-SH-6' });
    expect(r[8]).toMatchObject({ applied: { starboard: 3 }, free: 1, bought: 2, powerSpent: 2 });
    expect(r[9]).toMatchObject({ from: { name: 'fore', remaining: 8 }, to: { name: 'port', remaining: 14 } });
    expect(r[10]).toMatchObject({ ok: false, rule: 'ST-SH-4' });
    expect(r[11]).toMatchObject({ projection: 'port', absorbed: 14, toShip: 1 });
  });
});

describe('Tellarite attack vessel (FieryVoid TellariteAttackVessel.php)', () => {
  const tav = ship('trek-tellarite-attack-vessel.ship', 'TellariteAttackVessel');

  it('shares one chart across its sections: any cannon, any nacelle as alternatives', () => {
    const rolls = (name: string) => chartRolls(tav, name);
    expect(rolls('primary')).toEqual(['1-8:structure', '9-11:L1|L2|L3', '12-13:D', '14-17:N1|N2', '18-18:I', '19-19:R', '20-20:S']);
    expect(rolls('forward')).toEqual(rolls('primary'));
    expect(rolls('aft')).toEqual(rolls('primary'));
  });

  it('carries the source figures', () => {
    expect(tav.projections).toEqual([{ name: 'all', arc: [0, 360], rating: 10 }]);
    expect(tav.allows ?? []).toEqual([]);
    expect([tav.points, tav.initiative, tav.forwardDefense, tav.sideDefense, tav.turnCost]).toEqual([180, 12, 11, 12, 0.33]);
    expect(tav.specialAbilities).toEqual(['Agile']);
    expect(tav.rules.extraThrustPowerCost).toBe(2);
    expect(tav.derived.impulseThrust).toBe(6); // drive 0 + two nacelles of 3
    expect(tav.derived.powerBudget).toEqual({ required: 11, available: 13 }); // 1 + 3 x 2 + 4, surplus 2
    expect(tav.systems.filter((s) => s.type === 'TrekLightPhaseCannon').map((s) => s.arc)).toEqual([[210, 30], [270, 90], [330, 150]]);
    expect(sys(tav, 'L1')).toMatchObject({ damage: 'd10+4', mode: 'raking', rake: 6, loading: 1, fireControl: [2, 3, 3], intercept: 2 });
  });

  it('plays its scenario: thrust, chart hits across sections, the all-round projection, regeneration', () => {
    const r = play('trek-tellarite-attack-vessel.json').results as Record<string, unknown>[];
    expect(r[1]).toMatchObject({ maneuver: 'accel', cost: 1, freeThrust: 6 });
    expect(r[2]).toMatchObject({ maneuver: 'turn', cost: 2, thrustUsed: 3 }); // 0.33 x speed 6 = 1.98, rounded up (roundThrustCosts)
    // forward chart roll 15 -> either aft nacelle; the d2 given as 1 picks N1: 4 of its 10 boxes
    expect(r[3]).toMatchObject({ entry: '14..17', standing: ['N1', 'N2'], pick: { die: 2, roll: 1 }, system: 'N1', goesTo: 'aft', damage: 4, destroyed: false });
    // 14 from astern: the projection of 10 takes 10, 4 to the ship
    expect(r[4]).toMatchObject({ projection: 'all', absorbed: 10, toShip: 4, remaining: 0 });
    // aft chart roll 10 -> any forward cannon; the d3 given as 2 picks L2: 4 boxes destroy it
    expect(r[7]).toMatchObject({ entry: '9..11', pick: { die: 3, roll: 2 }, system: 'L2', goesTo: 'forward', damage: 4, destroyed: true });
    // value 1: 1 free + 2 bought (at most twice the value) for 2 of its 13 power
    expect(r[9]).toMatchObject({ applied: { all: 3 }, free: 1, bought: 2, powerSpent: 2, powerLeft: 11 });
    expect(r[10]).toMatchObject({ ok: true, weapon: 'L3' }); // loading 1: fires again in turn 2
    expect(r[11]).toMatchObject({ ok: false });
    expect(r[12]).toMatchObject({ projection: 'all', absorbed: 3, toShip: 2, remaining: 0 });
    // N1 (4 of 10 taken) takes 6 more and is destroyed: its 3 thrust goes with it, 6 -> 3 free
    expect(r[13]).toMatchObject({ entry: '14..17', pick: { die: 2, roll: 1 }, system: 'N1', damage: 10, destroyed: true });
    expect(r[13].events).toContainEqual({ ship: 'tav', freeThrust: 3, rule: 'ST-IMP-1' });
    // a cannon roll now picks between the two left (L2 is gone): d2, 2 -> L3
    expect(r[14]).toMatchObject({ entry: '9..11', standing: ['L1', 'L3'], pick: { die: 2, roll: 2 }, system: 'L3', damage: 2 });
    // a nacelle roll with only N2 standing goes there, no die
    expect(r[15]).toMatchObject({ entry: '14..17', standing: ['N2'], system: 'N2', damage: 2, destroyed: false });
    expect(r[15]).not.toHaveProperty('pick');
  });
});
