// SSD-4: a stated value the rules derive must equal the derived value; the message shows both
// numbers and the arithmetic. Stated parameters are checked by the deriving rule (H93.12, Z-CC-1,
// Z-BTY-1) through the shared `checkStated`; the SSD-4 rule checks a JSON document's claims.
import { describe, expect, it } from 'vitest';
import { rule as h9312 } from '../../../compiler/rules/h93-12';
import { constructionRules } from '../../../compiler/rules/index';
import { rule } from '../../../compiler/rules/ssd-4';
import { rule as stSh1 } from '../../../compiler/rules/st-sh-1';
import { rule as zPwr1 } from '../../../compiler/rules/z-pwr-1';
import { codes, excelsior, highGuardCZ, run, vudarDW } from './model-helper';

const claimLoc = (n: number) => ({ file: '/virtual/test.json', span: { start: 900000 + n, end: 900001 + n }, pointer: `/derived/claim${n}` });

describe('SSD-4 stated derived values', () => {
  it('stated values that match (Vudar capacity 7, CZ max 26) are silent', () => {
    expect(codes(run(vudarDW()))).toEqual([]);
    expect(codes(run(highGuardCZ()))).toEqual([]);
  });

  it('a stated capacity that differs shows both numbers and the arithmetic (reported under H93.12, code stated-value-mismatch)', () => {
    const m = vudarDW();
    m.systems.find((s) => s.id === 'ionicCapacitor')!.params.get('capacity')!.value = 8;
    const r = run(m);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'stated-value-mismatch', rule: 'H93.12', severity: 'error' });
    expect(r.diagnostics[0].message).toBe(
      'The ionic capacitor capacity does not match the rule: 3 ion cannons x 1 + 1 ion pulse generator x 4 = 7, the file states 8. ' +
        'The capacity is the impulse power to fire every ion-based weapon once at standard load (H93.12), rounded up (`fractionalAccounting: true` keeps fractions). ' +
        'Write 7, or add an `allow` with the reason if the printed SSD differs on purpose.',
    );
    expect(r.diagnostics[0].data).toMatchObject({ stated: 8, derived: 7, arithmetic: '3 ion cannons x 1 + 1 ion pulse generator x 4 = 7' });
  });

  it('claims in derived are checked against the derivations, with the deriving rule and arithmetic', () => {
    const m = highGuardCZ();
    m.claims = [
      { path: ['power', 'warp'], value: 40, loc: claimLoc(1) },
      { path: ['power', 'total'], value: 52, loc: claimLoc(2) },
      { path: ['centralCapacitor', 'max'], value: 26, loc: claimLoc(3) },
      { path: ['gravitic'], value: true, loc: claimLoc(4) },
    ];
    const r = run(m, [zPwr1, rule]);
    expect(r.diagnostics.map((d) => [d.code, d.rule, d.data?.pointer])).toEqual([
      ['stated-value-mismatch', 'SSD-4', '/derived/claim1'],
      ['unexpected-derived-claim', 'SSD-4', '/derived/claim3'],
      ['unexpected-derived-claim', 'SSD-4', '/derived/claim4'],
    ]);
    expect(r.diagnostics[0].message).toBe(
      'The document claims derived.power.warp = 40, but Z-PWR-1 gives 42 (skip-warp engine SW 30 x 1 + auxiliary Z-reactor AZR 4 x 3 = 42). Write 42.',
    );
    expect(r.diagnostics[0].data?.fixes?.[0].edits[0].newText).toBe('42');
  });

  it('projection arcs stated by a JSON document are checked against the size (ST-SH-1)', () => {
    const m = excelsior();
    m.claims = [
      { path: ['projections', 'fore', 'arc'], value: [315, 45], loc: claimLoc(5) },
      { path: ['projections', 'aft', 'arc'], value: [120, 240], loc: claimLoc(6) },
    ];
    const r = run(m, [stSh1, rule]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['stated-value-mismatch']);
    expect(r.diagnostics[0].message).toContain('The aft projection of a large ship covers 135..225 (ST-SH-1); the document states 120..240.');
    expect(r.diagnostics[0].data?.fixes?.[0].edits[0].newText).toBe('[135, 225]');
  });

  it('runs after every derivation in the registry', () => {
    const ids = constructionRules.map((r) => r.id);
    expect(ids.indexOf('SSD-4')).toBe(ids.length - 2);
    expect(ids.indexOf('H93.12')).toBeLessThan(ids.indexOf('SSD-4'));
    expect(h9312.id).toBe('H93.12');
  });
});
