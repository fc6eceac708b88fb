// Parameters shared by many system kinds, written once.
import type { ParamSpec } from './types';

export const boxes: ParamSpec = {
  name: 'boxes',
  type: { kind: 'int', min: 0, max: 10000 },
  unit: 'boxes',
  default: 1,
  doc: 'Structure of the system: the number of boxes printed on the SSD (damage destroys one box per point).',
};

export const armor: ParamSpec = {
  name: 'armor',
  type: { kind: 'int', min: 0, max: 1000 },
  unit: 'points',
  default: 0,
  doc: 'Armor of the system: damage below this value is stopped before it reaches the boxes.',
};

export const arc = (rules: string[] = ['SSD-3'], required = true): ParamSpec => ({
  name: 'arc',
  type: { kind: 'arc' },
  unit: 'degrees',
  required,
  doc: 'Firing or coverage arc: a clockwise sweep `from..to` in degrees from the bow, an arc name, or `all`.',
  rules,
});

export const power = (doc: string, rules: string[] = []): ParamSpec => ({
  name: 'power',
  type: { kind: 'int', min: 0, max: 10000 },
  unit: 'power',
  default: 0,
  doc,
  rules,
});

export const notes: ParamSpec = {
  name: 'notes',
  type: { kind: 'string' },
  doc: 'Free text kept with the system (designer notes, source of the numbers).',
};

export const label: ParamSpec = {
  name: 'label',
  type: { kind: 'string' },
  doc: 'Label printed on the SSD instead of the id.',
};

/** Parameters every system accepts. */
export const universal: ParamSpec[] = [boxes, notes, label];

/** Deprecated: further modes as strings; `mode NAME { ... }` blocks replace them (B5-WEAPON hints with a fix). */
export const altModesSpec: ParamSpec = {
  name: 'altModes',
  type: { kind: 'list', of: { kind: 'string' } },
  doc: 'Further firing modes as strings `"mode damage"`: `["piercing 2d10+6", "raking 3d10+4"]`. Each mode is one of the `mode` values and each damage a dice expression. `mode NAME { damage: "..." }` blocks say the same as structured data, with every figure a mode may have.',
  deprecated: 'write each further mode as a block, `mode piercing { damage: "2d10+6" }`; a block carries every figure a mode may have (a name, loading, shots).',
};

/**
 * The Babylon 5 Wars weapon profile, shared by `weapon`, `photonLauncher` and
 * `advancedPhotonLauncher`: what a control sheet prints for a weapon. A user type
 * (`system TrekDisruptor extends weapon { ... }`) sets any of these once for every ship.
 */
/** The Babylon 5 Wars firing modes a weapon may have (B5-WEAPON). */
export const WEAPON_MODES = ['standard', 'raking', 'pulse', 'piercing', 'flash', 'sustained', 'salvo'] as const;

