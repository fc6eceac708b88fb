// The `hitByChart` action: a hit located by the d20 hit chart of a section (SSD-2), cross-section
// entries included. The section is named, or found from the bearing of the shot the
// way the sheet's hit-location table shows it (compiler/hit-location.ts: sections facing their own
// arcs, else the four quadrants). The roll is looked up in that section's chart and the damage is
// applied where the entry sends it:
//   - a system id, of this section or of another one (`17..18: N1` in the primary section hits
//     nacelle N1 of the aft section): that system's boxes;
//   - a kind (`DF` kinds such as `deflector`): the first system of that kind in the section that
//     is not destroyed;
//   - `structure`: the section's structure boxes (a section with none passes the hit to the
//     primary's); `primary.structure`, the structure of the section named;
//   - `primary`: the primary section, rolled again on its chart with `primaryRoll`;
//   - alternatives (`7: [D1, D2]`, ids or kinds of the section): one of the systems they name that
//     still stands, picked by a die with one face per standing system (the action's `rolls`, else
//     the game's seeded dice: replayable); the section's structure when none stands.
//   - a kind of a section (`1..3: aft.nacelle`, compiled `ofKind`): any standing system of that
//     kind in that section, picked the same way as alternatives (the systems of the kind are the
//     alternatives); the structure of the section rolled on when none stands.
// Damage beyond what a system has left (or on a system already destroyed) goes to the structure of
// the section that holds it, and beyond an outer section's structure to the primary's (`toPrimary`);
// what no structure can take is reported as `excess`, never dropped. Deterministic: the dice are the action's `roll` and `primaryRoll`
// (and, to pick among alternatives, its `rolls` or the seeded generator).
import { defineAction, refuse, type ActionSpec, type RuleContext } from '../core/registry';
import { hitLocations } from '../../compiler/hit-location';
import type { CompiledShip, CompiledSystem, HitAlternative, HitChartEntry, Section } from '../../compiler/types';
import { inArc } from '../../compiler/arcs';
import { damageBoxes } from './bookkeeping';
import { baseOf as kindOf } from '../core/systems';
import { b5 } from './state';

/** Structure damage of a section, kept in the ship state as `structure.<section>` once hit. */
export interface StructureState {
  damage: number;
  destroyed: boolean;
}

const d20 = { type: 'integer', minimum: 1, maximum: 20 } as const;

const hitByChart: ActionSpec = defineAction({
  segment: 'any',
  schema: {
    properties: {
      section: { type: 'string' },
      bearing: { type: 'number', minimum: 0, exclusiveMaximum: 360 },
      roll: d20,
      primaryRoll: d20,
      boxes: { type: 'integer', minimum: 1 },
    },
    required: ['roll', 'boxes'],
  },
  run(ctx, a) {
    const handle = a.ship!;
    const ship = ctx.ships[handle]!;
    const section = sectionFor(ship, a.section, a.bearing);
    let chartSection = section;
    let entry = entryFor(section, a.roll);
    let via: string | undefined;
    if (entry.target === 'primary') {
      const primary = (ship.sections ?? []).find((s) => s.name === 'primary');
      if (!primary || primary === section) throw refuse(`roll ${a.roll} on the ${section.name} chart sends the hit to the primary section, and ${handle} has ${primary ? 'no other chart to roll on' : 'no primary section'}`, 'SSD-2');
      if (a.primaryRoll === undefined) throw refuse(`roll ${a.roll} on the ${section.name} chart sends the hit to the primary section: give "primaryRoll", the d20 rolled on its chart`, 'SSD-2');
      via = section.name;
      chartSection = primary;
      entry = entryFor(primary, a.primaryRoll);
      if (entry.target === 'primary') throw refuse(`the primary section's chart sends roll ${a.primaryRoll} to the primary section again`, 'SSD-2');
    }
    const out: Record<string, unknown> = { section: chartSection.name, ...(via ? { from: via } : {}), entry: rangeText(entry), target: entry.target };
    if (entry.target === 'structure' && !entry.ofKind) return { ...out, ...hitStructure(ctx, handle, chartSection, a.boxes) };
    // `primary.structure`: the structure of the section the entry names takes the hit.
    if (entry.target === 'structure' && typeof entry.section === 'string') {
      const there = (ship.sections ?? []).find((s) => s.name === entry.section);
      if (!there) throw refuse(`the ${chartSection.name} chart sends roll ${via ? a.primaryRoll : a.roll} to ${entry.section}.structure, and ${handle} has no section ${entry.section}`, 'SSD-2');
      return { ...out, target: altText(entry), goesTo: there.name, ...hitStructure(ctx, handle, there, a.boxes) };
    }
    let sys: CompiledSystem;
    if (entry.alternatives || entry.ofKind) {
      const alt = pickAlternative(ship, handle, chartSection, entry.alternatives ?? [entry], ctx);
      if (entry.alternatives) {
        out.alternatives = entry.alternatives.map(altText);
        delete out.target;
      } else out.target = altText(entry);
      Object.assign(out, { standing: alt.standing.map((s) => s.id) }, alt.pick ? { pick: alt.pick } : {});
      // Every alternative destroyed: the hit falls to the structure of the section rolled on.
      if (!alt.system) return { ...out, ...hitStructure(ctx, handle, chartSection, a.boxes) };
      sys = alt.system;
    } else sys = targetSystem(ship, handle, chartSection, entry, ctx);
    const holder = sectionOf(ship, sys) ?? chartSection;
    out.system = sys.id;
    if (holder.name !== chartSection.name) out.goesTo = holder.name;
    const st = b5(ctx, handle).systems[sys.id]!;
    const left = st.destroyed ? 0 : Math.max(0, Number(sys.boxes ?? 1) - st.damage);
    const onSystem = Math.min(left, a.boxes);
    if (onSystem > 0) damageBoxes(ctx, handle, sys, onSystem);
    out.damage = st.damage;
    out.destroyed = st.destroyed;
    const rest = a.boxes - onSystem;
    if (rest > 0) out.overflow = { boxes: rest, ...hitStructure(ctx, handle, holder, rest) };
    return out;
  },
});

