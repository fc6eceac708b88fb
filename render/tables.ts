// Small ruled tables (hit charts, projections, power totals): column widths from their contents,
// shrunk and wrapped when the table would be wider than the space it has.
import { Block } from './blocks';
import { group, text, type Item } from './model';
import { STYLE } from './style';
import { CELL_EM, lineHeight, textWidth, wrapText } from './text';

export interface Column {
  header: string;
  align?: 'left' | 'right';
}

export interface TableOptions {
  size?: number;
  attrs?: [string, string][];
  /** Attributes of each body row's group (data-id, ...), by row index. */
  rowAttrs?: [string, string][][];
}

const CELL_PAD = 0.9;

function longestWord(s: string, size: number): number {
  let w = 0;
  for (const word of s.split(/\s+/)) w = Math.max(w, textWidth(word, size));
  return w;
}

/** Space above and below the text of a row. */
const ROW_PAD = 0.45;

/** The widths under a common ceiling that fit `maxWidth`: columns above it are cut to it, never below their floor. */
function ceilinged(natural: number[], floor: number[], maxWidth: number): number[] {
  const sum = (ws: number[]) => ws.reduce((a, w) => a + w, 0);
  let lo = 0;
  let hi = Math.max(...natural);
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (sum(natural.map((n, j) => Math.max(floor[j], Math.min(n, mid)))) <= maxWidth) lo = mid;
    else hi = mid;
  }
  return natural.map((n, j) => Math.max(floor[j], Math.min(n, lo)));
}

/**
 * Column widths that fit `maxWidth`, wrapping between words where it can: each column first
 * gives up what lies beyond its longest word, the widest columns first; then a heading may break
 * inside a word (a figure never does); only when even the cells' longest words do not fit side by
 * side is a figure cut, and then in one column only (the widest).
 */
function fitted(natural: number[], headWords: number[], cellWords: number[], maxWidth: number, minimum: number): number[] {
  const sum = (ws: number[]) => ws.reduce((a, w) => a + w, 0);
  const cells = natural.map((n, i) => Math.min(n, cellWords[i]));
  const all = cells.map((c, i) => Math.min(natural[i], Math.max(c, headWords[i])));
  if (sum(all) <= maxWidth) return ceilinged(natural, all, maxWidth);
  if (sum(cells) <= maxWidth) return ceilinged(natural, cells.map((c) => Math.max(c, minimum)), maxWidth);
  const widest = cells.indexOf(Math.max(...cells));
  const out = [...cells];
  out[widest] = Math.max(minimum, maxWidth - (sum(cells) - cells[widest]));
  return out;
}

/** Lays the table at the block's cursor, at x, no wider than maxWidth; moves the cursor below it; returns its width. */
export function table(b: Block, x: number, maxWidth: number, columns: Column[], rows: string[][], opts: TableOptions = {}): number {
  let size = opts.size ?? STYLE.smallSize;
  const natural = (sz: number) => columns.map((c, i) => Math.max(textWidth(c.header, sz), ...rows.map((r) => textWidth(r[i] ?? '', sz))) + 2 * CELL_PAD);
  // The narrowest each column can be without cutting a word: its heading's longest word, its cells'.
  const headWords = (sz: number) => columns.map((c) => longestWord(c.header, sz) + 2 * CELL_PAD);
  const cellWords = (sz: number) => columns.map((_, i) => Math.max(0, ...rows.map((r) => longestWord(r[i] ?? '', sz))) + 2 * CELL_PAD);
  let widths = natural(size);
  const total = (ws: number[]) => ws.reduce((a, w) => a + w, 0);
  if (total(widths) > maxWidth) {
    // First shrink the type a little (never below the sheet's small type, which stays 2 mm on
    // paper at the smallest scale a sheet is drawn at), then wrap the widest column.
    const minSize = Math.min(size, Math.max(size * 0.8, STYLE.smallSize));
    size = Math.max(minSize, size * (maxWidth / total(widths)));
    widths = natural(size);
    if (total(widths) > maxWidth) widths = fitted(widths, headWords(size), cellWords(size), maxWidth, CELL_EM * size + 2 * CELL_PAD);
  }
  const leading = size * STYLE.leading;
  const cellLines = (s: string, i: number) => wrapText(s, size, widths[i] - 2 * CELL_PAD);
  const tableW = total(widths);
  const stroke = { stroke: STYLE.ink, strokeWidth: 0.2 };
  // Each row is drawn whole (its fill, borders and cells) in its own group, so that a table can
  // continue on the next column or page between two rows.
  const rowGroups: Item[] = [];
  let y = 0;
  const all = [columns.map((c) => c.header), ...rows];
  all.forEach((row, r) => {
    const wrapped = row.map((cell, i) => cellLines(cell ?? '', i));
    const n = Math.max(1, ...wrapped.map((l) => l.length));
    const h = (n - 1) * leading + lineHeight(size) + 2 * ROW_PAD;
    const items: Item[] = [];
    items.push({ kind: 'rect', x: 0, y: 0, w: tableW, h, fill: r === 0 ? STYLE.light : 'none', ...stroke });
    let cx = 0;
    wrapped.forEach((lines, i) => {
      if (i > 0) items.push({ kind: 'line', x1: cx, y1: 0, x2: cx, y2: h, ...stroke });
      lines.forEach((line, k) => {
        const w = textWidth(line, size);
        const tx = columns[i].align === 'right' ? cx + widths[i] - CELL_PAD - w : cx + CELL_PAD;
        items.push(text(tx, ROW_PAD + k * leading + 0.8 * size, line, size, { bold: r === 0, role: r === 0 ? 'table-header' : 'cell' }));
      });
      cx += widths[i];
    });
    const attrs: [string, string][] = r === 0 ? [['class', 'table-head']] : [['class', 'table-row'], ...(opts.rowAttrs?.[r - 1] ?? [])];
    rowGroups.push(group(0, y, items, attrs, true));
    y += h;
  });
  // The head stays with the first row: a table is never cut right under its head.
  const kept = rowGroups.length > 1 ? [group(0, 0, rowGroups.slice(0, 2), [], true), ...rowGroups.slice(2)] : rowGroups;
  b.add(group(x, b.y, kept, [['class', 'table'], ...(opts.attrs ?? [])]));
  b.y += y;
  return tableW;
}
