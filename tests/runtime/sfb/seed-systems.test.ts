// The seed-004 systems the runtime now plays or carries: research labs (Z-LAB-1), Lab hits that
// may take a medical bay or fabrication (Z-LAB-1), the systems that work as a standard rule the
// seeds do not reproduce (Z-STD-1), sensor damage lowering the EW limit (Z-EW-1), ECM against a
// Phaser-Z (Z-PHZ-1), the penetrating factor passing shields #1-6 (Z-QT-4) and the CPU benefits
// as state flags (Z-CPU-1). Each with the seed's numbers, on the real example ship.
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../../compiler/index';
import { detailPhrases } from '../../../render/describe';
import { zCpuBenefits } from '../../../compiler/catalog/sfb';
import { ROOT } from '../../helpers/compile';
import { game } from './harness';
import { vudarDW } from './fixtures';

const compiled = (file: string) => {
  const r = compileFile(path.join(ROOT, 'examples', file), {});
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.document.ships[0]!;
};
const tender = () => compiled('highguard-tender.ship');
const scout = () => compiled('highguard-scout.ship');

describe('Z-LAB-1 research labs and Lab hits', () => {
  it('Z-LAB-1 a Z-ship adds 2 to the XG4.12 result before multiplying by its labs: (5 + 2) x 3 = 21, one lab lost 14', () => {
    const t = game({ zt: tender() });
    t.do({ type: 'turn' });
    expect(t.do({ type: 'research', ship: 'zt', result: 5 })).toMatchObject({ ok: true, bonus: 2, labs: 3, research: 21 });
    t.do({ type: 'damageSystem', ship: 'zt', system: 'RL', boxes: 1 });
    expect(t.do({ type: 'research', ship: 'zt', result: 5 })).toMatchObject({ labs: 2, research: 14 });
    t.do({ type: 'damageSystem', ship: 'zt', system: 'RL', boxes: 2 });
    const before = JSON.stringify(t.g.state);
    expect(t.do({ type: 'research', ship: 'zt', result: 5 })).toMatchObject({ ok: false, rule: 'Z-LAB-1' });
    expect(JSON.stringify(t.g.state)).toBe(before);
  });

  it('Z-LAB-1 the bonus is the ruleset constant zResearchBonus: 3 gives (5 + 3) x 3 = 24', () => {
    const t = game({ zt: tender() }, { rules: { zResearchBonus: 3 } });
    expect(t.do({ type: 'research', ship: 'zt', result: 5 })).toMatchObject({ bonus: 3, research: 24 });
  });

  it('Z-LAB-1 a Lab hit may take a medical bay or fabrication box at the owner\'s choice; no other hit may', () => {
    const t = game({ zt: tender() });
    t.do({ type: 'turn' });
    expect(t.do({ type: 'dacHit', ship: 'zt', hit: 'lab', system: 'FAB' })).toMatchObject({ ok: true, system: 'FAB', damage: 1, destroyed: false });
    expect(t.do({ type: 'dacHit', ship: 'zt', hit: 'lab', system: 'FAB' })).toMatchObject({ destroyed: true, standardRule: { rule: 'R16.1C2', working: false } });
    const before = JSON.stringify(t.g.state);
    expect(t.do({ type: 'dacHit', ship: 'zt', hit: 'bridge', system: 'MED' })).toMatchObject({ ok: false, rule: 'Z-LAB-1' });
    expect(t.do({ type: 'dacHit', ship: 'zt', hit: 'lab', system: 'BAR' })).toMatchObject({ ok: false, error: expect.stringMatching(/BAR is a barracks, not a lab/) });
    expect(JSON.stringify(t.g.state)).toBe(before);
    expect(t.do({ type: 'dacHit', ship: 'zt', hit: 'lab' })).toMatchObject({ system: 'LAB' });
  });
});

