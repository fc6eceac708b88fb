// The fleet checks (compiler/fleets/rules/): the budget, limited deployment, hangar space and
// rarity, each with its numbers, on `.ship` fleets naming ships of the file and of an import.
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../../compiler/index';
import { compileMemory, compileOne } from '../../helpers/compile';
import { FLIGHT } from './flight';

const ship = (name: string, props: string, hangar = '') => `ship ${name} {
  size: light
  ${props}
  section primary {
    structure: 20
    ${hangar}
    hits { 1..20: structure }
  }
}
`;


const fleetFile = (fleet: string) =>
  `ruleset b5wars\n${ship('Excelsior', 'points: 850  limited: 33  rarity: rare')}${ship('Miranda', 'points: 410  rarity: uncommon')}${ship('Oberth', 'points: 200')}${ship('Carrier', 'points: 600', 'hangar H { boxes: 4  fighters: 6 }')}${FLIGHT}${fleet}`;

const errors = (r: ReturnType<typeof compileOne>) => r.diagnostics.filter((d) => d.severity !== 'info');
const of = (r: ReturnType<typeof compileOne>, code: string) => r.diagnostics.filter((d) => d.code === code);

describe('fleets: the budget (FLEET-1)', () => {
  it('FLEET-1: a fleet within its budget is clean and compiles its total and what is left', () => {
    const r = compileOne(fleetFile('fleet Patrol {\n  budget: 3700\n  ships { Excelsior: 1  Miranda: 2  Oberth: 10 }\n}\n'));
    expect(errors(r)).toEqual([]);
    const f = r.document.fleets![0];
    expect(f).toMatchObject({ name: 'Patrol', budget: 3700, total: 850 + 820 + 2000, left: 3700 - 3670 });
    expect(f.ships).toEqual([
      { ship: 'Excelsior', count: 1, points: 850, limited: 33, rarity: 'rare' },
      { ship: 'Miranda', count: 2, points: 410, rarity: 'uncommon' },
      { ship: 'Oberth', count: 10, points: 200 },
    ]);
  });

  it('FLEET-1: over budget gives the arithmetic, on the budget value', () => {
    const text = fleetFile('fleet Patrol {\n  budget: 3000\n  ships { Excelsior: 3  Miranda: 2 }\n}\n');
    const r = compileOne(text);
    const [d] = of(r, 'fleet-over-budget');
    expect(d.rule).toBe('FLEET-1');
    expect(d.message).toContain('3 Excelsiors x 850 + 2 Mirandas x 410 = 3,370 of 3,000');
    expect(d.message).toContain('370 points over');
    expect(text.slice(d.span.start, d.span.end)).toBe('3000');
  });

  it('FLEET-1: flights count their craft times their points per craft', () => {
    const r = compileOne(fleetFile('fleet Wing {\n  budget: 900\n  ships { Carrier: 1 }\n  flights { Starfury: 12 }\n}\n'));
    const [d] = of(r, 'fleet-over-budget');
    expect(d.message).toContain('1 Carrier x 600 + 12 Starfury craft x 30 = 960 of 900');
  });

  it('FLEET-1: a ship without points is reported on its entry, and no total is claimed', () => {
    const text = `ruleset b5wars\n${ship('Bare', '')}fleet F {\n  budget: 100\n  ships { Bare: 2 }\n}\n`;
    const r = compileOne(text);
    const [d] = of(r, 'fleet-points-missing');
    expect(d.rule).toBe('FLEET-1');
    expect(text.slice(d.span.start, d.span.end)).toBe('Bare');
    expect(of(r, 'fleet-over-budget')).toEqual([]);
    expect(r.document.fleets![0].total).toBeUndefined();
  });
});

describe('fleets: limited deployment (FLEET-2)', () => {
  it('FLEET-2: 33% ships over a third of the total points are an error with the sum', () => {
    // 2 x 850 = 1,700 of 1,700 + 200 = 1,900: 89%, over 33% (at most 627).
    const r = compileOne(fleetFile('fleet F {\n  ships { Excelsior: 2  Oberth: 1 }\n}\n'));
    const [d] = of(r, 'fleet-limited-over');
    expect(d.rule).toBe('FLEET-2');
    expect(d.message).toContain("Limited deployment 33%: 2 Excelsiors x 850 = 1,700 of the fleet's 1,900 points is more than 33% (at most 627)");
  });

  it('FLEET-2: the limit is exact, without rounding: 850 of 2,576 passes, 850 of 2,575 does not', () => {
    const zero = compileOne(fleetFile('fleet F {\n  ships { Excelsior: 1  Oberth: 8  Miranda: 0 }\n}\n'));
    expect(of(zero, 'out-of-range')).toHaveLength(1); // a count of 0 is refused
    const clean = compileOne(`ruleset b5wars\n${ship('Excelsior', 'points: 850  limited: 33')}${ship('Filler', 'points: 1726')}fleet F {\n  ships { Excelsior: 1  Filler: 1 }\n}\n`);
    expect(of(clean, 'fleet-limited-over')).toEqual([]); // 85,000 <= 33 x 2,576 = 85,008
    const tight = compileOne(`ruleset b5wars\n${ship('Excelsior', 'points: 850  limited: 33')}${ship('Filler', 'points: 1725')}fleet F {\n  ships { Excelsior: 1  Filler: 1 }\n}\n`);
    expect(of(tight, 'fleet-limited-over')).toHaveLength(1); // 85,000 > 33 x 2,575 = 84,975
  });

  it('FLEET-2: each limit is checked on its own; allow turns the finding into information', () => {
    const src = `ruleset b5wars\n${ship('Scout', 'points: 100  limited: 10')}${ship('Line', 'points: 800')}fleet F {\n  ships { Scout: 2  Line: 1 }\n  allow FLEET-2 "tournament house rule"\n}\n`;
    const r = compileOne(src);
    const [d] = of(r, 'fleet-limited-over');
    expect(d.message).toContain('Limited deployment 10%: 2 Scouts x 100 = 200');
    expect(d.severity).toBe('info');
    expect(errors(r)).toEqual([]);
  });
});

