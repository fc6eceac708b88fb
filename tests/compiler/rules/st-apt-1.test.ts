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
