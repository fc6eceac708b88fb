// Star Fleet Battles system kinds: the Vudar ionic capacitor (seed 003, H93) and the High Guard
// Z-ship systems (seed 004); docs/rules.md, Star Fleet Battles.
import { arc, universal } from './common';
import type { ParamSpec, SystemKind } from './types';

// A power system's boxes count in the ship's power totals (Z-PWR-1), which hover shows with it.
const sfb = (k: Omit<SystemKind, 'ruleset'>): SystemKind => ({ ...k, ruleset: 'sfb', ...(k.name in powerKinds ? { derivedValues: [...(k.derivedValues ?? []), 'power'] } : {}) });

const impulseCost = (dflt: number | undefined): ParamSpec => ({
  name: 'impulseCost',
  type: { kind: 'number', min: 0, max: 100 },
  unit: 'energy',
  ...(dflt === undefined ? { required: true } : { default: dflt }),
  doc: 'Impulse power needed to fire the weapon once at standard load; adds to the ionic capacitor capacity (H93.12).',
  rules: ['H93.12'],
});

const perBox = (name: string, dflt: number, doc: string): ParamSpec => ({
  name,
  type: { kind: 'number', min: 0, max: 100 },
  unit: 'energy/box',
  default: dflt,
  doc,
  rules: ['Z-PWR-1'],
});

/** Power systems: what each box produces, and which total it counts in (Z-PWR-1). */
export const powerKinds: Record<string, 'warp' | 'impulse' | 'other'> = {
  skipWarp: 'warp',
  auxReactor: 'warp',
  warpEngine: 'warp',
  awr: 'warp',
  quantumImpulse: 'impulse',
  impulseEngine: 'impulse',
  researchLab: 'other',
  apr: 'other',
};

const ion = (name: string, title: string, cost: number | undefined, doc: string, extra: ParamSpec[] = []) =>
  sfb({
    name,
    title,
    category: 'weapon',
    placement: 'ship',
    ionBased: true,
    keyParams: ['impulseCost', ...extra.map((p) => p.name)],
    behaviour: 'ionWeapon',
    weaponRecord: true,
    doc,
    rules: ['H93.11', 'H93.12', 'H93.21', 'H93.22', 'H93.222', 'H93.31'],
    params: [
      ...universal,
      arc(),
      impulseCost(cost),
      {
        name: 'otherCost',
        type: { kind: 'number', min: 0, max: 100 },
        unit: 'energy',
        default: name === 'ionCannon' ? 1 : 0,
        doc: 'The part of a standard load that may be any power (allocated, reserve or drawn from the ionic capacitor), on top of `impulseCost`. Ion cannon: 1 (H93.11 example).',
        rules: ['H93.11', 'H93.21'],
      },
      {
        name: 'overloadCost',
        type: { kind: 'number', min: 0, max: 100 },
        unit: 'energy',
        default: 0,
        doc: 'Extra energy of an overloaded shot (H93.21); 0: the weapon has no overload load.',
        rules: ['H93.21'],
      },
      {
        name: 'rateOfFire',
        type: { kind: 'int', min: 1, max: 32 },
        unit: 'shots/turn',
        default: 1,
        doc: 'Shots the weapon may fire in one turn (H93.222, H93.23).',
        rules: ['H93.222'],
      },
      ...extra,
    ],
  });

/**
 * The AI benefits a Z-ship has while any CPU box works (seed 004, Z-CPU-1), by the rule each comes
 * from; a `cpu` that lists no `benefits` has all of them.
 */
export const zCpuBenefits = [
  'probesAsWeapons', // G21.215
  'hetCost', // G21.222
  'nimbleWhenCrippled', // G21.223
  'automaticEscape', // G21.225
  'quickReverse', // G21.226
  'terrainAvoidance', // G21.228
  'improvedRepairs', // G21.232
  'improvedScouting', // G21.235
  'improvedTacticalIntelligence', // G21.236
  'scenarioDieRolls', // G21.25
] as const;

const generic = (name: string, title: string, doc: string): SystemKind =>
  sfb({ name, title, category: 'structure', placement: 'ship', doc, rules: [], params: [...universal] });

/**
 * A Z-ship system the seed says works "exactly as described under" a standard rule it does not
 * reproduce (Z-STD-1): the kind carries the rule's number as a key parameter, so the sheet prints
 * it on the system's row and the game state lists it for the players to apply; drydock plays
 * nothing of the standard rule. `lab`: the owner may take a Lab hit on the DAC on it (Z-LAB-1).
 */
