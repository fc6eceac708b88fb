// The whole-sheet limit. A record sheet draws one mark per structure box, shield box, section
// structure point and capacitor energy point, so a 3 KB file asking for a million boxes would
// make the renderer (and the language server's SSD preview) build a million-mark drawing. No real
// ship is anywhere near: the largest example has a few hundred. A ship whose sheet would need more
// than MAX_SHEET_MARKS marks gets a `sheet-too-large` error, and the renderer draws a short notice
// instead of the sheet (docs/security.md). Counting reads only the compiled numbers: it costs
// one pass over the ship whatever the numbers say.
import type { Diagnostic } from '../grammar/diagnostic';
import type { CompiledShip } from './types';
import type { Loc, ShipModel, SystemModel } from './model';
import type { Derived } from './types';
import { paramNamed } from './catalog/param-index';

/** Marks (boxes and energy points) one record sheet may draw. */
export const MAX_SHEET_MARKS = 10_000;

const count = (x: unknown): number => (typeof x === 'number' ? (Number.isFinite(x) ? Math.max(0, Math.floor(x)) : Infinity) : 0);

/** How many marks the ship's sheet would draw (an upper bound of what render/ draws). */
export function sheetMarks(ship: CompiledShip): number {
  let n = 0;
  for (const sys of ship.systems ?? []) n += count(sys.boxes) + count(sys.capacity);
  for (const sec of ship.sections ?? []) n += count((sec as { structure?: unknown }).structure);
  for (const s of ship.shields ?? []) n += count(s);
  for (const d of Object.values(ship.derived ?? {})) {
    if (d && typeof d === 'object') n += count((d as { capacity?: unknown }).capacity) + count((d as { max?: unknown }).max);
  }
  return n;
}

/** A system's number parameter: on the instance, else its type's, else the kind's default. */
function param(sys: SystemModel, name: string): unknown {
  return sys.params.get(name)?.value ?? sys.userType?.params.get(name)?.value ?? paramNamed(sys.builtin.params, name)?.default;
}

/** The same count from the ship model (before the compiled ship is emitted). */
export function modelSheetMarks(model: ShipModel, derived: Derived): number {
  let n = 0;
  for (const sys of model.systems) n += count(param(sys, 'boxes')) + count(param(sys, 'capacity'));
  for (const sec of model.sections.values()) n += count(sec.props.get('structure')?.value);
  const shields = model.props.get('shields')?.value;
  if (Array.isArray(shields)) for (const s of shields) n += count(s);
  for (const d of Object.values(derived ?? {})) {
    if (d && typeof d === 'object') n += count((d as { capacity?: unknown }).capacity) + count((d as { max?: unknown }).max);
  }
  return n;
}

/** The `sheet-too-large` error for a ship over the limit (undefined when it fits). */
export function sheetSizeDiagnostic(model: ShipModel, derived: Derived): Diagnostic | undefined {
  const marks = modelSheetMarks(model, derived);
  const ship = model;
  const at = model.nameLoc;
  if (marks <= MAX_SHEET_MARKS) return undefined;
  return {
    code: 'sheet-too-large',
    severity: 'error',
    message: `The record sheet of ${ship.name} would draw ${Number.isFinite(marks) ? marks.toLocaleString('en-US') : 'endless'} boxes and energy points; a sheet holds at most ${MAX_SHEET_MARKS.toLocaleString('en-US')}. Check the \`boxes\`, \`structure\` and capacity numbers: real ships need a few hundred.`,
    span: { start: at.span.start, end: at.span.end },
    file: at.file,
  };
}
