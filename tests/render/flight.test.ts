// The record sheet of a fighter or shuttle flight (render/flight.ts, docs/render.md "Flights"): a row
// of structure boxes per craft, armor by side, the flight's figures and each craft's weapons, on one
// page, with no two labels overlapping; `drydock render` draws it for a file of flights.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFile, compileText } from '../../compiler/index';
import { flatten, intersects, layoutFlight, renderFlightSvg } from '../../render/index';
import type { TextItem } from '../../render/model';
import { ROOT } from '../helpers/compile';
import { drydock } from '../helpers/cli';

const FILE = path.join(ROOT, 'examples', 'flight-nx-shuttlepod.ship');
const pods = () => compileFile(FILE).document.flights![0];

describe('flight sheet', () => {
  it('draws one row of 6 structure boxes for each of the 6 craft, marking those beyond minCraft optional', () => {
    const flat = flatten(layoutFlight(pods()).pages[0]);
    const boxes = flat.filter((x) => x.item.kind === 'box');
    expect(boxes).toHaveLength(36);
    for (let k = 1; k <= 6; k++) expect(boxes.filter((b) => b.groups.some((g) => g.some(([a, v]) => a === 'data-craft' && v === String(k))))).toHaveLength(6);
    const labels = flat.filter((x) => x.item.kind === 'text').map((x) => (x.item as TextItem).text);
    expect(labels).toContain('Craft 1');
    expect(labels).toContain('Craft 2 (optional)');
    expect(labels).toContain('Craft (structure 6 each)');
  });

  it('prints the figures, armor by side and each craft weapon', () => {
    const svg = renderFlightSvg(pods());
    for (const s of ['Shuttlepod Flight', 'Forward defense', '+3', '1/3 x speed', '+14', 'data-armor="1/1/1/1"', 'data-weapon="DB"', 'DB Dual Beams', 'd6+1', '0/0/0', 'data-flight="NXShuttlepod"']) expect(svg).toContain(s);
    expect(renderFlightSvg(pods())).toBe(svg); // deterministic
  });

  it('keeps every label apart and on the page, for the largest flight too (12 craft of 100 boxes)', () => {
    const big = compileText(`ruleset b5wars
flight Big { armor: [20, 20, 20, 20]  structure: 100  maxCraft: 12  freeThrust: 30  forwardDefense: 30  sideDefense: 30
  weapon A { arc: all  damage: "3d10+2d6"  mode piercing { damage: "4d10" } }
  weapon B { arc: 0..180  damage: "d6" }
}
`).document.flights![0];
    for (const f of [pods(), big]) {
      const sheet = layoutFlight(f);
      const flat = flatten(sheet.pages[0]);
      const texts = flat.filter((x) => x.item.kind === 'text');
      for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) expect(intersects(texts[i].box, texts[j].box), `${(texts[i].item as TextItem).text} / ${(texts[j].item as TextItem).text}`).toBe(false);
      for (const x of flat) {
        expect(x.box.x + x.box.w).toBeLessThanOrEqual(sheet.width / sheet.scale + 1e-6);
        expect(x.box.y + x.box.h).toBeLessThanOrEqual(sheet.height / sheet.scale + 1e-6);
      }
    }
    expect(flatten(layoutFlight(big).pages[0]).filter((x) => x.item.kind === 'box')).toHaveLength(1200);
  });

  it('`drydock render` draws the flight of a file of flights; --ship names one', () => {
    const r = drydock(['render', FILE]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('data-flight="NXShuttlepod"');
    const named = drydock(['render', FILE, '--ship', 'NXShuttlepod']);
    expect(named.status).toBe(0);
    expect(named.stdout).toContain('data-flight="NXShuttlepod"');
  });
});
