// ST-SH-1: the shield projections of a b5wars ship are fixed by its size class. Light ships have
// one projection (`all`), medium two (`fore`, `aft`), large four (`fore`, `starboard`, `aft`,
// `port`). The arcs are derived; the `shields { ... }` block only gives the ratings, and naming a
// projection the size does not have (or leaving one out) is an error.
import { PROJECTIONS } from '../arcs';
import type { ConstructionRule, ShipModel } from '../model';
import type { Arc } from '../types';
import { suggest } from '../suggest';
import { listWords, propValue, replaceFix, systemsOf } from './util';
import { checkStatedLayout } from './st-sh-1-arcs';

export type SizeClass = 'light' | 'medium' | 'large';

export interface ProjectionArc {
  name: string;
  arc: Arc;
}

/**
 * The projections of a size class, clockwise from the bow, with their arcs (ST-SH-1). Unknown or
 * missing sizes have none. Returns fresh arrays (callers may keep or change them).
 */
export function projectionsFor(size: string | undefined): ProjectionArc[] {
  const list = size && Object.prototype.hasOwnProperty.call(PROJECTIONS, size) ? PROJECTIONS[size as SizeClass] : [];
  return list.map((p) => ({ name: p.name, arc: [p.arc[0], p.arc[1]] }));
}

const sizes: SizeClass[] = ['light', 'medium', 'large'];

function describeSet(size: SizeClass): string {
  const names = PROJECTIONS[size].map((p) => `\`${p.name}\``);
  return names.length === 1 ? `one projection, ${names[0]}` : `the projections ${listWords(names)}`;
}

/** Does the ship carry shields at all (ratings, deflectors or a shield generator)? */
export function hasShieldSystems(ship: ShipModel): boolean {
  return systemsOf(ship, 'deflector').length > 0 || systemsOf(ship, 'shieldGenerator').length > 0;
}

// Not a whole-ship rule: the projection set depends only on `size` and the `shields` block, so
// it stays useful even when another member of the ship failed to read.
export const rule: ConstructionRule = {
  id: 'ST-SH-1',
  rulesets: ['b5wars'],
  check(ctx) {
    const { ship } = ctx;
    const size = propValue<string>(ship, 'size');
    if (!size || !sizes.includes(size as SizeClass)) return; // lowering reports a missing or unknown size
    const expected = PROJECTIONS[size as SizeClass].map((p) => p.name);
    const shields = ship.shields;
    if (!shields) {
      if (hasShieldSystems(ship)) {
        const what = systemsOf(ship, 'deflector').length > 0 ? 'deflectors' : 'a shield generator';
        ctx.report({
          code: 'shields-missing',
          loc: ship.nameLoc,
          message:
            `${ship.name} has ${what} but no \`shields { ... }\` block. A ${size} ship has ${describeSet(size as SizeClass)}; ` +
            `rate each one, e.g. \`shields { ${expected.map((n) => `${n}: 30`).join('  ')} }\`.`,
          data: { size, projections: expected },
        });
      }
      return;
    }
    const declared = [...new Set([...shields.entries.keys(), ...(shields.arcs?.keys() ?? [])])];
    const has = (n: string) => shields.entries.has(n) || !!shields.arcs?.has(n);
    const missing = expected.filter((n) => !has(n));
    // A set that is exactly another size's projections suggests the size is wrong, not the names.
    const offending = declared.filter((n) => !expected.includes(n));
    const matchingSize =
      offending.length > 0 ? sizes.find((s) => s !== size && PROJECTIONS[s].length === declared.length && PROJECTIONS[s].every((p) => has(p.name))) : undefined;
    const sizeLoc = ship.props.get('size');
    // Arcs stated beside names the size lacks: the author drew a layout of their own. Asking for
    // the size's missing projections too would only overlap what is drawn.
    const anyStated = (shields.arcs?.size ?? 0) > 0;
    const ownLayout = anyStated && offending.length > 0;
    for (const name of declared) {
      if (expected.includes(name)) continue;
      const entry = shields.entries.get(name) ?? shields.arcs!.get(name)!;
      const loc = entry.keyLoc ?? entry.loc;
      const guess = suggest(name, missing);
      const fixes = [];
      let hint: string;
      if (matchingSize && sizeLoc) {
        hint = ` These are the projections of a ${matchingSize} ship: is \`size\` meant to be ${matchingSize}?`;
        fixes.push(replaceFix(`Change size to ${matchingSize}`, sizeLoc.loc, matchingSize));
      } else if (ownLayout) {
        hint = guess
          ? ` Rename it \`${guess}\` and give the ${size} arcs, or keep this layout with \`allow ST-SH-1 "reason"\`.`
          : ` Write the ${size} projections instead, or keep this layout with \`allow ST-SH-1 "reason"\`.`;
      } else if (guess) {
        hint = ` Did you mean \`${guess}\`?`;
        fixes.push(replaceFix(`Change to ${guess}`, loc, guess));
      } else {
        hint = ' Remove it, or change `size`.';
      }
      ctx.report({
        code: 'projection-not-in-size',
        loc,
        message: `A ${size} ship has ${describeSet(size as SizeClass)} (ST-SH-1); \`${name}\` is not one of them.${hint}`,
        data: { size, projection: name, expected, ...(fixes.length ? { fixes } : {}) },
      });
    }
    // When every name is wrong because the size is wrong, the rename above says it all.
    if (missing.length > 0 && !matchingSize && !ownLayout) {
      const names = missing.map((n) => `\`${n}\``);
      ctx.report({
        code: 'projection-rating-missing',
        loc: shields.loc,
        message:
          `${missing.length === 1 ? `The ${names[0]} projection has` : `The projections ${listWords(names)} have`} no rating. ` +
          `A ${size} ship has ${describeSet(size as SizeClass)} (ST-SH-1); add ${missing.map((n) => `\`${n}: N\``).join(', ')} to the shields block.`,
        data: { size, missing },
      });
    }
    // With no arc stated, a set the size does not have is reported above; the overlaps its
    // by-name arcs would show are the same finding again.
    checkStatedLayout(ctx, size as SizeClass, anyStated || (missing.length === 0 && offending.length === 0));
  },
};