describe('fleets: hangar space (FLEET-3)', () => {
  it('FLEET-3: more craft than hangar room is an error giving both sums', () => {
    const text = fleetFile('fleet Wing {\n  ships { Carrier: 2 }\n  flights { Starfury: 14 }\n}\n');
    const r = compileOne(text);
    const [d] = of(r, 'fleet-hangar-short');
    expect(d.rule).toBe('FLEET-3');
    expect(d.message).toContain('brings 14 Starfury craft, but its hangars hold 2 Carriers x 6 = 12');
    expect(text.slice(d.span.start, d.span.end)).toBe('flights');
    expect(of(compileOne(fleetFile('fleet Wing {\n  ships { Carrier: 2 }\n  flights { Starfury: 12 }\n}\n')), 'fleet-hangar-short')).toEqual([]);
  });

  it("FLEET-3: a ship's complement (no hangar) counts as room, as a hangar's fighters do", () => {
    const helix = ship('Helix', 'points: 900  complement: 72');
    const text = (n: number) => fleetFile(`${helix}fleet Swarm {\n  ships { Helix: 1  Carrier: 1 }\n  flights { Starfury: ${n} }\n}\n`);
    expect(of(compileOne(text(78)), 'fleet-hangar-short')).toEqual([]);
    const [d] = of(compileOne(text(79)), 'fleet-hangar-short');
    expect(d.message).toContain('brings 79 Starfury craft, but its hangars hold 1 Helix x 72 + 1 Carrier x 6 = 78');
  });

  it('FLEET-3: flights with no carrier at all say so', () => {
    const [d] = of(compileOne(fleetFile('fleet Wing {\n  ships { Oberth: 1 }\n  flights { Starfury: 6 }\n}\n')), 'fleet-hangar-short');
    expect(d.message).toContain('none of its ships has a hangar');
  });
});

describe('fleets: rarity (FLEET-4)', () => {
  it('FLEET-4: variants that are not common are listed as information, never an error', () => {
    const r = compileOne(fleetFile('fleet F {\n  ships { Excelsior: 1  Miranda: 2  Oberth: 6 }\n}\n'));
    const [d] = of(r, 'fleet-rarity');
    expect(d).toMatchObject({ severity: 'info', rule: 'FLEET-4' });
    expect(d.message).toContain('1 Excelsior (rare), 2 Mirandas (uncommon)');
  });
});

describe('fleets: names and mistakes', () => {
  it('names ships of an imported file, and puts them in the document', () => {
    const r = compileMemory({
      'fleet.ship': 'ruleset b5wars\nimport "ships.ship"\nfleet F {\n  budget: 1000\n  ships { Oberth: 2 }\n}\n',
      'ships.ship': `ruleset b5wars\n${ship('Oberth', 'points: 200')}`,
    });
    expect(errors(r)).toEqual([]);
    expect(r.document.fleets![0]).toMatchObject({ total: 400, left: 600 });
    expect(r.document.ships.map((s) => s.name)).toEqual(['Oberth']);
  });

  it('reports an unknown ship with a suggestion, a bad count and an unknown property, all at once', () => {
    const text = fleetFile('fleet F {\n  budjet: 10\n  ships { Mirenda: 2  Oberth: two }\n}\n');
    const r = compileOne(text);
    const codes = errors(r).map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
    expect(codes).toEqual([
      ['unknown-property', 'budjet'],
      ['unknown-ship', 'Mirenda'],
      ['wrong-type', 'two'],
    ]);
    expect(errors(r)[1].message).toContain("Did you mean 'Miranda'?");
    // An entry that failed leaves the totals alone: no budget or limit finding repeats it.
    expect(r.diagnostics.filter((d) => d.rule === 'FLEET-1' || d.rule === 'FLEET-2')).toEqual([]);
  });

  it('`drydock check` (diagnostics only, syntax released) reports what a whole compile does for a fleet file', () => {
    const text = fleetFile('fleet F {\n  budget: 1000\n  ships { Excelsior: 2  Oberth: 1 }\n}\n');
    const host = { readFile: (f: string) => (f === '/virtual/f.ship' ? text : undefined) };
    const whole = compileFiles([{ path: '/virtual/f.ship' }], { host, root: '/virtual' }).diagnostics;
    const checked = compileFiles([{ path: '/virtual/f.ship' }], { host, root: '/virtual', diagnosticsOnly: true, releaseSyntax: true }).diagnostics;
    expect(checked).toEqual(whole);
    expect(checked.map((d) => d.code)).toEqual(expect.arrayContaining(['fleet-over-budget', 'fleet-limited-over', 'fleet-rarity']));
  });
});
