// A JSON system may leave out `base` (docs/compiled-document.md shows `{ "id", "type", ... }`): for a built-in
// kind the base is the type itself, for a user type (`types` of the document) the built-in kind
// at the root of its `extends` chain. The bases are filled in before schema validation, so the
// kind's parameters are checked exactly as if the file had written them.
import { systemKind } from '../catalog/index';
import type { Ruleset } from '../catalog/types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Fills missing `base` fields in place; returns the pointers of the systems filled, with the
 * base, and of those whose type resolves to no kind (reported once, at the type).
 */
export function fillBases(doc: unknown): Map<string, string> & { unresolved?: Set<string> } {
  const filled: Map<string, string> & { unresolved?: Set<string> } = new Map();
  filled.unresolved = new Set();
  if (!isObj(doc)) return filled;
  const ships: [unknown, string][] = Array.isArray(doc.ships) ? doc.ships.map((s, i) => [s, `/ships/${i}`]) : [[doc, '']];
  const types = new Map<string, { ruleset: unknown; extends: unknown }>();
  if (Array.isArray(doc.types))
    for (const t of doc.types) if (isObj(t) && typeof t.name === 'string') types.set(t.name, { ruleset: t.ruleset, extends: t.extends });
  // Any depth resolves, as in the reader's resolver (compiler/system-types.ts), which reports
  // what does not; a cycle simply leaves the base unfilled.
  // Each type's answer is kept: many systems of a type deep in a long chain walk it once.
  const known = new Map<string, string | undefined>();
  const builtinOf = (r: Ruleset, type: string): string | undefined => {
    const key = `${r}\0${type}`;
    if (!known.has(key)) known.set(key, walk(r, type));
    return known.get(key);
  };
  const walk = (r: Ruleset, type: string): string | undefined => {
    const seen = new Set<string>();
    for (let name = type; !seen.has(name); ) {
      seen.add(name);
      if (systemKind(r, name)) return name;
      const t = types.get(name);
      if (!t || typeof t.extends !== 'string') return undefined;
      name = t.extends;
    }
    return undefined;
  };
  for (const [ship, pointer] of ships) {
    if (!isObj(ship) || (ship.ruleset !== 'b5wars' && ship.ruleset !== 'sfb') || !Array.isArray(ship.systems)) continue;
    ship.systems.forEach((s, i) => {
      if (!isObj(s) || 'base' in s || typeof s.type !== 'string') return;
      const base = builtinOf(ship.ruleset as Ruleset, s.type);
      if (!base) {
        filled.unresolved!.add(`${pointer}/systems/${i}`);
        return;
      }
      s.base = base;
      filled.set(`${pointer}/systems/${i}`, base);
    });
  }
  return filled;
}
