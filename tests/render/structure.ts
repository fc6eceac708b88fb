// Reads a record sheet's SVG back and checks it against the compiled ship: one row per system with
// as many boxes as its `boxes` (added up when a page end cut the row), its label, a wedge sweeping
// the source arc; structure boxes per section, projection and shield tracks, hit charts or "no hit
// chart", the weapon table, sfb tracks, capacitor circles, power table and Energy Allocation
// lines; and the total of boxes.
import { expect } from 'vitest';
import { arcWidth } from '../../compiler/arcs';
import type { CompiledShip } from '../../compiler/types';
import { RULESET_TITLES, boxesOf, numberText, systemLabel } from '../../render/describe';
import { descendants, find, hasClass, parseXml, textOf, type XmlElement } from './xml';

function attr(el: XmlElement, name: string): string | undefined {
  return el.attrs[name];
}

function boxCount(el: XmlElement): number {
  return find(el, (e) => e.name === 'rect' && hasClass(e, 'box')).length;
}

/** Bearing (clockwise from up) of a point seen from a centre, 0-360. */
function bearingOf(cx: number, cy: number, x: number, y: number): number {
  const deg = (Math.atan2(x - cx, -(y - cy)) * 180) / Math.PI;
  return (deg + 360) % 360;
}

function angleDiff(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}

/** The arc a wedge path really draws: [start bearing, sweep], read from its `d`. */
export function wedgeGeometry(d: string): { from: number; width: number } {
  const full = /^M(-?[\d.]+) (-?[\d.]+)A([\d.]+) [\d.]+ 0 1 1 (-?[\d.]+) (-?[\d.]+)A[\d.]+ [\d.]+ 0 1 1 (-?[\d.]+) (-?[\d.]+)Z$/.exec(d);
  if (full) return { from: 0, width: 360 };
  const m = /^M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)(?:A([\d.]+) [\d.]+ 0 ([01]) 1 (-?[\d.]+) (-?[\d.]+)Z)?$/.exec(d);
  if (!m) throw new Error(`not a wedge path: ${d}`);
  const [cx, cy, x1, y1] = [m[1], m[2], m[3], m[4]].map(Number);
  const from = bearingOf(cx, cy, x1, y1);
  if (m[5] === undefined) return { from, width: 0 };
  const to = bearingOf(cx, cy, Number(m[7]), Number(m[8]));
  let width = (((to - from) % 360) + 360) % 360;
  // The large-arc flag settles sweeps near 0 or 360 that rounding could confuse.
  if (m[6] === '1' && width < 180) width += 360;
  return { from, width };
}

function checkWedge(w: XmlElement, arc: [number, number], what: string): void {
  expect(Number(attr(w, 'data-arc-from')), `${what} data-arc-from`).toBe(arc[0]);
  expect(Number(attr(w, 'data-arc-to')), `${what} data-arc-to`).toBe(arc[1]);
  const g = wedgeGeometry(attr(w, 'd')!);
  const width = arcWidth(arc);
  if (width >= 360) expect(g.width, `${what} full circle`).toBe(360);
  else {
    expect(angleDiff(g.from, arc[0]), `${what} start ${g.from} vs ${arc[0]}`).toBeLessThan(0.5);
    expect(Math.abs(g.width - width), `${what} sweep ${g.width} vs ${width}`).toBeLessThan(0.5);
  }
}

/** The groups of a thing that a page or column end may have cut in two: their boxes added up. */
function boxesIn(groups: XmlElement[]): number {
  return groups.reduce((n, g) => n + boxCount(g), 0);
}

