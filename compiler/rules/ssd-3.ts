// SSD-3: arcs are within 0-360 degrees, and a weapon or deflector arc has some width (`90..90`
// is a single bearing: nothing could ever be in it).
import type { ConstructionRule } from '../model';
import { arcWidth, asArc, kindTitle, paramLoc, showArc } from './util';

export const rule: ConstructionRule = {
  id: 'SSD-3',
  // A finding depends only on the value flagged: a variant inheriting it reports exactly what its
  // base reports (and the variant leaves it to the base), so it is not moved to the variant.
  local: true,
  rulesets: ['b5wars', 'sfb'],
  check(ctx) {
    for (const sys of ctx.ship.systems) {
      const at = paramLoc(sys, 'arc');
      if (!at) continue;
      const arc = asArc(at.value);
      if (!arc) continue;
      const bad = arc.filter((b) => !(b >= 0 && b <= 360));
      if (bad.length > 0) {
        ctx.report({
          code: 'arc-out-of-range',
          loc: at.loc,
          message:
            `The arc of ${kindTitle(sys)} ${sys.id} (${arc[0]}..${arc[1]}) has ${bad.length === 1 ? 'a bearing' : 'bearings'} outside 0-360 (${bad.join(', ')}). ` +
            `Bearings are degrees clockwise from the bow, 0 to 360; a wedge across the bow is written \`300..60\` (SSD-3).`,
          data: { arc },
        });
        continue;
      }
      const widthMatters = sys.builtin.category === 'weapon' || sys.builtin.name === 'deflector';
      if (widthMatters && arcWidth(arc) === 0) {
        ctx.report({
          code: 'zero-width-arc',
          loc: at.loc,
          message:
            `The arc of ${kindTitle(sys)} ${sys.id} is ${showArc(arc)}, a single bearing with no width, so nothing can ever be in it (SSD-3). ` +
            `Give the arc a width (\`${arc[0]}..${(arc[0] + 60) % 360}\`), or \`all\` for every bearing.`,
          data: { arc },
        });
      }
    }
    // Sections that state the bearings they face (six outer sections, say), and projections
    // that state their arcs.
    const stated = [
      ...[...ctx.ship.sections.values()].map((sec) => ({ what: `section ${sec.name}`, at: sec.props.get('arc') })),
      ...[...(ctx.ship.shields?.arcs ?? [])].map(([name, at]) => ({ what: `the ${name} projection`, at })),
    ];
    for (const { what, at } of stated) {
      const arc = at ? asArc(at.value) : undefined;
      if (!at || !arc) continue;
      const bad = arc.filter((b) => !(b >= 0 && b <= 360));
      if (bad.length === 0) continue;
      ctx.report({
        code: 'arc-out-of-range',
        loc: at.loc,
        message: `The arc of ${what} (${arc[0]}..${arc[1]}) has ${bad.length === 1 ? 'a bearing' : 'bearings'} outside 0-360 (${bad.join(', ')}). Bearings are degrees clockwise from the bow, 0 to 360 (SSD-3).`,
        data: { arc },
      });
    }
  },
};
