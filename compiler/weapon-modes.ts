// A weapon's firing modes, resolved from what was written (docs/language.md, "Firing modes"):
//
//   - the flat profile (`mode`, `damage`, `rake`, `pulse`, ...) is the first mode, named by the
//     flat `mode` (standard when left out), unless the weapon has `mode NAME { ... }` blocks and
//     states neither a flat `mode` nor a flat `damage`: then its modes are exactly its blocks;
//   - each block of another name adds a mode; a block named like the flat mode (and stating no
//     other kind) gives that mode its own figures; a block is named after its kind, or named
//     freely with a `kind` (`mode quick { kind: raking }`), so two modes of one kind can differ;
//   - a figure a block leaves out is the weapon's flat one (the rake size only for a raking mode,
//     the pulse figures only for a pulse mode);
//   - each `altModes` string `"mode damage"` adds a mode with that damage;
//   - a salvo mode (the `barrels` of a battery fired together as one shot) that leaves out its own
//     damage or fire control gets the weapon's worked out by the salvo rule (salvoDamage,
//     salvoFireControl), and says so in `derived`.
//
// One function for the compiler's rules (over a lowered system), the sheets and the runtime (over
// a compiled system), so they cannot disagree.
import { WEAPON_MODES, weaponModeParams } from './catalog/common';
import { parseDice, rollFigures, type Dice } from './dice';

export interface WeaponMode {
  /** The kind of the mode: one of WEAPON_MODES (as written, when an `allow` kept another). */
  mode: string;
  /** The block's own name, when it differs from its kind (`mode quick { kind: raking }`). */
  name?: string;
  damage?: string;
  rake?: number;
  /** Sustained fire on top of the mode's kind (a sustained raking beam). */
  sustained?: boolean;
  /** `[base hits, grouping, maximum]`; base hits a number or a dice expression (`"d3"`). */
  pulse?: (number | string)[];
  range?: number;
  rangePenalty?: number;
  rangePenaltyFrom?: number;
  damagePenalty?: number;
  fireControl?: (number | null)[];
  loading?: number;
  rateOfFire?: number;
  intercept?: number;
  /** Salvo mode: the guns of the battery that fire together as one shot. */
  barrels?: number;
  /** Effects beyond the damage (B5-EFFECTS, compiler/weapon-effects.ts). */
  armorReduction?: number;
  armorReductionFrom?: number;
  armorReductionOf?: 'struck' | 'structure';
  armorIgnored?: number;
  launchRange?: number;
  forcesCritical?: boolean;
  /** `[step, most]`: +1 damage per `step` of to-hit margin, at most `most`. */
  marginDamage?: number[];
  /**
   * The figures the salvo rule worked out because the salvo mode left them out: its damage is the
   * weapon's `from` plus `bonus`, its fire control the weapon's `from` lowered (B5-WEAPON).
   */
  derived?: { damage?: { from: string; bonus: number }; fireControl?: { from: (number | null)[] } };
  /** Where the mode comes from: the flat profile, a `mode` block, or an `altModes` string. */
  from: 'profile' | 'block' | 'altModes';
}

const FIGURES = weaponModeParams.map((p) => p.name).filter((n) => n !== 'kind');

/**
 * What a pulse weapon's base hits can be: the number itself, or the figures of the dice roll
 * counted as at least 1 (`"d3-2"`: always 1). Undefined when the dice expression is unreadable.
 */
export function pulseBaseFigures(base: number | string): { min: number; mean: number; max: number } | undefined {
  if (typeof base === 'number') return { min: base, mean: base, max: base };
  const d = parseDice(base);
  return d.ok ? rollFigures(d.dice, PULSE_MIN_HITS) : undefined;
}

/** A rolled number of base hits below this counts as this (FieryVoid: "d3-2, at least 1"). */
export const PULSE_MIN_HITS = 1;

/** `"d3 hits +1 per 4, max 5"` (`"1 hit +1 per 5, max 6"` for a number) for sheets and hover. */
export function pulseText(pulse: readonly unknown[], num: (n: number) => string = String): string {
  const [base, grouping, max] = pulse;
  const hits = typeof base === 'number' ? `${num(base)} hit` : `${String(base)} hits`;
  return `${hits} +1 per ${typeof grouping === 'number' ? num(grouping) : String(grouping)}, max ${typeof max === 'number' ? num(max) : String(max)}`;
}

/** `"piercing 3d10+2d6"` -> its mode and damage (undefined when it is not of that form). */
export function parseAltMode(text: string): { mode: string; damage: string } | undefined {
  const m = /^\s*([A-Za-z]+)\s+(.+?)\s*$/.exec(text);
  return m ? { mode: m[1], damage: m[2] } : undefined;
}

export function isWeaponMode(name: string): boolean {
  return (WEAPON_MODES as readonly string[]).includes(name);
}

