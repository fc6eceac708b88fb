// Page layout: the header across the top, the page-wide blocks (the weapon table) under it, then
// the ruleset's blocks flowed in reading order into columns of equal width, a footer line on every
// page. A ship that fits one page is drawn at the largest scale from 115 % down to 100 % with 2 or
// 3 columns, its columns balanced. A larger one is never shrunk: it continues on further pages at
// full scale, panels cut between their rows where a column or a page ends. Only when one
// indivisible piece (a single row) is taller than a whole column is the sheet drawn smaller.
import type { CompiledShip } from '../compiler/types';
import { b5warsBlocks, type BlockFactory } from './b5wars';
import { Block } from './blocks';
import { RULESET_TITLES } from './describe';
import { headerBlock } from './header';
import { group, text, type Item, type Sheet } from './model';
import { sfbBlocks } from './sfb';
import { STYLE } from './style';
import { textWidth, wrapText } from './text';

export type PageSize = 'a4' | 'letter';

export interface RenderOptions {
  /** Page size: A4 (210 x 297 mm, default) or US Letter (8.5 x 11 in). */
  page?: PageSize;
  /** Text for the footer (e.g. the source file's name); default: the source file's base name. */
  footer?: string;
}

export const PAGES: Record<PageSize, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

/** Scales tried for a one-page sheet; below 1 the sheet goes on more pages instead. */
const SCALES = [1.15, 1.1, 1.05, 1];
const COLUMN_COUNTS = [2, 3];
/** Scales tried, smallest last, when a single piece is taller than a page column. */
const FALLBACK_SCALES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.15, 0.1];
/** A panel is cut at the end of a column only when at least this much of it fits there. */
const MIN_PIECE = 14;

/**
 * Split heights into at most `n` consecutive runs, minimising the tallest run (blocks keep their
 * order: down the first column, then the second, ...). Returns the block indices of each column.
 */
export function partition(heights: number[], n: number, gap: number): number[][] {
  const k = heights.length;
  const span = (i: number, j: number) => {
    let h = 0;
    for (let t = i; t < j; t++) h += heights[t] + (t > i ? gap : 0);
    return h;
  };
  // best[c][i]: the tallest column when the first i blocks fill c columns.
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(k + 1).fill(Infinity));
  const cut: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(k + 1).fill(0));
  best[0][0] = 0;
  for (let c = 1; c <= n; c++) {
    for (let i = 0; i <= k; i++) {
      for (let j = 0; j <= i; j++) {
        if (best[c - 1][j] === Infinity) continue;
        const v = Math.max(best[c - 1][j], span(j, i));
        // Ties take the later cut, so earlier columns fill first and empty ones come last.
        if (v < best[c][i] + 1e-9) {
          best[c][i] = v;
          cut[c][i] = j;
        }
      }
    }
  }
  const cols: number[][] = [];
  let i = k;
  for (let c = n; c >= 1; c--) {
    const j = cut[c][i];
    cols.unshift(Array.from({ length: i - j }, (_, t) => j + t));
    i = j;
  }
  return cols;
}

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

/** Everything on one page, columns balanced; undefined when it does not fit. */
function onePage(ship: CompiledShip, factories: BlockFactory[], g: Geometry): Flow | undefined {
  const header = headerBlock(ship, g.contentW);
  const wide = factories.filter((f) => f.wide).map((f) => f(g.contentW));
  const blocks = factories.filter((f) => !f.wide).map((f) => f(g.colW));
  let top = header.y + STYLE.gap;
  const placed: Placed[] = [{ block: header, x: 0, y: 0 }];
  for (const w of wide) {
    placed.push({ block: w, x: 0, y: top });
    top += w.y + STYLE.gap;
  }
  const cols = partition(
    blocks.map((b) => b.y),
    g.columns,
    STYLE.gap,
  );
  const colH = Math.max(0, ...cols.map((c) => c.reduce((h, i, t) => h + blocks[i].y + (t ? STYLE.gap : 0), 0)));
  if (top + colH + g.footerH > g.contentH + 1e-9) return undefined;
  cols.forEach((col, c) => {
    let y = top;
    for (const i of col) {
      placed.push({ block: blocks[i], x: c * (g.colW + STYLE.gap), y });
      y += blocks[i].y + STYLE.gap;
    }
  });
  return { scale: g.scale, columns: g.columns, pages: [placed] };
}

