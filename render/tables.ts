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
/** Space above and below the text of a row. */
const ROW_PAD = 0.45;

/** Lays the table at the block's cursor, at x, no wider than maxWidth; moves the cursor below it. */
export function table(b: Block, x: number, maxWidth: number, columns: Column[], rows: string[][], opts: TableOptions = {}): void {
  let size = opts.size ?? STYLE.smallSize;
  const natural = (sz: number) => columns.map((c, i) => Math.max(textWidth(c.header, sz), ...rows.map((r) => textWidth(r[i] ?? '', sz))) + 2 * CELL_PAD);
  let widths = natural(size);
  const total = (ws: number[]) => ws.reduce((a, w) => a + w, 0);
  if (total(widths) > maxWidth) {
    // First shrink the type a little (never below the sheet's small type, which stays 2 mm on
    // paper at the smallest scale a sheet is drawn at), then wrap the widest column.
    const minSize = Math.min(size, Math.max(size * 0.8, STYLE.smallSize));
    size = Math.max(minSize, size * (maxWidth / total(widths)));
    widths = natural(size);
    if (total(widths) > maxWidth) {
      const widest = widths.indexOf(Math.max(...widths));
      const rest = total(widths) - widths[widest];
      widths[widest] = Math.max(CELL_EM * size + 2 * CELL_PAD, maxWidth - rest);
    }
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
}
