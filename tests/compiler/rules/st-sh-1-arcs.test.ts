// ST-SH-1 with stated projection arcs: the size layout stays the rule, a projection may
// state its own arc, an off-rule layout needs `allow ST-SH-1`, and what an allow accepts reaches
// the compiled ship, ST-SH-9 and the runtime as written.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../runtime/index';
import { arcByName } from '../../../compiler/projections';
import { compileOne } from '../../helpers/compile';

const codes = (text: string) =>
  compileOne(text)
    .diagnostics.filter((d) => d.rule !== 'B5-HITS' && (d.severity !== 'info' || d.code.startsWith('projection')))
    .map((d) => `${d.code}:${d.severity}${d.rule ? `:${d.rule}` : ''}`);

const medium = (shields: string, extra = '') => `ruleset b5wars
ship Med {
  size: medium
  power: 10
  shields { ${shields} }
  section primary {
    structure: 30
    shieldGenerator SG { boxes: 4 }
    deflector D { arc: all  value: 3  power: 2 }
  }
  ${extra}
}
`;

describe('projection arcs from names', () => {
  it('reproduces the size layouts exactly', () => {
    expect(arcByName('fore', 2)).toEqual([270, 90]);
    expect(arcByName('aft', 2)).toEqual([90, 270]);
    expect(arcByName('fore', 4)).toEqual([315, 45]);
    expect(arcByName('port', 4)).toEqual([225, 315]);
    expect(arcByName('all', 1)).toEqual([0, 360]);
    // a medium ship's side halves
    expect(arcByName('port', 2)).toEqual([180, 0]);
    expect(arcByName('starboard', 2)).toEqual([0, 180]);
    // three projections: 120 degrees each
    expect(arcByName('fore', 3)).toEqual([300, 60]);
    expect(arcByName('ventral', 3)).toBeUndefined();
  });
});

