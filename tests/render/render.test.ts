// The SVG record sheet, read back: one box per structure point of every system, section and
// shield; every system labelled; every arc wedge drawn with the source's angles; deterministic;
// every text escaped.
import { describe, expect, it } from 'vitest';
import type { CompiledShip } from '../../compiler/types';
import { renderShipSvg } from '../../render/index';
import { excelsior, highGuard, hostile, leviathan, vudarCW } from './fixtures';
import { exampleShips, fixtureShips } from './helpers';
import { descendants, find, hasClass, parseXml, textOf } from './xml';
import { checkStructure, wedgeGeometry } from './structure';

describe('render: the example ships', () => {
  const ships = exampleShips();
  it('compiles every example', () => {
    expect(ships.length).toBeGreaterThanOrEqual(6);
  });
  for (const { file, ship } of ships) {
    it(`${ship.name} (${file.split('/').pop()}): boxes, labels and arcs match the compiled ship`, () => {
      checkStructure(ship, renderShipSvg(ship));
    });
  }
  it('draws what the examples are known for', () => {
    const byName = new Map(ships.map((s) => [s.ship.name, s.ship]));
    const dw = renderShipSvg(byName.get('VudarDW')!);
    expect(dw).toContain('capacity 7 (H93.12)');
    const cz = renderShipSvg(byName.get('HighGuardCZ')!);
    expect(cz).toContain('max 26 (Z-CC-1)');
    const czTexts = [...descendants(parseXml(cz))].filter((e) => e.name === 'text').map(textOf).join(' ');
    expect(czTexts).toContain('Quantum batteries: 4 x 4 = 16 energy (Z-BTY-1)');
    expect(cz).toContain('data-id="S7"');
    // Hit charts name the systems a roll strikes, not their kind.
    const miranda = parseXml(renderShipSvg(byName.get('Miranda')!));
    const chart = (section: string) => {
      // A chart cut at a column end is two tables under the same name.
      const parts = [...descendants(miranda)].filter((e) => e.attrs['data-hit-chart'] === section);
      const cells = parts.flatMap((t) => find(t, (e) => e.attrs['data-role'] === 'cell').map(textOf));
      return cells.reduce<string[]>((rows, c, i) => (i % 2 ? [...rows.slice(0, -1), `${rows[rows.length - 1]} ${c}`] : [...rows, c]), []);
    };
    expect(chart('forward')).toEqual(['1-10 Structure', '11-12 DF deflector', '13-15 T1 photon torpedo launcher', '16-18 P1, P2 Phaser', '19-20 Primary']);
    expect(chart('aft')).toContain('12-15 I1, I2 impulse thruster');
    const refit = renderShipSvg(byName.get('ExcelsiorRefit')!);
    expect(refit).toContain('data-id="CL"');
    expect(refit).toContain('variant of Excelsior');
    // Its deflector's value is in the deflector table (the section row leaves it there).
    expect(refit).toMatch(/data-table="deflectors"[\s\S]*?>DF<\/text>[\s\S]*?>9<\/text>/);
  });
});

describe('render: hand-built ships', () => {
  for (const { name, ship } of fixtureShips()) {
    it(`${name}: boxes, labels and arcs match`, () => {
      checkStructure(ship, renderShipSvg(ship));
    });
  }

  it('gives byte-identical output for the same ship, whatever the order of its properties', () => {
    const reorder = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(reorder);
      if (v && typeof v === 'object')
        return Object.fromEntries(
          Object.entries(v)
            .reverse()
            .map(([k, x]) => [k, reorder(x)]),
        );
      return v;
    };
    for (const make of [excelsior, highGuard, vudarCW, leviathan]) {
      const a = renderShipSvg(make());
      expect(renderShipSvg(make())).toBe(a);
      expect(renderShipSvg(reorder(make()) as CompiledShip)).toBe(a);
    }
  });

  it('is byte-identical across compilations of the same file', () => {
    const [first] = exampleShips();
    expect(renderShipSvg(first.ship)).toBe(renderShipSvg(structuredClone(first.ship)));
  });

  it('has no dates, random ids, scripts, fonts or external references', () => {
    for (const { ship } of [...exampleShips(), ...fixtureShips()]) {
      const svg = renderShipSvg(ship);
      expect(svg).not.toMatch(/<script|<style|@font-face|@import|href=|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg")|\sid="/);
      expect(svg).not.toMatch(/20\d\d-\d\d-\d\d/);
    }
  });

  it('escapes every text and attribute', () => {
    const ship = hostile();
    const svg = renderShipSvg(ship);
    const root = parseXml(svg); // throws unless well-formed
    const names = new Set([...descendants(root)].map((e) => e.name));
    for (const n of names) expect(['title', 'rect', 'g', 'text', 'path', 'circle', 'line']).toContain(n);
    for (const e of [root, ...descendants(root)]) for (const a of Object.keys(e.attrs)) expect(a.toLowerCase().startsWith('on'), a).toBe(false);
    const texts = [...descendants(root)].filter((e) => e.name === 'text').map(textOf);
    expect(texts).toContain('<script>');
    expect(texts.some((t) => t.includes('Tom & Jerry'))).toBe(true);
    expect(texts.join(' ')).toContain('"quoted"');
    expect(texts.join(' ')).toContain('</svg><svg');
    expect(svg).not.toContain('\u0000');
    expect(svg).not.toContain('\u0001');
    expect(root.attrs['data-ship']).toBe('<script>alert(1)</script>');
    const row = [...descendants(root)].find((e) => e.attrs['data-id'] === '<script>');
    expect(row).toBeDefined();
  });

  it('draws Letter pages on request', () => {
    const svg = renderShipSvg(excelsior(), { page: 'letter' });
    const n = Number(parseXml(svg).attrs['data-pages']);
    expect(svg).toContain(`viewBox="0 0 215.9 ${Math.round((n * 279.4 + (n - 1) * 10) * 100) / 100}"`);
    expect(svg).toContain('width="215.9mm"');
  });

  it('draws a full-circle arc as a disc and every arc clockwise from the bow', () => {
    const ship = excelsior();
    ship.systems[0].arc = [0, 360];
    ship.systems[1].arc = [350, 10];
    ship.systems[2].arc = [90, 270];
    const root = parseXml(renderShipSvg(ship));
    const wedge = (id: string) => [...descendants(root)].find((e) => hasClass(e, 'wedge') && e.attrs['data-for'] === id)!;
    expect(wedgeGeometry(wedge('DF').attrs.d)).toEqual({ from: 0, width: 360 });
    const t1 = wedgeGeometry(wedge('T1').attrs.d);
    expect(Math.round(t1.from)).toBe(350);
    expect(Math.round(t1.width)).toBe(20);
    const da = wedgeGeometry(wedge('DA').attrs.d);
    expect(Math.round(da.from)).toBe(90);
    expect(Math.round(da.width)).toBe(180);
  });
});
