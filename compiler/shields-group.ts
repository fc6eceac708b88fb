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
import { projectionSpecs, statedProjectionSpecs } from './document/parts';
import { didYouMean } from './suggest';

export const DIRECTION_NAMES = ['all', 'fore', 'starboard', 'aft', 'port'] as const;

/** The members a projection block accepts (completion and hover read these too): the document's description of a projection. */
export const projectionParams: readonly ParamSpec[] = projectionSpecs;

export const projectionArc: ParamSpec = projectionSpecs[1];

/** `rating`, `arc`, `armor` and `perHit`: the members as a message lists them. */
const memberList = (() => {
  const names = projectionSpecs.map((p) => `\`${p.name}\``);
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
})();

export function projectionRating(name: string): ParamSpec {
  return { ...projectionParams[0], doc: `Rating of the \`${name}\` projection: the damage it can hold (ST-SH-2).` };
}

export interface ShieldsSink {
  rating(prop: Property, name: string, nameSpan: Span): void;
  arc(prop: Property, name: string, nameSpan: Span): void;
  /** Any other figure of a projection block (armor, the per-hit cap: compiler/document/parts.ts). */
  figure(prop: Property, name: string, spec: ParamSpec, nameSpan: Span): void;
  problem(code: string, message: string, span: Span, suggestion?: string, rule?: string): void;
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
        'ST-SH-1',
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
        sink.problem('unexpected-member', `A projection takes only ${memberList}.`, inner.kind === 'block' ? inner.type.span : inner.span);
        continue;
      }
      if (inner.key === 'rating') {
        rating = true;
        sink.rating(inner, name, m.type.span);
      } else if (inner.key === 'arc') {
        arc = true;
        sink.arc(inner, name, m.type.span);
      } else if (statedProjectionSpecs.some((p) => p.name === inner.key)) {
        sink.figure(inner, name, statedProjectionSpecs.find((p) => p.name === inner.key)!, m.type.span);
      } else {
        const dym = didYouMean(inner.key, projectionParams.map((p) => p.name));
        sink.problem('unknown-property', `A projection has no property \`${inner.key}\`; it takes ${memberList}.${dym.text}`, inner.keySpan, dym.suggestion);
      }
    }
    if (!rating) sink.problem('missing-property', `The ${name} projection needs \`rating: N\`: the damage it can hold (ST-SH-2).`, m.type.span);
    if (!arc && !isDirectionName(name))
      sink.problem('missing-property', `The ${name} projection needs \`arc: from..to\`: only \`fore\`, \`starboard\`, \`aft\`, \`port\` and \`all\` take their arc from their name.`, m.type.span);
  }
}
