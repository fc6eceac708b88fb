// The sfb rules through the engine core (createGame / apply): every worked example of rules.md
// §2-§3 as actions on the Vudar DW and the High Guard CZ, and the example scenarios of
// examples/scenarios/sfb-*.json.
import { describe, expect, it } from 'vitest';
import { game, loadScenario, runScenarioJson } from './harness';
import { fractionalIonShip, highGuardCZ, highGuardCZVariant, vudarDW } from './fixtures';

const turns = (d: (a: Record<string, unknown>) => unknown, n: number) => {
  for (let i = 0; i < n; i++) d({ type: 'turn' });
};

describe('sfb state (docs/scenarios.md, State)', () => {
  it('a Vudar DW starts with an empty ionic capacitor of 7 and its ion weapons', () => {
    const { ship } = game({ dw: vudarDW() });
    expect(ship('dw')).toMatchObject({
      ruleset: 'sfb',
      name: 'VudarDW',
      ionicCapacitor: { capacity: 7, stored: 0, usable: 0 },
      systems: { A: { damage: 0, destroyed: false }, IPG: { damage: 0, destroyed: false } },
      weapons: { A: { mode: null, energy: 0, turnsArmed: 0, held: false, cooldown: 0 } },
    });
    expect(ship('dw').centralCapacitor).toBeUndefined();
  });
  it('a High Guard CZ: central capacitor, batteries, seventh shield, torpedo tubes', () => {
    const { ship } = game({ cz: highGuardCZ() }, { setup: { cz: { weaponsStatus: 3 } } });
    expect(ship('cz')).toMatchObject({
      centralCapacitor: { max: 26, stored: 26 },
      batteries: { capacity: 16, stored: 16 },
      seventhShield: { boxes: 12, intact: 12 },
      weapons: { Q1: { mode: null, energy: 0, turnsArmed: 0, held: false, cooldown: 0 }, P1: { mode: null } },
    });
    expect(ship('cz').ionicCapacitor).toBeUndefined();
  });
});

