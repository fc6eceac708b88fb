// ST-APT-1: an advanced photon torpedo launcher holds 1 to 3 torpedoes.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/st-apt-1';
import { codes, run, ship } from './model-helper';

const launcher = (stores: unknown) =>
  ship({ ruleset: 'b5wars', props: { size: 'large' }, systems: [{ kind: 'advancedPhotonLauncher', id: 'T1', params: { arc: [300, 60], stores } }] });

describe('ST-APT-1 advanced photon launcher stores', () => {
  it('accepts 1, 2 and 3 (and the default)', () => {
    for (const n of [1, 2, 3]) expect(codes(run(launcher(n), [rule]))).toEqual([]);
    expect(codes(run(ship({ ruleset: 'b5wars', props: { size: 'large' }, systems: [{ kind: 'advancedPhotonLauncher', id: 'T1' }] }), [rule]))).toEqual([]);
  });

  it('refuses 4 and 0 at the number, with a fix to the nearest legal value', () => {
    const four = run(launcher(4), [rule]);
    expect(codes(four)).toEqual(['photon-stores-out-of-range@T1.stores']);
    expect(four.diagnostics[0].message).toContain('holds 4 torpedoes; a launcher holds 1 to 3 (ST-APT-1)');
    expect(four.diagnostics[0].data?.fixes?.[0].edits[0].newText).toBe('3');
    const zero = run(launcher(0), [rule]);
    expect(zero.diagnostics[0].data?.fixes?.[0].edits[0].newText).toBe('1');
  });
});

// The catalog's 1-3 is a limit ST-APT-1 sets, so a value outside is
// reported with the rule's ID wherever it is written, `allow ST-APT-1` excuses it, and the number
// is kept as written (compiled ship and runtime).
describe('ST-APT-1 is the rule behind the catalog limit', () => {
  const text = (allow: string, where = 'instance') => `ruleset b5wars
system QuadLauncher extends advancedPhotonLauncher { ${where === 'type' ? 'stores: 4' : ''} }
ship S {
  size: large
  section primary {
    structure: 30
    ${where === 'type' ? 'QuadLauncher T1 { arc: 300..60 }' : 'advancedPhotonLauncher T1 { arc: 300..60  stores: 4 }'}
  }
  ${allow}
}
`;

  it('stores: 4 is an error carrying ST-APT-1 (not a bare out-of-range)', async () => {
    const { compileOne } = await import('../../helpers/compile');
    for (const where of ['instance', 'type']) {
      const r = compileOne(text('', where));
      const errs = r.diagnostics.filter((d) => d.severity === 'error');
      expect(errs.map((d) => [d.code, d.rule])).toEqual([['photon-stores-out-of-range', 'ST-APT-1']]);
      expect(r.document.ships).toHaveLength(1);
    }
  });

  it('allow ST-APT-1 excuses it and the value reaches the compiled ship and the runtime', async () => {
    const { compileOne } = await import('../../helpers/compile');
    const { createGame } = await import('../../../runtime/index');
    for (const where of ['instance', 'type']) {
      const r = compileOne(text('allow ST-APT-1 "the printed SSD shows four"', where));
      expect(r.diagnostics.filter((d) => d.severity !== 'info' && d.rule !== 'B5-HITS' && d.rule !== 'B5-FIGURES')).toEqual([]);
      expect(r.diagnostics.find((d) => d.code === 'photon-stores-out-of-range')?.severity).toBe('info');
      const t1 = r.document.ships[0].systems.find((s) => s.id === 'T1')!;
      expect(t1.stores).toBe(4);
      const g = createGame({ ships: { s: r.document.ships[0] } });
      const fired = g.apply({ type: 'fire', ship: 's', weapon: 'T1', count: 4 }) as { ok: boolean; shots?: { toHit: number }[] };
      expect(fired.ok).toBe(true);
      expect(fired.shots?.map((s) => s.toHit)).toEqual([-3, -3, -3, -3]);
    }
  });

  it('the schemas leave the range to the rule', async () => {
    const { compiledDocumentSchema } = await import('../../../compiler/schema');
    const { inputShipSchema } = await import('../../../compiler/json/input-schema');
    expect(JSON.stringify(compiledDocumentSchema())).not.toMatch(/"stores":\{"type":"integer","minimum"/);
    expect(JSON.stringify(inputShipSchema())).not.toMatch(/"stores":\{"type":"integer","minimum"/);
  });
});