const standard = (name: string, title: string, rule: string, doc: string, extra: ParamSpec[] = [], lab = false): SystemKind =>
  sfb({
    name,
    title,
    category: 'special',
    placement: 'ship',
    behaviour: 'standardRule',
    keyParams: ['standardRule', ...extra.map((p) => p.name)],
    doc: `${doc} Plays as the standard rule ${rule}, which drydock does not reproduce: the sheet prints the rule and the game state lists the system for the players (Z-STD-1).`,
    rules: lab ? ['Z-STD-1', 'Z-LAB-1'] : ['Z-STD-1'],
    params: [
      ...universal,
      { name: 'standardRule', type: { kind: 'string' }, default: rule, doc: `The standard rule the system works by (${rule}).`, rules: ['Z-STD-1'] },
      ...(lab ? [{ name: 'labHit', type: { kind: 'bool' }, default: true, doc: 'The owner may destroy a box of it on a Lab hit on the DAC (Z-LAB-1).', rules: ['Z-LAB-1'] } as ParamSpec] : []),
      ...extra,
    ],
  });

/** Z-STD-1: the Z-ship systems that play as a standard rule, carried as data. */
const standardKinds: SystemKind[] = [
  standard('quantumTransporter', 'quantum transporter', 'OG15.0', 'Quantum transporter: as OG15.0, and usable together with skip warp and standard warp.', [
    { name: 'withWarp', type: { kind: 'bool' }, default: true, doc: 'Usable together with skip warp and standard warp.', rules: ['Z-STD-1'] },
  ]),
  standard('teleportationLink', 'teleportation link', 'OG16.0', 'Teleportation link (T-link): as OG16.0.'),
  standard('warpTractor', 'integrated warp tractor', 'OG18.0', 'Integrated warp tractor: as OG18.0, but with no tractor crush, tractor punch or pressure field.', [
    { name: 'crushPunchPressure', type: { kind: 'bool' }, default: false, doc: 'Tractor crush, tractor punch and pressure field: none on a Z-ship.', rules: ['Z-STD-1'] },
  ]),
  standard('medicalBay', 'medical bay', 'G22.6', 'Medical bay: each works as a legendary ship\'s doctor (G22.6); the owner may lose it to a Lab hit on the DAC.', [], true),
  standard('nonWeaponOptions', 'non-weapon options', 'G33.32', 'Non-weapon options: as G33.32 with Z-ship systems available; research labs count as power.'),
  standard('barracks', 'barracks', 'G28.0', 'Barracks: as G28.0.'),
  standard('repairSystem', 'repair', 'G17.0', 'Repair: as G17.0.'),
  standard('fabrication', 'fabrication', 'R16.1C2', 'Fabrication facilities: as R16.1C2; the owner may lose them to a Lab hit on the DAC.', [], true),
  standard('zCargo', 'extra cargo', 'G25.0', 'Extra cargo space: as G25.0.'),
  standard('zDamageControl', 'Z-ship damage control', 'D9.0', 'Damage control: as D9.0.'),
  standard('neutronium', 'neutronium armor', 'DN102.0', 'Neutronium armor: as DN102.0, but covering all 360 degrees.', [
    { name: 'coverage', type: { kind: 'int', min: 0, max: 360 }, unit: 'degrees', default: 360, doc: 'Degrees the armor covers: 360 on a Z-ship (the seed); DN102.0 itself gives other figures.', rules: ['Z-STD-1'] },
  ]),
  standard('robots', 'robots', 'D7.4', 'Robots: boarding parties as D7.4, with +2 to their die roll under D7.421.', [
    { name: 'dieRollBonus', type: { kind: 'int', min: -6, max: 6 }, unit: 'points', default: 2, doc: 'Added to the die roll under D7.421.', rules: ['Z-STD-1'] },
  ]),
  standard('poweredArmor', 'powered armor', 'DN100.2', 'Powered armor: as DN100.2; each suit carries one half-strength-only Phaser-Z (DN100.222) and one Type-IF drone instead of the Stiletto missile (DN100.326).', [
    { name: 'weapon', type: { kind: 'string' }, default: 'Phaser-Z, half strength only', doc: 'The weapon of each suit (DN100.222).', rules: ['Z-STD-1'] },
    { name: 'missile', type: { kind: 'string' }, default: 'Type-IF drone', doc: 'What replaces the Stiletto missile (DN100.326): a Type-IF drone, not Z-technology, no skip warp.', rules: ['Z-STD-1'] },
  ]),
];

