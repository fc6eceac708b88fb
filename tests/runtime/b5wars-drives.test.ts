// ST-IMP-1, 3, 5, 6 impulse drives; ST-WARP-1..5 warp drive.
import { describe, expect, test } from 'vitest';
import { createGame } from '../../runtime/core/game';
import { excelsior, game, light, medium, ok } from './fixtures';

describe('ST-IMP-1 impulse thrust', () => {
  test('accel/decel cost the ship accel, a turn costs turnCost x speed, from any thruster', () => {
    const g = createGame({ ships: { ent: excelsior() }, setup: { ent: { speed: 6 } } });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }))).toMatchObject({ cost: 3, speed: 7, thrustUsed: 3, freeThrust: 12 });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'decel' }))).toMatchObject({ cost: 3, speed: 6, thrustUsed: 6 });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' }))).toMatchObject({ cost: 6, speed: 6, thrustUsed: 12 });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn', speed: 2 }))).toMatchObject({ cost: 2 });
  });

  test('over-thrust is allowed and every over-thrust owes a critical check', () => {
    const g = createGame({ ships: { ent: excelsior() }, setup: { ent: { speed: 10 } } });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' }))).toMatchObject({ cost: 10 });
    const r = ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }));
    expect(r).toMatchObject({ cost: 3, thrustUsed: 13, overThrust: 1, criticalCheck: true });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }))).toMatchObject({ overThrust: 3, criticalCheck: true });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'decel' })).criticalCheck).toBeUndefined();
  });

  test('a turn of a medium ship at turn cost 1/2; decelerating at speed 0 is refused', () => {
    const g = createGame({ ships: { mir: medium() }, setup: { mir: { speed: 5 } } });
    // 1/2 x speed 5 = 2.5, paid as 3 (roundThrustCosts, on by default).
    expect(ok(g.apply({ type: 'thrust', ship: 'mir', maneuver: 'turn' }))).toMatchObject({ cost: 3 });
    const g2 = createGame({ ships: { run: light() } });
    expect(g2.apply({ type: 'thrust', ship: 'run', maneuver: 'decel' })).toMatchObject({ ok: false, error: expect.stringMatching(/speed 0/) });
  });
});

describe('ST-IMP-3 every impulse thruster destroyed', () => {
  test('worked example: Excelsior at speed 6 pays 3 and 6; with no impulse thrusters 6 and 12', () => {
    const g = createGame({ ships: { ent: excelsior() }, setup: { ent: { speed: 6 } } });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' })).cost).toBe(6);
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'I1', boxes: 8 }));
    const r = ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'I2', boxes: 8 }));
    expect(r.events).toEqual([
      { ship: 'ent', impulseDrivesLost: true, thrustMultiplier: 2, initiativeModifier: -10, rule: 'ST-IMP-3' },
      // Interpretation: with no thruster left the ship maneuvers on its rated 12 at doubled cost.
      { ship: 'ent', freeThrust: 12, rule: 'ST-IMP-1' },
    ]);
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel', speed: 6 }))).toMatchObject({ cost: 6, thrustMultiplier: 2 });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn', speed: 6 }))).toMatchObject({ cost: 12 });
    expect(g.state.ships.ent).toMatchObject({ thrustMultiplier: 2, initiativeModifier: -10, initiative: -9 });
  });

  test('for the rest of the scenario, even after a repair', () => {
    const g = game();
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'I1', boxes: 8 }));
    expect(g.state.ships.ent).toMatchObject({ thrustMultiplier: 1, initiativeModifier: 0 });
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'I2', boxes: 20 }));
    ok(g.apply({ type: 'repairSystem', ship: 'ent', system: 'I2' }));
    g.apply({ type: 'turn' });
    expect(g.state.ships.ent).toMatchObject({ thrustMultiplier: 2, initiativeModifier: -10, impulseDrivesLost: true });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' })).cost).toBe(6);
  });
});

