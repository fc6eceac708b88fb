// Hand-written compiled ships (the shape compiler/types.ts describes), so the engine is tested
// without the compiler. The large ship mirrors examples/excelsior.ship (language.md).
import type { CompiledShip, CompiledSystem } from '../../compiler/types';
import { b5warsRuleset } from '../../runtime/b5wars/index';
import { createGame, type GameOptions } from '../../runtime/core/game';
import { registerRuleset } from '../../runtime/core/registry';
import type { ActionResult } from '../../runtime/core/types';

registerRuleset(b5warsRuleset);

const rules = { arcExtensionPowerFactor: 2, cloakDetectionDie: 20, extraThrustPowerCost: 3, fractionalAccounting: false, ionicConversionDelay: 32, ionicEnergyLifetime: 25 };

const sys = (id: string, base: string, section: string, params: Record<string, unknown>): CompiledSystem => ({
  id,
  type: base,
  base,
  section,
  armor: 0,
  boxes: 1,
  ...params,
});

export function excelsior(over: { df?: Record<string, unknown>; cloak?: boolean; firstOne?: boolean } = {}): CompiledShip {
  return {
    name: over.cloak ? 'ExcelsiorRefit' : 'Excelsior',
    ruleset: 'b5wars',
    displayName: 'Excelsior-class Heavy Cruiser',
    size: 'large',
    faction: 'Federation',
    points: 850,
    initiative: 1,
    power: 24,
    thrust: 12,
    accel: 3,
    turnCost: 1,
    warpDelay: 3,
    firstOne: over.firstOne ?? false,
    projections: [
      { name: 'fore', arc: [315, 45], rating: 40 },
      { name: 'starboard', arc: [45, 135], rating: 30 },
      { name: 'aft', arc: [135, 225], rating: 30 },
      { name: 'port', arc: [225, 315], rating: 30 },
    ],
    sections: [
      { name: 'forward', structure: 40, armor: 5 },
      { name: 'aft', structure: 36, armor: 4 },
      { name: 'port', structure: 30, armor: 4 },
      { name: 'starboard', structure: 30, armor: 4 },
      { name: 'primary', structure: 50, armor: 5 },
    ],
    systems: [
      sys('DF', 'deflector', 'forward', { arc: [315, 45], value: 8, power: 4, armor: 4, boxes: 10, ...(over.df ?? {}) }),
      sys('T1', 'advancedPhotonLauncher', 'forward', { arc: [300, 60], stores: 3, armor: 3, boxes: 8, power: 0 }),
      sys('DA', 'deflector', 'aft', { arc: [135, 225], value: 6, power: 3, armor: 3, boxes: 8 }),
      sys('I1', 'impulseThruster', 'aft', { thrust: 6, armor: 3, boxes: 8 }),
      sys('I2', 'impulseThruster', 'aft', { thrust: 6, armor: 3, boxes: 8 }),
      sys('N1', 'nacelle', 'aft', { armor: 4, boxes: 24 }),
      sys('N2', 'nacelle', 'aft', { armor: 4, boxes: 24 }),
      sys('DP', 'deflector', 'port', { arc: [225, 315], value: 6, power: 3, armor: 3, boxes: 8 }),
      sys('DS', 'deflector', 'starboard', { arc: [45, 135], value: 6, power: 3, armor: 3, boxes: 8 }),
      sys('SG', 'shieldGenerator', 'primary', { armor: 4, boxes: 10, power: 0 }),
      sys('R', 'reactor', 'primary', { armor: 5, boxes: 20 }),
      ...(over.cloak ? [sys('CL', 'cloakingDevice', 'primary', { armor: 4, boxes: 6, signature: 8, power: 0 })] : []),
    ],
    rules: { ...rules },
    derived: { gravitic: true, impulseThrust: 12, warp: { capable: true, delay: 3, nacelles: 2 } },
  };
}

/** A medium ship with four nacelles (for ST-WARP-4, 5) and a plain weapon. */
export function medium(): CompiledShip {
  return {
    name: 'Constellation',
    ruleset: 'b5wars',
    size: 'medium',
    initiative: 3,
    power: 16,
    thrust: 8,
    accel: 2,
    turnCost: 0.5,
    warpDelay: 3,
    projections: [
      { name: 'fore', arc: [270, 90], rating: 24 },
      { name: 'aft', arc: [90, 270], rating: 20 },
    ],
    systems: [
      sys('DF', 'deflector', 'forward', { arc: [270, 90], value: 5, power: 3, boxes: 6 }),
      sys('DA', 'deflector', 'aft', { arc: [90, 270], value: 4, power: 2, boxes: 6 }),
      sys('P1', 'weapon', 'forward', { arc: [240, 120], class: 'Phaser', damage: '2d10+4', boxes: 5, power: 0 }),
      sys('I1', 'impulseThruster', 'aft', { thrust: 8, boxes: 6 }),
      sys('N1', 'nacelle', 'aft', { boxes: 16 }),
      sys('N2', 'nacelle', 'aft', { boxes: 16 }),
      sys('N3', 'nacelle', 'aft', { boxes: 16 }),
      sys('N4', 'nacelle', 'aft', { boxes: 16 }),
      sys('SG', 'shieldGenerator', 'primary', { boxes: 8, power: 0 }),
    ],
    rules: { ...rules },
    derived: { gravitic: true, impulseThrust: 8, warp: { capable: true, delay: 3, nacelles: 4 } },
  };
}

/** A light ship: one projection `all`, one all-round deflector, one nacelle. */
export function light(): CompiledShip {
  return {
    name: 'Runabout',
    ruleset: 'b5wars',
    size: 'light',
    initiative: 6,
    power: 6,
    thrust: 4,
    accel: 1,
    turnCost: 1 / 3,
    warpDelay: 1,
    projections: [{ name: 'all', arc: [0, 360], rating: 10 }],
    systems: [
      sys('D1', 'deflector', 'primary', { arc: [0, 360], value: 3, power: 2, boxes: 3 }),
      sys('SG', 'shieldGenerator', 'primary', { boxes: 3, power: 0 }),
      sys('I1', 'impulseThruster', 'primary', { thrust: 4, boxes: 4 }),
      sys('N1', 'nacelle', 'primary', { boxes: 6 }),
      sys('P1', 'weapon', 'primary', { arc: [270, 90], boxes: 3, power: 0 }),
    ],
    rules: { ...rules },
    derived: { gravitic: true, impulseThrust: 4, warp: { capable: true, delay: 1, nacelles: 1 } },
  };
}

/** A First One attacker (no shields of its own matter here). */
export function shadow(): CompiledShip {
  return { name: 'ShadowShip', ruleset: 'b5wars', size: 'large', firstOne: true, projections: [], systems: [], rules: { ...rules }, derived: {} };
}

export function game(options: Partial<GameOptions> = {}) {
  return createGame({ ships: { ent: excelsior(), mir: medium(), run: light() }, seed: 7, ...options });
}

/** Narrows a result to ok and returns its fields (fails the test with the error otherwise). */
export function ok(r: ActionResult): Record<string, unknown> {
  if (!r.ok) throw new Error(`expected ok, got refused: ${r.error} (${r.rule ?? '-'})`);
  return r;
}
