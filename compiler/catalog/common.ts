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