describe('H93 through the engine', () => {
  it('H93.14 worked example 1: warp at EA of turn 6 usable from EA of turn 7', () => {
    const { do: d, ship } = game({ dw: vudarDW() });
    turns(d, 6);
    expect(d({ type: 'allocate', ship: 'dw', amount: 3, power: 'warp', impulse: 0 })).toEqual({
      ok: true,
      stored: 3,
      capacity: 7,
      usable: 0,
      usableFrom: { turn: 7, impulse: 0 },
    });
    expect(d({ type: 'draw', ship: 'dw', weapon: 'A', amount: 1, impulse: 32 })).toMatchObject({ ok: false, rule: 'H93.14' });
    const t7 = d({ type: 'turn' });
    expect(t7.events).toContainEqual({ ship: 'dw', rule: 'H93.14', converted: 3 });
    expect(ship('dw').ionicCapacitor).toMatchObject({ stored: 3, usable: 3 });
    expect(d({ type: 'draw', ship: 'dw', weapon: 'A', amount: 1 })).toEqual({ ok: true, drawn: 1, stored: 2, usable: 2 });
  });
  it('H93.14 worked example 2: reserve warp at impulse 20 of turn 3 usable from impulse 20 of turn 4', () => {
    const { do: d, ship } = game({ dw: vudarDW() });
    turns(d, 3);
    expect(d({ type: 'allocate', ship: 'dw', amount: 2, power: 'warp', reserve: true, impulse: 20 })).toMatchObject({
      ok: true,
      usableFrom: { turn: 4, impulse: 20 },
    });
    d({ type: 'turn' });
    expect(d({ type: 'draw', ship: 'dw', weapon: 'C', amount: 1, impulse: 19 })).toMatchObject({ ok: false, rule: 'H93.14' });
    expect(ship('dw').ionicCapacitor.usable).toBe(0);
    expect(d({ type: 'draw', ship: 'dw', weapon: 'C', amount: 1, impulse: 20 })).toMatchObject({ ok: true, drawn: 1 });
  });
  it('H93.13 allocated power at Energy Allocation only; reserve during impulses; the usable field follows the clock', () => {
    const { do: d, ship } = game({ dw: vudarDW() });
    d({ type: 'turn' });
    expect(d({ type: 'allocate', ship: 'dw', amount: 1, power: 'warp', impulse: 3 })).toMatchObject({ ok: false, rule: 'H93.13' });
    expect(d({ type: 'allocate', ship: 'dw', amount: 1, power: 'warp', reserve: true, impulse: 3 })).toMatchObject({ ok: true });
    d({ type: 'turn' });
    expect(ship('dw').ionicCapacitor.usable).toBe(0);
    d({ type: 'allocate', ship: 'dw', amount: 1, power: 'impulse' });
    expect(ship('dw').ionicCapacitor.usable).toBe(1);
    // Any sfb action moves the clock; at impulse 3 the turn-1 reserve has converted.
    d({ type: 'penetrate', ship: 'dw', amount: 0, impulse: 3 });
    expect(ship('dw').ionicCapacitor.usable).toBe(2);
  });
  it('H93.221 full capacitor takes nothing; H93.223 reserve refills it while an ion weapon fires', () => {
    const { do: d, ship } = game({ dw: vudarDW() });
    d({ type: 'turn' });
    d({ type: 'allocate', ship: 'dw', amount: 7, power: 'impulse' });
    d({ type: 'turn' });
    expect(d({ type: 'allocate', ship: 'dw', amount: 1, power: 'impulse' })).toMatchObject({ ok: false, rule: 'H93.221' });
    expect(d({ type: 'allocate', ship: 'dw', amount: 1, power: 'warp', reserve: true, impulse: 9 })).toMatchObject({ ok: false, rule: 'H93.221' });
    expect(d({ type: 'allocate', ship: 'dw', amount: 1, power: 'warp', reserve: true, weapon: 'A', impulse: 9 })).toEqual({
      ok: true,
      stored: 7,
      capacity: 7,
      usable: 6,
      usableFrom: { turn: 3, impulse: 9 },
      drawn: 1,
    });
    expect(ship('dw').weapons.A.energy).toBe(1);
  });
  it('H93.11 / H93.34 refusals: not an ion-based weapon, not movement, not anything else', () => {
    const ship = vudarDW();
    ship.systems.push({ id: 'PH1', type: 'weapon', base: 'weapon', arc: [0, 360] });
    const { do: d } = game({ dw: ship });
    d({ type: 'turn' });
    d({ type: 'allocate', ship: 'dw', amount: 4, power: 'impulse' });
    expect(d({ type: 'draw', ship: 'dw', weapon: 'PH1', amount: 1 })).toMatchObject({ ok: false, rule: 'H93.11' });
    expect(d({ type: 'draw', ship: 'dw', purpose: 'tractor', amount: 1 })).toMatchObject({ ok: false, rule: 'H93.11' });
    expect(d({ type: 'draw', ship: 'dw', purpose: 'movement', amount: 1 })).toMatchObject({ ok: false, rule: 'H93.34' });
    expect(d({ type: 'draw', ship: 'dw', purpose: 'erraticManeuvers', amount: 1 })).toMatchObject({ ok: false, rule: 'H93.34' });
    expect(d({ type: 'draw', ship: 'dw', weapon: 'IPG', amount: 4 })).toMatchObject({ ok: true, drawn: 4, stored: 0 });
  });
  it('H93.31 destruction through damageSystem: empty capacity first, then energy; repair restores it empty; last weapon destroys it', () => {
    const { do: d, ship } = game({ dw: vudarDW() });
    d({ type: 'turn' });
    d({ type: 'allocate', ship: 'dw', amount: 5, power: 'impulse' });
    expect(d({ type: 'damageSystem', ship: 'dw', system: 'A', boxes: 1, impulse: 2 })).toMatchObject({
      ok: true,
      damage: 1,
      destroyed: true,
      ionicCapacitor: { capacity: 6, stored: 5, capacityLost: 1, energyLost: 0 },
    });
    expect(d({ type: 'damageSystem', ship: 'dw', system: 'IPG', boxes: 1, impulse: 3 })).toMatchObject({
      ionicCapacitor: { capacity: 2, stored: 2, capacityLost: 4, energyLost: 3 },
    });
    expect(d({ type: 'draw', ship: 'dw', weapon: 'IPG', amount: 1, impulse: 4 })).toMatchObject({ ok: false, rule: 'H93.31' });
    expect(d({ type: 'repairSystem', ship: 'dw', system: 'IPG', impulse: 5 })).toMatchObject({
      ok: true,
      destroyed: false,
      ionicCapacitor: { capacity: 6, stored: 2, capacityRestored: 4 },
    });
    for (const w of ['B', 'C', 'IPG']) d({ type: 'damageSystem', ship: 'dw', system: w, boxes: 1, impulse: 6 });
    expect(ship('dw').ionicCapacitor).toMatchObject({ capacity: 0, stored: 0, destroyed: true });
    expect(d({ type: 'allocate', ship: 'dw', amount: 1, power: 'impulse', reserve: true, impulse: 7 })).toMatchObject({ ok: false, rule: 'H93.31' });
    expect(d({ type: 'damageSystem', ship: 'dw', system: 'ionicCapacitor', boxes: 1, impulse: 7 })).toMatchObject({ ok: false, rule: 'H93.31' });
  });
  it('H93.32 energy put in during turn 1 is gone at the start of turn 26', () => {
    const { do: d, ship } = game({ dw: vudarDW() });
    d({ type: 'turn' });
    d({ type: 'allocate', ship: 'dw', amount: 4, power: 'warp' });
    turns(d, 24);
    expect(ship('dw').ionicCapacitor.stored).toBe(4);
    const r = d({ type: 'turn' });
    expect(r).toMatchObject({ ok: true, turn: 26 });
    expect(r.events).toContainEqual({ ship: 'dw', rule: 'H93.32', expired: 4 });
    expect(ship('dw').ionicCapacitor).toMatchObject({ stored: 0, ledger: { allocated: 4, expired: 4 } });
  });
  it('H93.12 fractional accounting as a scenario rule', () => {
    const a = game({ s: fractionalIonShip([1.5, 1]) });
    expect(a.ship('s').ionicCapacitor.capacity).toBe(3);
    const b = game({ s: fractionalIonShip([1.5, 1]) }, { rules: { fractionalAccounting: true } });
    expect(b.ship('s').ionicCapacitor.capacity).toBe(2.5);
    b.do({ type: 'allocate', ship: 's', amount: 2.5, power: 'impulse' });
    expect(b.do({ type: 'allocate', ship: 's', amount: 0.5, power: 'impulse', reserve: true, impulse: 1 })).toMatchObject({ ok: false, rule: 'H93.221' });
  });
});

