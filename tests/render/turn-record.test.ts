// The turn record of a b5wars sheet: speed, thrust used, power used and EW, a place per turn to
// fill in during play, drawn in the paper the sheet leaves free with as many turns as fit there —
// never at the cost of a page.
import { describe, expect, it } from 'vitest';
import { flatten, layoutShip } from '../../render/index';
import { MIN_TURNS } from '../../render/turn-record';
import { leviathan } from './fixtures';
import { exampleShips, geometryProblems } from './helpers';

const byName = (name: string) => exampleShips().find((e) => e.ship.name === name)!.ship;

function record(name: string, page: 'a4' | 'letter' = 'a4') {
  const sheet = layoutShip(byName(name), { page });
  const flat = flatten(sheet.pages.flat());
  const inRecord = flat.filter((f) => f.groups.some((g) => g.some(([k, v]) => k === 'data-panel' && v === 'turn-record')));
  const turnsAttr = inRecord.flatMap((f) => f.groups.flat()).find(([k]) => k === 'data-turns');
  return { sheet, flat, inRecord, turns: turnsAttr ? Number(turnsAttr[1]) : 0 };
}

describe('turn record (b5wars sheets)', () => {
  it('the Sarajevo gets a strip across the page: a column per turn, rows for speed, thrust, power and EW', () => {
    const { sheet, flat, inRecord, turns } = record('Sarajevo');
    expect(sheet.pages).toHaveLength(1);
    expect(turns).toBeGreaterThanOrEqual(MIN_TURNS);
    const texts = inRecord.flatMap((f) => (f.item.kind === 'text' ? [f.item.text] : []));
    expect(texts.slice(0, 2)).toEqual(['Turn record', 'Turn']);
    expect(texts).toEqual(expect.arrayContaining(['Speed', 'Thrust of 9', 'Power of 12', 'EW']));
    expect(texts.filter((t) => /^\d+$/.test(t))).toEqual(Array.from({ length: turns }, (_, i) => String(i + 1)));
    // Under everything else on the page, inside it.
    const top = Math.min(...inRecord.map((f) => f.box.y));
    const others = flat.filter((f) => !inRecord.includes(f) && !(f.item.kind === 'text' && f.item.role === 'footer'));
    expect(Math.max(...others.map((f) => f.box.y + f.box.h))).toBeLessThanOrEqual(top);
    expect(geometryProblems(sheet)).toEqual([]);
  });

  it('counts the turns to the free paper: down a column of a long sheet, a row per turn', () => {
    // The made-up Leviathan on A4 ends its last page with one column shorter than the others.
    const sheet = layoutShip(leviathan(), { page: 'a4' });
    const flat = flatten(sheet.pages[sheet.pages.length - 1]);
    const attrs = flat.filter((f) => f.groups.some((g) => g.some(([k, v]) => k === 'data-panel' && v === 'turn-record'))).flatMap((f) => f.groups.flat());
    const turns = Number(attrs.find(([k]) => k === 'data-turns')![1]);
    expect(turns).toBeGreaterThanOrEqual(MIN_TURNS);
    const rows = new Set(attrs.filter(([k]) => k === 'data-turn').map(([, v]) => v));
    expect([...rows]).toEqual(Array.from({ length: turns }, (_, i) => String(i + 1)));
    // The rows run down to the page's foot, no further: one more would not fit.
    const bottom = Math.max(...flat.filter((f) => f.groups.some((g) => g.some(([k, v]) => k === 'data-panel' && v === 'turn-record'))).map((f) => f.box.y + f.box.h));
    const contentBottom = sheet.height / sheet.scale - 8 - (1.5 + 2.2);
    expect(bottom).toBeLessThanOrEqual(contentBottom + 1e-6);
    expect(bottom + 5).toBeGreaterThan(contentBottom);
    expect(geometryProblems(sheet)).toEqual([]);
  });

  it('never costs a page: a sheet with no paper to spare has none, and the page counts stay as they were', () => {
    for (const name of ['KlingonD7', 'KlingonD5']) {
      const { sheet, turns } = record(name);
      expect(sheet.pages, name).toHaveLength(1);
      expect(turns, name).toBe(0);
    }
  });

  it('is a b5wars record: sfb sheets have none', () => {
    for (const { ship } of exampleShips().filter((e) => e.ship.ruleset === 'sfb')) expect(record(String(ship.name)).turns).toBe(0);
  });
});