describe('ST-IMP-1 free thrust is what the surviving impulse thrusters give', () => {
  test('Excelsior with I1 destroyed has 6 free: turn for 6 and accelerate for 3 -> 3 over-thrust, a critical check owed', () => {
    const g = createGame({ ships: { ent: excelsior() }, setup: { ent: { speed: 6 } } });
    const d = ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'I1', boxes: 8 }));
    expect(d.events).toEqual([{ ship: 'ent', freeThrust: 6, rule: 'ST-IMP-1' }]);
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' }))).toMatchObject({ cost: 6, thrustUsed: 6, freeThrust: 6, thrustMultiplier: 1 });
    const r = ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }));
    expect(r).toMatchObject({ cost: 3, thrustUsed: 9, freeThrust: 6, overThrust: 3, criticalCheck: true, thrustMultiplier: 1 });
    // ST-IMP-3's doubling applies only when none is left.
    expect(g.state.ships.ent).toMatchObject({ thrustMultiplier: 1, initiativeModifier: 0, thrust: { rated: 12, free: 6, used: 9, overThrust: 3, checksOwed: 1 } });
  });

  test('a repaired thruster gives its thrust back', () => {
    const g = createGame({ ships: { ent: excelsior() } });
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'I2', boxes: 8 }));
    expect(ok(g.apply({ type: 'repairSystem', ship: 'ent', system: 'I2' })).events).toEqual([{ ship: 'ent', freeThrust: 12, rule: 'ST-IMP-1' }]);
    // Partial damage changes nothing.
    expect(ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'I2', boxes: 7 })).events).toBeUndefined();
    expect(g.state.ships.ent).toMatchObject({ thrust: { free: 12 } });
  });
});

describe('ST-IMP-5 extra thrust at a power price', () => {
  test('thrust beyond the free thrust is bought at extraThrustPowerCost (default 3) power a point', () => {
    const g = createGame({ ships: { ent: excelsior() }, setup: { ent: { speed: 10 } } });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' })).powerSpent).toBeUndefined(); // 10 of 12
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }))).toMatchObject({ overThrust: 1, powerSpent: 3 });
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }))).toMatchObject({ overThrust: 3, powerSpent: 9 });
    expect(g.state.ships.ent).toMatchObject({ thrust: { used: 16, overThrust: 4, powerSpent: 12, checksOwed: 2 } });
    g.apply({ type: 'turn' });
    expect(g.state.ships.ent).toMatchObject({ thrust: { used: 0, overThrust: 0, powerSpent: 0, checksOwed: 0 } });
  });

  test('the price is a ruleset constant: a scenario or ship rules may change it', () => {
    const g = createGame({ ships: { ent: excelsior() }, rules: { extraThrustPowerCost: 2 }, setup: { ent: { speed: 12 } } });
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' }));
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }))).toMatchObject({ overThrust: 3, powerSpent: 6 });
    const ship = { ...excelsior(), rules: { ...excelsior().rules, extraThrustPowerCost: 0.5 } };
    const g2 = createGame({ ships: { ent: ship }, setup: { ent: { speed: 12 } } });
    ok(g2.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' }));
    expect(ok(g2.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }))).toMatchObject({ powerSpent: 1.5 });
  });
});

