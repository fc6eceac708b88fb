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

/**
 * The Babylon 5 Wars weapon profile, shared by `weapon`, `photonLauncher` and
 * `advancedPhotonLauncher` (issue 13): what a control sheet prints for a weapon. A user type
 * (`system TrekDisruptor extends weapon { ... }`) sets any of these once for every ship.
 */
export const weaponProfile = (damageDoc = 'Damage of one shot as a dice expression in quotes: `"2d10+4"`, `"d6"`, `"3d10+2d6"`. Hover shows its minimum, mean and maximum.'): ParamSpec[] => [
  { name: 'damage', type: { kind: 'dice' }, doc: damageDoc },
  { name: 'range', type: { kind: 'int', min: 0, max: 1000 }, unit: 'hexes', doc: 'Maximum range in hexes.' },
  { name: 'rangePenalty', type: { kind: 'number', min: 0, max: 100 }, unit: 'per hex', doc: 'To-hit penalty per hex of range, as a fraction or decimal (`1/3` is -1 per 3 hexes).' },
  {
    name: 'fireControl',
    type: { kind: 'fireControl' },
    doc: 'Fire control against ships, medium and fighters: `[3, 2, -]`; `-` means the weapon cannot fire at that class.',
  },
  { name: 'loading', type: { kind: 'int', min: 1, max: 100 }, unit: 'turns', doc: 'Loading time: turns to arm between shots (1 = fires every turn).' },
  { name: 'rateOfFire', type: { kind: 'int', min: 1, max: 100 }, unit: 'shots', doc: 'Shots per firing.' },
  {
    name: 'mode',
    type: { kind: 'enum', values: ['standard', 'raking', 'pulse', 'piercing', 'flash', 'sustained'] },
    doc: 'Firing mode (standard when left out): `standard`, `raking` (damage in rakes of `rake` points), `pulse` (`pulse: [base hits, grouping, maximum]`), `piercing`, `flash` or `sustained`.',
  },
  { name: 'rake', type: { kind: 'int', min: 1, max: 1000 }, unit: 'points', doc: 'Raking mode: the size of each rake.' },
  {
    name: 'pulse',
    type: { kind: 'list', of: { kind: 'int', min: 0, max: 100 }, minItems: 3, maxItems: 3 },
    doc: 'Pulse mode: `[base hits, grouping, maximum]`, e.g. `[1, 5, 6]` is one hit, +1 per 5 the roll beats the target by, at most 6.',
  },
  {
    name: 'altModes',
    type: { kind: 'list', of: { kind: 'string' } },
    doc: 'Further firing modes with their own damage, in quotes, as `"mode damage"`: `["piercing 2d10+6", "raking 3d10+4"]`. Each mode is one of the `mode` values and each damage a dice expression.',
  },
  { name: 'intercept', type: { kind: 'int', min: 0, max: 100 }, unit: 'points', doc: 'Intercept rating: how much the weapon lowers an incoming shot when it intercepts.' },
  { name: 'ammo', type: { kind: 'int', min: 0, max: 10000 }, unit: 'rounds', doc: 'Ammunition or stores carried.' },
];
