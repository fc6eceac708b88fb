// Page layout: the header across the top, the page-wide blocks (the weapon table) under it, then
// the ruleset's blocks flowed in reading order down columns of equal width, panels cut between
// their rows where a column ends, a footer line on every page. A ship that fits one page is drawn
// at the largest scale from 115 % down to 91 % (where the small type is still 2 mm on paper) with
// 2, 3 or (when they stay wide enough) 4 columns, its columns balanced. A larger one is never
// shrunk: it continues on the fewest pages at full scale (or larger, when as many pages hold it),
// its columns balanced so that no page is left mostly blank. Only when one indivisible piece (a
// single row) is taller than a whole column is the sheet drawn smaller.
import type { CompiledShip } from '../compiler/types';
import { b5warsBlocks, type BlockFactory } from './b5wars';
import { Block } from './blocks';
import type { SheetState } from './game-state';
import { markSheet } from './state-marks';
import { statePanel, turnText } from './state-panel';
import { RULESET_TITLES } from './describe';
import { headerBlock } from './header';
import { group, text, type Item, type Sheet } from './model';
import { sfbBlocks } from './sfb';
import { STYLE } from './style';
import { textWidth, wrapText } from './text';
import { MIN_TURNS, stripTurns, TURN_ROW, turnRecord, turnStrip } from './turn-record';
import { EA_MIN_TURNS, energyAllocation, energyLines, turnsThatFit } from './energy-allocation';

export type PageSize = 'a4' | 'letter';

export interface RenderOptions {
  /** Page size: A4 (210 x 297 mm, default) or US Letter (8.5 x 11 in). */
  page?: PageSize;
  /** Text for the footer (e.g. the source file's name); default: the source file's base name. */
  footer?: string;
  /**
   * The ship as it stands in a game (render/game-state.ts): its boxes marked, an "In play" panel
   * first among the columns. The sheet of the ship as built when left out.
   */
  state?: SheetState;
}

export const PAGES: Record<PageSize, { width: number; height: number }> = { a4: { width: 210, height: 297 }, letter: { width: 215.9, height: 279.4 } };

/**
 * Scales tried for a one-page sheet, largest first. The smallest keeps every text at 2 mm on paper
 * or more (the small type is 2.2 mm, and tables never set theirs smaller); below it the sheet goes
 * on more pages at full scale instead.
 */
export const SCALES = [1.15, 1.1, 1.05, 1, 0.95, 0.91];
const COLUMN_COUNTS = [2, 3];
/** A one-page sheet may take a fourth column when its columns stay this wide (mm of layout). */
const FOUR_COLUMNS_MIN_WIDTH = 50;
/** Scales tried, smallest last, when a single piece is taller than a page column. */
const FALLBACK_SCALES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.15, 0.1];
/** A panel is cut at the end of a column only when at least this much of it fits there. */
const MIN_PIECE = 14;

function blocksFor(ship: CompiledShip): BlockFactory[] {
  return ship.ruleset === 'sfb' ? sfbBlocks(ship) : b5warsBlocks(ship);
}

export function footerText(ship: CompiledShip, options: RenderOptions): string {
  if (options.footer !== undefined) return options.footer;
  const file = ship.source?.file ? String(ship.source.file).split(/[\\/]/).pop() : undefined;
  return ['Drawn by drydock', RULESET_TITLES[ship.ruleset] ?? String(ship.ruleset), file].filter(Boolean).join(' · ');
}

function shipTitle(ship: CompiledShip): string {
  return typeof ship.displayName === 'string' && ship.displayName.trim() ? ship.displayName : String(ship.name);
}

/** The head of a continuation page: the ship's name and "continued", over a rule. */
function continuationHeader(ship: CompiledShip, width: number): Block {
  const b = new Block(width);
  b.lines(wrapText(`${shipTitle(ship)} (${ship.name}) — continued`, STYLE.labelSize + 0.5, width), 0, STYLE.labelSize + 0.5, { bold: true, role: 'continued-title' });
  b.space(1.5);
  b.add({ kind: 'line', x1: 0, y1: b.y, x2: width, y2: b.y, stroke: STYLE.ink, strokeWidth: 0.5 });
  b.space(0.25);
  return b;
}

interface Placed {
  block: Block;
  x: number;
  y: number;
}

interface Flow {
  scale: number;
  columns: number;
  pages: Placed[][];
}

interface Geometry {
  scale: number;
  columns: number;
  contentW: number;
  contentH: number;
  colW: number;
  footerH: number;
}

