// Rename: ships, system types, arc names, system ids and sections, across every file of the
// workspace. Built-in names (kinds, properties, the sfb arcs) cannot be renamed; a new name must
// be an identifier, not a keyword, and must not collide with a name already declared there.
import type { CancellationToken, PrepareRenameParams, Range, RenameParams, TextEdit, WorkspaceEdit } from 'vscode-languageserver';
import { ErrorCodes, ResponseError } from 'vscode-languageserver';
import type { Occurrence } from '../../compiler/semantic';
import type { Analysis, Workspace } from '../workspace';
import { offsetAt, rangeOf } from '../util';
import { occurrencesOf } from './navigation-util';
import { isIdentifier, isKeyword, VALUE_WORDS } from '../../grammar/lexical';

/** Words a new name may not be: the keywords, the value words, and `all` (the full-circle arc). */
const reserved = (word: string) => isKeyword(word) || (VALUE_WORDS as readonly string[]).includes(word) || word === 'all';

function why(occ: Occurrence | undefined): string {
  if (!occ) return 'There is nothing to rename here.';
  switch (occ.kind) {
    case 'kind':
      return `\`${occ.name}\` is a built-in system kind; it cannot be renamed.`;
    case 'builtinArc':
      return `\`${occ.name}\` is a predefined arc name; it cannot be renamed.`;
    case 'property':
    case 'projection':
    case 'constant':
      return `\`${occ.name}\` is a property name from the catalog; it cannot be renamed.`;
    case 'unresolved':
      return `\`${occ.name}\` does not name anything declared; nothing to rename.`;
    default:
      return `\`${occ.name}\` cannot be renamed.`;
  }
}

export function prepareRename(a: Analysis, params: PrepareRenameParams): { range: Range; placeholder: string } | ResponseError<void> {
  const occ = a.index().at(offsetAt(a.source, params.position));
  if (!occ?.renamable || !occ.key) return new ResponseError(ErrorCodes.InvalidRequest, why(occ));
  return { range: rangeOf(a.source, occ.span), placeholder: occ.name };
}

export async function rename(ws: Workspace, a: Analysis, params: RenameParams, token?: CancellationToken): Promise<WorkspaceEdit | ResponseError<void>> {
  const occ = a.index().at(offsetAt(a.source, params.position));
  if (!occ?.renamable || !occ.key) return new ResponseError(ErrorCodes.InvalidRequest, why(occ));
  const newName = String(params.newName ?? '').trim();
  if (!isIdentifier(newName))
    return new ResponseError(ErrorCodes.InvalidParams, `\`${newName}\` is not a valid name: use letters, digits and _, starting with a letter.`);
  if (reserved(newName)) return new ResponseError(ErrorCodes.InvalidParams, `\`${newName}\` is a keyword of the ship language.`);
  if (newName === occ.name) return { changes: {} };
  const conflict = collision(ws, a, occ, newName);
  if (conflict) return new ResponseError(ErrorCodes.InvalidParams, conflict);
  const found = await occurrencesOf(ws, occ.key, token);
  const changes: Record<string, TextEdit[]> = {};
  const seen = new Set<string>();
  for (const f of found) {
    const id = `${f.file}\0${f.occ.span.start}`;
    if (seen.has(id)) continue;
    seen.add(id);
    (changes[ws.uriOfPath(f.file)] ??= []).push({ range: rangeOf(f.src, f.occ.span), newText: newName });
  }
  return { changes };
}

/** A name already declared where the renamed symbol lives. */
function collision(ws: Workspace, a: Analysis, occ: Occurrence, newName: string): string | undefined {
  const file = occ.def?.file;
  const unit = file ? a.result.program.files.get(file) : undefined;
  if (!unit) return undefined;
  switch (occ.kind) {
    case 'ship':
      return unit.ships.has(newName) ? `A ship \`${newName}\` is already declared in that file.` : undefined;
    case 'systemType':
      return unit.systems.has(newName) ? `A system type \`${newName}\` is already declared in that file.` : undefined;
    case 'arc':
      return unit.arcs.has(newName) ? `An arc \`${newName}\` is already declared in that file.` : undefined;
    case 'id':
    case 'section': {
      if (!occ.ship) return undefined;
      const ids = a.result.semantic.visibleIds(occ.ship, occ.kind === 'id' ? 'ids' : 'sections');
      return ids.includes(newName) ? `\`${newName}\` is already ${occ.kind === 'id' ? 'a system id' : 'a section'} of ${occ.ship.name.name}.` : undefined;
    }
    default:
      void ws;
      return undefined;
  }
}
