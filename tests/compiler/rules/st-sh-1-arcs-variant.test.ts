// A variant inherits its base's stated projection arcs with the ratings (what an
// `allow` accepts is never dropped). It used to fall back to the arc the name gives.
import { describe, expect, it } from 'vitest';
import { compileOne } from '../../helpers/compile';

const SRC = `ruleset b5wars
ship M {
  size: medium
  power: 4
  shields {
    port { rating: 15  arc: 190..350 }
    starboard { rating: 15  arc: 0..180 }
  }
  allow ST-SH-1 "port and starboard projections as printed"
  section primary {
    structure: 20
    deflector DP { arc: 180..0  value: 4  power: 2 }
    deflector DS { arc: 0..180  value: 4  power: 2 }
    hits { 1..20: structure }
  }
}
ship M2 extends M { points: 5 }
ship M3 extends M {
  shields { starboard { rating: 20  arc: 10..170 } }
}
`;

describe('stated projection arcs in variants', () => {
  it('are inherited as written; a variant may restate one and keeps the others', () => {
    const r = compileOne(SRC);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const proj = (name: string) => Object.fromEntries(r.document.ships.find((s) => s.name === name)!.projections!.map((p) => [p.name, [p.arc, p.rating]]));
    expect(proj('M')).toEqual({ port: [[190, 350], 15], starboard: [[0, 180], 15] });
    expect(proj('M2')).toEqual({ port: [[190, 350], 15], starboard: [[0, 180], 15] });
    expect(proj('M3')).toEqual({ port: [[190, 350], 15], starboard: [[10, 170], 20] });
  });
});
