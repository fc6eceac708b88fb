// Ship-level properties, groups (`section`, `shields`, `hits`) and ruleset constants.
import { PLASMA_F_BRACKET, PLASMA_F_WARHEADS } from './plasma-table';
import type { GroupKind, ParamSpec, Ruleset } from './types';

const str = (name: string, doc: string): ParamSpec => ({ name, type: { kind: 'string' }, doc });
const int = (name: string, doc: string, extra: Partial<ParamSpec> = {}): ParamSpec => ({
  name,
  type: { kind: 'int', min: 0, max: 100000 },
  doc,
  ...extra,
});

const common: ParamSpec[] = [
  str('name', 'Full name of the ship class as printed on the SSD (the identifier after `ship` is its handle).'),
  str('class', 'Class or hull designation.'),
  str('variant', 'Variant or refit name.'),
  str('year', 'In-service year or date as printed.'),
  str('designer', 'Who designed or converted the ship.'),
  str('reference', 'Where the design comes from (product, web page, fan publication).'),
  str('notes', 'Free text kept with the ship.'),
  int('points', 'Point value (B5 Wars points, or SFB BPV).', { unit: 'points' }),
];

/** A roll cost this high is FieryVoid's "cannot roll" (it writes 999): `canRoll: false` (B5-ROLL). */
export const CANNOT_ROLL_COST = 999;

/** How often a variant may be fielded (a ship's `rarity`; a fleet's roster carries it). */
export const RARITIES = ['common', 'uncommon', 'rare', 'unique'] as const;

/** A b5wars ship's size class (the compiled ship carries it beside its projections). */
export const sizeSpec = {
  name: 'size',
  type: { kind: 'enum', values: ['light', 'medium', 'large'] },
  required: true,
  doc: 'Size class; it fixes the shield projections: light one (`all`), medium two (`fore`, `aft`), large four (`fore`, `starboard`, `aft`, `port`) (ST-SH-1).',
  rules: ['ST-SH-1'],
} as const satisfies ParamSpec;

/** An sfb ship's shields #1-6. */
export const sfbShieldsSpec = { name: 'shields', type: { kind: 'list', of: { kind: 'int', min: 0, max: 1000 }, minItems: 6, maxItems: 6 }, doc: 'Shield boxes of shields #1-6.', unit: 'boxes' } as const satisfies ParamSpec;

