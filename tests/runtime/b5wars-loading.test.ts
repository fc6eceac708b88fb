// B5-WEAPON in play: a weapon starts the game loaded, and after a shot the mode fired next needs
// its `loading` turns before it fires again (loading 2: turns 1, 3, 5; loading 1: every turn).
import { describe, expect, it } from 'vitest';
import { createGame } from '../../runtime/core/game';
import { compileOne } from '../helpers/compile';
import { ok } from './fixtures';

const SHIP = `ruleset b5wars
ship Frigate {
  size: light
  photonLauncher T1 { arc: all  loading: 2 }
  weapon P1 {
    arc: all
    mode: raking  rake: 10  damage: "2d10+14"  loading: 2
    mode quick { kind: raking  rake: 10  damage: "1d10+4"  loading: 1 }
  }
}
`;

function game() {
  const r = compileOne(SHIP);
  expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
  return createGame({ ships: { f: r.document.ships[0] } });
}

describe('B5-WEAPON loading in play', () => {
  it('B5-WEAPON a loading-2 torpedo fires in turn 1, is refused in turn 2 and fires again in turn 3', () => {
    const g = game();
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'fire', ship: 'f', weapon: 'T1' }));
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'f', weapon: 'T1' })).toMatchObject({ ok: false, rule: 'B5-WEAPON', error: expect.stringMatching(/fired in turn 1 .* 2 turns .* from turn 3/) });
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'fire', ship: 'f', weapon: 'T1' }));
  });

  it('B5-WEAPON a named quick mode with loading 1 fires the turn after a full shot; the full mode waits its 2 turns', () => {
    const g = game();
    g.apply({ type: 'turn' });
    ok(g.apply({ type: 'fire', ship: 'f', weapon: 'P1' }));
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'f', weapon: 'P1' })).toMatchObject({ ok: false, rule: 'B5-WEAPON' });
    expect(ok(g.apply({ type: 'fire', ship: 'f', weapon: 'P1', mode: 'quick' }))).toMatchObject({ mode: 'quick' });
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'f', weapon: 'P1' })).toMatchObject({ ok: false, rule: 'B5-WEAPON', error: expect.stringMatching(/from turn 4/) });
  });
});
