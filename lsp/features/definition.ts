// Go to definition: ships (and `extends`), system types, arc names, system ids and sections (a
// variant's block and `remove` lead to the base ship's declaration), imports (the file).
import type { DefinitionParams, Location } from 'vscode-languageserver';
import type { Analysis, Workspace } from '../workspace';
import { offsetAt } from '../util';
import { location, sourceFor } from './navigation-util';

export function definition(ws: Workspace, a: Analysis, params: DefinitionParams): Location | null {
  const occ = a.index().at(offsetAt(a.source, params.position));
  if (!occ?.def) return null;
  return location(ws, sourceFor(ws, a, occ.def.file), occ.def.file, occ.def.span);
}
