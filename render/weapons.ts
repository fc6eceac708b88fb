// The weapon table of a Babylon 5 Wars sheet: one row per weapon with what a player looks up when
// firing — arc, damage, range penalty, fire control, loading time, modes, intercept — and its
// boxes and armor. Only the columns some weapon of the ship fills are printed, so a ship written
// with the bare `damage` of a printed SSD gets a narrow table and one with the full weapon profile
// a complete one.
import type { CompiledShip, CompiledSystem } from '../compiler/types';
import { effectsShort, type EffectFigures } from '../compiler/weapon-effects';
import { pulseText, weaponModes } from '../compiler/weapon-modes';
import { arcText, isArc } from './arcs';
import { boxesOf, humanize, kindOf, numberText, systemLabel, systemTitle, valueText } from './describe';

export interface WeaponColumn {
  key: string;
  header: string;
  align?: 'left' | 'right';
  /** A figure every weapon needs to be fired: the column is always printed, an empty cell says "not stated". */
  needed?: boolean;
  cell(ship: CompiledShip, sys: CompiledSystem): string | undefined;
}

/** A needed figure the file does not give (B5-FIGURES warns). */
export const NOT_STATED = 'not stated';
/** A figure the weapon does not have (no modes, no intercept, no ammunition). */
export const NONE = '—';
/** A needed figure each of the weapon's modes gives instead (a phaser lance's lance and dual shots). */
export const BY_MODE = 'by mode';

/** The weapon's mode keys that stand for each needed column's figure. */
const MODE_KEYS: Record<string, string[]> = { damage: ['damage'], range: ['range', 'rangePenalty'], fireControl: ['fireControl'] };

/** Whether some `mode NAME { ... }` block of the weapon gives the column's figure. */
function givenByModes(sys: CompiledSystem, column: string): boolean {
  const keys = MODE_KEYS[column];
  const modes = sys.modes;
  return !!keys && Array.isArray(modes) && modes.some((m) => m !== null && typeof m === 'object' && keys.some((k) => (m as Record<string, unknown>)[k] !== undefined));
}

const first = (sys: CompiledSystem, keys: string[]): unknown => {
  for (const k of keys) if (sys[k] !== undefined && sys[k] !== null) return sys[k];
  return undefined;
};

/** A dice expression as written: a string, or the text of a parsed one (`{ text | expr | dice }`). */
export function diceText(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number') return numberText(v);
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    for (const k of ['text', 'expr', 'expression', 'dice', 'source']) if (typeof o[k] === 'string') return o[k] as string;
  }
  return v === undefined || v === null ? undefined : valueText(v);
}

/** Fire control against ships / medium / fighters, `-` where the weapon cannot fire. */
export function fireControlText(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  const list = Array.isArray(v) ? v : v && typeof v === 'object' ? ['ships', 'medium', 'fighters'].map((k) => (v as Record<string, unknown>)[k]) : [v];
  return list.map((x) => (typeof x === 'number' ? (x > 0 ? `+${numberText(x)}` : numberText(x)) : x === null || x === undefined || x === '-' ? '-' : String(x))).join('/');
}

function modeName(m: unknown): string | undefined {
  if (typeof m === 'string') return m;
  if (!m || typeof m !== 'object') return undefined;
  const o = m as Record<string, unknown>;
  const name = typeof o.mode === 'string' ? o.mode : typeof o.name === 'string' ? o.name : typeof o.kind === 'string' ? o.kind : undefined;
  if (!name) return valueText(m);
  const extra: string[] = [];
  if (typeof o.rake === 'number') extra.push(`rake ${numberText(o.rake)}`);
  if (typeof o.rakeSize === 'number') extra.push(`rake ${numberText(o.rakeSize)}`);
  for (const k of ['baseHits', 'grouping', 'maxHits', 'maximum']) if (typeof o[k] === 'number') extra.push(`${humanize(k)} ${numberText(o[k] as number)}`);
  const dmg = diceText(o.damage);
  if (dmg) extra.push(dmg);
  return extra.length ? `${name} (${extra.join(', ')})` : name;
}

