// A system row: the arc wedge (when the system has an arc), the label and kind, the parameter
// phrases, then one box per structure point and, for capacitors, one circle per energy point.
import type { Arc } from '../compiler/types';
import { boxTrack, energyTrack } from './boxes';
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
  const labelLines = wrapText(spec.label, L, tw);
  labelLines.forEach((line, i) => {
    items.push(text(tx, y + 0.8 * L, line, L, { bold: true, role: 'label' }));
    if (i < labelLines.length - 1) y += L * STYLE.leading;
  });
  const lastLabelW = textWidth(labelLines[labelLines.length - 1], L);
  const gap = textWidth(' ', L);
  const titleSize = STYLE.bodySize;
  if (spec.title) {
    if (lastLabelW + gap + textWidth(spec.title, titleSize) <= tw) {
      // Same baseline as the label.
      items.push(text(tx + lastLabelW + gap, y + 0.8 * L, spec.title, titleSize, { role: 'kind' }));
      y += lineHeight(L);
    } else {
      y += L * STYLE.leading;
      const lines = wrapText(spec.title, titleSize, tw);
      lines.forEach((line, i) => {
        items.push(text(tx, y + 0.8 * titleSize, line, titleSize, { role: 'kind' }));
        y += i < lines.length - 1 ? titleSize * STYLE.leading : lineHeight(titleSize);
      });
    }
  } else y += lineHeight(L);
  const S = STYLE.smallSize;
  const detailLines = [...wrapPhrases(spec.details, ' · ', S, tw), ...(spec.note ? wrapText(`note: ${spec.note}`, S, tw) : [])];
  for (const line of detailLines) {
    y += S * (STYLE.leading - 1) + 0.15;
    items.push(text(tx, y + 0.8 * S, line, S, { role: 'detail' }));
    y += lineHeight(S);
  }
  if (spec.boxes > 0) {
    y += 0.8;
    const track = boxTrack(spec.boxes, tx, y, tw);
    items.push(group(0, 0, track.items, [['class', 'boxes']]));
    y += track.geometry.height;
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
