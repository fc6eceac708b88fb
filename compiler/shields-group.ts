// Reading a b5wars `shields { ... }` group. Each member rates one projection, in one of two forms:
//
//   shields { fore: 40  aft: 30 }                         // rating only; the arc follows the name
//   shields { fore: 40  port { rating: 15  arc: 180..0 } } // the projection states its own arc
//   shields { fore { rating: 15  armor: 2  perHit: 5 } }  // projection armor and a per-hit cap (ST-SH-13)
//
// A projection named for a direction (`all`, `fore`, `starboard`, `aft`, `port`) may leave its arc
// out (compiler/projections.ts derives it); any other name must state it. Whether the layout keeps
// to the size class is ST-SH-1's business (compiler/rules/st-sh-1.ts), not the reader's.
import type { Block, Property, Span } from '../grammar/ast';
import type { ParamSpec } from './catalog/types';
import { isDirectionName } from './projections';
import { didYouMean } from './suggest';

export const DIRECTION_NAMES = ['all', 'fore', 'starboard', 'aft', 'port'] as const;

/** The members a projection block accepts (completion and hover read these too). */
export const projectionParams: readonly ParamSpec[] = [
  {
    name: 'rating',
    type: { kind: 'int', min: 0, max: 10000 },
    unit: 'points',
    required: true,
    doc: 'Rating of the projection: the damage it can hold before damage reaches the ship (ST-SH-2).',
    rules: ['ST-SH-2'],
  },
  {
    name: 'arc',
    type: { kind: 'arc' },
    unit: 'degrees',
    doc:
      'The bearings the projection covers. Optional for `fore`, `starboard`, `aft`, `port` and `all` (the arc follows the name and the size layout, ST-SH-1); ' +
      'required for any other name. An arc off the size layout needs `allow ST-SH-1 "reason"`.',
    rules: ['ST-SH-1', 'ST-SH-9'],
  },
  {
    name: 'armor',
    type: { kind: 'int', min: 0, max: 10000 },
    unit: 'points',
    doc:
      'Projection armor (FieryVoid\'s Trek shield projections): of each hit it stops up to this many points, never more than half the hit (rounded down), ' +
      'without using the projection\'s capacity; it works only while the projection has capacity left (ST-SH-13).',
    rules: ['ST-SH-13'],
  },
  {
    name: 'perHit',
    type: { kind: 'int', min: 1, max: 10000 },
    unit: 'points',
    doc:
      'The most one hit loses to the projection, its armor included: after the armor, the capacity takes at most `perHit - armor` points of a hit and the rest goes on to the ship ' +
      '(FieryVoid\'s projection rating; ST-SH-13). Without it the capacity takes all it can hold (ST-SH-2).',
    rules: ['ST-SH-13'],
  },
];

export const projectionArc: ParamSpec = projectionParams[1];
/** The members that limit what a projection takes of each hit (ST-SH-13). */
export const PROJECTION_LIMITS = ['armor', 'perHit'] as const;
export type ProjectionLimit = (typeof PROJECTION_LIMITS)[number];
export function projectionLimit(key: ProjectionLimit): ParamSpec {
  return projectionParams.find((p) => p.name === key)!;
}

export function projectionRating(name: string): ParamSpec {
  return { ...projectionParams[0], doc: `Rating of the \`${name}\` projection: the damage it can hold (ST-SH-2).` };
}

export interface ShieldsSink {
  rating(prop: Property, name: string, nameSpan: Span): void;
  arc(prop: Property, name: string, nameSpan: Span): void;
  /** `armor` or `perHit` of a projection block (ST-SH-13). */
  limit(prop: Property, name: string, key: ProjectionLimit, nameSpan: Span): void;
  problem(code: string, message: string, span: Span, suggestion?: string): void;
}

export function readShields(b: Block, sink: ShieldsSink): void {
  for (const m of b.body ?? []) {
    if (m.kind === 'property') {
      if (isDirectionName(m.key)) {
        sink.rating(m, m.key, m.keySpan);
        continue;
      }
      const dym = didYouMean(m.key, DIRECTION_NAMES);
      sink.problem(
        'unknown-projection',
        `\`${m.key}\` is not a direction, so the projection's arc cannot follow from its name: write \`${m.key} { rating: N  arc: from..to }\`, ` +
          `or use one of ${DIRECTION_NAMES.map((n) => `\`${n}\``).join(', ')} (which ones a ship has depends on its size, ST-SH-1).${dym.text}`,
        m.keySpan,
        dym.suggestion,
      );
      continue;
    }
    if (m.kind !== 'block') {
      sink.problem('unexpected-member', `The \`shields\` group holds projections (\`fore: 40\` or \`port { rating: 15  arc: 180..0 }\`); \`${m.kind}\` does not belong inside it.`, m.span);
      continue;
    }
    const name = m.type.name;
    if (m.ids.length > 0) {
      sink.problem('unexpected-member', `A projection is written \`${name} { rating: N  arc: from..to }\`, with no ids after its name.`, m.ids[0].span);
      continue;
    }
    let rating = false;
    let arc = false;
    for (const inner of m.body ?? []) {
      if (inner.kind !== 'property') {
        sink.problem('unexpected-member', `A projection takes only \`rating\`, \`arc\`, \`armor\` and \`perHit\`.`, inner.kind === 'block' ? inner.type.span : inner.span);
        continue;
      }
      if (inner.key === 'rating') {
        rating = true;
        sink.rating(inner, name, m.type.span);
      } else if (inner.key === 'arc') {
        arc = true;
        sink.arc(inner, name, m.type.span);
      } else if ((PROJECTION_LIMITS as readonly string[]).includes(inner.key)) {
        sink.limit(inner, name, inner.key as ProjectionLimit, m.type.span);
      } else {
        const dym = didYouMean(inner.key, projectionParams.map((p) => p.name));
        sink.problem('unknown-property', `A projection has no property \`${inner.key}\`; it takes \`rating\`, \`arc\`, \`armor\` and \`perHit\`.${dym.text}`, inner.keySpan, dym.suggestion);
      }
    }
    if (!rating) sink.problem('missing-property', `The ${name} projection needs \`rating: N\`: the damage it can hold (ST-SH-2).`, m.type.span);
    if (!arc && !isDirectionName(name))
      sink.problem('missing-property', `The ${name} projection needs \`arc: from..to\`: only \`fore\`, \`starboard\`, \`aft\`, \`port\` and \`all\` take their arc from their name.`, m.type.span);
  }
}
