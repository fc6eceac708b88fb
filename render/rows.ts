// A system row: the arc wedge (when the system has an arc), the label and kind, the parameter
// phrases, then one box per structure point and, for capacitors, one circle per energy point.
import type { Arc } from '../compiler/types';
import { boxTrack, energyTrack, trackGeometry } from './boxes';
import { Block } from './blocks';
import { group, text, type Item } from './model';
import { STYLE } from './style';
import { lineHeight, textWidth, wrapPhrases, wrapText } from './text';

export interface RowSpec {
  label: string;
  title: string;
  arc?: Arc;
  /** What the wedge is for (data-for). */
  arcFor?: string;
  boxes: number;
  details: string[];
  note?: string;
  /** Energy points to draw as circles (capacitors, batteries). */
  energy?: number;
  /** Attributes of the row's <g> (class, data-id, ...). */
  attrs: [string, string][];
}

/** Rows taller than this (mm) may be cut between rows of boxes at a column or page end. */
export const KEEP_ROW_MAX = 60;

/** Space between a line of text and the boxes that follow it on the same line. */
const BOX_SPACE = 2;

/** Width reserved left of the text for a wedge. */
export const WEDGE_COLUMN = 2 * STYLE.wedgeR + 1.8;

export function wedgeItem(cx: number, cy: number, r: number, arc: Arc, forWhat: string): Item {
  return { kind: 'wedge', cx, cy, r, arc, for: forWhat, fill: STYLE.mid, dial: true };
}

/** Lays the row at the block's cursor within [x, x + width). */
export function systemRow(b: Block, x: number, width: number, spec: RowSpec, wedgeColumn: boolean): void {
  const items: Item[] = [];
  const tx = wedgeColumn ? WEDGE_COLUMN : 0;
  const tw = Math.max(width - tx, 1);
  let y = 0;
  const L = STYLE.labelSize;
  // Line 1: label (bold) and kind; the kind moves to its own line when both do not fit.
  // Where the last line of text ends (x) and its top, so that a short track of boxes can follow
  // it on the same line.
  let lineEnd = 0;
  let lineTop = -1;
  const put = (t: ReturnType<typeof text>, top: number) => {
    items.push(t);
    const end = t.x - tx + t.width;
    if (top > lineTop + 1e-9) {
      lineTop = top;
      lineEnd = end;
    } else lineEnd = Math.max(lineEnd, end);
  };
  const labelLines = wrapText(spec.label, L, tw);
  labelLines.forEach((line, i) => {
    put(text(tx, y + 0.8 * L, line, L, { bold: true, role: 'label' }), y);
    if (i < labelLines.length - 1) y += L * STYLE.leading;
  });
  const lastLabelW = textWidth(labelLines[labelLines.length - 1], L);
  const gap = textWidth(' ', L);
  const titleSize = STYLE.bodySize;
  const S = STYLE.smallSize;
  // Short details (a weapon's arc and armor, a thruster's thrust) follow the kind on its line
  // when they fit there, rather than taking a line of their own.
  const inline = spec.details.length && !spec.note ? spec.details.join(' · ') : undefined;
  let detailsDone = false;
  if (spec.title) {
    const titleW = textWidth(spec.title, titleSize);
    if (lastLabelW + gap + titleW <= tw) {
      // Same baseline as the label.
      put(text(tx + lastLabelW + gap, y + 0.8 * L, spec.title, titleSize, { role: 'kind' }), y);
      const after = lastLabelW + gap + titleW + textWidth(' · ', S);
      if (inline !== undefined && after + textWidth(inline, S) <= tw) {
        put(text(tx + after, y + 0.8 * L, inline, S, { role: 'detail' }), y);
        detailsDone = true;
      }
      y += lineHeight(L);
    } else {
      y += L * STYLE.leading;
      const lines = wrapText(spec.title, titleSize, tw);
      lines.forEach((line, i) => {
        put(text(tx, y + 0.8 * titleSize, line, titleSize, { role: 'kind' }), y);
        const last = i === lines.length - 1;
        const after = textWidth(line, titleSize) + textWidth(' · ', S);
        if (last && inline !== undefined && after + textWidth(inline, S) <= tw) {
          put(text(tx + after, y + 0.8 * titleSize, inline, S, { role: 'detail' }), y);
          detailsDone = true;
        }
        y += !last ? titleSize * STYLE.leading : lineHeight(titleSize);
      });
    }
  } else y += lineHeight(L);
  const detailLines = [...(detailsDone ? [] : wrapPhrases(spec.details, ' · ', S, tw)), ...(spec.note ? wrapText(`note: ${spec.note}`, S, tw) : [])];
  for (const line of detailLines) {
    y += S * (STYLE.leading - 1) + 0.15;
    put(text(tx, y + 0.8 * S, line, S, { role: 'detail' }), y);
    y += lineHeight(S);
  }
  if (spec.boxes > 0) {
    // A track that fits in one row after the last line of text goes there, beside it.
    const rest = tw - lineEnd - BOX_SPACE;
    const one = trackGeometry(spec.boxes, rest, STYLE.box, STYLE.boxGap);
    if (!(spec.energy && spec.energy > 0) && rest > 0 && one.rows === 1 && one.width <= rest + 1e-9) {
      const by = Math.max(0, y - STYLE.box);
      const track = boxTrack(spec.boxes, tx + lineEnd + BOX_SPACE, by, rest);
      items.push(group(0, 0, track.items, [['class', 'boxes']]));
      y = Math.max(y, by + track.geometry.height);
    } else {
      y += 0.8;
      const track = boxTrack(spec.boxes, tx, y, tw);
      items.push(group(0, 0, track.items, [['class', 'boxes']]));
      y += track.geometry.height;
    }
  }
  if (spec.energy && spec.energy > 0) {
    y += 0.8;
    const track = energyTrack(spec.energy, tx, y, tw);
    items.push(group(0, 0, track.items, [['class', 'energy-track'], ['data-energy', String(spec.energy)]]));
    y += track.geometry.height;
  }
  if (spec.arc && wedgeColumn) {
    const r = STYLE.wedgeR;
    items.push(wedgeItem(r + 0.2, r + 0.1, r, spec.arc, spec.arcFor ?? spec.label));
    y = Math.max(y, 2 * r + 0.2);
  }
  // A row stays whole on its column or page, unless it alone is too tall to (then it may be cut
  // between its rows of boxes).
  b.add(group(x, b.y, items, spec.attrs, y <= KEEP_ROW_MAX));
  b.y += y;
}
