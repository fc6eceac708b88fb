// ST-WARP-3: a warp-capable ship needs nacelles, and a ship with nacelles a warp delay.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/st-warp-3';
import { codes, excelsior, run, ship } from './model-helper';

describe('ST-WARP-3 nacelles and warp delay', () => {
  it('the Excelsior: 2 nacelles, delay 3, warp-capable', () => {
    const r = run(excelsior(), [rule]);
    expect(r.derived.warp).toEqual({ capable: true, delay: 3, nacelles: 2 });
    expect(codes(r)).toEqual([]);
  });

  it('nacelles without warpDelay is an error at the ship name', () => {
    const m = excelsior();
    m.props.delete('warpDelay');
    const r = run(m, [rule]);
    expect(codes(r)).toEqual(['warp-delay-missing@ship:name']);
    expect(r.diagnostics[0].message).toContain('has 2 warp nacelles but no `warpDelay`');
  });

  it('warp: true without nacelles is an error at the value, with a fix', () => {
    const r = run(ship({ ruleset: 'b5wars', props: { size: 'light', warp: true, warpDelay: 2 } }), [rule]);
    expect(codes(r)).toEqual(['warp-without-nacelles@ship.warp']);
    expect(r.derived.warp).toEqual({ capable: true, delay: 2, nacelles: 0 });
    expect(r.diagnostics[0].data?.fixes?.[0].edits[0].newText).toBe('false');
  });

  it('warpDelay with no nacelles is a warning', () => {
    const r = run(ship({ ruleset: 'b5wars', props: { size: 'light', warpDelay: 2 } }), [rule]);
    expect(codes(r)).toEqual(['warp-delay-without-nacelles@ship.warpDelay:key']);
    expect(r.diagnostics[0].severity).toBe('warning');
    expect(r.derived.warp).toEqual({ capable: false, delay: 2, nacelles: 0 });
  });

  it('warp: false with nacelles needs no delay', () => {
    const m = excelsior({ props: { warp: false } });
    m.props.delete('warpDelay');
    const r = run(m, [rule]);
    expect(codes(r)).toEqual([]);
    expect(r.derived.warp).toEqual({ capable: false, delay: 0, nacelles: 2 });
  });
});