function geometry(page: { width: number; height: number }, scale: number, columns: number, footerH: number): Geometry {
  const contentW = page.width / scale - 2 * STYLE.margin;
  const contentH = page.height / scale - 2 * STYLE.margin;
  return { scale, columns, contentW, contentH, colW: (contentW - (columns - 1) * STYLE.gap) / columns, footerH };
}

/** The blocks of a sheet laid out at one geometry: the page-wide ones and the column ones. */
interface Laid {
  wide: Block[];
  blocks: Block[];
}

function laidOut(factories: BlockFactory[], g: Geometry): Laid {
  return { wide: factories.filter((f) => f.wide).map((f) => f(g.contentW)), blocks: factories.filter((f) => !f.wide).map((f) => f(g.colW)) };
}

/**
 * The blocks flowed down the columns of as many pages as they need: a block that does not fit
 * what is left of a column is cut between its rows when a useful part fits, else it starts the
 * next column. A column holds at most `cap` mm (from its top), which is how columns and pages are
 * balanced. Undefined when one indivisible piece is taller than a whole column.
 */
function flow(ship: CompiledShip, laid: Laid, g: Geometry, cap = Infinity): Flow | undefined {
  const pages: Placed[][] = [];
  let page: Placed[] = [];
  let top = 0;
  const pageBottom = g.contentH - g.footerH;
  const newPage = () => {
    page = [];
    pages.push(page);
    const head = pages.length === 1 ? headerBlock(ship, g.contentW) : continuationHeader(ship, g.contentW);
    page.push({ block: head, x: 0, y: 0 });
    top = head.y + STYLE.gap;
  };
  newPage();
  // Places `block` in a column from y, down to `bottom()`; returns the y after it, moving to new
  // columns (via `next`) as needed; false when it can never fit.
  const place = (block: Block, x: () => number, y: number, atTop: () => boolean, next: () => number, bottom: () => number): number | false => {
    let b = block;
    let cy = y;
    for (let guard = 0; guard < 100000; guard++) {
      if (cy + b.y <= bottom() + 1e-9) {
        page.push({ block: b, x: x(), y: cy });
        return cy + b.y + STYLE.gap;
      }
      const room = bottom() - cy;
      const parts = room >= MIN_PIECE || atTop() ? b.split?.(room) : undefined;
      if (parts) {
        page.push({ block: parts[0], x: x(), y: cy });
        b = parts[1];
        cy = next();
        continue;
      }
      if (!atTop()) {
        cy = next();
        continue;
      }
      return false;
    }
    return false;
  };
  // Page-wide blocks first, one after another.
  let y = top;
  for (const w of laid.wide) {
    const r = place(
      w,
      () => 0,
      y,
      () => Math.abs(y - top) < 1e-9,
      () => {
        newPage();
        return (y = top);
      },
      () => pageBottom,
    );
    if (r === false) return undefined;
    y = r;
  }
  // Then the columns, starting under them.
  let colTop = y;
  let col = 0;
  let cy = colTop;
  const nextColumn = () => {
    col++;
    if (col >= g.columns) {
      newPage();
      col = 0;
      colTop = top;
    }
    return (cy = colTop);
  };
  for (const block of laid.blocks) {
    const r = place(
      block,
      () => col * (g.colW + STYLE.gap),
      cy,
      () => Math.abs(cy - colTop) < 1e-9,
      nextColumn,
      () => Math.min(pageBottom, colTop + cap),
    );
    if (r === false) return undefined;
    cy = r;
  }
  return { scale: g.scale, columns: g.columns, pages };
}

/**
 * The same flow with its columns balanced: the smallest column cap (to 0.5 mm) that keeps the
 * flow on `pages` pages, so that the columns of a one-page sheet end level and no page of a longer
 * sheet is left mostly blank.
 */