export function modesText(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  const list = Array.isArray(v) ? v : [v];
  const names = list.map(modeName).filter((s): s is string => !!s);
  return names.length ? names.join('; ') : undefined;
}

/**
 * The Modes cell of a weapon written with the flat profile (`mode`, `rake`, `pulse`, `altModes`):
 * its main mode with the figures that mode needs, then each alternative mode as written.
 */
export function weaponModesText(sys: CompiledSystem): string | undefined {
  const listed = first(sys, ['modes']);
  if (Array.isArray(listed) && listed.length && listed.every((m) => m && typeof m === 'object' && typeof (m as Record<string, unknown>).mode === 'string'))
    return resolvedModesText(sys);
  if (listed !== undefined) return modesText(listed);
  const parts: string[] = [];
  const mode = sys.mode;
  if (typeof mode === 'string') {
    const extra: string[] = [];
    if (typeof sys.rake === 'number') extra.push(`rake ${numberText(sys.rake)}`);
    const pulse = sys.pulse;
    if (Array.isArray(pulse) && pulse.length === 3 && (typeof pulse[0] === 'number' || typeof pulse[0] === 'string') && pulse.slice(1).every((n) => typeof n === 'number'))
      extra.push(pulseText(pulse, numberText));
    if (sys.sustained === true && mode !== 'sustained') extra.push('sustained');
    parts.push(extra.length ? `${mode} (${extra.join(', ')})` : mode);
  } else if (mode !== undefined && mode !== null) {
    const text = modesText(mode);
    if (text) parts.push(text);
  }
  if (Array.isArray(sys.altModes)) for (const m of sys.altModes) if (typeof m === 'string' && m) parts.push(m);
  return parts.length ? parts.join('; ') : undefined;
}

/**
 * Every firing mode of a weapon with `mode NAME { ... }` blocks, resolved as the compiler resolves
 * them (compiler/weapon-modes.ts): `raking (rake 10); piercing 3d10+2d6 (FC +1/-/-)`. A mode's
 * damage is printed when it differs from the Damage column; its own figures follow in brackets.
 */
function resolvedModesText(sys: CompiledSystem): string | undefined {
  const parts = weaponModes((n) => sys[n]).map((m) => {
    const extra: string[] = [];
    if (m.rake !== undefined) extra.push(`rake ${numberText(m.rake)}`);
    if (m.sustained === true && m.mode !== 'sustained') extra.push('sustained');
    if (m.pulse && m.pulse.length === 3) extra.push(pulseText(m.pulse, numberText));
    if (m.barrels !== undefined) extra.push(`${numberText(m.barrels)} barrels`);
    if (m.fireControl && !sameList(m.fireControl, sys.fireControl)) extra.push(`FC ${fireControlText(m.fireControl)}`);
    if (m.range !== undefined && m.range !== sys.range) extra.push(`max ${numberText(m.range)}`);
    if (m.rangePenalty !== undefined && m.rangePenalty !== sys.rangePenalty) extra.push(penaltyText(m.rangePenalty));
    if (m.rangePenaltyFrom !== undefined && m.rangePenaltyFrom !== sys.rangePenaltyFrom) extra.push(`beyond ${numberText(m.rangePenaltyFrom)}`);
    if (m.damagePenalty !== undefined && m.damagePenalty !== sys.damagePenalty) extra.push(`dmg ${penaltyText(m.damagePenalty)}`);
    if (m.loading !== undefined && m.loading !== sys.loading) extra.push(`load ${numberText(m.loading)}`);
    if (m.rateOfFire !== undefined && m.rateOfFire !== sys.rateOfFire) extra.push(`${numberText(m.rateOfFire)} shots`);
    // The mode's effects the Effects column (the weapon's own) does not already print.
    const own = new Set(effectsShort(flatEffects(sys), numberText));
    for (const e of effectsShort(m, numberText)) if (!own.has(e)) extra.push(e);
    const damage = m.damage !== undefined && m.damage !== sys.damage ? ` ${m.damage}` : '';
    // A freely named mode shows its name and its kind: `quick raking 1d10+4 (load 1)`.
    return `${m.name !== undefined ? `${m.name} ${m.mode}` : m.mode}${damage}${extra.length ? ` (${extra.join(', ')})` : ''}`;
  });
  return parts.length ? parts.join('; ') : undefined;
}