describe('Z-STD-1 systems that work as a standard rule, carried as data', () => {
  it('Z-STD-1 the state lists each with the rule it cites; losing and repairing it flips its flag', () => {
    const t = game({ zt: tender() });
    expect(t.ship('zt').standardRules).toEqual({
      QT: { rule: 'OG15.0', working: true },
      TL: { rule: 'OG16.0', working: true },
      IWT: { rule: 'OG18.0', working: true },
      MED: { rule: 'G22.6', working: true },
      NWO: { rule: 'G33.32', working: true },
      BAR: { rule: 'G28.0', working: true },
      REP: { rule: 'G17.0', working: true },
      FAB: { rule: 'R16.1C2', working: true },
      CARGO: { rule: 'G25.0', working: true },
      DC: { rule: 'D9.0', working: true },
      NEU: { rule: 'DN102.0', working: true },
      ROB: { rule: 'D7.4', working: true },
      PA: { rule: 'DN100.2', working: true },
    });
    t.do({ type: 'turn' });
    expect(t.do({ type: 'damageSystem', ship: 'zt', system: 'QT', boxes: 2 })).toMatchObject({ destroyed: true, standardRule: { rule: 'OG15.0', working: false } });
    expect(t.ship('zt').standardRules.QT.working).toBe(false);
    expect(t.do({ type: 'repairSystem', ship: 'zt', system: 'QT' })).toMatchObject({ standardRule: { working: true } });
    // A ship without such systems has no such field.
    expect(game({ zs: scout() }).ship('zs')).not.toHaveProperty('standardRules');
  });

  it('Z-STD-1 the seed\'s figures are the kinds\' data: neutronium 360 degrees, robots +2 (D7.421), powered armor with a half-strength Phaser-Z and a Type-IF drone, no tractor crush', () => {
    const ship = tender();
    const byId = (id: string) => ship.systems.find((s) => s.id === id)!;
    expect(byId('NEU')).toMatchObject({ standardRule: 'DN102.0', coverage: 360 });
    expect(byId('ROB')).toMatchObject({ standardRule: 'D7.4', dieRollBonus: 2 });
    expect(byId('PA')).toMatchObject({ standardRule: 'DN100.2', weapon: 'Phaser-Z, half strength only', missile: 'Type-IF drone' });
    expect(byId('IWT')).toMatchObject({ standardRule: 'OG18.0', crushPunchPressure: false });
    expect(byId('QT')).toMatchObject({ standardRule: 'OG15.0', withWarp: true });
    expect(byId('MED')).toMatchObject({ standardRule: 'G22.6', labHit: true });
  });

  it('Z-STD-1 skip warp carries its movement (C91.0), deactivation (C91.3) and acceleration (XC2.21) rules, printed on the sheet', () => {
    const ship = tender();
    const sw = ship.systems.find((s) => s.id === 'SW')!;
    expect(sw).toMatchObject({ powerPerBox: 1, standardRule: 'C91.0, C91.3, XC2.21' });
    expect(detailPhrases(ship, sw)).toContain('standard rule C91.0, C91.3, XC2.21');
    // Data only: skip warp is a power kind, not one of the flagged systems.
    expect(game({ zt: ship }).ship('zt').standardRules).not.toHaveProperty('SW');
  });

  it('Z-STD-1 the record sheet prints the standard rule on the system\'s row', () => {
    const ship = tender();
    expect(detailPhrases(ship, ship.systems.find((s) => s.id === 'QT')!)).toContain('standard rule OG15.0');
    expect(detailPhrases(ship, ship.systems.find((s) => s.id === 'NEU')!)).toEqual(expect.arrayContaining(['standard rule DN102.0', 'coverage 360']));
  });
});

describe('Z-EW-1 sensor damage lowers the EW limit', () => {
  it('Z-EW-1 sensor 6 buys 10; at rating 4 it buys 8 (9 refused); restored, 10 again', () => {
    const t = game({ zt: tender() });
    t.do({ type: 'turn' });
    expect(t.ship('zt').ew.limit).toBe(10);
    expect(t.do({ type: 'ew', ship: 'zt', ecm: 6, eccm: 3 })).toMatchObject({ ok: true });
    expect(t.do({ type: 'sensorRating', ship: 'zt', rating: 4 })).toEqual({ ok: true, rating: 4, limit: 8, overLimit: 1 });
    expect(t.do({ type: 'ew', ship: 'zt', ecm: 5, eccm: 4 })).toMatchObject({ ok: false, rule: 'Z-EW-1', error: expect.stringMatching(/= 9 is more .* = 8/) });
    expect(t.do({ type: 'ew', ship: 'zt', ecm: 4, eccm: 4 })).toMatchObject({ ok: true, limit: 8 });
    const before = JSON.stringify(t.g.state);
    expect(t.do({ type: 'sensorRating', ship: 'zt', rating: 7 })).toMatchObject({ ok: false, rule: 'Z-EW-1', error: expect.stringMatching(/built with sensor rating 6/) });
    expect(JSON.stringify(t.g.state)).toBe(before);
    expect(t.do({ type: 'sensorRating', ship: 'zt', rating: 6 })).toMatchObject({ limit: 10 });
    expect(game({ dw: vudarDW() }).do({ type: 'sensorRating', ship: 'dw', rating: 4 })).toMatchObject({ ok: false, rule: 'Z-EW-1' });
  });
});

