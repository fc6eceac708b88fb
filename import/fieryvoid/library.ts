// The figures of the library types the importer needs to add up a ship (the power each mount
// draws, its boxes), read from the library file itself (lib/fieryvoid/trek.ship) so they are
// stated once.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { libraryRoot } from '../../compiler/library';
import { parse } from '../../grammar/index';

export const LIBRARY_IMPORT = 'drydock:fieryvoid/trek.ship';

export interface TypeFigures {
  power?: number;
  boxes?: number;
}

let cached: Map<string, TypeFigures> | undefined;

/** Each library system type with the power and boxes it states (empty when the library is missing). */
export function libraryTypes(): Map<string, TypeFigures> {
  if (cached) return cached;
  cached = new Map();
  const root = libraryRoot();
  if (!root) return cached;
  let text: string;
  try {
    text = fs.readFileSync(path.join(root, 'fieryvoid', 'trek.ship'), 'utf8');
  } catch {
    return cached;
  }
  for (const decl of parse(text, 'trek.ship').ast.decls) {
    if (decl.kind !== 'system') continue;
    const figures: TypeFigures = {};
    for (const m of decl.body) {
      if (m.kind !== 'property' || m.value.kind !== 'number') continue;
      if (m.key === 'power') figures.power = m.value.value;
      if (m.key === 'boxes') figures.boxes = m.value.value;
    }
    cached.set(decl.name.name, figures);
  }
  return cached;
}