describe('ST-IMP-5 extra thrust is paid from the ship\'s power', () => {
  test('24 power: 12 bought regeneration + 9 extra thrust leave 3; 9 more is refused with the state byte-identical', () => {
    const g = createGame({ ships: { ent: excelsior() }, setup: { ent: { speed: 6 } } });
    expect(g.state.ships.ent).toMatchObject({ power: { available: 24, spent: 0 } });
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 30 }));
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', buy: 12 }))).toMatchObject({ powerSpent: 12, powerLeft: 12 });
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' })); // 6 of 12 free
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' })); // 9
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' })).powerSpent).toBeUndefined(); // 12: all free
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }))).toMatchObject({ overThrust: 3, powerSpent: 9, powerLeft: 3 });
    expect(g.state.ships.ent).toMatchObject({ power: { available: 24, spent: 21 }, speed: 9 });
    const before = JSON.stringify(g.state);
    const r = g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' });
    expect(r).toMatchObject({ ok: false, rule: 'ST-IMP-5' });
    expect((r as { error: string }).error).toContain('3 power left');
    expect((r as { error: string }).error).toContain('costs 9');
    expect(JSON.stringify(g.state)).toBe(before);
    // A maneuver within the free thrust costs no power and is never refused for it.
    g.apply({ type: 'turn' });
    expect(g.state.ships.ent).toMatchObject({ power: { available: 24, spent: 0 } });
  });

  test('one point short is refused: 24 power buys 8 points of extra thrust at 3, not 9', () => {
    const g = createGame({ ships: { ent: excelsior() }, setup: { ent: { speed: 12 } } });
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' })); // 12 of 12
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn', speed: 8 }))).toMatchObject({ overThrust: 8, powerSpent: 24, powerLeft: 0 });
    const before = JSON.stringify(g.state);
    expect(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn', speed: 1 })).toMatchObject({ ok: false, rule: 'ST-IMP-5' });
    expect(JSON.stringify(g.state)).toBe(before);
    const g2 = createGame({ ships: { ent: excelsior() }, setup: { ent: { speed: 12 } } });
    ok(g2.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' }));
    expect(g2.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn', speed: 9 })).toMatchObject({ ok: false, rule: 'ST-IMP-5' });
  });

  test('bought regeneration draws on the same power (ST-SH-3), refused when it is not there', () => {
    const g = createGame({ ships: { ent: excelsior() }, setup: { ent: { speed: 12 } } });
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' }));
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn', speed: 6 })); // 18 power
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 40 }));
    ok(g.apply({ type: 'damage', ship: 'ent', bearing: 180, amount: 30 }));
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DF', buy: 16 })); // 8 left
    const before = JSON.stringify(g.state);
    expect(g.apply({ type: 'regenerate', ship: 'ent', deflector: 'DA', buy: 9 })).toMatchObject({ ok: false, rule: 'ST-SH-3' });
    expect(JSON.stringify(g.state)).toBe(before);
  });

  test('a ship that states no power (and has no reactor) is not limited', () => {
    const { power: _p, ...rest } = excelsior();
    const ship = { ...rest, derived: { ...rest.derived, powerBudget: undefined } };
    const g = createGame({ ships: { ent: ship }, setup: { ent: { speed: 12 } } });
    expect(g.state.ships.ent).toMatchObject({ power: { available: null, spent: 0 } });
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' }));
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' }))).toMatchObject({ overThrust: 12, powerSpent: 36, powerLeft: null });
  });
});