/** The modes of a weapon whose effective parameters `get` reads (instance, type, default). */
export function weaponModes(get: (name: string) => unknown): WeaponMode[] {
  const flat: Record<string, unknown> = {};
  for (const f of FIGURES) {
    const v = get(f);
    if (v !== undefined && v !== null) flat[f] = v;
  }
  const flatMode = get('mode');
  const blocks = Array.isArray(get('modes')) ? (get('modes') as unknown[]).filter((b): b is Record<string, unknown> => !!b && typeof b === 'object' && !Array.isArray(b)) : [];
  const out: WeaponMode[] = [];
  const withFlat = typeof flatMode === 'string' || flat.damage !== undefined || blocks.length === 0;
  const first = typeof flatMode === 'string' ? flatMode : 'standard';
  if (withFlat) out.push({ mode: first, ...flat, from: 'profile' } as WeaponMode);
  for (const b of blocks) {
    const kind = typeof b.mode === 'string' ? b.mode : '';
    const name = typeof b.name === 'string' && b.name !== kind ? b.name : undefined;
    const own: Record<string, unknown> = {};
    for (const f of FIGURES) if (b[f] !== undefined && b[f] !== null) own[f] = b[f];
    if (withFlat && name === undefined && kind === first && out[0].from === 'profile') {
      Object.assign(out[0], own);
      out[0].from = 'block';
      continue;
    }
    out.push(salvo({ mode: kind, ...(name !== undefined ? { name } : {}), ...inherited(flat, kind), ...own, from: 'block' } as WeaponMode, own));
  }
  const alt = get('altModes');
  if (Array.isArray(alt))
    for (const a of alt) {
      const p = typeof a === 'string' ? parseAltMode(a) : undefined;
      if (p) out.push(salvo({ mode: p.mode, ...inherited(flat, p.mode), damage: p.damage, from: 'altModes' } as WeaponMode, { damage: p.damage }));
    }
  return out;
}

/**
 * A salvo mode's damage bonus for its barrels (B5-WEAPON; FieryVoid's battery salvo): one point per
 * barrel, or a tenth of the weapon's mean damage per barrel rounded up, whichever is more
 * (d6+4, mean 7.5, four barrels: 4 against 3, so +4).
 */
export function salvoBonus(mean: number, barrels: number): number {
  // The tenths are worked in whole numbers so 7.5 x 4 / 10 is exactly 3, not 3.0000000001.
  return Math.max(barrels, Math.ceil(Math.round(mean * barrels * 10) / 100));
}

/** The damage of a salvo from one barrel's (`"d6+4"`, 4 barrels -> `"d6+8"`); undefined when unreadable. */
export function salvoDamage(damage: string, barrels: number): { damage: string; bonus: number } | undefined {
  const d = parseDice(damage);
  if (!d.ok) return undefined;
  const bonus = salvoBonus(d.dice.mean, barrels);
  return { damage: diceText({ ...d.dice, constant: d.dice.constant + bonus }), bonus };
}

/** How much a salvo lowers fire control against ships, medium and fighters (a `-` stays `-`). */
export const SALVO_FIRE_CONTROL_DROP = [1, 2, 4] as const;

export function salvoFireControl(fc: readonly (number | null)[]): (number | null)[] {
  return fc.map((x, i) => (typeof x === 'number' ? x - (SALVO_FIRE_CONTROL_DROP[i] ?? 0) : x));
}

/** `2d10+4`, `d6-1`: a parsed dice expression written back (one die without a count). */
export function diceText(d: Pick<Dice, 'dice' | 'constant'>): string {
  const dice = d.dice.map((t) => `${t.count === 1 ? '' : t.count}d${t.sides}`).join('+');
  return d.constant === 0 ? dice : `${dice}${d.constant > 0 ? '+' : '-'}${Math.abs(d.constant)}`;
}

/**
 * A salvo mode that left out its damage or fire control (`own` holds what it stated) gets them
 * from the weapon's by the salvo rule. Other modes, and a salvo without barrels, stay as they are.
 */
function salvo(m: WeaponMode, own: Record<string, unknown>): WeaponMode {
  if (m.mode !== 'salvo' || typeof m.barrels !== 'number') return m;
  const derived: NonNullable<WeaponMode['derived']> = {};
  if (own.damage === undefined && typeof m.damage === 'string') {
    const s = salvoDamage(m.damage, m.barrels);
    if (s) {
      derived.damage = { from: m.damage, bonus: s.bonus };
      m.damage = s.damage;
    }
  }
  if (own.fireControl === undefined && Array.isArray(m.fireControl)) {
    derived.fireControl = { from: m.fireControl };
    m.fireControl = salvoFireControl(m.fireControl);
  }
  if (derived.damage || derived.fireControl) m.derived = derived;
  return m;
}

/** The flat figures another mode takes over: the rake size only for a raking mode, the pulse figures only for a pulse mode. */
function inherited(flat: Record<string, unknown>, mode: string): Record<string, unknown> {
  const out = { ...flat };
  if (mode !== 'raking') delete out.rake;
  if (mode !== 'pulse') delete out.pulse;
  if (mode !== 'salvo') delete out.barrels;
  return out;
}
