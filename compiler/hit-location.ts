// The ship's hit-location table: which section a shot from each facing strikes (the sheet prints
// it; the runtime's `hitByChart` routes a shot by bearing with it). A section that
// states its own `arc` is hit from that arc; otherwise the four quadrants around the ship
// (fore 315..45, starboard 45..135, aft 135..225, port 225..315) go to the outer section named for
// them, and a quadrant with no such section goes to the primary section (a ship with forward and
// aft sections only takes side shots on its primary section). Quadrants that go to the same
// section are merged. The section follows these arcs; the shield projection a shot meets follows
// the projections' own arcs (rules.md ST-SH-1), so when the projections state arcs off their size
// layout the sheet prints both, cut where either changes (`hitAndShieldLocations`).
import { arcWidth, inArc, norm, PROJECTIONS } from './arcs';
import type { Arc, CompiledShip, Section } from './types';

function isArc(v: unknown): v is Arc {
  return Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number' && Number.isFinite(v[0]) && Number.isFinite(v[1]);
}


export interface HitLocation {
  facing: string;
  arc: Arc;
  section: string;
}

const QUADRANTS: { facing: string; arc: Arc; names: RegExp }[] = [
  { facing: 'fore', arc: [315, 45], names: /^(fore|forward|front|bow)$/i },
  { facing: 'starboard', arc: [45, 135], names: /^(starboard|stbd|right)$/i },
  { facing: 'aft', arc: [135, 225], names: /^(aft|rear|stern)$/i },
  { facing: 'port', arc: [225, 315], names: /^(port|left)$/i },
];

function primaryOf(sections: Section[]): Section | undefined {
  return sections.find((s) => /^primary$/i.test(s.name)) ?? (sections.length === 1 ? sections[0] : undefined);
}

export function hitLocations(ship: CompiledShip): HitLocation[] {
  const sections = ship.sections ?? [];
  if (!sections.length) return [];
  const withArcs = sections.filter((s) => isArc((s as { arc?: unknown }).arc));
  if (withArcs.length) {
    return withArcs.map((s) => ({ facing: s.name, arc: (s as unknown as { arc: Arc }).arc, section: s.name }));
  }
  const primary = primaryOf(sections);
  const rows: (HitLocation & { quadrants: number })[] = [];
  for (const q of QUADRANTS) {
    const section = sections.find((s) => q.names.test(s.name)) ?? primary;
    if (!section) continue;
    const last = rows[rows.length - 1];
    if (last && last.section === section.name && last.arc[1] === q.arc[0]) {
      last.arc = [last.arc[0], q.arc[1]];
      last.facing = `${last.facing} and ${q.facing}`;
      last.quadrants++;
    } else rows.push({ facing: q.facing, arc: [...q.arc], section: section.name, quadrants: 1 });
  }
  // The port quadrant may continue the fore row across the bow (port + fore to the same section).
  if (rows.length > 1) {
    const first = rows[0];
    const last = rows[rows.length - 1];
    if (first.section === last.section && last.arc[1] === first.arc[0]) {
      first.arc = [last.arc[0], first.arc[1]];
      first.facing = `${last.facing} and ${first.facing}`;
      first.quadrants += last.quadrants;
      rows.pop();
    }
  }
  if (rows.length === 1 && rows[0].quadrants === 4) return [{ facing: 'every facing', arc: [0, 360], section: rows[0].section }];
  return rows.map(({ facing, arc, section }) => ({ facing, arc, section }));
}

/** One row of the sheet's hit-location table when projections state their own arcs. */
export interface HitAndShieldLocation extends HitLocation {
  /** The shield projection a shot from these bearings meets (ST-SH-2); two on a shared boundary only. */
  projection: string;
}

/**
 * Do the ship's projections state arcs other than its size's layout (ST-SH-1, an allowed
 * off-rule layout)? Then the section a shot hits (the section arcs) and the projection that takes
 * it (the stated projection arcs) no longer share boundaries, and the sheet shows both.
 */
export function projectionsOffLayout(ship: CompiledShip): boolean {
  const projections = ship.projections ?? [];
  if (!projections.length) return false;
  const layout = ship.size ? PROJECTIONS[ship.size] : undefined;
  if (!layout || layout.length !== projections.length) return true;
  return projections.some((p) => {
    const l = layout.find((x) => x.name === p.name);
    return !l || !sameArc(l.arc, p.arc);
  });
}

function sameArc(a: readonly [number, number], b: readonly [number, number]): boolean {
  const full = (x: readonly [number, number]) => arcWidth(x) >= 360;
  if (full(a) || full(b)) return full(a) && full(b);
  return norm(a[0]) === norm(b[0]) && norm(a[1]) === norm(b[1]);
}

/**
 * The hit-location table cut at every boundary of a section's arc and of a projection's arc: for
 * each run of bearings, the section a shot hits (as `hitLocations` gives it, which `hitByChart`
 * uses) and the projection that absorbs it first (the stated projection arcs, which the runtime's
 * `damage` uses). Runs with the same facing, section and projection are merged, across the bow too.
 */
export function hitAndShieldLocations(ship: CompiledShip): HitAndShieldLocation[] {
  const rows = hitLocations(ship);
  const projections = ship.projections ?? [];
  if (!rows.length || !projections.length) return [];
  const cuts = new Set<number>();
  for (const a of [...rows.map((r) => r.arc), ...projections.map((p) => p.arc)]) if (arcWidth(a) < 360) for (const x of a) cuts.add(norm(x));
  const bearings = [...cuts].sort((x, y) => x - y);
  if (bearings.length === 0) bearings.push(0);
  const out: HitAndShieldLocation[] = [];
  for (let i = 0; i < bearings.length; i++) {
    const from = bearings[i];
    const to = i + 1 < bearings.length ? bearings[i + 1] : bearings[0] + (bearings.length === 1 ? 360 : 0);
    const width = bearings.length === 1 ? 360 : norm(to - from) || 360;
    const mid = norm(from + width / 2);
    const row = rows.find((r) => inArc(mid, r.arc));
    const projection = projections.filter((p) => inArc(mid, p.arc)).map((p) => p.name).join(' and ');
    if (!row) continue;
    const arc: Arc = bearings.length === 1 ? [0, 360] : [from, norm(from + width)];
    const last = out[out.length - 1];
    if (last && last.section === row.section && last.facing === row.facing && last.projection === projection && last.arc[1] === arc[0]) last.arc = [last.arc[0], arc[1]];
    else out.push({ facing: row.facing, arc, section: row.section, projection: projection || 'none' });
  }
  // The last run may continue the first across the bow.
  if (out.length > 1) {
    const first = out[0];
    const last = out[out.length - 1];
    if (first.section === last.section && first.facing === last.facing && first.projection === last.projection && last.arc[1] === first.arc[0]) {
      first.arc = [last.arc[0], first.arc[1]];
      out.pop();
    }
  }
  // Read from the bow: a row across it (315..45) comes first.
  const bow = out.findIndex((r) => r.arc[0] > r.arc[1] && r.arc[1] > 0);
  return bow > 0 ? [...out.slice(bow), ...out.slice(0, bow)] : out;
}
