// Hand-built compiled ships for the renderer's tests: shaped like `drydock build` output for the
// example files, plus awkward ones (hostile names, a huge ship, nothing at all).
import type { CompiledShip, CompiledSystem } from '../../compiler/types';

const sys = (id: string, type: string, section: string | null | undefined, extra: Record<string, unknown> = {}): CompiledSystem => ({
  id,
  type,
  base: type,
  ...(section !== undefined ? { section } : {}),
  boxes: 1,
  ...extra,
});

export function excelsior(): CompiledShip {
  return {
    name: 'Excelsior',
    ruleset: 'b5wars',
    displayName: 'Excelsior-class Heavy Cruiser',
    size: 'large',
    projections: [
      { name: 'fore', arc: [315, 45], rating: 40 },
      { name: 'starboard', arc: [45, 135], rating: 30 },
      { name: 'aft', arc: [135, 225], rating: 30 },
      { name: 'port', arc: [225, 315], rating: 30 },
    ],
    sections: [
      { name: 'forward', structure: 40, armor: 5, hits: [{ from: 1, to: 8, target: 'structure' }, { from: 9, to: 10, target: 'DF' }, { from: 11, to: 12, target: 'T1' }, { from: 13, to: 18, target: 'structure' }, { from: 19, to: 20, target: 'primary' }] },
      { name: 'aft', structure: 36, armor: 4 },
      { name: 'port', structure: 30, armor: 4 },
      { name: 'starboard', structure: 30, armor: 4 },
      { name: 'primary', structure: 50, armor: 5 },
    ],
    systems: [
      sys('DF', 'deflector', 'forward', { arc: [315, 45], value: 8, power: 4, armor: 4, boxes: 10 }),
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
    ],
    rules: { arcExtensionPowerFactor: 2 },
    derived: { gravitic: true, impulseThrust: 12, powerBudget: { required: 13, available: 24 }, warp: { capable: true, delay: 3, nacelles: 2 } },
    faction: 'Federation',
    points: 850,
    initiative: 1,
    power: 24,
    thrust: 12,
    accel: 3,
    turnCost: 1,
    warpDelay: 3,
    source: { file: '/somewhere/examples/excelsior.ship', range: { start: { line: 3, character: 0 }, end: { line: 40, character: 1 } } },
  };
}

export function highGuard(): CompiledShip {
  const phasers = ['P1', 'P2', 'P3', 'P4'].map((id) => sys(id, 'phaserZ', undefined, { arc: [270, 90], fireCost: 1, halfCost: 0.5 }));
  return {
    name: 'HighGuardCZ',
    ruleset: 'sfb',
    displayName: 'High Guard Heavy Cruiser',
    shields: [36, 30, 30, 30, 30, 30],
    systems: [
      sys('S7', 'seventhShield', undefined, { boxes: 12 }),
      sys('SW', 'skipWarp', undefined, { boxes: 30, powerPerBox: 1 }),
      sys('QI', 'quantumImpulse', undefined, { boxes: 4, powerPerBox: 2 }),
      sys('AZR', 'auxReactor', undefined, { boxes: 4, powerPerBox: 3 }),
      sys('RL', 'researchLab', undefined, { boxes: 2, powerPerBox: 1 }),
      ...['QB1', 'QB2', 'QB3', 'QB4'].map((id) => sys(id, 'quantumBattery', undefined, { capacity: 4, gainPerTurn: 1 })),
      ...phasers,
      sys('P5', 'phaserZ', undefined, { arc: [180, 0], fireCost: 1, halfCost: 0.5 }),
      sys('P6', 'phaserZ', undefined, { arc: [180, 0], fireCost: 1, halfCost: 0.5 }),
      sys('P7', 'phaserZ', undefined, { arc: [0, 180], fireCost: 1, halfCost: 0.5 }),
      sys('P8', 'phaserZ', undefined, { arc: [0, 180], fireCost: 1, halfCost: 0.5 }),
      ...['Q1', 'Q2', 'Q3', 'Q4'].map((id) => sys(id, 'quantumTorpedo', undefined, { arc: [300, 60], arming: [1, 1], standardDamage: 8, holdCost: 1, overloadMaxPerTurn: 2, overloadDamagePerEnergy: 5, overloadHoldCost: 2, doubleOverloadDamagePerEnergy: 4, penetratingDivisor: 5 })),
      sys('PL1', 'plasmaZF', undefined, { arc: [180, 0], arming: [1, 1, 3], speed: 2, reductionRatio: 3, eccm: 4, pseudoPlasmas: 3, warhead: 20 }),
      sys('PL2', 'plasmaZF', undefined, { arc: [0, 180], arming: [1, 1, 3], speed: 2, reductionRatio: 3, eccm: 4, pseudoPlasmas: 3, warhead: 20 }),
      sys('centralCapacitor', 'centralCapacitor', undefined, { max: 26, gainPerTurn: 4 }),
      sys('defenseField', 'defenseField', undefined, { closeDamagePerEnergy: 2, farDamagePerEnergy: 1 }),
      sys('CPU', 'cpu', undefined, { boxes: 2 }),
    ],
    rules: {},
    derived: {
      centralCapacitor: { max: 26 },
      power: { warp: 42, impulse: 8, other: 2, total: 52 },
      batteries: { count: 4, capacity: 16 },
      ew: { limit: 10, passiveEccm: 1 },
      zship: { tacticalManeuvers: 8, hetBonus: [3, 4], postDecelerationImpulses: 8, speedChangeImpulses: 4, fireControlActivation: 2, tBombs: 4, warpFieldMines: 4, aegis: 'full' },
    },
    empire: 'High Guard',
    zship: true,
    sizeClass: 3,
    moveCost: 1,
    sensor: 6,
  };
}

