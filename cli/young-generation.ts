// A check of a big fleet streams (compiler/stream-check.ts): what it allocates for a ship dies
// once the ship is checked, but V8 keeps doubling its young generation while a run allocates,
// up to 16 MB a half (34 MB held), and keeps it. At a quarter of that, a check of 14,000 ships
// peaks at 107 MB instead of 132 MB, in the same time (three runs each, with Node's
// `--max-semi-space-size=4`; a running process cannot set that). So once the young generation
// holds `cap` bytes, it grows no more: V8 reads its growth factor at each collection.
import { engine } from '../lsp/engine';
import { youngGenerationBytes } from '../lsp/idle-collect';
import { KNOWN_ENGINE } from '../lsp/heap-limits';

/**
 * Young generation held, in bytes, from which it stops growing: between the 4 MB it holds with
 * 2 MB halves and the 8 MB with 4 MB halves.
 */
export const YOUNG_CAP = 6 * 1024 * 1024;
/**
 * The young generation is looked at after each of the first ships from the `START`th (it grows
 * fastest at the start, while the first collections find most of what they see alive), then
 * every `EVERY` ships: a look costs some microseconds. Before the `START`th it holds too little
 * to be worth a look (checking the bench's fleet: 2.9 MB after the first ship, 4.3 MB after the
 * 16th, 6 MB after the 23rd), and a check of a few ships never loads `node:v8` (lsp/engine.ts).
 */
export const START = 16;
export const FIRST = 512;
const EVERY = 32;

/** A function for CompileOptions.afterStreamedShip that stops the young generation's growth at `cap`. */
export function youngGenerationCap(cap = YOUNG_CAP, held: () => number = youngGenerationBytes, stop: (() => void) | undefined = KNOWN_ENGINE ? stopGrowth : undefined): () => void {
  if (!stop) return () => undefined;
  let ships = 0;
  let stopped = false;
  return () => {
    if (stopped || ++ships < START || (ships > FIRST && ships % EVERY !== 0)) return;
    if (held() < cap) return;
    stop();
    stopped = true;
  };
}

function stopGrowth(): void {
  engine().setFlagsFromString('--semi-space-growth-factor=1');
}