describe('Z-ships through the engine', () => {
  it('Z-CC-4 / Z-CC-3 weapons status then turn 1 adds 4: WS-0 4, WS-I 12, WS-II 17, WS-III 26', () => {
    const got = [0, 1, 2, 3].map((ws) => {
      const { do: d, ship } = game({ cz: highGuardCZ() }, { setup: { cz: { weaponsStatus: ws } } });
      const before = ship('cz').centralCapacitor.stored;
      d({ type: 'turn' });
      return [before, ship('cz').centralCapacitor.stored];
    });
    expect(got).toEqual([[0, 4], [8, 12], [13, 17], [26, 26]]);
  });
  it('Z-CC-1 / Z-CC-2 / Z-PHZ-1 / Z-PHZ-2 through the engine', () => {
    const { do: d, ship } = game({ cz: highGuardCZVariant() }, { setup: { cz: { weaponsStatus: 3 } } });
    d({ type: 'turn' });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'P1', damage: 9, impulse: 1 })).toEqual({ ok: true, mode: 'full', energy: 1, damage: 9, tableDamage: 9, stored: 25 });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'P2', mode: 'half', rolls: [2], band: 0, impulse: 1 })).toEqual({
      ok: true,
      mode: 'half',
      energy: 0.5,
      damage: 4,
      tableDamage: 8,
      roll: 2,
      stored: 24.5,
    });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'P2', impulse: 2, damage: 5 })).toMatchObject({ ok: false, rule: 'Z-PHZ-2' });
    expect(d({ type: 'damageSystem', ship: 'cz', system: 'Q2', boxes: 1, impulse: 3 })).toMatchObject({
      ok: true,
      destroyed: true,
      centralCapacitor: { max: 24, stored: 24, maxLost: 2, energyLost: 0.5 },
    });
    expect(d({ type: 'damageSystem', ship: 'cz', system: 'centralCapacitor', boxes: 1 })).toMatchObject({ ok: false, rule: 'Z-CC-2' });
    expect(d({ type: 'damageSystem', ship: 'cz', system: 'defenseField', boxes: 1 })).toMatchObject({ ok: false, rule: 'Z-DF-1' });
    d({ type: 'turn' });
    expect(ship('cz').centralCapacitor).toMatchObject({ max: 24, stored: 24 });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'P2', damage: 5 })).toMatchObject({ ok: true, damage: 5 });
  });
  it('Z-QT-1..4 the torpedo state machine through arm / hold / fire', () => {
    const { do: d, ship } = game({ cz: highGuardCZ() }, { setup: { cz: { weaponsStatus: 3 } } });
    d({ type: 'turn' });
    expect(d({ type: 'arm', ship: 'cz', weapon: 'Q1', energy: 2, mode: 'doubleOverload', from: 'capacitor' })).toEqual({
      ok: true,
      armedEnergy: 2,
      turnsArmed: 1,
      ready: false,
      mode: 'doubleOverload',
      from: 'capacitor',
      stored: 24,
    });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'Q1', impulse: 30 })).toMatchObject({ ok: false, rule: 'Z-QT-1' });
    d({ type: 'turn' });
    d({ type: 'arm', ship: 'cz', weapon: 'Q1', energy: 2, mode: 'doubleOverload' });
    d({ type: 'turn' });
    expect(d({ type: 'arm', ship: 'cz', weapon: 'Q1', energy: 2, mode: 'doubleOverload' })).toMatchObject({ ok: true, armedEnergy: 6, turnsArmed: 3, ready: true, damage: 24 });
    expect(ship('cz').weapons.Q1).toMatchObject({ mode: 'doubleOverload', energy: 6, turnsArmed: 3, held: false, cooldown: 0 });
    expect(d({ type: 'hold', ship: 'cz', weapon: 'Q1' })).toMatchObject({ ok: false, rule: 'Z-QT-3' });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'Q1', impulse: 5 })).toEqual({ ok: true, damage: 24, penetrating: 4, mode: 'doubleOverload', energy: 6 });
    expect(ship('cz').weapons.Q1).toMatchObject({ mode: null, energy: 0, cooldown: 1 });
    d({ type: 'turn' });
    expect(d({ type: 'arm', ship: 'cz', weapon: 'Q1', energy: 1 })).toMatchObject({ ok: false, rule: 'Z-QT-3' });
    d({ type: 'turn' });
    expect(d({ type: 'arm', ship: 'cz', weapon: 'Q1', energy: 1 })).toMatchObject({ ok: true, turnsArmed: 1 });
  });
  it('Z-QT-1 a standard torpedo held at 1, a lost one reported at the turn start', () => {
    const { do: d, ship } = game({ cz: highGuardCZ() });
    d({ type: 'turn' });
    d({ type: 'arm', ship: 'cz', weapon: 'Q2', energy: 1 });
    d({ type: 'turn' });
    d({ type: 'arm', ship: 'cz', weapon: 'Q2', energy: 1 });
    d({ type: 'turn' });
    expect(ship('cz').weapons.Q2).toMatchObject({ held: false, ready: false, turnsArmed: 2 });
    expect(d({ type: 'fire', ship: 'cz', weapon: 'Q2' })).toMatchObject({ ok: false, rule: 'Z-QT-1' });
    expect(d({ type: 'hold', ship: 'cz', weapon: 'Q2' })).toEqual({ ok: true, cost: 1, ready: true });
    expect(ship('cz').weapons.Q2.held).toBe(true);
    d({ type: 'turn' });
    const r = d({ type: 'turn' });
    expect(r.events).toContainEqual({ ship: 'cz', weapon: 'Q2', lost: 2, rule: 'Z-QT-1', reason: 'not held' });
  });
  it('Z-DF-1 worked example through the engine; once per impulse', () => {
    const { do: d, ship } = game({ cz: highGuardCZ() }, { setup: { cz: { weaponsStatus: 3 } } });
    d({ type: 'turn' });
    const targets = [
      { id: 'F1', kind: 'fighter', range: 0 },
      { id: 'F2', kind: 'fighter', range: 0 },
      { id: 'D1', kind: 'drone', range: 1 },
      { id: 'D2', kind: 'drone', range: 1 },
      { id: 'P1', kind: 'plasma', range: 2 },
      { id: 'P2', kind: 'plasma', range: 2 },
      { id: 'P3', kind: 'plasma', range: 2 },
    ];
    const r = d({ type: 'defenseField', ship: 'cz', energy: 8, targets, impulse: 4 });
    expect(r.hits.map((h: { damage: number }) => h.damage)).toEqual([16, 16, 16, 16, 8, 8, 8]);
    expect(ship('cz').centralCapacitor.stored).toBe(18);
    expect(d({ type: 'defenseField', ship: 'cz', energy: 1, targets, impulse: 4 })).toMatchObject({ ok: false, rule: 'Z-DF-1' });
    expect(d({ type: 'defenseField', ship: 'cz', energy: 1, targets: [], impulse: 5 })).toMatchObject({ ok: true, hits: [] });
  });
  it('Z-S7-1 / Z-QT-4 penetrate and the regain at the next turn', () => {
    const { do: d, ship } = game({ cz: highGuardCZ() });
    d({ type: 'turn' });
    expect(d({ type: 'penetrate', ship: 'cz', amount: 4, impulse: 2 })).toEqual({ ok: true, stopped: 4, internal: 0, intact: 8 });
    expect(d({ type: 'penetrate', ship: 'cz', amount: 10, impulse: 3 })).toEqual({ ok: true, stopped: 8, internal: 2, intact: 0 });
    expect(ship('cz').systems.S7).toMatchObject({ damage: 12, destroyed: true });
    const r = d({ type: 'turn' });
    expect(r.events).toContainEqual({ ship: 'cz', rule: 'Z-S7-1', regained: 6, intact: 6 });
    expect(ship('cz').seventhShield).toMatchObject({ boxes: 12, intact: 6 });
    expect(ship('cz').systems.S7).toMatchObject({ damage: 6, destroyed: false });
  });
  it('Z-PLZ-2 reducePlasma needs no ship; with a ship it uses that launcher\'s ratio', () => {
    const { do: d } = game({ cz: highGuardCZ() });
    expect(d({ type: 'reducePlasma', plasma: 'ZF', warhead: 20, damage: 9 })).toEqual({ ok: true, warhead: 17, reduction: 3, ratio: 3 });
    expect(d({ type: 'reducePlasma', plasma: 'ZF', warhead: 20, damage: 10 })).toMatchObject({ warhead: 17 });
    expect(d({ type: 'reducePlasma', plasma: 'F', warhead: 20, damage: 9 })).toMatchObject({ warhead: 16 });
    expect(d({ type: 'reducePlasma', ship: 'cz', weapon: 'PL1', warhead: 20, damage: 9 })).toMatchObject({ ok: true, warhead: 17 });
    expect(d({ type: 'plasmaStrike', plasma: 'ZF', range: 1 })).toEqual({ ok: true, impulses: 1, steps: [1], hexesMoved: 1, speed: 2 });
  });
  it('Z-BTY-1 batteries through the engine', () => {
    const { do: d, ship } = game({ cz: highGuardCZ() });
    d({ type: 'turn' });
    expect(ship('cz').batteries).toMatchObject({ capacity: 16, stored: 16 });
    expect(d({ type: 'drawBattery', ship: 'cz', amount: 5 })).toEqual({ ok: true, drawn: 5, stored: 11 });
    d({ type: 'turn' });
    expect(ship('cz').batteries.stored).toBe(13);
    expect(d({ type: 'arm', ship: 'cz', weapon: 'Q1', energy: 1, from: 'batteries' })).toMatchObject({ ok: true, from: 'batteries', stored: 12 });
  });
  it('Z-EW-1 through the engine', () => {
    const { do: d } = game({ cz: highGuardCZ() });
    expect(d({ type: 'ew', ship: 'cz', ecm: 10 })).toMatchObject({ ok: true, ecm: 10, eccm: 0, totalEccm: 3, limit: 10 });
    expect(d({ type: 'ew', ship: 'cz', ecm: 8, eccm: 3 })).toMatchObject({ ok: false, rule: 'Z-EW-1' });
  });
});

