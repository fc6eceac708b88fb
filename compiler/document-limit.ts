// The whole-document limit. A variant repeats every system of the ship or flight it extends, so
// a short file of variants can stand for a document far larger than itself: 1,600 flights, each
// extending the last and adding a weapon, are 157 KB of text and 1.3 million systems of compiled
// JSON. `build` and `render` count the systems of the document they are about to write (from
// the ship models, before anything is emitted) and refuse one over MAX_DOCUMENT_SYSTEMS with a
// `document-too-large` error (docs/security.md). Counting costs one look per ship and flight.
import type { Diagnostic } from '../grammar/diagnostic';
import type { Loc } from './model';

/** Systems (after inheritance) one compiled document may hold: over a thousand real ships. */
export const MAX_DOCUMENT_SYSTEMS = 20_000;

/** What the count reads of a ship's or a flight's compile result. */
export interface Counted {
  model: { name: string; nameLoc: Loc; systems: readonly unknown[] };
}

/** The `document-too-large` error for ships and flights over the limit (undefined when they fit). */
export function documentSizeDiagnostic(items: Iterable<Counted>, command: string): Diagnostic | undefined {
  let total = 0;
  let over: Counted | undefined;
  for (const item of items) {
    total += item.model.systems.length;
    if (!over && total > MAX_DOCUMENT_SYSTEMS) over = item;
  }
  if (!over) return undefined;
  const at = over.model.nameLoc;
  return {
    code: 'document-too-large',
    severity: 'error',
    message: `The document this ${command} makes would hold ${total.toLocaleString('en-US')} systems (every variant repeats the systems of what it extends); one document holds at most ${MAX_DOCUMENT_SYSTEMS.toLocaleString('en-US')}, and the total passes that at \`${over.model.name}\`. Name one ship with --ship NAME, or split the variants over several files.`,
    span: { start: at.span.start, end: at.span.end },
    file: at.file,
  };
}