describe('ST-IMP-6 over-thrust critical checks', () => {
  const overThrusted = () => {
    const g = createGame({ ships: { ent: excelsior() }, setup: { ent: { speed: 12 } } });
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn' }));
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' })); // 15 of 12: one check owed
    return g;
  };

  test('a failed check that destroys a thruster lowers free thrust; the last one lost counts for ST-IMP-3', () => {
    const g = overThrusted();
    expect(ok(g.apply({ type: 'thrusterCheck', ship: 'ent', thruster: 'I1', outcome: 'destroyed' }))).toMatchObject({
      thruster: 'I1', outcome: 'destroyed', destroyed: true, checksOwed: 0, freeThrust: 6, thrustMultiplier: 1,
      events: [{ ship: 'ent', freeThrust: 6, rule: 'ST-IMP-1' }],
    });
    expect(g.state.ships.ent).toMatchObject({ systems: { I1: { damage: 8, destroyed: true } } });
    // Next turn: 6 free; 9 spent -> 3 over-thrust, another check; it destroys I2, the last one.
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'turn', speed: 6 }));
    expect(ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }))).toMatchObject({ overThrust: 3, freeThrust: 6, powerSpent: 9 });
    const last = ok(g.apply({ type: 'thrusterCheck', ship: 'ent', thruster: 'I2', outcome: 'destroyed' }));
    expect(last).toMatchObject({ destroyed: true, thrustMultiplier: 2, freeThrust: 12 });
    expect(last.events).toEqual([
      { ship: 'ent', impulseDrivesLost: true, thrustMultiplier: 2, initiativeModifier: -10, rule: 'ST-IMP-3' },
      { ship: 'ent', freeThrust: 12, rule: 'ST-IMP-1' },
    ]);
    expect(g.state.ships.ent).toMatchObject({ impulseDrivesLost: true, initiativeModifier: -10 });
  });

  test('passed and failed checks clear the check and leave the thruster', () => {
    const g = overThrusted();
    expect(ok(g.apply({ type: 'thrusterCheck', ship: 'ent', thruster: 'I2', outcome: 'failed' }))).toMatchObject({ destroyed: false, checksOwed: 0, freeThrust: 12 });
    const g2 = overThrusted();
    expect(ok(g2.apply({ type: 'thrusterCheck', ship: 'ent', thruster: 'I2', outcome: 'passed' }))).toMatchObject({ destroyed: false, checksOwed: 0 });
  });

  test('refused without an owed check, on a destroyed or unknown thruster; a refusal changes nothing', () => {
    const g = createGame({ ships: { ent: excelsior() } });
    ok(g.apply({ type: 'thrust', ship: 'ent', maneuver: 'accel' }));
    const before = JSON.stringify(g.state);
    expect(g.apply({ type: 'thrusterCheck', ship: 'ent', thruster: 'I1', outcome: 'destroyed' })).toMatchObject({ ok: false, rule: 'ST-IMP-6', error: expect.stringMatching(/owes no over-thrust critical check/) });
    expect(JSON.stringify(g.state)).toBe(before);
    const g2 = overThrusted();
    expect(g2.apply({ type: 'thrusterCheck', ship: 'ent', thruster: 'DF', outcome: 'passed' })).toMatchObject({ ok: false, rule: 'ST-IMP-6', error: expect.stringMatching(/its impulse thrusters: I1, I2/) });
    ok(g2.apply({ type: 'thrusterCheck', ship: 'ent', thruster: 'I1', outcome: 'destroyed' }));
    const before2 = JSON.stringify(g2.state);
    expect(g2.apply({ type: 'thrusterCheck', ship: 'ent', thruster: 'I1', outcome: 'passed' })).toMatchObject({ ok: false, rule: 'ST-IMP-6' });
    expect(g2.apply({ type: 'thrusterCheck', ship: 'ent', thruster: 'I2', outcome: 'passed' })).toMatchObject({ ok: false, rule: 'ST-IMP-6', error: expect.stringMatching(/owes no/) });
    expect(g2.apply({ type: 'thrusterCheck', ship: 'ent', thruster: 'I2', outcome: 'maybe' })).toMatchObject({ ok: false, error: expect.stringMatching(/must be one of/) });
    expect(JSON.stringify(g2.state)).toBe(before2);
  });
});

const delayed = (delay: number) => ({ ...medium(), warpDelay: delay });

