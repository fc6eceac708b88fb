// Hand-written compiled ships (compiler/types.ts CompiledShip) for the sfb runtime tests: the
// Vudar DW and the High Guard CZ (the example ships in examples/), as `drydock build` emits them
// (systems flattened, catalog defaults applied, derived values filled in).
import type { CompiledShip, CompiledSystem } from '../../../compiler/types';
import { sfbKinds } from '../../../compiler/catalog/sfb';
import { ruleConstants } from '../../../compiler/catalog/index';

const FA: [number, number] = [300, 60];
const FX: [number, number] = [270, 90];
const RA: [number, number] = [120, 240];
const LS: [number, number] = [180, 0];
const RS: [number, number] = [0, 180];
const ALL: [number, number] = [0, 360];

/** A compiled system of a built-in kind (or a user type over `base`), with the catalog defaults applied. */
export function sys(base: string, id: string, params: Record<string, unknown> = {}, type = base): CompiledSystem {
  const kind = sfbKinds.find((k) => k.name === base);
  if (!kind) throw new Error(`no sfb kind ${base}`);
  const out: CompiledSystem = { id, type, base };
  for (const p of kind.params) if (p.default !== undefined) out[p.name] = Array.isArray(p.default) ? [...p.default] : p.default;
  if (kind.ionBased) out.ionBased = true;
  return { ...out, ...params };
}

// Every ruleset constant at its default, as the compiler writes them into each ship.
const sfbRules = Object.fromEntries(ruleConstants.map((c) => [c.name, c.default]));

export function vudarDW(): CompiledShip {
  return {
    name: 'VudarDW',
    ruleset: 'sfb',
    displayName: 'Vudar War Destroyer',
    empire: 'Vudar',
    sizeClass: 4,
    moveCost: 0.5,
    systems: [
      sys('warpEngine', 'LW', { boxes: 8 }),
      sys('warpEngine', 'RW', { boxes: 8 }),
      sys('impulseEngine', 'IMP', { boxes: 3 }),
      sys('apr', 'APR', { boxes: 2 }),
      sys('ionCannon', 'A', { arc: FA }),
      sys('ionCannon', 'B', { arc: FX }),
      sys('ionCannon', 'C', { arc: RA }),
      sys('ionPulseGenerator', 'IPG', { arc: ALL }),
      sys('ionicCapacitor', 'ionicCapacitor', { capacity: 7 }),
    ],
    rules: { ...sfbRules },
    derived: { ionicCapacitor: { capacity: 7 }, power: { warp: 16, impulse: 3, other: 2, total: 21 } },
  };
}

export function highGuardCZ(): CompiledShip {
  const phasers = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'].map((id, i) => sys('phaserZ', id, { arc: i < 4 ? FX : i < 6 ? LS : RS }));
  return {
    name: 'HighGuardCZ',
    ruleset: 'sfb',
    displayName: 'High Guard Heavy Cruiser',
    empire: 'High Guard',
    zship: true,
    sizeClass: 3,
    moveCost: 1,
    sensor: 6,
    shields: [36, 30, 30, 30, 30, 30],
    systems: [
      sys('seventhShield', 'S7', { boxes: 12 }),
      sys('skipWarp', 'SW', { boxes: 30 }),
      sys('quantumImpulse', 'QI', { boxes: 4 }),
      sys('auxReactor', 'AZR', { boxes: 4 }),
      sys('researchLab', 'RL', { boxes: 2 }),
      sys('quantumBattery', 'QB1'),
      sys('quantumBattery', 'QB2'),
      sys('quantumBattery', 'QB3'),
      sys('quantumBattery', 'QB4'),
      ...phasers,
      ...['Q1', 'Q2', 'Q3', 'Q4'].map((id) => sys('quantumTorpedo', id, { arc: FA })),
      sys('plasmaZF', 'PL1', { arc: LS }),
      sys('plasmaZF', 'PL2', { arc: RS }),
      sys('centralCapacitor', 'centralCapacitor', { max: 26 }),
      sys('defenseField', 'defenseField'),
      sys('cpu', 'CPU', { boxes: 2 }),
    ],
    rules: { ...sfbRules },
    derived: {
      centralCapacitor: { max: 26 },
      batteries: { count: 4, capacity: 16 },
      ew: { limit: 10, passiveEccm: 3 },
      shieldCost: { shields: 0, seventhShield: 1, total: 1 },
      power: { warp: 42, impulse: 8, other: 2, total: 52 },
      zship: {
        tacticalManeuvers: 8,
        hetBonus: [3, 4],
        postDecelerationImpulses: 8,
        speedChangeImpulses: 4,
        fireControlActivation: 2,
        tBombs: 4,
        warpFieldMines: 4,
        aegis: 'full',
      },
    },
  };
}

/** A sample radiation-phaser table (illustrative numbers: rows = range bands, columns = d6 1-6). */
export const SAMPLE_PHASER_TABLE = [
  [9, 8, 7, 6, 5, 4],
  [7, 6, 5, 4, 3, 3],
  [5, 4, 3, 2, 1, 0],
];

/** The CZ with a damage table on its Phaser-Z and a user-defined heavier torpedo in tube Q4. */
export function highGuardCZVariant(): CompiledShip {
  const s = highGuardCZ();
  for (const x of s.systems) if (x.base === 'phaserZ') x.damageTable = SAMPLE_PHASER_TABLE.map((r) => [...r]);
  const i = s.systems.findIndex((x) => x.id === 'Q4');
  s.systems[i] = sys('quantumTorpedo', 'Q4', { arc: FA, overloadDamagePerEnergy: 6 }, 'HeavyQuantumTorpedo');
  return s;
}

/** An ion-based user type with a fractional cost, for H93.12 and fractional accounting. */
export function fractionalIonShip(costs: number[], fractional = false): CompiledShip {
  const systems = costs.map((c, i) => sys('ionCannon', `W${i + 1}`, { arc: FA, impulseCost: c }, c === 1 ? 'ionCannon' : 'HalfIonCannon'));
  const total = costs.reduce((a, b) => a + b, 0);
  return {
    name: 'IonTest',
    ruleset: 'sfb',
    sizeClass: 4,
    systems,
    rules: { ...sfbRules, fractionalAccounting: fractional },
    derived: { ionicCapacitor: { capacity: fractional ? total : Math.ceil(total) } },
  };
}
