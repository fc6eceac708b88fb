// Emission: ShipModel + derived values -> the compiled ship of docs/compiled-document.md.
import type { LineIndex } from '../grammar/positions';
import { shipProjections, type EffectiveProjection, type StatedFigures } from './projections';
import { allowPart, hitEntryPart, projectionPart, sectionPart } from './document/parts';
import { emitPart, figureValue } from './document/emit';
import type { HitEntryModel, ShipModel, SystemModel } from './model';
import type { CompiledShip, CompiledSystem, Derived, HitAlternative, HitChartEntry, Projection } from './types';

/** Turn a model into its compiled form. `lines` maps spans of the ship's file to positions. */
export function emitShip(model: ShipModel, derived: Derived, lines?: LineIndex): CompiledShip {
  const ship: CompiledShip = { name: model.name, ruleset: model.ruleset, systems: [], rules: {}, derived };
  const props = Object.fromEntries([...model.props].map(([k, v]) => [k, v.value]));
  if (typeof props.name === 'string') ship.displayName = props.name;
  delete props.name;
  if (model.base) ship.extends = model.base;
  if (model.ruleset === 'b5wars') {
    const size = props.size as CompiledShip['size'];
    if (size) {
      ship.size = size;
      // The projections as declared (what an `allow ST-SH-1` accepted included, with stated
      // arcs). A ship without a `shields` group has no shields (ST-SH-1 requires the group as
      // soon as it has deflectors or a generator), so it gets no projections: the size layout at
      // 0 would collapse in play (ST-SH-7) and fail coverage when read back (ST-SH-9).
      const declared = shipProjections(model);
      if (declared) ship.projections = declared.map(emitProjection);
    }
    delete props.size;
    const sectionOf = new Map<string, string | null>();
    for (const sys of model.systems) if (!sectionOf.has(sys.id)) sectionOf.set(sys.id, sys.section);
    ship.sections = [...model.sections.values()].map((s) =>
      emitPart(sectionPart, (f) => (f === 'name' ? s.name : f === 'hits' ? s.hits?.entries.map((e) => hitEntry(sectionOf, s.name, e)) : figureValue(s.props.get(f)?.value))),
    );
  }
  for (const [k, v] of Object.entries(props)) if (!(k in ship)) ship[k] = v;
  ship.systems = model.systems.map(emitSystem);
  ship.rules = Object.fromEntries([...model.rules].map(([k, v]) => [k, v.value]));
  if (model.allows.length) ship.allows = model.allows.map((a) => emitPart(allowPart, (f) => (f === 'rule' ? a.rule : (a.reason ?? ''))));
  if (lines && model.loc.file) {
    ship.source = {
      file: model.loc.file,
      range: { start: lines.position(model.loc.span.start), end: lines.position(model.loc.span.end) },
    };
  }
  return ship;
}

/** A projection: name, arc and rating always; the other figures (armor, the per-hit cap) when stated. */
function emitProjection(p: EffectiveProjection): Projection {
  return emitPart(projectionPart, (f) => {
    if (f === 'name') return p.name;
    if (f === 'arc') return [p.arc[0], p.arc[1]];
    if (f === 'rating') return p.rating;
    return figureValue(p[f as keyof StatedFigures]?.value);
  });
}

/** Catalog defaults, then the user type's parameters, then the instance's. */
export function emitSystem(sys: SystemModel): CompiledSystem {
  const out: CompiledSystem = { id: sys.id, type: sys.type, base: sys.builtin.name };
  if (sys.builtin.ruleset === 'b5wars') out.section = sys.section;
  for (const spec of sys.builtin.params) {
    if (spec.default !== undefined) out[spec.name] = cloneValue(spec.default);
  }
  for (const [k, v] of sys.userType?.params ?? []) if (allFinite(v.value)) out[k] = cloneValue(v.value);
  for (const [k, v] of sys.params) if (allFinite(v.value)) out[k] = cloneValue(v.value);
  if (sys.ionBased) out.ionBased = true;
  return out;
}

function cloneValue<T>(v: T): T {
  if (Array.isArray(v)) return v.map(cloneValue) as T;
  // A weapon's mode blocks are objects: each compiled ship gets its own.
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cloneValue(x)])) as T;
  return v;
}

/** A value with an infinite number (reported by the rules) is left out: JSON cannot carry it. */
function allFinite(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(allFinite);
  return true;
}

/** A hit-chart entry; one naming a system of another section says where the hit goes (`section`). */
function hitEntry(sectionOf: Map<string, string | null>, section: string, e: HitEntryModel): HitChartEntry {
  const target = hitTarget(sectionOf, section, e.target, e.inSection?.name);
  const alternatives = e.alternatives?.map((a) => hitTarget(sectionOf, section, a.target, a.inSection?.name));
  return emitPart(hitEntryPart, (f) => (f === 'from' ? e.from : f === 'to' ? e.to : f === 'alternatives' ? alternatives : target[f as keyof HitAlternative]));
}

/** `ofSection`: the target is a kind of that section (`aft.nacelle`), said outright in the entry. */
function hitTarget(sectionOf: Map<string, string | null>, section: string, target: string, ofSection?: string): HitAlternative {
  if (ofSection !== undefined) return { target, section: ofSection, ofKind: true };
  if (target === 'structure' || target === 'primary' || !sectionOf.has(target)) return { target };
  const there = sectionOf.get(target)!;
  return there !== section ? { target, section: there } : { target };
}
