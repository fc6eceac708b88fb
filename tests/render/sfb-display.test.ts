// The Star Fleet Battles sheet laid out as an SSD: the six shields around the hull in their
// places, the systems as box groups inside it with every figure the rows carry, one page on A4
// and on Letter for the Vudar and High Guard examples (read back from the PDF), and the Energy
// Allocation form with the lines each ship needs and as many turns as the free paper holds.
import { describe, expect, it } from 'vitest';
import type { CompiledShip } from '../../compiler/types';
import { flatten, layoutShip, renderShipSvg, type BBox, type Sheet } from '../../render/index';
import { detailPhrases, numberText, systemLabel, systemTitle } from '../../render/describe';
import { EA_MAX_TURNS, EA_MIN_TURNS, bandTurns, energyAllocation, turnsThatFit } from '../../render/energy-allocation';
import { renderShipPdf } from '../../render/pdf';
import { STYLE } from '../../render/style';
import { sfbShip } from './generated';
import { exampleShips, geometryProblems } from './helpers';
import { readPdf } from './pdf-text';
import { checkStructure } from './structure';
import { descendants, find, parseXml, textOf, type XmlElement } from './xml';

const SFB = ['VudarDW', 'VudarCW', 'HighGuardCZ', 'HighGuardScout', 'HighGuardTender'];
const ship = (name: string) => exampleShips().find((e) => e.ship.name === name)!.ship;

/** The box around every leaf of the layout carrying this attribute. */
function boxOf(sheet: Sheet, key: string, value: string): BBox | undefined {
  const leaves = flatten(sheet.pages[0]).filter((f) => f.groups.some((g) => g.some(([k, v]) => k === key && v === value)));
  if (!leaves.length) return undefined;
  const x0 = Math.min(...leaves.map((f) => f.box.x));
  const y0 = Math.min(...leaves.map((f) => f.box.y));
  return { x: x0, y: y0, w: Math.max(...leaves.map((f) => f.box.x + f.box.w)) - x0, h: Math.max(...leaves.map((f) => f.box.y + f.box.h)) - y0 };
}

function hullBox(sheet: Sheet): BBox {
  const hull = flatten(sheet.pages[0]).filter((f) => f.item.kind === 'path' && f.item.fill === 'none' && f.groups.some((g) => g.some(([k, v]) => k === 'class' && v === 'hull')));
  expect(hull).toHaveLength(1);
  return hull[0].box;
}

const words = (el: XmlElement) =>
  find(el, (e) => e.name === 'text')
    .map(textOf)
    .join(' ');

