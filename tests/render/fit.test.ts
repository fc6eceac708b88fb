// Sheets that fit: the example ships laid out to one A4 or Letter page wherever they can be (at
// 91 % at the least, where the small type is still 2 mm on paper), the page count read back out
// of the PDF; a sheet that needs more pages has every page at least half used, measured from the
// layout; several flights share a page.
import { describe, expect, it } from 'vitest';
import { compileText } from '../../compiler/index';
import { flatten, layoutShip, PAGES } from '../../render/index';
import { layoutFlight, layoutFlights } from '../../render/flight';
import { itemBox, type Item } from '../../render/model';
import { renderFleetPdf, renderShipPdf } from '../../render/pdf';
import { STYLE } from '../../render/style';
import { SHUTTLEPOD } from '../helpers/flight-ship';
import { exampleShips, geometryProblems } from './helpers';
import { readPdf } from './pdf-text';

/**
 * The share of the example ships that must fit one page: at least 90 %. 24 of the 26 do on both
 * sizes (the Guramba and the D'Kyr take two pages).
 */
const ONE_PAGE_SHARE = 0.9;

/** How far down its content area a page is used: the lowest mark but the footer, as a share of the height. */
function usedHeight(items: Item[], page: { height: number }, scale: number): number {
  const content = page.height / scale - 2 * STYLE.margin;
  const bottoms = items.filter((i) => !(i.kind === 'text' && i.role === 'footer')).map((i) => itemBox(i)!);
  return (Math.max(...bottoms.map((b) => b.y + b.h)) - STYLE.margin) / content;
}

/** The share of its content area that a page's panels cover (the header counted). */
function usedArea(items: Item[], page: { width: number; height: number }, scale: number): number {
  const w = page.width / scale - 2 * STYLE.margin;
  const h = page.height / scale - 2 * STYLE.margin;
  const area = items.filter((i) => i.kind === 'group').reduce((a, i) => a + itemBox(i)!.w * itemBox(i)!.h, 0);
  return area / (w * h);
}

describe('sheets that fit', () => {
  for (const size of ['a4', 'letter'] as const) {
    it(`at least ${Math.round(ONE_PAGE_SHARE * 100)} % of the example ships take one ${size} page, read back from the PDF`, async () => {
      const ships = exampleShips().map((e) => e.ship);
      const counts: Record<string, number> = {};
      for (const ship of ships) {
        const doc = readPdf(await renderShipPdf(ship, { page: size }));
        expect(doc.pages.length, String(ship.name)).toBe(layoutShip(ship, { page: size }).pages.length);
        counts[String(ship.name)] = doc.pages.length;
      }
      const one = Object.values(counts).filter((n) => n === 1).length;
      expect(one / ships.length, JSON.stringify(counts)).toBeGreaterThanOrEqual(ONE_PAGE_SHARE);
      // The whole fleet is one document of as many pages.
      const fleet = readPdf(await renderFleetPdf(ships, { page: size }));
      expect(fleet.pages).toHaveLength(Object.values(counts).reduce((a, n) => a + n, 0));
    }, 120_000);

    it(`a one-page ${size} sheet keeps its type at 2 mm or more; a longer one has no page under half used`, () => {
      for (const { ship } of exampleShips()) {
        const sheet = layoutShip(ship, { page: size });
        const page = PAGES[size];
        if (sheet.pages.length === 1) {
          expect(sheet.scale, String(ship.name)).toBeGreaterThanOrEqual(0.91);
          for (const f of flatten(sheet.pages[0])) if (f.item.kind === 'text') expect(f.item.size * sheet.scale, `${ship.name}: ${f.item.text}`).toBeGreaterThanOrEqual(2 - 1e-9);
          continue;
        }
        expect(sheet.scale, `${ship.name} continues at full scale or larger`).toBeGreaterThanOrEqual(1);
        sheet.pages.forEach((items, p) => {
          expect(usedHeight(items, page, sheet.scale), `${ship.name} page ${p + 1} height`).toBeGreaterThanOrEqual(0.5);
          expect(usedArea(items, page, sheet.scale), `${ship.name} page ${p + 1} area`).toBeGreaterThanOrEqual(0.5);
        });
      }
    });
  }

  it('balances a one-page sheet: its columns end within a panel row of each other', () => {
    const sheet = layoutShip(exampleShips().find((e) => e.ship.name === 'Sarajevo')!.ship);
    const groups = sheet.pages[0].filter((i) => i.kind === 'group').slice(1);
    const bottoms = new Map<number, number>();
    for (const g of groups) {
      const b = itemBox(g)!;
      const col = Math.round(b.x);
      // The page-wide weapon table spans every column: only column panels count.
      if (b.w > sheet.width / 2) continue;
      bottoms.set(col, Math.max(bottoms.get(col) ?? 0, b.y + b.h));
    }
    const ends = [...bottoms.values()];
    expect(ends.length).toBe(sheet.columns);
    expect(Math.max(...ends) - Math.min(...ends)).toBeLessThan(25);
  });

  it('several flights share a page, one under another, without overlaps', async () => {
    const three = ['A', 'B', 'C'].map((n) => SHUTTLEPOD.replace('flight NXShuttlepod', `flight Pods${n}`).replace('"Shuttlepod Flight"', `"Pods ${n}"`)).join('\n');
    const flights = compileText(`ruleset b5wars\n${three}`, 'pods.ship').document.flights!;
    expect(flights).toHaveLength(3);
    const sheets = layoutFlights(flights);
    expect(sheets.length).toBeLessThan(flights.length);
    for (const s of sheets) expect(geometryProblems(s)).toEqual([]);
    const texts = sheets.flatMap((s) => flatten(s.pages[0])).flatMap((f) => (f.item.kind === 'text' ? [f.item.text] : []));
    for (const n of ['Pods A', 'Pods B', 'Pods C']) expect(texts.filter((t) => t === n)).toHaveLength(1);
    // The PDF has as many pages as the shared sheets, every flight's title in it.
    const doc = readPdf(await renderFleetPdf([], {}, flights));
    expect(doc.pages).toHaveLength(sheets.length);
    expect(doc.pages.flatMap((p) => p.runs).filter((r) => r.startsWith('Pods '))).toEqual(['Pods A', 'Pods B', 'Pods C']);
    // One flight alone is the same page as its own sheet.
    expect(layoutFlights(flights.slice(0, 1))[0].pages).toEqual(layoutFlight(flights[0]).pages);
  });
});
