// Projections kept uncovered by `allow ST-SH-9` ("polarized hull plating" of FieryVoid's Sarajevo,
// Intrepid and NX: fore/aft projections of 6 with no projector) absorb until spent and never
// regenerate, instead of collapsing on turn 1 (rules.md ST-SH-9, ST-SH-7, ST-SH-3, ST-SH-4).
import { describe, expect, it } from 'vitest';
import type { CompiledShip } from '../../compiler/types';
import { createGame } from '../../runtime/core/game';
import { compileOne } from '../helpers/compile';
import { ok } from './fixtures';

const PLATED = `ruleset b5wars
ship Plated {
  size: medium
  allow ST-SH-9 "hull plating with no projector: it never regenerates"
  shields { fore: 6  aft: 6 }
  section primary { structure: 20  reactor R { boxes: 4 }  hits { 1..20: structure } }
}
`;

// fore is covered by DF and behaves as always; aft has no deflector and is plating.
const HALF = `ruleset b5wars
ship Half {
  size: medium
  allow ST-SH-9 "aft plating with no projector"
  power: 10
  shields { fore: 10  aft: 6 }
  deflector DF { arc: 270..90  value: 4  power: 2  boxes: 4 }
}
`;

function ship(text: string): CompiledShip {
  const r = compileOne(text);
  expect(r.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  expect(r.diagnostics.filter((d) => d.code === 'projection-uncovered').length).toBeGreaterThan(0);
  return r.document.ships[0];
}

const proj = (g: ReturnType<typeof createGame>, h: string, n: string) => (g.state.ships[h] as unknown as { projections: Record<string, Record<string, unknown>> }).projections[n];

describe('plating: projections kept uncovered by allow ST-SH-9', () => {
  it('absorb until spent across turns, never collapse (ST-SH-7) and never regenerate', () => {
    const g = createGame({ ships: { p: ship(PLATED) } });
    expect(proj(g, 'p', 'fore')).toEqual({ arc: [270, 90], rating: 6, remaining: 6, status: 'up', transferable: 0, uncovered: true });
    const first = ok(g.apply({ type: 'damage', ship: 'p', bearing: 0, amount: 4 }));
    expect(first).toMatchObject({ projection: 'fore', shieldPoints: 4, absorbed: 4, toShip: 0, remaining: 2 });
    expect(first.events ?? []).toEqual([]);
    const t = ok(g.apply({ type: 'turn' }));
    expect(JSON.stringify(t)).not.toContain('collapsed');
    // Turn 2: still 2 left (nothing regenerated it), then spent: 2 absorbed of 5, 3 go on.
    expect(proj(g, 'p', 'fore')).toMatchObject({ remaining: 2, status: 'up' });
    expect(ok(g.apply({ type: 'damage', ship: 'p', bearing: 10, amount: 5 }))).toMatchObject({ projection: 'fore', absorbed: 2, toShip: 3, remaining: 0 });
    ok(g.apply({ type: 'turn' }));
    expect(proj(g, 'p', 'fore')).toMatchObject({ remaining: 0, status: 'up' });
    expect(ok(g.apply({ type: 'damage', ship: 'p', bearing: 0, amount: 3 }))).toMatchObject({ absorbed: 0, toShip: 3 });
    // aft untouched all along
    expect(proj(g, 'p', 'aft')).toMatchObject({ remaining: 6, status: 'up' });
  });

  it('beside a covered projection: the covered one regenerates, the plating is refused (ST-SH-9) and gets no undirected points', () => {
    const g = createGame({ ships: { h: ship(HALF) } });
    expect(proj(g, 'h', 'fore')).not.toHaveProperty('uncovered');
    expect(proj(g, 'h', 'aft')).toMatchObject({ uncovered: true });
    ok(g.apply({ type: 'damage', ship: 'h', bearing: 0, amount: 5 })); // fore 10 -> 5
    ok(g.apply({ type: 'damage', ship: 'h', bearing: 180, amount: 5 })); // aft 6 -> 1
    ok(g.apply({ type: 'turn' }));
    const refused = g.apply({ type: 'regenerate', ship: 'h', deflector: 'DF', to: { aft: 1 } });
    expect(refused).toMatchObject({ ok: false, rule: 'ST-SH-9' });
    // Two clockwise steps widen DF to the whole circle (value 4 - 2 = 2): even an arc that contains aft does not cover plating.
    ok(g.apply({ type: 'extendArc', ship: 'h', deflector: 'DF', steps: 2, direction: 'cw' }));
    expect(ok(g.apply({ type: 'regenerate', ship: 'h', deflector: 'DF' }))).toMatchObject({ applied: { fore: 2 }, unused: 0 });
    expect(proj(g, 'h', 'fore')).toMatchObject({ remaining: 7 });
    expect(proj(g, 'h', 'aft')).toMatchObject({ remaining: 1, status: 'up' });
    // ST-SH-4: it neither gives nor takes transfers.
    expect(g.apply({ type: 'transfer', ship: 'h', from: 'fore', to: 'aft', amount: 1 })).toMatchObject({ ok: false, rule: 'ST-SH-9' });
    expect(proj(g, 'h', 'aft')).toMatchObject({ remaining: 1, transferable: 0 });
  });

  it('without the allow an uncovered projection still collapses in the adjust segment (ST-SH-7)', () => {
    const compiled = { ...ship(PLATED), allows: [] };
    const g = createGame({ ships: { p: compiled } });
    expect(proj(g, 'p', 'fore')).not.toHaveProperty('uncovered');
    const r = ok(g.apply({ type: 'damage', ship: 'p', bearing: 0, amount: 4 }));
    expect(r.events).toEqual([
      { ship: 'p', projection: 'fore', status: 'collapsed', rule: 'ST-SH-7' },
      { ship: 'p', projection: 'aft', status: 'collapsed', rule: 'ST-SH-7' },
    ]);
    expect(r).toMatchObject({ absorbed: 0, toShip: 4 });
  });
});
