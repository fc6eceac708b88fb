// A fleet's roster page (docs/render.md "Fleets"): the page a fleet's PDF opens with. Each ship and
// flight with its count, points each, what it adds up to and the page its sheet starts on; then
// the total, the budget and what is left of it. The lines are the compiler's
// (compiler/fleets/roster.ts), the same `drydock summary` prints.
import type { CompiledFleet, CompiledFlight, CompiledShip } from '../compiler/types';
import { points } from '../compiler/fleets/arithmetic';
import { rosterLines, rosterTotal } from '../compiler/fleets/roster';
import { Block, panel } from './blocks';
import { PAGES, type RenderOptions } from './layout';
import { group, type Item, type Sheet } from './model';
import { STYLE } from './style';
import { table } from './tables';
import { sheetToSvg } from './svg-out';
import { wrapText } from './text';

/** The page a ship's or flight's sheet starts on, when the document holds it. */
export type PageOf = (kind: 'ship' | 'flight', name: string) => number | undefined;

/** Lays a fleet's roster out on one page (scaled down should a very long fleet not fit). */
export function layoutRoster(fleet: CompiledFleet, pageOf: PageOf = () => undefined, options: RenderOptions = {}): Sheet {
  const page = PAGES[options.page ?? 'a4'] ?? PAGES.a4;
  const m = STYLE.margin;
  const width = page.width - 2 * m;
  const items: Item[] = [];
  let y = m;
  const head = new Block(width);
  head.lines(wrapText(fleet.displayName ?? fleet.name, STYLE.titleSize, width), 0, STYLE.titleSize, { bold: true, role: 'title' });
  head.space(1);
  const sub = [`Fleet ${fleet.name}`, ...(fleet.budget !== undefined ? [`budget ${points(fleet.budget)} points`] : [])];
  head.phrases(sub, 0, width, STYLE.subtitleSize, { role: 'subtitle' });
  items.push(group(m, y, head.items));
  y += head.y + STYLE.gap;
  const lines = rosterLines(fleet);
  const roster = panel('Roster', width, [['data-block', 'roster']], (b, x, w) => {
    table(
      b,
      x,
      w,
      [{ header: 'unit' }, { header: 'points each', align: 'right' }, { header: 'points', align: 'right' }, { header: 'limits, rarity' }, { header: 'sheet', align: 'right' }],
      lines.map((l) => {
        const p = pageOf(l.kind, l.name);
        return [l.what, l.each !== undefined ? points(l.each) : '-', l.subtotal !== undefined ? points(l.subtotal) : '-', l.notes.join(', ') || '-', p !== undefined ? `page ${p}` : '-'];
      }),
      { rowAttrs: lines.map((l) => [[`data-${l.kind}`, l.name]]) },
    );
    b.space(STYLE.rowGap);
    b.lines([rosterTotal(fleet)], x, STYLE.bodySize, { bold: true, role: 'total' });
  });
  items.push(group(m, y, roster.items));
  y += roster.y;
  const scale = Math.min(1, (page.height - m) / (y + m));
  return {
    width: page.width,
    height: page.height,
    scale,
    columns: 1,
    title: `${fleet.displayName ?? fleet.name} — Fleet Roster`,
    rootAttrs: [
      ['data-fleet', fleet.name],
      ...(fleet.total !== undefined ? ([['data-total', String(fleet.total)]] as [string, string][]) : []),
    ],
    pages: [items],
  };
}

/** A fleet's roster as an SVG document. */
export function renderRosterSvg(fleet: CompiledFleet, pageOf?: PageOf, options: RenderOptions = {}): string {
  return sheetToSvg(layoutRoster(fleet, pageOf, options));
}

/**
 * The roster sheets that open a fleet's PDF, one per fleet, before `sheets` (the ships' sheets,
 * then the flights', as laid out): each entry names the page its sheet starts on.
 */
export function rosterSheets(
  fleets: readonly CompiledFleet[],
  ships: readonly CompiledShip[],
  flights: readonly CompiledFlight[],
  sheets: readonly Sheet[],
  options: RenderOptions = {},
  flightSheetOf: readonly number[] = flights.map((_, i) => i),
): Sheet[] {
  // The page each sheet starts on, after the roster pages; flights may share a sheet.
  const firstPage: number[] = [];
  let next = fleets.length + 1;
  for (const sheet of sheets) {
    firstPage.push(next);
    next += sheet.pages.length;
  }
  const start = new Map<string, number>();
  ships.forEach((s, i) => {
    const key = `ship\0${s.name}`;
    if (!start.has(key) && firstPage[i] !== undefined) start.set(key, firstPage[i]);
  });
  flights.forEach((f, j) => {
    const key = `flight\0${f.name}`;
    const at = firstPage[ships.length + (flightSheetOf[j] ?? j)];
    if (!start.has(key) && at !== undefined) start.set(key, at);
  });
  return fleets.map((f) => layoutRoster(f, (kind, name) => start.get(`${kind}\0${name}`), options));
}
