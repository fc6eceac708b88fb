// Nacelles that feed the impulse drive (FieryVoid TrekWarpDrive): a nacelle's `thrust`
// counts in the ship's impulse thrust (ST-IMP-2) and its free thrust (ST-IMP-1), and a destroyed
// nacelle takes its thrust with it.
import { describe, expect, it } from 'vitest';
import type { CompiledShip } from '../../compiler/types';
import { createGame } from '../../runtime/core/game';
import { compileOne } from '../helpers/compile';
import { ok } from './fixtures';

// The NX cruiser's drive: the impulse drive's own 1, and two nacelles of 4 each.
const NX = `ruleset b5wars
ship NX {
  size: medium
  thrust: 9
  power: 10
  accel: 2
  turnCost: 1
  warp: false
  impulseThruster I { thrust: 1  boxes: 20 }
  nacelle N1, N2 { thrust: 4  boxes: 18 }
}
`;

function ship(text: string): CompiledShip {
  const r = compileOne(text);
  expect(r.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return r.document.ships[0];
}

describe('nacelle thrust', () => {
  it('counts in the derived impulse thrust: 1 + 2 x 4 = 9, matching the stated thrust', () => {
    const s = ship(NX);
    expect(s.derived.impulseThrust).toBe(9);
    expect(s.systems.find((x) => x.id === 'N1')).toMatchObject({ thrust: 4 });
  });

  it('a stated thrust that leaves the nacelles out is thrust-mismatch with the nacelles in the sum', () => {
    const r = compileOne(NX.replace('thrust: 9', 'thrust: 1'));
    const d = r.diagnostics.find((x) => x.code === 'thrust-mismatch')!;
    expect(d).toMatchObject({ severity: 'warning', rule: 'ST-IMP-2', data: { stated: 1, derived: 9 } });
    expect(d.message).toContain('impulse thrusters and nacelles');
    expect(d.message).toContain('2 warp nacelles x 4');
  });

  it('nacelle thrust on a ship without impulse thrusters feeds nothing: a warning at the thrust', () => {
    const r = compileOne(NX.replace('  impulseThruster I { thrust: 1  boxes: 20 }\n', '').replace('  thrust: 9\n', ''));
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.rule])).toEqual([
      ['nacelle-thrust-without-impulse', 'warning', 'ST-IMP-2'],
      ['nacelle-thrust-without-impulse', 'warning', 'ST-IMP-2'],
    ]);
  });

  it('in play: free thrust 9; a destroyed nacelle lowers it to 5, and thrust beyond that is over-thrust; repaired, 9 again', () => {
    const g = createGame({ ships: { nx: ship(NX) } });
    expect(g.state.ships.nx).toMatchObject({ thrust: { rated: 9, free: 9 } });
    const hit = ok(g.apply({ type: 'damageSystem', ship: 'nx', system: 'N1', boxes: 18 }));
    expect(hit.events).toContainEqual({ ship: 'nx', freeThrust: 5, rule: 'ST-IMP-1' });
    expect(g.state.ships.nx).toMatchObject({ thrust: { free: 5 } });
    ok(g.apply({ type: 'turn' }));
    ok(g.apply({ type: 'thrust', ship: 'nx', maneuver: 'accel', speed: 0 })); // 2
    ok(g.apply({ type: 'thrust', ship: 'nx', maneuver: 'accel' })); // 4
    expect(ok(g.apply({ type: 'thrust', ship: 'nx', maneuver: 'accel' }))).toMatchObject({ thrustUsed: 6, freeThrust: 5, overThrust: 1, criticalCheck: true });
    const back = ok(g.apply({ type: 'repairSystem', ship: 'nx', system: 'N1' }));
    expect(back.events).toContainEqual({ ship: 'nx', freeThrust: 9, rule: 'ST-IMP-1' });
  });
});
