// A b5wars ship with no `shields` group has no shields (the J-class freighter): it compiles
// with no projections, plays with none (no ST-SH-7 collapse on turn 1), and its compiled document
// reads back as a JSON ship document without findings (no ST-SH-9 `projection-uncovered`).
import { describe, expect, it } from 'vitest';
import { compileJsonText } from '../../compiler/json/index';
import { createGame } from '../../runtime/core/game';
import { compileOne } from '../helpers/compile';
import { ok } from '../runtime/fixtures';

const FREIGHTER = `ruleset b5wars
ship Freighter {
  name: "J-class freighter"
  size: medium
  thrust: 4
  accel: 2
  turnCost: 1
  impulseThruster I { thrust: 4  boxes: 6 }
  section primary {
    structure: 30
    reactor R { boxes: 8 }
    cargo C { boxes: 20 }
    hits { 1..14: structure  15..18: C  19..20: R }
  }
}
`;

const WITH_DEFLECTOR = `ruleset b5wars
ship Shielded {
  size: medium
  deflector DF { arc: all  value: 2  power: 1  boxes: 4 }
}
`;

function compiled() {
  const r = compileOne(FREIGHTER);
  expect(r.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return r;
}

describe('a b5wars ship without shields', () => {
  it('compiles with no projections (not the size layout at 0)', () => {
    const ship = compiled().document.ships[0];
    expect(ship.size).toBe('medium');
    expect(ship).not.toHaveProperty('projections');
  });

  it('a ship with deflectors but no shields group is still refused (shields-missing, ST-SH-1)', () => {
    const r = compileOne(WITH_DEFLECTOR);
    expect(r.diagnostics.map((d) => [d.code, d.rule])).toContainEqual(['shields-missing', 'ST-SH-1']);
  });

  it('plays with no projections: nothing collapses on turn 1, and damage goes straight to the ship', () => {
    const g = createGame({ ships: { j: compiled().document.ships[0] } });
    expect(g.state.ships.j).toMatchObject({ projections: {} });
    const r = ok(g.apply({ type: 'damage', ship: 'j', bearing: 0, amount: 7 }));
    expect(r).toMatchObject({ projection: null, shieldPoints: 0, absorbed: 0, toShip: 7 });
    expect(r.events ?? []).toEqual([]);
    const t = ok(g.apply({ type: 'turn' }));
    expect(JSON.stringify(t)).not.toContain('ST-SH-7');
  });

  it('its compiled document reads back as a JSON ship document with no findings and the same ship', () => {
    const doc = compiled().document;
    const back = compileJsonText(JSON.stringify(doc, null, 2), 'freighter.json');
    expect(back.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const { source: _a, ...before } = doc.ships[0];
    const { source: _b, ...after } = back.document.ships[0];
    expect(after).toEqual(before);
  });
});
