// The sheet of a ship with six outer sections facing their own arcs: the hit-location
// table lists each section with its arc, and a cross-section hit-chart entry says where it goes.
import { describe, expect, it } from 'vitest';
import { renderShipSvg } from '../../render/index';
import { hitLocations } from '../../render/hit-location';
import { compileOne } from '../helpers/compile';
import { sixSections } from '../helpers/six-sections';

describe('sheet: six sections facing their own arcs', () => {
  it('the hit-location table has one row per section, with its arc', () => {
    const r = compileOne(sixSections());
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const ship = r.document.ships[0];
    expect(hitLocations(ship).map((h) => `${h.section} ${h.arc.join('..')}`)).toEqual([
      'fore 330..30',
      'foreStarboard 30..90',
      'aftStarboard 90..150',
      'aft 150..210',
      'aftPort 210..270',
      'forePort 270..330',
    ]);
    const svg = renderShipSvg(ship);
    const table = svg.slice(svg.indexOf('data-table="hit-location"'));
    for (const name of ['fore', 'foreStarboard', 'aftStarboard', 'aft', 'aftPort', 'forePort']) expect(table).toContain(`data-section="${name}"`);
    expect(table).toContain('270..330');
  });
});
