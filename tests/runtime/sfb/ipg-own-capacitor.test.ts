// H93.0: the ionic capacitor is in addition to the capacitor built into the ion pulse generator.
// The seeds give that capacitor no figures, so drydock carries it as data, on the real DW.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../../compiler/index';
import { detailPhrases } from '../../../render/describe';
import { ROOT } from '../../helpers/compile';
import { game } from './harness';

const dw = () => {
  const r = compileFile(path.join(ROOT, 'examples', 'vudar-dw.ship'), {});
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.document.ships[0]!;
};

describe('H93.0 the IPG has its own capacitor besides the ionic capacitor', () => {
  it('H93.0 the IPG carries it and its row prints it; the ion cannons do not', () => {
    const ship = dw();
    const ipg = ship.systems.find((s) => s.id === 'IPG')!;
    expect(ipg.ownCapacitor).toBe('IPG rule');
    expect(detailPhrases(ship, ipg)).toContain('own capacitor IPG rule');
    for (const s of ship.systems.filter((x) => x.base === 'ionCannon')) expect(s).not.toHaveProperty('ownCapacitor');
  });

  it("H93.0 the ionic capacitor stays 3 x 1 + 4 = 7: the IPG's own capacitor adds nothing to it", () => {
    const ship = dw();
    expect(ship.derived?.ionicCapacitor).toEqual({ capacity: 7 });
  });

  it('H93.0 the game state lists it for the players; losing the IPG clears the flag, repairing sets it', () => {
    const t = game({ dw: dw() });
    expect(t.ship('dw').standardRules).toEqual({ IPG: { rule: 'IPG rule: own capacitor (H93.0)', working: true } });
    t.do({ type: 'turn' });
    const boxes = Number(dw().systems.find((s) => s.id === 'IPG')!.boxes);
    expect(t.do({ type: 'damageSystem', ship: 'dw', system: 'IPG', boxes })).toMatchObject({
      destroyed: true,
      standardRule: { rule: 'IPG rule: own capacitor (H93.0)', working: false },
    });
    expect(t.ship('dw').standardRules.IPG.working).toBe(false);
    expect(t.do({ type: 'repairSystem', ship: 'dw', system: 'IPG' })).toMatchObject({ standardRule: { working: true } });
  });
});