const damageSpec = (doc: string): ParamSpec => ({ name: 'damage', type: { kind: 'dice' }, doc });
const rangeSpec: ParamSpec = { name: 'range', type: { kind: 'int', min: 0, max: 1000 }, unit: 'hexes', doc: 'Maximum range in hexes.' };
const rangePenaltySpec: ParamSpec = { name: 'rangePenalty', type: { kind: 'number', min: 0, max: 100 }, unit: 'per hex', doc: 'To-hit penalty per hex of range, as a fraction or decimal (`1/3` is -1 per 3 hexes).' };
const penaltyFromSpec: ParamSpec = {
  name: 'rangePenaltyFrom',
  type: { kind: 'int', min: 0, max: 1000 },
  unit: 'hexes',
  doc: 'Range at which the to-hit penalty starts: only hexes beyond this count against `rangePenalty` (FieryVoid\'s Klingon launcher: `rangePenalty: 1/2  rangePenaltyFrom: 10`).',
};
const damagePenaltySpec: ParamSpec = {
  name: 'damagePenalty',
  type: { kind: 'number', min: 0, max: 100 },
  unit: 'per hex',
  doc: 'Damage lost per hex of range, as a fraction or decimal (`1/4` is 1 point less per 4 hexes; a plasma burst\'s `1` is 1 less per hex).',
};
const fireControlSpec: ParamSpec = {
  name: 'fireControl',
  type: { kind: 'fireControl' },
  doc: 'Fire control against ships, medium and fighters: `[3, 2, -]`; `-` means the weapon cannot fire at that class.',
};
const loadingSpec: ParamSpec = { name: 'loading', type: { kind: 'int', min: 1, max: 100 }, unit: 'turns', doc: 'Loading time: turns to arm between shots (1 = fires every turn).' };
const rateOfFireSpec: ParamSpec = { name: 'rateOfFire', type: { kind: 'int', min: 1, max: 100 }, unit: 'shots', doc: 'Shots per firing.' };
const rakeSpec: ParamSpec = { name: 'rake', type: { kind: 'int', min: 1, max: 1000 }, unit: 'points', doc: 'Raking mode: the size of each rake.' };
const pulseSpec: ParamSpec = {
  name: 'pulse',
  type: { kind: 'pulse' },
  doc:
    'Pulse mode: `[base hits, grouping, maximum]`, e.g. `[1, 5, 6]` is one hit, +1 per 5 the roll beats the target by, at most 6. ' +
    'Base hits may be a die roll in quotes, rolled each time the weapon fires: `["d3", 4, 5]`; a roll below 1 counts as 1 (`["d3-2", 3, 4]`). Hover shows their minimum, mean and maximum.',
  rules: ['B5-WEAPON'],
};
const sustainedSpec: ParamSpec = {
  name: 'sustained',
  type: { kind: 'bool' },
  doc: 'Sustained fire on top of the damage mode: a hit this turn makes the next turn\'s shot at the same target hit too. A raking beam that always sustains (FieryVoid\'s particle cutter) writes `mode: raking  rake: 10  sustained: true`; `mode: sustained` alone is a sustained standard shot.',
  rules: ['B5-WEAPON'],
};
const barrelsSpec: ParamSpec = {
  name: 'barrels',
  type: { kind: 'int', min: 2, max: 100 },
  unit: 'barrels',
  doc:
    'Salvo mode: the guns of the mount that fire together as one shot (FieryVoid\'s multi-barrel batteries). ' +
    'A salvo left without its own `damage` hits for the weapon\'s damage plus one point per barrel or a tenth of its mean per barrel, whichever is more (rounded up); ' +
    'without its own `fireControl`, the weapon\'s lowered by 1 against ships, 2 against medium and 4 against fighters.',
  rules: ['B5-WEAPON'],
};
/** What a disruptor's armor reduction takes armor off (B5-EFFECTS). */
export const ARMOR_REDUCTION_TARGETS = ['struck', 'structure'] as const;

// Effects of a shot beyond its damage (B5-EFFECTS): figures the compiler checks, the sheet prints
// and the runtime reports with each shot, so the table can apply them.
const armorReductionSpec: ParamSpec = {
  name: 'armorReduction',
  type: { kind: 'int', min: 1, max: 100 },
  unit: 'points',
  doc: 'Armor the shot takes off for good with each hit (FieryVoid\'s disruptors: `armorReduction: 1`, 1 point off the armor of the system each hit strikes). `armorReductionFrom` and `armorReductionOf` say which hits and whose armor.',
  rules: ['B5-EFFECTS'],
};
const armorReductionFromSpec: ParamSpec = {
  name: 'armorReductionFrom',
  type: { kind: 'int', min: 1, max: 1000 },
  unit: 'damage',
  doc: 'The least damage of a hit that takes armor off (FieryVoid\'s Klingon launcher: `armorReductionFrom: 12`, only a hit of 12 or more); left out, every hit does. Needs `armorReduction`.',
  rules: ['B5-EFFECTS'],
};
const armorReductionOfSpec: ParamSpec = {
  name: 'armorReductionOf',
  type: { kind: 'enum', values: ARMOR_REDUCTION_TARGETS },
  doc: 'Whose armor `armorReduction` takes off: `struck`, the system the hit strikes (the default), or `structure`, the structure of the facing the hit comes through. Left out, `struck`. Needs `armorReduction`.',
  rules: ['B5-EFFECTS'],
};
const armorIgnoredSpec: ParamSpec = {
  name: 'armorIgnored',
  type: { kind: 'int', min: 1, max: 100 },
  unit: 'percent',
  doc: 'Share of the target\'s armor the shot ignores, in percent, 1 to 100 (plasma: `armorIgnored: 50`, half the armor, rounded as the table rounds it).',
  rules: ['B5-EFFECTS'],
};
const launchRangeSpec: ParamSpec = {
  name: 'launchRange',
  type: { kind: 'int', min: 0, max: 1000 },
  unit: 'hexes',
  doc: 'A ballistic weapon\'s launch range: the shot is launched at a target within this many hexes and then flies out to `range` (FieryVoid\'s basic fighter missile: `launchRange: 10  range: 30`). At most `range`.',
  rules: ['B5-EFFECTS'],
};
const forcesCriticalSpec: ParamSpec = {
  name: 'forcesCritical',
  type: { kind: 'bool' },
  doc: 'Firing in this mode forces a critical roll on the weapon itself; left out, `false` (FieryVoid\'s boosted plasma burst: `mode boosted { kind: standard  damage: "4d6"  forcesCritical: true }`).',
  rules: ['B5-EFFECTS'],
};
const marginDamageSpec: ParamSpec = {
  name: 'marginDamage',
  type: { kind: 'list', of: { kind: 'int', min: 1, max: 1000 }, minItems: 2, maxItems: 2 },
  doc: 'Damage that grows with the to-hit margin: `[step, most]` adds 1 point to `damage` for every `step` the to-hit roll beats the number needed, at most `most` (FieryVoid\'s antimatter torpedo: `damage: "8"  marginDamage: [5, 12]`, 8 to 20). Hover and the sheet show the least and the most.',
  rules: ['B5-EFFECTS'],
};
/** The effect figures, in the order the sheet prints them (B5-EFFECTS). */
const effectSpecs: readonly ParamSpec[] = [armorReductionSpec, armorReductionFromSpec, armorReductionOfSpec, armorIgnoredSpec, launchRangeSpec, forcesCriticalSpec, marginDamageSpec];
export const EFFECT_FIGURES: readonly string[] = effectSpecs.map((p) => p.name);
const interceptSpec: ParamSpec = { name: 'intercept', type: { kind: 'int', min: 0, max: 100 }, unit: 'points', doc: 'Intercept rating: how much the weapon lowers an incoming shot when it intercepts.' };

