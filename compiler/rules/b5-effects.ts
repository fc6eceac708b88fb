// B5-EFFECTS (project check): a weapon's effect figures (compiler/weapon-effects.ts) hang together,
// in its flat profile and in each `mode` block (a block's figures over the weapon's):
//   - `armorReductionFrom` and `armorReductionOf` say which hits take armor off and whose; without
//     `armorReduction` they say nothing, so they are a warning with the figure to add;
//   - a ballistic shot is launched within `launchRange` and flies out to `range`, so the launch
//     range is at most the range (an error), and a launch range without a range is a warning.
// Single values (types, bounds, `marginDamage`'s two whole numbers of at least 1) are checked where
// they are read.
import type { ConstructionRule, Loc, SystemModel } from '../model';
import { paramLoc, paramValue } from './util';

const FLAT = ['armorReduction', 'armorReductionFrom', 'armorReductionOf', 'launchRange', 'range'] as const;

export const rule: ConstructionRule & { local: true } = {
  id: 'B5-EFFECTS',
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    for (const sys of ctx.ship.systems) {
      if (sys.builtin.category !== 'weapon') continue;
      if (!sys.builtin.params.some((p) => p.name === 'launchRange')) continue;
      const flat: Record<string, unknown> = {};
      for (const f of FLAT) flat[f] = paramValue(sys, f);
      const flatAt = (name: string): Loc | undefined => {
        const p = paramLoc(sys, name);
        return p?.keyLoc ?? p?.loc;
      };
      // The flat profile, where its figures are written.
      checkFigures(ctx, sys, flat, flatAt, '');
      // Each block over the flat profile, reported only for what the block itself states.
      const blocks = paramLoc(sys, 'modes');
      if (sys.invalid?.has('modes') || !Array.isArray(blocks?.value)) continue;
      (blocks!.value as Record<string, unknown>[]).forEach((e, i) => {
        if (!e || typeof e !== 'object' || !FLAT.some((f) => e[f] !== undefined)) return;
        const own = (name: string) => e[name] !== undefined;
        const part = blocks!.parts?.[i];
        const at = (n: string) => part?.keys?.[n] ?? part?.keyLoc ?? blocks!.loc;
        const merged: Record<string, unknown> = { ...flat };
        for (const f of FLAT) if (own(f)) merged[f] = e[f];
        const name = typeof e.name === 'string' ? e.name : String(e.mode ?? '');
        checkFigures(ctx, sys, merged, (n) => (own(n) ? at(n) : undefined), ` in its mode \`${name}\``);
      });
    }
  },
};

/** The checks over one mode's figures; `at` gives where a figure is written, undefined when it is inherited (reported there). */
function checkFigures(ctx: Parameters<ConstructionRule['check']>[0], sys: SystemModel, f: Record<string, unknown>, at: (name: string) => Loc | undefined, where: string): void {
  if (f.armorReduction === undefined && !sys.invalid?.has('armorReduction'))
    for (const name of ['armorReductionFrom', 'armorReductionOf'] as const) {
      const loc = f[name] !== undefined ? at(name) : undefined;
      if (!loc) continue;
      ctx.report({
        code: 'effect-figure-alone',
        severity: 'warning',
        loc,
        message: `Weapon ${sys.id}${where}: \`${name}\` says ${name === 'armorReductionFrom' ? 'which hits take armor off' : 'whose armor a hit takes off'}, but the weapon takes none off: add \`armorReduction: 1\` (points off armor per hit), or remove \`${name}\` (B5-EFFECTS).`,
        data: { system: sys.id, property: name },
      });
    }
  const launch = f.launchRange;
  const loc = typeof launch === 'number' ? at('launchRange') ?? (f.range !== undefined ? at('range') : undefined) : undefined;
  if (!loc || typeof launch !== 'number') return;
  if (typeof f.range === 'number' && launch > f.range)
    ctx.report({
      code: 'launch-beyond-range',
      loc,
      message: `Weapon ${sys.id}${where}: its launch range ${launch} is beyond its range ${f.range}; a ballistic shot is launched within \`launchRange\` and flies out to \`range\`, so write \`launchRange\` at most ${f.range}, or raise \`range\` to at least ${launch} (B5-EFFECTS).`,
      data: { system: sys.id },
    });
  else if (f.range === undefined && !sys.invalid?.has('range') && at('launchRange'))
    ctx.report({
      code: 'effect-figure-alone',
      severity: 'warning',
      loc,
      message: `Weapon ${sys.id}${where}: \`launchRange: ${launch}\` is how far away a ballistic shot may be launched, but the weapon states no \`range\`, how far the shot flies: add \`range: N\` with N at least ${launch} (B5-EFFECTS).`,
      data: { system: sys.id, property: 'launchRange' },
    });
}
