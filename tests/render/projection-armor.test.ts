// The sheet of a ship whose projections state armor and a per-hit cap (ST-SH-13): the projection
// table gets Armor and Per hit columns; a ship without them keeps its three columns.
import { describe, expect, it } from 'vitest';
import { renderShipSvg } from '../../render/index';
import { compileOne } from '../helpers/compile';
import { checkStructure } from './structure';

const ship = (shields: string) =>
  compileOne(`ruleset b5wars
ship K {
  size: medium
  shields { ${shields} }
  section primary { structure: 30  shieldGenerator SG { boxes: 4 }  deflector D { arc: all  value: 3  power: 2 }  hits { 1..20: structure } }
}
`).document.ships[0];

const projectionTable = (svg: string) => {
  const start = svg.indexOf('data-table="projections"');
  return svg.slice(start, svg.indexOf('data-table="deflectors"', start));
};

describe('sheet: projection armor and per-hit cap', () => {
  it('shows Armor and Per hit columns with each projection\'s figures, — (explained) where one has none', () => {
    const s = ship('fore { rating: 15  armor: 2  perHit: 5 }  aft { rating: 12  armor: 1 }');
    const svg = renderShipSvg(s);
    checkStructure(s, svg);
    const table = projectionTable(svg);
    expect(table).toContain('>Armor<');
    expect(table).toContain('>Per hit<');
    const cells = [...table.matchAll(/>([^<>]+)</g)].map((m) => m[1]);
    expect(cells).toEqual(expect.arrayContaining(['fore', '15', '2', '5', 'aft', '12', '1', '—']));
    expect(svg).toContain('—: that projection has none');
    // The box track's title gives the rating; its armor and limit are the table's.
    const titles = [...svg.matchAll(/data-role="kind"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(titles).toEqual(expect.arrayContaining(['rating 15', 'rating 12']));
  });

  it('a ship without them keeps the three columns', () => {
    const table = projectionTable(renderShipSvg(ship('fore: 15  aft: 12')));
    expect(table).not.toContain('Armor');
    expect(table).not.toContain('Per hit');
  });
});
