// Nothing on a sheet is silently blank: a weapon figure the file leaves out prints "not stated"
// (and B5-FIGURES warns), a figure a weapon does not have prints "—", each with a legend line; a
// section panel leaves a weapon's firing figures to the weapon table instead of printing raw
// parameter strings; numbers are printed in one form everywhere.
import { describe, expect, it } from 'vitest';
import type { CompiledShip } from '../../compiler/types';
import { renderShipSvg } from '../../render/index';
import { renderShipPdf } from '../../render/pdf';
import { weaponTable as tableOf } from '../../render/weapons';
import { compileOne } from '../helpers/compile';
import { exampleShips } from './helpers';
import { readPdf } from './pdf-text';
import { descendants, find, hasClass, parseXml, textOf, type XmlElement } from './xml';

const texts = (el: XmlElement) => find(el, (e) => e.name === 'text').map(textOf);

function weaponTable(svg: string): { head: string[]; rows: Map<string, string[]>; legend: string[]; all: XmlElement[] } {
  const all = [...descendants(parseXml(svg))];
  const table = all.find((e) => e.attrs['data-table'] === 'weapons')!;
  const head = find(table, (e) => hasClass(e, 'table-head')).flatMap(texts);
  const rows = new Map(find(table, (e) => hasClass(e, 'table-row')).map((r) => [r.attrs['data-id'], find(r, (e) => e.name === 'text' && e.attrs['data-role'] === 'cell').map(textOf)]));
  const legend = all.filter((e) => e.name === 'text' && e.attrs['data-role'] === 'legend').map(textOf);
  return { head, rows, legend, all };
}

const LAUNCHER = `ruleset b5wars
ship T {
  size: light
  section primary {
    structure: 20
    photonLauncher T1 { arc: 300..60  boxes: 6 }
    weapon P1 { arc: 270..90  damage: "2d10+4"  rangePenalty: 1/3  fireControl: [3, 2, -]  mode: raking  rake: 10
      mode quick { kind: raking  loading: 1  damage: "1d10+4" } }
    hits { 1..20: structure }
  }
}
`;

function ship(src: string): CompiledShip {
  return compileOne(src).document.ships[0];
}

describe('sheet: nothing silently blank (B5-FIGURES)', () => {
  it('a launcher with no figures prints "not stated" in Damage, Range and fire control, with a legend', () => {
    const t = weaponTable(renderShipSvg(ship(LAUNCHER)));
    expect(t.head.slice(0, 6)).toEqual(['Weapon', 'Section', 'Arc', 'Damage', 'Range', 'FC s/m/f']);
    expect(t.rows.get('T1')!.slice(0, 6)).toEqual(['T1 photon torpedo launcher', 'primary', '300..60', 'not stated', 'not stated', 'not stated']);
    expect(t.rows.get('P1')!.slice(3, 6)).toEqual(['2d10+4', '-1/3/hex', '+3/+2/-']);
    expect(t.legend.join(' ')).toContain('not stated: the file gives no figure (B5-FIGURES)');
    // The launcher has no modes: "—", explained.
    expect(t.rows.get('T1')).toContain('—');
    expect(t.legend.join(' ')).toContain('—: the weapon has none');
  });

  it('the PDF prints the same "not stated" cells and legend', async () => {
    const runs = readPdf(await renderShipPdf(ship(LAUNCHER))).pages.flatMap((p) => p.runs);
    expect(runs.filter((r) => r === 'not stated')).toHaveLength(3);
    expect(runs.join(' ')).toContain('not stated: the file gives no figure (B5-FIGURES)');
  });

  it('no example ship has an empty cell in its weapon table; the Excelsior T1 is "not stated"', () => {
    for (const { ship: s } of exampleShips()) {
      if (s.ruleset !== 'b5wars') continue;
      const t = tableOf(s);
      if (!t) continue;
      t.rows.forEach((cells, i) => {
        expect(cells.length, `${s.name} ${t.ids[i]}`).toBe(t.columns.length);
        expect(cells.filter((c) => c.trim() === ''), `${s.name} ${t.ids[i]}`).toEqual([]);
      });
      // What the table holds is what the sheet draws: every "not stated" cell is in the SVG.
      const cells = [...weaponTable(renderShipSvg(s)).rows.values()].flat();
      expect(cells.filter((c) => c === 'not stated').length, String(s.name)).toBe(t.rows.flat().filter((c) => c === 'not stated').length);
    }
    const excelsior = exampleShips().find((e) => e.ship.name === 'Excelsior')!.ship;
    const t = weaponTable(renderShipSvg(excelsior));
    expect(t.rows.get('T1')!.slice(3, 6)).toEqual(['not stated', 'not stated', 'not stated']);
  });

  it('a section panel leaves the firing figures to the weapon table: no raw mode strings', () => {
    const svg = renderShipSvg(ship(LAUNCHER));
    const all = [...descendants(parseXml(svg))];
    const row = all.find((e) => hasClass(e, 'system') && e.attrs['data-id'] === 'P1')!;
    const details = find(row, (e) => e.attrs['data-role'] === 'detail').map(textOf);
    // Its arc and armor are the weapon table's too: the row keeps only its dial and boxes.
    expect(details).toEqual([]);
    expect(tableOf(ship(LAUNCHER))!.rows.find((r) => r.includes('270..90'))).toBeDefined();
    expect(svg).not.toContain('name quick');
    expect(svg).not.toMatch(/modes damage/);
    // The table words the modes: the raking mode, then the quick one with its own figures.
    const p1 = tableOf(ship(LAUNCHER))!.rows[1];
    expect(p1).toContain('raking (rake 10); quick raking 1d10+4 (rake 10, load 1)');
    for (const { ship: s } of exampleShips()) expect(renderShipSvg(s), String(s.name)).not.toMatch(/modes damage|, name \w+/);
  });

  it('a range penalty of 0 prints as 0/hex, never -0/hex', () => {
    const t = weaponTable(renderShipSvg(ship(LAUNCHER.replace('photonLauncher T1 { arc: 300..60  boxes: 6 }', 'photonLauncher T1 { arc: 300..60  damage: "2d6+6"  range: 15  rangePenalty: 0 }'))));
    expect(t.rows.get('T1')![4]).toBe('0/hex, max 15');
    for (const { ship: s } of exampleShips()) expect(renderShipSvg(s), String(s.name)).not.toContain('-0/hex');
  });
});
