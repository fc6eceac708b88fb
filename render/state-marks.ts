// The boxes and energy points of a laid-out sheet marked from a game's state (render/game-state.ts).
// Both rulesets' layouts draw their tracks in groups keyed by the data attributes docs/render.md
// lists (a system row's `data-id`, a section's structure, a projection's track, a rating track, a
// capacitor's energy track); this pass reads those keys, so what a box shows in play is decided
// here alone and no layout needs to know about states. A row cut by a column or page end is two
// groups with the same key: its boxes are counted across them in drawing order.
import type { CompiledShip } from '../compiler/types';
import type { SheetState, SystemMarks } from './game-state';
import type { BoxItem, EnergyItem, Item } from './model';

/** How many boxes of a track are marked, and how. */
interface BoxRule {
  /** Boxes crossed as damage, from the first. */
  hits: number;
  /** Every box filled: the system or section is destroyed, the projection down or collapsed. */
  out: boolean;
}

const EPS = 1e-9;
const attr = (attrs: [string, string][], k: string) => attrs.find(([a]) => a === k)?.[1];

function damageRule(m: SystemMarks | undefined): BoxRule | undefined {
  return m && { hits: Math.ceil(m.damage - EPS), out: m.destroyed };
}

/** The rule for the boxes of a keyed group, or undefined when the state says nothing about them. */
function boxRule(attrs: [string, string][], state: SheetState, ship: CompiledShip): { key: string; rule: BoxRule } | undefined {
  const cls = attr(attrs, 'class');
  if (cls === 'system') {
    const id = attr(attrs, 'data-id') ?? '';
    const rule = damageRule(state.systems.get(id));
    return rule && { key: `system:${id}`, rule };
  }
  if (cls === 'structure') {
    const section = attr(attrs, 'data-section') ?? '';
    const rule = damageRule(state.structure.get(section));
    return rule && { key: `structure:${section}`, rule };
  }
  if (cls === 'projection-track') {
    const name = attr(attrs, 'data-projection');
    const p = state.projections.find((x) => x.name === name);
    // A partly spent point is a box spent: the box left is a whole point of capacity.
    return p && { key: `projection:${name}`, rule: { hits: Math.ceil(p.rating - p.remaining - EPS), out: p.status !== 'up' } };
  }
  if (cls === 'track' && attr(attrs, 'data-track') === 'sensor' && state.sensorRating !== undefined && typeof ship.sensor === 'number') {
    // Numbered from the rating down to 0: the boxes above the rating in force are crossed off.
    return { key: 'track:sensor', rule: { hits: Math.max(0, Math.floor(ship.sensor) - Math.floor(state.sensorRating + EPS)), out: false } };
  }
  return undefined;
}

/** The energy key of a group with an energy track (a capacitor or battery row). */
function energyKey(attrs: [string, string][]): string | undefined {
  const cls = attr(attrs, 'class');
  if (cls === 'system') return attr(attrs, 'data-id');
  if (cls === 'derived-capacitor') return `derived:${attr(attrs, 'data-derived')}`;
  return undefined;
}

/** Marks the sheet's pages in place from the state. */
export function markSheet(pages: Item[][], ship: CompiledShip, state: SheetState): void {
  const seen = new Map<string, number>();
  const filled = new Map<string, number>();
  const stored = new Map(state.energy.map((e) => [e.key, Math.floor(e.stored + EPS)]));
  const markBox = (b: BoxItem, key: string, rule: BoxRule) => {
    const i = seen.get(key) ?? 0;
    seen.set(key, i + 1);
    if (rule.out) b.mark = 'destroyed';
    else if (i < rule.hits) b.mark = 'hit';
  };
  const markEnergy = (e: EnergyItem, key: string) => {
    const i = filled.get(key) ?? 0;
    filled.set(key, i + 1);
    if (i < (stored.get(key) ?? 0)) e.filled = true;
  };
  const walk = (items: Item[], boxes?: { key: string; rule: BoxRule }, energy?: string) => {
    for (const item of items) {
      if (item.kind === 'box' && boxes) markBox(item, boxes.key, boxes.rule);
      else if (item.kind === 'energy' && energy !== undefined) markEnergy(item, energy);
      else if (item.kind === 'group') {
        const here = boxRule(item.attrs, state, ship);
        const e = energyKey(item.attrs);
        walk(item.items, here ?? boxes, e !== undefined && stored.has(e) ? e : energy);
      }
    }
  };
  for (const page of pages) walk(page);
}