export const shipProperties: Record<Ruleset, ParamSpec[]> = {
  b5wars: [
    ...common,
    str('faction', 'Faction the ship belongs to.'),
    sizeSpec,
    { name: 'initiative', type: { kind: 'int', min: -100, max: 100 }, doc: 'Initiative bonus.', unit: 'points' },
    int('power', 'Power the reactor provides each turn; deflectors and systems draw on it (power budget).', { unit: 'power' }),
    int('thrust', 'Free thrust per turn. With impulse drives it is the total the impulse thrusters provide (ST-IMP-1).', { unit: 'thrust', rules: ['ST-IMP-1'] }),
    int('accel', 'Thrust to change speed by one (acceleration/deceleration cost).', { unit: 'thrust', rules: ['ST-IMP-3'] }),
    { name: 'turnCost', type: { kind: 'number', min: 0, max: 100 }, doc: 'Thrust to turn, as a multiple of speed (`1` = speed x 1, `1/2` = half speed).', unit: 'x speed', rules: ['ST-IMP-3'] },
    { name: 'turnDelay', type: { kind: 'number', min: 0, max: 100 }, doc: 'Turn delay, as a multiple of speed.', unit: 'x speed' },
    int('pivot', 'Thrust to pivot.', { unit: 'thrust' }),
    int('roll', 'Thrust to roll; a ship that cannot roll states `canRoll: false` instead (B5-ROLL).', { unit: 'thrust', rules: ['B5-ROLL'] }),
    {
      name: 'canRoll',
      type: { kind: 'bool' },
      default: true,
      doc: "Whether the ship can roll at all. `canRoll: false` is FieryVoid's roll cost 999: the ship has no roll cost, and the sheet prints \"cannot roll\" where the cost would be (B5-ROLL).",
      rules: ['B5-ROLL'],
    },
    int('warpDelay', 'Turns that must pass after arriving or after a failed attempt before a warp attempt (ST-WARP-1).', { unit: 'turns', rules: ['ST-WARP-1', 'ST-WARP-3'] }),
    { name: 'firstOne', type: { kind: 'bool' }, default: false, doc: 'A First One ship: its fire scores double against shield projections (ST-SH-11).', rules: ['ST-SH-11'] },
    { name: 'warp', type: { kind: 'bool' }, doc: 'Whether the ship is warp-capable; defaults to true when it has nacelles (ST-WARP-3).', rules: ['ST-WARP-3'] },
    { name: 'forwardDefense', type: { kind: 'int', min: 0, max: 100 }, unit: 'points', doc: 'Defense rating against fire from the fore and aft arcs, as printed on the control sheet (e.g. 15).' },
    { name: 'sideDefense', type: { kind: 'int', min: 0, max: 100 }, unit: 'points', doc: 'Defense rating against fire from the side arcs, as printed on the control sheet (e.g. 17).' },
    {
      name: 'limited',
      type: { kind: 'int', min: 1, max: 100 },
      unit: '% of a fleet',
      doc: "Limited deployment, as a percentage (FieryVoid's `limited`: 10 or 33): ships under this limit may make up at most that share of a fleet.",
    },
    {
      name: 'rarity',
      type: { kind: 'enum', values: [...RARITIES] },
      doc: "How often the variant may be fielded (FieryVoid's `occurence`): `common`, `uncommon`, `rare` or `unique`.",
    },
    {
      name: 'complement',
      type: { kind: 'int', min: 1, max: 1000 },
      unit: 'craft',
      doc: 'Fighters or shuttles the ship carries with no hangar system to hold them (FieryVoid\'s Suliban Helix: 72). A ship with hangars states its craft on them instead (B5-HANGAR); a fleet counts the complement as room for craft (FLEET-3).',
      rules: ['B5-HANGAR', 'FLEET-3'],
    },
    {
      name: 'complementCraft',
      type: { kind: 'string' },
      doc: 'What the `complement` is, as printed in quotes (e.g. "Suliban cell ships"); it needs a `complement` (B5-HANGAR).',
      rules: ['B5-HANGAR'],
    },
    {
      name: 'specialAbilities',
      type: { kind: 'list', of: { kind: 'string' } },
      doc: 'Special abilities printed on the control sheet, in quotes: `["ELINT sensors", "Agile ship"]`.',
    },
  ],
  sfb: [
    ...common,
    str('empire', 'Empire the ship belongs to.'),
    str('faction', 'Faction the ship belongs to (same as `empire`).'),
    { name: 'sizeClass', type: { kind: 'int', min: 1, max: 7 }, doc: 'SFB size class (1-7).', required: true },
    { name: 'moveCost', type: { kind: 'number', min: 0, max: 100 }, doc: 'Energy to move one hex (`1/2`, `1`, ...).', unit: 'energy/hex' },
    { name: 'zship', type: { kind: 'bool' }, default: false, doc: 'A High Guard Z-ship: it may carry the seventh shield (Z-S7-1) and gets the Z-ship modifiers (Z-MISC).', rules: ['Z-S7-1', 'Z-MISC'] },
    { name: 'shieldCost', type: { kind: 'number', min: 0, max: 100 }, unit: 'energy', doc: 'Energy per turn to activate shields #1-6, as the Ship Data Table gives it without the seventh shield; the seventh shield\'s activation cost is added to it (Z-S7-2).', rules: ['Z-S7-2'] },
    { name: 'nimble', type: { kind: 'bool' }, default: false, doc: 'A nimble ship: a Z-ship gets the larger quick-reverse bonus (`zNimbleQuickReverseBonus`, Z-MISC).', rules: ['Z-MISC'] },
    { name: 'xship', type: { kind: 'bool' }, default: false, doc: 'An X1/X0 ship: penetrating damage passes shields #1-6 (Z-QT-4).', rules: ['Z-QT-4'] },
    { name: 'sensor', type: { kind: 'int', min: 0, max: 12 }, doc: 'Sensor rating; the EW a ship may buy is at most sensor + 4 (Z-EW-1).', rules: ['Z-EW-1'] },
    { name: 'scanner', type: { kind: 'int', min: 0, max: 20 }, doc: 'Scanner rating.' },
    int('damageControl', 'Damage control rating.'),
    sfbShieldsSpec,
    { name: 'ecm', type: { kind: 'int', min: 0, max: 100 }, doc: 'ECM bought (with `eccm`, at most sensor + 4, Z-EW-1).', rules: ['Z-EW-1'] },
    { name: 'eccm', type: { kind: 'int', min: 0, max: 100 }, doc: 'ECCM bought (with `ecm`, at most sensor + 4, Z-EW-1).', rules: ['Z-EW-1'] },
    str('breakdown', 'Breakdown rating as printed (e.g. "5-6").'),
    str('turnMode', 'Turn mode as printed.'),
    int('tacticalManeuvers', 'Tactical maneuvers (Z-ships: 8).', { rules: ['Z-MISC'] }),
    { name: 'hetBonus', type: { kind: 'list', of: { kind: 'int' } }, doc: 'HET bonuses (Z-ships: [3, 4]).', rules: ['Z-MISC'] },
    int('postDecelerationImpulses', 'Impulses of post-deceleration (Z-ships: 8).', { rules: ['Z-MISC'] }),
    int('speedChangeImpulses', 'Impulses between speed changes (Z-ships: 4).', { rules: ['Z-MISC'] }),
    int('fireControlActivation', 'Impulses to activate fire control (Z-ships: 2).', { rules: ['Z-MISC'] }),
    int('tBombs', 'Extra T-bombs (Z-ships: 4).', { rules: ['Z-MISC'] }),
    int('warpFieldMines', 'Warp field distortion mines (Z-ships: 4).', { rules: ['Z-MISC'] }),
    { name: 'aegis', type: { kind: 'enum', values: ['none', 'limited', 'full'] }, doc: 'Aegis fire control (Z-ships: full).', rules: ['Z-MISC'] },
  ],
};

