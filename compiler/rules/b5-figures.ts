// B5-FIGURES (project check): a b5wars weapon states the figures a player fires it with — its
// damage and its range (a maximum range or a penalty per hex), on the weapon or its system type.
// Without them the sheet's Damage and Range cells could only be empty, so the weapon could not be
// fired from the sheet; the sheet prints "not stated" instead and this warning says what to add.
// A weapon that really does no damage (a grappler, a transporter) or a ship whose source gives no
// figures says so with `allow B5-FIGURES "reason"`.
import type { ConstructionRule } from '../model';
import { paramValue } from './util';

/** Whether some `mode NAME { ... }` block of the weapon gives its own value for one of `keys`. */
function modeGives(modes: unknown, ...keys: string[]): boolean {
  return Array.isArray(modes) && modes.some((m) => m !== null && typeof m === 'object' && keys.some((k) => (m as Record<string, unknown>)[k] !== undefined));
}

export const rule: ConstructionRule & { local: true } = {
  id: 'B5-FIGURES',
  // The finding rests on the weapon alone: a variant inheriting it reports nothing new.
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    for (const sys of ctx.ship.systems) {
      if (sys.builtin.category !== 'weapon') continue;
      // A figure written with a value that failed to read was reported there.
      const invalid = (n: string) => sys.invalid?.has(n) === true || sys.userType?.invalid?.has(n) === true;
      const modes = paramValue(sys, 'modes');
      const noDamage = paramValue(sys, 'damage') === undefined && !modeGives(modes, 'damage') && !invalid('damage') && !invalid('modes');
      // A weapon whose modes each give their range (a phaser lance's lance and dual shots) states it there.
      const noRange =
        paramValue(sys, 'range') === undefined &&
        paramValue(sys, 'rangePenalty') === undefined &&
        !modeGives(modes, 'range', 'rangePenalty') &&
        !invalid('range') &&
        !invalid('rangePenalty') &&
        !invalid('modes');
      if (!noDamage && !noRange) continue;
      const missing = [noDamage ? 'damage' : '', noRange ? 'range' : ''].filter(Boolean);
      const add = [
        noDamage ? '`damage: "2d10+4"` (a dice expression)' : '',
        noRange ? '`rangePenalty: 1/2` (to-hit penalty per hex) or `range: 20` (maximum range in hexes)' : '',
      ].filter(Boolean);
      const where = sys.userType ? `to ${sys.id} or to its type ${sys.userType.name}` : `to ${sys.id}`;
      ctx.report({
        code: 'weapon-figures-missing',
        severity: 'warning',
        loc: sys.idLoc,
        message:
          `Weapon ${sys.id} states no ${missing.join(' and no ')}, so it cannot be fired from its record sheet, which prints "not stated" there. ` +
          `Add ${add.join(' and ')} ${where}, or \`allow B5-FIGURES "reason"\` when the source gives none (B5-FIGURES).`,
        data: { system: sys.id, missing },
      });
    }
  },
};
