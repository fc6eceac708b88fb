// drydock's record-sheet renderer: a compiled ship (docs/compiled-document.md) drawn as an SVG
// Ship System Display on A4 or Letter pages (render/pdf.ts draws the same layout as PDF). Pure and
// deterministic: the same ship gives byte-identical SVG, with no dates, random ids, fonts or
// network. Used by `drydock render` and the language server's preview command.
import type { CompiledShip } from '../compiler/types';
import { layoutShip, type RenderOptions } from './layout';
import { sheetToSvg } from './svg-out';
import { escapeXml } from './svg';
import { MAX_SHEET_MARKS, sheetMarks } from '../compiler/sheet-limit';

export type { RenderOptions, PageSize } from './layout';
export type { Sheet, Item, BBox } from './model';
export { layoutShip, PAGES } from './layout';
export { flatten, intersects } from './model';
export { sheetToSvg } from './svg-out';
export { escapeXml } from './svg';

/**
 * The ship's SSD as an SVG document (UTF-8 text, with an XML declaration). A ship over the
 * whole-sheet limit (compiler/sheet-limit.ts) gets a one-line notice instead: drawing it would
 * take time and memory without bound (the language server's preview calls this on any file).
 */
export function renderShipSvg(ship: CompiledShip, options: RenderOptions = {}): string {
  const marks = sheetMarks(ship);
  if (marks > MAX_SHEET_MARKS) return tooLargeSvg(ship.name, marks);
  return sheetToSvg(layoutShip(ship, options));
}

function tooLargeSvg(name: string, marks: number): string {
  const text = `${name}: this record sheet would draw ${Number.isFinite(marks) ? marks : 'endless'} boxes and energy points; a sheet holds at most ${MAX_SHEET_MARKS} (sheet-too-large).`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="40mm" viewBox="0 0 210 40"><text x="10" y="20" font-size="4" font-family="sans-serif" data-role="sheet-too-large">${escapeXml(text)}</text></svg>\n`;
}
export { layoutFlight, renderFlightSvg } from './flight';
