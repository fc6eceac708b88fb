// The rules a sheet depends on, cited by rule ID, each in a line a player can act on at the table,
// with the project's interpretation where the seed text is ambiguous. Only the rules that the
// ship's own systems bring in are listed, so a sheet never cites a rule it cannot use.
import { ruleConstants } from '../compiler/catalog/index';
import type { CompiledShip } from '../compiler/types';
import { numberText } from './describe';

export interface CitedRule {
  id: string;
  text: string;
}

const has = (ship: CompiledShip, base: string) => ship.systems.some((s) => s.base === base);

function constant(ship: CompiledShip, name: string): number | boolean | undefined {
  const v = ship.rules?.[name];
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return ruleConstants.find((c) => c.name === name)?.default;
}

function b5wars(ship: CompiledShip): CitedRule[] {
  const out: CitedRule[] = [];
  const projections = ship.projections ?? [];
  if (projections.length) {
    out.push({ id: 'ST-SH-2', text: 'Damage from a bearing fills the projection covering it before any reaches the ship.' });
    out.push({
      id: 'ST-SH-3',
      text: 'Power segment: each working deflector restores its value free, and up to twice its value more at 1 power a point. Points not placed go to the covered projection with the most damage.',
    });
    if (projections.length > 1) {
      out.push({ id: 'ST-SH-4', text: 'Adjust segment: a projection may pass up to half of what it has left (round down) to a neighbouring one, never above a rating.' });
      out.push({ id: 'ST-SH-6', text: 'Fire exactly on a boundary uses one projection of the defender\'s choice (by default the one with the most left).' });
    }
    out.push({ id: 'ST-SH-7', text: 'Shield generator lost: every projection falls. A projection no working deflector covers collapses in the adjust segment.' });
    if (has(ship, 'deflector')) {
      const f = constant(ship, 'arcExtensionPowerFactor');
      out.push({
        id: 'ST-SH-9',
        text: `A deflector covers a projection whose whole arc lies in its own. Each 90° extension multiplies its power by ${typeof f === 'number' ? numberText(f) : 2} and lowers its value by 1, for the turn it is bought.`,
      });
    }
    out.push({ id: 'ST-SH-11', text: 'Fire from a First One ship uses 2 points of projection per point of damage (damage used: half, rounded up).' });
  }
  if (has(ship, 'impulseThruster')) {
    out.push({ id: 'ST-IMP-1', text: 'Impulse thrust goes to any maneuver; extra thrust may be bought; each over-thrust owes a critical check.' });
    out.push({ id: 'ST-IMP-3', text: 'Every impulse thruster lost: all thrust costs double and initiative -10 for the rest of the game.' });
  }
  if (has(ship, 'nacelle')) {
    out.push({ id: 'ST-WARP-1', text: 'A warp attempt is declared at the start of a turn once whole turns since arrival or the last failure reach the delay; no fire that turn.' });
    out.push({ id: 'ST-WARP-2', text: 'Each working nacelle fails on a d100 roll up to its destroyed boxes; any failure restarts the count.' });
    out.push({ id: 'ST-WARP-3', text: 'Each destroyed nacelle adds 2 to the delay; a ship built with several nacelles cannot warp on one.' });
  }
  if (has(ship, 'cloakingDevice')) {
    out.push({ id: 'ST-CLK-1', text: 'Cloak or decloak at the end of a turn; weapons and shields return the turn after decloaking.' });
    out.push({ id: 'ST-CLK-2', text: 'Cloaked: no fire (weapons keep arming), projections absorb nothing but still regenerate.' });
  }
  if (has(ship, 'advancedPhotonLauncher')) {
    out.push({ id: 'ST-APT-2', text: 'Firing n torpedoes of one launcher at once: each is at -(n-1) to hit.' });
  }
  if ((ship.sections ?? []).length) out.push({ id: 'SSD-2', text: 'Roll d20 on the hit chart of the section hit; `primary` sends the hit to the primary section.' });
  return out;
}

