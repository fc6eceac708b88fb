// B5-ROLL (project check, docs/rules.md): a ship that cannot roll says so with `canRoll: false`,
// not with a roll cost. FieryVoid writes "cannot roll" as a roll cost of 999, so a cost that high
// is a hint to write the figure; a cost beside `canRoll: false` is a cost no one can pay.
// A variant may say it cannot roll over an inherited cost: its own `canRoll` wins, nothing to
// remove. The seeds give no roll maneuver, so nothing in the runtime uses either figure.
import type { ConstructionRule, Located, Loc } from '../model';
import { CANNOT_ROLL_COST } from '../catalog/index';
import { allInherited, prop } from './util';

/** The text of a whole `roll: N` property, from its key to its value. */
function wholeProperty(p: Located): Loc {
  const start = p.keyLoc && p.keyLoc.file === p.loc.file ? Math.min(p.keyLoc.span.start, p.loc.span.start) : p.loc.span.start;
  return { file: p.loc.file, span: { start, end: p.loc.span.end } };
}

export const rule: ConstructionRule = {
  id: 'B5-ROLL',
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    if (ctx.ship.unit === 'flight') return;
    const roll = prop<number>(ctx.ship, 'roll');
    if (!roll || typeof roll.value !== 'number') return;
    const canRoll = prop<boolean>(ctx.ship, 'canRoll');
    const name = ctx.ship.name;
    // A JSON document's property is no `key: value` text to rewrite: no fix there.
    const editable = roll.keyLoc !== undefined && roll.loc.pointer === undefined;
    const whole = wholeProperty(roll);
    if (canRoll?.value === false) {
      // A variant that cannot roll overrides the cost it inherits: there is nothing it could remove.
      if (allInherited(ctx.ship, roll.loc) && !allInherited(ctx.ship, canRoll.loc)) return;
      ctx.report({
        code: 'roll-beside-cannot-roll',
        severity: 'warning',
        loc: roll.keyLoc ?? roll.loc,
        message: `${name} cannot roll (\`canRoll: false\`), so its roll cost of ${roll.value} is never paid (B5-ROLL): remove \`roll: ${roll.value}\`, or remove \`canRoll: false\` if the ship rolls.`,
        data: editable ? { fixes: [{ title: `Remove roll: ${roll.value}`, edits: [{ span: whole.span, newText: '' }] }] } : undefined,
        inherited: allInherited(ctx.ship, roll.loc, canRoll.loc),
      });
      return;
    }
    // `canRoll: true` stated: the author says the ship rolls, at that cost.
    if (canRoll !== undefined || roll.value < CANNOT_ROLL_COST) return;
    ctx.report({
      code: 'roll-means-cannot-roll',
      severity: 'info',
      loc: roll.loc,
      message: `A roll cost of ${roll.value} is FieryVoid's "cannot roll" (B5-ROLL): write \`canRoll: false\` instead of \`roll: ${roll.value}\`, and the sheet prints "cannot roll".`,
      data: editable ? { fixes: [{ title: 'Write canRoll: false', edits: [{ span: whole.span, newText: 'canRoll: false' }] }] } : undefined,
      inherited: allInherited(ctx.ship, roll.loc),
    });
  },
};