describe('sfb sheets: the SSD layout', () => {
  for (const name of SFB)
    for (const page of ['a4', 'letter'] as const) {
      it(`${name} takes one ${page} page, read back from the PDF, with no overlaps`, async () => {
        const s = ship(name);
        const sheet = layoutShip(s, { page });
        expect(sheet.pages).toHaveLength(1);
        expect(readPdf(await renderShipPdf(s, { page })).pages).toHaveLength(1);
        expect(geometryProblems(sheet)).toEqual([]);
        checkStructure(s, renderShipSvg(s, { page }));
      }, 60_000);
    }

  it('puts shield #1 above the hull, #4 below it, #2 and #3 on its right, #5 and #6 on its left', () => {
    for (const name of SFB.filter((n) => n !== 'VudarDW')) {
      const sheet = layoutShip(ship(name));
      const hull = hullBox(sheet);
      const cx = hull.x + hull.w / 2;
      const cy = hull.y + hull.h / 2;
      const at = (n: number) => {
        const b = boxOf(sheet, 'data-shield', String(n))!;
        return { x: b.x + b.w / 2, y: b.y + b.h / 2, top: b.y, bottom: b.y + b.h };
      };
      const [s1, s2, s3, s4, s5, s6] = [1, 2, 3, 4, 5, 6].map(at);
      // The bow shields wholly above the hull, the stern ones wholly below it.
      for (const s of [s1, s2, s6]) expect(s.bottom, name).toBeLessThanOrEqual(hull.y + 1e-6);
      for (const s of [s3, s4, s5]) expect(s.top, name).toBeGreaterThanOrEqual(hull.y + hull.h - 1e-6);
      expect(s1.y).toBeLessThan(cy);
      expect(s4.y).toBeGreaterThan(cy);
      expect(Math.abs(s1.x - cx)).toBeLessThan(1);
      expect(Math.abs(s4.x - cx)).toBeLessThan(1);
      for (const s of [s2, s3]) expect(s.x).toBeGreaterThan(cx + hull.w / 4);
      for (const s of [s5, s6]) expect(s.x).toBeLessThan(cx - hull.w / 4);
      expect(s2.y).toBeLessThan(cy);
      expect(s6.y).toBeLessThan(cy);
      expect(s3.y).toBeGreaterThan(cy);
      expect(s5.y).toBeGreaterThan(cy);
    }
  });

  it('draws every system as a box group inside the hull, every figure of its row there', () => {
    for (const name of SFB) {
      const s = ship(name);
      const sheet = layoutShip(s);
      const hull = hullBox(sheet);
      const root = parseXml(renderShipSvg(s));
      const all = [...descendants(root)];
      for (const sys of s.systems) {
        const b = boxOf(sheet, 'data-id', String(sys.id))!;
        expect(b, `${name} ${sys.id}`).toBeDefined();
        expect(b.x, `${name} ${sys.id} inside the hull`).toBeGreaterThanOrEqual(hull.x);
        expect(b.y).toBeGreaterThanOrEqual(hull.y);
        expect(b.x + b.w).toBeLessThanOrEqual(hull.x + hull.w);
        expect(b.y + b.h).toBeLessThanOrEqual(hull.y + hull.h);
        // Its label, kind and every parameter phrase, as the list printed them.
        const row = all.filter((e) => e.attrs.class === 'system' && e.attrs['data-id'] === sys.id);
        const text = row.map(words).join(' ');
        expect(text, `${name} ${sys.id}`).toContain(systemLabel(s, sys));
        for (const w of systemTitle(s, sys).split(' ')) expect(text, `${name} ${sys.id} title`).toContain(w);
        for (const phrase of detailPhrases(s, sys, ['capacity', 'max'])) for (const w of phrase.split(' ')) expect(text, `${name} ${sys.id}: ${phrase}`).toContain(w);
      }
      // Each shield: its number, its name, its strength and a box per point.
      (s.shields ?? []).forEach((v, i) => {
        const g = all.find((e) => e.attrs.class === 'shield' && e.attrs['data-shield'] === String(i + 1))!;
        const t = find(g, (e) => e.name === 'text').map(textOf);
        expect(t[0]).toBe(`#${i + 1}`);
        expect(t).toContain(numberText(v));
        expect(find(g, (e) => e.attrs.class === 'box')).toHaveLength(v);
      });
      // The power table, the shield cost and the movement cost are in the hull's power group.
      const power = all.filter((e) => e.attrs['data-panel'] === 'power');
      const p = s.derived.power!;
      expect(power.flatMap((g) => find(g, (e) => e.attrs['data-role'] === 'cell').map(textOf))).toEqual([p.warp, p.impulse, p.other, p.total].map(String));
      expect(power.map(words).join(' ')).toContain(`Movement cost ${numberText(s.moveCost as number)} per hex`);
    }
  });

  it('keeps a capacitor stated against its rule, and the batteries total, in the capacitors group', () => {
    const dw = parseXml(renderShipSvg(ship('VudarDW')));
    const caps = [...descendants(dw)].filter((e) => e.attrs['data-panel'] === 'capacitors');
    expect(caps.map(words).join(' ')).toContain('capacity 7 (H93.12)');
    const cz = parseXml(renderShipSvg(ship('HighGuardCZ')));
    const czCaps = [...descendants(cz)]
      .filter((e) => e.attrs['data-panel'] === 'capacitors')
      .map(words)
      .join(' ');
    expect(czCaps).toContain('max 26 (Z-CC-1)');
    expect(czCaps).toContain('Quantum batteries: 4 x 4 = 16 energy (Z-BTY-1)');
  });

  it('draws the rating tracks as paper boxes with their steps printed in them', () => {
    const root = parseXml(renderShipSvg(ship('HighGuardCZ')));
    const track = [...descendants(root)].find((e) => e.attrs['data-track'] === 'sensor')!;
    const boxes = find(track, (e) => e.attrs.class === 'boxes');
    expect(boxes).toHaveLength(1);
    // Without the paper fill of a box group, SVG would fill the boxes black over their numbers.
    expect(boxes[0].attrs.fill).toBe(STYLE.paper);
    expect(find(boxes[0], (e) => e.attrs.class === 'box')).toHaveLength(7);
  });

  it('a ship too large for a page continues its hull on the next page at full scale, every box drawn once', () => {
    const big: CompiledShip = sfbShip(1, 7);
    for (let k = 0; k < 160; k++) big.systems.push({ id: `X${k}`, type: 'ionCannon', base: 'ionCannon', arc: [300, 60], impulseCost: 1, ionBased: true, boxes: 2 });
    const sheet = layoutShip(big);
    expect(sheet.pages.length).toBeGreaterThan(1);
    expect(sheet.scale).toBeGreaterThanOrEqual(1);
    expect(geometryProblems(sheet)).toEqual([]);
    const svg = renderShipSvg(big);
    checkStructure(big, svg);
    // Bow shields on the first page, stern shields on the page where the hull ends.
    const pages = [...descendants(parseXml(svg))].filter((e) => e.attrs.class === 'page');
    const shieldsOn = (p: XmlElement) => find(p, (e) => e.attrs.class === 'shield').map((e) => e.attrs['data-shield']);
    expect(shieldsOn(pages[0]).sort()).toEqual(['1', '2', '6']);
    const stern = pages.findIndex((p) => shieldsOn(p).includes('4'));
    expect(stern).toBeGreaterThan(0);
    expect(shieldsOn(pages[stern]).sort()).toEqual(['3', '4', '5']);
    expect(find(pages[1], (e) => e.attrs['data-role'] === 'continued-title').map(textOf)).toContain('Hull (continued)');
  });
});

