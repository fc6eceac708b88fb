// A kind's parameter by name, from an index built once per parameter list: the lowerer and the
// rules look parameters up for every system of every ship, and a linear search of a kind's
// twenty-odd parameters was a visible part of a check. Catalog lists never change once made.
import type { ParamSpec } from './types';

const indexes = new WeakMap<readonly ParamSpec[], Map<string, ParamSpec>>();

export function paramNamed(params: readonly ParamSpec[], name: string): ParamSpec | undefined {
  let index = indexes.get(params);
  if (!index) {
    index = new Map();
    // The first of a name, as a search from the front finds it.
    for (const p of params) if (!index.has(p.name)) index.set(p.name, p);
    indexes.set(params, index);
  }
  return index.get(name);
}