/** Everything the sheet must show, checked against the compiled ship. */
export function checkStructure(ship: CompiledShip, svg: string): void {
  const root = parseXml(svg);
  expect(root.name).toBe('svg');
  const pages = Number(root.attrs['data-pages']);
  expect(pages).toBeGreaterThanOrEqual(1);
  const [, , w, h] = root.attrs.viewBox.split(' ').map(Number);
  const pageH = w === 210 ? 297 : 279.4;
  expect([210, 215.9]).toContain(w);
  expect(h).toBeCloseTo(pages * pageH + (pages - 1) * 10, 5);
  const all = [...descendants(root)];
  expect(all.filter((e) => e.name === 'g' && hasClass(e, 'page'))).toHaveLength(pages);
  const texts = all.filter((e) => e.name === 'text').map(textOf);
  const systems = all.filter((e) => e.name === 'g' && hasClass(e, 'system'));
  // Title, ruleset.
  const norm = (t: string) =>
    t
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '\ufffd')
      .replace(/\s+/g, ' ')
      .trim();
  const title = all
    .filter((e) => e.attrs['data-role'] === 'ship-title')
    .map(textOf)
    .join(' ');
  expect(title).toBe(norm(typeof ship.displayName === 'string' ? ship.displayName : ship.name));
  expect(texts.some((t) => t.includes(RULESET_TITLES[ship.ruleset]))).toBe(true);
  let expectedBoxes = 0;
  for (const sys of ship.systems) {
    // A row is one group, or two when a page end cut it between its rows of boxes.
    const rows = systems.filter((g) => attr(g, 'data-id') === sys.id);
    expect(rows.length, `a row for ${sys.id}`).toBeGreaterThanOrEqual(1);
    const row = rows[0];
    expect(attr(row, 'data-type')).toBe(sys.type);
    expect(boxesIn(rows), `boxes of ${sys.id}`).toBe(boxesOf(sys));
    expect(Number(attr(row, 'data-boxes'))).toBe(boxesOf(sys));
    expectedBoxes += boxesOf(sys);
    const label = find(row, (e) => e.name === 'text' && attr(e, 'data-role') === 'label')
      .map(textOf)
      .join('');
    expect(label, `label of ${sys.id}`).toBe(systemLabel(ship, sys));
    const wedges = rows.flatMap((r) => find(r, (e) => hasClass(e, 'wedge')));
    if (sys.arc) {
      expect(wedges, `wedge of ${sys.id}`).toHaveLength(1);
      expect(attr(wedges[0], 'data-for')).toBe(sys.id);
      checkWedge(wedges[0], sys.arc, `wedge of ${sys.id}`);
    } else expect(wedges).toHaveLength(0);
  }
  if (ship.ruleset === 'b5wars') {
    for (const section of ship.sections ?? []) {
      const n = section.structure ?? 0;
      expectedBoxes += n;
      const groups = all.filter((e) => e.name === 'g' && hasClass(e, 'structure') && attr(e, 'data-section') === section.name);
      if (n > 0) {
        expect(groups.length, `structure of ${section.name}`).toBeGreaterThanOrEqual(1);
        expect(boxesIn(groups)).toBe(n);
      } else expect(groups).toHaveLength(0);
      const chart = all.filter((e) => attr(e, 'data-hit-chart') === section.name);
      if (section.hits?.length) {
        expect(chart.length).toBeGreaterThanOrEqual(1);
        const cells = chart.flatMap((c) => find(c, (e) => e.name === 'text' && attr(e, 'data-role') === 'cell').map(textOf));
        for (const h of section.hits) expect(cells).toContain(h.from === h.to ? String(h.from) : `${h.from}-${h.to}`);
        expect(all.filter((e) => attr(e, 'data-no-hit-chart') === section.name)).toHaveLength(0);
      } else {
        expect(chart).toHaveLength(0);
        const none = all.filter((e) => attr(e, 'data-no-hit-chart') === section.name);
        expect(none.length, `"no hit chart" in ${section.name}`).toBeGreaterThanOrEqual(1);
        expect(none.flatMap((g) => find(g, (e) => e.name === 'text').map(textOf)).join(' ')).toMatch(/^No hit chart/);
      }
    }
    for (const p of ship.projections ?? []) {
      const wedges = all.filter((e) => hasClass(e, 'wedge') && attr(e, 'data-for') === p.name);
      expect(wedges, `projection ${p.name}`).toHaveLength(1);
      checkWedge(wedges[0], p.arc, `projection ${p.name}`);
      const label = all.find((e) => hasClass(e, 'sector-label') && attr(e, 'data-for') === p.name)!;
      expect(find(label, (e) => e.name === 'text').map(textOf)).toEqual([p.name.toUpperCase(), String(p.rating)]);
      // A box per point of the projection to tick damage on, and a dial with its arc.
      const track = all.filter((e) => e.name === 'g' && hasClass(e, 'projection-track') && attr(e, 'data-projection') === p.name);
      expect(boxesIn(track), `track of ${p.name}`).toBe(Math.floor(p.rating));
      expectedBoxes += Math.floor(p.rating);
      const dial = track.flatMap((t) => find(t, (e) => hasClass(e, 'wedge')));
      expect(dial).toHaveLength(1);
      checkWedge(dial[0], p.arc, `track of ${p.name}`);
    }
    // The weapon table: a row per weapon.
    const weapons = ship.systems.filter((s) => ['weapon', 'photonLauncher', 'advancedPhotonLauncher'].includes(String(s.base)));
    const weaponRows = all.filter((e) => attr(e, 'data-table') === 'weapons').flatMap((t) => find(t, (e) => hasClass(e, 'table-row')));
    for (const wpn of weapons)
      expect(
        weaponRows.filter((r) => r.attrs['data-id'] === wpn.id),
        `weapon row ${wpn.id}`,
      ).toHaveLength(1);
    if ((ship.sections ?? []).length) expect(all.some((e) => attr(e, 'data-table') === 'hit-location')).toBe(true);
  } else {
    (ship.shields ?? []).forEach((n, i) => {
      expectedBoxes += n;
      const rows = all.filter((e) => e.name === 'g' && hasClass(e, 'shield') && attr(e, 'data-shield') === String(i + 1));
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(boxesIn(rows), `shield #${i + 1}`).toBe(n);
    });
    for (const key of ['sensor', 'scanner', 'damageControl']) {
      const v = ship[key];
      const track = all.filter((e) => e.name === 'g' && attr(e, 'data-track') === key);
      if (typeof v === 'number') {
        // One numbered box per step, from the rating down to 0.
        expect(boxesIn(track), `${key} track`).toBe(v + 1);
        expect(track.flatMap((t) => find(t, (e) => attr(e, 'data-role') === 'box-label').map(textOf))).toEqual(Array.from({ length: v + 1 }, (_, k) => String(v - k)));
        expectedBoxes += v + 1;
      } else expect(track).toHaveLength(0);
    }
    const d = ship.derived;
    const energyOf = (id: string) => {
      const rows = systems.filter((g) => attr(g, 'data-id') === id);
      return rows.length ? rows.reduce((n, row) => n + find(row, (e) => e.name === 'circle' && hasClass(e, 'energy')).length, 0) : undefined;
    };
    // Capacitors draw what the file states (an allowed canon value), else the rule's value.
    const ionic = ship.systems.find((s) => s.base === 'ionicCapacitor');
    if (ionic && (typeof ionic.capacity === 'number' || d.ionicCapacitor))
      expect(energyOf(ionic.id)).toBe(Math.ceil(typeof ionic.capacity === 'number' ? ionic.capacity : d.ionicCapacitor!.capacity));
    const central = ship.systems.find((s) => s.base === 'centralCapacitor');
    if (central && (typeof central.max === 'number' || d.centralCapacitor))
      expect(energyOf(central.id)).toBe(Math.ceil(typeof central.max === 'number' ? central.max : d.centralCapacitor!.max));
    for (const b of ship.systems.filter((s) => s.base === 'quantumBattery')) expect(energyOf(b.id)).toBe(Math.ceil(Number(b.capacity)));
    if (d.power) {
      const table = all.find((e) => attr(e, 'data-table') === 'power')!;
      expect(find(table, (e) => attr(e, 'data-role') === 'cell').map(textOf)).toEqual([d.power.warp, d.power.impulse, d.power.other, d.power.total].map(String));
      // Each kind of power the ship makes is a line of the Energy Allocation form, with its figure.
      const ea = all.filter((e) => attr(e, 'data-panel') === 'energy-allocation');
      if (ea.length) {
        const turns = Number(attr(ea[0], 'data-turns'));
        for (const [key, title, v] of [
          ['warp', 'Warp', d.power.warp],
          ['impulse', 'Impulse', d.power.impulse],
          ['other', 'Other power', d.power.other],
        ] as const) {
          const lines = ea.flatMap((p) => find(p, (e) => attr(e, 'data-line') === key));
          if (v > 0) {
            expect(lines.length, `${key} line in every band`).toBe(ea.flatMap((p) => find(p, (e) => attr(e, 'data-band') !== undefined)).length);
            for (const l of lines) expect(find(l, (e) => e.name === 'text').map(textOf)).toEqual([`${title} ${numberText(v)}`]);
          } else expect(lines, `no ${key} line`).toHaveLength(0);
        }
        const heads = ea.flatMap((p) => find(p, (e) => hasClass(e, 'table-head'))).flatMap((h) => find(h, (e) => e.name === 'text').map(textOf));
        expect(heads.filter((t) => /^\d+$/.test(t))).toEqual(Array.from({ length: turns }, (_, i) => String(i + 1)));
      }
    }
  }
  expect(
    all.filter((e) => e.name === 'rect' && hasClass(e, 'box')),
    'every box of the sheet',
  ).toHaveLength(expectedBoxes);
}