describe('sfb sheets: the Energy Allocation form', () => {
  const ea = (s: CompiledShip, page: 'a4' | 'letter' = 'a4') => {
    const sheet = layoutShip(s, { page });
    const flat = flatten(sheet.pages[sheet.pages.length - 1]);
    const inForm = flat.filter((f) => f.groups.some((g) => g.some(([k, v]) => k === 'data-panel' && v === 'energy-allocation')));
    const attrs = inForm.flatMap((f) => f.groups.flat());
    const turns = Number(attrs.find(([k]) => k === 'data-turns')?.[1] ?? 0);
    const lines = [...new Set(attrs.filter(([k]) => k === 'data-line').map(([, v]) => v))];
    return { sheet, flat, inForm, turns, lines };
  };

  it('has a line for each energy source and use the ship has, and none for what it lacks', () => {
    expect(ea(ship('VudarDW')).lines).toEqual(['warp', 'impulse', 'other', 'ionicCapacitor', 'movement']);
    // Shields cost it energy; its capacitor is ionic.
    expect(ea(ship('VudarCW')).lines).toEqual(['warp', 'impulse', 'other', 'ionicCapacitor', 'shields', 'movement']);
    // Z-ship shields cost nothing but the seventh shield; quantum batteries and the central capacitor.
    expect(ea(ship('HighGuardCZ')).lines).toEqual(['warp', 'impulse', 'other', 'batteries', 'centralCapacitor', 'seventhShield', 'movement']);
    // No reactor: no line for other power.
    expect(ea(ship('HighGuardScout')).lines).toEqual(['warp', 'impulse', 'centralCapacitor', 'shields', 'seventhShield', 'movement']);
    const labels = ea(ship('HighGuardCZ')).inForm.flatMap((f) => (f.item.kind === 'text' && f.item.role === 'ea-line' ? [f.item.text] : []));
    expect(labels).toEqual(['Warp 42', 'Impulse 8', 'Other power 2', 'Batteries of 16', 'Central capacitor of 26', 'Seventh shield 1', 'Movement 1/hex']);
    const dw = ea(ship('VudarDW')).inForm.flatMap((f) => (f.item.kind === 'text' && f.item.role === 'ea-line' ? [f.item.text] : []));
    expect(new Set(dw)).toEqual(new Set(['Warp 16', 'Impulse 3', 'Other power 2', 'Ionic capacitor of 7', 'Movement 1/2/hex']));
  });

  it('counts the turns to the free paper: more on a small ship, each turn numbered once, one more would not fit', () => {
    const counts: Record<string, number> = {};
    for (const name of SFB) {
      for (const page of ['a4', 'letter'] as const) {
        const { sheet, flat, inForm, turns } = ea(ship(name), page);
        expect(turns, `${name} ${page}`).toBeGreaterThanOrEqual(3);
        const heads = inForm.filter(
          (f) => f.item.kind === 'text' && f.item.role === 'table-header' && f.groups.some((g) => g.some(([k, v]) => k === 'class' && v === 'table-head')),
        );
        expect(heads.flatMap((f) => (f.item.kind === 'text' && /^\d+$/.test(f.item.text) ? [f.item.text] : []))).toEqual(Array.from({ length: turns }, (_, i) => String(i + 1)));
        // Under everything else but the footer, and inside the page.
        const top = Math.min(...inForm.map((f) => f.box.y));
        const bottom = Math.max(...inForm.map((f) => f.box.y + f.box.h));
        const others = flat.filter((f) => !inForm.includes(f) && !(f.item.kind === 'text' && f.item.role === 'footer'));
        const contentBottom = sheet.height / sheet.scale - STYLE.margin - (1.5 + STYLE.smallSize);
        expect(bottom).toBeLessThanOrEqual(contentBottom + 1e-6);
        const width = Math.max(...inForm.map((f) => f.box.x + f.box.w)) - Math.min(...inForm.map((f) => f.box.x));
        if (Math.max(...others.map((f) => f.box.y + f.box.h)) <= top) {
          // Across the page: a form of one more turn is taller than the paper left.
          if (turns < EA_MAX_TURNS) expect(top + energyAllocation(ship(name), width, turns + 1).y, `${name} ${page}`).toBeGreaterThan(contentBottom);
        }
        expect(geometryProblems(sheet)).toEqual([]);
        if (page === 'a4') counts[name] = turns;
      }
    }
    // The destroyer leaves a third of the page free; the heavy cruiser one band's worth.
    expect(counts.VudarDW).toBe(EA_MAX_TURNS);
    expect(counts.VudarDW).toBeGreaterThan(counts.HighGuardCZ);
  });

  it('in a narrow space, stacks equal bands numbered on from each other; the turns that fit are the most that do', () => {
    const cz = ship('HighGuardCZ');
    const perBand = bandTurns(cz, 90);
    expect(perBand).toBeGreaterThanOrEqual(EA_MIN_TURNS);
    const form = energyAllocation(cz, 90, 12);
    const flat = flatten(form.items);
    const bands = [
      ...new Set(
        flat
          .flatMap((f) => f.groups.flat())
          .filter(([k]) => k === 'data-band')
          .map(([, v]) => v),
      ),
    ];
    expect(bands.length).toBe(Math.ceil(12 / perBand));
    const numbers = flat.flatMap((f) => (f.item.kind === 'text' && f.item.role === 'table-header' && /^\d+$/.test(f.item.text) ? [Number(f.item.text)] : []));
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // Every line in every band.
    expect(flat.filter((f) => f.item.kind === 'text' && f.item.text === 'Warp 42')).toHaveLength(bands.length);
    for (const h of [20, 60, 100, 140, 400]) {
      const t = turnsThatFit(cz, 90, h);
      if (t === 0) expect(energyAllocation(cz, 90, EA_MIN_TURNS).y).toBeGreaterThan(h);
      else {
        expect(energyAllocation(cz, 90, t).y).toBeLessThanOrEqual(h);
        if (t < EA_MAX_TURNS) expect(energyAllocation(cz, 90, t + 1).y).toBeGreaterThan(h);
      }
    }
    expect(turnsThatFit(cz, 90, 400)).toBe(EA_MAX_TURNS);
    expect(turnsThatFit(cz, 90, 20)).toBe(0);
    // Too narrow for EA_MIN_TURNS a band: no form at all, however tall the space.
    expect(bandTurns(cz, 50)).toBeLessThan(EA_MIN_TURNS);
    expect(turnsThatFit(cz, 50, 400)).toBe(0);
  });

  it('takes fewer turns when the ship leaves less paper at the same scale', () => {
    const dw = ship('VudarDW');
    const notes = (n: number): CompiledShip => ({
      ...dw,
      notes: Array.from({ length: n }, (_, i) => `Note ${i + 1}: a long line of text that a designer wrote about this ship and its history.`).join(' '),
    });
    const forms = [0, 20, 40].map((n) => ea(notes(n)));
    for (const f of forms) expect(f.sheet.scale).toBe(forms[0].sheet.scale);
    const turns = forms.map((f) => f.turns);
    expect(turns[0]).toBe(EA_MAX_TURNS);
    expect(turns[1]).toBeLessThan(turns[0]);
    expect(turns[2]).toBeLessThan(turns[1]);
  });
});
