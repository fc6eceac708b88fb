// Ship-level statistics real sheets carry (defense ratings, special abilities),
// hangars with the craft they hold, a tractor beam's arc, and outer sections facing their own arc.
import { describe, expect, it } from 'vitest';
import { compileOne } from '../helpers/compile';
import { shipToJson } from '../../compiler/convert/to-json';
import { writeShipSource } from '../../compiler/convert/to-ship';

const hex = (extra = '') => `ruleset b5wars
ship Hex {
  size: large
  forwardDefense: 15
  sideDefense: 17
  specialAbilities: ["ELINT sensors", "Agile ship"]
  section fore { structure: 10  arc: 330..30  hits { 1..20: structure } }
  section foreStarboard { structure: 10  arc: 30..90  hits { 1..20: structure } }
  section aftStarboard { structure: 10  arc: 90..150  hits { 1..20: structure } }
  section aft { structure: 10  arc: 150..210  hits { 1..20: structure } }
  section aftPort { structure: 10  arc: 210..270  hits { 1..20: structure } }
  section forePort { structure: 10  arc: 270..330  hits { 1..20: structure } }
  section primary {
    structure: 20
    sensors S { rating: 6  elint: true }
    hangar H { fighters: 2  craft: "Type-7 shuttles" }
    tractorBeam TB { arc: 180..0 }
    hits { 1..20: structure }
  }
  ${extra}
}
`;

describe('ship statistics, hangars, tractor arcs and section arcs', () => {
  it('compile as written', () => {
    const r = compileOne(hex());
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const ship = r.document.ships[0];
    expect(ship).toMatchObject({ forwardDefense: 15, sideDefense: 17, specialAbilities: ['ELINT sensors', 'Agile ship'] });
    expect(ship.sections!.filter((s) => s.arc).map((s) => [s.name, s.arc])).toEqual([
      ['fore', [330, 30]],
      ['foreStarboard', [30, 90]],
      ['aftStarboard', [90, 150]],
      ['aft', [150, 210]],
      ['aftPort', [210, 270]],
      ['forePort', [270, 330]],
    ]);
    const sys = Object.fromEntries(ship.systems.map((s) => [s.id, s]));
    expect(sys.S).toMatchObject({ elint: true, rating: 6 });
    expect(sys.H).toMatchObject({ fighters: 2, craft: 'Type-7 shuttles' });
    expect(sys.TB).toMatchObject({ arc: [180, 0] });
  });

  it('are checked: wrong types and unknown names are errors', () => {
    const codes = (t: string) => compileOne(t).diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
    expect(codes(hex().replace('forwardDefense: 15', 'forwardDefense: "high"'))).toEqual(['wrong-type']);
    expect(codes(hex().replace('specialAbilities: ["ELINT sensors", "Agile ship"]', 'specialAbilities: [ELINT]'))).toEqual(['wrong-type']);
    expect(codes(hex().replace('arc: 30..90', 'arc: 30..400'))).toContain('arc-out-of-range');
    expect(codes(hex().replace('fighters: 2', 'fighters: -1'))).toEqual(['out-of-range']);
  });

  it('survive convert both ways', () => {
    const r = compileOne(hex());
    const json = shipToJson(r.models[0]);
    const text = writeShipSource({ format: 'drydock/1', ships: [json] }).text;
    const again = compileOne(text);
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const { source: _a, ...x } = again.document.ships[0];
    const { source: _b, ...y } = r.document.ships[0];
    void _a;
    void _b;
    expect(x).toEqual(y);
  });
});
