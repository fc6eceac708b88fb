// Z-EW-1: a Z-ship buys ECM + ECCM up to sensor + 4; 3 passive ECCM free.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/z-ew-1';
import { codes, highGuardCZ, run, ship } from './model-helper';

describe('Z-EW-1 electronic warfare limit', () => {
  it('High Guard CZ, sensor 6: limit 10, passive ECCM 3', () => {
    const r = run(highGuardCZ(), [rule]);
    expect(r.derived.ew).toEqual({ limit: 10, passiveEccm: 3 });
    expect(codes(r)).toEqual([]);
  });

  it('ECM 6 + ECCM 4 = 10 is at the limit; ECCM 5 is over, reported at the ECCM value', () => {
    expect(codes(run(highGuardCZ({ props: { ecm: 6, eccm: 4 } }), [rule]))).toEqual([]);
    const r = run(highGuardCZ({ props: { ecm: 6, eccm: 5 } }), [rule]);
    expect(codes(r)).toEqual(['ew-over-limit@ship.eccm']);
    expect(r.diagnostics[0].message).toContain('ECM 6 + ECCM 5 = 11 is more than the EW a Z-ship may buy: sensor 6 + 4 = 10 (Z-EW-1)');
  });

  it('only ECM stated, over the limit, is reported at the ECM', () => {
    expect(codes(run(highGuardCZ({ props: { ecm: 11 } }), [rule]))).toEqual(['ew-over-limit@ship.ecm']);
  });

  it('EW without a sensor rating is an error; non-Z-ships are not checked', () => {
    const m = highGuardCZ({ props: { ecm: 2 } });
    m.props.delete('sensor');
    expect(codes(run(m, [rule]))).toEqual(['ew-without-sensor@ship.ecm:key']);
    const plain = ship({ ruleset: 'sfb', props: { sizeClass: 3, sensor: 6, ecm: 20 } });
    const r = run(plain, [rule]);
    expect(codes(r)).toEqual([]);
    expect(r.derived.ew).toBeUndefined();
  });
});
