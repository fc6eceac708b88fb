// Arc diagrams: wedges swept clockwise from the bow, which is up on the sheet. Bearing b is the
// point (sin b, -cos b) from the centre; SVG's y axis points down, so a positive sweep flag is
// clockwise as seen.
import { arcWidth, isFull } from '../compiler/arcs';
import { rulesetArcs } from '../compiler/catalog/arcs';
import type { Arc, Ruleset } from '../compiler/types';
import { num } from './svg';

export function bearingPoint(cx: number, cy: number, r: number, deg: number): [number, number] {
  const rad = (deg * Math.PI) / 180;
  return [cx + r * Math.sin(rad), cy - r * Math.cos(rad)];
}

/** The SVG path of the sweep `arc` around (cx, cy): a pie slice, a disc for a full circle. */
export function wedgePath(cx: number, cy: number, r: number, arc: Arc): string {
  const width = arcWidth(arc);
  if (width >= 360) {
    return `M${num(cx)} ${num(cy - r)}A${num(r)} ${num(r)} 0 1 1 ${num(cx)} ${num(cy + r)}A${num(r)} ${num(r)} 0 1 1 ${num(cx)} ${num(cy - r)}Z`;
  }
  const [x1, y1] = bearingPoint(cx, cy, r, arc[0]);
  if (width === 0) return `M${num(cx)} ${num(cy)}L${num(x1)} ${num(y1)}`;
  const [x2, y2] = bearingPoint(cx, cy, r, arc[0] + width);
  return `M${num(cx)} ${num(cy)}L${num(x1)} ${num(y1)}A${num(r)} ${num(r)} 0 ${width > 180 ? 1 : 0} 1 ${num(x2)} ${num(y2)}Z`;
}

/** Bearing of the middle of an arc (for labels), 0-360. */
export function midBearing(arc: Arc): number {
  if (isFull(arc)) return 180;
  return (((arc[0] + arcWidth(arc) / 2) % 360) + 360) % 360;
}

/** `315..45`, `all`, or for sfb `FA 300..60` when the arc is one of the ruleset's names. */
export function arcText(arc: Arc, ruleset?: Ruleset): string {
  if (isFull(arc)) return ruleset === 'sfb' ? '360 (all)' : 'all';
  const norm = (d: number) => ((d % 360) + 360) % 360;
  const plain = `${norm(arc[0])}..${norm(arc[1])}`;
  if (ruleset === 'sfb') {
    const named = rulesetArcs('sfb').find(({ arc: a }) => norm(a[0]) === norm(arc[0]) && norm(a[1]) === norm(arc[1]));
    if (named) return `${named.name} ${plain}`;
  }
  return plain;
}

export function isArc(v: unknown): v is Arc {
  return Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number' && Number.isFinite(v[0]) && Number.isFinite(v[1]);
}