function sfb(ship: CompiledShip): CitedRule[] {
  const out: CitedRule[] = [];
  const d = ship.derived ?? {};
  if (d.ionicCapacitor || has(ship, 'ionicCapacitor')) {
    out.push({ id: 'H93.11', text: 'Ionic capacitor energy comes out as impulse power for ion-based weapons only, never for movement (H93.34).' });
    const frac = constant(ship, 'fractionalAccounting') === true;
    out.push({ id: 'H93.12', text: `Capacity: the impulse power to fire every ion-based weapon once, ${frac ? 'exact (fractional accounting)' : 'rounded up'}.` });
    out.push({ id: 'H93.14', text: 'Impulse energy put in is usable at once; any other kind 32 impulses later.' });
    out.push({ id: 'H93.31', text: 'A destroyed ion weapon takes its share of capacity; empty boxes go first. Energy is drawn oldest first.' });
    out.push({ id: 'H93.32', text: 'Energy put in during turn t is lost at the start of turn t+25 if unused.' });
  }
  if (d.centralCapacitor || has(ship, 'centralCapacitor')) {
    out.push({ id: 'Z-CC-1', text: 'Central capacitor: pays Phaser-Z fire and may arm quantum torpedoes, Plasma-ZFs and the defense field.' });
    out.push({ id: 'Z-CC-3', text: 'Gains 4 energy at the start of every turn, never above its maximum.' });
    out.push({ id: 'Z-CC-4', text: 'Weapons status at setup: WS-0 empty, WS-I every Phaser-Z once, WS-II half (round down), WS-III full.' });
  }
  if (has(ship, 'phaserZ')) out.push({ id: 'Z-PHZ-2', text: 'Phaser-Z: 1 energy, no to-hit roll; or half strength for 1/2 energy, half damage rounded down; once a turn.' });
  if (has(ship, 'quantumTorpedo')) {
    out.push({ id: 'Z-QT-2', text: 'Quantum torpedo: standard 1+1 (8 damage); overload up to 2+2, damage 5 x energy, held at 2 a turn.' });
    out.push({ id: 'Z-QT-3', text: 'Double overload up to 2+2+2, damage 4 x energy, cannot be held; one turn of cool down after firing.' });
    out.push({ id: 'Z-QT-4', text: 'Penetrating factor: 1 per 5 damage (round down), stopped only by the seventh shield.' });
  }
  if (has(ship, 'plasmaZF')) out.push({ id: 'Z-PLZ-2', text: 'Phaser damage reduces a Plasma-ZF warhead at 3:1 (round down).' });
  if (has(ship, 'defenseField')) out.push({ id: 'Z-DF-1', text: 'Defense field: once an impulse from the central capacitor; 2 damage per energy at 0-1 hexes, 1 at 2 hexes.' });
  if (has(ship, 'quantumBattery')) out.push({ id: 'Z-BTY-1', text: 'Each quantum battery holds 4, gains 1 a turn, and starts full.' });
  if (has(ship, 'seventhShield')) out.push({ id: 'Z-S7-1', text: 'Seventh shield: at the start of a turn it regains half (round down) of the boxes lost the turn before.' });
  if (d.ew) out.push({ id: 'Z-EW-1', text: `ECM + ECCM bought at most sensor + 4 (${numberText(d.ew.limit)}); ${numberText(d.ew.passiveEccm)} passive ECCM free.` });
  if (d.power) out.push({ id: 'Z-PWR-1', text: 'Power per turn: skip-warp 1 warp a box, quantum impulse 2, auxiliary Z-reactor 3, research lab 1.' });
  return out;
}

/** The rules the ship's sheet relies on, in rules.md order within each ruleset. */
export function citedRules(ship: CompiledShip): CitedRule[] {
  return ship.ruleset === 'sfb' ? sfb(ship) : ship.ruleset === 'b5wars' ? b5wars(ship) : [];
}

/** Ruleset constants whose value differs from the default (`arcExtensionPowerFactor 3, default 2`). */
export function changedConstants(ship: CompiledShip): string[] {
  const out: string[] = [];
  for (const c of ruleConstants) {
    const v = ship.rules?.[c.name];
    if (v === undefined || v === c.default) continue;
    out.push(`${c.name} ${typeof v === 'number' ? numberText(v) : String(v)} (default ${typeof c.default === 'number' ? numberText(c.default) : String(c.default)})`);
  }
  return out;
}
