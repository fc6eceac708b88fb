// Every example ship (and two awkward hand-built ones) drawn by headless Chromium: the PNG must
// have content where the layout put it (the first panel's black title bar, the title's ink) and
// white paper where it put nothing. Screenshots and SVGs are kept in tests/.output/render/ for
// review. Without Chromium (not installed and not installable here) these tests skip and say why.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledShip } from '../../compiler/types';
import { flatten, layoutShip, PAGES, renderShipSvg, type PageSize } from '../../render/index';
import { ensureChromium, screenshot, type ChromiumStatus } from './chromium';
import { hostile, leviathan } from './fixtures';
import { ROOT, exampleShips } from './helpers';
import { luminance, readPng } from './png';

// Its work grows with the corpus (or is deliberately large), so a loaded machine can take longer
// than the default 30 s; this is a bound against hangs, not a timing assertion.
const HEAVY = 180_000;

const OUT = path.join(ROOT, 'tests', '.output', 'render');
const DEVICE_SCALE = 1.5;
const PX_PER_MM = 96 / 25.4;

let chromium: ChromiumStatus = { reason: 'not looked for yet' };

beforeAll(() => {
  fs.mkdirSync(OUT, { recursive: true });
  chromium = ensureChromium((s) => console.log(s));
  if (!chromium.path) console.warn(`drydock render screenshots skipped: ${chromium.reason}`);
}, 40 * 60_000);

interface Case {
  name: string;
  ship: CompiledShip;
  page: PageSize;
}

const cases: Case[] = [
  ...exampleShips().map(({ file, ship }) => ({ name: `${path.basename(file, '.ship')}-${ship.name}`, ship, page: 'a4' as const })),
  { name: 'excelsior-letter', ship: exampleShips().find((e) => path.basename(e.file) === 'excelsior.ship')!.ship, page: 'letter' },
  { name: 'fixture-leviathan', ship: leviathan(), page: 'a4' },
  { name: 'fixture-hostile', ship: hostile(), page: 'a4' },
];

describe('render: screenshots in headless Chromium', () => {
  for (const c of cases) {
    it(`${c.name} renders with content`, (ctx) => {
      if (!chromium.path) ctx.skip(`drydock render screenshots skipped: ${chromium.reason}`);
      const svgFile = path.join(OUT, `${c.name}.svg`);
      const pngFile = path.join(OUT, `${c.name}.png`);
      fs.writeFileSync(svgFile, renderShipSvg(c.ship, { page: c.page }));
      const page = PAGES[c.page];
      const winW = Math.ceil(page.width * PX_PER_MM);
      const winH = Math.ceil(page.height * PX_PER_MM);
      const shot = screenshot(chromium.path!, svgFile, pngFile, { width: winW, height: winH, scale: DEVICE_SCALE });
      expect(shot.ok, shot.log).toBe(true);
      const png = readPng(fs.readFileSync(pngFile));
      expect(png.width).toBe(Math.round(winW * DEVICE_SCALE));
      expect(png.height).toBe(Math.round(winH * DEVICE_SCALE));

      // Ink overall: a sheet, not a blank page and not a black one.
      let dark = 0;
      let n = 0;
      for (let y = 0; y < png.height; y += 3)
        for (let x = 0; x < png.width; x += 3, n++) if (luminance(png, x, y) < 128) dark++;
      expect(dark / n).toBeGreaterThan(0.01);
      expect(dark / n).toBeLessThan(0.5);

      // Where the layout put things, Chromium drew them.
      const sheet = layoutShip(c.ship, { page: c.page });
      const px = (mm: number) => mm * sheet.scale * PX_PER_MM * DEVICE_SCALE;
      const flat = flatten(sheet.pages.flat());
      expect(luminance(png, 2, 2), 'paper in the corner').toBeGreaterThan(240);
      const bar = flat.find((f) => f.item.kind === 'rect' && f.item.fill === '#000');
      if (bar) {
        // The right end of the first panel's title bar is solid black (no text there).
        expect(luminance(png, px(bar.box.x + bar.box.w - 1), px(bar.box.y + bar.box.h / 2)), 'title bar').toBeLessThan(60);
      }
      const title = flat.find((f) => f.item.kind === 'text' && f.item.role === 'ship-title')!;
      let ink = 0;
      for (let y = px(title.box.y); y < px(title.box.y + title.box.h); y += 1)
        for (let x = px(title.box.x); x < px(title.box.x + title.box.w); x += 2) if (luminance(png, x, y) < 100) ink++;
      expect(ink, 'ink in the title').toBeGreaterThan(50);
      // Below the footer line there is only paper.
      for (let x = 0; x < png.width; x += 7) expect(luminance(png, x, png.height - 3)).toBeGreaterThan(240);
    }, 180_000);
  }
});

