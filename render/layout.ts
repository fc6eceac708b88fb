// Page layout: the header across the top, the ruleset's blocks flowed in reading order into
// columns of equal width, a footer line. The sheet is drawn at the largest scale (1 down to
// MIN_SCALE) at which it fits the page with 2 or 3 columns; a ship too large even then is drawn
// smaller still, so it always fits on one page.
import type { CompiledShip } from '../compiler/types';
import { b5warsBlocks, type BlockFactory } from './b5wars';
import type { Block } from './blocks';
import { RULESET_TITLES } from './describe';
import { headerBlock } from './header';
import { group, text, type Item, type Sheet } from './model';
import { sfbBlocks } from './sfb';
import { STYLE } from './style';
import { textWidth, wrapText } from './text';

export type PageSize = 'a4' | 'letter';

export interface RenderOptions {
  /** Page proportions: A4 (210 x 297 mm, default) or US Letter (8.5 x 11 in). */
  page?: PageSize;
  /** Text for the footer (e.g. the source file's name); default: the source file's base name. */
  footer?: string;
}

export const PAGES: Record<PageSize, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

const SCALES = [1.15, 1.1, 1.05, 1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5];
const COLUMN_COUNTS = [2, 3];

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

interface Attempt {
  scale: number;
  columns: number;
  header: Block;
  blocks: Block[];
  cols: number[][];
  height: number;
}

function attempt(ship: CompiledShip, factories: BlockFactory[], scale: number, columns: number, pageW: number, footerH: number): Attempt {
  const m = STYLE.margin;
  const cw = pageW / scale - 2 * m;
  const header = headerBlock(ship, cw);
  const colW = (cw - (columns - 1) * STYLE.gap) / columns;
  const blocks = factories.map((f) => f(colW));
  const cols = partition(
    blocks.map((b) => b.y),
    columns,
    STYLE.gap,
  );
  const colH = Math.max(0, ...cols.map((c) => c.reduce((h, i, t) => h + blocks[i].y + (t ? STYLE.gap : 0), 0)));
  return { scale, columns, header, blocks, cols, height: header.y + STYLE.gap + colH + footerH };
}

export function footerText(ship: CompiledShip, options: RenderOptions): string {
  if (options.footer !== undefined) return options.footer;
  const file = ship.source?.file ? String(ship.source.file).split(/[\\/]/).pop() : undefined;
  return ['Drawn by drydock', RULESET_TITLES[ship.ruleset] ?? String(ship.ruleset), file].filter(Boolean).join(' · ');
}

/** Lays a ship's sheet out: the model that render/svg-out.ts draws and tests measure. */
export function layoutShip(ship: CompiledShip, options: RenderOptions = {}): Sheet {
  const page = PAGES[options.page ?? 'a4'] ?? PAGES.a4;
  const factories = blocksFor(ship);
  const footer = footerText(ship, options);
  const F = STYLE.smallSize;
  const footerH = footer ? 1.5 + F : 0;
  let chosen: Attempt | undefined;
  let last: Attempt | undefined;
  search: for (const s of SCALES) {
    for (const n of COLUMN_COUNTS) {
      const a = attempt(ship, factories, s, n, page.width, footerH);
      last = a;
      if (a.height <= page.height / s - 2 * STYLE.margin + 1e-9) {
        chosen = a;
        break search;
      }
    }
  }
  let scale: number;
  if (chosen) scale = chosen.scale;
  else {
    // Too large even at the smallest scale: keep that layout and shrink it to the page height.
    chosen = last!;
    scale = chosen.scale * Math.min(1, (page.height / chosen.scale - 2 * STYLE.margin) / chosen.height);
    scale = Math.floor(scale * 1000) / 1000;
  }
  const m = STYLE.margin;
  const items: Item[] = [];
  items.push(group(m, m, chosen.header.items, [['class', 'header']]));
  const cw = page.width / chosen.scale - 2 * m;
  const colW = (cw - (chosen.columns - 1) * STYLE.gap) / chosen.columns;
  const top = m + chosen.header.y + STYLE.gap;
  chosen.cols.forEach((col, c) => {
    let y = top;
    for (const i of col) {
      items.push(group(m + c * (colW + STYLE.gap), y, chosen!.blocks[i].items));
      y += chosen!.blocks[i].y + STYLE.gap;
    }
  });
  if (footer) {
    const contentH = page.height / scale;
    const line = wrapText(footer, F, cw)[0];
    items.push(text(m + cw - textWidth(line, F), contentH - m + 0.8 * F - F, line, F, { role: 'footer', fill: '#444' }));
  }
  return {
    width: page.width,
    height: page.height,
    scale,
    columns: chosen.columns,
    title: `${typeof ship.displayName === 'string' && ship.displayName ? ship.displayName : ship.name} — Ship System Display`,
    rootAttrs: [
      ['data-ship', String(ship.name)],
      ['data-ruleset', String(ship.ruleset)],
    ],
    items,
  };
}
