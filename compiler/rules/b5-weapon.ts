// B5-WEAPON (project check): a weapon's profile hangs together.
//   - Each `mode NAME { ... }` block is named after a known firing-mode kind or states its
//     `kind`, a block named after a kind is that kind, and no name is given twice.
//   - Each further firing mode of `altModes` is `"mode damage"` with a known mode and a dice
//     expression.
//   - A raking mode states its rake size, a pulse mode its pulse figures and a salvo mode its
//     barrels (in its block or in the weapon's flat profile).
// Single values are checked where they are read (dice expressions, fire control, ranges). The
// names of mode blocks are kept as written, so `allow B5-WEAPON` can accept an unusual one.
import { altModesFix } from '../alt-modes-blocks';
import { WEAPON_MODES, altModesSpec } from '../catalog/common';
import { parseDice } from '../dice';
import type { ConstructionRule, Loc } from '../model';
import { didYouMean } from '../suggest';
import { isWeaponMode, parseAltMode } from '../weapon-modes';
import { paramLoc, paramValue } from './util';

const MODES = WEAPON_MODES.join(', ');
const ALT_MODES_ADVICE = altModesSpec.deprecated ?? '';

export const rule: ConstructionRule & { local: true } = {
  id: 'B5-WEAPON',
  local: true,
  rulesets: ['b5wars'],
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
        else if (alt.keyLoc) {
          // Deprecated, still compiled: a hint with the blocks that say the same (compiler/alt-modes-blocks.ts).
          const fix = altModesFix(sys);
          ctx.report({
            code: 'deprecated-property',
            severity: 'info',
            loc: alt.keyLoc,
            message: `\`altModes\` still works but is deprecated: ${ALT_MODES_ADVICE}${fix ? ' The quick fix writes them.' : ''} (B5-WEAPON)`,
            data: { system: sys.id, property: 'altModes', ...(fix ? { fixes: [fix] } : {}) },
          });
        }
      }

      // The mode blocks: named after a known kind or stating one, each name once.
      const blocks = paramLoc(sys, 'modes');
      const entries = Array.isArray(blocks?.value) ? (blocks!.value as Record<string, unknown>[]) : [];
      const seen = new Map<string, Loc>();
      entries.forEach((e, i) => {
        const kind = String(e.mode ?? '');
        const name = typeof e.name === 'string' ? e.name : kind;
        const at = blocks!.parts?.[i]?.keyLoc ?? blocks!.loc;
        if (typeof e.name === 'string' && isWeaponMode(e.name) && e.name !== kind)
          ctx.report({
            code: 'mode-kind-conflict',
            loc: at,
            message: `Weapon ${sys.id}: the block \`${e.name}\` is named after a firing-mode kind but states \`kind: ${kind}\`; a block named after a kind is that kind, so rename the block or drop its \`kind\` (B5-WEAPON).`,
            data: { system: sys.id },
          });
        else if (!isWeaponMode(kind)) {
          const dym = didYouMean(kind, WEAPON_MODES);
          if (dym.suggestion)
            ctx.report({
              code: 'unknown-mode',
              loc: at,
              message: `Weapon ${sys.id}: \`${kind}\` is not a firing mode: name the block one of ${MODES}, or give it \`kind: KIND\` (B5-WEAPON).${dym.text}`,
              data: { system: sys.id, ...(blocks!.parts ? { suggestion: dym.suggestion, fixes: [{ title: `Change to \`${dym.suggestion}\``, edits: [{ span: at.span, newText: dym.suggestion }] }] } : {}) },
            });
          // A `kind` that failed to read was reported where it stands.
          else if (!sys.invalid?.has('modes'))
            ctx.report({
              code: 'missing-mode-kind',
              loc: at,
              message: `Weapon ${sys.id}: the mode block \`${kind}\` is not named after a firing-mode kind, so it needs \`kind: KIND\` inside it, KIND one of ${MODES} (\`mode ${kind} { kind: raking ... }\`) (B5-WEAPON).`,
              data: { system: sys.id },
            });
        }
        const before = seen.get(name);
        if (before)
          ctx.report({
            code: 'duplicate-mode',
            loc: at,
            message: `Weapon ${sys.id} has two mode blocks named \`${name}\` (the first ${ctx.where(before, at)}); give each mode its own name — two modes of one kind are \`mode quick { kind: ${isWeaponMode(kind) ? kind : 'raking'} ... }\` and \`mode full { kind: ${isWeaponMode(kind) ? kind : 'raking'} ... }\` (B5-WEAPON).`,
            data: { system: sys.id },
          });
        else seen.set(name, at);
      });

      // Raking and pulse modes state their figures, in their block or in the flat profile.
      const flatMode = paramValue(sys, 'mode');
      const flatRake = paramValue(sys, 'rake');
      const flatPulse = paramValue(sys, 'pulse');
      const flatBarrels = paramValue(sys, 'barrels');
      const modeLoc = paramLoc(sys, 'mode');
      const sameBlock = entries.find((e) => e.mode === flatMode && e.name === undefined);
      if (flatMode === 'raking' && flatRake === undefined && sameBlock?.rake === undefined && modeLoc && !sys.invalid?.has('rake'))
        ctx.report({ code: 'weapon-mode-incomplete', loc: modeLoc.loc, message: `Weapon ${sys.id} rakes but states no rake size: add \`rake: N\` (B5-WEAPON).`, data: { system: sys.id } });
      if (flatMode === 'pulse' && flatPulse === undefined && sameBlock?.pulse === undefined && modeLoc && !sys.invalid?.has('pulse'))
        ctx.report({ code: 'weapon-mode-incomplete', loc: modeLoc.loc, message: `Weapon ${sys.id} pulses but states no pulse figures: add \`pulse: [base hits, grouping, maximum]\` (B5-WEAPON).`, data: { system: sys.id } });
      if (flatMode === 'salvo' && flatBarrels === undefined && sameBlock?.barrels === undefined && modeLoc && !sys.invalid?.has('barrels'))
        ctx.report({ code: 'weapon-mode-incomplete', loc: modeLoc.loc, message: `Weapon ${sys.id} fires salvos but states no barrels: add \`barrels: N\`, the guns that fire together (B5-WEAPON).`, data: { system: sys.id } });
      entries.forEach((e, i) => {
        const at = blocks!.parts?.[i]?.keyLoc ?? blocks!.loc;
        // A block with a figure that failed to read was reported there; its figures are not all known.
        if ((e.mode === flatMode && e.name === undefined) || sys.invalid?.has('modes')) return;
        const which = typeof e.name === 'string' ? `the ${e.mode} mode \`${e.name}\`` : `the ${e.mode} mode`;
        if (e.mode === 'raking' && e.rake === undefined && flatRake === undefined)
          ctx.report({ code: 'weapon-mode-incomplete', loc: at, message: `Weapon ${sys.id}: ${which} states no rake size: add \`rake: N\` to its block (B5-WEAPON).`, data: { system: sys.id } });
        if (e.mode === 'pulse' && e.pulse === undefined && flatPulse === undefined)
          ctx.report({ code: 'weapon-mode-incomplete', loc: at, message: `Weapon ${sys.id}: ${which} states no pulse figures: add \`pulse: [base hits, grouping, maximum]\` to its block (B5-WEAPON).`, data: { system: sys.id } });
        if (e.mode === 'salvo' && e.barrels === undefined && flatBarrels === undefined && !sys.invalid?.has('barrels'))
          ctx.report({ code: 'weapon-mode-incomplete', loc: at, message: `Weapon ${sys.id}: ${which} states no barrels: add \`barrels: N\` to its block, the guns that fire together (B5-WEAPON).`, data: { system: sys.id } });
      });
    }
  },
};
