// A shot's effects beyond its damage in play (B5-EFFECTS; docs/runtime.md "fire"). The runtime
// rolls no to-hit and subtracts no armor, so each shot reports the effect figures of the mode it
// is fired in for the table to apply: armor it takes off (`armorReduction`, from which damage,
// whose armor) and the share of armor it ignores. A mode whose damage grows with the to-hit
// margin rolls its damage when the action gives the margin; a mode that forces a critical roll
// on the weapon says so as an over-thrust does (`criticalCheck: true`).
import type { CompiledSystem } from '../../compiler/types';
import { parseDice } from '../../compiler/dice';
import { marginBonus, marginFigures } from '../../compiler/weapon-effects';
import type { WeaponMode } from '../../compiler/weapon-modes';
import { refuse, type RuleContext } from '../core/registry';
import { modeName, rollDice } from './fire-modes';

/** The effect figures every shot of the mode carries (none for a mode without effects). */
export function shotEffects(mode: WeaponMode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof mode.armorReduction === 'number') {
    out.armorReduction = mode.armorReduction;
    if (typeof mode.armorReductionFrom === 'number') out.armorReductionFrom = mode.armorReductionFrom;
    out.armorReductionOf = mode.armorReductionOf ?? 'struck';
  }
  if (typeof mode.armorIgnored === 'number') out.armorIgnored = mode.armorIgnored;
  return out;
}

/**
 * A margin-damage shot's damage (the mode's damage rolled now, the action's `rolls` first, plus 1
 * per step of `margin`, at most the most; below 0 counts as 0). Undefined when the action gives no
 * margin; a margin given to a mode without margin damage is refused.
 */
export function marginShot(
  ctx: RuleContext,
  sys: CompiledSystem,
  mode: WeaponMode,
  margin: number | undefined,
  rolled?: number,
): { margin: number; marginBonus: number; damage: number; damageRoll?: number[] } | undefined {
  const m = marginFigures(mode.marginDamage);
  if (margin === undefined) return undefined;
  if (!m)
    throw refuse(
      `weapon ${sys.id}'s ${modeName(mode)} mode does no damage by the to-hit margin (it has no \`marginDamage\`), so \`margin\` says nothing for it: leave \`margin\` out`,
      'B5-EFFECTS',
    );
  const bonus = marginBonus(margin, m);
  // A salvo rolled its damage already; another mode rolls its own now.
  if (rolled !== undefined) return { margin, marginBonus: bonus, damage: Math.max(0, rolled + bonus) };
  const d = typeof mode.damage === 'string' ? parseDice(mode.damage) : undefined;
  if (!d?.ok) throw refuse(`weapon ${sys.id}'s ${modeName(mode)} mode states no damage to add the margin to: give it \`damage\``, 'B5-EFFECTS');
  const r = rollDice(ctx, d.dice);
  return { margin, marginBonus: bonus, damage: Math.max(0, r.total + bonus), ...(r.dice.length ? { damageRoll: r.dice } : {}) };
}
