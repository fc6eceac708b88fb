// The ship's hit-location table: which section a shot from each facing strikes (the sheet prints
// it; the runtime's `hitByChart` routes a shot by bearing with it). A section that
// states its own `arc` is hit from that arc; otherwise the four quadrants around the ship
// (fore 315..45, starboard 45..135, aft 135..225, port 225..315) go to the outer section named for
// them, and a quadrant with no such section goes to the primary section (a ship with forward and
// aft sections only takes side shots on its primary section). Quadrants that go to the same
// section are merged.
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
