// The record sheet as PDF, through pdfkit (docs/render.md says why this library): the same layout
// model the SVG is written from (render/layout.ts), drawn page by page at true scale — A4 is
// 595.28 x 841.89 pt, Letter 612 x 792 — with DejaVu Sans Mono embedded (a subset of the glyphs
// used, from the dejavu-fonts-ttf package), so the sheet prints the same everywhere. Wedges are SVG
// path data, which pdfkit draws as is. Several sheets (a fleet) make one document, each sheet
// starting on a new page.
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import PDFDocument from 'pdfkit';
import type { CompiledFleet, CompiledFlight, CompiledShip } from '../compiler/types';
import { rosterSheets } from './roster';
import { placeFlights } from './flight';
import { wedgePath } from './arcs';
import { MAX_SHEET_MARKS, sheetMarks } from '../compiler/sheet-limit';
import { checkRenderMarks, checkRenderPages } from './render-limit';
export { RenderTooLarge } from './render-limit';
import { layoutShip, PAGES, type RenderOptions } from './layout';
import type { SheetState } from './game-state';
import { wrapText } from './text';
import { boxLabel, crossLines, HIT_STROKE, text, type Item, type Sheet } from './model';
import { STYLE } from './style';
import { sheetFontSource } from './font-source';

/** Points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

const REGULAR = 'DejaVuSansMono';
const BOLD = 'DejaVuSansMono-Bold';

let fontCache: { regular: Buffer; bold: Buffer } | undefined;

/** The two faces, read once from the dejavu-fonts-ttf package (never downloaded), or from the source set in render/font-source.ts. */
export function sheetFonts(): { regular: Buffer; bold: Buffer } {
  if (fontCache) return fontCache;
  const source = sheetFontSource();
  if (source) return (fontCache = source());
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  fontCache = { regular: fs.readFileSync(path.join(dir, `${REGULAR}.ttf`)), bold: fs.readFileSync(path.join(dir, `${BOLD}.ttf`)) };
  return fontCache;
}

type Doc = InstanceType<typeof PDFDocument>;

