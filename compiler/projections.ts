// The shield projections a b5wars ship actually has: the ones its `shields` group declares, each
// with its stated arc or, when none is stated, the arc its name gives. ST-SH-1 checks this set
// against the size class; ST-SH-9, emission, the sheet and the runtime all use it, so a layout an
// `allow ST-SH-1` accepts reaches every one of them as written (never the size's default set).
//
// A projection named for a direction (`fore`, `starboard`, `aft`, `port`; `all` for the whole
// circle) without a stated arc is centred on that direction, and the projections share the circle
// equally: with n declared projections each is 360/n degrees wide. For the size layouts this gives
// exactly the arcs of ST-SH-1 (two: fore 270..90, aft 90..270; four: fore 315..45, ...), and a
// medium ship rated `port` and `starboard` gets the two side halves 180..0 and 0..180.
import { arcWidth } from './arcs';
import type { Located, Loc, ShipModel } from './model';
import type { Arc } from './types';
import type { projectionPart } from './document/parts';
import type { StatedNames } from './document/shape';

/** The direction each named projection faces, in degrees clockwise from the bow. */
export const PROJECTION_DIRECTIONS: Readonly<Record<string, number>> = { fore: 0, starboard: 90, aft: 180, port: 270 };

/** The figures a projection carries only when stated, as the document describes them (armor, perHit). */
export type StatedFigures = { [K in StatedNames<typeof projectionPart>]?: Located<number> };

export type EffectiveProjection = StatedFigures & {
  name: string;
  arc: Arc;
  rating: number;
  /** Where the arc was stated; absent when it comes from the name. */
  arcLoc?: Located<Arc>;
  /** The rating as written. */
  ratingLoc?: Located<number>;
  /** Where to point at this projection: its name in the shields group. */
  loc: Loc;
};

function statedOf(stated: Map<string, Map<string, Located<number>>> | undefined, name: string): StatedFigures {
  const out: Record<string, Located<number>> = {};
  for (const [figure, byProjection] of stated ?? []) {
    const v = byProjection.get(name);
    if (v) out[figure] = v;
  }
  return out;
}

/** Is `name` a projection whose arc follows from its name? */
export function isDirectionName(name: string): boolean {
  return name === 'all' || Object.hasOwn(PROJECTION_DIRECTIONS, name);
}

/** The arc a projection named `name` has among `count` declared projections, when no arc is stated. */
export function arcByName(name: string, count: number): Arc | undefined {
  if (name === 'all') return [0, 360];
  if (!Object.hasOwn(PROJECTION_DIRECTIONS, name) || count < 1) return undefined;
  if (count === 1) return [0, 360];
  const centre = PROJECTION_DIRECTIONS[name];
  const half = 180 / count;
  const norm = (x: number) => Math.round((((x % 360) + 360) % 360) * 1e6) / 1e6;
  return [norm(centre - half), norm(centre + half)];
}

/** Middle bearing of an arc, for ordering clockwise from the bow. */
function centre(arc: Arc): number {
  if (arcWidth(arc) >= 360) return -1;
  const c = arc[0] + arcWidth(arc) / 2;
  const n = ((c % 360) + 360) % 360;
  // A projection centred dead ahead (fore, 315..45) comes first.
  return n >= 359.999999 ? 0 : n;
}

/**
 * The declared projections with their arcs, clockwise from the bow. Projections without a known
 * arc (a name that is no direction and no stated arc, already reported while reading) are left
 * out; `undefined` when the ship has no `shields` group.
 */
export function shipProjections(ship: ShipModel): EffectiveProjection[] | undefined {
  const shields = ship.shields;
  if (!shields) return undefined;
  const names = new Set<string>([...shields.entries.keys(), ...(shields.arcs?.keys() ?? [])]);
  const out: EffectiveProjection[] = [];
  for (const name of names) {
    const rating = shields.entries.get(name);
    const stated = shields.arcs?.get(name);
    const arc = stated ? stated.value : arcByName(name, names.size);
    if (!arc) continue;
    out.push({
      name,
      arc: [arc[0], arc[1]],
      rating: typeof rating?.value === 'number' ? rating.value : 0,
      ...(stated ? { arcLoc: stated } : {}),
      ...(rating ? { ratingLoc: rating } : {}),
      ...statedOf(shields.stated, name),
      loc: rating?.keyLoc ?? stated?.keyLoc ?? shields.loc,
    });
  }
  return out.sort((a, b) => centre(a.arc) - centre(b.arc));
}