/** The weapon's own effect figures (its flat profile), as the Effects column prints them. */
function flatEffects(sys: CompiledSystem): EffectFigures {
  return {
    armorReduction: sys.armorReduction as number | undefined,
    armorReductionFrom: sys.armorReductionFrom as number | undefined,
    armorReductionOf: sys.armorReductionOf as string | undefined,
    armorIgnored: sys.armorIgnored as number | undefined,
    launchRange: sys.launchRange as number | undefined,
    forcesCritical: sys.forcesCritical as boolean | undefined,
    marginDamage: Array.isArray(sys.marginDamage) ? (sys.marginDamage as unknown[]) : undefined,
  };
}

/** The Effects cell (B5-EFFECTS): what a shot does beyond its damage, in short words. */
export function effectsText(sys: CompiledSystem): string | undefined {
  const parts = effectsShort(flatEffects(sys), numberText);
  return parts.length ? parts.join(', ') : undefined;
}

function sameList(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * A to-hit (or damage) penalty per hex as the sheets print it everywhere: `-1/2/hex`; none is
 * `0/hex`, never `-0/hex`.
 */
export function penaltyText(v: number): string {
  return v === 0 ? '0/hex' : `-${numberText(v)}/hex`;
}

/** The parameters the weapon table prints: a section panel leaves them to it. */
export const WEAPON_TABLE_PARAMS: readonly string[] = [
  'class',
  'damage',
  'range',
  'maxRange',
  'rangeMax',
  'rangePenalty',
  'rangePenaltyFrom',
  'damagePenalty',
  'fireControl',
  'loading',
  'loadingTime',
  'load',
  'rateOfFire',
  'rof',
  'mode',
  'rake',
  'pulse',
  'sustained',
  'barrels',
  'modes',
  'altModes',
  'intercept',
  'armorReduction',
  'armorReductionFrom',
  'armorReductionOf',
  'armorIgnored',
  'launchRange',
  'forcesCritical',
  'marginDamage',
  'ammo',
  'ammunition',
  'stores',
  'power',
];

function rangeText(sys: CompiledSystem): string | undefined {
  const penalty = first(sys, ['rangePenalty']);
  const max = first(sys, ['maxRange', 'range', 'rangeMax']);
  const parts: string[] = [];
  if (typeof penalty === 'number') parts.push(penaltyText(penalty));
  else if (penalty !== undefined) parts.push(valueText(penalty));
  // The penalty counts only beyond this range; damage falls with range.
  if (typeof sys.rangePenaltyFrom === 'number') parts.push(`beyond ${numberText(sys.rangePenaltyFrom)}`);
  if (typeof sys.damagePenalty === 'number') parts.push(`dmg ${penaltyText(sys.damagePenalty)}`);
  if (typeof max === 'number') parts.push(`max ${numberText(max)}`);
  return parts.length ? parts.join(', ') : undefined;
}

function numOrText(v: unknown, unit = ''): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number') return `${numberText(v)}${unit}`;
  return valueText(v);
}

