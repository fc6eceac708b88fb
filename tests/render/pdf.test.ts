// PDF record sheets: page counts and true page sizes (A4 595.28 x 841.89 pt, Letter 612 x 792),
// the fonts embedded, and the text read back out of the PDF carrying the ship's figures; a fleet is
// one PDF with a sheet per ship; `drydock render --format pdf` writes atomically and never over an
// input.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { render } from '../../cli/render';
import type { CompiledShip } from '../../compiler/types';
import { compileFile } from '../../compiler/index';
import { layoutFlight, layoutShip } from '../../render/index';
import { systemLabel } from '../../render/describe';
import { renderFleetPdf, renderShipPdf } from '../../render/pdf';
import { leviathan } from './fixtures';
import { EXAMPLES, ROOT, exampleShips } from './helpers';
import { readPdf, type PdfDocument } from './pdf-text';
import { carrier, SHUTTLEPOD } from '../helpers/flight-ship';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-render-pdf-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await render(argv, { out: (s) => (out += s), err: (s) => (err += s), cwd: ROOT });
  return { code, out, err };
}

const A4 = [0, 0, (210 * 72) / 25.4, (297 * 72) / 25.4];
const LETTER = [0, 0, 612, 792];

function expectBox(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(4);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 2));
}

const text = (doc: PdfDocument) => doc.pages.flatMap((p) => p.runs);

/** The figures a player reads off the sheet, as the compiled ship gives them. */
function figures(ship: CompiledShip): string[] {
  const out = [typeof ship.displayName === 'string' ? ship.displayName : ship.name];
  if (typeof ship.points === 'number') out.push(String(ship.points));
  for (const s of ship.systems) out.push(systemLabel(ship, s));
  for (const sec of ship.sections ?? []) if (typeof sec.structure === 'number') out.push(`Structure ${sec.structure} · Armor ${sec.armor}`);
  for (const p of ship.projections ?? []) out.push(p.name.toUpperCase(), String(p.rating));
  if (ship.derived.power) out.push(String(ship.derived.power.total));
  return out;
}

