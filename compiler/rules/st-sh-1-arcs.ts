// ST-SH-1, stated arcs: a projection may name its own arc (`port { rating: 15  arc: 180..0 }`).
// The size layout stays the rule, so an arc that differs from the layout's arc for that name is
// off-rule; and whatever the layout, the projections divide the circle between them ("mutually
// exclusive" regions in seed 000): two projections that share bearings, or bearings no projection
// covers, are off-rule too. Each needs `allow ST-SH-1 "reason"`; an allowed layout is compiled as
// written (compiler/projections.ts).
import { PROJECTIONS } from '../arcs';
import type { RuleContext } from '../model';
import { shipProjections } from '../projections';
import type { Arc } from '../types';
import { arcMissing, arcOverlap, arcText, fmt, replaceFix, showArc } from './util';

type Size = keyof typeof PROJECTIONS;

export function checkStatedLayout(ctx: RuleContext, size: Size, division: boolean): void {
  const projections = shipProjections(ctx.ship);
  if (!projections || projections.length === 0) return;
  const layout = new Map(PROJECTIONS[size].map((p) => [p.name, p.arc]));
  for (const p of projections) {
    const expected = layout.get(p.name);
    if (!p.arcLoc || !expected) continue;
    if (sameArc(p.arc, expected)) continue;
    ctx.report({
      code: 'projection-arc-off-rule',
      loc: p.arcLoc.loc,
      message:
        `The ${p.name} projection of a ${size} ship covers ${showArc(expected)} (ST-SH-1); this one states ${showArc(p.arc)}. ` +
        `Write ${showArc(expected)} (or leave the arc out), or add \`allow ST-SH-1 "reason"\` if the printed SSD has this layout.`,
      data: { projection: p.name, stated: p.arc, expected, fixes: [replaceFix(`Change to ${showArc(expected)}`, p.arcLoc.loc, arcText(expected, p.arcLoc.loc))] },
    });
  }
  if (!division) return;
  for (let i = 0; i < projections.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = projections[j];
      const b = projections[i];
      const shared = arcOverlap(a.arc, b.arc);
      if (shared <= 0) continue;
      const at = b.arcLoc ?? a.arcLoc;
      ctx.report({
        code: 'projection-overlap',
        loc: at ? at.loc : b.loc,
        message:
          `The ${b.name} projection (${showArc(b.arc)}) and the ${a.name} projection (${showArc(a.arc)}) share ${fmt(shared)}°; ` +
          `projections divide the circle, each bearing belonging to one of them (ST-SH-1). Change an arc, or add \`allow ST-SH-1 "reason"\`.`,
        data: { projections: [a.name, b.name], degrees: shared },
      });
    }
  }
  let uncovered: Arc[] = [[0, 360]];
  for (const p of projections) uncovered = uncovered.flatMap((r) => arcMissing(p.arc, r));
  uncovered = uncovered.filter((r) => arcOverlap(r, r) > 1e-6);
  if (uncovered.length > 0) {
    const last = projections[projections.length - 1];
    const at = projections.find((p) => p.arcLoc)?.arcLoc;
    ctx.report({
      code: 'projection-gap',
      loc: at ? ctx.ship.shields!.loc : last.loc,
      message:
        `No projection covers ${uncovered.map(showArc).join(' and ')}: fire from there would meet no shield. The projections of a ship cover ` +
        `every bearing (ST-SH-1); widen an arc, or add \`allow ST-SH-1 "reason"\`.`,
      data: { uncovered },
    });
  }
}

function sameArc(a: Arc, b: Arc): boolean {
  const full = (x: Arc) => Math.abs(x[1] - x[0]) >= 360 || (x[0] === 0 && x[1] === 360);
  if (full(a) || full(b)) return full(a) && full(b);
  return a[0] % 360 === b[0] % 360 && a[1] % 360 === b[1] % 360;
}
