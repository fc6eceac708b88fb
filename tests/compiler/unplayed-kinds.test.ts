// The transporter, grappler and micro-jump kinds (FieryVoid CombatTransporter,
// CustomIndustrialGrappler, MicroJumpSystem) and the ship-level complement: aimed like weapons or
// carried like a hangar's craft, but no seed rule plays them, so they are data. The compiler
// checks their figures (B5-MICROJUMP, B5-HANGAR), the sheet prints them, the runtime's `fire`
// refuses them and their boxes take damage as any system's.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../runtime/core/game';
import { renderShipSvg } from '../../render/index';
import { compileOne, spanText } from '../helpers/compile';
import { ok } from '../runtime/fixtures';

const ship = (systems: string, props = '') => `ruleset b5wars
ship Helix {
  size: light
  power: 10
  ${props}
  section primary {
    structure: 30
    ${systems}
    hits { 1..20: structure }
  }
}
`;

const KINDS = `transporter CT { arc: 270..90  range: 10  rangePenalty: 1  loading: 1  contingents: 5  power: 1  boxes: 4 }
    grappler GR { arc: all  boxes: 5 }
    microJump MJ { arc: 330..30  maxDistance: 6  recharge: 4  armor: 4  boxes: 8 }`;

const problems = (text: string) => {
  const r = compileOne(text);
  return r.diagnostics.filter((d) => d.severity !== 'info').map((d) => ({ code: d.code, rule: d.rule, at: spanText(r, d), message: d.message }));
};

describe('transporter, grappler and microJump kinds', () => {
  it('compile with their figures; none is a weapon, so B5-FIGURES asks nothing of them', () => {
    const r = compileOne(ship(KINDS));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const byId = Object.fromEntries(r.document.ships[0].systems.map((s) => [s.id, s]));
    expect(byId.CT).toMatchObject({ base: 'transporter', arc: [270, 90], range: 10, rangePenalty: 1, loading: 1, contingents: 5, elite: false, power: 1, boxes: 4 });
    expect(byId.GR).toMatchObject({ base: 'grappler', arc: [0, 360], range: 0, loading: 1, boxes: 5 });
    expect(byId.MJ).toMatchObject({ base: 'microJump', arc: [330, 30], minDistance: 1, maxDistance: 6, recharge: 4, armor: 4, boxes: 8 });
  });

  it('B5-MICROJUMP: a shortest jump longer than the longest is jump-distance-order at minDistance, with its numbers and a fix', () => {
    const p = problems(ship('microJump MJ { minDistance: 8  maxDistance: 6  recharge: 4 }'));
    expect(p.map(({ code, rule, at }) => ({ code, rule, at }))).toEqual([{ code: 'jump-distance-order', rule: 'B5-MICROJUMP', at: '8' }]);
    expect(p[0].message).toBe('Micro-jump drive MJ jumps at least 8 hexes but at most 6 (B5-MICROJUMP): make `minDistance` at most 6, or raise `maxDistance`.');
    expect(problems(ship('microJump MJ { minDistance: 6  maxDistance: 6  recharge: 4 }'))).toEqual([]);
    // Each figure is bounded on its own, and the longest jump and the recharge are required.
    expect(problems(ship('microJump MJ { maxDistance: 0  recharge: 4 }')).map((d) => [d.code, d.at])).toEqual([['out-of-range', '0']]);
    expect(problems(ship('microJump MJ { maxDistance: 6 }')).map((d) => d.code)).toContain('missing-property');
    expect(problems(ship('transporter CT { contingents: -1 }')).map((d) => [d.code, d.at])).toEqual([['out-of-range', '-1']]);
  });

  it("the record sheet prints each system's figures", () => {
    const svg = renderShipSvg(compileOne(ship(KINDS)).document.ships[0]);
    for (const s of ['combat transporter', 'range 10', 'contingents 5', 'range penalty 1', 'grappler', 'range 0', 'micro-jump drive', 'min distance 1', 'max distance 6', 'recharge 4']) expect(svg).toContain(s);
  });

  it('the runtime refuses to fire them, naming what each is, and damage to their boxes works as for any system', () => {
    const g = createGame({ ships: { helix: compileOne(ship(KINDS)).document.ships[0] as never } });
    g.apply({ type: 'turn' });
    expect(g.apply({ type: 'fire', ship: 'helix', weapon: 'CT' })).toMatchObject({ ok: false, error: 'CT of helix is a combat transporter, not a weapon, and `fire` does not take it: drydock plays no boarding: its range, loading and contingents are data on the sheet (it has no weapons)' });
    expect(g.apply({ type: 'fire', ship: 'helix', weapon: 'GR' })).toMatchObject({ ok: false, error: expect.stringMatching(/^GR of helix is a grappler, not a weapon/) });
    expect(g.apply({ type: 'fire', ship: 'helix', weapon: 'MJ' })).toMatchObject({ ok: false, error: expect.stringMatching(/^MJ of helix is a micro-jump drive, not a weapon.*plays no micro-jump/) });
    expect(g.state.ships.helix).not.toHaveProperty('weapons.CT');
    ok(g.apply({ type: 'damageSystem', ship: 'helix', system: 'MJ', boxes: 3 }));
    expect(g.state.ships.helix).toMatchObject({ systems: { MJ: { damage: 3, destroyed: false } } });
    ok(g.apply({ type: 'damageSystem', ship: 'helix', system: 'CT', boxes: 4 }));
    expect(g.state.ships.helix).toMatchObject({ systems: { CT: { damage: 4, destroyed: true } } });
  });
});

describe('B5-HANGAR: a ship-level complement', () => {
  it('is accepted on a ship with no hangar, reaches the compiled ship and the sheet', () => {
    const r = compileOne(ship('', 'complement: 72  complementCraft: "Suliban cell ships"'));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const s = r.document.ships[0];
    expect([s.complement, s.complementCraft]).toEqual([72, 'Suliban cell ships']);
    const svg = renderShipSvg(s);
    expect(svg).toContain('CRAFT CARRIED');
    expect(svg).toContain('72 Suliban cell ships');
  });

  it('beside a hangar is complement-with-hangar at `complement`: the craft are counted once', () => {
    const p = problems(ship('hangar H { fighters: 6 }', 'complement: 72'));
    expect(p.map(({ code, rule, at }) => ({ code, rule, at }))).toEqual([{ code: 'complement-with-hangar', rule: 'B5-HANGAR', at: '72' }]);
    expect(p[0].message).toBe(
      'Helix carries its craft in hangar H, so `complement: 72` would count them twice (B5-HANGAR): state the 72 craft as the `fighters` of hangar H and remove `complement`; a complement is for craft with no hangar system.',
    );
  });

  it('craft named without a number is complement-missing; a complement out of range is refused at the value', () => {
    expect(problems(ship('', 'complementCraft: "cell ships"')).map((d) => [d.code, d.rule, d.at])).toEqual([['complement-missing', 'B5-HANGAR', 'complementCraft']]);
    expect(problems(ship('', 'complement: 0')).map((d) => [d.code, d.at])).toEqual([['out-of-range', '0']]);
  });
});