describe('PDF sheets', () => {
  for (const { ship } of exampleShips()) {
    it(`${ship.name}: one PDF page per sheet page, A4 at true size, fonts embedded, figures in the text`, async () => {
      const doc = readPdf(await renderShipPdf(ship));
      const sheet = layoutShip(ship);
      expect(doc.pages).toHaveLength(sheet.pages.length);
      for (const p of doc.pages) expectBox(p.mediaBox, A4);
      expect(doc.fonts.map((f) => f.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSansMono', 'DejaVuSansMono-Bold']);
      for (const f of doc.fonts) expect(f.embedded, f.baseFont).toBe(true);
      const runs = text(doc);
      for (const fig of figures(ship)) expect(runs, fig).toContain(fig);
      // Every text of the layout is in the PDF, in the same order.
      const laid = sheet.pages.flatMap((items) => flattenTexts(items));
      expect(runs).toEqual(laid);
    });
  }

  it('gives the same bytes for the same ships (fixed date, no random ids)', async () => {
    const ships = exampleShips().map((s) => s.ship);
    expect((await renderFleetPdf(ships)).equals(await renderFleetPdf(ships))).toBe(true);
  });

  it('a ship over the whole-sheet limit gets one page saying so, not a drawing', async () => {
    const ship = leviathan();
    for (const s of ship.systems) s.boxes = 1000;
    const doc = readPdf(await renderShipPdf(ship));
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0].runs.join(' ')).toContain('(sheet-too-large)');
  });

  it('Letter pages are 8.5 x 11 in', async () => {
    const doc = readPdf(await renderShipPdf(exampleShips()[0].ship, { page: 'letter' }));
    for (const p of doc.pages) expectBox(p.mediaBox, LETTER);
  });

  it('a large ship continues on further pages, each numbered, never shrunk', async () => {
    const ship = leviathan();
    const sheet = layoutShip(ship);
    expect(sheet.scale).toBeGreaterThanOrEqual(1);
    const doc = readPdf(await renderShipPdf(ship));
    expect(doc.pages.length).toBe(sheet.pages.length);
    expect(doc.pages.length).toBeGreaterThan(1);
    doc.pages.forEach((p, i) => expect(p.runs.some((r) => r.endsWith(`page ${i + 1} of ${doc.pages.length}`))).toBe(true));
    expect(doc.pages[1].runs.slice(0, 3).join(' ')).toContain('(Leviathan) — continued');
  });

  it('prints the stated capacity of an allowed canon value, as the SVG does', async () => {
    const dw = exampleShips().find((s) => s.ship.name === 'VudarDW')!.ship;
    const ship: CompiledShip = {
      ...dw,
      systems: dw.systems.map((s) => (s.base === 'ionicCapacitor' ? { ...s, capacity: 8 } : s)),
      allows: [{ rule: 'H93.12', reason: 'the printed SSD shows 8' }],
    };
    const runs = text(readPdf(await renderShipPdf(ship)));
    const i = runs.indexOf('Ionic capacitor');
    // In the hull's capacitor group the reason may wrap onto a line of its own.
    expect(runs.slice(i, i + 3).join(' | ')).toMatch(/^Ionic capacitor \| capacity 8 as written \| H93\.12 gives 7; allowed: "the printed/);
    expect(runs.slice(i, i + 4).join(' ')).toContain('H93.12 gives 7; allowed: "the printed SSD shows 8"');
  });

  it('a fleet is one PDF, each ship starting on its own page, in order', async () => {
    const ships = exampleShips().map((s) => s.ship);
    const doc = readPdf(await renderFleetPdf(ships));
    const perShip = ships.map((s) => layoutShip(s).pages.length);
    expect(doc.pages).toHaveLength(perShip.reduce((a, b) => a + b, 0));
    let page = 0;
    for (let i = 0; i < ships.length; i++) {
      const title = typeof ships[i].displayName === 'string' ? ships[i].displayName : ships[i].name;
      expect(doc.pages[page].runs[0], `first page of ${ships[i].name}`).toBe(title);
      page += perShip[i];
    }
  });
});

function flattenTexts(items: ReturnType<typeof layoutShip>['pages'][number]): string[] {
  const out: string[] = [];
  const walk = (list: typeof items) => {
    for (const it of list) {
      if (it.kind === 'group') walk(it.items);
      else if (it.kind === 'text' && it.text) out.push(it.text);
      else if (it.kind === 'box' && it.label) out.push(it.label);
    }
  };
  walk(items);
  return out;
}

describe('drydock render --format pdf', () => {
  it('writes a PDF of the file, every ship of it; -o ending in .pdf picks the format', async () => {
    const file = path.join(tmp, 'excelsior.pdf');
    const r = await run('examples/excelsior.ship', '-o', file);
    expect(r.code).toBe(0);
    expect(r.out).toBe('');
    const doc = readPdf(fs.readFileSync(file));
    const ships = exampleShips().filter((s) => s.file.endsWith('excelsior.ship'));
    expect(doc.pages).toHaveLength(ships.reduce((n, s) => n + layoutShip(s.ship).pages.length, 0));
    expect(text(doc)).toEqual(expect.arrayContaining(['Excelsior · Babylon 5 Wars · Federation', 'ExcelsiorRefit · Babylon 5 Wars · Federation · variant of Excelsior']));
  });

  it('a folder is a fleet: one PDF with a sheet per ship of every file, then each flight; Letter on request', async () => {
    const file = path.join(tmp, 'fleet.pdf');
    const r = await run('examples', '--format', 'pdf', '--page', 'letter', '-o', file);
    expect(r.code, r.err).toBe(0);
    const doc = readPdf(fs.readFileSync(file));
    const ships = exampleShips();
    const shipPages = ships.reduce((n, s) => n + layoutShip(s.ship, { page: 'letter' }).pages.length, 0);
    // The roster of the one fleet of examples/ (fleet-federation.ship) opens it; the one flight
    // (the NX shuttlepods) comes after the ships, on a page of its own.
    expect(doc.pages).toHaveLength(1 + shipPages + 1);
    expect(doc.pages[0].runs[0]).toBe('Federation patrol');
    expect(doc.pages[1 + shipPages].runs[0]).toBe('Shuttlepod Flight');
    for (const p of doc.pages) expectBox(p.mediaBox, LETTER);
    const titles = text(doc).filter((t) => / · (Babylon 5 Wars|Star Fleet Battles)/.test(t) && !t.startsWith('Drawn by'));
    expect(titles.map((t) => t.split(' · ')[0])).toEqual(ships.map((s) => s.ship.name));
    // Only the PDF was written: no temporary file left beside it.
    expect(fs.readdirSync(tmp).filter((f) => f.includes('fleet'))).toEqual(['fleet.pdf']);
  });

  it('--ship picks one ship for the PDF too', async () => {
    const file = path.join(tmp, 'refit.pdf');
    expect((await run('examples/excelsior.ship', '--ship', 'ExcelsiorRefit', '--format', 'pdf', '-o', file)).code).toBe(0);
    const runs = text(readPdf(fs.readFileSync(file)));
    expect(runs.filter((t) => t.startsWith('ExcelsiorRefit · '))).toHaveLength(1);
    expect(runs.some((t) => t.startsWith('Excelsior · '))).toBe(false);
  });

  it('draws flights too: a file of flights, --ship naming a flight, a flight among ships', async () => {
    const flightFile = 'examples/flight-nx-shuttlepod.ship';
    const alone = path.join(tmp, 'pods.pdf');
    const a = await run(flightFile, '--format', 'pdf', '-o', alone);
    expect(a.code, a.err).toBe(0);
    const doc = readPdf(fs.readFileSync(alone));
    expect(doc.pages).toHaveLength(1);
    expectBox(doc.pages[0].mediaBox, A4);
    for (const f of doc.fonts) expect(f.embedded, f.baseFont).toBe(true);
    // The same texts as the flight's SVG sheet, in the same order.
    const flight = compileFile(path.join(ROOT, flightFile)).document.flights![0];
    expect(doc.pages[0].runs).toEqual(flattenTexts(layoutFlight(flight).pages[0]));
    expect(doc.pages[0].runs).toEqual(expect.arrayContaining(['Shuttlepod Flight', 'Craft 1', 'Craft 2 (optional)']));

    const both = path.join(tmp, 'nx-and-pods.pdf');
    const b = await run('examples/trek-nx-cruiser.ship', flightFile, '--format', 'pdf', '-o', both);
    expect(b.code, b.err).toBe(0);
    const nx = exampleShips().find((s) => s.ship.name === 'NXCruiser')!.ship;
    const nxPages = layoutShip(nx).pages.length;
    const fleet = readPdf(fs.readFileSync(both));
    expect(fleet.pages).toHaveLength(nxPages + 1);
    expect(fleet.pages[nxPages].runs[0]).toBe('Shuttlepod Flight');

    const named = path.join(tmp, 'named-pods.pdf');
    const c = await run('examples/trek-nx-cruiser.ship', flightFile, '--ship', 'NXShuttlepod', '--format', 'pdf', '-o', named);
    expect(c.code, c.err).toBe(0);
    expect(readPdf(fs.readFileSync(named)).pages.map((p) => p.runs[0])).toEqual(['Shuttlepod Flight']);
    // --ship naming a ship leaves the flights out.
    const ship = path.join(tmp, 'nx-only.pdf');
    expect((await run('examples/trek-nx-cruiser.ship', flightFile, '--ship', 'NXCruiser', '--format', 'pdf', '-o', ship)).code).toBe(0);
    expect(readPdf(fs.readFileSync(ship)).pages).toHaveLength(nxPages);
  });

  it("a carrier's PDF holds the flight its hangar names from an imported file, once", async () => {
    const dir = path.join(tmp, 'carrier');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'pods.ship'), `ruleset b5wars\n${SHUTTLEPOD}`);
    fs.writeFileSync(path.join(dir, 'carrier.ship'), `import "pods.ship"\nruleset b5wars\n${carrier('fighters: 6  craft: NXShuttlepod')}`);
    for (const inputs of [[path.join(dir, 'carrier.ship')], [dir]]) {
      const file = path.join(tmp, 'carrier.pdf');
      const r = await run(...inputs, '--format', 'pdf', '-o', file);
      expect(r.code, r.err).toBe(0);
      const firsts = readPdf(fs.readFileSync(file)).pages.map((p) => p.runs[0]);
      expect(firsts.filter((t) => t === 'Shuttlepod Flight')).toHaveLength(1);
      expect(firsts.at(-1)).toBe('Shuttlepod Flight');
    }
  });

  it('refuses PDF to stdout, an SVG of a fleet, an unknown format', async () => {
    const a = await run('examples/excelsior.ship', '--format', 'pdf');
    expect(a.code).toBe(2);
    expect(a.err).toContain('PDF output needs -o FILE.pdf');
    const b = await run('examples');
    expect(b.code).toBe(2);
    expect(b.err).toContain('use --format pdf -o fleet.pdf');
    const c = await run('examples/excelsior.ship', '--format', 'png', '-o', path.join(tmp, 'x.png'));
    expect(c.code).toBe(2);
    expect(c.err).toContain('--format is svg or pdf, not png');
  });

  it('never writes over an input file, even inside the fleet folder', async () => {
    const dir = path.join(tmp, 'fleet-in');
    fs.mkdirSync(dir);
    fs.copyFileSync(path.join(EXAMPLES, 'miranda.ship'), path.join(dir, 'miranda.ship'));
    const before = fs.readFileSync(path.join(dir, 'miranda.ship'), 'utf8');
    const r = await run(dir, '--format', 'pdf', '-o', path.join(dir, 'miranda.ship'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('is the input file');
    expect(fs.readFileSync(path.join(dir, 'miranda.ship'), 'utf8')).toBe(before);
  });

  it('draws the rest of a fleet when one file has errors, names it, and exits 1', async () => {
    const dir = path.join(tmp, 'broken');
    fs.mkdirSync(dir);
    fs.copyFileSync(path.join(EXAMPLES, 'runabout.ship'), path.join(dir, 'a.ship'));
    fs.writeFileSync(path.join(dir, 'b.ship'), 'ruleset b5wars\nship B { size: huge }\n');
    const out = path.join(tmp, 'rest.pdf');
    fs.writeFileSync(out, 'old');
    const r = await run(dir, '--format', 'pdf', '-o', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/b\.ship:2:16: error unknown-value/);
    expect(r.err).toMatch(/b\.ship has errors; its ships were left out of the fleet/);
    expect(r.err).toContain(`drydock render: wrote ${out}`);
    const doc = readPdf(fs.readFileSync(out));
    expect(doc.pages.map((p) => p.runs[0])).toEqual([expect.stringContaining('Runabout')]);
  });

  it('keeps an existing output whole when every file of the fleet has errors (nothing is drawn)', async () => {
    const dir = path.join(tmp, 'all-broken');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'b.ship'), 'ruleset b5wars\nship B { size: huge }\n');
    fs.writeFileSync(path.join(dir, 'c.ship'), 'ruleset b5wars\nship C { size: tiny }\n');
    const out = path.join(tmp, 'keep.pdf');
    fs.writeFileSync(out, 'old');
    const r = await run(dir, '--format', 'pdf', '-o', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/b\.ship has errors; nothing was rendered/);
    expect(r.err).toMatch(/c\.ship has errors; nothing was rendered/);
    expect(fs.readFileSync(out, 'utf8')).toBe('old');
  });
});