describe('engine contract', () => {
  it('impulses never go back within a turn', () => {
    const { do: d } = game({ dw: vudarDW() });
    d({ type: 'turn' });
    d({ type: 'allocate', ship: 'dw', amount: 1, power: 'impulse', reserve: true, impulse: 10 });
    expect(d({ type: 'draw', ship: 'dw', weapon: 'A', amount: 1, impulse: 9 })).toMatchObject({ ok: false });
    expect(d({ type: 'draw', ship: 'dw', weapon: 'A', amount: 1, impulse: 10 })).toMatchObject({ ok: true });
  });
  it('a refused action changes nothing', () => {
    const { g, do: d } = game({ dw: vudarDW(), cz: highGuardCZ() }, { setup: { cz: { weaponsStatus: 1 } } });
    d({ type: 'turn' });
    d({ type: 'allocate', ship: 'dw', amount: 6, power: 'warp' });
    d({ type: 'arm', ship: 'cz', weapon: 'Q1', energy: 1.5, mode: 'overload' });
    const before = JSON.stringify(g.state);
    const bad = [
      { type: 'allocate', ship: 'dw', amount: 2, power: 'impulse' },
      { type: 'draw', ship: 'dw', weapon: 'A', amount: 1 },
      { type: 'arm', ship: 'cz', weapon: 'Q1', energy: 1, mode: 'standard' },
      { type: 'arm', ship: 'cz', weapon: 'Q2', energy: 20, mode: 'overload', from: 'capacitor' },
      { type: 'defenseField', ship: 'cz', energy: 100, targets: [] },
      { type: 'fire', ship: 'cz', weapon: 'Q1' },
      { type: 'fire', ship: 'cz', weapon: 'P1' },
      { type: 'allocate', ship: 'dw', amount: 1, power: 'impulse', bogus: 1 },
      { type: 'hold', ship: 'cz', weapon: 'P1' },
    ];
    for (const a of bad) expect(d(a).ok).toBe(false);
    expect(JSON.stringify(g.state)).toBe(before);
  });
  it('actions on a ship the sfb rules do not know are refused with a message', () => {
    const { do: d } = game({ dw: vudarDW() });
    expect(d({ type: 'defenseField', ship: 'dw', energy: 1, targets: [] })).toMatchObject({ ok: false, rule: 'Z-DF-1' });
    expect(d({ type: 'arm', ship: 'dw', weapon: 'A', energy: 1 })).toMatchObject({ ok: false });
    expect(d({ type: 'fire', ship: 'dw', weapon: 'A' })).toMatchObject({ ok: false, rule: 'H93.11' });
    expect(d({ type: 'fire', ship: 'dw', weapon: 'NOPE' })).toMatchObject({ ok: false });
  });
});

