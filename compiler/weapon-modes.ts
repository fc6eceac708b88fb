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
//   - each `altModes` string `"mode damage"` adds a mode with that damage.
//
// One function for the compiler's rules (over a lowered system), the sheets and the runtime (over
// a compiled system), so they cannot disagree.
import { WEAPON_MODES, weaponModeParams } from './catalog/common';
import { parseDice, rollFigures } from './dice';

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
    out.push({ mode: kind, ...(name !== undefined ? { name } : {}), ...inherited(flat, kind), ...own, from: 'block' } as WeaponMode);
  }
  const alt = get('altModes');
  if (Array.isArray(alt))
    for (const a of alt) {
      const p = typeof a === 'string' ? parseAltMode(a) : undefined;
      if (p) out.push({ mode: p.mode, ...inherited(flat, p.mode), damage: p.damage, from: 'altModes' } as WeaponMode);
    }
  return out;
}

/** The flat figures another mode takes over: the rake size only for a raking mode, the pulse figures only for a pulse mode. */
function inherited(flat: Record<string, unknown>, mode: string): Record<string, unknown> {
  const out = { ...flat };
  if (mode !== 'raking') delete out.rake;
  if (mode !== 'pulse') delete out.pulse;
  return out;
}