describe('an allowed off-rule layout keeps its data', () => {
  it('a medium ship shielded port and starboard compiles to those projections, not fore 0 / aft 0', () => {
    const r = compileOne(medium('port: 15  starboard: 15', 'allow ST-SH-1 "printed SSD shows side shields"'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const ship = r.document.ships[0];
    expect(ship.projections).toEqual([
      { name: 'starboard', arc: [0, 180], rating: 15 },
      { name: 'port', arc: [180, 0], rating: 15 },
    ]);
    // every ST-SH-1 finding became information, and the allow is used
    expect(r.diagnostics.filter((d) => d.rule === 'ST-SH-1').every((d) => d.severity === 'info')).toBe(true);
    expect(r.diagnostics.some((d) => d.code === 'unused-allow')).toBe(false);
    // the runtime takes damage by bearing on the stated projections
    const g = createGame({ ships: { m: ship } });
    expect(g.apply({ type: 'damage', ship: 'm', bearing: 10, amount: 20 })).toMatchObject({ ok: true, projection: 'starboard', absorbed: 15, toShip: 5 });
    expect(g.apply({ type: 'damage', ship: 'm', bearing: 350, amount: 4 })).toMatchObject({ ok: true, projection: 'port', absorbed: 4, toShip: 0 });
  });

  it('without the allow the same ship is an error', () => {
    expect(codes(medium('port: 15  starboard: 15'))).toEqual([
      'projection-rating-missing:error:ST-SH-1',
      'projection-not-in-size:error:ST-SH-1',
      'projection-not-in-size:error:ST-SH-1',
    ]);
  });
});

describe('stated arcs', () => {
  it('a stated arc equal to the layout is accepted', () => {
    expect(codes(medium('fore { rating: 20  arc: 270..90 }  aft: 20'))).toEqual([]);
  });

  it('a stated arc off the layout is an error at the arc, with a fix; allowed, it is kept', () => {
    const text = medium('fore { rating: 20  arc: 280..80 }  aft { rating: 20  arc: 80..280 }');
    const r = compileOne(text);
    const off = r.diagnostics.filter((d) => d.code === 'projection-arc-off-rule');
    expect(off.map((d) => [d.severity, d.rule])).toEqual([
      ['error', 'ST-SH-1'],
      ['error', 'ST-SH-1'],
    ]);
    expect(text.slice(off[0].span.start, off[0].span.end)).toBe('280..80');
    expect(off[0].message).toContain('covers 270..90');
    expect(off[0].data?.fixes?.[0].edits[0].newText).toBe('270..90');
    const allowed = compileOne(medium('fore { rating: 20  arc: 280..80 }  aft { rating: 20  arc: 80..280 }', 'allow ST-SH-1 "wider bow"'));
    expect(allowed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(allowed.document.ships[0].projections).toEqual([
      { name: 'fore', arc: [280, 80], rating: 20 },
      { name: 'aft', arc: [80, 280], rating: 20 },
    ]);
  });

  it('an overlap without an allow is an error naming both projections and the shared degrees', () => {
    const r = compileOne(medium('fore { rating: 20  arc: 260..100 }  aft: 20'));
    const overlap = r.diagnostics.filter((d) => d.code === 'projection-overlap');
    expect(overlap).toHaveLength(1);
    expect(overlap[0]).toMatchObject({ severity: 'error', rule: 'ST-SH-1' });
    expect(overlap[0].message).toContain('share 20°');
  });

  it('a gap is an error naming the uncovered bearings', () => {
    const r = compileOne(medium('fore { rating: 20  arc: 280..80 }  aft: 20'));
    const gap = r.diagnostics.filter((d) => d.code === 'projection-gap');
    expect(gap).toHaveLength(1);
    expect(gap[0].message).toContain('80..90 and 270..280');
  });

  it('a large ship with three 120° projections: named projections state their arcs; ST-SH-9 uses them', () => {
    const text = `ruleset b5wars
ship Tri {
  size: large
  power: 20
  shields {
    fore { rating: 30  arc: 300..60 }
    aftStarboard { rating: 20  arc: 60..180 }
    aftPort { rating: 20  arc: 180..300 }
  }
  section primary {
    structure: 30
    shieldGenerator SG { boxes: 4 }
    deflector DF { arc: 300..60  value: 3  power: 2 }
    deflector DA { arc: 60..300  value: 3  power: 2 }
  }
  allow ST-SH-1 "three 120-degree projections as printed"
}
`;
    const r = compileOne(text);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[0].projections).toEqual([
      { name: 'fore', arc: [300, 60], rating: 30 },
      { name: 'aftStarboard', arc: [60, 180], rating: 20 },
      { name: 'aftPort', arc: [180, 300], rating: 20 },
    ]);
    // ST-SH-9 checks the stated arcs: a deflector that misses one is reported against it
    const uncovered = compileOne(text.replace('deflector DA { arc: 60..300', 'deflector DA { arc: 60..200'));
    const d = uncovered.diagnostics.filter((x) => x.code === 'projection-uncovered');
    expect(d).toHaveLength(1);
    expect(d[0].message).toContain('aftPort projection (180..300)');
  });

  it('a name that is no direction must state its arc; a projection needs its rating', () => {
    expect(codes(medium('fore: 20  aft: 20  ventral: 5'))).toContain('unknown-projection:error:ST-SH-1');
    expect(codes(medium('fore: 20  aft { arc: 90..270 }'))).toContain('missing-property:error');
    expect(codes(medium('fore: 20  aft { rating: 20  bogus: 1 }'))).toContain('unknown-property:error');
  });
});

describe('a layout of its own, without an allow: one consistent finding per name', () => {
  const errs = (text: string) => compileOne(text).diagnostics.filter((d) => d.severity === 'error' && d.rule === 'ST-SH-1');

  it('an all-round and an aft projection on a medium ship: no request for `fore`, which would overlap', () => {
    const text = medium('all { rating: 10  arc: all }  aft { rating: 20  arc: 90..270 }');
    const e = errs(text);
    expect(e.map((d) => d.code)).toEqual(['projection-not-in-size', 'projection-overlap']);
    expect(text.slice(e[0].span.start, e[0].span.end)).toBe('all');
    expect(e[0].message).toContain('keep this layout with `allow ST-SH-1 "reason"`');
    expect(e.some((d) => d.code === 'projection-rating-missing')).toBe(false);
    const allowed = medium('all { rating: 10  arc: all }  aft { rating: 20  arc: 90..270 }', 'allow ST-SH-1 "as the source ship has it"');
    expect(errs(allowed)).toEqual([]);
  });

  it('three projections dividing the circle on a medium ship: the two names the size lacks, nothing more', () => {
    const text = medium('forePort { rating: 20  arc: 270..0 }  foreStarboard { rating: 20  arc: 0..90 }  aft { rating: 20  arc: 90..270 }');
    const e = errs(text);
    expect(e.map((d) => `${d.code} ${text.slice(d.span.start, d.span.end)}`)).toEqual(['projection-not-in-size forePort', 'projection-not-in-size foreStarboard']);
  });

  it('with no arcs stated, a name the size lacks still asks for the size projection it misses', () => {
    const e = errs(medium('port: 20  aft: 20'));
    expect(e.map((d) => d.code).sort()).toEqual(['projection-not-in-size', 'projection-rating-missing']);
    expect(e.find((d) => d.code === 'projection-rating-missing')!.message).toContain('add `fore: N`');
  });
});