describe('Z-PHZ-1 ECM against a Phaser-Z', () => {
  it('Z-PHZ-1 the target\'s ECM 5 against the firer\'s ECCM 0 + 3 passive: net 2; a shift of 2 moves a roll of 3 to 5 on the table', () => {
    const t = game({ zt: tender(), zs: scout() });
    t.do({ type: 'turn' });
    t.do({ type: 'ew', ship: 'zs', ecm: 5 });
    const r = t.do({ type: 'fire', ship: 'zt', weapon: 'P1', target: 'zs', band: 0, shift: 2, rolls: [3] });
    expect(r).toMatchObject({ ok: true, roll: 3, shiftedRoll: 5, tableDamage: 5, damage: 5, targetEcm: 5, eccm: 3, netEcm: 2 });
    const before = JSON.stringify(t.g.state);
    expect(t.do({ type: 'fire', ship: 'zt', weapon: 'P2', band: 1, shift: 2, rolls: [6] })).toMatchObject({ ok: false, rule: 'Z-PHZ-1', error: expect.stringMatching(/no column for 8/) });
    expect(t.do({ type: 'fire', ship: 'zt', weapon: 'P2', damage: 4, shift: 1 })).toMatchObject({ ok: false, rule: 'Z-PHZ-1', error: expect.stringMatching(/not both/) });
    expect(t.do({ type: 'fire', ship: 'zt', weapon: 'P2', damage: 4, target: 'nobody' })).toMatchObject({ ok: false, rule: 'Z-PHZ-1' });
    expect(JSON.stringify(t.g.state)).toBe(before);
  });
});

describe('Z-QT-4 the penetrating factor passes shields #1-6', () => {
  it('Z-QT-4 on a Z-ship 4 penetrating points pass shield #2 and the seventh shield stops them; on an X-ship they go internal; on a ship neither Z nor X naming a shield is refused', () => {
    const t = game({ zt: tender(), dw: vudarDW() });
    t.do({ type: 'turn' });
    expect(t.do({ type: 'penetrate', ship: 'zt', amount: 4, shield: 2 })).toEqual({ ok: true, passedShield: 2, stopped: 4, internal: 0, intact: 4 });
    const before = JSON.stringify(t.g.state);
    expect(t.do({ type: 'penetrate', ship: 'dw', amount: 4, shield: 1 })).toMatchObject({ ok: false, rule: 'Z-QT-4' });
    expect(JSON.stringify(t.g.state)).toBe(before);
    // An X1/X0 ship has no seventh shield: the 4 points pass shield #1 and all go internal.
    const x = { ...vudarDW(), xship: true };
    expect(game({ x }).do({ type: 'penetrate', ship: 'x', amount: 4, shield: 1 })).toEqual({ ok: true, passedShield: 1, stopped: 0, internal: 4, intact: 0 });
  });
});

describe('Z-CPU-1 the AI benefits as state flags', () => {
  it('Z-CPU-1 all ten benefits are in force while a CPU box works, none once both are gone; the two actions use are enforced (probes, quick reverse)', () => {
    const t = game({ zt: tender() });
    t.do({ type: 'turn' });
    expect(t.ship('zt').cpu.inForce).toEqual([...zCpuBenefits]);
    t.do({ type: 'damageSystem', ship: 'zt', system: 'CPU', boxes: 2 });
    expect(t.ship('zt').cpu).toMatchObject({ active: false, inForce: [] });
    expect(t.do({ type: 'quickReverse', ship: 'zt', rolls: [4] })).toMatchObject({ ok: false, rule: 'Z-CPU-1' });
  });
});

