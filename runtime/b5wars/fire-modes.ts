// The Babylon 5 Wars weapon profile in play (docs/runtime.md "Weapon fire"; rules.md B5-WEAPON):
// which firing mode a `fire` action uses, and what that mode adds to each shot. A weapon's modes
// are resolved by the compiler's one function (compiler/weapon-modes.ts), so the runtime plays
// exactly the modes the sheet prints and hover shows.
import { parseDice, type Dice as DiceExpr } from '../../compiler/dice';
import type { CompiledSystem } from '../../compiler/types';
import { PULSE_MIN_HITS, weaponModes, type WeaponMode } from '../../compiler/weapon-modes';
import { refuse, type RuleContext } from '../core/registry';

/** What a mode is called in a `fire` action: its block name, else its kind. */
export function modeName(m: WeaponMode): string {
  return m.name ?? m.mode;
}

/**
 * The mode a `fire` action uses: the one it names, else the weapon's first mode. A weapon with
 * no profile has one `standard` mode (weaponModes). An unknown name refuses the action, listing
 * the weapon's modes.
 */
export function firingMode(sys: CompiledSystem, requested: string | undefined): WeaponMode {
  const modes = weaponModes((n) => sys[n]);
  if (requested === undefined) return modes[0]!;
  const found = modes.find((m) => modeName(m) === requested);
  if (found) return found;
  throw refuse(`weapon ${sys.id} has no firing mode "${requested}" (its modes: ${modes.map(modeName).join(', ')})`, 'B5-WEAPON');
}

/** A roll of a dice expression with the action's dice: each die in order, then the constant. */
export function rollDice(ctx: RuleContext, d: DiceExpr): { total: number; dice: number[] } {
  const dice: number[] = [];
  for (const term of d.dice) for (let k = 0; k < term.count; k++) dice.push(ctx.dice.roll(term.sides));
  return { total: dice.reduce((t, x) => t + x, 0) + d.constant, dice };
}

/**
 * A salvo's one shot (B5-WEAPON): every barrel of the battery fires together, so the mode's damage
 * (the salvo rule's, when the mode leaves it out) is rolled once for the whole battery now — the
 * action's `rolls` first, then the game's generator — a result below 0 counting as 0. Undefined
 * for a mode that is not a salvo.
 */
export function salvoShot(ctx: RuleContext, sys: CompiledSystem, mode: WeaponMode): { barrels: number; damage?: number; damageRoll?: number[] } | undefined {
  if (mode.mode !== 'salvo' || typeof mode.barrels !== 'number') return undefined;
  if (typeof mode.damage !== 'string') return { barrels: mode.barrels };
  const d = parseDice(mode.damage);
  if (!d.ok) throw refuse(`weapon ${sys.id}: its salvo damage ${d.message}`, 'B5-WEAPON');
  const r = rollDice(ctx, d.dice);
  return { barrels: mode.barrels, damage: Math.max(0, r.total), damageRoll: r.dice };
}

/**
 * A pulse mode's base hits for one shot (B5-WEAPON): the number as written, or the dice rolled
 * now (the action's `rolls` first, then the game's generator, so a replay rolls the same), a
 * result below 1 counting as 1. Undefined for a mode that does not pulse.
 */
export function pulseBaseHits(ctx: RuleContext, sys: CompiledSystem, mode: WeaponMode): { baseHits: number; baseHitsRoll?: number[] } | undefined {
  if (mode.mode !== 'pulse' || !Array.isArray(mode.pulse)) return undefined;
  const base = mode.pulse[0];
  if (typeof base === 'number') return { baseHits: base };
  const d = parseDice(String(base));
  // The compiler refuses such a ship; a hand-written compiled document may still carry one.
  if (!d.ok) throw refuse(`weapon ${sys.id}: its pulse base hits ${d.message}`, 'B5-WEAPON');
  const r = rollDice(ctx, d.dice);
  return { baseHits: Math.max(PULSE_MIN_HITS, r.total), baseHitsRoll: r.dice };
}
