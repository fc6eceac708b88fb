// The Z-ship defense field (seed 004; docs/rules.md, Star Fleet Battles Z-DF-1).
//
// Energy comes only from the central capacitor; at most one activation per impulse, any number
// of impulses per turn. Each activation hits every shuttle, fighter, drone and plasma within 2
// hexes: `closeDamagePerEnergy` (2) per energy point at 0-1 hexes, `farDamagePerEnergy` (1) at 2
// hexes; anything else, or farther away, takes nothing. The damage is phaser damage (so it
// reduces a plasma warhead as phaser damage does, Z-PLZ-2).
import type { CompiledSystem } from '../../compiler/types';
import { floorE, numParam, positiveAmount, q, refuse, sameTime, type Time } from './common';
import { checkCentral, drawCentral, type CentralState } from './central-capacitor';

export const DEFENSE_FIELD_KINDS = ['shuttle', 'fighter', 'drone', 'plasma'] as const;

export interface DefenseFieldTarget {
  id: string;
  kind: string;
  range: number;
}

export interface DefenseFieldHit {
  id: string;
  damage: number;
}

export interface DefenseFieldState {
  /** The last activation (at most one per impulse). */
  lastActivation: Time | null;
  activations: number;
}

export function initDefenseField(): DefenseFieldState {
  return { lastActivation: null, activations: 0 };
}

/** The damage one target takes from `energy` points (Z-DF-1); 0 when it is not affected. */
export function defenseFieldDamage(system: CompiledSystem, energy: number, target: DefenseFieldTarget): number {
  if (!(DEFENSE_FIELD_KINDS as readonly string[]).includes(target.kind)) return 0;
  const r = target.range;
  if (r <= 1) return floorE(energy * numParam(system, 'closeDamagePerEnergy'));
  if (r <= 2) return floorE(energy * numParam(system, 'farDamagePerEnergy'));
  return 0;
}

function checkTargets(targets: unknown): DefenseFieldTarget[] {
  if (!Array.isArray(targets)) throw refuse('"targets" must be a list of {id, kind, range}', 'Z-DF-1');
  return targets.map((t, i) => {
    const o = (t ?? {}) as Record<string, unknown>;
    if (typeof o.id !== 'string' || typeof o.kind !== 'string' || typeof o.range !== 'number' || o.range < 0) {
      throw refuse(`target ${i} must be {id, kind, range} with a range of 0 or more hexes`, 'Z-DF-1');
    }
    return { id: o.id, kind: o.kind, range: o.range };
  });
}

export interface DefenseFieldRequest {
  energy: unknown;
  targets: unknown;
  /** Any source but the central capacitor is refused. */
  from?: unknown;
}

/** Z-DF-1: one activation at `now`. */
export function activateDefenseField(
  st: DefenseFieldState,
  system: CompiledSystem,
  central: CentralState | undefined,
  now: Time,
  req: DefenseFieldRequest,
): { hits: DefenseFieldHit[]; energy: number; stored: number } {
  if (req.from !== undefined && req.from !== 'capacitor' && req.from !== 'centralCapacitor') {
    throw refuse(`the defense field draws only from the central capacitor, not from ${JSON.stringify(req.from)}`, 'Z-DF-1');
  }
  const energy = positiveAmount(req.energy, 'energy', 'Z-DF-1');
  const targets = checkTargets(req.targets);
  if (!central) throw refuse('the ship has no central capacitor to power the defense field', 'Z-DF-1');
  if (st.lastActivation && sameTime(st.lastActivation, now)) {
    throw refuse(`the defense field was already activated in impulse ${now.impulse} of turn ${now.turn}; once per impulse`, 'Z-DF-1');
  }
  checkCentral(central, energy, 'the defense field', 'Z-DF-1');
  drawCentral(central, energy, 'the defense field', 'Z-DF-1');
  st.lastActivation = { ...now };
  st.activations += 1;
  return {
    hits: targets.map((t) => ({ id: t.id, damage: defenseFieldDamage(system, energy, t) })),
    energy: q(energy),
    stored: central.stored,
  };
}
