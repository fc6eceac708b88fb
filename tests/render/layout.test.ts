// The layout model's geometry: no two labels intersect, no label sits on a box, an energy point
// or an arc dial, no boxes overlap, everything is on the page, and the type stays readable. For
// every example ship and for hand-built ones far larger than any example.
import { describe, expect, it } from 'vitest';
import { flatten, layoutShip, PAGES } from '../../render/index';
import { trackGeometry } from '../../render/boxes';
import { wrapPhrases, wrapText, textWidth, cells } from '../../render/text';
import { leviathan } from './fixtures';
import { exampleShips, fixtureShips, geometryProblems } from './helpers';

describe('layout: no overlaps', () => {
  const ships = [...exampleShips().map((s) => ({ name: s.ship.name, ship: s.ship })), ...fixtureShips()];
  for (const { name, ship } of ships) {
    for (const page of ['a4', 'letter'] as const) {
      it(`${name} on ${page}`, () => {
        const sheet = layoutShip(ship, { page });
        expect(geometryProblems(sheet)).toEqual([]);
        expect(sheet.width).toBe(PAGES[page].width);
      });
    }
  }

  it('keeps the example sheets readable: no text smaller than 2 mm on paper, scale at least 0.8', () => {
    for (const { ship } of exampleShips()) {
      const sheet = layoutShip(ship);
      expect(sheet.scale, ship.name).toBeGreaterThanOrEqual(0.8);
      for (const f of flatten(sheet.pages.flat())) if (f.item.kind === 'text') expect(f.item.size * sheet.scale, `${ship.name}: ${f.item.text}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('has the labels it measures: every label of the largest example is in the model', () => {
    const largest = [...exampleShips()].sort((a, b) => b.ship.systems.length - a.ship.systems.length)[0].ship;
    const texts = flatten(layoutShip(largest).pages.flat()).filter((f) => f.item.kind === 'text');
    expect(texts.length).toBeGreaterThan(largest.systems.length * 2);
    const labels = texts.filter((f) => f.item.kind === 'text' && f.item.role === 'label');
    expect(labels.length).toBeGreaterThanOrEqual(largest.systems.length);
  });

  it('continues a ship far larger than any example on more pages, never shrunk (full scale, or larger on as many pages)', () => {
    const sheet = layoutShip(leviathan());
    expect(sheet.scale).toBeGreaterThanOrEqual(1);
    expect(sheet.pages.length).toBeGreaterThan(1);
    expect(geometryProblems(sheet)).toEqual([]);
    // Every page carries its footer with the page number; later pages say what they continue.
    sheet.pages.forEach((items, p) => {
      const texts = flatten(items).filter((f) => f.item.kind === 'text');
      const footer = texts.find((f) => f.item.kind === 'text' && f.item.role === 'footer')!;
      expect((footer.item as { text: string }).text).toContain(`page ${p + 1} of ${sheet.pages.length}`);
      if (p > 0) expect(texts.some((f) => f.item.kind === 'text' && f.item.role === 'continued-title')).toBe(true);
    });
  });

  it('never shrinks an absurd ship: 300 boxes a system run on over many pages at full scale', () => {
    const ship = leviathan();
    for (const s of ship.systems) s.boxes = 300;
    const sheet = layoutShip(ship);
    expect(sheet.scale).toBe(1);
    expect(sheet.pages.length).toBeGreaterThan(3);
    expect(geometryProblems(sheet)).toEqual([]);
    // Every box is drawn once, whatever the page it landed on.
    const boxes = flatten(sheet.pages.flat()).filter((f) => f.item.kind === 'box' && f.groups.some((g) => g.some(([k, v]) => k === 'class' && v === 'system')));
    expect(boxes).toHaveLength(ship.systems.length * 300);
  });

  it('wraps long names instead of running off the page', () => {
    const ship = leviathan();
    ship.displayName = 'X'.repeat(300);
    ship.systems[0].label = 'Y'.repeat(200);
    ship.sections![0].name = 'averyveryveryverylongsectionnamethatnobodywouldtypebutsomebodywill';
    const sheet = layoutShip(ship);
    expect(geometryProblems(sheet)).toEqual([]);
  });
});

describe('layout: pieces', () => {
  it('the geometry check finds overlaps when there are some', () => {
    const sheet = layoutShip(leviathan());
    const t = flatten(sheet.pages.flat()).find((f) => f.item.kind === 'text' && f.item.role === 'label')!;
    const copy = { ...sheet, pages: [[...sheet.pages[0], { ...(t.item as Extract<typeof t.item, { kind: 'text' }>), x: t.box.x + 0.5, y: t.box.y + t.box.h * 0.8 }], ...sheet.pages.slice(1)] };
    expect(geometryProblems(copy).some((p) => p.includes('overlaps'))).toBe(true);
    const off = { ...sheet, pages: [[...sheet.pages[0], { kind: 'box' as const, x: -5, y: 10, size: 2.8 }]] };
    expect(geometryProblems(off).some((p) => p.startsWith('off the page'))).toBe(true);
  });

  it('wraps box tracks in groups of five', () => {
    const g = trackGeometry(24, 60, 2.8, 0.6);
    expect(g.perRow % 5).toBe(0);
    expect(g.rows).toBe(Math.ceil(24 / g.perRow));
    expect(g.width).toBeLessThanOrEqual(60);
    expect(trackGeometry(3, 60, 2.8, 0.6).perRow).toBe(3);
    expect(trackGeometry(0, 60, 2.8, 0.6).height).toBe(0);
  });

  it('measures and wraps text on a fixed-width estimate', () => {
    expect(textWidth('abcd', 2.5)).toBeCloseTo(6);
    expect(cells('日本')).toBe(4);
    expect(cells('e\u0301')).toBe(1);
    for (const line of wrapText('the quick brown fox jumps over the lazy dog', 2.5, 20)) expect(textWidth(line, 2.5)).toBeLessThanOrEqual(20);
    expect(wrapText('x'.repeat(50), 2.5, 15).every((l) => textWidth(l, 2.5) <= 15)).toBe(true);
    expect(wrapText('x'.repeat(50), 2.5, 15).join('')).toBe('x'.repeat(50));
    expect(wrapPhrases(['value 8', 'power 4', 'armor 3'], ' · ', 2, 200)).toEqual(['value 8 · power 4 · armor 3']);
    expect(wrapPhrases(['value 8', 'power 4', 'armor 3'], ' · ', 2, 22)).toEqual(['value 8 · power 4', 'armor 3']);
  });
});