describe('example scenarios (examples/scenarios/sfb-*.json)', () => {
  const summary = (name: string) => runScenarioJson(loadScenario(name)).results.map((r) => (r.ok ? 'ok' : `refused ${r.rule ?? ''}`.trim()));

  it('sfb-ionic-capacitor.json', () => {
    const { results, state } = runScenarioJson(loadScenario('sfb-ionic-capacitor.json'));
    expect(summary('sfb-ionic-capacitor.json').slice(6)).toEqual([
      'ok', 'ok', 'ok', 'refused H93.14', 'refused H93.34', 'ok', 'refused H93.221', 'ok', 'ok', 'ok', 'ok', 'ok',
    ]);
    expect(results[6]).toMatchObject({ usableFrom: { turn: 7, impulse: 0 } });
    expect(results[11]).toMatchObject({ stored: 7, usableFrom: { turn: 7, impulse: 20 } });
    expect(results[13]).toMatchObject({ drawn: 1, stored: 7 });
    expect(results[15]).toEqual({ ok: true, drawn: 4, stored: 3, usable: 0 });
    expect(results[16]).toMatchObject({ ionicCapacitor: { capacity: 3, stored: 3, capacityLost: 4, energyLost: 0 } });
    expect(state.ships.dw).toMatchObject({ ionicCapacitor: { capacity: 7, stored: 3, usable: 0 } });
  });
  it('sfb-quantum-torpedo.json', () => {
    const { results } = runScenarioJson(loadScenario('sfb-quantum-torpedo.json'));
    expect(summary('sfb-quantum-torpedo.json')).toEqual([
      'ok', 'ok', 'ok', 'ok', 'refused Z-QT-1', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'refused Z-QT-3', 'ok', 'ok', 'ok', 'refused Z-QT-3', 'ok', 'ok',
    ]);
    expect(results[9]).toMatchObject({ damage: 12, penetrating: 2 });
    expect(results[11]).toMatchObject({ cost: 1 });
    expect(results[14]).toMatchObject({ damage: 24, penetrating: 4 });
    expect(results[15]).toMatchObject({ damage: 8, penetrating: 1 });
  });
  it('sfb-central-capacitor.json', () => {
    const { results, state } = runScenarioJson(loadScenario('sfb-central-capacitor.json'));
    expect(summary('sfb-central-capacitor.json')).toEqual(['ok', 'ok', 'ok', 'refused Z-PHZ-2', 'ok', 'refused Z-DF-1', 'ok', 'refused Z-EW-1', 'ok', 'ok']);
    expect(results[1]).toMatchObject({ energy: 1, damage: 7, stored: 16 });
    expect(results[2]).toMatchObject({ energy: 0.5, damage: 3, stored: 15.5 });
    expect(results[4]).toMatchObject({ centralCapacitor: { max: 21, stored: 15.5 } });
    expect(state.ships.cz).toMatchObject({ centralCapacitor: { max: 21, stored: 19.5 }, batteries: { stored: 12 } });
  });
  it('sfb-defense-field.json', () => {
    const { results } = runScenarioJson(loadScenario('sfb-defense-field.json'));
    expect(summary('sfb-defense-field.json')).toEqual(['ok', 'ok', 'refused Z-DF-1', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(results[1]).toMatchObject({
      hits: [
        { id: 'fighter-1', damage: 16 },
        { id: 'fighter-2', damage: 16 },
        { id: 'drone-A', damage: 16 },
        { id: 'drone-C', damage: 16 },
        { id: 'plasma-1', damage: 8 },
        { id: 'plasma-2', damage: 8 },
        { id: 'plasma-3', damage: 8 },
      ],
    });
    expect(results[3]).toMatchObject({ hits: [{ id: 'drone-B', damage: 4 }, { id: 'enemy', damage: 0 }] });
    expect(results.slice(4, 7).map((r) => (r as unknown as { warhead: number }).warhead)).toEqual([17, 17, 15]);
    expect(results[7]).toMatchObject({ steps: [2, 2, 1], hexesMoved: 5 });
  });
  it('sfb-seventh-shield.json', () => {
    const { results, state } = runScenarioJson(loadScenario('sfb-seventh-shield.json'));
    expect(results[2]).toEqual({ ok: true, stopped: 4, internal: 0, intact: 8 });
    expect(results[3]).toEqual({ ok: true, stopped: 3, internal: 0, intact: 5 });
    expect(results[4]).toEqual({ ok: true, stopped: 0, internal: 4, intact: 0 });
    expect(results[5]).toMatchObject({ ok: true, turn: 3, events: [{ ship: 'cz', rule: 'Z-S7-1', regained: 3, intact: 8 }] });
    expect(state.ships.cz).toMatchObject({ seventhShield: { boxes: 12, intact: 8 } });
  });
  it('every example scenario replays byte-identically', () => {
    for (const name of ['sfb-ionic-capacitor.json', 'sfb-quantum-torpedo.json', 'sfb-central-capacitor.json', 'sfb-defense-field.json', 'sfb-seventh-shield.json']) {
      const a = JSON.stringify(runScenarioJson(loadScenario(name)));
      const b = JSON.stringify(runScenarioJson(loadScenario(name)));
      expect(a).toBe(b);
    }
  });
});

describe('the clock and the other ships (H93.14): only waiting ships are brought forward', () => {
  it('an action on one ship converts another ship\'s waiting energy at its moment, also after a save and resume', async () => {
    const { createGame, resumeGame } = await import('../../../runtime/core/game');
    const ships = { dw: vudarDW(), dw2: vudarDW(), cz: highGuardCZ() };
    type Ic = { ionicCapacitor: { usable: number; stored: number } };
    const ic = (game: { state: { ships: Record<string, unknown> } }) => (game.state.ships.dw as Ic).ionicCapacitor;
    const g = createGame({ ships });
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'allocate', ship: 'dw', amount: 2, power: 'warp', reserve: true, impulse: 20 })).toMatchObject({ ok: true, usable: 0 });
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'ew', ship: 'cz', ecm: 1, impulse: 19 })).toMatchObject({ ok: true });
    expect(ic(g).usable).toBe(0);
    // Resume mid-turn: the resumed game finds the waiting energy from the state alone.
    const r = resumeGame(ships, JSON.parse(JSON.stringify(g.save())));
    expect(r.apply({ type: 'ew', ship: 'cz', ecm: 1, impulse: 20 })).toMatchObject({ ok: true });
    expect(ic(r)).toMatchObject({ usable: 2, stored: 2 });
    expect(g.apply({ type: 'ew', ship: 'dw2', impulse: 21 })).toMatchObject({ ok: true });
    expect(ic(g).usable).toBe(2);
    // A refused action brings nothing forward.
    const g2 = createGame({ ships });
    g2.apply({ type: 'turn' });
    g2.apply({ type: 'allocate', ship: 'dw', amount: 2, power: 'warp', reserve: true, impulse: 20 });
    g2.apply({ type: 'turn' });
    const before = JSON.stringify(g2.state);
    expect(g2.apply({ type: 'drawBattery', ship: 'cz', amount: 99, impulse: 25 })).toMatchObject({ ok: false, rule: 'Z-BTY-1' });
    expect(JSON.stringify(g2.state)).toBe(before);
  });
});
