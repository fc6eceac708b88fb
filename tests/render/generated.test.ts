// Layout invariants on generated ships of every size (tests/render/generated.ts): nothing
// overlaps and nothing leaves the page on A4 or Letter; a one-page sheet is drawn at 91 % or more,
// and a ship that does not fit one page goes on at full scale; the SVG read back has every box and
// every arc of the ship.
import { describe, expect, it } from 'vitest';
import { layoutShip, renderShipSvg } from '../../render/index';
import { generatedShips } from './generated';
import { geometryProblems } from './helpers';
import { checkStructure } from './structure';

describe('layout of generated ships of every size', () => {
  for (const { name, ship } of generatedShips()) {
    it(`${name}: no overlaps, on the page, full scale, boxes and arcs read back`, () => {
      for (const page of ['a4', 'letter'] as const) {
        const sheet = layoutShip(ship, { page });
        expect(geometryProblems(sheet), page).toEqual([]);
        expect(sheet.scale).toBeGreaterThanOrEqual(sheet.pages.length === 1 ? 0.91 : 1);
        checkStructure(ship, renderShipSvg(ship, { page }));
      }
    });
  }

  it('covers one-page and many-page ships', () => {
    const pages = generatedShips().map(({ ship }) => layoutShip(ship).pages.length);
    expect(Math.min(...pages)).toBe(1);
    expect(Math.max(...pages)).toBeGreaterThan(2);
  });
});
