// ST-SH-1: projections by size class; the shields block rates exactly those.
import { describe, expect, it } from 'vitest';
import { projectionsFor, rule } from '../../../compiler/rules/st-sh-1';
import { codes, excelsior, run, ship } from './model-helper';

describe('ST-SH-1 projections by size class', () => {
  it('derives the arcs of each size class', () => {
    expect(projectionsFor('light')).toEqual([{ name: 'all', arc: [0, 360] }]);
    expect(projectionsFor('medium')).toEqual([
      { name: 'fore', arc: [270, 90] },
      { name: 'aft', arc: [90, 270] },
    ]);
    expect(projectionsFor('large')).toEqual([
      { name: 'fore', arc: [315, 45] },
      { name: 'starboard', arc: [45, 135] },
      { name: 'aft', arc: [135, 225] },
      { name: 'port', arc: [225, 315] },
    ]);
    expect(projectionsFor(undefined)).toEqual([]);
    expect(projectionsFor('huge')).toEqual([]);
    // callers get their own copies
    projectionsFor('large')[0].arc[0] = 1;
    expect(projectionsFor('large')[0].arc).toEqual([315, 45]);
  });

  it('accepts the Excelsior (large, four ratings)', () => {
    expect(codes(run(excelsior(), [rule]))).toEqual([]);
  });

  it('reports a projection the size does not have, at its key, with a did-you-mean fix', () => {
    const r = run(ship({ ruleset: 'b5wars', props: { size: 'medium' }, shields: { fore: 20, port: 20 } }), [rule]);
    expect(codes(r)).toEqual(['projection-not-in-size@shields.port:key', 'projection-rating-missing@shields']);
    expect(r.diagnostics[0].message).toContain('A medium ship has the projections `fore` and `aft` (ST-SH-1); `port` is not one of them.');
    expect(r.diagnostics[1].message).toContain('The `aft` projection has no rating');
  });

  it('suggests the size when the projections written are those of another size', () => {
    const r = run(ship({ ruleset: 'b5wars', props: { size: 'medium' }, shields: { fore: 40, starboard: 30, aft: 30, port: 30 } }), [rule]);
    expect(codes(r)).toEqual(['projection-not-in-size@shields.starboard:key', 'projection-not-in-size@shields.port:key']);
    expect(r.diagnostics[0].message).toContain('is `size` meant to be large?');
    expect(r.diagnostics[0].data?.fixes?.[0].edits[0].newText).toBe('large');
  });

  it('reports missing ratings at the shields block', () => {
    const r = run(excelsior({ shields: { fore: 40, aft: 30 } }), [rule]);
    expect(codes(r)).toEqual(['projection-rating-missing@shields']);
    expect(r.diagnostics[0].message).toContain('The projections `starboard` and `port` have no rating');
  });

  it('light ships rate one projection named all', () => {
    expect(codes(run(ship({ ruleset: 'b5wars', props: { size: 'light' }, shields: { all: 10 } }), [rule]))).toEqual([]);
    const r = run(ship({ ruleset: 'b5wars', props: { size: 'light' }, shields: { fore: 10 } }), [rule]);
    expect(codes(r)).toEqual(['projection-not-in-size@shields.fore:key', 'projection-rating-missing@shields']);
  });

  it('a ship with deflectors and no shields block is an error at its name', () => {
    const r = run(withoutShields(), [rule]);
    expect(codes(r)).toEqual(['shields-missing@ship:name']);
    expect(r.diagnostics[0].message).toContain('Excelsior has deflectors but no `shields { ... }` block. A large ship has the projections `fore`, `starboard`, `aft` and `port`');
  });

  it('a ship with no shield systems needs no shields block', () => {
    expect(codes(run(ship({ ruleset: 'b5wars', props: { size: 'large' } }), [rule]))).toEqual([]);
  });
});

function withoutShields() {
  const m = excelsior();
  m.shields = undefined;
  return m;
}
