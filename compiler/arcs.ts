// Arc geometry (docs/rules.md, Conventions), shared by the compiler, the runtime and the renderer: an arc
// [a, b] is the clockwise sweep from a to b, both ends included; [0, 360] is the full circle.
// Bearings are degrees clockwise from the bow, 0 <= b < 360. Arcs compare as sets of bearings.

export type Arc = [number, number];

export const FULL_CIRCLE: Arc = [0, 360];

/** Degrees into 0 <= x < 360. */
export function norm(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r === 0 ? 0 : r;
}

/** Width of an arc in degrees (360 for the full circle). */
export function arcWidth(arc: readonly [number, number]): number {
  const [a, b] = arc;
  if (b - a >= 360) return 360;
  return norm(b - a);
}

/** Is the bearing inside the arc (ends included)? */
export function inArc(bearing: number, arc: readonly [number, number]): boolean {
  const w = arcWidth(arc);
  return w >= 360 || norm(bearing - arc[0]) <= w;
}

/** Does `outer` contain every bearing of `inner`? */
export function arcContains(outer: readonly [number, number], inner: readonly [number, number]): boolean {
  const wo = arcWidth(outer);
  if (wo >= 360) return true;
  const wi = arcWidth(inner);
  if (wi >= 360) return false;
  return norm(inner[0] - outer[0]) + wi <= wo;
}

/** Do two arcs share a boundary (the end of one is the start of the other)? */
export function arcsAdjacent(x: readonly [number, number], y: readonly [number, number]): boolean {
  if (arcWidth(x) >= 360 || arcWidth(y) >= 360) return false;
  return norm(x[1]) === norm(y[0]) || norm(y[1]) === norm(x[0]);
}

/** Widens an arc by `steps` 90° steps clockwise (moving its end) or counter-clockwise (its start). */
export function extendArc(arc: readonly [number, number], steps: number, direction: 'cw' | 'ccw'): Arc {
  if (arcWidth(arc) + 90 * steps >= 360) return [0, 360];
  return direction === 'cw' ? [arc[0], norm(arc[1] + 90 * steps)] : [norm(arc[0] - 90 * steps), arc[1]];
}

/** The arc's middle bearing: the order "clockwise from the bow" sorts by it. */
export function arcCenter(arc: readonly [number, number]): number {
  return norm(arc[0] + arcWidth(arc) / 2);
}

export function formatArc(arc: readonly [number, number]): string {
  return arcWidth(arc) >= 360 ? 'all' : `${arc[0]}..${arc[1]}`;
}

export function isFull(arc: readonly [number, number]): boolean {
  return arcWidth(arc) >= 360;
}

/** Compiler-side names of the same tests. */
export const arcContainsBearing = (arc: readonly [number, number], bearing: number): boolean => inArc(bearing, arc);
export const arcContainsArc = arcContains;

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
