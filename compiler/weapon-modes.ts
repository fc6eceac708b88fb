// A weapon's firing modes, resolved from what was written (docs/language.md, "Firing modes"):
//
//   - the flat profile (`mode`, `damage`, `rake`, `pulse`, ...) is the first mode, named by the
//     flat `mode` (standard when left out), unless the weapon has `mode NAME { ... }` blocks and
//     states neither a flat `mode` nor a flat `damage`: then its modes are exactly its blocks;
//   - each block of another name adds a mode; a block named like the flat mode gives that mode
//     its own figures;
//   - a figure a block leaves out is the weapon's flat one (the rake size only for a raking mode,
//     the pulse figures only for a pulse mode);
//   - each `altModes` string `"mode damage"` adds a mode with that damage.
//
// One function for the compiler's rules (over a lowered system), the sheets and the runtime (over
// a compiled system), so they cannot disagree.
import { WEAPON_MODES, weaponModeParams } from './catalog/common';

export interface WeaponMode {
  mode: string;
  damage?: string;
  rake?: number;
  pulse?: number[];
  range?: number;
  rangePenalty?: number;
  fireControl?: (number | null)[];
  loading?: number;
  rateOfFire?: number;
  intercept?: number;
  /** Where the mode comes from: the flat profile, a `mode` block, or an `altModes` string. */
  from: 'profile' | 'block' | 'altModes';
}

const FIGURES = weaponModeParams.map((p) => p.name);

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
    const name = typeof b.mode === 'string' ? b.mode : '';
    const own: Record<string, unknown> = {};
    for (const f of FIGURES) if (b[f] !== undefined && b[f] !== null) own[f] = b[f];
    if (withFlat && name === first && out[0].from === 'profile') {
      Object.assign(out[0], own);
      out[0].from = 'block';
      continue;
    }
    out.push({ mode: name, ...inherited(flat, name), ...own, from: 'block' } as WeaponMode);
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