/** Values a Z-ship gets when the file does not say otherwise (Z-MISC). */
export const zshipDefaults = {
  tacticalManeuvers: 8,
  hetBonus: [3, 4],
  postDecelerationImpulses: 8,
  speedChangeImpulses: 4,
  fireControlActivation: 2,
  tBombs: 4,
  warpFieldMines: 4,
  aegis: 'full',
} as const;

export const projectionNames = ['all', 'fore', 'starboard', 'aft', 'port'] as const;

/** A section's figures: structure, armor and the arc an outer section faces. */
export const sectionParams = [
  { name: 'structure', type: { kind: 'int', min: 0, max: 10000 }, unit: 'boxes', doc: 'Structure boxes of the section.' },
  { name: 'armor', type: { kind: 'int', min: 0, max: 1000 }, unit: 'points', doc: 'Armor of the section structure.' },
  {
    name: 'arc',
    type: { kind: 'arc' },
    unit: 'degrees',
    doc: 'The bearings this outer section faces (fire from there hits it), for ships whose outer sections are not fore, aft, port and starboard: six sections of 60° each, for example. Leave it out for `primary`.',
  },
] as const satisfies readonly ParamSpec[];

export const groupKinds: GroupKind[] = [
  {
    name: 'section',
    ruleset: 'b5wars',
    takesId: true,
    placement: 'ship',
    doc: 'A section of the ship (forward, aft, port, starboard, primary, ...) with its structure, armor, systems and d20 hit chart.',
    rules: ['SSD-2'],
    params: sectionParams,
  },
  {
    name: 'shields',
    ruleset: 'b5wars',
    takesId: false,
    placement: 'ship',
    doc: 'Shield projection ratings by projection name. The set of projections comes from the size class (ST-SH-1).',
    // What the projections do in play too: regeneration, transfer, fire on a boundary, collapse,
    // First One fire (a sheet with projections cites them, render/rules-cited.ts).
    rules: ['ST-SH-1', 'ST-SH-2', 'ST-SH-3', 'ST-SH-4', 'ST-SH-6', 'ST-SH-7', 'ST-SH-11'],
    params: projectionNames.map((name) => ({
      name,
      type: { kind: 'int', min: 0, max: 10000 },
      unit: 'points',
      doc: `Rating of the \`${name}\` projection: the damage it can hold (ST-SH-2).`,
      rules: ['ST-SH-1', 'ST-SH-2'],
    })),
  },
  {
    name: 'hits',
    ruleset: 'b5wars',
    takesId: false,
    placement: 'section',
    doc: 'The section\'s d20 hit chart: `1..8: structure  9..10: DF ...`. It must cover 1-20 exactly once and name systems of the section, kinds present there, `structure` or `primary` (SSD-2).',
    rules: ['SSD-2'],
    params: [],
  },
];

export interface RuleConstant {
  name: string;
  type: 'number' | 'bool';
  default: number | boolean;
  doc: string;
  rules: string[];
  /**
   * Range of a number constant (default minimum 0); checked in files, JSON and scenarios. Every
   * number constant states a maximum, so no scenario can push a computed value to Infinity
   * (tests/robustness/rule-constants.test.ts).
   */
  min?: number;
  max?: number;
}