describe('ST-WARP-1 delay and attempts', () => {
  test('Interpretation: delay 2 -> the first attempt may come at the start of turn 3', () => {
    const g = createGame({ ships: { c: delayed(2) } });
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'warp', ship: 'c' })).toMatchObject({ ok: false, rule: 'ST-WARP-1', error: expect.stringMatching(/waited 0; the earliest attempt is at the start of turn 3/) });
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'warp', ship: 'c' })).toMatchObject({ ok: false, rule: 'ST-WARP-1', error: expect.stringMatching(/waited 1/) });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'warp', ship: 'c', rolls: [50, 50, 50, 50] }))).toMatchObject({ success: true, effectiveDelay: 2, turnsWaited: 2, leavesAtEndOfTurn: 3 });
  });

  test('success: no fire that turn, leaves at the end of the turn; afterwards every action is refused', () => {
    const g = createGame({ ships: { ent: excelsior(), mir: medium() } });
    for (let t = 0; t < 4; t++) g.apply({ type: 'turn' });
    ok(g.apply({ type: 'warp', ship: 'ent', rolls: [1, 1] }));
    expect(g.state.ships.ent).toMatchObject({ warp: { status: 'engaging' } });
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1' })).toMatchObject({ ok: false, rule: 'ST-WARP-1', error: expect.stringMatching(/fires no weapon/) });
    expect(g.apply({ type: 'warp', ship: 'ent' })).toMatchObject({ ok: false, rule: 'ST-WARP-1' });
    const end = ok(g.apply({ type: 'turn' }));
    expect(end.events).toEqual([{ ship: 'ent', warp: 'departed', rule: 'ST-WARP-1' }]);
    expect(g.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 1 })).toMatchObject({ ok: false, rule: 'ST-WARP-1', error: expect.stringMatching(/left the battle/) });
  });

  test('one attempt per turn; a failure restarts the count', () => {
    const g = createGame({ ships: { c: delayed(1) } });
    g.apply({ type: 'turn' });
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'damageSystem', ship: 'c', system: 'N1', boxes: 10 }));
    const r = ok(g.apply({ type: 'warp', ship: 'c', rolls: [10, 90, 90, 90] }));
    expect(r).toMatchObject({ success: false, turnsWaited: 0 });
    expect(g.apply({ type: 'warp', ship: 'c' })).toMatchObject({ ok: false, error: expect.stringMatching(/already attempted/) });
    g.apply({ type: 'turn' });
    expect(g.state.ships.c).toMatchObject({ warp: { turnsWaited: 1, status: 'ready' } });
  });

  test('a ship without nacelles has no warp drive', () => {
    const g = createGame({ ships: { x: { ...light(), systems: light().systems.filter((s) => s.id !== 'N1') } } });
    expect(g.apply({ type: 'warp', ship: 'x' })).toMatchObject({ ok: false, rule: 'ST-WARP-1', error: expect.stringMatching(/no warp drive/) });
    expect(g.state.ships.x).toMatchObject({ warp: { status: 'none' } });
  });
});

describe('ST-WARP-2 nacelle checks', () => {
  test('18 boxes destroyed -> 18%: a d100 of 1..18 fails, 19 passes', () => {
    const setup = () => {
      const g = createGame({ ships: { ent: excelsior() } });
      for (let t = 0; t < 4; t++) g.apply({ type: 'turn' });
      ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'N1', boxes: 18 }));
      return g;
    };
    const fail = ok(setup().apply({ type: 'warp', ship: 'ent', rolls: [18, 100] }));
    expect(fail).toMatchObject({ success: false, checks: [{ nacelle: 'N1', roll: 18, failChance: 18, failed: true }, { nacelle: 'N2', roll: 100, failChance: 0, failed: false }] });
    const pass = ok(setup().apply({ type: 'warp', ship: 'ent', rolls: [19, 1] }));
    expect(pass).toMatchObject({ success: true, checks: [{ nacelle: 'N1', roll: 19, failChance: 18, failed: false }, { nacelle: 'N2', roll: 1, failChance: 0, failed: false }] });
  });

  test('without given rolls the seeded generator rolls, the same way on every replay', () => {
    const run = () => {
      const g = createGame({ ships: { ent: excelsior() }, seed: 99 });
      for (let t = 0; t < 4; t++) g.apply({ type: 'turn' });
      g.apply({ type: 'damageSystem', ship: 'ent', system: 'N1', boxes: 23 });
      return JSON.stringify(g.apply({ type: 'warp', ship: 'ent' }));
    };
    expect(run()).toBe(run());
    expect(JSON.parse(run()).checks).toHaveLength(2);
  });

  test('a given roll outside 1..100 is refused and changes nothing', () => {
    const g = createGame({ ships: { ent: excelsior() } });
    for (let t = 0; t < 4; t++) g.apply({ type: 'turn' });
    const before = JSON.stringify(g.state);
    expect(g.apply({ type: 'warp', ship: 'ent', rolls: [0] })).toMatchObject({ ok: false, error: expect.stringMatching(/not a d100 result/) });
    expect(JSON.stringify(g.state)).toBe(before);
  });
});

