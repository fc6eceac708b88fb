// B5-WEAPON (project check, issue 13): a weapon's profile hangs together.
//   - Each `mode NAME { ... }` block names a known firing mode, and no mode is given twice.
//   - Each further firing mode of `altModes` is `"mode damage"` with a known mode and a dice
//     expression.
//   - A raking mode states its rake size and a pulse mode its pulse figures (in its block or in
//     the weapon's flat profile).
// Single values are checked where they are read (dice expressions, fire control, ranges). The
// names of mode blocks are kept as written, so `allow B5-WEAPON` can accept an unusual one.
import { WEAPON_MODES } from '../catalog/common';
import { parseDice } from '../dice';
import type { ConstructionRule, Loc } from '../model';
import { didYouMean } from '../suggest';
import { isWeaponMode, parseAltMode } from '../weapon-modes';
import { paramLoc, paramValue } from './util';

const MODES = WEAPON_MODES.join(', ');

export const rule: ConstructionRule & { local: true } = {
  id: 'B5-WEAPON',
  local: true,
  rulesets: ['b5wars'],
  summary: 'Mode blocks name known, distinct firing modes; each further mode of altModes is "mode damage" with a known mode and a dice expression; raking and pulse modes state their figures.',
  check(ctx) {
    for (const sys of ctx.ship.systems) {
      if (sys.builtin.category !== 'weapon') continue;
      const alt = paramLoc(sys, 'altModes');
      if (alt && Array.isArray(alt.value)) {
        const problems: string[] = [];
        for (const entry of alt.value as string[]) {
          const m = parseAltMode(entry);
          const dice = m ? parseDice(m.damage) : undefined;
          const problem = !m
            ? `\`"${entry}"\` is not \`"mode damage"\``
            : !isWeaponMode(m.mode)
              ? `\`${m.mode}\` is not a firing mode (${MODES})`
              : dice && !dice.ok
                ? dice.message
                : undefined;
          if (problem && !problems.includes(problem)) problems.push(problem);
        }
        // One finding per list (the value's location is the whole list).
        if (problems.length)
          ctx.report({
            code: 'bad-weapon-mode',
            loc: alt.loc,
            message: `Weapon ${sys.id}: ${problems.join('; ')}. Each further mode is written \`"mode damage"\`, e.g. \`"piercing 2d10+6"\`, or as a block \`mode piercing { damage: "2d10+6" }\` (B5-WEAPON).`,
            data: { system: sys.id },
          });
      }

      // The mode blocks: known names, each once.
      const blocks = paramLoc(sys, 'modes');
      const entries = Array.isArray(blocks?.value) ? (blocks!.value as Record<string, unknown>[]) : [];
      const seen = new Map<string, Loc>();
      entries.forEach((e, i) => {
        const name = String(e.mode ?? '');
        const at = blocks!.parts?.[i]?.keyLoc ?? blocks!.loc;
        if (!isWeaponMode(name)) {
          const dym = didYouMean(name, WEAPON_MODES);
          ctx.report({
            code: 'unknown-mode',
            loc: at,
            message: `Weapon ${sys.id}: \`${name}\` is not a firing mode: name the block one of ${MODES} (B5-WEAPON).${dym.text}`,
            data: { system: sys.id, ...(dym.suggestion && blocks!.parts ? { suggestion: dym.suggestion, fixes: [{ title: `Change to \`${dym.suggestion}\``, edits: [{ span: at.span, newText: dym.suggestion }] }] } : {}) },
          });
        }
        const before = seen.get(name);
        if (before)
          ctx.report({
            code: 'duplicate-mode',
            loc: at,
            message: `Weapon ${sys.id} has two \`${name}\` mode blocks (the first ${ctx.where(before, at)}); give each mode one block, or give the weapon's flat profile and the block different modes (B5-WEAPON).`,
            data: { system: sys.id },
          });
        else seen.set(name, at);
      });

      // Raking and pulse modes state their figures, in their block or in the flat profile.
      const flatMode = paramValue(sys, 'mode');
      const flatRake = paramValue(sys, 'rake');
      const flatPulse = paramValue(sys, 'pulse');
      const modeLoc = paramLoc(sys, 'mode');
      const sameBlock = entries.find((e) => e.mode === flatMode);
      if (flatMode === 'raking' && flatRake === undefined && sameBlock?.rake === undefined && modeLoc && !sys.invalid?.has('rake'))
        ctx.report({ code: 'weapon-mode-incomplete', loc: modeLoc.loc, message: `Weapon ${sys.id} rakes but states no rake size: add \`rake: N\` (B5-WEAPON).`, data: { system: sys.id } });
      if (flatMode === 'pulse' && flatPulse === undefined && sameBlock?.pulse === undefined && modeLoc && !sys.invalid?.has('pulse'))
        ctx.report({ code: 'weapon-mode-incomplete', loc: modeLoc.loc, message: `Weapon ${sys.id} pulses but states no pulse figures: add \`pulse: [base hits, grouping, maximum]\` (B5-WEAPON).`, data: { system: sys.id } });
      entries.forEach((e, i) => {
        const at = blocks!.parts?.[i]?.keyLoc ?? blocks!.loc;
        // A block with a figure that failed to read was reported there; its figures are not all known.
        if (e.mode === flatMode || sys.invalid?.has('modes')) return;
        if (e.mode === 'raking' && e.rake === undefined && flatRake === undefined)
          ctx.report({ code: 'weapon-mode-incomplete', loc: at, message: `Weapon ${sys.id}: the raking mode states no rake size: add \`rake: N\` to its block (B5-WEAPON).`, data: { system: sys.id } });
        if (e.mode === 'pulse' && e.pulse === undefined && flatPulse === undefined)
          ctx.report({ code: 'weapon-mode-incomplete', loc: at, message: `Weapon ${sys.id}: the pulse mode states no pulse figures: add \`pulse: [base hits, grouping, maximum]\` to its block (B5-WEAPON).`, data: { system: sys.id } });
      });
    }
  },
};