export const ruleConstants: RuleConstant[] = [
  {
    name: 'arcExtensionPowerFactor',
    type: 'number',
    default: 2,
    min: 1,
    max: 10,
    doc: 'Each 90° arc-extension step multiplies a deflector\'s power requirement by this factor (ST-SH-9; the project reads the seed\'s "two times" as doubling).',
    rules: ['ST-SH-9'],
  },
  {
    name: 'cloakDetectionDie',
    type: 'number',
    default: 20,
    min: 2,
    max: 100,
    doc: 'Sides of the die a cloak-detection attempt rolls; it succeeds when the roll is at most the detecting EW plus the cloaked ship\'s signature (ST-CLK-3). The seed points to the mine-detection rules without giving them; a d20 is the default.',
    rules: ['ST-CLK-3'],
  },
  {
    name: 'cloakDetectionAttempts',
    type: 'number',
    default: 1,
    min: 1,
    max: 32,
    doc: 'Detection attempts one ship may make against one cloaked ship in a turn (ST-CLK-3). The seed sends detection to the mine rules without reproducing them; one attempt a turn is the default, so a failed roll cannot simply be repeated until it succeeds.',
    rules: ['ST-CLK-3'],
  },
  {
    name: 'extraThrustPowerCost',
    type: 'number',
    default: 3,
    min: 0,
    max: 100,
    doc: 'Power paid for each point of thrust an impulse ship spends beyond its free thrust (ST-IMP-5). The seed gives no figure; 3 is the boost efficiency of the impulse drives in the public FieryVoid Star Trek conversions.',
    rules: ['ST-IMP-5'],
  },
  {
    name: 'fractionalAccounting',
    type: 'bool',
    default: false,
    doc: 'Advanced-rules fractional accounting: the ionic capacitor capacity is exact instead of rounded up (H93.12).',
    rules: ['H93.12'],
  },
  {
    name: 'ionicConversionDelay',
    type: 'number',
    default: 32,
    min: 0,
    max: 320,
    doc: 'Impulses before non-impulse energy in the ionic capacitor becomes usable (H93.14).',
    rules: ['H93.14'],
  },
  {
    name: 'ionicEnergyLifetime',
    type: 'number',
    default: 25,
    min: 1,
    max: 100,
    doc: 'Turns energy may stay in the ionic capacitor (H93.32).',
    rules: ['H93.32'],
  },
  {
    name: 'plasmaFRangeBracket',
    type: 'number',
    default: PLASMA_F_BRACKET,
    min: 1,
    max: 32,
    doc: 'Hexes per range bracket of the plasma-F warhead table, which a Plasma-ZF uses (Z-PLZ-1): a torpedo that has moved 0 to this many hexes strikes with `plasmaFWarhead1`, the next bracket with `plasmaFWarhead2`, and so on; past the last bracket it has dissipated.',
    rules: ['Z-PLZ-1'],
  },
  ...PLASMA_F_WARHEADS.map(
    (dflt, i): RuleConstant => ({
      name: `plasmaFWarhead${i + 1}`,
      type: 'number',
      default: dflt,
      min: 0,
      max: 100,
      doc: `Warhead strength of a plasma-F (and a Plasma-ZF) that has moved a distance in range bracket ${i + 1} of \`plasmaFRangeBracket\` hexes (Z-PLZ-1). The seeds do not reproduce the standard table; ${dflt} is drydock's default (docs/rules.md, Z-PLZ-1, says where it comes from).`,
      rules: ['Z-PLZ-1'],
    }),
  ),
  {
    name: 'roundThrustCosts',
    type: 'bool',
    default: true,
    doc: 'A maneuver whose thrust cost comes out fractional (turn cost 1/2 at speed 3: 1.5) costs the next whole point (2), since thrust is spent in whole points; false keeps the fraction. The conversion rules are silent on it.',
    rules: ['ST-IMP-1'],
  },
  {
    name: 'zQuickReverseBonus',
    type: 'number',
    default: 2,
    min: 0,
    max: 6,
    doc: 'Added to a Z-ship\'s quick-reverse die roll while its CPU works (Z-MISC, Z-CPU-1).',
    rules: ['Z-MISC', 'Z-CPU-1'],
  },
  {
    name: 'zNimbleQuickReverseBonus',
    type: 'number',
    default: 3,
    min: 0,
    max: 6,
    doc: 'The quick-reverse bonus of a nimble Z-ship (`nimble: true`) instead of `zQuickReverseBonus` (Z-MISC).',
    rules: ['Z-MISC', 'Z-CPU-1'],
  },
  {
    name: 'zResearchBonus',
    type: 'number',
    default: 2,
    min: 0,
    max: 100,
    doc: 'Added by a Z-ship to the research result of XG4.12 (not to the die roll) before it is multiplied by the number of research labs (Z-LAB-1).',
    rules: ['Z-LAB-1'],
  },
];
