// Arc geometry (rules.md §0): an arc `a..b` is the clockwise sweep from a to b, ends included;
// [0, 360] is the full circle. Arcs are compared as sets of bearings.
import type { Arc } from './types';

export const FULL_CIRCLE: Arc = [0, 360];

export function isFull(arc: Arc): boolean {
  return arc[1] - arc[0] === 360 || (arc[0] === 0 && arc[1] === 360);
}

/** Width in degrees; a..a is 0 wide (a single bearing), 0..360 is 360. */
export function arcWidth(arc: Arc): number {
  if (isFull(arc)) return 360;
  const w = (((arc[1] - arc[0]) % 360) + 360) % 360;
  return w;
}

/** Does the arc contain the bearing? */
export function arcContainsBearing(arc: Arc, bearing: number): boolean {
  if (isFull(arc)) return true;
  const b = ((bearing % 360) + 360) % 360;
  const off = (((b - arc[0]) % 360) + 360) % 360;
  return off <= arcWidth(arc);
}

/** Does `outer` contain every bearing of `inner`? */
export function arcContainsArc(outer: Arc, inner: Arc): boolean {
  if (isFull(outer)) return true;
  if (isFull(inner)) return false;
  const wo = arcWidth(outer);
  const off = (((inner[0] - outer[0]) % 360) + 360) % 360;
  return off <= wo && off + arcWidth(inner) <= wo;
}

/** Extend an arc by `steps` 90° steps clockwise (end moves) or counter-clockwise (start moves). */
export function extendArc(arc: Arc, steps: number, direction: 'cw' | 'ccw'): Arc {
  const w = arcWidth(arc) + 90 * steps;
  if (w >= 360) return [0, 360];
  if (direction === 'cw') return [arc[0], norm(arc[1] + 90 * steps)];
  return [norm(arc[0] - 90 * steps), arc[1]];
}

function norm(deg: number): number {
  const d = ((deg % 360) + 360) % 360;
  return d;
}

export function formatArc(arc: Arc): string {
  return isFull(arc) ? 'all' : `${arc[0]}..${arc[1]}`;
}

/** ST-SH-1: the projections of each size class, clockwise from the bow. */
export const PROJECTIONS: Record<'light' | 'medium' | 'large', { name: string; arc: Arc }[]> = {
  light: [{ name: 'all', arc: [0, 360] }],
  medium: [
    { name: 'fore', arc: [270, 90] },
    { name: 'aft', arc: [90, 270] },
  ],
  large: [
    { name: 'fore', arc: [315, 45] },
    { name: 'starboard', arc: [45, 135] },
    { name: 'aft', arc: [135, 225] },
    { name: 'port', arc: [225, 315] },
  ],
};