function balanced(ship: CompiledShip, laid: Laid, g: Geometry, pages: number): Flow {
  let lo = 0;
  let hi = g.contentH;
  let best = flow(ship, laid, g)!;
  for (let i = 0; i < 24 && hi - lo > 0.5; i++) {
    const mid = (lo + hi) / 2;
    const f = flow(ship, laid, g, mid);
    if (f && f.pages.length <= pages) {
      best = f;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

function chooseFlow(
  ship: CompiledShip,
  factories: BlockFactory[],
  page: { width: number; height: number },
  footerH: number,
  reserve = 0,
  reserveScales: readonly number[] = [],
): Flow {
  // A sheet that fits one page at one of `reserveScales` with `reserve` mm to spare keeps them
  // free (for the turn record); only a sheet that does not is drawn without them, down to 91 %.
  if (reserve > 0)
    for (const s of reserveScales) {
      for (const n of COLUMN_COUNTS) {
        const g = geometry(page, s, n, footerH + reserve);
        const laid = laidOut(factories, g);
        const f = flow(ship, laid, g);
        if (f && f.pages.length === 1) return balanced(ship, laid, g, 1);
      }
    }
  for (const s of SCALES) {
    for (const n of [...COLUMN_COUNTS, 4]) {
      const g = geometry(page, s, n, footerH);
      if (n === 4 && g.colW < FOUR_COLUMNS_MIN_WIDTH) continue;
      const laid = laidOut(factories, g);
      const f = flow(ship, laid, g);
      if (f && f.pages.length === 1) return balanced(ship, laid, g, 1);
    }
  }
  // Several pages: the fewest at full scale, then the largest scale that keeps to as many (the
  // type grows and the pages fill up), its columns balanced.
  const fewest = (s: number) => {
    let best: { f: Flow; laid: Laid; g: Geometry } | undefined;
    // Three columns first: on as many pages, narrower columns leave less paper beside short rows.
    for (const n of [...COLUMN_COUNTS].reverse()) {
      const g = geometry(page, s, n, footerH);
      const laid = laidOut(factories, g);
      const f = flow(ship, laid, g);
      if (f && (!best || f.pages.length < best.f.pages.length)) best = { f, laid, g };
    }
    return best;
  };
  for (const s of [1, ...FALLBACK_SCALES]) {
    const best = fewest(s);
    if (!best) continue;
    if (s === 1) {
      for (const larger of SCALES.filter((x) => x > 1)) {
        const alt = fewest(larger);
        if (alt && alt.f.pages.length === best.f.pages.length) return balanced(ship, alt.laid, alt.g, alt.f.pages.length);
      }
    }
    return balanced(ship, best.laid, best.g, best.f.pages.length);
  }
  // Nothing fits even at the smallest scale (a single row of many thousands of boxes): draw the
  // first page's header alone rather than fail.
  const g = geometry(page, FALLBACK_SCALES[FALLBACK_SCALES.length - 1], 3, footerH);
  return { scale: g.scale, columns: 3, pages: [[{ block: headerBlock(ship, g.contentW), x: 0, y: 0 }]] };
}

/** At most this many turns in the turn record, however much paper is free. */
const MAX_TURNS = 30;

/** The paper a flow leaves free on its last page: under its level columns, and at the foot of its emptiest column. */
interface FreeSpace {
  page: Placed[];
  /** The top of every column (under the header and the page-wide blocks of this page). */
  top: number;
  /** Where each column's content ends (-1: empty). */
  ends: number[];
  /** The emptiest column (-1: none has room) and the room at its foot. */
  best: number;
  room: number;
  /** Under every column, and the page's foot. */
  under: number;
  bottom: number;
}

function freeSpace(flow: Flow, g: Geometry): FreeSpace | undefined {
  const page = flow.pages[flow.pages.length - 1];
  if (!page?.length) return undefined;
  const pitch = g.colW + STYLE.gap;
  const bottom = g.contentH - g.footerH;
  let top = 0;
  const ends = new Array<number>(g.columns).fill(-1);
  page.forEach((pl, i) => {
    if (i === 0 || pl.block.width > g.colW + 1e-6) top = Math.max(top, pl.y + pl.block.y + STYLE.gap);
    else {
      const c = Math.round(pl.x / pitch);
      if (c >= 0 && c < g.columns) ends[c] = Math.max(ends[c], pl.y + pl.block.y + STYLE.gap);
    }
  });
  let best = -1;
  let room = 0;
  ends.forEach((end, c) => {
    const r = bottom - Math.max(top, end);
    if (r > room + 1e-9) {
      room = r;
      best = c;
    }
  });
  return { page, top, ends, best, room, under: Math.max(top, ...ends), bottom };
}

/**
 * The turn record (render/turn-record.ts) in the paper the sheet leaves free: at the foot of the
 * emptiest column of the last page, with as many turns as fit there (none when fewer than
 * MIN_TURNS do). It never moves a panel or adds a page.
 */
function addTurnRecord(ship: CompiledShip, flow: Flow, g: Geometry): void {
  const free = freeSpace(flow, g);
  if (!free) return;
  const { page, top, ends, best, room, under, bottom } = free;
  const pitch = g.colW + STYLE.gap;
  // Two ways to use the free paper: down the emptiest column, a row per turn; or, under columns
  // that end level, a strip across the page, a column per turn. Whichever holds more turns.
  const overhead = turnRecord(ship, g.colW, 1).y - TURN_ROW;
  const down = best < 0 ? 0 : Math.min(MAX_TURNS, Math.floor((room - overhead + 1e-9) / TURN_ROW));
  const across = Math.min(MAX_TURNS, stripTurns(ship, g.contentW));
  const strip = across >= MIN_TURNS ? turnStrip(ship, g.contentW, across) : undefined;
  if (strip && under + strip.y <= bottom + 1e-9 && across >= down) page.push({ block: strip, x: 0, y: under });
  else if (down >= MIN_TURNS) page.push({ block: turnRecord(ship, g.colW, down), x: best * pitch, y: Math.max(top, ends[best]) });
}

/**
 * The sfb Energy Allocation form (render/energy-allocation.ts) in the same free paper: across the
 * page under the columns, or down the emptiest column, whichever holds more turns. It too never
 * moves a panel or adds a page.
 */
function addEnergyAllocation(ship: CompiledShip, flow: Flow, g: Geometry): void {
  const free = freeSpace(flow, g);
  if (!free) return;
  const { page, top, ends, best, room, under, bottom } = free;
  const across = turnsThatFit(ship, g.contentW, bottom - under);
  const down = best < 0 ? 0 : turnsThatFit(ship, g.colW, room);
  if (across && across >= down) page.push({ block: energyAllocation(ship, g.contentW, across), x: 0, y: under });
  else if (down) page.push({ block: energyAllocation(ship, g.colW, down), x: best * (g.colW + STYLE.gap), y: Math.max(top, ends[best]) });
}

/** Lays a ship's sheet out: the model that render/svg-out.ts and render/pdf.ts draw and tests measure. */
export function layoutShip(ship: CompiledShip, options: RenderOptions = {}): Sheet {
  const page = PAGES[options.page ?? 'a4'] ?? PAGES.a4;
  const factories = options.state ? [statePanel(ship, options.state), ...blocksFor(ship)] : blocksFor(ship);
  const footer = footerText(ship, options);
  const F = STYLE.smallSize;
  const footerH = 1.5 + F;
  // b5wars: room for a turn record strip across the page when the sheet can spare it at full
  // scale; sfb: room for a band of the Energy Allocation form at any one-page scale, since the
  // form is where a turn of SFB is played from.
  const reserve =
    ship.ruleset === 'b5wars'
      ? turnStrip(ship, page.width - 2 * STYLE.margin, MIN_TURNS).y + STYLE.gap
      : ship.ruleset === 'sfb' && energyLines(ship).length
        ? energyAllocation(ship, page.width - 2 * STYLE.margin, EA_MIN_TURNS).y + STYLE.gap
        : 0;
  const flow = chooseFlow(ship, factories, page, footerH, reserve, ship.ruleset === 'sfb' ? SCALES : SCALES.filter((x) => x >= 1));
  const g = geometry(page, flow.scale, flow.columns, footerH);
  if (ship.ruleset === 'b5wars') addTurnRecord(ship, flow, g);
  else if (ship.ruleset === 'sfb') addEnergyAllocation(ship, flow, g);
  const m = STYLE.margin;
  const contentW = page.width / flow.scale - 2 * m;
  const contentH = page.height / flow.scale - 2 * m;
  const total = flow.pages.length;
  const pages: Item[][] = flow.pages.map((placed, p) => {
    const items: Item[] = [];
    placed.forEach((pl, i) => items.push(group(m + pl.x, m + pl.y, pl.block.items, i === 0 ? [['class', 'header']] : [])));
    const foot = total > 1 ? [footer, `page ${p + 1} of ${total}`].filter(Boolean).join(' · ') : footer;
    if (foot) {
      const line = wrapText(foot, F, contentW)[0];
      items.push(text(m + contentW - textWidth(line, F), m + contentH + 0.8 * F - F, line, F, { role: 'footer', fill: '#444' }));
    }
    return items;
  });
  if (options.state) markSheet(pages, ship, options.state);
  return {
    width: page.width,
    height: page.height,
    scale: flow.scale,
    columns: flow.columns,
    title: `${shipTitle(ship)} — Ship System Display${options.state ? `, ${options.state.handle} at ${turnText(options.state)}` : ''}`,
    rootAttrs: [
      ['data-ship', String(ship.name)],
      ['data-ruleset', String(ship.ruleset)],
      ...(options.state ? ([['data-state-ship', options.state.handle], ['data-state-turn', String(options.state.turn)]] as [string, string][]) : []),
    ],
    pages,
  };
}
