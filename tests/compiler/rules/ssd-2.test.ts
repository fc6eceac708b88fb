// SSD-2: each b5wars hit chart covers d20 1-20 exactly once and names systems of its section.
import { describe, expect, it } from 'vitest';
import { rule } from '../../../compiler/rules/ssd-2';
import { codes, run, ship } from './model-helper';

const forward = (hits: [number, number, string][]) =>
  ship({
    ruleset: 'b5wars',
    props: { size: 'large' },
    sections: { forward: { hits }, aft: {} },
    systems: [
      { kind: 'deflector', id: 'DF', section: 'forward', params: { arc: [315, 45], value: 8, power: 4 } },
      { kind: 'advancedPhotonLauncher', id: 'T1', section: 'forward', params: { arc: [300, 60] } },
      { kind: 'impulseThruster', id: 'I1', section: 'aft', params: { thrust: 6 } },
    ],
  });

describe('SSD-2 hit charts', () => {
  it('accepts a chart covering 1-20 once with ids, kinds, structure and primary', () => {
    const r = run(forward([[1, 8, 'structure'], [9, 10, 'DF'], [11, 12, 'T1'], [13, 17, 'deflector'], [18, 18, 'advancedPhotonLauncher'], [19, 20, 'primary']]), [rule]);
    expect(codes(r)).toEqual([]);
  });

  it('reports a gap at the entry before it, with the rolls and a fix extending that entry', () => {
    const r = run(forward([[1, 8, 'structure'], [9, 10, 'DF'], [12, 20, 'structure']]), [rule]);
    expect(codes(r)).toEqual(['hit-chart-gap@forward.hits 9..10:key']);
    expect(r.diagnostics[0].message).toBe(
      'The hit chart of section forward has no entry for roll 11; a d20 chart covers 1-20 exactly once (SSD-2). Extend `9..10` or add an entry for 11.',
    );
    expect(r.diagnostics[0].data?.fixes?.[0]).toMatchObject({ title: 'Extend 9..10 to 9..11', edits: [{ newText: '9..11' }] });
  });

  it('a gap at the start is reported at the entry after it; a gap at the end at the one before', () => {
    const r = run(forward([[3, 19, 'structure']]), [rule]);
    expect(codes(r)).toEqual(['hit-chart-gap@forward.hits 3..19:key', 'hit-chart-gap@forward.hits 3..19:key']);
    expect(r.diagnostics[0].message).toContain('no entry for rolls 1-2');
    expect(r.diagnostics[1].message).toContain('no entry for roll 20');
  });

  it('reports an overlap at the later entry with the rolls and the earlier entry', () => {
    const r = run(forward([[1, 10, 'structure'], [9, 12, 'DF'], [13, 20, 'primary']]), [rule]);
    expect(codes(r)).toEqual(['hit-chart-overlap@forward.hits 9..12:key']);
    expect(r.diagnostics[0].message).toBe(
      'In section forward, rolls 9-10 are already covered by `1..10: structure`; each d20 roll belongs to exactly one entry (SSD-2).',
    );
  });

  it('reports ranges outside 1-20 and backwards ranges', () => {
    const r = run(forward([[0, 8, 'structure'], [9, 21, 'structure']]), [rule]);
    expect(codes(r)).toEqual(['hit-chart-range@forward.hits 0..8:key', 'hit-chart-range@forward.hits 9..21:key']);
    const back = run(forward([[1, 10, 'structure'], [20, 11, 'structure']]), [rule]);
    expect(codes(back)).toContain('hit-chart-range@forward.hits 20..11:key');
    expect(back.diagnostics[0].data?.fixes?.[0].edits[0].newText).toBe('11..20');
  });

  it('a misspelt target gets did-you-mean and a fix', () => {
    const r = run(forward([[1, 8, 'structure'], [9, 10, 'DG'], [11, 20, 'strcture']]), [rule]);
    expect(codes(r)).toEqual(['unknown-hit-target@forward.hits 9..10:target', 'unknown-hit-target@forward.hits 11..20:target']);
    expect(r.diagnostics[0].message).toContain('Did you mean `DF`?');
    expect(r.diagnostics[1].data?.fixes?.[0].edits[0].newText).toBe('structure');
  });

  it('a system of another section, named by id, is a valid target (cross-section hit charts)', () => {
    const r = run(forward([[1, 18, 'structure'], [19, 20, 'I1']]), [rule]);
    expect(codes(r)).toEqual([]);
  });

  it('an id that exists nowhere stays an error; a kind only other sections have says to name the id', () => {
    const r = run(forward([[1, 18, 'structure'], [19, 20, 'N9']]), [rule]);
    expect(codes(r)).toEqual(['unknown-hit-target@forward.hits 19..20:target']);
    expect(r.diagnostics[0].message).toContain('no system id of the ship');
    const k = run(forward([[1, 18, 'structure'], [19, 20, 'impulseThruster']]), [rule]);
    expect(codes(k)).toEqual(['unknown-hit-target@forward.hits 19..20:target']);
    expect(k.diagnostics[0].message).toContain('Name the system of the other section by its id (`I1`)');
  });

  it('a section without a chart is fine', () => {
    expect(codes(run(forward([[1, 20, 'structure']]), [rule]))).toEqual([]);
  });
});

