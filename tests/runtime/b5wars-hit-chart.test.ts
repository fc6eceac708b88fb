// The `hitByChart` action: a hit located by a section's d20 hit chart, with
// cross-section entries routed to the section that holds the system, and the section found from
// the bearing of the shot (six sections facing their own arcs, or the four quadrants).
import { describe, expect, it } from 'vitest';
import { createGame } from '../../runtime/core/game';
import type { CompiledShip } from '../../compiler/types';
import { compileOne } from '../helpers/compile';
import { sixSections } from '../helpers/six-sections';
import { ok } from './fixtures';

const CRUISER = `ruleset b5wars
ship Cruiser {
  size: large
  warpDelay: 2
  shields { fore: 20  starboard: 20  aft: 20  port: 20 }
  section primary {
    structure: 30
    deflector DF { arc: all  value: 4  power: 2  boxes: 6 }
    reactor R { boxes: 8 }
    hits { 1..12: structure  13..16: deflector  17..18: N1  19..20: primary }
  }
  section forward {
    structure: 20
    weapon P1 { arc: 300..60  damage: "2d10"  boxes: 4 }
    hits { 1..10: structure  11..16: P1  17..20: primary }
  }
  section aft {
    structure: 16
    nacelle N1, N2 { boxes: 5 }
    hits { 1..10: structure  11..20: nacelle }
  }
}
`;

function ship(text: string): CompiledShip {
  const r = compileOne(text);
  expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
  return r.document.ships[0];
}

