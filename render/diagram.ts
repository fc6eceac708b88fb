// The big arc diagram of a sheet: b5wars shield projections or the six sfb shields, as wedges
// around a ship pointing up, each labelled outside the circle on its middle bearing.
import type { Arc } from '../compiler/types';
import { bearingPoint, midBearing } from './arcs';
import { Block } from './blocks';
import { group, intersects, text, unionBoxes, type BBox, type Item } from './model';
import { STYLE } from './style';
import { num } from './svg';
import { lineHeight, textWidth } from './text';

export interface Sector {
  key: string;
  arc: Arc;
  /** Label lines: the first bold. */
  lines: string[];
  fill: string;
}

function rectCircleDistance(r: BBox, cx: number, cy: number): number {
  const nx = Math.max(r.x, Math.min(cx, r.x + r.w));
  const ny = Math.max(r.y, Math.min(cy, r.y + r.h));
  return Math.hypot(nx - cx, ny - cy);
}

/** Lays the diagram at the cursor, centred in [x, x + width). */
export function sectorDiagram(b: Block, x: number, width: number, sectors: Sector[], maxR: number, attrs: [string, string][]): void {
  const items: Item[] = [];
  // Room for the widest side label on both sides.
  const sideLabel = Math.max(0, ...sectors.map((s) => Math.max(...s.lines.map((l, i) => textWidth(l, i === 0 ? STYLE.labelSize : STYLE.bodySize)))));
  const R = Math.max(5, Math.min(maxR, (width - 2 * (sideLabel + 1.5)) / 2));
  for (const s of sectors) items.push({ kind: 'wedge', cx: 0, cy: 0, r: R, arc: s.arc, for: s.key, fill: s.fill });
  // The ship, pointing at the bow.
  const k = R * 0.32;
  items.push({
    kind: 'path',
    d: `M0 ${num(-k * 1.3)}L${num(k * 0.6)} ${num(k)}L0 ${num(k * 0.55)}L${num(-k * 0.6)} ${num(k)}Z`,
    fill: STYLE.paper,
    stroke: STYLE.ink,
    strokeWidth: 0.35,
    bbox: { x: -k * 0.6, y: -k * 1.3, w: k * 1.2, h: k * 2.3 },
  });
  const placed: BBox[] = [];
  const L = STYLE.labelSize;
  for (const s of sectors) {
    const sizes = s.lines.map((_, i) => (i === 0 ? L : STYLE.bodySize));
    const w = Math.max(...s.lines.map((l, i) => textWidth(l, sizes[i])));
    const h = sizes.reduce((a, sz, i) => a + (i < sizes.length - 1 ? sz * STYLE.leading : lineHeight(sz)), 0);
    const m = midBearing(s.arc);
    const [ux, uy] = bearingPoint(0, 0, 1, m);
    let d = R + 1;
    let rect: BBox = { x: 0, y: 0, w, h };
    for (let i = 0; i < 400; i++, d += 0.5) {
      rect = { x: ux * d + (ux * w) / 2 - w / 2, y: uy * d + (uy * h) / 2 - h / 2, w, h };
      const padded = { x: rect.x - 0.6, y: rect.y - 0.6, w: rect.w + 1.2, h: rect.h + 1.2 };
      if (rectCircleDistance(rect, 0, 0) >= R + 0.9 && !placed.some((p) => intersects(p, padded))) break;
    }
    placed.push(rect);
    let y = rect.y;
    const labelItems: Item[] = [];
    s.lines.forEach((line, i) => {
      const sz = sizes[i];
      const lw = textWidth(line, sz);
      labelItems.push(text(rect.x + (w - lw) / 2, y + 0.8 * sz, line, sz, { bold: i === 0, role: 'sector-label' }));
      y += sz * STYLE.leading;
    });
    items.push(group(0, 0, labelItems, [['class', 'sector-label'], ['data-for', s.key]]));
  }
  const bounds = unionBoxes([{ x: -R, y: -R, w: 2 * R, h: 2 * R }, ...placed])!;
  const dx = x + (width - bounds.w) / 2 - bounds.x;
  b.add(group(dx, b.y - bounds.y, items, [['class', 'diagram'], ...attrs], true));
  b.y += bounds.h;
}