describe('Z-DF-1 the defense field and the central capacitor are part of the Z-ship', () => {
  it('Z-DF-1 damage, a DAC hit included, cannot destroy the defense field or the central capacitor; the state is unchanged', () => {
    const t = game({ zs: compiled('highguard-cz.ship') });
    t.do({ type: 'turn' });
    const before = JSON.stringify(t.g.state);
    expect(t.do({ type: 'damageSystem', ship: 'zs', system: 'defenseField', boxes: 1 })).toMatchObject({ ok: false, rule: 'Z-DF-1' });
    expect(t.do({ type: 'dacHit', ship: 'zs', hit: 'defenseField' })).toMatchObject({ ok: false, rule: 'Z-DF-1' });
    expect(t.do({ type: 'damageSystem', ship: 'zs', system: 'centralCapacitor', boxes: 1 })).toMatchObject({ ok: false, rule: 'Z-CC-2' });
    expect(JSON.stringify(t.g.state)).toBe(before);
  });
});

describe('Z-LAB-1 Z-STD-1 Z-EW-1 Z-PHZ-1 Z-QT-4 in any order (properties)', () => {
  const action = fc.oneof(
    fc.constant({ type: 'turn' }),
    fc.record({ type: fc.constant('research'), ship: fc.constantFrom('zt', 'zs'), result: fc.integer({ min: 0, max: 20 }) }),
    fc.record({ type: fc.constant('dacHit'), ship: fc.constant('zt'), hit: fc.constantFrom('lab', 'bridge'), system: fc.constantFrom('MED', 'FAB', 'LAB', 'BAR', undefined) }),
    fc.record({ type: fc.constant('damageSystem'), ship: fc.constant('zt'), system: fc.constantFrom('RL', 'QT', 'NEU', 'SW'), boxes: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ type: fc.constant('repairSystem'), ship: fc.constant('zt'), system: fc.constantFrom('RL', 'QT', 'MED', 'FAB') }),
    fc.record({ type: fc.constant('sensorRating'), ship: fc.constantFrom('zt', 'zs'), rating: fc.integer({ min: 0, max: 8 }) }),
    fc.record({ type: fc.constant('ew'), ship: fc.constantFrom('zt', 'zs'), ecm: fc.integer({ min: 0, max: 8 }), eccm: fc.integer({ min: 0, max: 4 }) }),
    fc.record({ type: fc.constant('fire'), ship: fc.constant('zt'), weapon: fc.constantFrom('P1', 'P2'), band: fc.constantFrom(0, 1), shift: fc.integer({ min: 0, max: 4 }), target: fc.constantFrom('zs', 'zt', undefined) }),
    fc.record({ type: fc.constant('penetrate'), ship: fc.constantFrom('zt', 'zs'), amount: fc.integer({ min: 0, max: 6 }), shield: fc.integer({ min: 1, max: 6 }) }),
  );
  const clean = (a: Record<string, unknown>) => JSON.parse(JSON.stringify(a)) as Record<string, unknown>;
  const ships = () => ({ zt: tender(), zs: scout() });

  it('Z-LAB-1 Z-STD-1 Z-EW-1 a refused action leaves the state byte-identical; the same seed and actions replay identically; the EW limit is the rating + 4', () => {
    const base = ships();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.array(action, { maxLength: 40 }), (seed, raw) => {
        const actions = raw.map(clean);
        const a = game(structuredClone(base), { seed });
        const b = game(structuredClone(base), { seed });
        for (const x of actions) {
          const before = JSON.stringify(a.g.state);
          const r = a.do(x);
          if (!r.ok) expect(JSON.stringify(a.g.state)).toBe(before);
          expect(JSON.stringify(b.do(x))).toBe(JSON.stringify(r));
          const zt = a.ship('zt');
          expect(zt.ew.limit).toBe((zt.sensorRating ?? 6) + 4);
          for (const [id, f] of Object.entries(zt.standardRules as Record<string, { working: boolean }>)) expect(f.working).toBe(!zt.systems[id].destroyed);
        }
        expect(JSON.stringify(a.g.state)).toBe(JSON.stringify(b.g.state));
      }),
      { numRuns: 60 },
    );
  });
});
