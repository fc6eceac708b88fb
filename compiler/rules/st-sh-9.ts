// ST-SH-9: a deflector covers a projection when its (base) arc contains the projection's whole
// arc. At construction every projection must be covered by some deflector, or it would collapse
// in the first Adjust Ship Systems segment (ST-SH-7). When none covers it, the message names the
// deflectors that come closest and how many degrees each misses.
import type { ConstructionRule, SystemModel } from '../model';
import type { Arc } from '../types';
import { hasShieldSystems, projectionsFor } from './st-sh-1';
import { shipProjections } from '../projections';
import {
  arcContainsArc,
  arcMissing,
  arcOverlap,
  arcText,
  arcUnion,
  arcWidth,
  asArc,
  fmt,
  paramLoc,
  paramValue,
  propValue,
  replaceFix,
  showArc,
  systemsOf,
} from './util';

interface Candidate {
  sys: SystemModel;
  arc: Arc;
  missing: number;
  gaps: Arc[];
}

export const rule: ConstructionRule = {
  id: 'ST-SH-9',
  wholeShip: true,
  rulesets: ['b5wars'],
  check(ctx) {
    const { ship } = ctx;
    if (!ship.shields && !hasShieldSystems(ship)) return;
    const size = propValue<string>(ship, 'size');
    // A layout that `allow ST-SH-1` accepts is compiled as declared (stated arcs included,
    // compiler/projections.ts), so coverage is checked on it; otherwise on the size layout (an
    // off-layout set is ST-SH-1's finding, and coverage of it would only repeat that).
    const offLayoutAllowed = ship.allows.some((a) => a.rule === 'ST-SH-1');
    const projections = (offLayoutAllowed ? shipProjections(ship) : undefined) ?? projectionsFor(size);
    const deflectors = systemsOf(ship, 'deflector')
      .map((sys) => ({ sys, arc: asArc(paramValue(sys, 'arc')) }))
      .filter((d): d is { sys: SystemModel; arc: Arc } => d.arc !== undefined);
    for (const p of projections) {
      if (deflectors.some((d) => arcContainsArc(d.arc, p.arc))) continue;
      const entry = ship.shields?.entries.get(p.name) ?? ship.shields?.arcs?.get(p.name);
      const loc = entry ? (entry.keyLoc ?? entry.loc) : (ship.shields?.loc ?? ship.nameLoc);
      const candidates: Candidate[] = deflectors
        .map((d) => ({ sys: d.sys, arc: d.arc, missing: arcWidth(p.arc) - arcOverlap(d.arc, p.arc), gaps: arcMissing(d.arc, p.arc) }))
        .filter((c) => c.missing < arcWidth(p.arc))
        .sort((a, b) => a.missing - b.missing)
        .slice(0, 3);
      const head =
        `No deflector covers the ${p.name} projection (${showArc(p.arc)}): a deflector covers a projection only when its arc contains ` +
        `the whole projection arc (ST-SH-9), and an uncovered projection collapses (ST-SH-7).`;
      let tail: string;
      const fixes = [];
      if (candidates.length > 0) {
        const parts = candidates.map(
          (c) => `${c.sys.id} (${showArc(c.arc)}) misses ${fmt(c.missing)}°${c.gaps.length ? ` (${c.gaps.map(showArc).join(' and ')})` : ''}`,
        );
        tail = ` Closest: ${parts.join('; ')}.`;
        const best = candidates[0];
        const union = arcUnion(best.arc, p.arc);
        const arcLoc = best.sys.params.get('arc') ?? paramLoc(best.sys, 'arc');
        if (union && arcLoc) {
          tail += ` Widen ${best.sys.id} to ${showArc(union)}, or add a deflector with the arc ${showArc(p.arc)}.`;
          fixes.push(replaceFix(`Widen ${best.sys.id} to ${showArc(union)}`, arcLoc.loc, arcText(union, arcLoc.loc)));
        }
      } else if (deflectors.length === 0) {
        tail = ` The ship has no deflector; add one with the arc ${showArc(p.arc)}.`;
      } else {
        tail = ` No deflector's arc reaches it; add a deflector with the arc ${showArc(p.arc)} or widen one.`;
      }
      ctx.report({
        code: 'projection-uncovered',
        loc,
        message: head + tail,
        data: {
          projection: p.name,
          arc: p.arc,
          candidates: candidates.map((c) => ({ id: c.sys.id, arc: c.arc, missing: c.missing })),
          ...(fixes.length ? { fixes } : {}),
        },
      });
    }
  },
};