describe('hitByChart', () => {
  it('a roll on the section chart damages the system it names; a cross-section id hits that system in its own section', () => {
    const g = createGame({ ships: { c: ship(CRUISER) } });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', section: 'forward', roll: 12, boxes: 3 }))).toMatchObject({ section: 'forward', entry: '11..16', target: 'P1', system: 'P1', damage: 3, destroyed: false });
    // 17..18 of the primary chart names N1, a nacelle of the aft section
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', section: 'primary', roll: 17, boxes: 2 }))).toMatchObject({ section: 'primary', target: 'N1', system: 'N1', goesTo: 'aft', damage: 2, destroyed: false });
    expect(g.state.ships.c!.systems.N1).toMatchObject({ damage: 2, destroyed: false });
  });

  it('damage beyond what the system has left goes to the structure of the section that holds it', () => {
    const g = createGame({ ships: { c: ship(CRUISER) } });
    const r = ok(g.apply({ type: 'hitByChart', ship: 'c', section: 'primary', roll: 18, boxes: 8 }));
    expect(r).toMatchObject({ system: 'N1', goesTo: 'aft', damage: 5, destroyed: true, overflow: { boxes: 3, structure: { section: 'aft', damage: 3, remaining: 13, destroyed: false } } });
  });

  it('SSD-2 damage past an outer section\'s structure goes on to the primary structure; past the primary it is reported as excess, never dropped', () => {
    const g = createGame({ ships: { c: ship(CRUISER) } });
    // aft structure 16: 20 boxes on it fill it and send 4 on to the primary (structure 30)
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', section: 'aft', roll: 3, boxes: 20 }))).toMatchObject({
      target: 'structure',
      structure: { section: 'aft', damage: 16, remaining: 0, destroyed: true },
      toPrimary: { boxes: 4, structure: { section: 'primary', damage: 4, remaining: 26, destroyed: false } },
    });
    // a later hit on the gone aft structure goes wholly to the primary: 4 + 30 = 34, 30 taken, 4 excess
    const r = ok(g.apply({ type: 'hitByChart', ship: 'c', section: 'aft', roll: 3, boxes: 30 }));
    expect(r).toMatchObject({ structure: { section: 'aft', damage: 16, remaining: 0 }, toPrimary: { boxes: 30, structure: { section: 'primary', damage: 30, remaining: 0, destroyed: true }, excess: 4 } });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', section: 'primary', roll: 1, boxes: 2 }))).toMatchObject({ structure: { section: 'primary', damage: 30 }, excess: 2 });
  });

  it('a kind entry hits the first system of that kind that still stands; `structure` the section structure', () => {
    const g = createGame({ ships: { c: ship(CRUISER) } });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', section: 'aft', roll: 15, boxes: 5 }))).toMatchObject({ target: 'nacelle', system: 'N1', destroyed: true });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', section: 'aft', roll: 20, boxes: 1 }))).toMatchObject({ target: 'nacelle', system: 'N2', damage: 1 });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', section: 'primary', roll: 5, boxes: 30 }))).toMatchObject({ target: 'structure', structure: { section: 'primary', damage: 30, remaining: 0, destroyed: true } });
  });

  it('`primary` rolls again on the primary chart with primaryRoll, and refuses without it', () => {
    const g = createGame({ ships: { c: ship(CRUISER) } });
    expect(g.apply({ type: 'hitByChart', ship: 'c', section: 'forward', roll: 19, boxes: 2 })).toMatchObject({ ok: false, rule: 'SSD-2', error: expect.stringContaining('give "primaryRoll"') });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', section: 'forward', roll: 19, primaryRoll: 14, boxes: 2 }))).toMatchObject({ from: 'forward', section: 'primary', entry: '13..16', target: 'deflector', system: 'DF', damage: 2 });
  });

  it('finds the section from the bearing: the quadrants for named sections, primary where none faces', () => {
    const g = createGame({ ships: { c: ship(CRUISER) } });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', bearing: 10, roll: 12, boxes: 1 }))).toMatchObject({ section: 'forward', system: 'P1' });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', bearing: 90, roll: 13, boxes: 1 }))).toMatchObject({ section: 'primary', system: 'DF' });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'c', bearing: 180, roll: 11, boxes: 1 }))).toMatchObject({ section: 'aft', system: 'N1' });
  });

  it('six sections facing their own arcs: the bearing picks the section by its arc; a boundary needs `section`', () => {
    const g = createGame({ ships: { h: ship(sixSections()) } });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'h', bearing: 100, roll: 15, boxes: 1 }))).toMatchObject({ section: 'aftStarboard', system: 'W_aftStarboard', damage: 1, destroyed: true });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'h', bearing: 350, roll: 3, boxes: 4 }))).toMatchObject({ section: 'fore', structure: { section: 'fore', damage: 4, remaining: 8 } });
    expect(g.apply({ type: 'hitByChart', ship: 'h', bearing: 30, roll: 3, boxes: 1 })).toMatchObject({ ok: false, rule: 'SSD-2', error: 'bearing 30 lies on the boundary of fore or foreStarboard: name the one it hits with "section"' });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'h', bearing: 30, section: 'foreStarboard', roll: 3, boxes: 1 }))).toMatchObject({ section: 'foreStarboard' });
    expect(g.apply({ type: 'hitByChart', ship: 'h', bearing: 200, section: 'fore', roll: 3, boxes: 1 })).toMatchObject({ ok: false, error: 'a shot from bearing 200 hits aft, not fore' });
  });

  it('SSD-2 a chart-only section: `primary.structure` hits the primary structure, and its own `structure` passes the hit on whole', () => {
    const lander = ship(`ruleset b5wars
ship Lander {
  size: light
  warpDelay: 2
  section primary {
    structure: 20
    reactor R { boxes: 6 }
    hits { 1..16: structure  17..20: R }
  }
  section fore {
    hits { 1..12: primary.structure  13..20: R }
  }
  section aft {
    hits { 1..20: structure }
  }
}
`);
    const g = createGame({ ships: { l: lander } });
    expect(ok(g.apply({ type: 'hitByChart', ship: 'l', bearing: 0, roll: 5, boxes: 4 }))).toMatchObject({
      section: 'fore',
      target: 'primary.structure',
      goesTo: 'primary',
      structure: { section: 'primary', damage: 4, remaining: 16, destroyed: false },
    });
    // No structure of its own: aft takes nothing and is not "destroyed"; all 3 go on to the primary.
    const r = ok(g.apply({ type: 'hitByChart', ship: 'l', section: 'aft', roll: 9, boxes: 3 }));
    expect(r).toMatchObject({ section: 'aft', target: 'structure', toPrimary: { boxes: 3, structure: { section: 'primary', damage: 7, remaining: 13 } } });
    expect(r.events).toBeUndefined();
    expect((g.state.ships.l as unknown as { structure: Record<string, unknown> }).structure.aft).toEqual({ damage: 0, destroyed: false });
  });

  it('refuses bad rolls, unknown sections and a missing place, changing nothing', () => {
    const g = createGame({ ships: { c: ship(CRUISER) } });
    const before = JSON.stringify(g.state);
    expect(g.apply({ type: 'hitByChart', ship: 'c', section: 'forward', roll: 21, boxes: 1 }).ok).toBe(false);
    expect(g.apply({ type: 'hitByChart', ship: 'c', section: 'forward', roll: 0, boxes: 1 }).ok).toBe(false);
    expect(g.apply({ type: 'hitByChart', ship: 'c', section: 'forward', roll: 2.5, boxes: 1 }).ok).toBe(false);
    expect(g.apply({ type: 'hitByChart', ship: 'c', section: 'bridge', roll: 2, boxes: 1 })).toMatchObject({ ok: false, error: 'Cruiser has no section "bridge" (its sections: primary, forward, aft)' });
    expect(g.apply({ type: 'hitByChart', ship: 'c', roll: 2, boxes: 1 })).toMatchObject({ ok: false, error: expect.stringContaining('"section", or "bearing"') });
    expect(JSON.stringify(g.state)).toBe(before);
  });
});
