// The hit-location table of a ship whose projections state arcs off their size layout
// (the Andorian Kumari, shielded port and starboard; the Chimesh, three 120-degree projections):
// the section a shot hits follows the section arcs, the projection that absorbs follows the stated
// projection arcs, and the sheet cuts the table wherever either changes. A ship on its size layout
// keeps the three-column table.
import { describe, expect, it } from 'vitest';
import * as path from 'node:path';
import { compileFiles } from '../../compiler/index';
import type { CompiledShip } from '../../compiler/types';
import { hitAndShieldLocations, hitLocations, projectionsOffLayout } from '../../render/hit-location';
import { renderShipSvg } from '../../render/index';
import { createGame } from '../../runtime/core/game';
import { ROOT } from '../helpers/compile';
import { ok } from '../runtime/fixtures';
import { checkStructure } from './structure';

function example(file: string): CompiledShip {
  const r = compileFiles([{ path: path.join(ROOT, 'examples', file) }], { root: ROOT });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.document.ships[0];
}

const rowsText = (ship: CompiledShip) => hitAndShieldLocations(ship).map((r) => `${r.facing} ${r.arc.join('..')} ${r.section} ${r.projection}`);

describe('hit location with stated projection arcs', () => {
  it('Kumari (port 180..0, starboard 0..180): sections by quadrant, projections by their halves', () => {
    const ship = example('trek-andorian-kumari.ship');
    expect(projectionsOffLayout(ship)).toBe(true);
    expect(rowsText(ship)).toEqual([
      'fore 0..45 primary starboard',
      'starboard 45..135 starboard starboard',
      'aft 135..180 primary starboard',
      'aft 180..225 primary port',
      'port 225..315 port port',
      'fore 315..0 primary port',
    ]);
    const svg = renderShipSvg(ship);
    checkStructure(ship, svg);
    const table = svg.slice(svg.indexOf('data-table="hit-location"'), svg.indexOf('data-panel', svg.indexOf('data-table="hit-location"')));
    expect(table).toContain('>Projection<');
    expect([...table.matchAll(/data-projection="([^"]+)"/g)].map((m) => m[1])).toEqual(['starboard', 'starboard', 'starboard', 'port', 'port', 'port']);
  });

  it('the rows are what play does: hitByChart by bearing finds the section, damage by bearing the projection', () => {
    const ship = example('trek-andorian-kumari.ship');
    const g = createGame({ ships: { k: ship } });
    for (const row of hitAndShieldLocations(ship)) {
      const bearing = (row.arc[0] + (((row.arc[1] - row.arc[0] + 360) % 360) || 360) / 2) % 360;
      expect(ok(g.apply({ type: 'damage', ship: 'k', bearing, amount: 0 })).projection).toBe(row.projection);
      expect(hitLocations(ship).find((h) => h.facing === row.facing)!.section).toBe(row.section);
    }
  });

  it('Chimesh (three 120-degree projections): every cut of either kind of arc is a row', () => {
    const ship = example('trek-andorian-chimesh.ship');
    expect(projectionsOffLayout(ship)).toBe(true);
    const rows = hitAndShieldLocations(ship);
    // The rows cover the circle once, and each names exactly one projection.
    expect(rows.reduce((n, r) => n + (((r.arc[1] - r.arc[0] + 360) % 360) || 360), 0)).toBe(360);
    expect(rows.every((r) => ['fore', 'starboard', 'port'].includes(r.projection))).toBe(true);
    expect(new Set(rows.map((r) => r.projection))).toEqual(new Set(['fore', 'starboard', 'port']));
  });

  it('a ship on its size layout keeps the three-column table', () => {
    const ship = example('trek-constitution.ship');
    expect(projectionsOffLayout(ship)).toBe(false);
    const svg = renderShipSvg(ship);
    const table = svg.slice(svg.indexOf('data-table="hit-location"'), svg.indexOf('data-panel', svg.indexOf('data-table="hit-location"')));
    expect(table).not.toContain('Projection');
  });

  it('a light ship off its layout: one section, every projection a row', () => {
    const ship: CompiledShip = {
      name: 'L',
      ruleset: 'b5wars',
      size: 'light',
      systems: [],
      rules: {},
      derived: {},
      projections: [
        { name: 'fore', arc: [270, 90], rating: 5 },
        { name: 'aft', arc: [90, 270], rating: 5 },
      ],
      sections: [{ name: 'primary' }],
    };
    expect(projectionsOffLayout(ship)).toBe(true);
    // read from the bow: the row across it first
    expect(rowsText(ship)).toEqual(['every facing 270..90 primary fore', 'every facing 90..270 primary aft']);
  });
});