/**
 * The blocks flowed down the columns of as many pages as they need: a block that does not fit
 * what is left of a column is cut between its rows when a useful part fits, else it starts the
 * next column. Undefined when one indivisible piece is taller than a whole column.
 */
function manyPages(ship: CompiledShip, factories: BlockFactory[], g: Geometry): Flow | undefined {
  const pages: Placed[][] = [];
  let page: Placed[] = [];
  let top = 0;
  const bottom = g.contentH - g.footerH;
  const newPage = () => {
    page = [];
    pages.push(page);
    const head = pages.length === 1 ? headerBlock(ship, g.contentW) : continuationHeader(ship, g.contentW);
    page.push({ block: head, x: 0, y: 0 });
    top = head.y + STYLE.gap;
  };
  newPage();
  // Places `block` in a column [x, x + width) from y; returns the y after it, moving to new
  // columns (via `next`) as needed; false when it can never fit.
  const place = (block: Block, x: () => number, y: number, atTop: () => boolean, next: () => number): number | false => {
    let b = block;
    let cy = y;
    for (let guard = 0; guard < 100000; guard++) {
      if (cy + b.y <= bottom + 1e-9) {
        page.push({ block: b, x: x(), y: cy });
        return cy + b.y + STYLE.gap;
      }
      const room = bottom - cy;
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
  for (const f of factories.filter((f) => f.wide)) {
    const r = place(
      f(g.contentW),
      () => 0,
      y,
      () => Math.abs(y - top) < 1e-9,
      () => {
        newPage();
        return (y = top);
      },
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
  for (const f of factories.filter((f) => !f.wide)) {
    const r = place(
      f(g.colW),
      () => col * (g.colW + STYLE.gap),
      cy,
      () => Math.abs(cy - colTop) < 1e-9,
      nextColumn,
    );
    if (r === false) return undefined;
    cy = r;
  }
  return { scale: g.scale, columns: g.columns, pages };
}

function chooseFlow(ship: CompiledShip, factories: BlockFactory[], page: { width: number; height: number }, footerH: number): Flow {
  for (const s of SCALES) {
    for (const n of COLUMN_COUNTS) {
      const f = onePage(ship, factories, geometry(page, s, n, footerH));
      if (f) return f;
    }
  }
  for (const s of [1, ...FALLBACK_SCALES]) {
    let best: Flow | undefined;
    for (const n of COLUMN_COUNTS) {
      const f = manyPages(ship, factories, geometry(page, s, n, footerH));
      if (f && (!best || f.pages.length < best.pages.length)) best = f;
    }
    if (best) return best;
  }
  // Nothing fits even at the smallest scale (a single row of many thousands of boxes): draw the
  // first page's header alone rather than fail.
  const g = geometry(page, FALLBACK_SCALES[FALLBACK_SCALES.length - 1], 3, footerH);
  return { scale: g.scale, columns: 3, pages: [[{ block: headerBlock(ship, g.contentW), x: 0, y: 0 }]] };
}

/** Lays a ship's sheet out: the model that render/svg-out.ts and render/pdf.ts draw and tests measure. */
export function layoutShip(ship: CompiledShip, options: RenderOptions = {}): Sheet {
  const page = PAGES[options.page ?? 'a4'] ?? PAGES.a4;
  const factories = blocksFor(ship);
  const footer = footerText(ship, options);
  const F = STYLE.smallSize;
  const footerH = 1.5 + F;
  const flow = chooseFlow(ship, factories, page, footerH);
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
  return {
    width: page.width,
    height: page.height,
    scale: flow.scale,
    columns: flow.columns,
    title: `${shipTitle(ship)} — Ship System Display`,
    rootAttrs: [
      ['data-ship', String(ship.name)],
      ['data-ruleset', String(ship.ruleset)],
    ],
    pages,
  };
}
