// B5-SECTIONS (project check): outer sections that face their own arcs divide the
// circle between them, as shield projections do. A shot from a bearing hits the section whose arc
// holds it (the sheet's hit-location table and the runtime's `hitByChart` read the arcs), so two
// sections may not share bearings and no bearing may be left to none. Once one section states an
// arc, every outer section (every section but `primary`) states one.
import type { ConstructionRule, Located, RuleContext } from '../model';
import type { Arc } from '../types';
import { arcMissing, arcOverlap, arcText, asArc, fmt, replaceFix, showArc } from './util';

interface Faced {
  name: string;
  arc: Arc;
  at: Located;
}

export const rule: ConstructionRule & { local: true } = {
  id: 'B5-SECTIONS',
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    const sections = [...ctx.ship.sections.values()];
    const faced: Faced[] = [];
    for (const s of sections) {
      const at = s.props.get('arc');
      const arc = at ? asArc(at.value) : undefined;
      if (at && arc && arc.every((b) => b >= 0 && b <= 360)) faced.push({ name: s.name, arc, at });
    }
    if (faced.length === 0) return;
    for (const s of sections) {
      if (s.props.has('arc') || /^primary$/i.test(s.name)) continue;
      ctx.report({
        code: 'section-arc-missing',
        loc: s.nameLoc,
        message:
          `Section ${s.name} states no arc, while ${faced.map((f) => `${f.name} (${showArc(f.arc)})`).join(', ')} ${faced.length === 1 ? 'does' : 'do'}: once outer sections face their own arcs, ` +
          `every outer section states the bearings it faces (B5-SECTIONS). Add \`arc: from..to\` to section ${s.name}, or name it \`primary\` if it is the inner section.`,
        data: { section: s.name },
      });
    }
    overlaps(ctx, faced);
    gaps(ctx, faced);
  },
};

/** Two sections sharing bearings: reported at the later one's arc, naming the shared range. */
function overlaps(ctx: RuleContext, faced: Faced[]): void {
  for (let i = 0; i < faced.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = faced[j];
      const b = faced[i];
      const shared = arcOverlap(a.arc, b.arc);
      if (shared <= 0) continue;
      // The bearings both hold: the parts of b outside a's complement.
      const both = arcMissing([a.arc[1], a.arc[0]], b.arc).filter((r) => arcOverlap(r, r) > 1e-6);
      ctx.report({
        code: 'section-arc-overlap',
        loc: b.at.loc,
        message:
          `Sections ${a.name} (${showArc(a.arc)}) and ${b.name} (${showArc(b.arc)}) both face ${both.map(showArc).join(' and ') || `${fmt(shared)}°`} (${fmt(shared)}°): ` +
          `a shot from there could hit either. Outer sections divide the circle (B5-SECTIONS): make one arc end where the other starts.`,
        data: { sections: [a.name, b.name], degrees: shared, shared: both },
      });
    }
  }
}

/**
 * Bearings no section faces: reported at the arc of the section that ends where the gap starts
 * (the smallest place to fix it), with a fix that extends it across the gap.
 */
function gaps(ctx: RuleContext, faced: Faced[]): void {
  let uncovered: Arc[] = [[0, 360]];
  for (const f of faced) uncovered = uncovered.flatMap((r) => arcMissing(f.arc, r));
  uncovered = uncovered.filter((r) => arcOverlap(r, r) > 1e-6);
  for (const gap of uncovered) {
    const before = faced.find((f) => f.arc[1] % 360 === gap[0] % 360);
    const after = faced.find((f) => f.arc[0] % 360 === gap[1] % 360);
    const at = before ?? after ?? faced[faced.length - 1];
    const widened: Arc | undefined = before ? [before.arc[0], gap[1]] : after ? [gap[0], after.arc[1]] : undefined;
    ctx.report({
      code: 'section-arc-gap',
      loc: at.at.loc,
      message:
        `No section faces ${showArc(gap)}: a shot from there would hit no outer section. Outer sections divide the circle (B5-SECTIONS): ` +
        (widened ? `widen section ${at.name} to ${showArc(widened)}, or another section's arc across the gap.` : `widen an arc across the gap.`),
      data: { uncovered: gap, ...(widened ? { fixes: [replaceFix(`Widen ${at.name} to ${showArc(widened)}`, at.at.loc, arcText(widened, at.at.loc))] } : {}) },
    });
  }
}