/** The section a hit strikes: the one named, or the one facing the bearing (its arc, else its quadrant). */
function sectionFor(ship: CompiledShip, name: string | undefined, bearing: number | undefined): Section {
  const sections = ship.sections ?? [];
  if (sections.length === 0) throw refuse(`${ship.name} has no sections, so it has no hit charts`, 'SSD-2');
  if (name !== undefined) {
    const s = sections.find((x) => x.name === name);
    if (!s) throw refuse(`${ship.name} has no section "${name}" (its sections: ${sections.map((x) => x.name).join(', ')})`, 'SSD-2');
    if (bearing !== undefined && !facing(ship, bearing).includes(s.name))
      throw refuse(`a shot from bearing ${bearing} hits ${listOr(facing(ship, bearing))}, not ${s.name}`, 'SSD-2');
    return s;
  }
  if (bearing === undefined) throw refuse('say where the hit lands: "section", or "bearing" of the shot (degrees clockwise from the bow)', 'SSD-2');
  const names = facing(ship, bearing);
  if (names.length === 0) throw refuse(`no section of ${ship.name} faces bearing ${bearing}`, 'SSD-2');
  if (names.length > 1) throw refuse(`bearing ${bearing} lies on the boundary of ${listOr(names)}: name the one it hits with "section"`, 'SSD-2');
  return sections.find((s) => s.name === names[0])!;
}

function facing(ship: CompiledShip, bearing: number): string[] {
  return [...new Set(hitLocations(ship).filter((h) => inArc(bearing, h.arc)).map((h) => h.section))];
}

function entryFor(section: Section, roll: number): HitChartEntry {
  if (!section.hits?.length) throw refuse(`section ${section.name} has no hit chart (B5-HITS)`, 'SSD-2');
  const e = section.hits.find((h) => h.from <= roll && roll <= h.to);
  if (!e) throw refuse(`the hit chart of section ${section.name} has no entry for roll ${roll}`, 'SSD-2');
  return e;
}

/** The system an entry names: an id (of any section), else the first working system of that kind in the section. */
function targetSystem(ship: CompiledShip, handle: string, section: Section, entry: HitChartEntry, ctx: RuleContext): CompiledSystem {
  const byId = ship.systems.find((s) => s.id === entry.target);
  if (byId) return byId;
  const ofKind = ship.systems.filter((s) => s.section === section.name && (kindOf(s) === entry.target || s.type === entry.target));
  if (ofKind.length === 0) throw refuse(`the ${section.name} chart names "${entry.target}", which is no system of ${handle}`, 'SSD-2');
  const systems = b5(ctx, handle).systems;
  return ofKind.find((s) => !systems[s.id]!.destroyed) ?? ofKind[0]!;
}