export function vudarCW(): CompiledShip {
  return {
    name: 'VudarCW',
    ruleset: 'sfb',
    displayName: 'Vudar War Cruiser',
    shields: [30, 24, 24, 20, 24, 24],
    systems: [
      sys('LW', 'warpEngine', undefined, { boxes: 12, powerPerBox: 1 }),
      sys('RW', 'warpEngine', undefined, { boxes: 12, powerPerBox: 1 }),
      sys('IMP', 'impulseEngine', undefined, { boxes: 4, powerPerBox: 1 }),
      sys('APR', 'apr', undefined, { boxes: 4, powerPerBox: 1 }),
      sys('BR', 'bridge', undefined, { boxes: 2 }),
      sys('FH', 'hull', undefined, { boxes: 6 }),
      sys('A', 'ionCannon', undefined, { arc: [300, 60], impulseCost: 1, ionBased: true }),
      sys('B', 'ionCannon', undefined, { arc: [300, 60], impulseCost: 1, ionBased: true }),
      { id: 'C', type: 'LongIonCannon', base: 'ionCannon', boxes: 1, arc: [270, 90], impulseCost: 1.5, ionBased: true },
      sys('IPG1', 'ionPulseGenerator', undefined, { arc: [0, 360], impulseCost: 4, ionBased: true }),
      sys('IPG2', 'ionPulseGenerator', undefined, { arc: [0, 360], impulseCost: 4, ionBased: true }),
      sys('ISG', 'ionStormGenerator', undefined, { arc: [300, 60], impulseCost: 3, ionBased: true }),
      sys('ionicCapacitor', 'ionicCapacitor', undefined, { capacity: 15 }),
    ],
    rules: { fractionalAccounting: false },
    derived: { ionicCapacitor: { capacity: 15 }, power: { warp: 24, impulse: 4, other: 4, total: 32 }, ew: { limit: 10, passiveEccm: 0 } },
    empire: 'Vudar',
    sizeClass: 3,
    moveCost: 1,
    sensor: 6,
  };
}

/** Names and strings that must come out escaped. */
export function hostile(): CompiledShip {
  const s = excelsior();
  s.name = '<script>alert(1)</script>';
  s.displayName = 'Tom & Jerry\'s "<b>bold</b>" ]]> <!-- x --> \u0001\u0000';
  s.faction = '<img src=x onerror=alert(1)>';
  s.systems[0].id = '<script>';
  s.systems[1].id = 'A&B';
  s.systems[1].label = '"quoted" \'single\'';
  s.systems[2].notes = 'a < b && c > d';
  s.sections![0].hits![1].target = '<script>';
  s.allows = [{ rule: 'SSD-3', reason: '</svg><svg onload=alert(1)>' }];
  return s;
}

/** A ship far larger than any example: many sections, long names, hundreds of boxes. */
export function leviathan(): CompiledShip {
  const sections = ['forward', 'aft', 'port', 'starboard', 'primary', 'dorsal', 'ventral', 'spinal'].map((name, i) => ({
    name,
    structure: 40 + i * 9,
    armor: 3 + (i % 4),
    hits: [
      { from: 1, to: 9, target: 'structure' },
      { from: 10, to: 13, target: 'weapon' },
      { from: 14, to: 18, target: `${name.toUpperCase()}1` },
      { from: 19, to: 20, target: 'primary' },
    ],
  }));
  const systems: CompiledSystem[] = [];
  sections.forEach((sec, i) => {
    for (let k = 1; k <= 5; k++) {
      const from = (i * 45 + k * 20) % 360;
      systems.push(sys(`${sec.name.toUpperCase()}${k}`, 'weapon', sec.name, { class: 'Heavy Particle Cannon Mark VII', damage: '4d10+12', arc: [from, (from + 90 + k * 30) % 360], armor: 4, boxes: 6 + k * 3, power: 5, fireControl: [3, 2, 1] }));
    }
    systems.push(sys(`D${i}`, 'deflector', sec.name, { arc: [(i * 45) % 360, (i * 45 + 90) % 360], value: 7, power: 3, armor: 3, boxes: 9 }));
  });
  systems.push(sys('R', 'reactor', 'primary', { armor: 5, boxes: 120, output: 60 }));
  systems.push(sys('HANGAR', 'hangar', null, { boxes: 48, rating: 24, notes: 'Carries two squadrons of heavy fighters and a pair of shuttles that never seem to be where the captain wants them.' }));
  return {
    name: 'Leviathan',
    ruleset: 'b5wars',
    displayName: 'Leviathan-class Dreadnought of the Extraordinarily Long Name Department (Refit B)',
    size: 'large',
    projections: excelsior().projections,
    sections,
    systems,
    rules: {},
    derived: { gravitic: false, powerBudget: { required: 48, available: 60 } },
    points: 4200,
    power: 60,
    thrust: 10,
    accel: 4,
    turnCost: 1.5,
    turnDelay: 1,
    pivot: 6,
    roll: 4,
    initiative: -2,
    warpDelay: 4,
    faction: 'Somebody',
  };
}

/** Nothing but a name. */
export function bare(ruleset: 'b5wars' | 'sfb'): CompiledShip {
  return { name: 'Bare', ruleset, systems: [], rules: {}, derived: {} };
}
