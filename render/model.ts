// The layout model: everything the sheet draws, with its geometry, before it becomes SVG text.
// Tests read this model to check the geometry (no two labels intersect, everything on the page);
// render/svg-out.ts turns it into SVG. Units are millimetres of the page before scaling.
import type { Arc } from '../compiler/types';
import { ASCENT_EM, CELL_EM, DESCENT_EM, cells, textWidth } from './text';

export interface BBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextItem {
  kind: 'text';
  /** Left edge (the text is always laid out from its left edge). */
  x: number;
  /** Baseline. */
  y: number;
  text: string;
  size: number;
  bold?: boolean;
  fill?: string;
  /** What the text is, for tests and for `data-role`: `label`, `title`, `value`, ... */
  role?: string;
  /** Width assumed by the layout (also written as `textLength`). */
  width: number;
}

/** A damage box: one structure point (a track box may carry its value, printed inside). */
export interface BoxItem {
  kind: 'box';
  x: number;
  y: number;
  size: number;
  label?: string;
  /** In play (render/state-marks.ts): a box of damage is crossed, every box of what is destroyed filled. */
  mark?: 'hit' | 'destroyed';
}

/** An energy point of a capacitor or battery track (drawn as a circle). */
export interface EnergyItem {
  kind: 'energy';
  cx: number;
  cy: number;
  r: number;
  /** In play: a point of energy the capacitor or battery holds (render/state-marks.ts). */
  filled?: boolean;
}

/** An arc diagram: the sweep `arc` clockwise from the bow (up). */
export interface WedgeItem {
  kind: 'wedge';
  cx: number;
  cy: number;
  r: number;
  arc: Arc;
  /** What the arc belongs to: a system id, a projection or shield name. */
  for: string;
  fill?: string;
  /** Draw the bow tick and the outline circle (small wedges next to systems). */
  dial?: boolean;
}

export interface RectItem {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

export interface LineItem {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke?: string;
  strokeWidth?: number;
}

export interface PathItem {
  kind: 'path';
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  bbox: BBox;
}

/** Items moved by (dx, dy) and wrapped in a <g> with these attributes (data-* for tests). */
export interface GroupItem {
  kind: 'group';
  dx: number;
  dy: number;
  attrs: [string, string][];
  items: Item[];
  /** Never split across columns or pages (a system row, a diagram, a table row). */
  keep?: boolean;
}

export type Item = TextItem | BoxItem | EnergyItem | WedgeItem | RectItem | LineItem | PathItem | GroupItem;

export interface Sheet {
  /** Page size in mm. */
  width: number;
  height: number;
  /** The content is drawn at this scale (1 = as laid out); content coordinates are page / scale. */
  scale: number;
  columns: number;
  title: string;
  /** Attributes of the root element (data-ship, data-ruleset). */
  rootAttrs: [string, string][];
  /** Each page's items, in content coordinates of that page. A large ship takes several pages. */
  pages: Item[][];
}

export function text(x: number, y: number, s: string, size: number, opts: { bold?: boolean; fill?: string; role?: string } = {}): TextItem {
  return { kind: 'text', x, y, text: s, size, width: textWidth(s, size), ...opts };
}

/** Where a box's label is drawn: centred, at a size that fits the box. */
export function boxLabel(b: BoxItem): { x: number; y: number; size: number; width: number } {
  const label = b.label ?? '';
  const size = Math.min(b.size * 0.72, (b.size * 0.9) / Math.max(1, cells(label) * CELL_EM));
  const width = textWidth(label, size);
  return { x: b.x + (b.size - width) / 2, y: b.y + b.size / 2 + 0.35 * size, size, width };
}

/** Stroke width of the cross on a box of damage (mm). */
export const HIT_STROKE = 0.35;

/** The two diagonals that cross a box of damage, inset from its corners: [x1, y1, x2, y2] each. */
export function crossLines(b: BoxItem): [number, number, number, number][] {
  const i = b.size * 0.14;
  const [x0, y0, x1, y1] = [b.x + i, b.y + i, b.x + b.size - i, b.y + b.size - i];
  return [[x0, y0, x1, y1], [x1, y0, x0, y1]];
}

export function textBox(t: TextItem): BBox {
  return { x: t.x, y: t.y - ASCENT_EM * t.size, w: t.width, h: (ASCENT_EM + DESCENT_EM) * t.size };
}

export function group(dx: number, dy: number, items: Item[], attrs: [string, string][] = [], keep = false): GroupItem {
  return keep ? { kind: 'group', dx, dy, attrs, items, keep } : { kind: 'group', dx, dy, attrs, items };
}

/** Bounding box of one item (groups: the union of their children, moved). */
export function itemBox(item: Item): BBox | undefined {
  switch (item.kind) {
    case 'text':
      return textBox(item);
    case 'box':
      return { x: item.x, y: item.y, w: item.size, h: item.size };
    case 'energy':
      return { x: item.cx - item.r, y: item.cy - item.r, w: 2 * item.r, h: 2 * item.r };
    case 'wedge':
      return { x: item.cx - item.r, y: item.cy - item.r, w: 2 * item.r, h: 2 * item.r };
    case 'rect':
      return { x: item.x, y: item.y, w: item.w, h: item.h };
    case 'line':
      return { x: Math.min(item.x1, item.x2), y: Math.min(item.y1, item.y2), w: Math.abs(item.x2 - item.x1), h: Math.abs(item.y2 - item.y1) };
    case 'path':
      return item.bbox;
    case 'group': {
      const u = unionBoxes(item.items.map(itemBox).filter((b): b is BBox => !!b));
      return u && { x: u.x + item.dx, y: u.y + item.dy, w: u.w, h: u.h };
    }
  }
}

export function unionBoxes(boxes: BBox[]): BBox | undefined {
  if (!boxes.length) return undefined;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.w);
    y1 = Math.max(y1, b.y + b.h);
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Two boxes overlap (touching edges do not count). */
export function intersects(a: BBox, b: BBox, eps = 1e-6): boolean {
  return a.x < b.x + b.w - eps && b.x < a.x + a.w - eps && a.y < b.y + b.h - eps && b.y < a.y + a.h - eps;
}

export interface FlatItem {
  item: Exclude<Item, GroupItem>;
  /** Bounding box in content coordinates (groups' offsets applied). */
  box: BBox;
  /** Attributes of the enclosing groups, innermost last. */
  groups: [string, string][][];
}

/** Every leaf item with its absolute bounding box (content coordinates, before `scale`). */
export function flatten(items: Item[], dx = 0, dy = 0, groups: [string, string][][] = [], out: FlatItem[] = []): FlatItem[] {
  for (const item of items) {
    if (item.kind === 'group') {
      flatten(item.items, dx + item.dx, dy + item.dy, item.attrs.length ? [...groups, item.attrs] : groups, out);
      continue;
    }
    const b = itemBox(item)!;
    out.push({ item, box: { x: b.x + dx, y: b.y + dy, w: b.w, h: b.h }, groups });
  }
  return out;
}