/**
 * The systems an entry's alternatives name (an id, or every system of a kind in the section), those
 * still standing, and the one a die picks among them: one face per standing system, in the order
 * the alternatives name them. No die when one stands, no system when none does.
 */
function pickAlternative(
  ship: CompiledShip,
  handle: string,
  section: Section,
  alternatives: HitAlternative[],
  ctx: RuleContext,
): { standing: CompiledSystem[]; system?: CompiledSystem; pick?: { die: number; roll: number } } {
  const named: CompiledSystem[] = [];
  for (const alt of alternatives) {
    const byId = alt.ofKind ? undefined : ship.systems.find((s) => s.id === alt.target);
    // `aft.nacelle` (ofKind): the systems of that kind in the section it names.
    const where = alt.ofKind && typeof alt.section === 'string' ? alt.section : section.name;
    const found = byId ? [byId] : ship.systems.filter((s) => s.section === where && (kindOf(s) === alt.target || s.type === alt.target));
    if (found.length === 0)
      throw refuse(`the ${section.name} chart names "${altText(alt)}", which is no system of ${handle}${alt.ofKind ? ` (section ${where} has no ${alt.target})` : ''}`, 'SSD-2');
    for (const s of found) if (!named.includes(s)) named.push(s);
  }
  const systems = b5(ctx, handle).systems;
  const standing = named.filter((s) => !systems[s.id]!.destroyed);
  if (standing.length <= 1) return { standing, system: standing[0] };
  const roll = ctx.dice.roll(standing.length);
  return { standing, system: standing[roll - 1], pick: { die: standing.length, roll } };
}

function sectionOf(ship: CompiledShip, sys: CompiledSystem): Section | undefined {
  return typeof sys.section === 'string' ? ship.sections?.find((s) => s.name === sys.section) : undefined;
}

/**
 * Boxes of damage on a section's structure; the section is destroyed when they reach its structure.
 * What its structure cannot take is never dropped: from an outer section (or one with no structure
 * boxes, like an LCV's fore and aft) it goes on to the primary section's structure (`toPrimary`);
 * what the primary cannot take either is reported as `excess` (the ship's last structure is gone).
 */
function hitStructure(ctx: RuleContext, handle: string, section: Section, boxes: number): Record<string, unknown> {
  const ship = b5(ctx, handle) as ReturnType<typeof b5> & { structure?: Record<string, StructureState> };
  const all = (ship.structure ??= {});
  const st = Object.prototype.hasOwnProperty.call(all, section.name) ? all[section.name]! : (all[section.name] = { damage: 0, destroyed: false });
  const total = typeof section.structure === 'number' ? section.structure : 0;
  // A section with no structure of its own (a chart-only section) passes the hit on whole.
  if (total === 0 && section.name !== 'primary') {
    const primary = (ctx.ships[handle]!.sections ?? []).find((s) => s.name === 'primary');
    return primary ? { toPrimary: { boxes, ...hitStructure(ctx, handle, primary, boxes) } } : { excess: boxes };
  }
  const taken = Math.max(0, Math.min(boxes, total - st.damage));
  st.damage += taken;
  const wasDestroyed = st.destroyed;
  st.destroyed = st.damage >= total;
  if (st.destroyed && !wasDestroyed) ctx.event({ ship: handle, section: section.name, destroyed: true, rule: 'SSD-2' });
  const out: Record<string, unknown> = { structure: { section: section.name, damage: st.damage, remaining: total - st.damage, destroyed: st.destroyed } };
  const rest = boxes - taken;
  if (rest > 0) {
    const primary = section.name === 'primary' ? undefined : (ctx.ships[handle]!.sections ?? []).find((s) => s.name === 'primary');
    if (primary) out.toPrimary = { boxes: rest, ...hitStructure(ctx, handle, primary, rest) };
    else out.excess = rest;
  }
  return out;
}

/** An alternative or target as written: `aft.nacelle` for a kind of a section, else its name. */
function altText(a: HitAlternative): string {
  return a.ofKind && typeof a.section === 'string' ? `${a.section}.${a.target}` : a.target;
}

function rangeText(e: HitChartEntry): string {
  return e.from === e.to ? String(e.from) : `${e.from}..${e.to}`;
}

function listOr(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? 'nothing') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

export const hitActions: Record<string, ActionSpec> = { hitByChart };