export const WEAPON_COLUMNS: WeaponColumn[] = [
  // A weapon of a user type whose class is printed (`class: "Heavy Phase Cannon"`) is named by
  // its class, as the printed SSD names it; its type is on its row in the section panel.
  {
    key: 'weapon',
    header: 'Weapon',
    cell: (ship, sys) => [systemLabel(ship, sys), typeof sys.class === 'string' && sys.class.trim() ? sys.class : systemTitle(ship, sys)].filter(Boolean).join(' '),
  },
  { key: 'section', header: 'Section', cell: (_s, sys) => (typeof sys.section === 'string' ? sys.section : undefined) },
  { key: 'arc', header: 'Arc', cell: (ship, sys) => (isArc(sys.arc) ? arcText(sys.arc, ship.ruleset) : undefined) },
  { key: 'damage', header: 'Damage', needed: true, cell: (_s, sys) => diceText(sys.damage) },
  { key: 'range', header: 'Range', needed: true, cell: (_s, sys) => rangeText(sys) },
  { key: 'fireControl', header: 'FC s/m/f', needed: true, cell: (_s, sys) => fireControlText(sys.fireControl) },
  { key: 'loading', header: 'Load', align: 'right', cell: (_s, sys) => numOrText(first(sys, ['loading', 'loadingTime', 'load'])) },
  { key: 'rateOfFire', header: 'RoF', align: 'right', cell: (_s, sys) => numOrText(first(sys, ['rateOfFire', 'rof'])) },
  // A shot's effects (B5-EFFECTS) follow its modes: a column of their own would widen every table.
  { key: 'modes', header: 'Modes', cell: (_s, sys) => [weaponModesText(sys), effectsText(sys)].filter(Boolean).join('; ') || undefined },
  { key: 'intercept', header: 'Int', align: 'right', cell: (_s, sys) => numOrText(sys.intercept) },
  { key: 'ammo', header: 'Ammo', align: 'right', cell: (_s, sys) => numOrText(first(sys, ['ammo', 'ammunition', 'stores'])) },
  { key: 'power', header: 'Pwr', align: 'right', cell: (_s, sys) => (typeof sys.power === 'number' && sys.power === 0 ? undefined : numOrText(sys.power)) },
  { key: 'boxes', header: 'Boxes', align: 'right', cell: (_s, sys) => (boxesOf(sys) ? String(boxesOf(sys)) : undefined) },
  { key: 'armor', header: 'Armor', align: 'right', cell: (_s, sys) => numOrText(sys.armor) },
];

export function weaponsOf(ship: CompiledShip): CompiledSystem[] {
  return ship.systems.filter((s) => kindOf(ship, s)?.category === 'weapon');
}

/**
 * The table's columns (the needed ones and those some weapon fills) and rows. No cell is left
 * blank: a needed figure the file leaves out prints "not stated", a figure the weapon does not
 * have "—", and `legend` explains whichever of the two the table uses.
 */
export function weaponTable(ship: CompiledShip): { columns: WeaponColumn[]; rows: string[][]; ids: string[]; legend?: string } | undefined {
  const weapons = weaponsOf(ship);
  if (!weapons.length) return undefined;
  const cells = weapons.map((w) => WEAPON_COLUMNS.map((c) => c.cell(ship, w)));
  const filled = (c: string | undefined) => c !== undefined && c !== '';
  const used = WEAPON_COLUMNS.map((col, i) => i === 0 || col.needed === true || cells.some((r) => filled(r[i])));
  const columns = WEAPON_COLUMNS.filter((_, i) => used[i]);
  const empty = (w: CompiledSystem, i: number) => (!WEAPON_COLUMNS[i].needed ? NONE : givenByModes(w, WEAPON_COLUMNS[i].key) ? BY_MODE : NOT_STATED);
  const rows = cells.map((r, w) => r.flatMap((c, i) => (used[i] ? [filled(c) ? c! : empty(weapons[w], i)] : [])));
  const has = (v: string) => rows.some((r) => r.includes(v));
  const legend = [
    has(NOT_STATED) ? `${NOT_STATED}: the file gives no figure (B5-FIGURES); take it from the printed SSD` : '',
    has(BY_MODE) ? `${BY_MODE}: each firing mode gives its own figure (Modes)` : '',
    has(NONE) ? `${NONE}: the weapon has none` : '',
    rows.some((r) => r.some((c) => /\bAR \d/.test(c))) ? 'AR n: each hit takes n points off armor for good' : '',
  ].filter(Boolean);
  return { columns, rows, ids: weapons.map((w) => String(w.id)), ...(legend.length ? { legend: legend.join(' · ') } : {}) };
}
