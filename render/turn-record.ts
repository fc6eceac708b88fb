// The turn record of a Babylon 5 Wars sheet: a ruled grid with a row per turn to fill in during
// play — speed, thrust used, power used and the EW the ship puts out. It is drawn in the paper a
// sheet leaves free (render/layout.ts places it in the emptiest column of the last page), with as
// many turns as fit there; it never adds a page.
import type { CompiledShip } from '../compiler/types';
import { Block, panel } from './blocks';
import { numberText } from './describe';
import { group, text, type Item } from './model';
import { STYLE } from './style';
import { textWidth } from './text';

/** Height of a row to write in with a pencil. */
export const TURN_ROW = 5;
/** Fewer turns than this are not worth a panel. */
export const MIN_TURNS = 3;

function columns(ship: CompiledShip): string[] {
  const power = ship.derived?.powerBudget?.available ?? (typeof ship.power === 'number' ? ship.power : undefined);
  const thrust = typeof ship.thrust === 'number' ? ship.thrust : undefined;
  return ['Turn', 'Speed', thrust !== undefined ? `Thrust of ${numberText(thrust)}` : 'Thrust', power !== undefined ? `Power of ${numberText(power)}` : 'Power', 'EW'];
}

/** The turn record with `turns` rows, for the b5wars sheet. */
export function turnRecord(ship: CompiledShip, width: number, turns: number): Block {
  return panel('Turn record', width, [['data-panel', 'turn-record'], ['data-turns', String(turns)]], (b, x, w) => {
    const S = STYLE.smallSize;
    const heads = columns(ship);
    // The turn number is narrow; the other columns share the rest.
    const turnW = Math.max(textWidth('Turn', S), textWidth(String(turns), S)) + 1.8;
    const restW = (w - turnW) / (heads.length - 1);
    const widths = [turnW, ...heads.slice(1).map(() => restW)];
    const stroke = { stroke: STYLE.ink, strokeWidth: 0.2 };
    // A head too wide for its column goes on two lines (`Thrust` over `of 9`).
    const headLines = heads.map((h, i) => (textWidth(h, S) <= widths[i] - 1.8 || !h.includes(' of ') ? [h] : [h.slice(0, h.indexOf(' of ')), h.slice(h.indexOf(' of ') + 1)]));
    const lines = Math.max(...headLines.map((l) => l.length));
    const row = (cells: string[][], dy: number, h: number, head: boolean, attrs: [string, string][]): Item => {
      const items: Item[] = [{ kind: 'rect', x: 0, y: 0, w, h, fill: head ? STYLE.light : 'none', ...stroke }];
      let cx = 0;
      cells.forEach((c, i) => {
        if (i) items.push({ kind: 'line', x1: cx, y1: 0, x2: cx, y2: h, ...stroke });
        const first = h / 2 + 0.35 * S - ((c.length - 1) * S * STYLE.leading) / 2;
        c.forEach((line, k) => items.push(text(cx + 0.9, first + k * S * STYLE.leading, line, S, { bold: head, role: head ? 'table-header' : 'turn' })));
        cx += widths[i];
      });
      return group(0, dy, items, attrs, true);
    };
    const headH = lines * S * STYLE.leading + 1;
    const headRow = row(headLines, 0, headH, true, [['class', 'table-head']]);
    const rows: Item[] = [];
    let y = headH;
    for (let t = 1; t <= turns; t++) {
      rows.push(row([[String(t)], [], [], [], []], y, TURN_ROW, false, [['class', 'turn-row'], ['data-turn', String(t)]]));
      y += TURN_ROW;
    }
    // The head stays with the first turn when the panel is cut.
    const body = rows.length ? [group(0, 0, [headRow, rows[0]], [], true), ...rows.slice(1)] : [headRow];
    b.add(group(x, b.y, body, [['class', 'table'], ['data-table', 'turn-record']]));
    b.y += y;
  });
}

/** Width of a turn's column in the page-wide strip. */
export const TURN_COL = 9;

/**
 * The turn record as a strip across the page (for the paper under level columns): a row per
 * figure, a column per turn.
 */
export function turnStrip(ship: CompiledShip, width: number, turns: number): Block {
  return panel('Turn record', width, [['data-panel', 'turn-record'], ['data-turns', String(turns)]], (b, x, w) => {
    const S = STYLE.smallSize;
    const [, ...figures] = columns(ship);
    const labels = ['Turn', ...figures];
    const labelW = Math.max(...labels.map((l) => textWidth(l, S))) + 1.8;
    const stroke = { stroke: STYLE.ink, strokeWidth: 0.2 };
    const headH = S * STYLE.leading + 1;
    const rows: Item[] = [];
    let y = 0;
    labels.forEach((label, r) => {
      const h = r === 0 ? headH : TURN_ROW;
      const items: Item[] = [{ kind: 'rect', x: 0, y: 0, w: labelW + turns * TURN_COL, h, fill: r === 0 ? STYLE.light : 'none', ...stroke }];
      items.push(text(0.9, h / 2 + 0.35 * S, label, S, { bold: true, role: r === 0 ? 'table-header' : 'turn' }));
      for (let t = 0; t < turns; t++) {
        const cx = labelW + t * TURN_COL;
        items.push({ kind: 'line', x1: cx, y1: 0, x2: cx, y2: h, ...stroke });
        if (r === 0) items.push(text(cx + 0.9, h / 2 + 0.35 * S, String(t + 1), S, { bold: true, role: 'table-header' }));
      }
      rows.push(group(0, y, items, r === 0 ? [['class', 'table-head']] : [['class', 'turn-row'], ['data-figure', label]], true));
      y += h;
    });
    void w;
    b.add(group(x, b.y, rows, [['class', 'table'], ['data-table', 'turn-record']], true));
    b.y += y;
  });
}

/** How many turns the strip holds across a width. */
export function stripTurns(ship: CompiledShip, width: number): number {
  const S = STYLE.smallSize;
  const labelW = Math.max(...['Turn', ...columns(ship).slice(1)].map((l) => textWidth(l, S))) + 1.8;
  return Math.floor((width - 2 * STYLE.pad - labelW) / TURN_COL);
}
