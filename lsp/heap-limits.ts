// How far the language server's heap may grow while someone types (`drydock lsp --stdio`).
//
// The server keeps a big file's analysis alive (about 65 MB of heap at 50,000 lines), and every
// re-check leaves the results of the one before it behind. Those lived through a young collection
// or two, so they die in the old generation, which V8 lets grow to two to four times what the
// last full collection found alive before it collects again; and V8 doubles the young generation
// while a program allocates fast, up to 16 MB a half. Typing in a 50,000-line file took the server
// to 300-320 MB that way. With the old generation allowed twice what lived (V8 allows up to four
// times) and the young generation left at its first size, the same typing peaks at 190-205 MB,
// and at 140 MB instead of 225 in a 20,000-line file with a warning on every ship; the edits'
// p50 stays the same (`bench/lsp-edit-bench.ts`, alternated with runs without them). A stricter
// old generation (half again what lived: 180 MB) made the full collections come often enough to
// show in the p95 of edits and hovers.
//
// Node-only: the playground's worker has no such control.
import { engine } from './engine';

/** The old generation may hold this much more than the last full collection found alive (%). */
export const HEAP_GROWING_PERCENT = 100;

/** The flags `drydock lsp` sets when it starts. */
export const SERVER_HEAP_FLAGS = [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`, '--semi-space-growth-factor=1'];

/**
 * The engine this was measured on (Node 20's V8 11); a flag another version does not know makes
 * V8 print an error on standard error, and later versions bound the young generation's growth
 * factor from below, so elsewhere nothing is set.
 */
export const KNOWN_ENGINE = /^11\./.test(process.versions.v8);

/**
 * Sets the heap's growth for the rest of the process (V8 reads both at each collection); `set`
 * null: another engine, nothing is set.
 */
export function limitHeapGrowth(set: ((flags: string) => void) | null = KNOWN_ENGINE ? (flags) => engine().setFlagsFromString(flags) : null): boolean {
  if (!set) return false;
  for (const flag of SERVER_HEAP_FLAGS) set(flag);
  return true;
}
