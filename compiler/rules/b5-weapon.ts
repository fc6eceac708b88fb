// B5-WEAPON (project check, issue 13): a weapon's profile hangs together. Each further firing mode
// of `altModes` is `"mode damage"` with a known mode and a dice expression; a raking weapon states
// its rake size and a pulse weapon its pulse figures. (Single values are checked where they are
// read: dice expressions, fire control, ranges.)
import { parseDice } from '../dice';
import type { ConstructionRule } from '../model';
import { paramLoc, paramValue } from './util';

const MODES = ['standard', 'raking', 'pulse', 'piercing', 'flash', 'sustained'];

export const rule: ConstructionRule & { local: true } = {
  id: 'B5-WEAPON',
  local: true,
  rulesets: ['b5wars'],
  summary: 'Each further firing mode is "mode damage" with a known mode and a dice expression; raking and pulse modes state their figures.',
  check(ctx) {
    for (const sys of ctx.ship.systems) {
      if (sys.builtin.category !== 'weapon') continue;
      const modes = paramLoc(sys, 'altModes');
      if (modes && Array.isArray(modes.value)) {
        const problems: string[] = [];
        for (const entry of modes.value as string[]) {
          const m = /^\s*([A-Za-z]+)\s+(.+)$/.exec(entry);
          const problem = !m
            ? `\`"${entry}"\` is not \`"mode damage"\``
            : !MODES.includes(m[1])
              ? `\`${m[1]}\` is not a firing mode (${MODES.join(', ')})`
              : !parseDice(m[2]).ok
                ? (parseDice(m[2]) as { message: string }).message
                : undefined;
          if (problem && !problems.includes(problem)) problems.push(problem);
        }
        // One finding per list (the value's location is the whole list).
        if (problems.length)
          ctx.report({
            code: 'bad-weapon-mode',
            loc: modes.loc,
            message: `Weapon ${sys.id}: ${problems.join('; ')}. Each further mode is written \`"mode damage"\`, e.g. \`"piercing 2d10+6"\` (B5-WEAPON).`,
            data: { system: sys.id },
          });
      }
      const mode = paramValue(sys, 'mode');
      const modeLoc = paramLoc(sys, 'mode');
      if (mode === 'raking' && paramValue(sys, 'rake') === undefined && modeLoc)
        ctx.report({ code: 'weapon-mode-incomplete', loc: modeLoc.loc, message: `Weapon ${sys.id} rakes but states no rake size: add \`rake: N\` (B5-WEAPON).`, data: { system: sys.id } });
      if (mode === 'pulse' && paramValue(sys, 'pulse') === undefined && modeLoc)
        ctx.report({ code: 'weapon-mode-incomplete', loc: modeLoc.loc, message: `Weapon ${sys.id} pulses but states no pulse figures: add \`pulse: [base hits, grouping, maximum]\` (B5-WEAPON).`, data: { system: sys.id } });
    }
  },
};
