// Tracks of boxes (one per structure point) and of energy points, wrapped into rows that fit a
// width, with a little extra space after every fifth so players can count at a glance.
import type { BoxItem, EnergyItem } from './model';
import { STYLE } from './style';

export interface TrackGeometry {
  perRow: number;
  rows: number;
  width: number;
  height: number;
}

function rowWidth(k: number, pitch: number, size: number, groupGap: number): number {
  return k <= 0 ? 0 : (k - 1) * pitch + size + Math.floor((k - 1) / 5) * groupGap;
}

/** How many items fit in a row of `maxWidth`: a multiple of 5 when at least five fit. */
export function trackGeometry(count: number, maxWidth: number, size: number, gap: number, groupGap = STYLE.groupGap): TrackGeometry {
  const pitch = size + gap;
  let k = 1;
  while (rowWidth(k + 1, pitch, size, groupGap) <= maxWidth + 1e-9) k++;
  if (k >= 5) k -= k % 5;
  const perRow = Math.max(1, Math.min(k, Math.max(count, 1)));
  const rows = count <= 0 ? 0 : Math.ceil(count / perRow);
  return {
    perRow,
    rows,
    width: rowWidth(Math.min(perRow, count), pitch, size, groupGap),
    height: rows === 0 ? 0 : rows * pitch - gap,
  };
}

function position(i: number, perRow: number, pitch: number): [number, number] {
  const col = i % perRow;
  const row = Math.floor(i / perRow);
  return [col * pitch + Math.floor(col / 5) * STYLE.groupGap, row * pitch];
}

export function boxTrack(count: number, x: number, y: number, maxWidth: number): { items: BoxItem[]; geometry: TrackGeometry } {
  const size = STYLE.box;
  const geometry = trackGeometry(count, maxWidth, size, STYLE.boxGap);
  const items: BoxItem[] = [];
  for (let i = 0; i < count; i++) {
    const [dx, dy] = position(i, geometry.perRow, size + STYLE.boxGap);
    items.push({ kind: 'box', x: x + dx, y: y + dy, size });
  }
  return { items, geometry };
}

export function energyTrack(count: number, x: number, y: number, maxWidth: number): { items: EnergyItem[]; geometry: TrackGeometry } {
  const r = STYLE.energyR;
  const geometry = trackGeometry(count, maxWidth, 2 * r, STYLE.energyGap);
  const items: EnergyItem[] = [];
  for (let i = 0; i < count; i++) {
    const [dx, dy] = position(i, geometry.perRow, 2 * r + STYLE.energyGap);
    items.push({ kind: 'energy', cx: x + dx + r, cy: y + dy + r, r });
  }
  return { items, geometry };
}

/** Boxes each carrying a printed value (a sensor track: 6 5 4 3 2 1 0). */
export function numberedTrack(labels: string[], x: number, y: number, maxWidth: number): { items: BoxItem[]; geometry: TrackGeometry } {
  const t = boxTrack(labels.length, x, y, maxWidth);
  t.items.forEach((b, i) => (b.label = labels[i]));
  return t;
}