describe('SSD-2 cross-section targets reach the compiled ship and the sheet', () => {
  it('routes the hit: the compiled entry names the section, the sheet prints it', async () => {
    const { compileOne } = await import('../../helpers/compile');
    const { hitTarget } = await import('../../../render/b5wars');
    const r = compileOne(`ruleset b5wars
ship S {
  size: light
  warpDelay: 2
  section primary {
    structure: 20
    hits { 1..16: structure  17..18: N1  19..20: primary }
  }
  section aft {
    structure: 10
    nacelle N1 { boxes: 12 }
    hits { 1..20: structure }
  }
}
`);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const primary = r.document.ships[0].sections!.find((s) => s.name === 'primary')!;
    expect(primary.hits).toEqual([
      { from: 1, to: 16, target: 'structure' },
      { from: 17, to: 18, target: 'N1', section: 'aft' },
      { from: 19, to: 20, target: 'primary' },
    ]);
    expect(hitTarget(r.document.ships[0], 'primary', 'N1')).toContain('(aft section)');
  });
});

describe('SSD-2 `section.structure`: another section\'s structure takes the hit', () => {
  const lander = (fore: string, aftStructure = '') => `ruleset b5wars
ship Lander {
  size: light
  section primary {
    structure: 20
    reactor R { boxes: 6 }
    hits { 1..16: structure  17..20: R }
  }
  section fore {
    hits { ${fore} }
  }
  section aft {
    ${aftStructure}
    hits { 1..20: primary.structure }
  }
}
`;
  it('compiles to an entry of the named section, and the sheet says whose structure', async () => {
    const { compileOne } = await import('../../helpers/compile');
    const { hitEntryText } = await import('../../../render/b5wars');
    const r = compileOne(lander('1..12: primary.structure  13..20: R'));
    expect(r.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning')).toEqual([]);
    const ship = r.document.ships[0];
    const fore = ship.sections!.find((s) => s.name === 'fore')!;
    expect(fore.structure).toBeUndefined();
    expect(fore.hits![0]).toEqual({ from: 1, to: 12, target: 'structure', section: 'primary', ofKind: true });
    expect(hitEntryText(ship, 'fore', fore.hits![0])).toBe('Primary structure');
  });

  it('refuses a section with no structure, and `section.structure` among alternatives', async () => {
    const { compileOne } = await import('../../helpers/compile');
    const errs = (text: string) => compileOne(text).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}:${d.rule ?? ''}`);
    const none = compileOne(lander('1..12: aft.structure  13..20: R'));
    const d = none.diagnostics.find((x) => x.code === 'hit-kind-not-in-section')!;
    expect(d.rule).toBe('SSD-2');
    expect(d.message).toContain('Section aft has no structure boxes');
    expect(d.message).toContain('`primary.structure`');
    // Once aft has structure of its own, the entry is sound.
    expect(errs(lander('1..12: aft.structure  13..20: R', 'structure: 8'))).toEqual([]);
    expect(errs(lander('1..12: [R, primary.structure]  13..20: R'))).toContain('hit-alternative-keyword:');
  });
});