export const sfbKinds: SystemKind[] = [
  ion('ionCannon', 'ion cannon', 1, 'Vudar ion cannon, an ion-based weapon: 1 impulse energy to fire at standard load.'),
  ion('ionPulseGenerator', 'ion pulse generator', 4, 'Vudar ion pulse generator (IPG), an ion-based weapon: 4 impulse energy to fire at standard load. It has a capacitor of its own besides the ionic capacitor (H93.0).', [
    {
      name: 'ownCapacitor',
      type: { kind: 'string' },
      default: 'IPG rule',
      doc: "The IPG's own built-in capacitor, separate from the ionic capacitor (H93.0). The seeds give it no figures, so it is data: the sheet prints it and the game state lists it for the players, who apply the IPG's own rule.",
      rules: ['H93.0'],
    },
  ]),
  ion('ionStormGenerator', 'ion storm generator', undefined, 'Vudar ion storm generator, an ion-based weapon. It has no default cost: the file must give `impulseCost` (H93.12).'),
  sfb({
    name: 'ionicCapacitor',
    derivedValues: ['ionicCapacitor'],
    title: 'ionic capacitor',
    category: 'capacitor',
    placement: 'ship',
    singleton: true,
    behaviour: 'ionicCapacitor',
    doc: 'Stores energy from turn to turn for ion-based weapons only (H93.11). Its capacity is the impulse power to fire every ion-based weapon once (H93.12). Non-impulse energy becomes usable 32 impulses after it goes in (H93.14); energy expires after 25 turns (H93.32).',
    rules: ['H93.11', 'H93.12', 'H93.13', 'H93.14', 'H93.221', 'H93.223', 'H93.31', 'H93.32', 'H93.33', 'H93.34'],
    params: [
      ...universal,
      { name: 'capacity', type: { kind: 'number', min: 0 }, unit: 'energy', derived: true, doc: 'Capacity, derived from the ion-based weapons (H93.12); a stated value is checked.', rules: ['H93.12', 'SSD-4'] },
    ],
  }),
  sfb({
    name: 'phaserZ',
    keyParams: ['fireCost'],
    title: 'Phaser-Z',
    category: 'weapon',
    placement: 'ship',
    centralShare: { param: 'fireCost', weaponsStatus1: true },
    behaviour: 'phaserZ',
    weaponRecord: true,
    readyAtStart: true,
    doc: 'Phaser-Z: fires for 1 energy from the central capacitor, never rolls to hit; half strength for 1/2 energy and half damage; once per turn (Z-PHZ-1, Z-PHZ-2).',
    rules: ['Z-PHZ-1', 'Z-PHZ-2', 'Z-CC-1'],
    params: [
      ...universal,
      arc(),
      { name: 'fireCost', type: { kind: 'number', min: 0 }, unit: 'energy', default: 1, doc: 'Energy to fire at full strength (Z-PHZ-1); its share of the central capacitor (Z-CC-1).', rules: ['Z-PHZ-1', 'Z-CC-1'] },
      { name: 'halfCost', type: { kind: 'number', min: 0 }, unit: 'energy', default: 0.5, doc: 'Energy to fire at half strength (Z-PHZ-2).', rules: ['Z-PHZ-2'] },
      { name: 'damageTable', type: { kind: 'list', of: { kind: 'list', of: { kind: 'int', min: 0 } } }, doc: 'Radiation phaser table: one row per range band, one damage per d6 result 1-6 (Z-PHZ-1).', rules: ['Z-PHZ-1'] },
    ],
  }),
  sfb({
    name: 'quantumTorpedo',
    keyParams: ['arming', 'standardDamage'],
    title: 'quantum torpedo',
    category: 'weapon',
    placement: 'ship',
    centralShare: { param: 'arming' },
    behaviour: 'quantumTorpedo',
    weaponRecord: true,
    torpedo: true,
    doc: 'Quantum torpedo: standard arming 1+1 over two turns for 8 damage; overload up to 2+2 for 5 per energy; double overload up to 2+2+2 over three turns for 4 per energy, never held, then one turn of cool down. Penetrating factor 1 per 5 damage (Z-QT-1..4).',
    rules: ['Z-QT-1', 'Z-QT-2', 'Z-QT-3', 'Z-QT-4', 'Z-CC-1'],
    params: [
      ...universal,
      arc(),
      { name: 'arming', type: { kind: 'sum', min: 0 }, unit: 'energy', default: [1, 1], doc: 'Standard arming energy per turn (Z-QT-1).', rules: ['Z-QT-1', 'Z-CC-1'] },
      { name: 'standardDamage', type: { kind: 'int', min: 0 }, unit: 'damage', default: 8, doc: 'Damage of a standard torpedo (as a photon torpedo).', rules: ['Z-QT-1'] },
      { name: 'holdCost', type: { kind: 'number', min: 0 }, unit: 'energy', default: 1, doc: 'Energy per turn to hold a standard torpedo.', rules: ['Z-QT-1'] },
      { name: 'overloadMaxPerTurn', type: { kind: 'number', min: 0 }, unit: 'energy', default: 2, doc: 'Most energy a tube takes in one turn when overloading (Z-QT-2, Z-QT-3).', rules: ['Z-QT-2', 'Z-QT-3'] },
      { name: 'overloadDamagePerEnergy', type: { kind: 'number', min: 0 }, unit: 'damage/energy', default: 5, doc: 'Overload damage per point of arming energy (Z-QT-2).', rules: ['Z-QT-2'] },
      { name: 'overloadHoldCost', type: { kind: 'number', min: 0 }, unit: 'energy', default: 2, doc: 'Energy per turn to hold an overloaded torpedo (Z-QT-2).', rules: ['Z-QT-2'] },
      { name: 'doubleOverloadDamagePerEnergy', type: { kind: 'number', min: 0 }, unit: 'damage/energy', default: 4, doc: 'Double-overload damage per point of arming energy (Z-QT-3).', rules: ['Z-QT-3'] },
      { name: 'penetratingDivisor', type: { kind: 'int', min: 1 }, unit: 'damage', default: 5, doc: 'Damage per point of penetrating factor (Z-QT-4).', rules: ['Z-QT-4'] },
    ],
  }),
  ...(['plasmaZF', 'plasmaF'] as const).map((name) =>
    sfb({
      name,
      title: name === 'plasmaZF' ? 'Plasma-ZF' : 'plasma-F',
      category: 'weapon',
      placement: 'ship',
      ...(name === 'plasmaZF' ? { centralShare: { param: 'arming' } } : {}),
      keyParams: ['arming', 'warhead', 'speed'],
      behaviour: 'plasma',
      weaponRecord: true,
      torpedo: true,
      doc:
        name === 'plasmaZF'
          ? 'Plasma-ZF: a plasma-F that moves 2 hexes per impulse; phaser damage reduces its warhead at 3:1; 4 ECCM; arms over three turns; three pseudo plasmas (Z-PLZ-1..4).'
          : 'Plasma-F torpedo: arms 1+1+3 over three turns; phaser damage reduces its warhead at 2:1.',
      rules: name === 'plasmaZF' ? ['Z-PLZ-1', 'Z-PLZ-2', 'Z-PLZ-3', 'Z-PLZ-4', 'Z-CC-1'] : ['Z-PLZ-2'],
      params: [
        ...universal,
        arc(),
        { name: 'arming', type: { kind: 'sum', min: 0 }, unit: 'energy', default: [1, 1, 3], doc: 'Arming energy per turn (three turns, as a plasma-F).', rules: ['Z-PLZ-3', 'Z-CC-1'] },
        { name: 'speed', type: { kind: 'int', min: 1, max: 32 }, unit: 'hexes/impulse', default: name === 'plasmaZF' ? 2 : 1, doc: 'Hexes moved per movement impulse (Z-PLZ-1).', rules: ['Z-PLZ-1'] },
        { name: 'reductionRatio', type: { kind: 'int', min: 1 }, unit: 'damage/warhead', default: name === 'plasmaZF' ? 3 : 2, doc: 'Phaser damage per point of warhead lost (Z-PLZ-2).', rules: ['Z-PLZ-2'] },
        { name: 'eccm', type: { kind: 'int', min: 0 }, unit: 'points', default: name === 'plasmaZF' ? 4 : 0, doc: 'ECCM the plasma carries (Z-PLZ-3).', rules: ['Z-PLZ-3'] },
        { name: 'pseudoPlasmas', type: { kind: 'int', min: 0 }, unit: 'plasmas', default: name === 'plasmaZF' ? 3 : 1, doc: 'Pseudo plasmas per launcher (Z-PLZ-3).', rules: ['Z-PLZ-3'] },
        { name: 'warhead', type: { kind: 'int', min: 0 }, unit: 'damage', default: 20, doc: 'Warhead strength at launch.' },
      ],
    }),
  ),
  sfb({
    name: 'centralCapacitor',
    derivedValues: ['centralCapacitor'],
    keyParams: ['gainPerTurn'],
    title: 'central capacitor',
    category: 'capacitor',
    placement: 'ship',
    singleton: true,
    behaviour: 'centralCapacitor',
    doc: 'A phaser capacitor that also arms quantum torpedoes, Plasma-ZFs and the defense field. Maximum = every Phaser-Z fired once + standard arming of every quantum torpedo + full arming of every Plasma-ZF (Z-CC-1); gains 4 each turn (Z-CC-3).',
    rules: ['Z-CC-1', 'Z-CC-2', 'Z-CC-3', 'Z-CC-4'],
    params: [
      ...universal,
      { name: 'max', type: { kind: 'number', min: 0 }, unit: 'energy', derived: true, doc: 'Maximum charge, derived (Z-CC-1); a stated value is checked.', rules: ['Z-CC-1', 'SSD-4'] },
      { name: 'gainPerTurn', type: { kind: 'number', min: 0 }, unit: 'energy', default: 4, doc: 'Energy gained at the start of each turn (Z-CC-3).', rules: ['Z-CC-3'] },
    ],
  }),
  sfb({
    name: 'defenseField',
    keyParams: ['closeDamagePerEnergy', 'farDamagePerEnergy'],
    title: 'defense field',
    category: 'defense',
    placement: 'ship',
    singleton: true,
    behaviour: 'defenseField',
    doc: 'Hits every shuttle, fighter, drone and plasma within 2 hexes: 2 damage per energy at 0-1 hexes, 1 per energy at 2; energy only from the central capacitor, once per impulse (Z-DF-1).',
    rules: ['Z-DF-1'],
    params: [
      ...universal,
      { name: 'closeDamagePerEnergy', type: { kind: 'number', min: 0 }, unit: 'damage/energy', default: 2, doc: 'Damage per energy at 0-1 hexes.', rules: ['Z-DF-1'] },
      { name: 'farDamagePerEnergy', type: { kind: 'number', min: 0 }, unit: 'damage/energy', default: 1, doc: 'Damage per energy at 2 hexes.', rules: ['Z-DF-1'] },
    ],
  }),
  sfb({
    name: 'skipWarp',
    title: 'skip-warp engine',
    category: 'power',
    placement: 'ship',
    keyParams: ['standardRule'],
    doc: 'Skip-warp engine: each box gives 1 warp energy per turn (Z-PWR-1). The ship moves by skip warp as C91.0, may deactivate it as C91.3 and accelerates as XC2.21 with skip warp: standard rules drydock does not reproduce, printed on the sheet (Z-STD-1).',
    rules: ['Z-PWR-1', 'Z-STD-1'],
    params: [
      ...universal,
      perBox('powerPerBox', 1, 'Warp energy per box per turn.'),
      { name: 'standardRule', type: { kind: 'string' }, default: 'C91.0, C91.3, XC2.21', doc: 'The standard rules skip warp works by: movement C91.0, deactivation C91.3, Z-ship acceleration XC2.21.', rules: ['Z-STD-1'] },
    ],
  }),
  sfb({
    name: 'quantumImpulse',
    title: 'quantum impulse engine',
    category: 'power',
    placement: 'ship',
    doc: 'Quantum impulse engine: each box gives 2 impulse energy per turn (Z-PWR-1).',
    rules: ['Z-PWR-1'],
    params: [...universal, perBox('powerPerBox', 2, 'Impulse energy per box per turn.')],
  }),
  sfb({
    name: 'auxReactor',
    title: 'auxiliary Z-reactor',
    category: 'power',
    placement: 'ship',
    doc: 'Auxiliary Z-reactor: each box gives 3 energy per turn, usable for warp functions (counted as warp, Z-PWR-1).',
    rules: ['Z-PWR-1'],
    params: [...universal, perBox('powerPerBox', 3, 'Energy per box per turn (warp).')],
  }),
  sfb({
    name: 'researchLab',
    title: 'research lab',
    category: 'power',
    placement: 'ship',
    doc: 'Research lab: each box gives 1 energy per turn (Z-PWR-1), counted as other power; in research (XG4.12) a Z-ship adds `zResearchBonus` (2) to the result before multiplying by the labs (Z-LAB-1).',
    rules: ['Z-PWR-1', 'Z-LAB-1'],
    params: [...universal, perBox('powerPerBox', 1, 'Energy per box per turn (other).')],
  }),
  sfb({
    name: 'warpEngine',
    title: 'warp engine',
    category: 'power',
    placement: 'ship',
    doc: 'Warp engine: each box gives 1 warp energy per turn.',
    rules: ['Z-PWR-1'],
    params: [...universal, perBox('powerPerBox', 1, 'Warp energy per box per turn.')],
  }),
  sfb({
    name: 'awr',
    title: 'auxiliary warp reactor',
    category: 'power',
    placement: 'ship',
    doc: 'Auxiliary warp reactor: each box gives 1 warp energy per turn.',
    rules: ['Z-PWR-1'],
    params: [...universal, perBox('powerPerBox', 1, 'Warp energy per box per turn.')],
  }),
  sfb({
    name: 'impulseEngine',
    title: 'impulse engine',
    category: 'power',
    placement: 'ship',
    doc: 'Impulse engine: each box gives 1 impulse energy per turn.',
    rules: ['Z-PWR-1'],
    params: [...universal, perBox('powerPerBox', 1, 'Impulse energy per box per turn.')],
  }),
  sfb({
    name: 'apr',
    title: 'auxiliary power reactor',
    category: 'power',
    placement: 'ship',
    doc: 'Auxiliary power reactor (APR): each box gives 1 energy per turn, counted as other power.',
    rules: ['Z-PWR-1'],
    params: [...universal, perBox('powerPerBox', 1, 'Energy per box per turn (other).')],
  }),
  sfb({
    name: 'quantumBattery',
    derivedValues: ['batteries'],
    keyParams: ['capacity'],
    title: 'quantum battery',
    category: 'capacitor',
    placement: 'ship',
    behaviour: 'quantumBattery',
    doc: 'Quantum battery: holds at most 4, gains 1 at the start of every turn, starts the scenario full (Z-BTY-1).',
    rules: ['Z-BTY-1'],
    params: [
      ...universal,
      { name: 'capacity', type: { kind: 'number', min: 0 }, unit: 'energy', default: 4, derived: true, doc: 'Energy the battery holds: 4 (Z-BTY-1); a stated value is checked.', rules: ['Z-BTY-1', 'SSD-4'] },
      { name: 'gainPerTurn', type: { kind: 'number', min: 0 }, unit: 'energy', default: 1, doc: 'Energy gained at the start of each turn (Z-BTY-1).', rules: ['Z-BTY-1'] },
    ],
  }),
  sfb({
    name: 'battery',
    derivedValues: ['batteries'],
    title: 'battery',
    category: 'capacitor',
    placement: 'ship',
    doc: 'Standard battery: one box holds 1 energy.',
    rules: [],
    params: [...universal],
  }),
  sfb({
    name: 'seventhShield',
    title: 'seventh shield',
    category: 'defense',
    placement: 'ship',
    singleton: true,
    behaviour: 'seventhShield',
    doc: 'The Z-ship seventh shield: the only thing that stops penetrating damage; at the start of each turn it regains half the boxes lost in the previous turn (Z-S7-1). Z-ships only. Its activation cost is part of the shield cost (Z-S7-2).',
    rules: ['Z-S7-1', 'Z-S7-2', 'Z-QT-4'],
    params: [
      ...universal,
      {
        name: 'activationCost',
        type: { kind: 'number', min: 0, max: 100 },
        unit: 'energy',
        default: 1,
        doc: 'Energy per turn to activate the seventh shield, counted in the ship\'s shield cost (Z-S7-2). The seed gives no figure: 1 is drydock\'s default; state the printed one.',
        rules: ['Z-S7-2'],
      },
    ],
  }),
  sfb({
    name: 'cpu',
    title: 'CPU',
    category: 'special',
    placement: 'ship',
    behaviour: 'cpu',
    doc: 'Z-ship CPU: while any box works the ship has its AI benefits; with all destroyed it loses them (Z-CPU-1).',
    rules: ['Z-CPU-1'],
    params: [...universal, { name: 'benefits', type: { kind: 'list', of: { kind: 'string' } }, doc: 'The AI benefits listed for the ship.', rules: ['Z-CPU-1'] }],
  }),
  ...(['zAdminShuttle', 'zSuicideShuttle'] as const).map((name) =>
    sfb({
      name,
      title: name === 'zAdminShuttle' ? 'Z-admin shuttle' : 'Z-suicide shuttle',
      category: 'special',
      placement: 'ship',
      keyParams: ['durability', 'speed'],
      behaviour: name,
      weaponRecord: true,
      ...(name === 'zAdminShuttle' ? { readyAtStart: true } : {}),
      doc:
        name === 'zAdminShuttle'
          ? 'Z-admin shuttle: 8 damage to destroy, speed 8, armed with a half-strength-only Phaser-Z (Z-SHTL-1).'
          : 'Z-suicide shuttle: 1-4 warp energy per turn for three turns, warhead 2 x energy (max 24), speed 8, 8 damage to destroy (Z-SHTL-1).',
      rules: ['Z-SHTL-1'],
      params: [
        ...universal,
        { name: 'durability', type: { kind: 'int', min: 0 }, unit: 'damage', default: 8, doc: 'Damage to destroy the shuttle.', rules: ['Z-SHTL-1'] },
        { name: 'speed', type: { kind: 'int', min: 0 }, unit: 'hexes', default: 8, doc: 'Shuttle speed.', rules: ['Z-SHTL-1'] },
      ],
    }),
  ),
  sfb({
    name: 'zProbe',
    title: 'Z-probe',
    category: 'weapon',
    placement: 'ship',
    behaviour: 'zProbe',
    weaponRecord: true,
    readyAtStart: true,
    keyParams: ['range', 'warhead'],
    doc: 'Z-probe launcher: a probe with range 8 that gathers 30 points of information, or, while the CPU works, is fired as a weapon with warhead 12 and +2 to the die roll (Z-PRB-1, Z-CPU-1).',
    rules: ['Z-PRB-1', 'Z-CPU-1'],
    params: [
      ...universal,
      { name: 'range', type: { kind: 'int', min: 0, max: 100 }, unit: 'hexes', default: 8, doc: 'Maximum range, for information and as a weapon (Z-PRB-1).', rules: ['Z-PRB-1'] },
      { name: 'information', type: { kind: 'int', min: 0, max: 1000 }, unit: 'points', default: 30, doc: 'Points of information a probe gathers (Z-PRB-1).', rules: ['Z-PRB-1'] },
      { name: 'warhead', type: { kind: 'int', min: 0, max: 100 }, unit: 'damage', default: 12, doc: 'Warhead when fired as a weapon (Z-PRB-1).', rules: ['Z-PRB-1'] },
      { name: 'dieRollBonus', type: { kind: 'int', min: -6, max: 6 }, unit: 'points', default: 2, doc: 'Added to the die roll when fired as a weapon (Z-PRB-1).', rules: ['Z-PRB-1'] },
    ],
  }),
  ...standardKinds,
  generic('bridge', 'bridge', 'Bridge boxes.'),
  generic('flag', 'flag bridge', 'Flag bridge boxes.'),
  generic('emergencyBridge', 'emergency bridge', 'Emergency bridge boxes.'),
  generic('auxControl', 'auxiliary control', 'Auxiliary control boxes.'),
  generic('lab', 'lab', 'Lab boxes.'),
  generic('cargo', 'cargo', 'Cargo boxes.'),
  generic('hull', 'hull', 'Hull boxes.'),
  generic('shuttle', 'shuttle bay', 'Shuttle boxes.'),
  generic('tractor', 'tractor beam', 'Tractor beam boxes.'),
  generic('transporter', 'transporter', 'Transporter boxes.'),
  generic('probe', 'probe launcher', 'Probe launcher boxes.'),
  generic('sensorBox', 'sensor', 'Sensor boxes.'),
  generic('scanner', 'scanner', 'Scanner boxes.'),
  generic('damageControl', 'damage control', 'Damage control boxes.'),
  generic('excessDamage', 'excess damage', 'Excess damage boxes.'),
  sfb({
    name: 'weapon',
    title: 'weapon',
    category: 'weapon',
    placement: 'ship',
    doc: 'A generic weapon with no behaviour of its own in drydock (phasers, drones, ...).',
    rules: [],
    params: [...universal, arc(), { name: 'class', type: { kind: 'string' }, doc: 'Weapon class as printed (e.g. "Phaser-1").' }],
  }),
];
