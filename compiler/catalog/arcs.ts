// Arc names a ruleset predefines. `all` (the full circle) is known in every file; an sfb file also
// knows the six SFB firing arcs by name (language.md). The compiler resolves them, completion and
// hover list them, the JSON-to-.ship converter and the record sheets print them: all from here.
import type { Arc } from '../arcs';
import type { Ruleset } from './types';

export interface NamedArc {
  name: string;
  arc: Arc;
  doc: string;
}

/** The full circle, written `all` in any ruleset. */
export const allArc: NamedArc = { name: 'all', arc: [0, 360], doc: 'The full circle, 0..360.' };

/** The SFB firing arcs, named as printed on an SSD. */
export const sfbArcs: readonly NamedArc[] = [
  { name: 'FA', arc: [300, 60], doc: 'Forward arc.' },
  { name: 'RA', arc: [120, 240], doc: 'Rear arc.' },
  { name: 'FX', arc: [270, 90], doc: 'Forward extended arc (the forward half).' },
  { name: 'RX', arc: [90, 270], doc: 'Rear extended arc (the rear half).' },
  { name: 'LS', arc: [180, 0], doc: 'Left side (the port half).' },
  { name: 'RS', arc: [0, 180], doc: 'Right side (the starboard half).' },
];

/** The arc names a ruleset predefines, besides `all`. */
export function rulesetArcs(ruleset: Ruleset | undefined): readonly NamedArc[] {
  return ruleset === 'sfb' ? sfbArcs : [];
}

/** A predefined arc by name (`all` in any ruleset, the SFB names in sfb). */
export function predefinedArc(ruleset: Ruleset | undefined, name: string): NamedArc | undefined {
  if (name === 'all') return allArc;
  return rulesetArcs(ruleset).find((a) => a.name === name);
}

/** The predefined name of an arc, if it has one in this ruleset (`[300, 60]` is `FA` in sfb). */
export function arcNameOf(ruleset: Ruleset | undefined, arc: readonly [number, number]): string | undefined {
  return rulesetArcs(ruleset).find((a) => a.arc[0] === arc[0] && a.arc[1] === arc[1])?.name;
}