describe('ST-WARP-3 destroyed nacelles and the one-nacelle ban', () => {
  test('each destroyed nacelle adds 2 to the delay without restarting the count', () => {
    const g = createGame({ ships: { c: medium() } });
    g.apply({ type: 'turn' });
    g.apply({ type: 'turn' });
    expect(g.state.ships.c).toMatchObject({ warp: { turnsWaited: 1, effectiveDelay: 3 } });
    const r = ok(g.apply({ type: 'damageSystem', ship: 'c', system: 'N4', boxes: 16 }));
    expect(r.events).toEqual([{ ship: 'c', nacelle: 'N4', destroyed: true, effectiveDelay: 5, rule: 'ST-WARP-3' }]);
    expect(g.state.ships.c).toMatchObject({ warp: { turnsWaited: 1, effectiveDelay: 5 } });
  });

  test('a ship built with more than one nacelle cannot go to warp with one left; a one-nacelle ship can', () => {
    const g = createGame({ ships: { ent: excelsior(), run: light() } });
    for (let t = 0; t < 8; t++) g.apply({ type: 'turn' });
    ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'N2', boxes: 24 }));
    expect(g.apply({ type: 'warp', ship: 'ent' })).toMatchObject({ ok: false, rule: 'ST-WARP-3', error: expect.stringMatching(/built with 2 nacelles and has 1 working/) });
    expect(ok(g.apply({ type: 'warp', ship: 'run', rolls: [50] }))).toMatchObject({ success: true });
  });
});

describe('ST-WARP-4 shutdowns', () => {
  test('one per turn while more than two remain, +1 delay each; shut-down nacelles are not checked', () => {
    const g = createGame({ ships: { c: medium() } });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'shutdownNacelle', ship: 'c', nacelle: 'N1' }))).toMatchObject({ effectiveDelay: 4 });
    expect(g.apply({ type: 'shutdownNacelle', ship: 'c', nacelle: 'N2' })).toMatchObject({ ok: false, rule: 'ST-WARP-4', error: expect.stringMatching(/one per turn/) });
    g.apply({ type: 'turn' });
    expect(ok(g.apply({ type: 'shutdownNacelle', ship: 'c', nacelle: 'N2' }))).toMatchObject({ effectiveDelay: 5 });
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'shutdownNacelle', ship: 'c', nacelle: 'N3' })).toMatchObject({ ok: false, rule: 'ST-WARP-4', error: expect.stringMatching(/2 nacelles available/) });
    expect(g.apply({ type: 'shutdownNacelle', ship: 'c', nacelle: 'N1' })).toMatchObject({ ok: false, rule: 'ST-WARP-4' });
    for (let t = 0; t < 3; t++) g.apply({ type: 'turn' });
    const r = ok(g.apply({ type: 'warp', ship: 'c', rolls: [50, 50] }));
    expect((r.checks as { nacelle: string }[]).map((c) => c.nacelle)).toEqual(['N3', 'N4']);
  });

  test('ST-WARP-5 worked example: delay 3, one nacelle destroyed, one shut down -> 3 + 2 + 1 = 6', () => {
    const g = createGame({ ships: { c: medium() } });
    ok(g.apply({ type: 'damageSystem', ship: 'c', system: 'N1', boxes: 16 }));
    expect(ok(g.apply({ type: 'shutdownNacelle', ship: 'c', nacelle: 'N2' }))).toMatchObject({ effectiveDelay: 6 });
    expect(g.state.ships.c).toMatchObject({ warp: { baseDelay: 3, effectiveDelay: 6 } });
  });
});
