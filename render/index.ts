// drydock's record-sheet renderer: a compiled ship (contract.md §3) drawn as an SVG Ship System
// Display on one A4 or Letter page. Pure and deterministic: the same ship gives byte-identical
// SVG, with no dates, random ids, fonts or network. Used by `drydock render` and the language
// server's preview command.
import type { CompiledShip } from '../compiler/types';
import { layoutShip, type RenderOptions } from './layout';
import { sheetToSvg } from './svg-out';

export type { RenderOptions, PageSize } from './layout';
export type { Sheet, Item, BBox } from './model';
export { layoutShip, PAGES } from './layout';
export { flatten, intersects } from './model';
export { sheetToSvg } from './svg-out';
export { escapeXml } from './svg';

/** The ship's SSD as an SVG document (UTF-8 text, with an XML declaration). */
export function renderShipSvg(ship: CompiledShip, options: RenderOptions = {}): string {
  return sheetToSvg(layoutShip(ship, options));
}