/**
 * What a `mode NAME { ... }` block of a weapon takes: the figures a firing mode may have of its
 * own. A figure a block leaves out is the weapon's (its flat profile's).
 */
export const weaponModeParams: readonly ParamSpec[] = [
  {
    name: 'kind',
    type: { kind: 'enum', values: WEAPON_MODES },
    doc:
      'The kind of firing mode, for a block named otherwise: `mode quick { kind: raking  loading: 1  damage: "1d10+4" }`. A block named after a kind (`mode raking { ... }`) is that kind and needs no `kind`.',
    rules: ['B5-WEAPON'],
  },
  damageSpec('Damage of one shot in this mode, as a dice expression in quotes (`"3d10+2d6"`). Hover shows its minimum, mean and maximum; left out, the weapon\'s `damage`.'),
  rakeSpec,
  pulseSpec,
  sustainedSpec,
  barrelsSpec,
  rangeSpec,
  rangePenaltySpec,
  penaltyFromSpec,
  damagePenaltySpec,
  fireControlSpec,
  loadingSpec,
  rateOfFireSpec,
  interceptSpec,
  ...effectSpecs,
];

/** `mode NAME { ... }` blocks: a weapon's firing modes with their own damage. */
export const modesSpec: ParamSpec = {
  name: 'modes',
  type: { kind: 'blocks', block: 'mode', nameKey: 'mode', names: WEAPON_MODES, params: weaponModeParams, kindKey: 'kind', nameField: 'name' },
  doc:
    'Firing modes with their own figures, each written as a block `mode raking { damage: "2d10+4"  rake: 10 }`, named after its kind (' +
    `${WEAPON_MODES.map((m) => `\`${m}\``).join(', ')}) or named freely with a \`kind\`: \`mode quick { kind: raking  loading: 1  damage: "1d10+4" }\`, so two modes of one kind can be told apart. The weapon's flat \`mode\` (standard when left out) is its first mode; a block of another name adds a mode, a block of the same name gives that mode its own figures. What a block leaves out is the weapon's.`,
  rules: ['B5-WEAPON'],
};

/**
 * The Babylon 5 Wars weapon profile, shared by `weapon`, `photonLauncher` and
 * `advancedPhotonLauncher`: what a control sheet prints for a weapon. A user type
 * (`system TrekDisruptor extends weapon { ... }`) sets any of these once for every ship.
 */
export const weaponProfile = (damageDoc = 'Damage of one shot as a dice expression in quotes: `"2d10+4"`, `"d6"`, `"3d10+2d6"`. Hover shows its minimum, mean and maximum.'): ParamSpec[] => [
  damageSpec(damageDoc),
  rangeSpec,
  rangePenaltySpec,
  penaltyFromSpec,
  damagePenaltySpec,
  fireControlSpec,
  loadingSpec,
  rateOfFireSpec,
  {
    name: 'mode',
    type: { kind: 'enum', values: WEAPON_MODES },
    doc: 'Firing mode (standard when left out): `standard`, `raking` (damage in rakes of `rake` points), `pulse` (`pulse: [base hits, grouping, maximum]`), `piercing`, `flash`, `sustained` or `salvo` (the `barrels` of a battery fire together as one shot). Further modes with their own damage are `mode NAME { ... }` blocks.',
  },
  rakeSpec,
  pulseSpec,
  sustainedSpec,
  barrelsSpec,
  modesSpec,
  altModesSpec,
  interceptSpec,
  ...effectSpecs,
  { name: 'ammo', type: { kind: 'int', min: 0, max: 10000 }, unit: 'rounds', doc: 'Ammunition or stores carried.' },
];