/** The committed screenshot of an example ship: `<file>-ssd.png` for a file's first ship, `<file>-<Ship>-ssd.png` for the others. */
export function imageName(file: string, ship: string, first: boolean): string {
  const base = path.basename(file, '.ship');
  return first ? `${base}-ssd` : `${base}-${ship}-ssd`;
}

const IMAGES = path.join(ROOT, 'docs', 'images');

describe('render: the screenshots committed under docs/images', () => {
  const seen = new Set<string>();
  const examples = exampleShips().map(({ file, ship }) => {
    const first = !seen.has(file);
    seen.add(file);
    return { file, ship, name: imageName(file, ship.name, first) };
  });

  // DRYDOCK_UPDATE_IMAGES=1 npx vitest run tests/render/screenshot.test.ts redraws them (every
  // page of the sheet, one under another) after a change to the sheets or the examples.
  if (process.env.DRYDOCK_UPDATE_IMAGES === '1') {
    for (const e of examples) {
      it(`redraws docs/images/${e.name}.png`, (ctx) => {
        if (!chromium.path) ctx.skip(`drydock render screenshots skipped: ${chromium.reason}`);
        const svg = renderShipSvg(e.ship);
        const svgFile = path.join(IMAGES, `${e.name}.svg`);
        fs.writeFileSync(svgFile, svg);
        const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)!;
        const shot = screenshot(chromium.path!, svgFile, path.join(IMAGES, `${e.name}.png`), {
          width: Math.ceil(Number(m[1]) * PX_PER_MM),
          height: Math.ceil(Number(m[2]) * PX_PER_MM),
          scale: 1.25,
        });
        expect(shot.ok, shot.log).toBe(true);
      }, 180_000);
    }
  }

  it('has a screenshot and the SVG of every example ship, a page wide with every page of the sheet', () => {
    const missing = examples.filter((e) => !fs.existsSync(path.join(IMAGES, `${e.name}.png`)) || !fs.existsSync(path.join(IMAGES, `${e.name}.svg`)));
    expect(missing.map((e) => e.name), 'redraw them: DRYDOCK_UPDATE_IMAGES=1 npx vitest run tests/render/screenshot.test.ts').toEqual([]);
    for (const e of examples) {
      const png = readPng(fs.readFileSync(path.join(IMAGES, `${e.name}.png`)));
      const pages = layoutShip(e.ship).pages.length;
      const svg = fs.readFileSync(path.join(IMAGES, `${e.name}.svg`), 'utf8');
      expect(svg, `${e.name}.svg is a sheet of ${e.ship.name}`).toContain(`data-ship="${e.ship.name}"`);
      // 210 mm at 96 dpi times 1.25; the height holds every page.
      expect(png.width, e.name).toBe(Math.round(Math.ceil(210 * PX_PER_MM) * 1.25));
      expect(png.height / png.width, e.name).toBeCloseTo((pages * 297 + (pages - 1) * 10) / 210, 1);
    }
  }, HEAVY);
});