function drawItem(doc: Doc, item: Item): void {
  switch (item.kind) {
    case 'text': {
      if (!item.text) return;
      doc.font(item.bold ? BOLD : REGULAR).fontSize(item.size);
      // Make the run exactly as wide as the layout measured it (DejaVu's advance is 0.602 em, the
      // layout's 0.6): spread the difference over the characters.
      const n = [...item.text].length;
      const natural = doc.widthOfString(item.text);
      const spacing = n > 0 ? (item.width - natural) / n : 0;
      doc.fillColor(item.fill ?? STYLE.ink).text(item.text, item.x, item.y, { lineBreak: false, baseline: 'alphabetic', characterSpacing: spacing });
      return;
    }
    case 'box': {
      doc.lineWidth(STYLE.stroke).rect(item.x, item.y, item.size, item.size).fillAndStroke(item.mark === 'destroyed' ? STYLE.ink : STYLE.paper, STYLE.ink);
      if (item.mark === 'hit') {
        // The cross of a box of damage: one path of two strokes, as the SVG's path.hit.
        const [a, b] = crossLines(item);
        doc.lineWidth(HIT_STROKE).moveTo(a[0], a[1]).lineTo(a[2], a[3]).moveTo(b[0], b[1]).lineTo(b[2], b[3]).stroke(STYLE.ink);
      }
      if (item.label !== undefined && item.label !== '') {
        const t = boxLabel(item);
        doc.font(REGULAR).fontSize(t.size);
        const n = [...item.label].length;
        const spacing = (t.width - doc.widthOfString(item.label)) / n;
        doc.fillColor(STYLE.ink).text(item.label, t.x, t.y, { lineBreak: false, baseline: 'alphabetic', characterSpacing: spacing });
      }
      return;
    }
    case 'energy':
      doc.lineWidth(0.22).circle(item.cx, item.cy, item.r).fillAndStroke(item.filled ? STYLE.ink : STYLE.paper, STYLE.ink);
      return;
    case 'wedge': {
      if (item.dial) doc.lineWidth(0.2).circle(item.cx, item.cy, item.r).fillAndStroke(STYLE.paper, STYLE.ink);
      doc
        .lineWidth(item.dial ? 0.2 : 0.3)
        .lineJoin('round')
        .path(wedgePath(item.cx, item.cy, item.r, item.arc))
        .fillAndStroke(item.fill ?? STYLE.mid, STYLE.ink);
      if (item.dial) doc.lineWidth(0.35).moveTo(item.cx, item.cy - item.r).lineTo(item.cx, item.cy - item.r + 1).stroke(STYLE.ink);
      return;
    }
    case 'rect': {
      const fill = item.fill && item.fill !== 'none' ? item.fill : undefined;
      doc.rect(item.x, item.y, item.w, item.h);
      if (fill && item.stroke) doc.lineWidth(item.strokeWidth ?? STYLE.stroke).fillAndStroke(fill, item.stroke);
      else if (fill) doc.fill(fill);
      else if (item.stroke) doc.lineWidth(item.strokeWidth ?? STYLE.stroke).stroke(item.stroke);
      return;
    }
    case 'line':
      doc
        .lineWidth(item.strokeWidth ?? STYLE.stroke)
        .moveTo(item.x1, item.y1)
        .lineTo(item.x2, item.y2)
        .stroke(item.stroke ?? STYLE.ink);
      return;
    case 'path': {
      const fill = item.fill && item.fill !== 'none' ? item.fill : undefined;
      doc.path(item.d);
      if (fill && item.stroke) doc.lineWidth(item.strokeWidth ?? STYLE.stroke).fillAndStroke(fill, item.stroke);
      else if (fill) doc.fill(fill);
      else if (item.stroke) doc.lineWidth(item.strokeWidth ?? STYLE.stroke).stroke(item.stroke);
      return;
    }
    case 'group': {
      if (item.dx || item.dy) {
        doc.save();
        doc.translate(item.dx, item.dy);
        for (const child of item.items) drawItem(doc, child);
        doc.restore();
      } else for (const child of item.items) drawItem(doc, child);
      return;
    }
  }
}

/** Draws laid-out sheets into one PDF document: each page of each sheet on its own page. */
export function sheetsToPdf(sheets: Sheet[], info: { title?: string } = {}, progress?: SheetProgress): Promise<Buffer> {
  const fonts = sheetFonts();
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    compress: true,
    // The embedded face is the first font, so pdfkit never loads its built-in Helvetica.
    font: fonts.regular as unknown as string,
    // A fixed date: the same sheets give the same document, apart from the font subset tag.
    info: { Title: info.title ?? sheets[0]?.title ?? 'Ship System Display', Creator: 'drydock', Producer: 'drydock', CreationDate: new Date(0) },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [i, sheet] of sheets.entries()) {
    progress?.(i + 1, sheets.length, 'draw');
    for (const items of sheet.pages) {
      doc.addPage({ size: [sheet.width * PT_PER_MM, sheet.height * PT_PER_MM], margin: 0 });
      doc.save();
      // Layout units are millimetres of the page before the sheet's scale.
      doc.scale(PT_PER_MM * sheet.scale);
      for (const item of items) drawItem(doc, item);
      doc.restore();
    }
  }
  doc.end();
  return done;
}

/**
 * The ship's sheet, or for a ship over the whole-sheet limit (compiler/sheet-limit.ts) a page
 * saying so: drawing it would take time and memory without bound.
 */
