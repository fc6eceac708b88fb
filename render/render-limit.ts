// The whole-render limit. The whole-sheet limit (compiler/sheet-limit.ts) bounds one sheet, but
// one command may draw many: 512 variants each inheriting a 9,000-box sheet are a 13 KB file and
// a 25 MB PDF. A render (every sheet of one `drydock render` or one fleet PDF) draws at most
// MAX_RENDER_MARKS boxes and energy points and at most MAX_RENDER_PAGES pages; over either, it
// draws nothing and says which limit and what to do (`render-too-large`, docs/security.md). The
// marks are counted from the compiled numbers before any layout; the pages after laying out,
// before anything is drawn.
import { MAX_SHEET_MARKS, sheetMarks } from '../compiler/sheet-limit';
import type { CompiledFlight, CompiledShip } from '../compiler/types';

/** Boxes and energy points one render may draw, over all its sheets: twenty full sheets. */
export const MAX_RENDER_MARKS = 200_000;
/** Pages one render may hold, over all its sheets. */
export const MAX_RENDER_PAGES = 1_000;

/** A render over one of its limits; `message` says which and what to do. */
export class RenderTooLarge extends Error {
  readonly code = 'render-too-large';
}

const count = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? Math.max(0, Math.floor(x)) : 0);

/** Marks a flight's sheet draws: a row of structure boxes per craft, a line per weapon. */
export function flightMarks(f: CompiledFlight): number {
  return count(f.maxCraft) * count(f.structure) + (Array.isArray(f.weapons) ? f.weapons.length : 0);
}

/** Throws RenderTooLarge when these sheets together would draw more marks than a render may. */
export function checkRenderMarks(ships: readonly CompiledShip[], flights: readonly CompiledFlight[]): void {
  let marks = 0;
  // A sheet over its own limit draws a one-line notice instead (counted as one mark).
  for (const s of ships) {
    const m = sheetMarks(s);
    marks += m > MAX_SHEET_MARKS ? 1 : m;
  }
  for (const f of flights) marks += flightMarks(f);
  if (marks > MAX_RENDER_MARKS)
    throw new RenderTooLarge(
      `these ${sheets(ships.length + flights.length)} would draw ${marks.toLocaleString('en-US')} boxes and energy points; one render draws at most ${MAX_RENDER_MARKS.toLocaleString('en-US')}. Render fewer ships at once: name one with --ship NAME, or give a smaller folder.`,
    );
}

/** Throws RenderTooLarge when the laid-out sheets hold more pages than a render may. */
export function checkRenderPages(pages: number, count: number): void {
  if (pages > MAX_RENDER_PAGES)
    throw new RenderTooLarge(
      `these ${sheets(count)} would take ${pages.toLocaleString('en-US')} pages; one render holds at most ${MAX_RENDER_PAGES.toLocaleString('en-US')}. Render fewer ships at once: name one with --ship NAME, or give a smaller folder.`,
    );
}

const sheets = (n: number) => `${n.toLocaleString('en-US')} record sheet${n === 1 ? '' : 's'}`;