function sheetOrNotice(ship: CompiledShip, options: RenderOptions): Sheet {
  const marks = sheetMarks(ship);
  if (marks <= MAX_SHEET_MARKS) return layoutShip(ship, options);
  const page = PAGES[options.page ?? 'a4'] ?? PAGES.a4;
  const line = `${ship.name}: this record sheet would draw ${Number.isFinite(marks) ? marks : 'endless'} boxes and energy points; a sheet holds at most ${MAX_SHEET_MARKS} (sheet-too-large).`;
  return {
    width: page.width,
    height: page.height,
    scale: 1,
    columns: 1,
    title: `${ship.name} — sheet too large`,
    rootAttrs: [],
    pages: [wrapText(line, 4, page.width - 20).map((l, i) => text(10, 20 + i * 5, l, 4, { role: 'sheet-too-large' }))],
  };
}

/** Told of each sheet as it is laid out, then as it is drawn (`drydock render` shows it on a terminal). */
export type SheetProgress = (done: number, total: number, pass: 'layout' | 'draw') => void;

/** One ship's sheet as PDF bytes. */
export function renderShipPdf(ship: CompiledShip, options: RenderOptions = {}): Promise<Buffer> {
  return sheetsToPdf([sheetOrNotice(ship, options)]);
}

/**
 * Ships as they stand in a game (render/game-state.ts): one PDF with each ship's sheet, its boxes
 * marked from its state, under the same whole-render limits as a fleet.
 */
export function renderStatesPdf(entries: { ship: CompiledShip; state: SheetState }[], options: RenderOptions = {}, progress?: SheetProgress): Promise<Buffer> {
  checkRenderMarks(entries.map((e) => e.ship), []);
  const sheets: Sheet[] = [];
  let pages = 0;
  for (const [i, e] of entries.entries()) {
    progress?.(i + 1, entries.length, 'layout');
    sheets.push(sheetOrNotice(e.ship, { ...options, state: e.state }));
    pages += sheets[sheets.length - 1].pages.length;
    checkRenderPages(pages, entries.length);
  }
  return sheetsToPdf(sheets, { title: sheets.length === 1 ? undefined : `${entries.map((e) => e.state.handle).join(', ')} — Ship System Displays in play` }, progress);
}

/**
 * A fleet: one PDF with every ship's sheet, in order, then every flight's (render/flight.ts), each
 * starting on a new page; the rosters of `fleets` (render/roster.ts) open it.
 */
export function renderFleetPdf(ships: CompiledShip[], options: RenderOptions = {}, flights: CompiledFlight[] = [], progress?: SheetProgress, fleets: CompiledFleet[] = []): Promise<Buffer> {
  // The whole render's limits (render/render-limit.ts): marks before laying out, pages before drawing.
  checkRenderMarks(ships, flights);
  const total = ships.length + flights.length;
  const sheets: Sheet[] = [];
  let pages = 0;
  for (const [i, ship] of ships.entries()) {
    progress?.(i + 1, total, 'layout');
    sheets.push(sheetOrNotice(ship, options));
    pages += sheets[sheets.length - 1].pages.length;
    checkRenderPages(pages, total);
  }
  let flightSheetOf: number[] | undefined;
  if (flights.length) {
    progress?.(total, total, 'layout');
    // Flights share pages, one under another, as many as fit (render/flight.ts).
    const placed = placeFlights(flights, options);
    const flightSheets = placed.sheets;
    flightSheetOf = placed.sheetOf;
    sheets.push(...flightSheets);
    checkRenderPages(pages + flightSheets.length, total);
  }
  const parts = [ships.length ? `${ships.length} ship${ships.length === 1 ? '' : 's'}` : '', flights.length ? `${flights.length} flight${flights.length === 1 ? '' : 's'}` : ''];
  // Fleets' roster pages come first, each naming the page its ships' sheets start on.
  if (fleets.length) return sheetsToPdf([...rosterSheets(fleets, ships, flights, sheets, options, flightSheetOf), ...sheets], { title: `${fleets.map((f) => f.displayName ?? f.name).join(', ')} — Fleet Roster and Ship System Displays` }, progress);
  return sheetsToPdf(sheets, { title: sheets.length === 1 ? undefined : `Fleet of ${parts.filter(Boolean).join(' and ')} — Ship System Displays` }, progress);
}
